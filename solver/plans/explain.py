"""The words of a verdict: the unmet precondition of a failed step, said about the step's objects.

The templates are kb/plans' vh_words/2 facts, by the functor of the precondition or check."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Sequence

from solver.logic.asp import decode
from solver.logic.plans import VhWords
from solver.logic.tables import facts_of
from solver.paths import kb_file
from solver.plans.scene import Scene
from solver.plans.steps import Step

CLASS_WORDS = {
    "wrong_order": "it held at an earlier point of the plan, so a step is out of order",
    "missing_step": "no earlier step brings it about, so a step is missing",
    "affordance_error": "an affordance error",
    "unseen_object": "an unseen object",
    "unknown_error": "the executor gives this failure no class (EAI's unknown error)",
    "additional_step": "it already holds, so EAI counts the step as additional and skips it",
}


@lru_cache(maxsize=1)
def templates() -> dict[str, str]:
    out: dict[str, str] = {}
    for name in ("plans/virtualhome_actions.lp", "plans/commonsense.lp"):
        for w in decode(facts_of(kb_file(name)), VhWords):
            out[str(w.name)] = w.words
    return out


def _functor_and_args(term: str) -> tuple[str, list[str]]:
    found = re.match(r"^(\w+)(?:\((.*)\))?$", term)
    if not found:
        return term, []
    return found.group(1), [a.strip() for a in (found.group(2) or "").split(",") if a.strip()]


def say(term: str, step: Step, scene: Scene) -> str:
    """A check or precondition term (positions 1, 2) in words about the step's objects."""
    functor, args = _functor_and_args(term)
    text = templates().get(functor, term)
    names = [scene.name_of(node) for node in step.node_ids()]
    value = next((a for a in args if not a.isdigit()), "")
    text = text.replace("{value}", value.replace("_", " "))
    for position, name in enumerate(names, start=1):
        text = text.replace("{" + str(position) + "}", name)
    return text


def explain_failure(fail: Any, error_class: str | None, unmet: str | None, steps: Sequence[Step], scene: Scene) -> str:
    """Why step `fail.step` fails: the step, the unmet precondition (or failed check), and the class."""
    step = steps[fail.step]
    what = say(unmet if unmet else fail.check, step, scene)
    why = CLASS_WORDS.get(error_class or "", error_class or "")
    return f"step {fail.step} {step.text()}: {what}; {why}"


def explain_note(rule: str, step: Step, scene: Scene, index: int) -> str:
    """A commonsense rule's objection to a step."""
    check = {"plans_commonsense_power": "powered", "plans_commonsense_door": "way_open"}.get(rule, rule)
    return f"step {index} {step.text()}: {say(check, step, scene)} ({rule})"


def instantiate(term: str, step: Step) -> str:
    """A precondition term with its argument positions replaced by the step's node ids: close(1) -> close(289)."""
    ids = step.node_ids()
    functor, args = _functor_and_args(term)
    if not args:
        return term
    filled = [str(ids[int(a) - 1]) if a.isdigit() and 0 < int(a) <= len(ids) else a for a in args]
    return f"{functor}({','.join(filled)})"
