"""COAT items in, requests out, predictions back: the item adapter between COAT and the backends."""
from __future__ import annotations

import json
from pathlib import Path

from probes.answers import parse_letter
from probes.prompts import GENERATE_INSTRUCTION, PromptFormat
from probes.requests import (BLANK, GenerateRequest, LoglikRequest, MaskedRequest, NLIRequest,
                             OptionScores)
from solver.errors import DataError, PhyskbError
from solver.questions.schema import MultipleChoiceItem

METHODS = ("loglik", "generate")
CHOOSE_BY = ("sum", "norm")


def item_files(path: Path) -> list[Path]:
    """The JSON-lines files of an items path: the file itself, or every *.jsonl under a folder (sorted)."""
    if path.is_file():
        return [path]
    if path.is_dir():
        files = sorted(p for p in path.rglob("*.jsonl") if p.is_file())
        if not files:
            raise DataError("no *.jsonl item files in this folder", where=str(path))
        return files
    raise DataError("items file or folder does not exist (generate items with `physkb generate coat`)",
                    where=str(path))


def load_items(path: Path, limit: int | None = None) -> list[tuple[dict, MultipleChoiceItem]]:
    """Read COAT items (raw JSON and typed record) in file order, up to `limit`; ids must be unique."""
    from pydantic import ValidationError

    out: list[tuple[dict, MultipleChoiceItem]] = []
    seen: dict[str, str] = {}
    from solver.textfiles import read_text

    for file in item_files(path):
        for line_no, line in enumerate(read_text(file, "items file").splitlines(), 1):
            if limit is not None and len(out) >= limit:
                return out
            if not line.strip():
                continue
            where = f"{file}:{line_no}"
            try:
                raw = json.loads(line)
            except json.JSONDecodeError as err:
                raise DataError(f"not JSON: {err}", where=where) from err
            if not isinstance(raw, dict):
                raise DataError(f"expected a JSON object per line, found a {type(raw).__name__}", where=where)
            try:
                item = MultipleChoiceItem.model_validate(raw)
            except ValidationError as err:
                first = err.errors()[0]
                field = ".".join(str(p) for p in first["loc"])
                raise DataError(f"field {field}: {first['msg']}", where=f"{where} (item {raw.get('id')!r})") \
                    from err
            if not item.options or not 0 <= item.gold < len(item.options):
                raise DataError(f"field gold: {item.gold} is not an option index", where=f"{where} (item {item.id!r})")
            if item.id in seen:
                raise DataError(f"duplicate item id {item.id!r} (first at {seen[item.id]})", where=where)
            seen[item.id] = where
            out.append((raw, item))
    return out


class CoatAdapter:
    """Turns a COAT item into the request its model kind and method need, and the answer into a prediction."""

    def __init__(self, fmt: PromptFormat, kind: str, method: str, choose_by: str = "sum",
                 max_new_tokens: int = 16) -> None:
        if method not in METHODS:
            raise PhyskbError(f"--method {method!r}: use one of {', '.join(METHODS)}")
        if choose_by not in CHOOSE_BY:
            raise PhyskbError(f"--choose-by {choose_by!r}: use one of {', '.join(CHOOSE_BY)}")
        if method == "generate" and kind != "causal":
            raise PhyskbError(f"--method generate needs a causal LM; this model is a {kind} model (use --method loglik)")
        self.fmt, self.kind, self.method = fmt, kind, method
        self.choose_by, self.max_new_tokens = choose_by, max_new_tokens

    def request(self, item: MultipleChoiceItem):
        prompt = self.fmt.format_prompt(item)
        if self.method == "generate":
            return GenerateRequest(f"{GENERATE_INSTRUCTION}\n\n{prompt}", self.max_new_tokens)
        conts = self.fmt.continuations(item)
        if self.kind == "causal":
            return LoglikRequest(prompt, conts)
        if self.kind == "masked":
            return MaskedRequest(f"{prompt} {BLANK}", tuple(c.strip() for c in conts))
        if self.kind == "nli":
            return NLIRequest(prompt, tuple(f"The answer is {c.strip()}." for c in conts))
        raise PhyskbError(f"no adapter for model kind {self.kind!r}")

    def prediction(self, item: MultipleChoiceItem, answer) -> dict:
        if isinstance(answer, OptionScores):
            key = answer.sums if self.choose_by == "sum" else answer.norms
            ranking = sorted(range(len(key)), key=lambda i: (-key[i], i))
            return {"id": item.id, "choice": ranking[0], "ranking": ranking,
                    "scores": {"sum": answer.sums, "norm": answer.norms}, "raw": None, "parsed": True}
        choice = parse_letter(answer, len(item.options))
        return {"id": item.id, "choice": choice, "ranking": None, "scores": None, "raw": answer,
                "parsed": choice is not None}
