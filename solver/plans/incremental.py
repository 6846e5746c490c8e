"""check-plan's rules, split for clingo's multi-shot incremental solving.

rules/plans_state.lp, plans_checks.lp and plans_commonsense.lp are written for one plan of known
length: every time-dependent rule is a rule about one time `T` (with `T+1` for the next state and
earlier times as other variables). Such a rule is exactly a rule of the incremental program part
`#program step(t)` with `T` read as the part's parameter `t`; a rule without `T` belongs to `base`.
So repair-plan plans on the very rules check-plan judges with, not on a copy: this module splits
their statements (comments and strings respected) and substitutes the parameter. The few rules that
summarise a whole plan (executable, the plan's length, the objects it names, the trace, the
commonsense notes) have no meaning while the plan is still growing and are left out by head name.
"""
from __future__ import annotations

import re
from functools import lru_cache

from solver.logic.asp import rules_text

CHECK_RULES = ("plans_state.lp", "plans_checks.lp", "plans_commonsense.lp")
# heads that judge a finished plan, or define the horizon and objects from the plan's facts
WHOLE_PLAN_HEADS = frozenset({"time", "dyn", "mover", "some_blocked", "executable", "last_judged",
                              "commonsense_note", "trace", "first_blocked",
                              # EAI's error class of a failing step: an explanation, not needed to plan
                              "held_before", "unmet_pre", "error_class"})
TIME_VARIABLE = re.compile(r"(?<![A-Za-z0-9_])T(?![A-Za-z0-9_])")
STEP_ATOM = re.compile(r"(?<![A-Za-z0-9_])(do|arg|act|step|ok|fail|eff)\(_")


def statements(text: str) -> list[str]:
    """The statements of an ASP program, comments dropped, each ending with its period."""
    out, current, i, in_string = [], [], 0, False
    while i < len(text):
        ch = text[i]
        if in_string:
            current.append(ch)
            if ch == "\\" and i + 1 < len(text):
                current.append(text[i + 1])
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            current.append(ch)
        elif ch == "%":
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif ch == "." and not (i + 1 < len(text) and text[i + 1] == ".") and not (i > 0 and text[i - 1] == "."):
            current.append(ch)
            statement = " ".join("".join(current).split())
            if statement != ".":
                out.append(statement)
            current = []
        else:
            current.append(ch)
        i += 1
    if "".join(current).strip():
        raise ValueError(f"unterminated statement: {''.join(current).strip()[:80]}")
    return out


def _head_name(statement: str) -> str:
    head = statement.split(":-")[0].strip()
    match = re.match(r"[a-z_][A-Za-z0-9_]*", head)
    return match.group(0) if match else ""


@lru_cache(maxsize=1)
def split_check_rules() -> tuple[str, str]:
    """(base part, step(t) part) of check-plan's rules."""
    base, step = [], []
    for name in CHECK_RULES:
        for statement in statements(rules_text(name)):
            if _head_name(statement) in WHOLE_PLAN_HEADS:
                continue
            if TIME_VARIABLE.search(statement):
                step.append(TIME_VARIABLE.sub("t", statement))
            elif STEP_ATOM.search(statement.split(":-", 1)[-1]) and ":-" in statement:
                # a rule over every step of a finished plan (do(_,...)): it has no incremental reading,
                # and silently grounding it in `base` would see no steps at all
                raise ValueError(f"{name}: a rule over all of a plan's steps needs an incremental form "
                                 f"(solver/plans/incremental.py): {statement}")
            else:
                base.append(statement)
    return "\n".join(base), "\n".join(step)
