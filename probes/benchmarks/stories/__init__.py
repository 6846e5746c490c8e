"""What GITA and TRIP share: story items and their three-tier adapter (items.py), tiered diff, explain and
report (analysis.py), the benchmark class (benchmark.py) and the probe command (command.py)."""

from dataclasses import dataclass
from typing import Optional

from probes.reference_figures import PaperSource, paper_rows

METHODS = ("loglik", "generate")
TIERED_FILE = "tiered_predictions.jsonl"  # the run's predictions in the format of `physkb score tiered`


@dataclass(frozen=True)
class PaperReference:
    """A paper's published figures, shown as one more row of the tiered table: (accuracy, consistency,
    verifiability) in % per partition, and the note that says where they come from."""

    label: str
    figures: dict[str, tuple[float, float, float]]
    note: str


def story_reference(source: PaperSource) -> Optional[PaperReference]:
    """A story benchmark's paper row (probes.benchmarks.stories.PaperReference): (accuracy, consistency,
    verifiability) per partition in the pair unit, and a note naming the table; None without figures."""
    rows = paper_rows(source)
    if not rows:
        return None
    label, cells = next(iter(rows.items()))
    metrics = ("accuracy", "consistency", "verifiability")
    splits = sorted({split for split, _ in cells})
    figures = {split: tuple(cells[(split, m)].value for m in metrics) for split in splits
               if all((split, m) in cells for m in metrics)}
    counts = "; ".join(f"{split} {cells[(split, 'accuracy')].n} pairs" for split in splits
                       if cells[(split, "accuracy")].n)
    tables = sorted({f.table for f in cells.values()})
    note = (f"Rows marked \"paper:\" are the published figures, per pair ({counts}), from {', '.join(tables)} "
            f"(the release's papers/{source.file}).")
    return PaperReference(label, figures, note)
