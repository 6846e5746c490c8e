"""CLI commands `probe gita`, `probe trip` (registered on solver.cli_apps.probe_app)."""
