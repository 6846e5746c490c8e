"""`physkb run`: the main job (registered on solver.cli_apps.app)."""
