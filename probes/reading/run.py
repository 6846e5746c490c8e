"""The reading run: stories read by a model into a run folder, batched, resumable and cached like a probe run.

`read_stories` writes run.json, items.jsonl (the stories) and one prediction line per story (probes/runs.py),
through the same scoring loop as every probe (probes.engine.probe_shard: fixed batches, the writer's lock,
a progress bar), and then readings.jsonl: one reading per story, ready for `physkb check-story --readings`.
Without --out the run goes to the cache (~/.cache/physkb/readings/<model>-<hash of what is asked>), so the
same stories read again by the same model with the same settings cost nothing, and an interrupted run
resumes where it stopped. It is registered as the solver's model reader (solver.readings.plugins), which
`physkb read --model` and `check-story --reader` call.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

from probes import runs
from probes.backends import model_kind, resolve_model
from probes.backends.files import cache_dir
from probes.backends.hf import offline
from probes.benchmarks.runner import _answer_rounds
from probes.benchmarks.stories.items import StoryItem, item_to_raw
from probes.device import resolve_placement
from probes.engine import probe_shard
from probes.reading.adapter import ReadingAdapter, reading_line
from probes.runs import items_sha256
from solver.atomic import write_text
from solver.errors import PhyskbError
from solver.outpaths import check_out_folder
from solver.readings.prompt import PROMPT_FORMS
from solver.states.model import Story

READINGS_FILE = "readings.jsonl"
LOCAL_BACKENDS = ("hf", "gguf")  # backends whose model runs in this process


def choose_prompt_form(form: Optional[str], backend: str, device: str) -> str:
    """The prompt form of a reading run: the one asked for, else `compact` for a model run here on the CPU (where
    a 4,800-token prompt takes minutes to read and the grammar, not the prompt, keeps the answer to the
    schema) and `full` for GPUs and servers."""
    if form in PROMPT_FORMS:
        return form
    if form not in (None, "auto"):
        raise PhyskbError(f"--prompt-form {form!r}: expected auto, {' or '.join(PROMPT_FORMS)}")
    return "compact" if backend in LOCAL_BACKENDS and str(device).startswith("cpu") else "full"
RUN_KIND = "readings"  # run.json's "benchmark" of a reading run (no benchmark: nothing is scored)


@dataclass
class ReadingRun:
    """What a reading run produced: its folder, one prediction per story (reading, validity, errors), and the
    readings file."""

    out: Path
    records: list[dict]
    readings_file: Path

    def summary(self) -> dict[str, Any]:
        n = len(self.records)
        return {"stories": n, "valid": sum(r["valid"] for r in self.records),
                "schema_valid": sum(r["schema_valid"] for r in self.records),
                "repaired": sum(r["repaired"] for r in self.records),
                "valid_after_repair": sum(r["repaired"] and r["valid"] for r in self.records),
                "closed_early": sum(bool(r.get("closed_early")) for r in self.records),
                "run": str(self.out), "readings": str(self.readings_file)}


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", Path(text).name or text).strip("-") or "model"


def default_out(model: str, raw_items: list[dict], settings: dict) -> Path:
    """The cache folder of (model, stories, settings): the same request reuses its run."""
    key = json.dumps({"model": model, "items": items_sha256(raw_items), "settings": settings}, sort_keys=True)
    return cache_dir() / "readings" / f"{_slug(model)}-{hashlib.sha256(key.encode()).hexdigest()[:16]}"


def read_stories(stories: Sequence[Story], model: str, *, out: Optional[Path] = None, batch_size: Optional[int] = None,
                 device: Optional[str] = None, dtype: Optional[str] = None, max_new_tokens: Optional[int] = None,
                 repair: bool = True, progress: bool = True, loaded: Any = None, seed: int = 0,
                 prompt_form: Optional[str] = None) -> ReadingRun:
    """Read every story with `model` (any --model: hf folder, gguf, smollm2, openai:URL, vllm:PATH) into a run
    folder; returns each story's prediction in order. A reading that fails validation gets one repair round,
    then is kept with its errors. `prompt_form` is full, compact or auto (None: compact for a local model on
    the CPU, see choose_prompt_form)."""
    if not stories:
        raise PhyskbError("no stories to read")
    ids = [s.id for s in stories]
    if len(set(ids)) != len(ids):
        raise PhyskbError(f"story ids must be unique to read them: {sorted({i for i in ids if ids.count(i) > 1})[:3]}")
    for option, value in (("--batch-size", batch_size), ("--max-new-tokens", max_new_tokens)):
        if value is not None and value < 1:
            raise PhyskbError(f"{option} must be at least 1, got {value}")
    offline()
    spec = resolve_model(model)
    if model_kind(spec) != "causal":
        raise PhyskbError(f"reading needs a generative (causal) model; {model} is a {model_kind(spec)} model")
    placement = resolve_placement(device, dtype)
    form = choose_prompt_form(prompt_form, spec.backend, placement.device)
    adapter = ReadingAdapter(max_new_tokens, ask_verdict=False, repair=repair, prompt_form=form)
    items = [StoryItem(s.id, [s]) for s in stories]
    raw_items = [item_to_raw(i) for i in items]
    settings = {"batch_size": batch_size or "auto", "max_new_tokens": adapter.max_new_tokens, "repair": repair,
                "seed": seed, "prompt_form": form}
    out = Path(out) if out is not None else default_out(model, raw_items, {k: v for k, v in settings.items()
                                                                          if k != "batch_size"})
    check_out_folder(out)
    record = runs.new_record(items_path="stories", raw_items=raw_items,
                             model={**spec.identity(), "dtype": placement.dtype, "device": placement.device},
                             method="generate_json", prompt_format=adapter.prompt_record(), settings=settings,
                             benchmark=RUN_KIND)
    runs.open_run(out, record, raw_items)
    probe_shard(out, runs.Shard(), items, spec=spec, placement=placement, loaded=loaded, model_name=model, seed=seed,
                batch_size=batch_size, progress=progress,
                answer_chunk=lambda backend, chunk: _answer_rounds(backend, adapter, chunk),
                prediction=adapter.prediction)
    by_id = {r["id"]: r for r in runs.read_predictions(out / runs.PREDICTIONS_FILE)}
    records = [by_id[i] for i in ids if i in by_id]
    readings_file = out / READINGS_FILE
    write_text(readings_file, "".join(json.dumps(reading_line(r), ensure_ascii=False) + "\n" for r in records))
    return ReadingRun(out, records, readings_file)


def model_reader(stories: Sequence[Story], model: str, **options: Any) -> ReadingRun:
    """The function registered with solver.readings.plugins (the solver never imports probes)."""
    return read_stories(stories, model, **options)
