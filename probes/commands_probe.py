"""`physkb probe merge` and `physkb probe cloze`: commands of the probe group that belong to no benchmark."""
from __future__ import annotations

import json
from pathlib import Path
from typing import List, Optional

import typer

from solver.errors import PhyskbError


def probe_merge(run: Path = typer.Argument(..., help="Run folder with predictions.shard-i-of-n.jsonl files.")) -> None:
    """Merge a run's shard predictions into predictions.jsonl (by id; conflicting shards are an error)."""
    # deferred: off `physkb --help`'s path (start-up time)
    from probes.runs import write_merged

    path = write_merged(run)
    n = sum(1 for line in path.read_text().splitlines() if line.strip())
    print(f"{n} predictions merged into {path}")


def probe_cloze(
    text: str = typer.Argument(..., help='Sentence with one ___ blank, e.g. "An elephant is much ___ than a mouse."'),
    candidates: List[str] = typer.Argument(..., help="Candidate words for the blank."),
    model: str = typer.Option("smollm2", "--model", help="Causal LM or masked LM (local folder, .gguf, smollm2)."),
    device: Optional[str] = typer.Option(None, "--device"),
    dtype: Optional[str] = typer.Option(None, "--dtype"),
    as_json: bool = typer.Option(False, "--json", help="Print JSON on stdout."),
) -> None:
    """Probability of each candidate word in a blank, normalised over the candidates."""
    # deferred: off `physkb --help`'s path (start-up time)
    from probes.device import resolve_placement
    from probes.requests import ClozeRequest
    from probes.requests import MaskedRequest
    from probes.requests import split_blank

    # deferred: loads numpy (off `physkb --help`'s path)
    from probes.backends import load_backend, model_kind, resolve_model

    split_blank(text)
    spec = resolve_model(model)
    if model_kind(spec) == "nli":
        raise PhyskbError("cloze needs a causal or masked LM; this model is an NLI classifier")
    backend = load_backend(spec, resolve_placement(device, dtype))
    request_type = ClozeRequest if model_kind(spec) == "causal" else MaskedRequest
    scores = backend.answer([request_type(text, tuple(candidates))])[0]
    rows = [{"candidate": c, "prob": p, "logprob": s} for c, p, s in zip(candidates, scores.probs, scores.sums)]
    if as_json:
        print(json.dumps(rows))
        return
    for row in sorted(rows, key=lambda r: -r["prob"]):
        print(f"{row['candidate']:>20}  {row['prob']:.3f}")
