"""Diff, explain and report a story run (GITA, TRIP): tiered scores, the solver's conflicts against the model's answers.

Everything is read from the run folder (items.jsonl carries each story's sentences and
labels), scored with solver.states.tiered.score_tiered, and explained with the states
solver (solver.states.solve.find_conflicts): its conflict, the rules and the state facts
behind it, set against what the model said.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from probes import runs
from probes.benchmarks.base import (DiffResult, ErrorSummary, Explanation, Section, error_blocks, read_run_meta,
                                   run_label)
from probes.benchmarks.stories import TIERED_FILE, PaperReference
from probes.benchmarks.stories.items import StoryItem, item_from_raw, conflict_pairs, state_slots
from probes.benchmarks.stories.reasons import (
    has_reasons, reason_rows, reason_summary, reason_table, reason_words,
)
from probes.report_doc import Table, Heading, Image, Paragraph, Preformatted, Beside
from solver.atomic import save_figure, write_text
from solver.errors import DataError, UnknownNameError
from solver.states.explain import state_words
from solver.states.model import ADJECTIVES, CHANGE_WORDS
from solver.states.tiered import (
    story_pairs, score_tiered, predictions_from_solver, parse_prediction, score_story,
)
from collections import defaultdict
from math import prod
from probes.intervals import counted, share_interval
from probes.plots import DPI, pyplot, wilson_errors, with_n
from solver.states.solve import find_conflicts

METRICS = ("accuracy", "consistency", "verifiability")
PAIR_UNIT = "per pair (the papers' unit: a plausible story with an implausible one, both right)"
STORY_UNIT = "per story (a second view: every story on its own)"


@dataclass
class StoryRun:
    path: Path
    meta: dict
    items: list[StoryItem]
    predictions: dict[str, dict]

    @property
    def label(self) -> str:
        return run_label(self.path, self.meta)

    def stories(self, predicted_only: bool = True):
        return [s for it in self.items if not predicted_only or it.id in self.predictions for s in it.stories]


def load_story_run(run_dir: str | Path) -> StoryRun:
    path = Path(run_dir)
    meta = read_run_meta(path)
    items = [item_from_raw(raw, f"{path / runs.ITEMS_FILE}: item {k + 1}") for k, raw in
             enumerate(runs.load_run_items(path))]
    preds = {p["id"]: p for p in runs.load_predictions(path)}
    return StoryRun(path, meta, items, preds)


def _tiered_lines(run: StoryRun) -> list[dict]:
    return [line for it in run.items if it.id in run.predictions for line in run.predictions[it.id].get("tiered", [])]


# --------------------------------------------------------------------------- baselines


def _random_story(story) -> tuple[float, float, float]:
    """Expected (accuracy, consistency, verifiability) of uniform guesses on every question of a single story."""
    if story.plausible:
        return (0.5, 0.5, 0.5)
    n_pairs = max(1, len(conflict_pairs(story)))
    verif = 0.5 / n_pairs
    slots = state_slots(story)
    for slot in slots:
        verif *= 1 / len(slot.options())
    if not slots:
        verif = 0.0
    return (0.5, 0.5 / n_pairs, verif)


def random_baseline(stories: list, asked_together: frozenset = frozenset()) -> dict:
    """Expected tiered scores of a uniform guesser, overall and by partition (percent).

    `asked_together`: the story-id sets probed as one item (a TRIP pair: "which story is
    plausible?"), whose pair figure is one guess between the two, not two independent guesses."""

    parts: dict[str, list] = defaultdict(list)
    rows = []
    for s in stories:
        r = _random_story(s)
        rows.append(r)
        parts[s.partition].append(r)

    def rates(rs):
        return {"stories": len(rs), **{m: round(100 * sum(r[k] for r in rs) / len(rs), 2) if rs else None
                                       for k, m in enumerate(METRICS)}}
    out = rates(rows)
    out["by_partition"] = {p: rates(rs) for p, rs in sorted(parts.items())}
    pairs = _random_pairs(stories, asked_together)
    if pairs:
        out["pairs"] = pairs
    return out


def _random_pairs(stories: list, asked_together: frozenset = frozenset()) -> dict:
    """Expected pair scores of uniform guesses: a pair needs each of its stories right (independent guesses);
    a pair asked as one question is right with one guess in two, then its implausible story's tiers 2 and 3."""

    by_id = {s.id: _random_story(s) for s in stories}
    pairs = story_pairs(stories)
    if not pairs:
        return {}
    by_story = {s.id: s for s in stories}

    def expected(p) -> tuple:
        if frozenset(p.members) in asked_together:
            implausible = [m for m in p.members if not by_story[m].plausible]
            if len(implausible) == 1:
                return by_id[implausible[0]]
        return tuple(prod(by_id[m][k] for m in p.members) for k in range(3))

    rows = [expected(p) for p in pairs]
    parts: dict[str, list] = defaultdict(list)
    for p, r in zip(pairs, rows):
        parts[p.partition].append(r)

    def rates(rs):
        return {"unit": "pair", "pairs": len(rs),
                **{m: round(100 * sum(r[k] for r in rs) / len(rs), 2) if rs else None for k, m in enumerate(METRICS)}}
    out = rates(rows)
    if len(parts) > 1 or "pair" not in parts:
        out["by_partition"] = {p: rates(rs) for p, rs in sorted(parts.items())}
    return out


def majority_baseline(stories: list) -> dict:
    """Always the more frequent tier-1 answer, with the first sentence pair and no states."""
    n_implausible = sum(1 for s in stories if not s.plausible)
    say_plausible = n_implausible * 2 < len(stories)
    preds = [{"story_id": s.id, "plausible": say_plausible,
              "breakpoint": None if say_plausible else 1, "evidence": None if say_plausible else 0}
             for s in stories]
    return score_tiered(stories, preds)


def solver_scores(stories: list) -> dict:
    """The states solver's own answers scored like a model (a reference row)."""
    return score_tiered(stories, predictions_from_solver(stories))


# --------------------------------------------------------------------------- diff


def _row(item: StoryItem, story, pred: Optional[dict], scored: tuple, solver) -> dict:
    line = next((t for t in (pred or {}).get("tiered", []) if t["story_id"] == story.id), None)
    return {"id": story.id, "item": item.id, "partition": story.partition, "gold_plausible": story.plausible,
            "model_plausible": None if line is None else line["plausible"],
            "gold_pair": list(story.gold_pair) if story.gold_pair else None,
            "model_pair": [line["evidence"], line["breakpoint"]] if line and line.get("breakpoint") is not None else None,
            "solver_pair": list(solver.pair) if solver.pair else None,
            "accurate": scored[0], "consistent": scored[1], "verifiable": scored[2],
            "unparsable": sum((pred or {}).get("unparsable", {}).values()) if pred else None}


def diff_story_run(run_dir: str | Path, benchmark: str, write_cache: bool = True,
                   reference: Optional[PaperReference] = None) -> DiffResult:
    """Tiered scores of the model (and of the solver and baselines on the same stories), per story rows."""
    run = load_story_run(run_dir)
    stories = run.stories()
    lines = _tiered_lines(run)
    scores = score_tiered(stories, lines) if stories else {}
    solved = find_conflicts(stories) if stories else {}
    by_id = {t["story_id"]: parse_prediction(t, "prediction") for t in lines}
    rows = []
    for it in run.items:
        pred = run.predictions.get(it.id)
        if pred is None:
            continue
        for s in it.stories:
            rows.append(_row(it, s, pred, score_story(s, by_id.get(s.id)), solved[s.id]))
    unparsable = {f"tier{k}": sum(p.get("unparsable", {}).get(f"tier{k}", 0) for p in run.predictions.values())
                  for k in (1, 2, 3)}
    summary = {
        "label": run.label, "model": run.meta.get("model"), "method": run.meta.get("method"),
        "overall": {"n_items": len(run.items), "n_predicted": len(run.predictions), "n_stories": len(stories),
                    **{m: scores.get(m) for m in METRICS}, "unparsable": unparsable},
        "tiered": scores,
        "solver": solver_scores(stories) if stories else {},
        "baselines": {"random": random_baseline(stories, frozenset(frozenset(s.id for s in it.stories)
                                                                   for it in run.items
                                                                   if it.is_pair and it.id in run.predictions))
                      if stories else {},
                      "majority": majority_baseline(stories) if stories else {}},
        "missing": [it.id for it in run.items if it.id not in run.predictions][:20],
    }
    tables = [compact_table([(run.label, scores)] + reference_rows(summary, reference))]

    if has_reasons(run.predictions):
        summary["reasons"] = reason_summary(reason_rows(run.items, run.predictions, solved))
        tables.append(reason_table([(run.label, summary["reasons"])]))
    if write_cache:
        try:
            write_text(run.path / TIERED_FILE, "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in lines))
            write_text(run.path / "summary.json", json.dumps(summary, indent=2) + "\n")
        except (OSError, DataError):
            pass  # a read-only run folder still diffs; the caches are optional
    return DiffResult(benchmark=benchmark, run=run.path, label=run.label, summary=summary, rows=rows, tables=tables)


def _cell(res: dict) -> str:
    if not res or all(res.get(m) is None for m in METRICS):
        return "–"
    return " / ".join("–" if res.get(m) is None else f"{float(res[m]):.1f}" for m in METRICS)


def compact_table(rows: list[tuple[str, dict]]):
    """The terminal form: per pair (the papers' unit) first, then per story; "acc / cons / verif" cells."""
    pair_parts = _partitions([r.get("pairs") or {} for _, r in rows], "")
    parts = _partitions([r for _, r in rows], "")
    has_pairs = any(r.get("pairs") for _, r in rows)
    header = ["model"]
    if has_pairs:
        header += [f"pairs: {p}" for p in pair_parts] + ["pairs: all"]
    header += [f"stories: {p}" for p in parts] + ["stories: all"]
    body = []
    for label, res in rows:
        pr = res.get("pairs") or {}
        cells = [label]
        if has_pairs:
            cells += [_cell((pr.get("by_partition") or {}).get(p) or {}) for p in pair_parts] + [_cell(pr)]
        cells += [_cell((res.get("by_partition") or {}).get(p) or {}) for p in parts] + [_cell(res)]
        body.append(cells)
    return Table(header, body, caption="accuracy / consistency / verifiability (%); pairs: the papers' unit, "
                                       "stories: a second view")


def _partitions(results: list[dict], benchmark: str) -> list[str]:
    parts = sorted({p for r in results for p in (r.get("by_partition") or {})})
    order = ["cloze", "order", "plausible", "implausible"]
    return sorted(parts, key=lambda p: (order.index(p) if p in order else len(order), p))


def _partition(res: dict, part: str) -> dict:
    """One partition's figures; "all" is the result itself when it has no partitions (TRIP's pairs)."""
    got = (res.get("by_partition") or {}).get(part)
    if got is None and part == "all" and not res.get("by_partition"):
        return res
    return got or {}


def reference_rows(summary: dict, reference: Optional[PaperReference] = None) -> list[tuple[str, dict]]:
    """Solver and baselines on the same stories, then the paper's published figures (in the pair unit)."""
    rows = [("solver (physkb rules)", summary.get("solver") or {})]
    rows += [(f"baseline: {name}", res) for name, res in (summary.get("baselines") or {}).items()]
    if reference is not None:
        by_part = {p: {"unit": "pair", **dict(zip(METRICS, v))} for p, v in reference.figures.items()}
        rows.append((reference.label, {"pairs": {"unit": "pair", "by_partition": by_part}}))
    return rows


def tiered_table(rows: list[tuple[str, dict]], benchmark: str, unit: str = "pair"):
    """The paper's layout, one table per unit: rows models, one "acc / cons / verif" cell per partition (%).

    unit "pair" reads each result's "pairs" (the papers' unit), "story" its per-story figures.
    """
    results = [(label, (res.get("pairs") or {}) if unit == "pair" else res) for label, res in rows
               if unit == "pair" or not label.startswith("paper:")]  # the papers give pair figures only

    parts = _partitions([r for _, r in results], benchmark)
    body = [[label] + [_cell((res.get("by_partition") or {}).get(p) or {}) for p in parts]
            + [_cell(res) if any(res.get(m) is not None for m in METRICS) else "–"] for label, res in results]
    first = results[0][1] if results else {}
    count = "pairs" if unit == "pair" else "stories"

    sizes = [(p, ((first.get("by_partition") or {}).get(p) or {}).get(count)) for p in parts] or [("all", first.get(count))]
    n = ", ".join(f"{p}: {counted(k, count)}" for p, k in sizes if k is not None) or "not recorded"
    caption = (f"accuracy / consistency / verifiability (%), {PAIR_UNIT if unit == 'pair' else STORY_UNIT}; "
               f"first run: {n}")
    if unit == "pair" and first.get("pairing"):
        caption += f"; pairs are {first['pairing']}"
    return Table(header=["model"] + parts + ["all"], rows=body, caption=caption)


def attribute_table(diffs: list) -> Any:
    """Tier 3 per attribute (GITA 4.5): of the states each model predicted, how many match the gold label."""
    per_run = [(d.label, (d.summary.get("tiered") or {}).get("states_by_attribute") or {}) for d in diffs]
    attrs = sorted({a for _, r in per_run for a in r}, key=lambda a: -sum(r.get(a, {}).get("predicted", 0)
                                                                        for _, r in per_run))
    if not attrs:
        return None
    body = [[a] + [(f"{r[a]['correct']}/{r[a]['predicted']} ({r[a]['accuracy']:.0f}%)" if a in r else "–")
                   for _, r in per_run] for a in attrs]
    return Table(["attribute"] + [label for label, _ in per_run], body,
                 caption="Tier 3 per attribute: predicted states that match the gold label / states predicted")


def headline(diffs: list, benchmark: str) -> list[dict]:
    """Per run: pair accuracy (the papers' unit) against the best baseline and the solver, for the report summary."""
    out = []
    for d in diffs:
        tiered, solver = d.summary.get("tiered") or {}, d.summary.get("solver") or {}
        use_pairs = bool(tiered.get("pairs"))
        pick = (lambda r: (r.get("pairs") or {})) if use_pairs else (lambda r: r)
        out.append({"model": d.label, "metric": "pair accuracy (%)" if use_pairs else "story accuracy (%)",
                    "value": pick(tiered).get("accuracy"),
                    "n": pick(tiered).get("pairs" if use_pairs else "stories"),
                    "unit": "pairs" if use_pairs else "stories",
                    "baselines": {name: pick(res).get("accuracy")
                                  for name, res in (d.summary.get("baselines") or {}).items()},
                    "solver": pick(solver).get("accuracy")})
    return out


# --------------------------------------------------------------------------- explain


def _states_at(story, t: int, role: str, most: int = 4) -> str:
    """The labelled states sentence t needs (pre) or brings about (post), changes first, at most `most`."""

    changed, kept = [], []
    for lab in story.labels(t):
        if lab.change and role == "post":
            changed.append(f"{lab.entity.strip()} {CHANGE_WORDS.get(lab.change, lab.change)}")
            continue
        value = lab.pre if role == "pre" else lab.post
        if value is not None and lab.attribute in ADJECTIVES:
            words = state_words(lab.entity.strip(), lab.attribute, value, lab.pre if role == "post" else None)
            (changed if role == "post" and lab.pre is not None and lab.pre != value else kept).append(words)
    words = changed + kept
    if not words:
        return "no labelled state"
    more = f" and {len(words) - most} more" if len(words) > most else ""
    return "; ".join(words[:most]) + more


def _sent(story, t: int) -> str:
    text = story.sentences[t].strip() if 0 <= t < len(story.sentences) else ""
    return f"sentence {t} ({text})" if text else f"sentence {t}"


def _solver_words(story, result) -> str:
    if result.plausible:
        if story.gold_pair:
            i, j = story.gold_pair
            return (f"the annotation blames {_sent(story, j)} on {_sent(story, i)}, but the solver's rules find no clash "
                    f"between them ({_sent(story, i)} sets: {_states_at(story, i, 'post')}; "
                    f"{_sent(story, j)} needs: {_states_at(story, j, 'pre')})")
        return "the solver finds no sentence that needs a state the sentences before it contradict"
    return result.explanation or f"the solver finds a conflict {result.evidence} -> {result.breakpoint}"


def _explain_story(story, line: Optional[dict], pred: dict, result) -> Optional[tuple[str, str, dict]]:
    """(category, text, detail) for a story the model got wrong at some tier, or None when it is verifiable."""
    parsed = parse_prediction(line, "prediction") if line else None
    acc, cons, verif = score_story(story, parsed)
    if verif:
        return None
    detail = {"story_id": story.id, "gold_pair": story.gold_pair, "solver_pair": result.pair,
              "model_pair": parsed.pair if parsed else None, "rules": result.rules}
    if parsed is None:
        return ("unparsable answer", f"the model's plausibility answer could not be read "
                f"({(pred.get('tier1') or {}).get('raw', '')!r}); {_solver_words(story, result)}", detail)
    if not acc:
        if story.plausible:
            pair = parsed.pair
            blamed = (f", blaming {_sent(story, pair[1])} on {_sent(story, pair[0])} ({_sent(story, pair[0])} sets: "
                      f"{_states_at(story, pair[0], 'post')}; {_sent(story, pair[1])} needs: "
                      f"{_states_at(story, pair[1], 'pre')})") if pair else ""
            return ("judged a plausible story implausible",
                    f"the model judged the story implausible{blamed}; {_solver_words(story, result)}", detail)
        return ("judged an implausible story plausible",
                f"the model judged the story plausible; {_solver_words(story, result)}", detail)
    if not cons:
        pair = parsed.pair
        if pair is None:
            return ("conflict pair unparsable", f"the model judged the story implausible but its conflict answer could "
                    f"not be read; {_solver_words(story, result)}", detail)
        clash = pair in result.supported_pairs
        category = "wrong conflict pair (the solver sees a clash there too)" if clash else \
            "wrong conflict pair (no clash between those sentences)"
        return (category, f"the model blamed {_sent(story, pair[1])} on {_sent(story, pair[0])} "
                f"({_sent(story, pair[0])} sets: {_states_at(story, pair[0], 'post')}; {_sent(story, pair[1])} needs: "
                f"{_states_at(story, pair[1], 'pre')}); {_gold_words(story)}: "
                f"{_solver_words(story, result)}", detail)
    wrong = [st for st in pred.get("tier3", []) if st["story_id"] == story.id and st["value"] != st["gold"]]
    said = "; ".join(
        f"{st['entity']}.{st['attribute']} {'before' if st['role'] == 'pre' else 'after'} sentence {st['sentence']}: "
        f"model {_value_words(st, st['value'])}, annotation {_value_words(st, st['gold'])}" for st in wrong[:6])
    detail["wrong_states"] = len(wrong)
    return ("wrong physical states", f"the model found the conflict {story.gold_pair[0]} -> {story.gold_pair[1]} but not "
            f"the states behind it: {said or 'no non-irrelevant state predicted'}; {_solver_words(story, result)}", detail)


def _gold_words(story) -> str:
    if story.gold_pair is None:  # a release anomaly: implausible without an annotated pair
        return "the annotation gives no conflict pair for this implausible story"
    return f"the conflict is {story.gold_pair[0]} -> {story.gold_pair[1]}"


def _value_words(st: dict, value) -> str:
    if value is None:
        return "irrelevant"
    if isinstance(value, str):
        return CHANGE_WORDS.get(value, value)
    return ADJECTIVES.get(st["attribute"], ("false", "true"))[int(bool(value))]


def _explain_item(item: StoryItem, pred: dict, results: dict) -> Explanation:
    """The item's explanation, with its stated reason checked against the conflict when the run asked for one."""
    e = _explain_answers(item, pred, results)
    rows = reason_rows([item], {item.id: pred}, results)
    if rows:
        e.text += f"; {reason_words(rows[0])}"
        e.extra["reason"] = {"text": rows[0].check.reason, **rows[0].check.to_json()}
    return e


def _explain_answers(item: StoryItem, pred: dict, results: dict) -> Explanation:
    lines = {t["story_id"]: t for t in pred.get("tiered", [])}
    found = []
    for s in item.stories:
        got = _explain_story(s, lines.get(s.id), pred, results[s.id])
        if got is not None:
            found.append((s, got))
    if not found:
        return Explanation(item.id, "correct", "the model's answers are verifiable on every tier", correct=True)
    trace = [t for s, _ in found for t in results[s.id].trace]
    if item.is_pair:
        implausible = next(s for s in item.stories if not s.plausible)
        t1 = pred.get("tier1") or {}
        if t1.get("choice") is not None and item.stories[t1["value"]] is implausible:
            return Explanation(item.id, "chose the implausible story of the pair",
                               f"the model judged story {'AB'[item.stories.index(implausible)]} plausible; "
                               f"{_solver_words(implausible, results[implausible.id])}", trace=trace,
                               detail={"stories": [g[2] for _, g in found]})
    s, (category, text, detail) = found[0]
    prefix = f"story {s.id}: " if item.is_pair else ""
    return Explanation(item.id, category, prefix + text, trace=trace, detail=detail)


def _results_for(run: StoryRun, items: list[StoryItem]) -> dict:
    stories = [s for it in items for s in it.stories]
    return find_conflicts(stories) if stories else {}


def explain_story_item(run_dir: str | Path, item_id: str) -> Explanation:
    run = load_story_run(run_dir)
    item = next((it for it in run.items if it.id == item_id), None)
    if item is None:
        raise UnknownNameError("item", item_id, [it.id for it in run.items])
    pred = run.predictions.get(item_id)
    if pred is None:
        raise DataError(f"item {item_id!r} has no prediction yet (run unfinished)", where=str(run.path))
    return _explain_item(item, pred, _results_for(run, [item]))


def explain_story_errors(run_dir: str | Path, benchmark: str) -> ErrorSummary:
    run = load_story_run(run_dir)
    items = [it for it in run.items if it.id in run.predictions]
    results = _results_for(run, items)
    explanations = [e for e in (_explain_item(it, run.predictions[it.id], results) for it in items) if not e.correct]
    return ErrorSummary(benchmark=benchmark, run=run.path, explanations=explanations,
                        source="states solver (rules/states_*.lp) on the run's stories")


# --------------------------------------------------------------------------- report


def story_section(benchmark: str, title: str, run_dirs: list[Path], out: Path, max_examples: int = 4,
                  reference: Optional[PaperReference] = None) -> Section:
    """The paper's table (models x partition metrics, solver, baselines, references), a plot, explained errors."""
    diffs = [diff_story_run(r, benchmark, reference=reference) for r in run_dirs]
    errors = [explain_story_errors(r, benchmark) for r in run_dirs]
    blocks: list = [Paragraph(
        "Tiered evaluation (Storks et al. 2021): accuracy = plausibility right; consistency = also the conflict pair "
        "(evidence -> breakpoint) right; verifiability = also every predicted precondition of the breakpoint and "
        "effect of the evidence sentence right (at least one of each). Scored with `physkb score tiered`'s scorer "
        f"on the run's {TIERED_FILE}. The solver row is the states solver's own answers; baselines: random = "
        "expected score of uniform guesses on every question, majority = always the more frequent plausibility "
        "answer with the first sentence pair. Explanations number sentences from 0, as the solver's traces and "
        "the release annotations do (the prompts show them from 1). Tier 3 is asked only of stories whose "
        "plausibility and conflict pair the model got right, the only ones whose states the metric reads.")]
    runs_rows = []
    for d in diffs:
        o = d.summary["overall"]
        runs_rows.append([d.label, str((d.summary.get("model") or {}).get("path", "")), f"{o['n_predicted']}/{o['n_items']}",
                          str(o["n_stories"]), ", ".join(f"{k} {v}" for k, v in o["unparsable"].items())])
    blocks.append(Table(["run", "model path", "items predicted", "stories", "unparsable answers"], runs_rows))
    for d in diffs:
        o = d.summary["overall"]
        if o["n_predicted"] < o["n_items"]:
            blocks.append(Paragraph(f"Note: {d.label} is unfinished ({o['n_predicted']} of {o['n_items']} items "
                                    "predicted; re-run its probe command to resume): every figure of this section, "
                                    "solver and baselines included, is on the predicted items only."))

    rows = [(d.label, d.summary["tiered"]) for d in diffs] + (reference_rows(diffs[0].summary, reference) if diffs else [])
    plot = out / "plots" / f"{benchmark}_tiered.png"
    has_pairs = any(res.get("pairs") for _, res in rows)
    _tiered_plot(rows, plot, title + (" (per pair)" if has_pairs else ""), unit="pair" if has_pairs else "story")
    image = Image(f"plots/{plot.name}", f"{benchmark} tiered metrics per partition")
    if has_pairs:
        blocks.append(Beside(tiered_table(rows, benchmark, "pair"), image))
        blocks.append(tiered_table(rows, benchmark, "story"))
    else:
        blocks.append(Beside(tiered_table(rows, benchmark, "story"), image))
    blocks.append(Paragraph(_interval_words(diffs, has_pairs)))
    if reference is not None:
        blocks.append(Paragraph(reference.note))
    attrs = attribute_table(diffs)
    if attrs is not None:
        blocks.append(attrs)
    blocks += reason_blocks(diffs, run_dirs, max_examples)
    blocks += error_blocks([d.label for d in diffs], errors, "Errors (items not verifiable) by category", max_examples)
    return Section(benchmark=benchmark, blocks=blocks, plots=[plot],
                   figures={"runs": [d.summary for d in diffs], "headline": headline(diffs, benchmark),
                            "errors": [e.to_json() | {"explanations": None} for e in errors]})


def _interval_words(diffs: list, pairs: bool) -> str:
    """Each run's headline accuracy with its n and 95% Wilson interval: how much the table can say."""
    unit = "pairs" if pairs else "stories"

    parts = []
    for d in diffs:
        res = d.summary.get("tiered") or {}
        res = (res.get("pairs") or {}) if pairs else res
        acc, n = res.get("accuracy"), res.get(unit)
        ci = share_interval(acc, n)
        if acc is None or ci is None:
            continue
        parts.append(f"{d.label} {acc:.1f} on {counted(n, unit)} (95% CI {ci.text()})")
    if not parts:
        return "No run has a scored accuracy yet."
    return ("Accuracy with its 95% Wilson interval: " + "; ".join(parts) + ". Differences smaller than the "
            "intervals are too few items to compare.")


def reason_blocks(diffs: list, run_dirs: list[Path], max_examples: int = 4) -> list:
    """The stated-reasons table of the runs that asked for reasons, with right answers given for a wrong reason."""

    with_reasons = [(d, r) for d, r in zip(diffs, run_dirs) if d.summary.get("reasons")]
    if not with_reasons:
        return []
    blocks: list = [Heading("Stated reasons", 4), reason_table([(d.label, d.summary["reasons"]) for d, _ in with_reasons])]
    examples = []
    for d, r in with_reasons:
        run = load_story_run(r)
        rows = reason_rows(run.items, run.predictions)
        lucky = [x for x in rows if x.correct and x.check.verdict == "wrong"][:max_examples]
        examples += [f"{d.label} {x.item_id} (right answer): {reason_words(x)}" for x in lucky]
    if examples:
        blocks.append(Preformatted("\n".join(examples)))
    return blocks


def _tiered_plot(rows: list[tuple[str, dict]], path: Path, title: str, unit: str = "story") -> Path:
    """Accuracy, consistency and verifiability per partition, one bar per run, each with its 95% Wilson interval
    on the stories (or pairs) it rests on; n under each partition's name (a handful in a main-job report)."""
    plt = pyplot()
    count = "pairs" if unit == "pair" else "stories"
    if unit == "pair":
        rows = [(label, res.get("pairs") or {}) for label, res in rows]
    parts = _partitions([r for _, r in rows], "") or ["all"]
    fig, axes = plt.subplots(1, len(METRICS), figsize=(4.6 * len(METRICS), 5.0), sharey=True)
    width = 0.8 / max(1, len(rows))
    rotate = len(parts) > 2 or max(len(p) for p in parts) > 8
    first_n = next(([_partition(res, p).get(count) for p in parts] for _, res in rows
                    if any(_partition(res, p).get(count) for p in parts)), [None] * len(parts))
    for ax, metric in zip(axes, METRICS):
        for k, (label, res) in enumerate(rows):
            values = [_partition(res, p).get(metric) for p in parts]
            ns = [_partition(res, p).get(count) for p in parts]
            xs = [x + k * width for x in range(len(parts))]
            ax.bar(xs, [v or 0 for v in values], width, label=label, color=f"C{k % 10}",
                   yerr=wilson_errors(values, ns), capsize=2, error_kw={"elinewidth": 0.8, "ecolor": "#444"})
        ax.set_xticks([x + width * (len(rows) - 1) / 2 for x in range(len(parts))],
                      [with_n(p, n) for p, n in zip(parts, first_n)],
                      rotation=30 if rotate else 0, ha="right" if rotate else "center")
        ax.set_title(metric)
        ax.set_ylim(0, 100)
        ax.grid(axis="y", alpha=0.3)
    axes[0].set_ylabel(f"% of {count}, with 95% interval")
    # The legend sits below the plots, never over a bar.
    handles, labels = axes[0].get_legend_handles_labels()
    ncol = min(3, max(1, len(labels)))
    fig.legend(handles, labels, loc="lower center", ncol=ncol, frameon=False)
    fig.suptitle(f"{title} (n = {count} per partition, first run)")
    legend_rows = -(-len(labels) // ncol)
    fig.tight_layout(rect=(0, min(0.45, 0.05 + 0.05 * legend_rows), 1, 1))
    save_figure(fig, path, dpi=DPI)
    plt.close(fig)
    return path
