"""Fast Downward as installed from the package registry (`up-fast-downward`), for two uses.

EAI's transition-modeling evaluator calls Fast Downward's driver script with `--alias lama-first`;
its own class would `git clone` and build the planner, which fails offline, so `BundledFD` is EAI's
class pointed at the driver the wheel ships. `unified_planning_plan` is the independent
cross-check: the same domain and problem read by unified-planning's PDDL reader and solved
through its Fast Downward engine.
"""
from __future__ import annotations

import os
from pathlib import Path

from solver.errors import PhyskbError
from solver.plans.installed import installed_or


class PlannerMissing(PhyskbError):
    """Fast Downward (`up-fast-downward`) or unified-planning is not installed."""


def fast_downward_driver() -> Path:
    """The `fast-downward.py` driver bundled in the up-fast-downward wheel."""
    with installed_or(PlannerMissing, "Fast Downward is not installed: pip install 'physkb[plans]' "
                                      "(it brings up-fast-downward)"):
        # deferred: up-fast-downward comes with the optional plans extra
        import up_fast_downward
    driver = Path(up_fast_downward.__file__).parent / "downward" / "fast-downward.py"
    if not driver.is_file():
        raise PlannerMissing(f"up-fast-downward has no driver at {driver}")
    return driver


def bundled_fd_class():
    """EAI's `FD` planner class, subclassed to run the registry's Fast Downward (no git clone)."""
    # deferred: eai-eval comes with the optional plans extra
    from virtualhome_eval.simulation.evolving_graph.pddlgym_planners.fd import FD

    driver = str(fast_downward_driver())

    class BundledFD(FD):
        """EAI's lama-first Fast Downward, with the driver from up-fast-downward."""

        def __init__(self, alias_flag: str = "--alias lama-first", final_flags: str = "") -> None:
            # FD.__init__ would try to clone and build when its own driver is absent
            from virtualhome_eval.simulation.evolving_graph.pddlgym_planners.pddl_planner import PDDLPlanner

            PDDLPlanner.__init__(self)
            self._exec = driver
            self._alias_flag = alias_flag
            self._final_flags = final_flags

    return BundledFD


def unified_planning_plan(domain: str | os.PathLike, problem: str | os.PathLike,
                          timeout: float = 60.0) -> list[tuple[str, tuple[str, ...]]] | None:
    """A plan found by Fast Downward through unified-planning: [(action, (object, ...)), ...],
    or None when it proves none exists or gives up. The character argument is kept."""
    try:
        from unified_planning.io import PDDLReader
        from unified_planning.shortcuts import OneshotPlanner, get_environment
    except ImportError as err:
        raise PlannerMissing("unified-planning is not installed: pip install 'physkb[plans]'") from err
    environment = get_environment()
    environment.credits_stream = None
    environment.error_used_name = False  # VirtualHome's domain has an action and a predicate both named open
    parsed = PDDLReader().parse_problem(str(domain), str(problem))
    with OneshotPlanner(name="fast-downward") as planner:
        result = planner.solve(parsed, timeout=timeout)
    if result.plan is None:
        return None
    return [(step.action.name, tuple(str(p) for p in step.actual_parameters))
            for step in result.plan.actions]
