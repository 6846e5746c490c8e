"""CLI commands of the affordances area (registered on solver.cli_apps)."""
