"""Story conflicts from derived states: the states solver run on a story's labels filled by its actions.

Annotations are the better witness: where the annotated states alone find a conflict in a story
(for a TRIP pair: in either of its two stories), that verdict stands; derived states decide only
stories the annotations leave plausible, and stories told in text only. Within a story, derived labels
fill the (sentence, entity, attribute) slots the annotators left empty and never replace a human label.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from solver.actions.coverage import Coverage, coverage_of
from solver.actions.propose import Annotation, annotate_stories, knowledge_program, link_facts, with_derived
from solver.states.model import Story
from solver.states.solve import ConflictResult, UnsatisfiableStories, find_conflicts

from solver.logic.catalogue import declared_in

# The cross-sentence rules of actions, as rules/actions_link.lp declares them (rule_doc/3).
LINK_RULE_NAMES = declared_in(("actions_link.lp",))


@dataclass
class DerivedCheck:
    results: dict[str, ConflictResult]  # the verdict: annotations where they find a conflict, else derived
    annotation_only: dict[str, ConflictResult]
    derived: dict[str, ConflictResult]
    annotations: dict[str, Annotation]
    decided_by: dict[str, str] = field(default_factory=dict)  # story id -> "annotations" | "derived states" | ...
    stories: list[Story] = field(default_factory=list)  # the stories with derived labels filled in
    coverage: dict[str, Coverage] = field(default_factory=dict)  # story id -> what the reader read of it


def _groups(stories: Sequence[Story]) -> dict[str, list[str]]:
    """Stories judged together: a TRIP pair; every other story on its own."""
    groups: dict[str, list[str]] = {}
    for s in stories:
        key = f"pair:{s.pair_id}" if s.pair_id else f"story:{s.id}"
        groups.setdefault(key, []).append(s.id)
    return groups


def _solve_in_groups(merged: list[Story], annotations: dict[str, Annotation], disabled: Sequence[str],
                     extra: str, originals: dict[str, Story]) -> dict[str, ConflictResult]:
    """One solve for all stories; should the rules find no stable reading, each group is solved on its own
    and a group without one is left plausible (reported by its trace)."""
    try:
        return find_conflicts(merged, disabled=disabled, extra_program=extra)
    except UnsatisfiableStories:
        pass
    rules = knowledge_program(("actions_link.lp",))
    by_id = {s.id: s for s in merged}
    out: dict[str, ConflictResult] = {}
    for members in _groups(merged).values():
        group = [by_id[m] for m in members]
        try:
            out.update(find_conflicts(group, disabled=disabled,
                                      extra_program=rules + "\n" + link_facts(group, annotations, originals)))
        except UnsatisfiableStories:
            for m in members:
                out[m] = ConflictResult(m, plausible=True, trace=["derived states: the rules found no stable reading"])
    return out


def check_with_derived(stories: Sequence[Story], disabled: Sequence[str] = (),
                       annotation_only: Optional[dict[str, ConflictResult]] = None) -> DerivedCheck:
    """Verdicts for every story with derived states added; `disabled` switches off state, action and link rules."""
    stories = list(stories)
    annotations = annotate_stories(stories, disabled)
    merged = [with_derived(s, annotations[s.id]) for s in stories]
    originals = {s.id: s for s in stories}
    extra = knowledge_program(("actions_link.lp",)) + "\n" + link_facts(merged, annotations, originals)
    derived = _solve_in_groups(merged, annotations, disabled, extra, originals)
    if annotation_only is None:
        annotated = [s for s in stories if any(s.states)]
        annotation_only = find_conflicts(annotated, disabled=disabled) if annotated else {}
    results: dict[str, ConflictResult] = {}
    decided_by: dict[str, str] = {}
    for members in _groups(stories).values():
        by_annotation = any(m in annotation_only and not annotation_only[m].plausible for m in members)
        earlier = by_annotation and _breaks_earlier([derived.get(m) for m in members],
                                                    [annotation_only.get(m) for m in members])
        for m in members:
            if earlier:
                # a story cannot go on past its first impossible sentence (for a pair: the story that breaks
                # first is the implausible one): one the annotators' states leave unlinked but the
                # sentences' actions show comes before the annotated breakpoint decides
                results[m], decided_by[m] = derived[m], "derived states (earlier breakpoint)"
            elif by_annotation:
                results[m], decided_by[m] = annotation_only[m], "annotations"
            else:
                results[m], decided_by[m] = derived[m], "derived states"
    for s in stories:
        if decided_by[s.id].startswith("derived states") and not results[s.id].plausible:
            _name_derived_states(results[s.id], s, annotations[s.id])
    coverage = {s.id: coverage_of(s, annotations[s.id].reading, annotated=any(s.states)) for s in stories}
    return DerivedCheck(results, annotation_only, derived, annotations, decided_by, merged, coverage)


def _breaks_earlier(derived: Sequence[Optional[ConflictResult]], annotated: Sequence[Optional[ConflictResult]]) -> bool:
    """Whether the derived states break a story (of a pair: either) at an earlier sentence than the
    annotations break any."""
    by_derived = [r.breakpoint for r in derived if r is not None and not r.plausible]
    by_annotation = [r.breakpoint for r in annotated if r is not None and not r.plausible]
    return bool(by_derived) and bool(by_annotation) and min(by_derived) < min(by_annotation)


def _name_derived_states(result: ConflictResult, story: Story, annotation: Annotation) -> None:
    """Say which states of the conflict came from the sentences' actions (action and rule), not from annotators."""
    human = {(t, lab.entity.strip().casefold(), lab.attribute) for t, labels in enumerate(story.states)
             for lab in labels if lab.informative}
    lines: list[str] = []
    for c in result.clashes:
        if c.evidence != result.evidence:
            continue
        for t, part in ((c.evidence, "post"), (c.breakpoint, "pre")):
            if (t, c.entity.strip().casefold(), c.attribute) in human:
                continue
            for p in annotation.by_sentence(t):
                if p.entity == c.entity and p.attribute == c.attribute and p.part in (part, "change"):
                    lines.append(f"derived: sentence {t} {c.entity}.{c.attribute} {p.part} "
                                 f"{str(p.value).lower()} from action {p.action} ('{p.pattern}') by rule {p.rule}")
    if not any(story.states):
        result.explanation = (result.explanation.replace("by its annotated effect", "by the effect of its action")
                              .replace("by its annotated precondition", "by what its action needs"))
    result.trace.extend(dict.fromkeys(lines))
