"""Tasks the knowledge base does not list: ad-hoc <task, utility> pairs and the closest known task.

An agent meets new tasks every day. With its context objects given, a new task becomes a
small knowledge base of its own (the utility's objects, tasks and preferences plus the new
pair), derived by the same rules. Material preferences of the new pair are borrowed from
the objects' common materials (rules/coat_penalties.lp, borrow_common_materials/3).
"""
from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass

from solver.coat.knowledge import CoatKB
from solver.errors import DataError, UnknownNameError
from solver.logic.coat import BorrowCommonMaterials

_ADHOC: "OrderedDict[tuple, CoatKB]" = OrderedDict()
ADHOC_CACHE = 256  # ad-hoc knowledge bases kept per process (least recently used dropped)

# Words that say nothing about what a task needs: left out of the similarity.
STOP_WORDS = frozenset({"a", "an", "the", "of", "for", "to", "in", "on", "with", "and", "my", "some", "up", "at", "&"})


def adhoc_kb(kb: CoatKB, utility: str, task: str, context_objects: list[str]) -> CoatKB:
    """A knowledge base holding <task, utility> with these context objects, beside the utility's known tasks."""
    kb.check_utility(utility)
    if not task.strip():
        raise DataError("the task name is empty", where="task")
    names = list(dict.fromkeys(o.strip() for o in context_objects if o.strip()))
    if not names:
        raise DataError("give at least one context object", where="context_objects")
    for o in names:
        kb.check_object(o)
    key = (kb.fingerprint, utility, task, tuple(names))
    found = _ADHOC.get(key)
    if found is not None:
        _ADHOC.move_to_end(key)
        return found
    known = [t for t in kb.tasks.get(utility, []) if t != task]
    context = {(utility, t): list(kb.context_objects.get((utility, t), [])) for t in known}
    context[(utility, task)] = names
    involved = dict.fromkeys(kb.utility_objects.get(utility, []))
    for objs in context.values():
        involved.update(dict.fromkeys(objs))
    objects = [o for o in involved if o in kb.common_values]
    fingerprint = hashlib.sha256("\0".join((kb.fingerprint, utility, task, *names)).encode()).hexdigest()
    found = CoatKB(
        source=f"{kb.source} + ad-hoc task {task!r}",
        utilities=[utility],
        utility_objects={utility: list(kb.utility_objects.get(utility, []))},
        tasks={utility: [*known, task]},
        context_objects=context,
        configurations=[c for o in objects for c in kb.configurations_of(o)],
        objects=objects,
        common_values={o: kb.common_values[o] for o in objects},
        ideal_temperatures={o: kb.ideal_temperatures[o] for o in objects if o in kb.ideal_temperatures},
        material_preferences={k: p for k, p in kb.material_preferences.items()
                              if k[0] == utility and (k[1] in known or (k[1] == task and k[2] in names))},
        fingerprint=fingerprint,
        # The order the caller lists the context objects in is their first-choice rank (as in_context/3 of kb/coat).
        context_ranks={**{k: r for k, r in kb.context_ranks.items() if k[0] == utility and k[1] in known},
                       **{(utility, task, o): r for r, o in enumerate(names, start=1)}},
        extra_facts=tuple(BorrowCommonMaterials(utility, task, o) for o in names),
    )
    _ADHOC[key] = found
    while len(_ADHOC) > ADHOC_CACHE:
        _ADHOC.popitem(last=False)
    return found


@dataclass(frozen=True)
class TaskMatch:
    """A known task chosen for an unknown name, and how similar the two names are."""

    asked: str
    used: str
    similarity: float
    shared_words: tuple[str, ...]

    def to_json(self) -> dict:
        return {"asked": self.asked, "used": self.used, "similarity": round(self.similarity, 4),
                "shared_words": list(self.shared_words),
                "rule": "Jaccard overlap of content-word lemmas; ties: character similarity, then name"}


def content_lemmas(text: str) -> frozenset[str]:
    """The lemmas of a task name's words (gerunds as their verbs), function words left out."""
    from solver.language import gerund_verb, lemmatize

    return frozenset(gerund_verb(w) for w, lem in lemmatize(text) if lem not in STOP_WORDS)


def closest_task(kb: CoatKB, utility: str, task: str) -> TaskMatch:
    """The known task of `utility` whose name is most similar to `task`.

    Similarity: the Jaccard overlap of the two names' content-word lemmas ("cut a cake" and
    "cutting a cake" share {cut, cake}: 1.0); equal overlaps go to the higher character
    similarity (difflib ratio), then to the name. No shared word at all is no match (exit 2).
    """
    import difflib

    kb.check_utility(utility)
    known = kb.tasks.get(utility, [])
    if task in known:
        return TaskMatch(task, task, 1.0, tuple(sorted(content_lemmas(task))))
    asked = content_lemmas(task)
    scored = []
    for t in known:
        words = content_lemmas(t)
        union = asked | words
        jaccard = len(asked & words) / len(union) if union else 0.0
        ratio = difflib.SequenceMatcher(None, task.lower(), t.lower()).ratio()
        scored.append((-jaccard, -ratio, t, tuple(sorted(asked & words))))
    scored.sort()
    if not scored or scored[0][0] == 0:
        raise UnknownNameError(f"task for utility {utility!r} (no known task shares a word with it)", task, known)
    neg_j, _, used, shared = scored[0]
    return TaskMatch(task, used, -neg_j, shared)
