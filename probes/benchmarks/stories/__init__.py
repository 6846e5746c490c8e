"""What GITA and TRIP share: story items and their three-tier adapter (items.py), tiered diff, explain and
report (analysis.py), the benchmark class (benchmark.py) and the probe command (command.py)."""

METHODS = ("loglik", "generate")
TIERED_FILE = "tiered_predictions.jsonl"  # the run's predictions in the format of `physkb score tiered`
