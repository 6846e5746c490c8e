"""CLI commands of the probes (registered on solver.cli_apps); heavy imports inside functions."""
