"""English words and noun phrases: "n't" and possessives, "a new one", "another X" as a thing of its own."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional, Sequence

from solver.language import lemma
from solver.actions.reader.thing_sorts import concrete_noun
from solver.actions.reader.tokens import Token, WORD

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


_EN_POSSESSIVE = re.compile(r"['’]s\b")


def words(text: str) -> list[str]:
    """An English text's words, "n't" read as "not" and a possessive "'s" dropped."""
    return WORD.findall(_EN_POSSESSIVE.sub("", re.sub(r"n['’]t\b", " not", text)))




def new_of_kind(res: "Resolver", group: Sequence[Token], content: Sequence[Token]) -> Optional[str]:
    """A thing of its own named by an English phrase ("a new one", "another vase", "a fresh loaf of bread"),
    else None."""
    entity = new_one(res, group, content)
    if entity is None and content and any(res.lex.is_word("en", t.low, "told_new") for t in group):
        # "a new carton", "another vase": not the one named before, a thing of its own
        head = res.phrase_head(group, content)
        earlier = [e for e in res.entities if head is not None and res.head(res.words[e]) in (head.lemma, head.low)]
        words = [t.low for t in group if res.lex.is_word("en", t.low, "told_new")][:1] + [head.low if head else ""]
        of_what = res.of_complement(group, content)
        of_kind = [e for e in res.entities if of_what is not None and res.head(res.words[e]) in (of_what.lemma, of_what.low)]
        if not earlier and of_kind:
            # "a fresh loaf of bread" after "the stale bread": a new one of the kind the "of" phrase names
            earlier, words = of_kind, words[:1] + [of_what.low]
        if res.lex.is_word("en", group[0].low, "indefinite") and " ".join(w for w in words if w) in res.exhausted:
            words = ["another"] + words  # "a spare bulb" after "the only spare bulb": a second one
        entity = res.new_entity(words)
        if entity is not None:
            res.told_new.add(entity)
        if words[0] == "another":
            res.second_ones.add(entity)
        res.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in res.another)
    return entity


def new_one(res: "Resolver", group: Sequence[Token], content: Sequence[Token]) -> Optional[str]:
    """ "sold her old piano and bought a new one", "another one", "a sharp one": "one" stands for the kind of
    the thing named last, and the phrase, indefinite or told new, introduces a thing of its own of that kind
    (another_of the ones named before), which a later "the piano" names as the one named last."""
    if not group or not res.lex.is_word("en", group[-1].low, "substitute_one"):
        return None
    told_new = [t.low for t in group if res.lex.is_word("en", t.low, "told_new")]
    if not told_new and not (res.lex.is_word("en", group[0].low, "indefinite") and content):
        return None
    # the thing named last before this clause that one can handle ("running out of time, so I blew up a spare
    # one": a balloon); a thing named later in the clause ("a spare one from the packet") is not what "one" is
    # ("lost my umbrella on the bus, so I bought another one": what was acted on comes first, then by recency)
    named = sorted((e for e in res.recency if e not in res.persons and res.recency[e] <= res.clause_start),
                   key=lambda e: (e != res.clause_last, -res.recency[e]))
    last = next((e for e in named if concrete_noun(lemma(e.split()[-1], res.lang))), None)
    if last is None:
        return None
    kind = last.split()[-1] if group[-1].low == "ones" else lemma(last.split()[-1], res.lang)
    entity = res.new_entity(told_new[:1] + [t.low for t in content if not res.lex.is_word("en", t.low, "told_new")] + [kind])
    if entity is None:
        return None
    if told_new[:1] == ["another"]:
        res.second_ones.add(entity)
    res.another.extend((entity, e) for e in res.entities if e != entity and e not in res.persons and res.words[e]
                        and res.head(res.words[e]) == res.head(res.words[entity]) and (entity, e) not in res.another)
    return entity
