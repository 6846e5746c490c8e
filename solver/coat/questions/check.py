"""Re-derive the gold of generated COAT items with the solver and list every disagreement.

The checker shares no state with the generator: it runs the solver afresh, looks every shown
option up in the solver's verdicts, and recomputes the answer from the rules of each task
(Task-0: the one context object; Task-1: the one ideal configuration; Task-2: the unique
minimum penalty sum among moderate options). Any field edited by hand shows up as a mismatch.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from pydantic import ValidationError

from solver.errors import DataError
from solver.coat.questions.prompt import question_text
from solver.coat.questions.schema import LETTERS, VARIABLES, MultipleChoiceItem, Option
from solver.coat.questions.truth import CoatTruth, PairTruth
from solver.coat.questions.variations import BY_NAME, Variation
from solver.textfiles import RefuseDuplicateKeys, loads, read_json, read_text
from solver.coat.questions.render import answer_by as expected_answer_by


@dataclass(frozen=True)
class Mismatch:
    """One disagreement between an item and the solver."""

    file: str
    item_id: str
    field: str
    expected: object
    found: object

    def as_dict(self) -> dict:
        return asdict(self)


def item_files(path: Path) -> list[Path]:
    """The JSON-lines files to check: the file itself, or every *.jsonl in a folder."""
    if path.is_dir():
        files = sorted(path.glob("*.jsonl"))
        if not files:
            raise DataError("no *.jsonl files", where=str(path))
        return files
    if not path.is_file():
        raise DataError("no such file or folder", where=str(path))
    return [path]


def read_items(path: Path) -> Iterator[tuple[int, MultipleChoiceItem]]:
    """Items of one JSON-lines file with their line numbers; a malformed line is a DataError."""
    text = read_text(path, "items file")
    if not text.strip():  # zero items checked is not "0 mismatches": it is a file with nothing in it
        raise DataError("the items file is empty: no items", where=str(path))
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        loads(line, f"{path}:{n}", line=n, object_pairs_hook=RefuseDuplicateKeys(f"{path}:{n}"))  # a key twice
        try:
            yield n, MultipleChoiceItem.model_validate_json(line)
        except ValidationError as err:
            first = err.errors()[0]
            loc = ".".join(str(x) for x in first["loc"])
            where = f"{path}:{n} field {loc}" if loc else f"{path}:{n}"
            raise DataError(first["msg"], where=where) from None


def items_with_unique_ids(paths: Iterable[Path]) -> Iterator[tuple[Path, int, MultipleChoiceItem]]:
    """(file, line, item) of every item of the files; an id used twice, in one file or across them, is
    refused as `physkb probe` refuses it: two items with one id share (and mix) one answer."""
    first: dict[str, str] = {}
    for path in paths:
        for n, item in read_items(path):
            if item.id in first:
                raise DataError(f"duplicate item id {item.id!r} (first at {first[item.id]})", where=f"{path}:{n}")
            first[item.id] = f"{path}:{n}"
            yield path, n, item


def _object_class(pair: PairTruth, truth: CoatTruth, name: str) -> str | None:
    if name in pair.context_objects:
        return "context"
    if name in pair.utility_objects:
        return "utility"
    if name in pair.other_objects:
        return "other"
    return None


class ItemChecker:
    """Checks items against one solver run; collects mismatches."""

    def __init__(self, truth: CoatTruth, task2_gold: str = "sum") -> None:
        self.truth = truth
        self.task2_gold = task2_gold
        self.pairs = {(p.utility, p.task): p for p in truth.pairs}
        self.mismatches: list[Mismatch] = []
        self.checked = 0

    def _bad(self, file: str, item: MultipleChoiceItem, field: str, expected: object, found: object) -> None:
        self.mismatches.append(Mismatch(file, item.id, field, expected, found))

    def check(self, file: str, item: MultipleChoiceItem) -> None:
        self.checked += 1
        bad = lambda field, exp, got: self._bad(file, item, field, exp, got)  # noqa: E731
        name = f"task{item.task_type}_v{item.variation:02d}"
        variation = BY_NAME.get(name)
        if variation is None:
            return bad("variation", "a known variation", name)
        pair = self.pairs.get((item.utility, item.task))
        if pair is None:
            return bad("task/utility", "a <task, utility> pair of the data", f"{item.task} / {item.utility}")
        if item.question != question_text(item.utility, item.task):
            bad("question", question_text(item.utility, item.task), item.question)
        n = len(item.options)
        if n != variation.n_options:
            bad("options", f"{variation.n_options} options", n)
        letters = [o.letter for o in item.options]
        if letters != list(LETTERS[:n]):
            bad("options.letter", list(LETTERS[:n]), letters)
        if not 0 <= item.gold < n:
            return bad("gold", f"an index below {n}", item.gold)
        answer = getattr(item, "answer", None)
        if answer is not None and answer != LETTERS[item.gold]:
            bad("answer", LETTERS[item.gold], answer)
        keys = [(o.object_name, *(getattr(o, v) for v in VARIABLES)) for o in item.options]
        if len(set(keys)) != len(keys):
            bad("options", "distinct options", "a repeated option")
        if item.task_type == 0:
            self._check_objects(bad, item, pair)
        else:
            self._check_configurations(bad, item, pair, variation)

    def _check_objects(self, bad, item: MultipleChoiceItem, pair: PairTruth) -> None:
        golds = []
        for i, o in enumerate(item.options):
            cls = _object_class(pair, self.truth, o.object_name)
            if cls is None:
                bad(f"options[{i}].object_name", "a known object", o.object_name)
                continue
            if o.cls != cls:
                bad(f"options[{i}].class", cls, o.cls)
            if cls == "context":
                golds.append(i)
        if len(golds) != 1:
            return bad("gold", "exactly one context object among the options", f"{len(golds)} context objects")
        if item.gold != golds[0]:
            bad("gold", golds[0], item.gold)
        _check_trace(bad, item, [f"context_object:{item.options[golds[0]].object_name}"])

    def _check_configurations(self, bad, item: MultipleChoiceItem, pair: PairTruth, variation: Variation) -> None:
        verdicts = []
        for i, o in enumerate(item.options):
            v = self.truth.config(item.utility, item.task, (o.object_name, *(getattr(o, x) for x in VARIABLES)))
            verdicts.append(v)
            if v is None:
                bad(f"options[{i}]", "a configuration the solver classifies for this pair", _shown(o))
                continue
            for field, expected in (("class", v.cls), ("time_penalty", v.time_penalty),
                                    ("material_penalty", v.material_penalty)):
                got = o.cls if field == "class" else getattr(o, field)
                if got != expected:
                    bad(f"options[{i}].{field}", expected, got)
            shown_id = getattr(o, "config_id", None)
            if shown_id is not None and shown_id != v.config_id:
                bad(f"options[{i}].config_id", v.config_id, shown_id)
        if any(v is None for v in verdicts):
            return
        classes = [v.cls for v in verdicts]
        if item.task_type == 1:
            ideal = [i for i, c in enumerate(classes) if c == "ideal"]
            if len(ideal) != 1:
                return bad("gold", "exactly one ideal configuration among the options", f"{len(ideal)} ideal")
            gold = ideal[0]
            same = sum(1 for i, v in enumerate(verdicts) if i != gold and v.object_name == verdicts[gold].object_name)
            if (same, variation.n_options - 1 - same) != (variation.same, variation.diff):
                bad("options", f"{variation.same} same + {variation.diff} diff", f"{same} same")
        else:
            mods = [i for i, c in enumerate(classes) if c == "moderate"]
            n_bad = sum(1 for c in classes if c == "bad")
            if (len(mods), n_bad) != (variation.moderate, variation.bad):
                bad("options", f"{variation.moderate} moderate + {variation.bad} bad", f"{len(mods)} + {n_bad}")
            if not mods:
                return bad("gold", "a moderate option", "none")
            keys = {i: verdicts[i].gold_key(self.task2_gold) for i in mods}
            low = min(keys.values())
            best = [i for i in mods if keys[i] == low]
            if len(best) != 1:
                return bad("gold", f"a unique minimum ({self.task2_gold})", f"tie between {len(best)} options")
            gold = best[0]
            # the margin is always counted in penalty sums (schema.py), whatever the gold order
            margin = min(v.penalty_sum for i, v in enumerate(verdicts) if i != gold) - verdicts[gold].penalty_sum
            if item.margin != margin:
                bad("margin", margin, item.margin)
        if item.gold != gold:
            bad("gold", gold, item.gold)
        _check_trace(bad, item, list(verdicts[gold].rules), self.task2_gold)
        for i, o in enumerate(item.options):
            same_obj = verdicts[i].object_name == verdicts[gold].object_name
            if o.same_object_as_gold is not None and o.same_object_as_gold != same_obj:
                bad(f"options[{i}].same_object_as_gold", same_obj, o.same_object_as_gold)


def _check_trace(bad, item: MultipleChoiceItem, expected: list[str], task2_gold: str = "sum") -> None:
    """The gold's rule trace and answer rule, when the item carries them."""
    trace = getattr(item, "trace", None)
    if trace is not None and list(trace) != expected:
        bad("trace", expected, trace)
    answer_by = getattr(item, "answer_by", None)
    want = expected_answer_by(item.task_type, task2_gold)
    if answer_by is not None and answer_by != want:
        bad("answer_by", want, answer_by)


def _shown(o: Option) -> str:
    return ", ".join(f"{k}={v}" for k, v in o.configuration().items()) + f" of {o.object_name}"


@dataclass
class CheckReport:
    files: list[str]
    checked: int
    duplicates: int
    mismatches: list[Mismatch]

    @property
    def ok(self) -> bool:
        return not self.mismatches


def check_files(paths: Iterable[Path], truth: CoatTruth, progress=None, task2_gold: str = "sum") -> CheckReport:
    """Check every item of the files; duplicate option sets within a file are mismatches too, and an
    item id used twice is refused (as `physkb probe` refuses it)."""
    checker = ItemChecker(truth, task2_gold)
    files = list(paths)
    duplicates = 0
    sets_in: dict[Path, dict[tuple, str]] = {}
    for path, _, item in items_with_unique_ids(files):
        if path not in sets_in and sets_in and progress:
            progress(list(sets_in)[-1])  # the file before this one is done
        seen = sets_in.setdefault(path, {})
        checker.check(path.name, item)
        key = (item.task, item.utility, frozenset(
            (o.object_name, *(getattr(o, v) for v in VARIABLES)) for o in item.options))
        if key in seen:
            duplicates += 1
            checker.mismatches.append(Mismatch(path.name, item.id, "options", "no duplicate option set",
                                               f"same set as {seen[key]}"))
        else:
            seen[key] = item.id
    if sets_in and progress:
        progress(list(sets_in)[-1])
    return CheckReport([str(p) for p in files], checker.checked, duplicates, checker.mismatches)


def read_manifest(path: Path) -> dict:
    """manifest.json beside the items (empty when there is none)."""
    folder = path if path.is_dir() else path.parent
    manifest = folder / "manifest.json"
    if not manifest.is_file():
        return {}
    record = read_json(manifest, "manifest")
    if not isinstance(record, dict):
        raise DataError("expected a JSON object", where=str(manifest))
    return record


def manifest_profile(path: Path) -> str | None:
    """The profile recorded in the manifest beside the items, if any."""
    profile = read_manifest(path).get("profile")
    if profile is not None and not isinstance(profile, str):
        raise DataError(f"profile must be a name, got {profile!r}", where=f"{path}: manifest.json, field profile")
    return profile


def manifest_data(path: Path) -> Path | None:
    """The knowledge the items were generated from, as the manifest records it: None for the
    project kb/, else the release folder (which must still exist)."""
    source = read_manifest(path).get("source")
    if source is not None and not isinstance(source, str):
        raise DataError(f"source must be 'kb' or a folder, got {source!r}", where=f"{path}: manifest.json, field source")
    if source in (None, "kb"):
        return None
    folder = Path(str(source))
    if not folder.is_dir():
        raise DataError(f"the items were generated from {folder} (manifest.json, field source), which is not "
                        "a folder here; pass --data with that release folder", where=str(path))
    return folder


def variation_files(items: Path, option: str = "--items") -> list[Path]:
    """The generated variation files (task<T>_v<NN>.jsonl) an export reads, every line checked
    first: an export must not copy a malformed or mis-encoded item into a dataset."""
    items = Path(items)
    if items.is_file():
        if items.suffix != ".jsonl" or items.stem not in BY_NAME:
            raise DataError("expected the folder of generated task<T>_v<NN>.jsonl files (or one of them); "
                            "this file is not a variation file", where=f"{option} {items}")
        files = [items]
    elif items.is_dir():
        files = sorted(p for p in items.glob("*.jsonl") if p.stem in BY_NAME)
        if not files:
            raise DataError("no variation files (task<T>_v<NN>.jsonl) in this folder; generate them with "
                            "`physkb generate coat`", where=f"{option} {items}")
    else:
        raise DataError("no such file or folder", where=f"{option} {items}")
    for _ in items_with_unique_ids(files):  # and every id used once, as `physkb probe` demands
        pass
    return files



def manifest_field(path: Path, name: str) -> str | None:
    """A field recorded in the manifest beside the items (profile, task2_gold), if any."""
    value = read_manifest(path).get(name)
    if value is not None and not isinstance(value, str):
        raise DataError(f"{name} must be a name, got {value!r}", where=f"{path}: manifest.json, field {name}")
    return value
