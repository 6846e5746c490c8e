"""A language model reads stories into physkb's state vocabulary: the requests (adapter.py: the reading prompt
with its per-story schema, one repair round, the direct verdict) and the resumable reading run behind
`physkb read --model` and `check-story --reader` (run.py). `physkb probe states` (probes/benchmarks/states)
probes with the same adapter."""
