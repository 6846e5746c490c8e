"""matplotlib figures of the stats tables (Agg backend: no display needed)."""
from __future__ import annotations

from pathlib import Path

from solver.stats.model import PlotSpec
import numpy as np
from solver.atomic import atomic_path


def draw(spec: PlotSpec, path: Path) -> Path:
    # deferred: loads matplotlib only when this runs
    import matplotlib

    matplotlib.use("Agg")
    # deferred: loads matplotlib only when this runs
    import matplotlib.pyplot as plt

    n = len(spec.labels)
    if spec.kind == "heatmap":
        size = max(4.0, 0.45 * n + 2)
        fig, ax = plt.subplots(figsize=(size + 1, size))
        data = np.array(spec.matrix, dtype=float)
        im = ax.imshow(data, cmap="viridis")
        ax.set_xticks(range(n), spec.labels, rotation=60, ha="right", fontsize=8)
        ax.set_yticks(range(n), spec.labels, fontsize=8)
        for i in range(n):
            for j in range(n):
                ax.text(j, i, f"{data[i, j]:.2f}" if data.max() <= 1 else f"{int(data[i, j])}",
                        ha="center", va="center", fontsize=6,
                        color="white" if data[i, j] < data.max() / 2 else "black")
        fig.colorbar(im, ax=ax, fraction=0.046)
    else:
        series = list(spec.series.items())
        width = 0.8 / max(1, len(series))
        long_side = max(5.0, 0.35 * n * max(1, len(series)) + 2)
        fig, ax = plt.subplots(figsize=(7, long_side) if spec.horizontal else (min(14.0, long_side), 4.5))
        pos = np.arange(n)
        for k, (name, values) in enumerate(series):
            offset = pos + (k - (len(series) - 1) / 2) * width
            (ax.barh if spec.horizontal else ax.bar)(offset, values, width, label=name)
        if spec.horizontal:
            ax.set_yticks(pos, spec.labels, fontsize=8)
            ax.invert_yaxis()
            ax.set_xlabel(spec.ylabel)
        else:
            ax.set_xticks(pos, spec.labels, rotation=45 if n > 6 else 0, ha="right" if n > 6 else "center", fontsize=8)
            ax.set_ylabel(spec.ylabel)
        if len(series) > 1:
            ax.legend(fontsize=8)
    ax.set_title(spec.title, fontsize=10)
    fig.tight_layout()

    try:
        with atomic_path(path) as temp:  # a full disk leaves no half-written image
            fig.savefig(temp, dpi=90, format="png")
    finally:
        plt.close(fig)
    return path
