"""Moved to solver/stories/check.py (the stories layer); kept so older imports keep working."""
from solver.stories.check import (LINK_RULE_NAMES, DerivedCheck, check_with_derived)  # noqa: F401
