"""`physkb read --model M` and `check-story --reader M`: stories read by a model through the registered model
reader (solver.readings.plugins; the probes plug-in supplies it), so the solver never imports probes.

The reader returns a run whose readings file `check-story --readings` takes; here the run is summarised
(how many readings are valid, how many needed the repair round) and its readings printed or checked.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Optional

from solver.errors import PhyskbError
from solver.readings.plugins import model_reader

NO_READER = ("reading with a model needs physkb's probes (its model backends): pip install 'physkb[probes]' "
             "(torch first, see the README)")


def run_model_reader(stories: list, model: str, options: dict[str, Any]) -> Any:
    """Read `stories` with `model` through the registered reader; a clear error when none is installed."""
    reader = model_reader()
    if reader is None:
        raise PhyskbError(NO_READER)
    run = reader(stories, model, **options)
    s = run.summary()
    print(f"physkb: read {s['stories']} stories with {model}: {s['valid']} valid readings "
          f"({s['schema_valid']} follow the schema; {s['repaired']} needed the repair round, "
          f"{s['valid_after_repair']} valid after it; {s.get('closed_early', 0)} ended by the token budget); "
          f"run folder {s['run']}", file=sys.stderr)
    return run


def read_with_model(stories: list, model: str, options: dict[str, Any], as_json: bool) -> None:
    """Print each story's reading as one JSON line (ready for `check-story --readings`); a reading that stays
    invalid after its repair round is printed too, its errors on stderr."""
    run = run_model_reader(stories, model, options)
    for record in run.records:
        for error in record.get("errors") or []:
            print(f"{record['story_id']}: reading error: {error}", file=sys.stderr)
    if as_json:
        print(json.dumps([_public(r) for r in run.records], ensure_ascii=False))
        return
    sys.stdout.write(Path(run.readings_file).read_text(encoding="utf-8"))


def _public(record: dict) -> dict:
    return {k: record[k] for k in ("story_id", "reading", "valid", "errors", "schema_valid", "repaired")
            if k in record}


def reader_options(out: Optional[Path], batch_size: Optional[int], device: Optional[str],
                   max_new_tokens: Optional[int], repair: bool = True, prompt_form: Optional[str] = None) -> dict[str, Any]:
    return {"out": out, "batch_size": batch_size, "device": device, "max_new_tokens": max_new_tokens,
            "repair": repair, "prompt_form": prompt_form}


PROMPT_FORM_HELP = ("The prompt a model reads: full (what read --prompt prints: every gloss, two examples, the JSON "
                    "Schema; about 4,800 tokens), compact (the value words, the shortest example, the schema's short "
                    "form; about 1,150 tokens) or auto (compact for a local model on the CPU, else full).")
