"""CLI commands `probe cccons`, `probe grafford` (registered on solver.cli_apps.probe_app)."""
