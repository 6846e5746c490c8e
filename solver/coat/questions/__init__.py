"""COAT question sets: generation with solver gold, checking, metrics and exports.

Pipeline: truth (one derive() call, indexed per <task, utility> pair) -> sampling (per
variation, pure Python/numpy) -> render (JSON lines) -> generate (files + manifest);
check re-derives every item; metrics score predictions; export_lmeval / export_hf write
lm-evaluation-harness tasks and Parquet.

Sampling follows the release generator's intent (the default, --release-compatible):
variation definitions of the paper, Task-2 gold = the unique minimum penalty sum among
moderate options (ties redrawn), bad options never gold. Deliberate departures, in every mode:
option sets are never repeated within a variation (key: pair + set of options); output is a
pure function of (data, profile, seed, variation); gold letters are exactly balanced
(positions dealt round-robin, then shuffled); questions per pair are proportional to the
pair's sub-optimal count (Task-0: its context objects) with a pair's surplus over its number
of distinct sets handed to the others; Task-0's 15.5K are split equally over V1..V4 with what a
variation cannot hold (V1 on the release) moved to the others. --no-release-compatible also
stops filling Task-0 distractors from other utilities: such pairs are left out instead.
"""
