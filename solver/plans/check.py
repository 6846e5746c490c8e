"""Judge a plan on a scene as VirtualHome's executor does under EAI, with the reasons.

One clingo solve per plan: the scene's facts (only the edges the rules can read), the plan's do/4
steps, the vocabulary (kb/plans/*.lp) and rules/plans_*.lp. The commonsense rules physkb adds are
switched off unless asked for; where they would judge a step otherwise, the verdict says so.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Sequence

from solver.logic import plans as lp
from solver.logic.asp import decode, facts_text, solve
from solver.logic.plans import Disabled, Do, PlanLength
from solver.paths import kb_file
from solver.plans.explain import explain_failure, explain_note, instantiate
from solver.plans.scene import Scene, scene_facts, scene_program
from solver.plans.steps import Step

RULE_FILES = ("plans_state.lp", "plans_checks.lp", "plans_commonsense.lp")
KB_FILES = ("plans/virtualhome_actions.lp", "plans/commonsense.lp")
COMMONSENSE_RULES = ("plans_commonsense_power", "plans_commonsense_door")
SHOW = """
#show fail/3. #show error_class/2. #show unmet_pre/2. #show first_blocked/1. #show skipped/1.
#show trace/2. #show commonsense_note/2. #show executable/0.
"""


@dataclass
class PlanVerdict:
    """What check-plan says of one plan (the JSON form is `as_json`)."""

    executable: bool
    first_failing_step: int
    error_class: str | None
    explanation: str
    trace: list[dict[str, Any]]
    additional_steps: list[int] = field(default_factory=list)
    unmet: str | None = None
    commonsense: list[dict[str, Any]] = field(default_factory=list)
    commonsense_rules: bool = False

    def as_json(self) -> dict[str, Any]:
        return {"executable": self.executable, "first_failing_step": self.first_failing_step,
                "error_class": self.error_class, "explanation": self.explanation, "trace": self.trace,
                "additional_steps": self.additional_steps, "unmet_precondition": self.unmet,
                "commonsense": self.commonsense, "commonsense_rules": "on" if self.commonsense_rules else "off"}


@lru_cache(maxsize=1)
def kb_text() -> str:
    return "\n".join(kb_file(name).read_text(encoding="utf-8") for name in KB_FILES)


def plan_facts(steps: Sequence[Step]) -> list[Any]:
    """plan_length/1 and do/4 of a plan."""
    facts: list[Any] = [PlanLength(len(steps))]
    for index, step in enumerate(steps):
        ids = list(step.node_ids()) + ["none", "none"]
        facts.append(Do(index, step.action, ids[0], ids[1]))
    return facts


def switches(commonsense: bool) -> list[Any]:
    return [] if commonsense else [Disabled(rule) for rule in COMMONSENSE_RULES]


def solve_plan(steps: Sequence[Step], scene: Scene, commonsense: bool = False,
               extra_objects: Iterable[int] = ()) -> dict[str, list[Any]]:
    """The shown atoms of one plan's solve, grouped by predicate name.

    The scene's part is the text of only the nodes and edges the rules can read for the plan's objects
    (and `extra_objects`), written once per scene (solver.plans.scene.scene_program)."""
    objects = {n for s in steps for n in s.node_ids()} | set(extra_objects)
    facts = scene_program(scene, objects) + "\n" + facts_text(plan_facts(steps) + switches(commonsense))
    return solve(RULE_FILES, facts, source=f"plan on {scene.source}", extra=(kb_text(), SHOW),
                 quiet_undefined="a plan without some actions leaves their predicates empty", parse_once=True)


def solve_plan_whole_scene(steps: Sequence[Step], scene: Scene, commonsense: bool = False) -> dict[str, list[Any]]:
    """solve_plan as it was first written: the whole scene built as clorm facts for every plan and
    the rules parsed anew. Kept for the agreement bench, which times it beside solve_plan."""
    objects = {n for s in steps for n in s.node_ids()}
    facts = scene_facts(scene, objects) + plan_facts(steps) + switches(commonsense)
    return solve(RULE_FILES, facts, source=f"plan on {scene.source}", extra=(kb_text(), SHOW),
                 quiet_undefined="a plan without some actions leaves their predicates empty")


def check_plan(steps: Sequence[Step], scene: Scene, commonsense: bool = False) -> PlanVerdict:
    """The executor's verdict on the plan (and physkb's, with `commonsense`), explained."""
    shown = solve_plan(steps, scene, commonsense)
    source = "rules/plans_*.lp"
    fails = {f.step: f for f in decode(shown, lp.Fail, source)}
    classes = {e.step: e.error for e in decode(shown, lp.ErrorClass, source)}
    unmet = {u.step: u.precondition for u in decode(shown, lp.UnmetPre, source)}
    skipped = sorted(s.step for s in decode(shown, lp.Skipped, source))
    blocked = [b.step for b in decode(shown, lp.FirstBlocked, source)]
    first = blocked[0] if blocked else -1
    horizon = first if first >= 0 else len(steps) - 1
    trace = sorted(({"step": t.step, "rule": t.rule} for t in decode(shown, lp.Trace, source) if t.step <= horizon),
                   key=lambda d: (d["step"], d["rule"]))
    notes = [{"step": n.step, "rule": n.rule, "explanation": explain_note(n.rule, steps[n.step], scene, n.step)}
             for n in sorted(decode(shown, lp.CommonsenseNote, source), key=lambda n: n.step)]
    if first >= 0:
        fail = fails[first]
        return PlanVerdict(False, first, classes.get(first), explain_failure(fail, classes.get(first), unmet.get(first),
                                                                             steps, scene),
                           trace, [s for s in skipped if s < first],
                           instantiate(unmet[first], steps[first]) if first in unmet else None, notes, commonsense)
    if skipped:
        words = "; ".join(explain_failure(fails[s], "additional_step", None, steps, scene) for s in skipped)
        return PlanVerdict(True, -1, "additional_step", f"every step executes; skipped as additional: {words}",
                           trace, skipped, None, notes, commonsense)
    return PlanVerdict(True, -1, None, "every step executes", trace, [], None, notes, commonsense)
