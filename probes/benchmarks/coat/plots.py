"""The report's figures (matplotlib, Agg backend, PNG): one line per model with its 95% Wilson interval at
each point (points nudged sideways so the intervals do not hide each other), baselines dashed, and the
items each point rests on under its tick (n of the first run)."""
from __future__ import annotations

from pathlib import Path
from typing import Any


from probes.plots import DPI, wilson_errors, with_n
from probes.plots import pyplot as _pyplot
from solver.atomic import save_figure


TASK_NAMES = {0: "Task-0 (objects)", 1: "Task-1 (ideal configuration)", 2: "Task-2 (sub-optimal configurations)"}


REFERENCE_STYLES = [dict(linestyle="--", marker="x", color="grey"), dict(linestyle=":", marker="+", color="black")]


def _nudge(k: int, count: int, step: float = 0.06) -> float:
    """How far run k's points move sideways, so that runs' intervals at one x stay apart."""
    return (k - (count - 1) / 2) * step


def _legend_below(fig, ax) -> None:
    """The legend under the plots (never over a line), then the layout around it."""
    handles, names = ax.get_legend_handles_labels()
    ncol = min(3, max(1, len(names)))
    fig.legend(handles, names, loc="lower center", ncol=ncol, frameon=False)
    fig.tight_layout(rect=(0, min(0.4, 0.05 + 0.055 * -(-len(names) // ncol)), 1, 1))


def accuracy_vs_options(series: list[tuple[str, list[dict[str, Any]]]], references: dict[str, list[dict[str, Any]]],
                        path: Path) -> Path:
    """Accuracy against the number of options, one panel per task type.

    `series` holds (model label, bias["by_n_options"] rows); `references` the same rows for
    baselines on the same items (random guessing's expectation, the shortest option).
    """
    plt = _pyplot()
    random = [r for rows in references.values() for r in rows]
    task_types = sorted({row["task_type"] for _, rows in series for row in rows} | {r["task_type"] for r in random})
    fig, axes = plt.subplots(1, max(1, len(task_types)), figsize=(5.2 * max(1, len(task_types)), 4.8), squeeze=False)
    for ax, task_type in zip(axes[0], task_types):
        for k, (label, rows) in enumerate(series):
            pts = sorted((r["n_options"], r["accuracy"], r["n"]) for r in rows if r["task_type"] == task_type)
            if pts:
                ys = [100 * p[1] for p in pts]
                ax.errorbar([p[0] + _nudge(k, len(series)) for p in pts], ys, yerr=wilson_errors(ys, [p[2] for p in pts]),
                            marker="o", capsize=2, elinewidth=0.8, label=label)
        for (name, rows), style in zip(references.items(), REFERENCE_STYLES):
            pts = sorted((r["n_options"], r["accuracy"]) for r in rows if r["task_type"] == task_type)
            if pts:
                ax.plot([p[0] for p in pts], [100 * p[1] for p in pts], label=name, **style)
        ax.set_title(TASK_NAMES.get(task_type, f"Task-{task_type}"), fontsize=10)
        ax.set_xlabel("number of options")
        ax.set_ylabel("accuracy (%)")
        ax.set_ylim(0, 100)
        ticks = sorted({p for _, rows in series for p in [r["n_options"] for r in rows if r["task_type"] == task_type]}
                       | {r["n_options"] for r in random if r["task_type"] == task_type})
        first = {r["n_options"]: r["n"] for r in (series[0][1] if series else []) if r["task_type"] == task_type}
        ax.set_xticks(ticks, [with_n(str(t), first.get(t)) for t in ticks])
        ax.grid(alpha=0.3)
    _legend_below(fig, axes[0][0])
    save_figure(fig, path, dpi=DPI)
    plt.close(fig)
    return path


def bad_rate_vs_bad_options(series: list[tuple[str, list[dict[str, Any]]]], references: dict[str, list[dict[str, Any]]],
                            path: Path) -> Path:
    """Task-2: share of answers that are bad configurations, and accuracy, against the number of bad options."""
    plt = _pyplot()
    fig, (ax_bad, ax_acc) = plt.subplots(1, 2, figsize=(11.0, 4.8))
    for k, (label, rows) in enumerate(series):
        pts = sorted((r["n_bad_options"], r["bad_rate"], r["accuracy"], r["n"]) for r in rows)
        if pts:
            xs, ns = [p[0] + _nudge(k, len(series)) for p in pts], [p[3] for p in pts]
            for ax, j in ((ax_bad, 1), (ax_acc, 2)):
                ys = [100 * p[j] for p in pts]
                ax.errorbar(xs, ys, yerr=wilson_errors(ys, ns), marker="o", capsize=2, elinewidth=0.8, label=label)
    for (name, rows), style in zip(references.items(), REFERENCE_STYLES):
        pts = sorted((r["n_bad_options"], r["bad_rate"], r["accuracy"]) for r in rows)
        if pts:
            ax_bad.plot([p[0] for p in pts], [100 * p[1] for p in pts], label=name, **style)
            ax_acc.plot([p[0] for p in pts], [100 * p[2] for p in pts], label=name, **style)
    for ax, ylabel in ((ax_bad, "bad rate (%)"), (ax_acc, "accuracy (%)")):
        ax.set_xlabel("number of bad options")
        ax.set_ylabel(ylabel)
        ax.set_ylim(0, 100)
        ax.grid(alpha=0.3)
    first = {r["n_bad_options"]: r["n"] for r in (series[0][1] if series else [])}
    for ax in (ax_bad, ax_acc):
        ticks = sorted(first)
        if ticks:
            ax.set_xticks(ticks, [with_n(str(t), first[t]) for t in ticks])
    ax_bad.set_title("Task-2: answers that are bad configurations")
    ax_acc.set_title("Task-2: accuracy")
    _legend_below(fig, ax_bad)
    save_figure(fig, path, dpi=DPI)
    plt.close(fig)
    return path


def accuracy_vs_other_object_share(series: list[tuple[str, list[dict[str, Any]]]], path: Path) -> Path:
    """Task-1: accuracy as the share of distractors from another object grows (the small-model bias)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 4.8))
    for k, (label, rows) in enumerate(series):
        pts = sorted((r["share_other_object"], r["accuracy"], r["n"]) for r in rows)
        if pts:
            ys = [100 * p[1] for p in pts]
            ax.errorbar([p[0] + 0.2 * _nudge(k, len(series)) for p in pts], ys, yerr=wilson_errors(ys, [p[2] for p in pts]),
                        marker="o", capsize=2, elinewidth=0.8, label=label)
    first = {r["share_other_object"]: r["n"] for r in (series[0][1] if series else [])}
    if first:
        ax.set_xticks(sorted(first), [with_n(f"{t:.2f}", first[t]) for t in sorted(first)])
    ax.set_xlabel("share of distractors from another object")
    ax.set_ylabel("accuracy (%), 95% interval")
    ax.set_ylim(0, 100)
    ax.set_title("Task-1: accuracy vs other-object distractors")
    ax.grid(alpha=0.3)
    _legend_below(fig, ax)
    save_figure(fig, path, dpi=DPI)
    plt.close(fig)
    return path
