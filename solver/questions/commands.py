"""CLI commands of the questions area (registered on solver.cli_apps)."""
