"""The 30 COAT question-set variations (paper numbering), as data the generator and checker share.

Task-0 variations differ in the number of options; Task-1 in how many distractors come
from the gold's own object ("same") and from another context object of the pair ("diff");
Task-2 in how many moderate and bad configurations are drawn.
"""
from __future__ import annotations

from dataclasses import dataclass

from solver.errors import PhyskbError, UnknownNameError


@dataclass(frozen=True)
class Variation:
    """One question set: its task type, number and option composition."""

    task_type: int
    number: int
    n_options: int
    same: int = 0  # Task-1 distractors from the gold's object
    diff: int = 0  # Task-1 distractors from other context objects of the pair
    moderate: int = 0  # Task-2 moderate options
    bad: int = 0  # Task-2 bad options

    @property
    def name(self) -> str:
        """File stem and lm-eval suffix, e.g. `task1_v03`."""
        return f"task{self.task_type}_v{self.number:02d}"


TASK0 = tuple(Variation(0, i, i + 1) for i in range(1, 5))
_TASK1_SPLITS = ((4, 0), (2, 2), (0, 4), (3, 0), (2, 1), (1, 2), (0, 3), (2, 0), (1, 1), (0, 2), (1, 0), (0, 1))
TASK1 = tuple(Variation(1, i + 1, s + d + 1, same=s, diff=d) for i, (s, d) in enumerate(_TASK1_SPLITS))
_TASK2_SPLITS = ((5, 0), (4, 1), (3, 2), (2, 3), (1, 4), (4, 0), (3, 1), (2, 2), (1, 3), (3, 0), (2, 1), (1, 2), (2, 0), (1, 1))
TASK2 = tuple(Variation(2, i + 1, m + b, moderate=m, bad=b) for i, (m, b) in enumerate(_TASK2_SPLITS))
ALL_VARIATIONS: tuple[Variation, ...] = TASK0 + TASK1 + TASK2
BY_NAME = {v.name: v for v in ALL_VARIATIONS}


def variation(task_type: int, number: int) -> Variation:
    """The variation `number` of `task_type`, or UnknownNameError listing the known names."""
    name = f"task{task_type}_v{number:02d}"
    if name not in BY_NAME:
        raise UnknownNameError("variation", name, BY_NAME)
    return BY_NAME[name]


def select_variations(tasks: list[int] | None = None, numbers: list[str] | None = None) -> list[Variation]:
    """Variations chosen on the command line.

    `numbers` entries are either bare numbers ("3", applied to each selected task that has it)
    or full names ("task1_v03"); no selection means all 30.
    """
    known_tasks = sorted({v.task_type for v in ALL_VARIATIONS})
    for task in tasks or []:
        if task not in known_tasks:
            raise UnknownNameError("task type", str(task), [str(t) for t in known_tasks])
    chosen = [v for v in ALL_VARIATIONS if tasks is None or v.task_type in tasks]
    if not numbers:
        return chosen
    picked: list[Variation] = []
    for raw in numbers:
        token = raw.strip().lower()
        if not token:
            continue
        if token in BY_NAME:
            found = [BY_NAME[token]]
        elif token.lstrip("v").isdigit():
            n = int(token.lstrip("v"))
            found = [v for v in chosen if v.number == n]
            if not found:
                raise UnknownNameError("variation", token, [v.name for v in chosen])
        else:
            raise UnknownNameError("variation", token, BY_NAME)
        picked.extend(v for v in found if v not in picked)
    for task in tasks or []:  # a task --tasks names that no variation kept: the option did nothing
        if not any(v.task_type == task for v in picked):
            raise PhyskbError(f"--tasks names task {task}, but --variations {','.join(numbers)} picks none of its "
                              "variations; leave --tasks out, or name a variation of that task", where="--tasks")
    order = {v: i for i, v in enumerate(ALL_VARIATIONS)}
    return sorted(picked, key=order.__getitem__)
