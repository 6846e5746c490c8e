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
from solver.language.lexicon import words
from solver.logic.coat import BorrowCommonMaterials
import difflib
from solver.language import gerund_verb, lemmatize
from solver.language.similarity import phrase_similarity

_ADHOC: "OrderedDict[tuple, CoatKB]" = OrderedDict()
ADHOC_CACHE = 256  # ad-hoc knowledge bases kept per process (least recently used dropped)



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
    """A known task chosen for an unknown name, how alike the two names are, and the tasks tied with it."""

    asked: str
    used: str
    similarity: float  # WordNet similarity of the two names' content lemmas (1 for the same lemmas)
    shared_words: tuple[str, ...]
    tied_with: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {"asked": self.asked, "used": self.used, "similarity": round(self.similarity, 4),
                "shared_words": list(self.shared_words), "tied_with": list(self.tied_with),
                "rule": "most shared content-word lemmas, then WordNet (Wu-Palmer) similarity of the lemmas, "
                        "then character similarity, then name; tasks equal on the first two are tied"}

    def words(self) -> str:
        """The match in words, ties named."""
        shared = ", ".join(self.shared_words) or "none"
        text = f"shared words {shared}; WordNet similarity {self.similarity:.2f}"
        if self.tied_with:
            text += "; tied with " + ", ".join(repr(t) for t in self.tied_with) + " (the first by name is used)"
        return text


def content_lemmas(text: str) -> frozenset[str]:
    """The lemmas of a task name's words (gerunds as their verbs), function words left out."""
    return frozenset(gerund_verb(w) for w, lem in lemmatize(text) if lem not in words("task_stop_word"))  # kb/language/en.lp


def closest_task(kb: CoatKB, utility: str, task: str) -> TaskMatch:
    """The known task of `utility` whose name is most like `task`.

    Ranked by the number of content-word lemmas the names share ("cutting bread" shares "cut" with
    "cutting a cake" and "bread" with "slicing a loaf of bread"), then by the WordNet similarity of all
    their lemmas (slicing is a way of cutting, a loaf is bread: the loaf wins over the cake), then by
    character similarity; tasks equal on the first two are reported as tied. A name that shares no word
    with any known task and is not close in WordNet (below 0.8) is no match (exit 2).
    """

    kb.check_utility(utility)
    known = kb.tasks.get(utility, [])
    if task in known:
        return TaskMatch(task, task, 1.0, tuple(sorted(content_lemmas(task))))
    asked = content_lemmas(task)
    scored = []
    for t in known:
        words = content_lemmas(t)
        shared = tuple(sorted(asked & words))
        meaning = round(phrase_similarity(asked, words), 3)
        ratio = difflib.SequenceMatcher(None, task.lower(), t.lower()).ratio()
        scored.append((-len(shared), -meaning, -ratio, t, shared))
    scored.sort()
    if not scored or (scored[0][0] == 0 and -scored[0][1] < 0.8):
        raise UnknownNameError(f"task for utility {utility!r} (no known task shares a word with it)", task, known)
    top = scored[0]
    tied = tuple(t for n, m, _, t, _ in scored[1:] if (n, m) == top[:2])
    return TaskMatch(task, top[3], -top[1], top[4], tied)
