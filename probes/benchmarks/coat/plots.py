"""The report's figures (matplotlib, Agg backend, PNG): one line per model, random guessing dashed."""
from __future__ import annotations

from pathlib import Path
from typing import Any


from probes.plots import pyplot as _pyplot
from solver.atomic import save_figure


TASK_NAMES = {0: "Task-0 (objects)", 1: "Task-1 (ideal configuration)", 2: "Task-2 (sub-optimal configurations)"}


REFERENCE_STYLES = [dict(linestyle="--", marker="x", color="grey"), dict(linestyle=":", marker="+", color="black")]


def accuracy_vs_options(series: list[tuple[str, list[dict[str, Any]]]], references: dict[str, list[dict[str, Any]]],
                        path: Path) -> Path:
    """Accuracy against the number of options, one panel per task type.

    `series` holds (model label, bias["by_n_options"] rows); `references` the same rows for
    baselines on the same items (random guessing's expectation, the shortest option).
    """
    plt = _pyplot()
    random = [r for rows in references.values() for r in rows]
    task_types = sorted({row["task_type"] for _, rows in series for row in rows} | {r["task_type"] for r in random})
    fig, axes = plt.subplots(1, max(1, len(task_types)), figsize=(4.2 * max(1, len(task_types)), 3.6), squeeze=False)
    for ax, task_type in zip(axes[0], task_types):
        for label, rows in series:
            pts = sorted((r["n_options"], r["accuracy"]) for r in rows if r["task_type"] == task_type)
            if pts:
                ax.plot([p[0] for p in pts], [100 * p[1] for p in pts], marker="o", label=label)
        for (name, rows), style in zip(references.items(), REFERENCE_STYLES):
            pts = sorted((r["n_options"], r["accuracy"]) for r in rows if r["task_type"] == task_type)
            if pts:
                ax.plot([p[0] for p in pts], [100 * p[1] for p in pts], label=name, **style)
        ax.set_title(TASK_NAMES.get(task_type, f"Task-{task_type}"), fontsize=10)
        ax.set_xlabel("number of options")
        ax.set_ylabel("accuracy (%)")
        ax.set_ylim(0, 100)
        ax.set_xticks(sorted({p for _, rows in series for p in [r["n_options"] for r in rows if r["task_type"] == task_type]}
                             | {r["n_options"] for r in random if r["task_type"] == task_type}))
        ax.grid(alpha=0.3)
    axes[0][0].legend(fontsize=8)
    fig.tight_layout()
    save_figure(fig, path, dpi=110)
    plt.close(fig)
    return path


def bad_rate_vs_bad_options(series: list[tuple[str, list[dict[str, Any]]]], references: dict[str, list[dict[str, Any]]],
                            path: Path) -> Path:
    """Task-2: share of answers that are bad configurations, and accuracy, against the number of bad options."""
    plt = _pyplot()
    fig, (ax_bad, ax_acc) = plt.subplots(1, 2, figsize=(8.6, 3.6))
    for label, rows in series:
        pts = sorted((r["n_bad_options"], r["bad_rate"], r["accuracy"]) for r in rows)
        if pts:
            ax_bad.plot([p[0] for p in pts], [100 * p[1] for p in pts], marker="o", label=label)
            ax_acc.plot([p[0] for p in pts], [100 * p[2] for p in pts], marker="o", label=label)
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
    ax_bad.set_title("Task-2: answers that are bad configurations", fontsize=10)
    ax_acc.set_title("Task-2: accuracy", fontsize=10)
    ax_bad.legend(fontsize=8)
    fig.tight_layout()
    save_figure(fig, path, dpi=110)
    plt.close(fig)
    return path


def accuracy_vs_other_object_share(series: list[tuple[str, list[dict[str, Any]]]], path: Path) -> Path:
    """Task-1: accuracy as the share of distractors from another object grows (the small-model bias)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(4.6, 3.6))
    for label, rows in series:
        pts = sorted((r["share_other_object"], r["accuracy"]) for r in rows)
        if pts:
            ax.plot([p[0] for p in pts], [100 * p[1] for p in pts], marker="o", label=label)
    ax.set_xlabel("share of distractors from another object")
    ax.set_ylabel("accuracy (%)")
    ax.set_ylim(0, 100)
    ax.set_title("Task-1: accuracy vs other-object distractors", fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    save_figure(fig, path, dpi=110)
    plt.close(fig)
    return path
