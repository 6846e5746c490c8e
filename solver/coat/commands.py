"""CLI commands of the coat area (registered on solver.cli_apps)."""
