"""EAI's transition-modeling evaluation run with physkb's operators in place of a model's.

EAI (eai-eval 1.0.5) gives a model, per task, the names of the actions the task needs and asks
for their PDDL operators; it completes the domain from `virtualhome_pd.pddl` plus its gold
operators for every other name, runs Fast Downward (lama-first, 100 s) on the task's problem and
counts success per task category. Here physkb's exported operators are the "model output" and
EAI's own `worker_process` scores them, with only its planner class swapped for the registry's
Fast Downward (`fast_downward.bundled_fd_class`) and its files written to a temporary folder.
`whole_domain=True` is the stricter variant: every operator of the domain is physkb's.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Callable, Iterable

from solver.plans.eai_package import eai_resources
from solver.plans.fast_downward import bundled_fd_class, fast_downward_driver

CATEGORIES = ("object_states", "object_orientation", "object_affordance", "spatial_relations",
              "non-spatial_relations")


@dataclass
class TransitionResult:
    """Planner success per category (EAI counts a task once in each of its categories) and the
    logic-form scores of the operators against EAI's gold ones."""

    success: dict[str, list[int]] = field(default_factory=dict)   # category -> [solved, tasks]
    logic: dict[str, list[int]] = field(default_factory=dict)     # category -> [tp, fp, fn]
    failed_tasks: list[str] = field(default_factory=list)
    tasks: int = 0

    def rate(self, category: str) -> float:
        solved, total = self.success.get(category, [0, 0])
        return solved / total if total else 0.0

    def overall(self) -> tuple[int, int]:
        """EAI's overall figure: successes summed over categories / attempts summed over categories."""
        return (sum(v[0] for v in self.success.values()), sum(v[1] for v in self.success.values()))

    def f1(self, category: str) -> tuple[float, float, float]:
        tp, fp, fn = self.logic.get(category, [0, 0, 0])
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return precision, recall, f1

    def as_dict(self) -> dict:
        solved, total = self.overall()
        rows = {c: {"solved": self.success.get(c, [0, 0])[0], "tasks": self.success.get(c, [0, 0])[1],
                    "planner_success_rate": round(100 * self.rate(c), 2),
                    "precision": round(100 * self.f1(c)[0], 2), "recall": round(100 * self.f1(c)[1], 2),
                    "f1": round(100 * self.f1(c)[2], 2)} for c in CATEGORIES}
        rows["overall"] = {"solved": solved, "tasks": total,
                           "planner_success_rate": round(100 * solved / total, 2) if total else 0.0}
        return {"tasks": self.tasks, "categories": rows, "failed_tasks": self.failed_tasks}


def operators_text(operators: dict[str, str], names: Iterable[str]) -> str:
    """The "model output" for one task: physkb's operator blocks for the task's action names."""
    return "\n".join(operators[name] for name in names if name in operators)


_WORKER_STATE: dict = {}


def _init_worker(workdir: str) -> None:
    """Each worker plans in its own folder: Fast Downward writes `sas_plan` into the working folder."""
    own = Path(workdir) / f"worker_{os.getpid()}"
    own.mkdir(parents=True, exist_ok=True)
    os.chdir(own)
    # deferred: eai-eval comes with the optional plans extra
    import virtualhome_eval.evaluation.transition_modeling.scripts.evaluate_results as tm

    tm.FD = bundled_fd_class()
    _WORKER_STATE["tm"] = tm


def _score_one(args: tuple) -> tuple[str, dict | None]:
    tm = _WORKER_STATE["tm"]

    with contextlib.redirect_stdout(io.StringIO()):  # EAI's FD prints a line per instance
        result, _log = tm.worker_process(args)
    return args[0]["identifier"], result


def run_transition_modeling(operators: dict[str, str], *, whole_domain: bool = False,
                            workers: int = 2, limit: int | None = None, timeout: int = 100,
                            progress: Callable[[int, int], None] | None = None,
                            partial: Callable[[TransitionResult], None] | None = None) -> TransitionResult:
    """Score physkb's operators (name -> `(:action ...)` PDDL block) with EAI's evaluator.

    `whole_domain`: give physkb's operator for every action of the domain, not only the task's
    (EAI then takes none of its gold operators). `limit`: the first N tasks only (a quick run)."""
    root = eai_resources()
    # import in the parent first: a worker whose initializer fails is respawned for ever
    import virtualhome_eval.evaluation.transition_modeling.scripts.evaluate_results  # noqa: F401

    fast_downward_driver()
    id2action = json.loads((root / "id2action.json").read_text())
    id2category = json.loads((root / "id2category_2.json").read_text())
    id2task = json.loads((root / "id2task.json").read_text())
    success_ids = json.loads((root / "success_task.json").read_text())
    pred2category = json.loads((root / "predicates_category.json").read_text())
    gold = json.loads((root / "gold_action.json").read_text())
    categories_set = set(CATEGORIES) | {"object_tools"}
    action_set = {a for names in id2action.values() for a in names}
    ids = [i for i in id2action if i in success_ids]
    if limit is not None:
        ids = ids[:limit]
    result = TransitionResult(tasks=len(ids))
    with tempfile.TemporaryDirectory(prefix="physkb_tm_") as workdir:
        pddl_root = Path(workdir) / "pddl_files"
        jobs = []
        for file_id in ids:
            names = list(gold) if whole_domain else id2action[file_id]
            output = {"identifier": file_id, "llm_output": operators_text(operators, names)}
            jobs.append((output, "physkb", "virtualhome", timeout, str(root), str(pddl_root),
                         str(root / "problem_pddl"), id2action, id2category, id2task, success_ids,
                         pred2category, gold, categories_set, action_set, set(pred2category)))
        with get_context("fork").Pool(max(1, workers), initializer=_init_worker, initargs=(workdir,)) as pool:
            for done, (file_id, res) in enumerate(pool.imap(_score_one, jobs), 1):
                if progress:
                    progress(done, len(jobs))
                if partial and done % 10 == 0:  # the figures so far, for a long run cut short
                    result.tasks = done - 1
                    partial(result)
                    result.tasks = len(ids)
                if res is None or res.get("format_wrong_num"):
                    result.failed_tasks.append(file_id)
                    for category in id2category[file_id]:
                        result.success.setdefault(category, [0, 0])[1] += 1
                    continue
                solved_here = True
                for category, (solved, total) in res["success_by_task_type"].items():
                    if total:
                        row = result.success.setdefault(category, [0, 0])
                        row[0] += solved
                        row[1] += total
                        solved_here = solved_here and solved == total
                if not solved_here:
                    result.failed_tasks.append(file_id)
                for key in ("precond_predicate_type_res", "effect_predicate_type_res"):
                    for category, counts in res[key].items():
                        row = result.logic.setdefault(category, [0, 0, 0])
                        for i in range(3):
                            row[i] += counts[i]
    return result
