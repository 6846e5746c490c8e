"""CLI commands of the probes (registered on solver.cli_apps); heavy imports inside functions."""
from __future__ import annotations

# --- probe engine commands: `probe coat`, `probe merge`, `probe cloze` --------------------------
import json
from pathlib import Path
from typing import List, Optional

import typer

from solver.cli_apps import probe_app
from probes.cli_options import BatchSizeOption, ChooseByOption, DeviceOption, DtypeOption, JsonOption, LimitOption, ModelOption, ShardOption


@probe_app.command("coat")
def probe_coat(
    items: Path = typer.Option(..., "--items", help="COAT items: a .jsonl file or a folder of them (from `physkb generate coat`)."),
    model: ModelOption = "smollm2",
    method: str = typer.Option("loglik", "--method", help="loglik (score each option) or generate (greedy, parse the letter)."),
    limit: LimitOption = None,
    out: Optional[Path] = typer.Option(None, "--out", help="Run folder (default runs/coat-<model>-<method>); re-run to resume."),
    device: DeviceOption = None,
    dtype: DtypeOption = None,
    batch_size: BatchSizeOption = None,
    shard: ShardOption = None,
    choices: str = typer.Option("texts", "--choices", help="loglik continuations: option texts or letters."),
    choose_by: ChooseByOption = "sum",
    max_new_tokens: int = typer.Option(16, "--max-new-tokens", help="generate: tokens to generate."),
    as_json: JsonOption = False,
) -> None:
    """Probe a model on COAT items into a resumable run folder (predictions.jsonl, one line per item)."""
    from probes.engine import ProbeOptions, run_probe

    summary = run_probe(ProbeOptions(items=items, model=model, method=method, limit=limit, out=out, device=device,
                                     dtype=dtype, batch_size=batch_size, shard=shard, choices=choices,
                                     choose_by=choose_by, max_new_tokens=max_new_tokens))
    if as_json:
        print(json.dumps(summary))
        return
    acc = summary["accuracy"]
    print(f"{summary['n_done']}/{summary['n_items']} items probed, {summary['n_unparsable']} unparsable, "
          f"accuracy {acc:.3f}" if acc is not None else "no predictions")
    print(f"run folder: {summary['run']}")


@probe_app.command("merge")
def probe_merge(run: Path = typer.Argument(..., help="Run folder with predictions.shard-i-of-n.jsonl files.")) -> None:
    """Merge a run's shard predictions into predictions.jsonl (by id; conflicting shards are an error)."""
    from probes.runs import write_merged

    path = write_merged(run)
    n = sum(1 for line in path.read_text().splitlines() if line.strip())
    print(f"{n} predictions merged into {path}")


@probe_app.command("cloze")
def probe_cloze(
    text: str = typer.Argument(..., help='Sentence with one ___ blank, e.g. "An elephant is much ___ than a mouse."'),
    candidates: List[str] = typer.Argument(..., help="Candidate words for the blank."),
    model: str = typer.Option("smollm2", "--model", help="Causal LM or masked LM (local folder, .gguf, smollm2)."),
    device: Optional[str] = typer.Option(None, "--device"),
    dtype: Optional[str] = typer.Option(None, "--dtype"),
    as_json: bool = typer.Option(False, "--json", help="Print JSON on stdout."),
) -> None:
    """Probability of each candidate word in a blank, normalised over the candidates."""
    from probes.device import resolve_placement
    from probes.engine import answer, make_backend
    from probes.models import load_model, resolve_model
    from probes.requests import ClozeRequest, MaskedRequest, split_blank

    split_blank(text)
    placement = resolve_placement(device, dtype)
    loaded = load_model(resolve_model(model), placement)
    if loaded.kind == "nli":
        from solver.errors import PhyskbError

        raise PhyskbError("cloze needs a causal or masked LM; this model is an NLI classifier")
    request_type = ClozeRequest if loaded.kind == "causal" else MaskedRequest
    scores = answer(make_backend(loaded, placement), [request_type(text, tuple(candidates))])[0]
    rows = [{"candidate": c, "prob": p, "logprob": s} for c, p, s in zip(candidates, scores.probs, scores.sums)]
    if as_json:
        print(json.dumps(rows))
        return
    for row in sorted(rows, key=lambda r: -r["prob"]):
        print(f"{row['candidate']:>20}  {row['prob']:.3f}")
# --- end of probe engine commands ---------------------------------------------------------------
