"""COAT's report section: several runs side by side, with plots and explained errors.

Tables follow the paper's layout (rows are models, columns are variations) and always carry
the baselines a model must beat (random, first letter, shortest and longest option, most frequent
object), which the papers never showed. The paper's own figures are a table of their own under
each task, captioned with their setting: they were measured on the paper's question sets, not on
the items of these runs, so they never sit in a row beside our cells as if they were comparable.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from probes.benchmarks.coat import plots as report_plots
from probes.benchmarks.coat.diff import (
    RunDiff, baseline_bias, diff_run, load_run, random_expectation, reason_checks, reason_summary,
)
from probes.benchmarks.coat.explain import ErrorReport, explain_errors, format_explanation
from probes.intervals import interval_suffix
from probes.benchmarks.coat.papers import PAPERS
from probes.reference_figures import paper_rows, papers_missing_note, source_note
from probes.report_doc import Document, Heading, Image, Paragraph, Preformatted, Table
from solver.errors import PhyskbError
import re
from probes.breakdowns import group_accuracy

LENGTH_BASELINES = ("shortest option", "longest option")  # COAT's option-length artifact: shown in the summary too
TASK_TITLES = {0: "Task-0: objects", 1: "Task-1: ideal configuration", 2: "Task-2: sub-optimal configurations"}


def _pct(value: Any) -> str:
    return "–" if value is None else f"{100 * float(value):.1f}"


def _variation_label(task_type: int, number: int) -> str:
    try:
        # lazy: the question generator is needed for variation labels only, not for a report without them
        from solver.coat.questions.variations import variation

        v = variation(task_type, number)
    except Exception:  # an unknown variation still gets a column
        return f"V{number}"
    if task_type == 1:
        return f"V{number} ({v.same}s+{v.diff}d)"
    if task_type == 2:
        return f"V{number} ({v.moderate}m+{v.bad}b)"
    return f"V{number} ({v.n_options})"


def _weighted(rows: list[dict[str, Any]], metric: str) -> Optional[float]:
    pairs = [(r[metric], _items_of(r, metric)) for r in rows if r.get(metric) is not None]
    total = sum(n for _, n in pairs)
    return sum(v * n for v, n in pairs) / total if total else None


def _items_of(row: dict[str, Any], metric: str) -> int:
    """The items a variation's share counts: top-2 accuracy only those with enough options."""
    return int(row.get("n_top2", row["n"])) if metric == "top2_accuracy" else int(row["n"])


def _with_interval(rows: list[dict[str, Any]], metric: str) -> str:
    """The weighted share over variations with its 95% Wilson interval on the items it counts: '16.7 [3.0–56.4]'."""
    value = _weighted(rows, metric)
    n = sum(_items_of(r, metric) for r in rows if r.get(metric) is not None)
    return _pct(value) + interval_suffix(None if value is None else 100 * value, n)


def _variation_cell(row: dict[str, Any], metric: str) -> str:
    """One variation's share with its 95% Wilson interval on that variation's items: a handful of items per
    variation (the main job samples 3) leaves an interval tens of points wide, and the cell says so. A paper's
    figure has no item count here: it stands alone, marked * where it was rebuilt from damaged text."""
    value = row.get(metric)
    if row.get("paper"):
        return _pct(value) + ("*" if metric in row.get("rebuilt", ()) else "")
    return _pct(value) + interval_suffix(None if value is None else 100 * float(value), _items_of(row, metric))


def _metric_table(task_type: int, metric: str, model_rows: list[tuple[str, list[dict[str, Any]]]],
                  caption: str) -> Optional[Table]:
    variations = sorted({r["variation"] for _, rows in model_rows for r in rows
                         if r["task_type"] == task_type and not r.get("paper")})
    if not variations:
        return None
    header = ["model"] + [_variation_label(task_type, v) for v in variations] + ["all [95% CI]"]
    body = []
    if metric == "accuracy":
        first = {r["variation"]: r["n"] for r in model_rows[0][1] if r["task_type"] == task_type}
        body.append(["items (first run)"] + [str(first.get(v, "")) for v in variations] + [str(sum(first.values()))])
    for label, rows in model_rows:
        mine = {r["variation"]: r for r in rows if r["task_type"] == task_type}
        if not mine or all(r.get(metric) is None for r in mine.values()):
            continue
        cells = [_variation_cell(mine[v], metric) if v in mine else "" for v in variations]
        paper = any(r.get("paper") for r in mine.values())  # a paper's figure: no "all" over our items
        if paper and not any(v in mine for v in variations):
            continue  # the paper's variations are not in these runs
        body.append([label] + cells + ["" if paper else _with_interval(list(mine.values()), metric)])
    caption += "; [low–high]: 95% Wilson interval on the items counted"
    return Table(header=header, rows=body, caption=caption) if body else None


def _paper_rows() -> list[tuple[str, list[dict[str, Any]]]]:
    """The COAT paper's Tables 3-7 (the release's papers/coat.csv) as rows "paper: <model> (Table N)": accuracy,
    bad rate and top-2 accuracy per variation, each cell marked where its value was rebuilt from damaged text."""

    out = []
    for label, cells in paper_rows(PAPERS).items():
        by_variation: dict[tuple[int, int], dict[str, Any]] = {}
        for (split, metric), fig in cells.items():
            m = re.fullmatch(r"task(\d)_v(\d+)", split)
            if not m or metric not in ("accuracy", "bad_rate", "top2_accuracy"):
                continue
            row = by_variation.setdefault((int(m.group(1)), int(m.group(2))), {
                "task_type": int(m.group(1)), "variation": int(m.group(2)), "n": 0, "paper": True, "rebuilt": set()})
            row[metric] = fig.value / 100.0
            if fig.reconstructed:
                row["rebuilt"].add(metric)
        if by_variation:
            out.append((label, list(by_variation.values())))
    return out


def _paper_table(task_type: int, paper: list[tuple[str, list[dict[str, Any]]]]) -> Optional[Table]:
    """The paper's figures for one task, in a table of their own: its own setting, not these runs' items."""
    metrics = [("accuracy", "acc"), ("bad_rate", "bad"), ("top2_accuracy", "top-2")]
    variations = sorted({r["variation"] for _, rows in paper for r in rows if r["task_type"] == task_type})
    if not variations:
        return None
    shown = [(m, short) for m, short in metrics
             if any(r.get(m) is not None for _, rows in paper for r in rows if r["task_type"] == task_type)]
    body = []
    for label, rows in paper:
        mine = {r["variation"]: r for r in rows if r["task_type"] == task_type}
        for metric, short in shown:
            if any(mine.get(v, {}).get(metric) is not None for v in variations):
                body.append([f"{label}: {short}"] + [_variation_cell(mine[v], metric) if v in mine else ""
                                                     for v in variations])
    if not body:
        return None
    return Table(["published figure"] + [f"V{v}" for v in variations], body,
                 caption=f"{TASK_TITLES.get(task_type)} — the COAT paper's published figures (%), in the paper's "
                         "setting: its own question sets from the release generator, thousands of items per "
                         "variation, not the items of the runs above (compare the ranking of models, not cells); "
                         "* rebuilt from damaged text")


def utility_table(diffs: list[RunDiff]) -> Optional[Table]:
    """COAT accuracy per utility (rows utilities, columns runs): where a model's knowledge is thin."""
    per_run = [(d.run.label, {g.key: g for g in group_accuracy((r.utility, r.correct) for r in d.rows)}) for d in diffs]
    utilities = sorted({u for _, groups in per_run for u in groups},
                       key=lambda u: -sum(g[u].n for _, g in per_run if u in g))
    if not utilities:
        return None
    body = [[u] + [f"{g[u].accuracy:.1f} ({g[u].correct}/{g[u].n})" if u in g else "–" for _, g in per_run]
            for u in utilities]
    return Table(["utility"] + [label for label, _ in per_run], body, caption="Accuracy (%) per utility, all tasks")


def reason_blocks(diffs: list[RunDiff], max_examples: int = 4) -> list:
    """Stated reasons (--ask-reason) checked against the options' values: how often a right answer has a false reason."""
    rows, examples = [], []
    for d in diffs:
        if not any(p.reason is not None for p in d.run.predictions.values()):
            continue
        r = reason_summary(d.run)
        rows.append([d.run.label, str(r["with_reason"]), str(r["right"]), str(r["wrong"]), str(r["no_claim"]),
                     f"{r['correct_with_wrong_reason']}/{r['correct_answers']}",
                     _pct(r["correct_with_wrong_reason_rate"])])
        for item, pred, check in reason_checks(d.run):
            if check.verdict == "wrong" and len(examples) < max_examples:
                mark = "right answer" if pred.choice == item.gold else "wrong answer"
                examples.append(f"{d.run.label} {item.id} ({mark}): \"{check.reason}\" -> {check.explanation()}")
    if not rows:
        return []
    blocks: list = [Heading("Stated reasons"),
                    Table(["run", "answers with a reason", "true of the chosen option", "false", "no value named",
                           "right answers with a false reason", "share (%)"], rows,
                          caption="Each value a reason names (mass, material, temperature, use, condition) checked "
                                  "against the option the model chose (probes.benchmarks.coat.reasons)")]
    if examples:
        blocks.append(Preformatted("\n".join(examples)))
    return blocks


def headline(diffs: list[RunDiff]) -> list[dict[str, Any]]:
    """Per run: overall accuracy (%) against each baseline's on the same items, and the solver (its gold)."""
    out = []
    for d in diffs:
        over = d.overall()
        out.append({"model": d.run.label, "metric": "accuracy (%)",
                    "value": None if over["accuracy"] is None else 100.0 * over["accuracy"], "n": over["n_predicted"],
                    "baselines": {name: (None if _weighted(rows, "accuracy") is None else 100.0 * _weighted(rows, "accuracy"))
                                  for name, rows in d.baselines.items()},
                    "solver": 100.0 if over["n_predicted"] else None, "solver_is_gold": True,
                    "shown_baselines": list(LENGTH_BASELINES)})
    return out


def _baseline_rows(diffs: list[RunDiff]) -> list[tuple[str, list[dict[str, Any]]]]:
    """Baseline rows once per distinct item set (runs on the same items share them)."""
    groups: dict[str, RunDiff] = {}
    for d in diffs:
        groups.setdefault(d.run.items_sha256 + str(len(d.rows)), d)
    rows = []
    for d in groups.values():
        tag = f" [items {d.run.items_sha256[:8]}, {len(d.rows)}]" if len(groups) > 1 else ""
        for name, metrics in d.baselines.items():
            rows.append((f"baseline: {name}{tag}", metrics))
    return rows


def _runs_table(diffs: list[RunDiff]) -> Table:
    rows = []
    for d in diffs:
        model = d.run.meta.get("model") or {}
        settings = d.run.meta.get("settings") or {}
        prompt = d.run.meta.get("prompt_format") or {}
        over = d.overall()
        limit = settings.get("limit")
        rows.append([d.run.label, str(model.get("path", "")),
                     f"{model.get('kind', '')}, {model.get('dtype', '')} on {model.get('device', '')}", _prompt_label(prompt),
                     f"{over['n_predicted']}/{over['n_items']} ({over['unparsable']} unparsable); limit: "
                     + (f"none, all {over['n_items']} items" if limit is None else f"the first {limit} items"),
                     _share(over["accuracy"], over["n_predicted"]), d.run.items_sha256[:12]])
    return Table(["run", "model path", "kind, dtype, device", "prompt", "predicted/items", "accuracy [95% CI]",
                  "items sha256"], rows,
                 caption="Runs: what each was asked and how; prompt: the module that builds it and what is scored")


# Prompt format names a run records (kept as they were when the run was made, so a resume can check
# them) and the module that builds that prompt now.
PROMPT_MODULES = {"solver.questions.prompt": "solver.coat.questions.prompt"}


def _prompt_label(prompt: dict[str, Any]) -> str:
    """'solver.coat.questions.prompt, scored on option texts': a module that exists, and what was scored."""
    name = str(prompt.get("name", "")) or "–"
    module = PROMPT_MODULES.get(name, name)
    scored = {"texts": "option texts", "letters": "option letters"}.get(str(prompt.get("choices", "")), "")
    return module + (f", scored on {scored}" if scored else "")


def _share(value: Any, n: Any) -> str:
    """A share (0-1) in percent with its 95% Wilson interval on its n items: '33.3 [6.1–79.2]'."""
    return "–" if value is None else _pct(value) + interval_suffix(100 * float(value), int(n) if n else None)


def _bias_blocks(diffs: list[RunDiff]) -> list:
    """Task-1 by share of other-object distractors, Task-2 by number of bad options: one row per model and
    figure, each cell a percentage with its 95% Wilson interval, and the items each column rests on."""
    return (_bias_table(diffs, "task1_by_other_object_share", "share_other_object",
                        (("accuracy", "accuracy"), ("chose another object", "other_object_rate")),
                        lambda s: f"{100 * s:.0f}% other",
                        "Task-1 accuracy and share of answers naming another object (%) by share of distractors "
                        "from another object; [low–high]: 95% Wilson interval on the items")
            + _bias_table(diffs, "task2_by_bad_options", "n_bad_options", (("accuracy", "accuracy"), ("bad rate", "bad_rate")),
                          lambda b: f"{b} bad",
                          "Task-2 accuracy and bad rate (%) by number of bad options; [low–high]: 95% Wilson interval "
                          "on the items"))


def _bias_table(diffs: list[RunDiff], series: str, by: str, figures: tuple[tuple[str, str], ...],
                heading: Callable[[Any], str], caption: str) -> list:
    """One bias breakdown (d.bias[series], its rows keyed by `by`) as a table: per model its items, then each
    figure (row label, field) as a share with its interval; no table when no run has the breakdown."""
    keys = sorted({r[by] for d in diffs for r in d.bias[series]})
    if not keys:
        return []
    body = []
    for d in diffs:
        mine = {r[by]: r for r in d.bias[series]}
        body.append([f"{d.run.label}: items"] + [str(mine[k]["n"]) if k in mine else "" for k in keys])
        for label, field in figures:
            body.append([f"{d.run.label}: {label}"] + [_share(mine[k][field], mine[k]["n"]) if k in mine else ""
                                                         for k in keys])
    return [Table(["model"] + [heading(k) for k in keys], body, caption=caption)]


def _error_blocks(d: RunDiff, errors: Optional[ErrorReport], max_examples: int) -> list:
    blocks: list = [Heading(f"Explained errors: {d.run.label}", 3)]
    if errors is None:
        blocks.append(Paragraph("Errors were not explained (see the notes above)."))
        return blocks
    blocks.append(Paragraph(f"{len(errors.explanations)} errors, explained with the solver on {errors.source} "
                            f"(profile {errors.profile})."))
    if not errors.explanations:
        return blocks
    by_task = errors.by_task()
    cats = [c for c, _ in errors.categories()]
    body = [[c] + [str(dict(by_task.get(t, [])).get(c, 0)) for t in sorted(by_task)] + [str(n)]
            for c, n in errors.categories()]
    blocks.append(Table(["category"] + [f"Task-{t}" for t in sorted(by_task)] + ["all"], body,
                        caption="Errors by category"))
    blocks.append(Table(["category", "detail", "count"], [[c, dt or "–", str(n)] for (c, dt), n in errors.details()[:20]],
                        caption="Most frequent details (variables behind the extra penalty or bad value)"))
    for category in cats:
        examples = [e for e in errors.explanations if e.category == category][:max_examples]
        blocks.append(Paragraph(f"Examples: {category}"))
        blocks.append(Preformatted("\n".join(format_explanation(e) for e in examples)))
    return blocks


def coat_document(runs: list[str | Path], out: str | Path, data: str | Path | None = None,
                  profile: str | None = None, max_examples: int = 4, progress: bool = True):
    """The COAT report as a Document (plots written under out/plots), with its diffs, errors, notes and plots.

    The report assembly (probes/report.py) takes its blocks as COAT's section."""
    out = Path(out)
    (out / "plots").mkdir(parents=True, exist_ok=True)
    diffs = [diff_run(load_run(r)) for r in runs]
    notes: list[str] = []
    errors: list[Optional[ErrorReport]] = []
    for d in diffs:
        try:
            errors.append(explain_errors(d.run, data=data, profile=profile, progress=progress))
        except (PhyskbError, ImportError) as err:
            notes.append(f"{d.run.label}: errors not explained: {err}")
            errors.append(None)

    doc = Document("physkb probe report: COAT")
    doc.add(Paragraph("Accuracy, bad rate and top-2 accuracy in percent; rows are models and baselines, columns are "
                      "variations (Task-1: s = distractors of the same object, d = of another object; Task-2: "
                      "m = moderate, b = bad options; Task-0: number of options). Gold answers come from the solver."),
            Paragraph("Baselines, computed on the same items: random = the expected score of a uniform guess; "
                      "first letter = always option A; shortest option / longest option = the option whose prompt "
                      "text is shortest / longest (COAT's values carry a length artifact: an ideal configuration is "
                      "\"free\" and \"clean\", a bad one \"irreversible-using\" or \"broken\", so on the release's own "
                      "options the shortest is the gold far more often than chance, bench/coat_lengths.py; the "
                      "generator adds none); "
                      "most frequent object = the option showing the object that is most often gold for the same "
                      "<task, utility> among the other items (leave-one-out). A model that does not beat them has "
                      "learned nothing from the question."))
    doc.add(Heading("Runs"), _runs_table(diffs))
    for note in notes:
        doc.add(Paragraph(f"Note: {note}"))
    for d in diffs:
        if d.missing:
            doc.add(Paragraph(f"Note: {d.run.label} has {len(d.missing)} items without a prediction (unfinished run); "
                              "they are left out of every figure."))

    model_rows = [(d.run.label, d.by_variation) for d in diffs] + _baseline_rows(diffs)
    paper = _paper_rows()
    task_types = sorted({r["task_type"] for d in diffs for r in d.by_variation})
    for task_type in task_types:
        doc.add(Heading(TASK_TITLES.get(task_type, f"Task-{task_type}")))
        wanted = [("accuracy", "accuracy (%)")]
        if task_type != 0:
            wanted.append(("bad_rate", "bad rate (%): share of answers that are bad configurations"))
        eligible = "items with at least 2 moderate options" if task_type == 2 else "items with at least 3 options"
        wanted.append(("top2_accuracy", f"top-2 accuracy (%): gold among the model's two best-scored options "
                                        f"({eligible}; needs log-likelihood rankings)"))
        for metric, caption in wanted:
            table = _metric_table(task_type, metric, model_rows, f"{TASK_TITLES.get(task_type)} — {caption}")
            if table is not None:
                doc.add(table)
        published = _paper_table(task_type, paper)
        if published is not None:
            doc.add(published)

    doc.add(*reason_blocks(diffs, max_examples))
    util = utility_table(diffs)
    if util is not None:
        doc.add(Heading("Accuracy per utility"), util)

    doc.add(Paragraph(papers_missing_note(PAPERS) or source_note(PAPERS)))
    doc.add(Heading("Small-model bias"))
    doc.add(*_bias_blocks(diffs))

    plots: list[Path] = []
    finished = [it for it in diffs[0].run.items if it.id in diffs[0].run.predictions] if diffs else []
    random_ref, shortest_ref = random_expectation(finished), baseline_bias(finished)

    def series(key: str) -> list[tuple[str, Any]]:
        return [(d.run.label, d.bias[key]) for d in diffs]

    def references(key: str) -> dict[str, Any]:
        return {"random": random_ref[key], "shortest option": shortest_ref[key]}

    def add_plot(name: str, caption: str, draw: Callable[[Path], Path]) -> None:
        plots.append(draw(out / "plots" / f"{name}.png"))
        doc.add(Image(f"plots/{name}.png", caption))

    add_plot("accuracy_vs_options", "accuracy vs number of options",
             lambda path: report_plots.accuracy_vs_options(series("by_n_options"), references("by_n_options"), path))
    if any(d.bias["task2_by_bad_options"] for d in diffs):
        add_plot("bad_rate_vs_bad_options", "Task-2 bad rate vs number of bad options",
                 lambda path: report_plots.bad_rate_vs_bad_options(
                     series("task2_by_bad_options"), references("task2_by_bad_options"), path))
    if any(d.bias["task1_by_other_object_share"] for d in diffs):
        add_plot("accuracy_vs_other_object_share", "Task-1 accuracy vs share of other-object distractors",
                 lambda path: report_plots.accuracy_vs_other_object_share(series("task1_by_other_object_share"), path))

    doc.add(Heading("Explained errors"))
    for d, e in zip(diffs, errors):
        doc.add(*_error_blocks(d, e, max_examples))

    return doc, diffs, errors, notes, plots
