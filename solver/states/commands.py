"""CLI commands of the states area (registered on solver.cli_apps)."""
