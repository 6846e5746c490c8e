"""CLI commands of the sizes area (registered on solver.cli_apps)."""
