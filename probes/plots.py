"""Plot helpers every benchmark's report section uses (matplotlib, Agg backend, PNG).

Each point or bar stands on a handful of items in a main-job report (3 per variation), so every
plot draws its 95% Wilson interval and says the n it rests on (in the tick labels), and is drawn
large enough to be read at the page's width (about 1,100 px) and on A4.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence
from probes.intervals import share_interval

DPI = 120
FONT = 10

from solver.atomic import save_figure


def pyplot():
    """matplotlib.pyplot on the Agg backend (no display needed), with the report's font size."""
    # deferred: loads matplotlib only when this runs
    import matplotlib

    matplotlib.use("Agg")
    # deferred: loads matplotlib only when this runs
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": FONT, "axes.titlesize": FONT + 1, "legend.fontsize": FONT - 1,
                         "xtick.labelsize": FONT - 1, "ytick.labelsize": FONT - 1})
    return plt


def wilson_errors(values_pct: Sequence[Optional[float]], ns: Sequence[Optional[int]]) -> list[list[float]]:
    """[[below...], [above...]]: the distance from each share (in %) to its 95% Wilson bounds, for yerr."""
    below, above = [], []
    for value, n in zip(values_pct, ns):
        ci = share_interval(value, n) if value is not None and n else None
        below.append(0.0 if ci is None else max(0.0, value - ci.low))
        above.append(0.0 if ci is None else max(0.0, ci.high - value))
    return [below, above]


def with_n(label: str, n: Optional[int]) -> str:
    """A tick label with the items it rests on: 'V3\\nn=3'."""
    return label if n is None else f"{label}\nn={n}"


def grouped_bars(series: list[tuple[str, list[float]]], labels: list[str], path: Path, ylabel: str,
                 width_in: float, random_line: Optional[float] = None, rotate_labels: bool = False,
                 ns: Optional[list[list[Optional[int]]]] = None) -> Path:
    """One group of bars per label, one bar per run (`series`: run label, its value per label, in %), each
    with its 95% Wilson interval when `ns` (items per run and label) is given; the first run's n under
    each label."""
    plt = pyplot()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(max(width_in, 9.0), 4.8))
    width = 0.8 / max(1, len(series))
    for k, (name, ys) in enumerate(series):
        xs = [x + k * width for x in range(len(labels))]
        yerr = wilson_errors(ys, ns[k]) if ns else None
        ax.bar(xs, ys, width, label=name, yerr=yerr, capsize=2, error_kw={"elinewidth": 0.8, "ecolor": "#444"})
    if random_line is not None:
        ax.axhline(random_line, linestyle="--", color="grey", label="random")
    ax.set_xticks([x + width * (len(series) - 1) / 2 for x in range(len(labels))])
    shown = [with_n(lab, ns[0][i] if ns and ns[0] else None) for i, lab in enumerate(labels)]
    if rotate_labels:
        ax.set_xticklabels(shown, rotation=45, ha="right")
    else:
        ax.set_xticklabels(shown)
    ax.set_ylabel(ylabel + (" with 95% interval" if ns else ""))
    ax.set_ylim(0, 100)
    ax.grid(axis="y", alpha=0.3)
    handles, names = ax.get_legend_handles_labels()
    ncol = min(3, max(1, len(names)))
    fig.legend(handles, names, loc="lower center", ncol=ncol, frameon=False)
    rows = -(-len(names) // ncol)
    fig.tight_layout(rect=(0, min(0.4, 0.05 + 0.05 * rows), 1, 1))
    save_figure(fig, path, dpi=DPI)
    plt.close(fig)
    return path
