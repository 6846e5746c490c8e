"""COAT's terminal output of `physkb diff` and `physkb explain --all`: per-variation, baseline and bias tables,
error categories with the details behind them."""
from __future__ import annotations

from collections import Counter

from probes.benchmarks.base import DiffResult, ErrorSummary
from rich.console import Console
from rich.table import Table


def _pct(v) -> str:
    return "–" if v is None else f"{100 * v:.1f}"


def show_diff(result: DiffResult, show_items: bool) -> None:
    summary = result.summary
    console = Console()
    over = summary["overall"]
    acc = "–" if over["accuracy"] is None else f"{100 * over['accuracy']:.1f}%"
    console.print(f"[bold]{result.label}[/bold]  {over['n_predicted']}/{over['n_items']} items predicted, "
                  f"accuracy {acc}, unparsable {over['unparsable']}")
    reasons = summary.get("reasons")
    if reasons:
        console.print(f"stated reasons: {reasons['with_reason']} answers with a reason; true of the chosen option "
                      f"{reasons['right']}, false {reasons['wrong']}, naming no value {reasons['no_claim']}; right answers "
                      f"with a false reason {reasons['correct_with_wrong_reason']}/{reasons['correct_answers']} "
                      f"({_pct(reasons['correct_with_wrong_reason_rate'])}%)")
    if show_items:
        table = Table("id", "gold", "choice", "correct", "class of choice", "object of choice")
        for row in result.rows:
            table.add_row(row["id"], row["gold_letter"], row["choice_letter"] or "?", "yes" if row["correct"] else "no",
                          row["chosen_class"] or "–", row["chosen_object"] or "–")
        console.print(table)

    by_variation = summary["by_variation"]
    baselines = {name: {(r["task_type"], r["variation"]): r for r in rows}
                 for name, rows in summary["baselines"].items()}
    table = Table("variation", "n", "options", "acc", "bad rate", "top-2", "unparsable", title="model, per variation (%)")
    for r in by_variation:
        table.add_row(f"task{r['task_type']}_v{r['variation']:02d}", str(r["n"]), str(r["n_options"]),
                      _pct(r["accuracy"]), _pct(r["bad_rate"]), _pct(r["top2_accuracy"]), _pct(r["unparsable"]))
    console.print(table)
    table = Table("variation", *baselines, title="baselines on the same items: accuracy (%)")
    for r in by_variation:
        key = (r["task_type"], r["variation"])
        table.add_row(f"task{key[0]}_v{key[1]:02d}", *[_pct(baselines[name].get(key, {}).get("accuracy"))
                                                      for name in baselines])
    console.print(table)
    bias = summary["bias"]
    if bias["task1_by_other_object_share"]:
        table = Table("share of other-object distractors", "n", "accuracy", "chose other object",
                      title="Task-1 bias (%)")
        for r in bias["task1_by_other_object_share"]:
            table.add_row(f"{r['share_other_object']:.2f}", str(r["n"]), _pct(r["accuracy"]),
                          _pct(r["other_object_rate"]))
        console.print(table)
    if bias["task2_by_bad_options"]:
        table = Table("bad options", "n", "accuracy", "bad rate", title="Task-2 bias (%)")
        for r in bias["task2_by_bad_options"]:
            table.add_row(str(r["n_bad_options"]), str(r["n"]), _pct(r["accuracy"]), _pct(r["bad_rate"]))
        console.print(table)
    if over["n_missing"]:
        console.print(f"{over['n_missing']} items have no prediction yet (unfinished run).")


def show_errors(report: ErrorSummary, limit: int) -> str:
    """Counts per category, the most frequent details (the variables behind an extra penalty), examples."""
    lines = [f"{len(report.explanations)} errors (solver: {report.source})"]
    lines += [f"  {count:6d}  {category}" for category, count in report.categories()]
    details = Counter((e.category, e.detail.get("detail", "")) for e in report.explanations).most_common()
    for (category, detail), count in [d for d in details if d[0][1]][:12]:
        lines.append(f"          {count:6d}  {category}: {detail}")
    for category, _ in report.categories():
        lines.append(f"\n== {category}")
        lines += [e.text for e in report.explanations if e.category == category][:limit]
    return "\n".join(lines)
