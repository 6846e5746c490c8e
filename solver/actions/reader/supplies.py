"""A new supply bought in a container after all of a thing was used: a thing of its own (another_of)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from solver.actions.lexicon import Lexicon
from solver.actions.reader.results import Reading
from solver.actions.reader.tokens import Token

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


def new_supply_in(lex: Lexicon, res: "Resolver", phrase: Sequence[Token], reading: Reading) -> None:
    """ "Ate all the ice cream; the next day mum bought a new tub", "hanno finito il latte e ha comprato un cartone
    nuovo": a container (kb kind vessel) bought or made and told new, its contents unsaid, after all or the last
    of a thing was used, holds a new supply of that thing. The supply is a thing of its own (another_of the one
    used up), bought with its container, and a later "the ice cream" names it as the one named last."""
    objs = reading.fillers.get("obj", [])
    if reading.action not in lex.brings_into_being or len(objs) != 1 or not res.exhausted:
        return
    vessel = objs[0]
    words = vessel.split()
    told_new = lex.words.get((res.lang, "told_new"), set())
    container = words[0] if res.lang == "it" else words[-1]
    # a container named only by its own noun ("a new carton", "una vaschetta nuova"), not "a new carton of juice"
    if vessel in res.persons or container not in lex.kinds.get("vessel", set()) \
            or any(w != container and w not in told_new for w in words) or not any(t.low in told_new for t in phrase) \
            or any(res.of_word(t.low) for t in phrase):
        return
    used = sorted((e for e in res.exhausted if e != vessel and e not in res.persons), key=lambda e: -res.recency.get(e, 0))
    if not used:
        return
    head = used[0].split()[0] if res.lang == "it" else used[0].split()[-1]
    supply = res.new_entity([head, "nuovo"] if res.lang == "it" else ["new", head])
    if supply is None or supply == used[0]:
        return
    reading.fillers["obj"] = [vessel, supply]
    if (supply, used[0]) not in res.another:
        res.another.append((supply, used[0]))
    res.recency[supply] = max(res.recency.values(), default=0) + 1
