"""Diff a probe run against the solver's gold: per item, per variation, the small-model bias, and baselines.

A run folder is self-contained (run.json, items.jsonl, predictions*.jsonl): the items carry the
solver's gold and option classes, so diffing needs no model and no knowledge base. The
per-variation figures come from the question-set metrics (solver.coat.questions.metrics) so the
report and the generator's own scoring can never disagree.
"""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional

from solver.atomic import write_text
from solver.coat.questions import metrics
from solver.coat.questions.prompt import option_text as render
from solver.errors import DataError
from solver.coat.questions.schema import LETTERS, MultipleChoiceItem, Option
from probes import runs
from probes.benchmarks.base import read_run_meta, label_parts
from probes.benchmarks.coat.items import read_item
import math
from probes.benchmarks.coat.reasons import OptionFacts, check_reason

ITEMS_FILE = "items.jsonl"
PREDICTIONS_FILE = "predictions.jsonl"
DIFF_FILE = "diff.jsonl"
SUMMARY_FILE = "summary.json"


# --------------------------------------------------------------------------- run folder


@dataclass(frozen=True)
class Prediction:
    """One line of predictions.jsonl (see the run folder contract)."""

    id: str
    choice: Optional[int]
    ranking: Optional[list[int]]
    parsed: bool
    raw: Optional[str] = None
    reason: Optional[str] = None  # the stated reason (--ask-reason)


@dataclass
class ProbeRun:
    """A run folder read back: its metadata, the exact items probed and the finished predictions."""

    path: Path
    meta: dict[str, Any]
    items: list[MultipleChoiceItem]
    predictions: dict[str, Prediction]

    @property
    def label(self) -> str:
        """Row name in tables: the model name (alias or folder name) and the scoring method."""
        model = self.meta.get("model") or {}
        name = str(model.get("name") or model.get("path") or self.path.name)
        if "/" in name or "\\" in name:
            name = Path(name).name or name

        parts = label_parts(self.meta)
        return f"{name} ({', '.join(parts)})" if parts else name

    @property
    def items_sha256(self) -> str:
        return str(self.meta.get("items_sha256") or "")


def _parse_prediction(record: dict[str, Any], where: str, n_options: int | None) -> Prediction:
    if "id" not in record:
        raise DataError("missing field", where=f"{where}: field id")
    choice = record.get("choice")
    if choice is not None and (not isinstance(choice, int) or isinstance(choice, bool)):
        raise DataError(f"choice must be an option index or null, got {choice!r}", where=f"{where}: field choice")
    if choice is not None and n_options is not None and not 0 <= choice < n_options:
        raise DataError(f"choice {choice} outside 0..{n_options - 1}", where=f"{where}: field choice")
    ranking = record.get("ranking")
    if ranking is not None and (not isinstance(ranking, list) or not all(isinstance(r, int) for r in ranking)):
        raise DataError("ranking must be a list of option indices or null", where=f"{where}: field ranking")
    parsed = record.get("parsed")
    return Prediction(
        id=str(record["id"]),
        choice=choice,
        ranking=ranking,
        parsed=bool(choice is not None) if parsed is None else bool(parsed),
        raw=record.get("raw"),
        reason=record.get("reason") if isinstance(record.get("reason"), str) else None,
    )


def prediction_files(run_dir: Path) -> list[Path]:
    """predictions.jsonl and every shard file (predictions.shard-i-of-n.jsonl) of a run."""
    files = [run_dir / PREDICTIONS_FILE] if (run_dir / PREDICTIONS_FILE).is_file() else []
    files += sorted(run_dir.glob("predictions.shard-*-of-*.jsonl"))
    return files


def load_run(run_dir: str | Path) -> ProbeRun:
    """Read a run folder; errors name the file, line or item, and field at fault.

    Predictions are read and their shards merged by the probe engine's own functions
    (probes.runs), so a torn last line of an interrupted run and shard conflicts are
    handled exactly as the engine handles them when it resumes.
    """

    path = Path(run_dir)
    meta = read_run_meta(path)
    items_path = path / ITEMS_FILE
    if not items_path.is_file():
        raise DataError(f"run folder has no {ITEMS_FILE}: {path}")
    # checked against run.json's hash, each item checked once here (probes.benchmarks.coat.items.read_item)
    items = [read_item(record, f"{items_path}: line {lineno}")
             for lineno, record in enumerate(runs.load_run_items(path), start=1)]
    n_options = {item.id: len(item.options) for item in items}
    merged = runs.load_predictions(path)  # shards merged; a duplicate id is named with its file and lines
    predictions = {}
    for record in merged:
        where = f"{path / PREDICTIONS_FILE} (item {record['id']})"
        pred = _parse_prediction(record, where, n_options.get(str(record["id"])))
        predictions[pred.id] = pred
    return ProbeRun(path=path, meta=meta, items=items, predictions=predictions)


# --------------------------------------------------------------------------- per item


@dataclass(frozen=True)
class ItemDiff:
    """The model's answer to one item next to the solver's gold."""

    id: str
    task_type: int
    variation: int
    task: str
    utility: str
    n_options: int
    gold: int
    gold_letter: str
    gold_object: str
    gold_class: Optional[str]
    choice: Optional[int]
    choice_letter: Optional[str]
    chosen_object: Optional[str]
    chosen_class: Optional[str]
    chosen_same_object: Optional[bool]
    correct: bool
    parsed: bool
    gold_rank: Optional[int]  # 1 = the model ranked the gold first (from the ranking, when recorded)
    n_bad: int
    n_other_object: int  # distractors whose object differs from the gold's (Task-1 "diff")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _letter(item: MultipleChoiceItem, index: int) -> str:
    option = item.options[index]
    return option.letter or LETTERS[index]


def diff_item(item: MultipleChoiceItem, pred: Prediction) -> ItemDiff:
    """Compare one prediction with the gold the items carry."""
    gold_opt = item.options[item.gold]
    chosen: Option | None = item.options[pred.choice] if pred.choice is not None else None
    other = sum(1 for i, o in enumerate(item.options) if i != item.gold and o.object_name != gold_opt.object_name)
    gold_rank = None
    if pred.ranking:
        gold_rank = pred.ranking.index(item.gold) + 1 if item.gold in pred.ranking else None
    return ItemDiff(
        id=item.id,
        task_type=item.task_type,
        variation=item.variation,
        task=item.task,
        utility=item.utility,
        n_options=len(item.options),
        gold=item.gold,
        gold_letter=_letter(item, item.gold),
        gold_object=gold_opt.object_name,
        gold_class=gold_opt.cls,
        choice=pred.choice,
        choice_letter=_letter(item, pred.choice) if pred.choice is not None else None,
        chosen_object=chosen.object_name if chosen else None,
        chosen_class=chosen.cls if chosen else None,
        chosen_same_object=(chosen.object_name == gold_opt.object_name) if chosen else None,
        correct=pred.choice == item.gold,
        parsed=pred.parsed,
        gold_rank=gold_rank,
        n_bad=sum(1 for o in item.options if o.cls == "bad"),
        n_other_object=other,
    )


# --------------------------------------------------------------------------- aggregates


def _finished(run: ProbeRun) -> tuple[list[MultipleChoiceItem], list[Prediction]]:
    items = [it for it in run.items if it.id in run.predictions]
    return items, [run.predictions[it.id] for it in items]


def _metrics_module():
    return metrics


def _clean(value: Any) -> Any:
    """NaN/None -> None and numpy scalars -> Python numbers, so summaries serialise as JSON."""
    if value is None:
        return None
    try:
        number = float(value)
        return None if math.isnan(number) else number
    except (TypeError, ValueError):
        return value


def variation_metrics(items: list[MultipleChoiceItem], choices: list[Optional[int]],
                      rankings: list[Optional[list[int]]] | None = None) -> list[dict[str, Any]]:
    """Accuracy, bad rate, top-2 and unparsable share per (task type, variation), from the question-set metrics.

    Top-2 needs rankings (log-likelihood runs); generation runs have none, so it stays empty.
    """
    metrics = _metrics_module()
    if rankings is not None and all(r is None for r in rankings):
        rankings = None
    table = metrics.metrics_by_variation(items, choices, rankings)
    n_options: dict[tuple[int, int], Counter] = defaultdict(Counter)
    n_top2: Counter = Counter()  # the items top-2 accuracy counts (its interval rests on these)
    for item in items:
        n_options[(item.task_type, item.variation)][len(item.options)] += 1
        n_top2[(item.task_type, item.variation)] += bool(metrics.top2_eligible(item))
    rows = []
    for record in table.to_dict(orient="records"):
        key = (int(record["task_type"]), int(record["variation"]))
        row = {k: _clean(v) for k, v in record.items()}
        row.update(task_type=key[0], variation=key[1], n=int(record["n"]),
                   n_options=n_options[key].most_common(1)[0][0], n_top2=n_top2[key])
        rows.append(row)
    return rows


def _grouped_rates(rows: list[ItemDiff], key) -> list[dict[str, Any]]:
    groups: dict[Any, list[ItemDiff]] = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    out = []
    for k, members in sorted(groups.items()):
        answered = [m for m in members if m.choice is not None]
        out.append({
            "key": k,
            "n": len(members),
            "accuracy": sum(m.correct for m in members) / len(members),
            "bad_rate": (sum(m.chosen_class == "bad" for m in members) / len(members)),
            "other_object_rate": (sum(m.chosen_same_object is False for m in answered) / len(answered)) if answered else None,
        })
    return out


def bias_tables(rows: list[ItemDiff]) -> dict[str, list[dict[str, Any]]]:
    """The small-model bias: accuracy as other-object distractors grow (Task-1) and as bad options grow (Task-2)."""
    task1 = [r for r in rows if r.task_type == 1 and r.n_options > 1]
    task2 = [r for r in rows if r.task_type == 2]
    by_share = _grouped_rates(task1, lambda r: round(r.n_other_object / (r.n_options - 1), 2))
    for entry in by_share:
        entry["share_other_object"] = entry.pop("key")
    by_bad = _grouped_rates(task2, lambda r: r.n_bad)
    for entry in by_bad:
        entry["n_bad_options"] = entry.pop("key")
    by_options = _grouped_rates(rows, lambda r: (r.task_type, r.n_options))
    for entry in by_options:
        entry["task_type"], entry["n_options"] = entry.pop("key")
    return {"task1_by_other_object_share": by_share, "task2_by_bad_options": by_bad, "by_n_options": by_options}


# --------------------------------------------------------------------------- baselines


def option_text(option: Option) -> str:
    """How an option reads in the prompt (the question-set prompt format); used by the shortest-option baseline."""
    return render(option)


def baseline_choices(items: list[MultipleChoiceItem]) -> dict[str, list[Optional[int]]]:
    """Answers of the reference strategies a model must beat.

    - first letter: always option A;
    - shortest option: the option whose prompt text is shortest (first on ties);
    - longest option: the option whose prompt text is longest (first on ties). The two measure the length
      artifact of COAT's values (an ideal configuration is "free" and "clean", a bad one "irreversible-using",
      "broken"): on the release's own options the shortest is the gold far more often than chance
      (bench/coat_lengths.py), so every model score is read beside them;
    - most frequent object: the option showing the object most often gold for the same
      <task, utility> among the OTHER items of the set (leave-one-out, so no item sees its own gold);
      first such option on ties, option A when no other item of the pair exists.
    """
    gold_objects: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for item in items:
        gold_objects[(item.task, item.utility)][item.options[item.gold].object_name] += 1
    out: dict[str, list[Optional[int]]] = {"first letter": [], "shortest option": [], "longest option": [],
                                           "most frequent object": []}
    for item in items:
        out["first letter"].append(0)
        lengths = [len(option_text(o)) for o in item.options]
        out["shortest option"].append(lengths.index(min(lengths)))
        out["longest option"].append(lengths.index(max(lengths)))
        counts = Counter(gold_objects[(item.task, item.utility)])
        counts[item.options[item.gold].object_name] -= 1
        best_index, best_count = 0, 0
        for i, option in enumerate(item.options):
            if counts.get(option.object_name, 0) > best_count:
                best_index, best_count = i, counts[option.object_name]
        out["most frequent object"].append(best_index)
    return out


def baseline_metrics(items: list[MultipleChoiceItem]) -> dict[str, list[dict[str, Any]]]:
    """Per-variation metrics of every baseline; random guessing as its exact expectation (mean of 1/n), not a draw."""
    expected = []
    groups: dict[tuple[int, int], list[MultipleChoiceItem]] = defaultdict(list)
    for item in items:
        groups[(item.task_type, item.variation)].append(item)
    for (task_type, variation), its in sorted(groups.items()):
        bad = [sum(o.cls == "bad" for o in it.options) / len(it.options) for it in its]
        expected.append({
            "task_type": task_type, "variation": variation, "n": len(its),
            "n_options": Counter(len(it.options) for it in its).most_common(1)[0][0],
            "accuracy": sum(1 / len(it.options) for it in its) / len(its),
            "bad_rate": (sum(bad) / len(bad)) if task_type != 0 else None,
            "top2_accuracy": None, "unparsable": 0.0,
        })
    result = {"random": expected}
    result.update({name: variation_metrics(items, choices) for name, choices in baseline_choices(items).items()})
    return result


# --------------------------------------------------------------------------- the whole diff


@dataclass
class RunDiff:
    """Everything `physkb diff` reports about one run."""

    run: ProbeRun
    rows: list[ItemDiff]
    by_variation: list[dict[str, Any]]
    bias: dict[str, list[dict[str, Any]]]
    baselines: dict[str, list[dict[str, Any]]]
    missing: list[str] = field(default_factory=list)

    def overall(self) -> dict[str, Any]:
        n = len(self.rows)
        return {
            "n_items": len(self.run.items),
            "n_predicted": n,
            "n_missing": len(self.missing),
            "accuracy": (sum(r.correct for r in self.rows) / n) if n else None,
            "unparsable": sum(1 for r in self.rows if r.choice is None),
        }

    def summary(self) -> dict[str, Any]:
        """The JSON document `physkb diff --json` prints and summary.json caches."""
        return {
            "run": str(self.run.path),
            "label": self.run.label,
            "model": self.run.meta.get("model"),
            "method": self.run.meta.get("method"),
            "items_sha256": self.run.items_sha256,
            "overall": self.overall(),
            "by_variation": self.by_variation,
            "bias": self.bias,
            "baselines": self.baselines,
            "missing": self.missing[:20],
            **({"reasons": reason_summary(self.run)} if any(p.reason is not None for p in self.run.predictions.values())
               else {}),
        }


def reason_checks(run: ProbeRun) -> list[tuple[MultipleChoiceItem, Prediction, Any]]:
    """Each answered item's stated reason checked against the chosen and gold options' values (probes.benchmarks.coat.reasons)."""
    def facts(item: MultipleChoiceItem, k: int) -> OptionFacts:
        o = item.options[k]
        return OptionFacts(o.letter, o.object_name, o.configuration(), {}, o.cls)

    out = []
    for item in run.items:
        pred = run.predictions.get(item.id)
        if pred is None or pred.reason is None or pred.choice is None:
            continue
        out.append((item, pred, check_reason(pred.reason, facts(item, pred.choice), facts(item, item.gold))))
    return out


def reason_summary(run: ProbeRun) -> dict[str, Any]:
    """How often a stated reason is true of the chosen option, and how often a right answer comes with a false one."""
    checks = reason_checks(run)
    verdicts = Counter(c.verdict for _, _, c in checks)
    correct = [c for item, pred, c in checks if pred.choice == item.gold]
    wrong_reason = [item.id for item, pred, c in checks if pred.choice == item.gold and c.verdict == "wrong"]
    return {"with_reason": len(checks), "right": verdicts["right"], "wrong": verdicts["wrong"],
            "no_claim": verdicts["no_claim"], "correct_answers": len(correct),
            "correct_with_wrong_reason": len(wrong_reason),
            "correct_with_wrong_reason_rate": len(wrong_reason) / len(correct) if correct else None,
            "examples": wrong_reason[:10]}


def diff_run(run: ProbeRun | str | Path, write_cache: bool = True) -> RunDiff:
    """Diff a run against the gold its items carry; write diff.jsonl and summary.json beside it."""
    if not isinstance(run, ProbeRun):
        run = load_run(run)
    items, preds = _finished(run)
    if not items:  # figures over zero answers would read as a result; a run with none has nothing to diff
        raise DataError(f"the run has no finished predictions for its {len(run.items)} items: nothing to compare "
                        "(probe it first, or check predictions.jsonl)", where=str(run.path))
    rows = [diff_item(item, pred) for item, pred in zip(items, preds)]
    rankings = [p.ranking for p in preds]
    result = RunDiff(
        run=run,
        rows=rows,
        by_variation=variation_metrics(items, [p.choice for p in preds], rankings),
        bias=bias_tables(rows),
        baselines=baseline_metrics(items),
        missing=[it.id for it in run.items if it.id not in run.predictions],
    )
    if write_cache:
        try:
            write_text(run.path / DIFF_FILE, "".join(json.dumps(row.to_json()) + "\n" for row in rows))
            write_text(run.path / SUMMARY_FILE, json.dumps(result.summary(), indent=2) + "\n")
        except (OSError, DataError):
            pass  # a read-only run folder still diffs; the caches are optional
    return result



def _random_rows(items: list[MultipleChoiceItem], key) -> list[dict[str, Any]]:
    groups: dict[Any, list[MultipleChoiceItem]] = defaultdict(list)
    for item in items:
        groups[key(item)].append(item)
    return [{
        "key": k, "n": len(its),
        "accuracy": sum(1 / len(it.options) for it in its) / len(its),
        "bad_rate": sum(sum(o.cls == "bad" for o in it.options) / len(it.options) for it in its) / len(its),
    } for k, its in sorted(groups.items())]


def random_expectation(items: list[MultipleChoiceItem]) -> dict[str, list[dict[str, Any]]]:
    """Expected accuracy and bad rate of random guessing, grouped like bias_tables (plot reference lines)."""
    by_options = _random_rows(items, lambda it: (it.task_type, len(it.options)))
    for entry in by_options:
        entry["task_type"], entry["n_options"] = entry.pop("key")
    by_bad = _random_rows([it for it in items if it.task_type == 2], lambda it: sum(o.cls == "bad" for o in it.options))
    for entry in by_bad:
        entry["n_bad_options"] = entry.pop("key")
    return {"by_n_options": by_options, "task2_by_bad_options": by_bad}


def baseline_bias(items: list[MultipleChoiceItem], name: str = "shortest option") -> dict[str, list[dict[str, Any]]]:
    """bias_tables for one baseline's answers on the same items (plot reference lines)."""
    choices = baseline_choices(items)[name]
    rows = [diff_item(item, Prediction(id=item.id, choice=c, ranking=None, parsed=True)) for item, c in zip(items, choices)]
    return bias_tables(rows)
