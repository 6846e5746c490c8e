"""Plot helpers every benchmark's report section uses (matplotlib, Agg backend, PNG)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from solver.atomic import save_figure


def pyplot():
    """matplotlib.pyplot on the Agg backend (no display needed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def grouped_bars(series: list[tuple[str, list[float]]], labels: list[str], path: Path, ylabel: str,
                 width_in: float, random_line: Optional[float] = None, rotate_labels: bool = False) -> Path:
    """One group of bars per label, one bar per run (`series`: run label, its value per label, in %)."""
    plt = pyplot()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(width_in, 3.8))
    width = 0.8 / max(1, len(series))
    for k, (name, ys) in enumerate(series):
        ax.bar([x + k * width for x in range(len(labels))], ys, width, label=name)
    if random_line is not None:
        ax.axhline(random_line, linestyle="--", color="grey", label="random")
    ax.set_xticks([x + width * (len(series) - 1) / 2 for x in range(len(labels))])
    if rotate_labels:
        ax.set_xticklabels(labels, rotation=45, ha="right", fontsize=8)
    else:
        ax.set_xticklabels(labels, fontsize=8)
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, 100)
    ax.legend(fontsize=8)
    fig.tight_layout()
    try:
        save_figure(fig, path, dpi=110)
    finally:
        plt.close(fig)
    return path
