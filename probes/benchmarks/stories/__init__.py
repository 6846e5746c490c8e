"""What GITA and TRIP share: story items and their three-tier adapter (items.py), tiered diff, explain and
report (analysis.py), the benchmark class (benchmark.py) and the probe command (command.py)."""

from dataclasses import dataclass

METHODS = ("loglik", "generate")
TIERED_FILE = "tiered_predictions.jsonl"  # the run's predictions in the format of `physkb score tiered`


@dataclass(frozen=True)
class PaperReference:
    """A paper's published figures, shown as one more row of the tiered table: (accuracy, consistency,
    verifiability) in % per partition, and the note that says where they come from."""

    label: str
    figures: dict[str, tuple[float, float, float]]
    note: str
