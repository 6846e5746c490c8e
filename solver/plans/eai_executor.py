"""EAI's own verdict on a plan: VirtualHome's evolving-graph executor run step by step the way
EAI's action-sequencing evaluator runs it (evaluate_results.py): a step that fails as already
satisfied (error code 4) is skipped and the plan goes on; any other failure stops it, and a
missing-precondition failure goes through EAI's TemporalOrderChecker to tell wrong order from a
missing step. Used by the agreement bench and tests; needs eai-eval installed.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Sequence

CODES = {0: "wrong_order", 1: "missing_step", 2: "affordance_error", 3: "unseen_object", 4: "additional_step",
         5: "unknown_error"}


@dataclass
class ExecutorVerdict:
    executable: bool
    first_failing_step: int
    error_class: str | None
    additional_steps: list[int]
    message: str = ""


_EQUIVALENCE: list[Any] = []


def _name_equivalence() -> Any:
    if not _EQUIVALENCE:
        # deferred: eai-eval comes with the optional plans extra
        from virtualhome_eval.simulation.evolving_graph import utils

        _EQUIVALENCE.append(utils.load_name_equivalence())
    return _EQUIVALENCE[0]


class Executor:
    """One scene's executor (EAI's MotionPlanner), reused for many plans on it."""

    def __init__(self, graph: dict[str, Any]) -> None:
        # deferred: eai-eval comes with the optional plans extra
        from virtualhome_eval.simulation.evolving_graph.environment import EnvironmentGraph, EnvironmentState
        from virtualhome_eval.simulation.evolving_graph.execution import ScriptExecutor

        equivalence = _name_equivalence()
        env_graph = EnvironmentGraph(graph)
        # as MotionPlanner builds them: the start state with instance selection (objects by id)
        self.start = EnvironmentState(env_graph, equivalence, instance_selection=True)
        self.executor = ScriptExecutor(env_graph, equivalence)

    def step(self, state: Any, line: str, index: int) -> tuple[Any, Any]:
        """MotionPlanner.my_execute_primitive_action_eval on an explicit state: (next state or None, info)."""
        # deferred: eai-eval comes with the optional plans extra
        from virtualhome_eval.simulation.evolving_graph.execution import ExecutionInfo
        from virtualhome_eval.simulation.evolving_graph.motion_planner import parse_script_line
        from virtualhome_eval.simulation.evolving_graph.scripts import Script

        script = Script([parse_script_line(line, index)])
        info = ExecutionInfo(eval_mode=True)
        return next(self.executor.call_action_method(script, state, info, self.executor.char_index), None), info

    def run(self, steps: Sequence[str]) -> ExecutorVerdict:
        """EAI's verdict on script lines `[ACTION] <name> (id)` with graph ids."""
        # deferred: eai-eval comes with the optional plans extra
        from virtualhome_eval.simulation.evolving_graph.checker import TemporalOrderChecker

        state = self.start
        # EAI keeps a deep copy of every state's dict; states are never changed in place (change_state
        # copies), so they are kept as they are and turned into dicts only when a step fails
        history = [state]
        skipped: list[int] = []
        for index, line in enumerate(steps):
            try:
                following, info = self.step(state, line, 1)
            except Exception as err:  # the executor's own crash (EAI's evaluator would stop there too)
                return ExecutorVerdict(False, index, "unknown_error", skipped, f"{type(err).__name__}: {err}")
            if following is not None:
                state = following
                history.append(state)
                continue
            checked = TemporalOrderChecker(info, [copy.deepcopy(s.to_dict()) for s in history]).run_checker()
            code = checked.get_error_type()
            if code == 4:
                skipped.append(index)
                continue
            return ExecutorVerdict(False, index, CODES.get(code, "unknown_error"), skipped, info.get_error_string())
        return ExecutorVerdict(True, -1, "additional_step" if skipped else None, skipped)
