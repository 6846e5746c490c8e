"""Language-model probes: model loading, scoring, resumable runs, diff, explain, report."""
