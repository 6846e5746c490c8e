"""Where the installed eai-eval package keeps VirtualHome's resources and dataset.

eai-eval (`pip install 'physkb[plans]'`) is read in place, never copied: its resources folder
holds the PDDL domain, problems, gold operators, goals and task indexes; its dataset folder the
518 programs with their scene graphs.
"""
from __future__ import annotations

from pathlib import Path

from solver.errors import PhyskbError
from solver.plans.installed import installed_or


class EaiMissing(PhyskbError):
    """eai-eval (the Embodied Agent Interface's evaluator) is not installed."""


def eai_root() -> Path:
    """The installed `virtualhome_eval` package folder."""
    with installed_or(EaiMissing, "eai-eval is not installed: pip install 'physkb[plans]' "
                                  "(or pip install --no-deps eai-eval==1.0.5 lark)"):
        # deferred: eai-eval comes with the optional plans extra
        import virtualhome_eval
    return Path(virtualhome_eval.__file__).parent


def eai_resources() -> Path:
    """EAI's VirtualHome resources: virtualhome_pd.pddl, gold_action.json, problem_pddl/, ..."""
    return eai_root() / "resources" / "virtualhome"


def eai_programs_dir() -> Path:
    """The dataset folder EAI's action-sequencing evaluator reads (programs and their graphs)."""
    return eai_root() / "dataset" / "programs_processed_precond_nograb_morepreconds"
