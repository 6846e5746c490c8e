"""Explain a model's wrong answers with the solver's own trace.

For every error we ask the COAT solver (derive terms, or explain_configuration for a
configuration outside the common set) for the penalty terms of the chosen option and of the
gold, so an explanation reads like the rules that produced the gold, e.g.
"C: dirty +50, reversible-using +80 = 130; A: dirty +50 = 50". Task-0 errors are explained by
the pruning level of the chosen object (it lacks the utility, or it has it but is not a
context object of the task). Penalties are never recomputed here: if the solver disagrees
with an item's recorded figures, the explanation says so instead of hiding it.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from solver.errors import DataError, PhyskbError, UnknownNameError
from solver.coat.questions.schema import MultipleChoiceItem, Option

from probes.benchmarks.coat.diff import ProbeRun, load_run

from solver.coat.records import BAD_THRESHOLD  # noqa: F401  (stated once, in the solver)
from solver.paths import resolve_data_dir
from probes.benchmarks.coat.reasons import OptionFacts, check_reason
from solver.coat.knowledge import load_coat_kb
from solver.coat.derive import complete_configuration, derive, explain_configuration, judge_slots

if TYPE_CHECKING:
    from solver.coat.derive import ConfigVerdict


@dataclass(frozen=True)
class Term:
    """One penalty term of the solver's trace."""

    variable: str
    value: str
    kind: str
    amount: int
    rule: str

    def short(self) -> str:
        value = f"material {self.value}" if self.variable == "material" else self.value
        return f"{value} +{self.amount}"


@dataclass
class OptionTrace:
    """What the solver says about one option of an item."""

    index: int
    letter: str
    object_name: str
    configuration: dict[str, Optional[str]]
    cls: Optional[str]
    terms: list[Term] = field(default_factory=list)
    level: Optional[str] = None  # Task-0: "context" | "not-context" | "no-utility"
    level_rule: Optional[str] = None  # the solver rule that set the level
    class_rule: Optional[str] = None
    recorded_total: Optional[int] = None

    @property
    def total(self) -> int:
        return sum(t.amount for t in self.terms)

    def penalty_line(self) -> str:
        if not self.terms:
            return f"{self.letter}: no penalty = 0"
        return f"{self.letter}: " + ", ".join(t.short() for t in self.terms) + f" = {self.total}"

    def bad_values(self) -> list[Term]:
        return [t for t in self.terms if t.amount >= BAD_THRESHOLD]


@dataclass
class Explanation:
    """Why the model's choice is worse than the gold, in the solver's terms."""

    item_id: str
    task_type: int
    variation: int
    task: str
    utility: str
    correct: bool
    category: str
    detail: str
    text: str
    gold: OptionTrace
    chosen: Optional[OptionTrace]
    warnings: list[str] = field(default_factory=list)
    reason: Optional[dict[str, Any]] = None  # the stated reason checked against the solver (--ask-reason)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for key in ("gold", "chosen"):
            trace = getattr(self, key)
            if trace is not None:
                data[key]["total"] = trace.total
        return data


# --------------------------------------------------------------------------- solver access


@dataclass
class SolverView:
    """The knowledge base and derivation the items were generated from.

    `whole`: the run's errors are explained together, so the whole KB is derived once and every verdict
    read from it; else (one item) only the item's options are judged, in one small solve of the same rules
    (solver.coat.derive.judge_slots), and only a Task-0 item's object levels need the derivation."""

    kb: Any
    profile: str
    source: str  # "project kb" or the release folder
    _derivation: Any = None
    whole: bool = True
    _judged: dict = field(default_factory=dict, repr=False)

    @property
    def derivation(self):
        if self._derivation is None:
            self._derivation = derive(self.kb, self.profile)
        return self._derivation

    def verdict(self, item: MultipleChoiceItem, option: Option):
        """The solver's verdict (class, terms) for an option's configuration of the item's pair."""
        if not self.whole and self._derivation is None:
            return self._item_verdicts(item)[option.letter]
        config = option.configuration()
        found = self.derivation.verdict(item.utility, item.task, option.object_name, config)
        if found is None:
            found = explain_configuration(self.kb, item.utility, item.task, option.object_name, config, self.profile)
        return found


    def _item_verdicts(self, item: MultipleChoiceItem) -> dict[str, Any]:
        """letter -> verdict of every option of one item, from one small solve (cached per item)."""
        if item.id not in self._judged:
            self.kb.check_task(item.utility, item.task)
            values = {o.letter: complete_configuration(self.kb, o.object_name, o.configuration()) for o in item.options}
            per_object: dict[str, list] = {}
            for o in item.options:
                per_object.setdefault(o.object_name, []).append(values[o.letter])
            found = judge_slots(self.kb, item.utility, item.task, per_object, self.profile)
            self._judged[item.id] = {o.letter: found[(o.object_name, values[o.letter].values())] for o in item.options}
        return self._judged[item.id]


def _manifest_for(run: ProbeRun) -> dict[str, Any]:
    """The generator's manifest.json next to the items the run was made from, when it is still there."""
    raw = run.meta.get("items_path")
    if not raw:
        return {}
    path = Path(raw)
    for folder in (path, path.parent):
        manifest = folder / "manifest.json"
        if manifest.is_file():
            try:
                data = json.loads(manifest.read_text(encoding="utf-8"))
                return data if isinstance(data, dict) else {}
            except (OSError, json.JSONDecodeError):
                return {}
    return {}


def solver_for_run(run: ProbeRun, data: str | Path | None = None, profile: str | None = None) -> SolverView:
    """Load the KB the run's items came from.

    --data wins; else the generator manifest next to the items names its source ("kb" = the
    project kb, or a release folder); else $PHYSKB_DATA; else the project kb.
    """
    manifest = _manifest_for(run)
    source = manifest.get("source")
    if data is not None:
        data_dir = resolve_data_dir(data, "coat")
    elif source == "kb":
        data_dir = None
    elif isinstance(source, str) and source and Path(source).exists():
        data_dir = resolve_data_dir(source, "coat")
    else:
        data_dir = resolve_data_dir(None, "coat")
    chosen_profile = profile or manifest.get("profile") or "corrected"
    kb = load_coat_kb(data_dir)
    return SolverView(kb=kb, profile=str(chosen_profile), source=str(data_dir) if data_dir else "project kb")


def _terms(verdict: "ConfigVerdict") -> list[Term]:
    """The verdict's penalty terms that count (amount above 0)."""
    return [Term(variable=t.variable, value=t.value, kind=t.kind, amount=t.amount, rule=t.rule)
            for t in verdict.terms if t.amount]


_LEVEL_NAMES = {"state": "context", "context": "not-context", "utility": "no-utility"}


def _object_level(view: SolverView, item: MultipleChoiceItem, object_name: str) -> tuple[str, str]:
    """(level, rule): how far the solver's pruning lets an object go for the item's <task, utility>.

    The solver's levels are where an object stops: "utility" (lacks the utility), "context"
    (has it but is not a context object), "state" (passes to the physical-state level).
    """
    level, rule = view.derivation.level(item.utility, item.task, object_name)
    return _LEVEL_NAMES.get(level, level), rule


def trace_option(view: SolverView, item: MultipleChoiceItem, index: int) -> OptionTrace:
    option = item.options[index]
    trace = OptionTrace(
        index=index,
        letter=option.letter,
        object_name=option.object_name,
        configuration=option.configuration(),
        cls=option.cls,
    )
    if item.task_type == 0:
        trace.level, trace.level_rule = _object_level(view, item, option.object_name)
        return trace
    verdict = view.verdict(item, option)
    if verdict is None:
        return trace
    trace.terms = _terms(verdict)
    trace.cls = verdict.cls
    trace.class_rule = verdict.class_rule or None
    if option.time_penalty is not None and option.material_penalty is not None:
        trace.recorded_total = option.time_penalty + option.material_penalty
    return trace


# --------------------------------------------------------------------------- explanations


def _extra_by_variable(chosen: OptionTrace, gold: OptionTrace) -> list[tuple[str, int]]:
    """Variables whose penalty is larger in the chosen option than in the gold, largest excess first."""
    def by_variable(trace: OptionTrace) -> Counter:
        counts: Counter = Counter()
        for term in trace.terms:
            counts[term.variable] += term.amount
        return counts

    c, g = by_variable(chosen), by_variable(gold)
    extra = [(v, c[v] - g[v]) for v in set(c) | set(g) if c[v] > g[v]]
    return sorted(extra, key=lambda pair: (-pair[1], pair[0]))


def _task0(item: MultipleChoiceItem, gold: OptionTrace, chosen: OptionTrace) -> tuple[str, str, str]:
    if chosen.level == "no-utility":
        category = "lacks the utility"
        why = f"{chosen.object_name} is not a {item.utility} object: pruned at the utility level ({chosen.level_rule})"
    elif chosen.level == "not-context":
        category = "not a context object"
        why = (f"{chosen.object_name} has the utility {item.utility} but is not a context object for "
               f"\"{item.task}\": pruned at the context level ({chosen.level_rule})")
    else:
        category = "solver disagrees"
        why = f"the solver also counts {chosen.object_name} as a context object of this task"
    text = f"{chosen.letter} ({chosen.object_name}): {why}; gold {gold.letter} ({gold.object_name}) is a context object."
    return category, "", text


def _configured(item: MultipleChoiceItem, gold: OptionTrace, chosen: OptionTrace) -> tuple[str, str, str]:
    same = chosen.object_name == gold.object_name
    where = "same object" if same else f"other object {chosen.object_name}"
    line = f"{chosen.penalty_line()}; {gold.penalty_line()}"
    bad = chosen.bad_values()
    if chosen.cls == "bad" or bad:
        values = ", ".join(f"{t.variable}={t.value} (+{t.amount})" for t in bad) or "its class"
        category = "bad configuration"
        detail = "+".join(sorted({t.variable for t in bad})) or "class"
        text = f"{line}. {chosen.letter} is a bad configuration because of {values}."
    elif chosen.total > gold.total:
        extra = _extra_by_variable(chosen, gold)
        category = f"higher penalty, {'same' if same else 'other'} object"
        detail = f"mostly {extra[0][0]}" if extra else "total"
        parts = ", ".join(f"{v} +{amount}" for v, amount in extra) or "in total"
        text = f"{line}. {chosen.letter} ({where}) costs {chosen.total - gold.total} more ({parts})."
    elif chosen.cls is None:
        category = "dropped configuration"
        detail = "release profile"
        text = f"{line}. The solver's profile drops {chosen.letter} from both lists."
    else:
        category = "solver disagrees"
        detail = "penalty"
        text = f"{line}. The solver does not rank {chosen.letter} below the gold {gold.letter}."
    return category, detail, text


def explain_item(view: SolverView, item: MultipleChoiceItem, choice: Optional[int]) -> Explanation:
    """Explain one answer; correct answers get a short confirmation, errors the solver's comparison."""
    gold = trace_option(view, item, item.gold)
    warnings: list[str] = []
    if gold.recorded_total is not None and gold.terms is not None and gold.total != gold.recorded_total:
        warnings.append(
            f"the solver ({view.source}, profile {view.profile}) gives the gold {gold.total}, the item records "
            f"{gold.recorded_total}: explain with the data the items were generated from (--data/--profile)"
        )
    base = dict(item_id=item.id, task_type=item.task_type, variation=item.variation, task=item.task,
                utility=item.utility, gold=gold, warnings=warnings)
    if choice is None:
        return Explanation(**base, correct=False, category="unparsable answer", detail="", chosen=None,
                           text="The model's answer could not be parsed as an option letter.")
    chosen = trace_option(view, item, choice)
    if choice == item.gold:
        text = chosen.penalty_line() if item.task_type else f"{chosen.letter} ({chosen.object_name}) is a context object."
        return Explanation(**base, correct=True, category="correct", detail="", chosen=chosen, text=text)
    if chosen.recorded_total is not None and chosen.total != chosen.recorded_total:
        warnings.append(f"the solver gives {chosen.letter} {chosen.total}, the item records {chosen.recorded_total}")
    if item.task_type == 0:
        category, detail, text = _task0(item, gold, chosen)
    else:
        category, detail, text = _configured(item, gold, chosen)
    return Explanation(**base, correct=False, category=category, detail=detail, text=text, chosen=chosen)


@dataclass
class ErrorReport:
    """All explained errors of a run, grouped into categories with counts."""

    explanations: list[Explanation]
    source: str
    profile: str

    def categories(self) -> list[tuple[str, int]]:
        return Counter(e.category for e in self.explanations).most_common()

    def details(self) -> list[tuple[tuple[str, str], int]]:
        return Counter((e.category, e.detail) for e in self.explanations).most_common()

    def by_task(self) -> dict[int, list[tuple[str, int]]]:
        out: dict[int, Counter] = {}
        for e in self.explanations:
            out.setdefault(e.task_type, Counter())[e.category] += 1
        return {k: v.most_common() for k, v in sorted(out.items())}

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "profile": self.profile,
            "n_errors": len(self.explanations),
            "categories": [{"category": c, "count": n} for c, n in self.categories()],
            "details": [{"category": c, "detail": d, "count": n} for (c, d), n in self.details()],
            "errors": [e.to_json() for e in self.explanations],
        }


def _explain_or_say_why_not(view: SolverView, item: MultipleChoiceItem, choice: Optional[int]) -> Explanation:
    """One item the solver cannot judge (e.g. an object unknown to this KB) must not sink the whole report."""
    try:
        return explain_item(view, item, choice)
    except PhyskbError as err:
        gold = item.options[item.gold]
        trace = OptionTrace(index=item.gold, letter=gold.letter, object_name=gold.object_name,
                            configuration=gold.configuration(), cls=gold.cls)
        return Explanation(item_id=item.id, task_type=item.task_type, variation=item.variation, task=item.task,
                           utility=item.utility, correct=False, category="not explainable with this KB",
                           detail="", text=f"the solver cannot judge this item: {err}", gold=trace, chosen=None,
                           warnings=[f"explain with the data the items were generated from (--data): {err}"])


def find_item(run: ProbeRun, item_id: str) -> MultipleChoiceItem:
    for item in run.items:
        if item.id == item_id:
            return item
    raise UnknownNameError("item", item_id, [it.id for it in run.items])


def explain_run_item(run: ProbeRun | str | Path, item_id: str, data: str | Path | None = None,
                     profile: str | None = None) -> Explanation:
    """`physkb explain RUN --item ID`."""
    if not isinstance(run, ProbeRun):
        run = load_run(run)
    item = find_item(run, item_id)
    pred = run.predictions.get(item.id)
    if pred is None:
        raise DataError(f"item {item_id!r} has no prediction yet (run unfinished)", where=str(run.path))
    view = solver_for_run(run, data, profile)
    view.whole = False  # one item: judge its options only, never the whole KB
    explanation = explain_item(view, item, pred.choice)
    if pred.reason is not None:
        explanation.reason = check_stated_reason(pred.reason, explanation)
    return explanation


def check_stated_reason(reason: str, e: "Explanation") -> dict[str, Any]:
    """The reason's claims against the chosen and gold options, with the solver's penalty per variable."""
    def facts(trace: Optional[OptionTrace]) -> OptionFacts:
        if trace is None:
            return OptionFacts("", "", {}, {})
        penalties: dict[str, int] = {}
        for t in trace.terms:
            penalties[t.variable] = penalties.get(t.variable, 0) + t.amount
        return OptionFacts(trace.letter, trace.object_name, trace.configuration, penalties, trace.cls)

    check = check_reason(reason, facts(e.chosen or e.gold), facts(e.gold))
    return {"text": reason, **check.to_json()}


def explain_errors(run: ProbeRun | str | Path, data: str | Path | None = None, profile: str | None = None,
                   view: SolverView | None = None, progress: bool = False) -> ErrorReport:
    """Explain every wrong or unparsable answer of a run (`physkb explain RUN --all`, and the report)."""
    if not isinstance(run, ProbeRun):
        run = load_run(run)
    view = view or solver_for_run(run, data, profile)
    wrong = [it for it in run.items if it.id in run.predictions and run.predictions[it.id].choice != it.gold]
    iterator = wrong
    if progress:
        # deferred: loads tqdm only when this runs
        from tqdm import tqdm

        iterator = tqdm(wrong, desc=f"explain {run.label}", unit="item", leave=False)
    explanations = [_explain_or_say_why_not(view, item, run.predictions[item.id].choice) for item in iterator]
    return ErrorReport(explanations=explanations, source=view.source, profile=view.profile)


def format_explanation(e: Explanation) -> str:
    """Plain text for the terminal and the report."""
    head = f"{e.item_id} (Task-{e.task_type} V{e.variation}, {e.utility} / {e.task})"
    if e.correct:
        body = f"correct: {e.text}"
    else:
        body = f"[{e.category}{': ' + e.detail if e.detail else ''}] {e.text}"
    lines = [head, "  " + body]
    if e.reason is not None:
        lines.append(f"  stated reason: \"{e.reason['text']}\" -> {e.reason['verdict']}: {e.reason['explanation']}")
    for trace in (e.chosen, e.gold):
        if trace is None:
            continue
        rules = [f"{t.variable}={t.value} by {t.rule}" for t in trace.terms if t.rule]
        if trace.class_rule:
            rules.append(f"class {trace.cls} by {trace.class_rule}")
        if trace.level_rule:
            rules.append(f"level by {trace.level_rule}")
        if rules:
            lines.append(f"  rules for {trace.letter}: {', '.join(rules)}")
    lines += [f"  warning: {w}" for w in e.warnings]
    return "\n".join(lines)


