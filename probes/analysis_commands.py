"""CLI commands `diff`, `explain`, `report` (registered on solver.cli_apps.app)."""
