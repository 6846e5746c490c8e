"""The vehicle a driving or riding clause leaves unsaid: the one named just before ("took the car and drove to town")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from solver.actions.reader.results import Reading
from solver.actions.reader.thing_sorts import of_sorts
from solver.language.frames import Frame

if TYPE_CHECKING:
    from solver.actions.reader.entities import Resolver


def vehicle_from_context(res: "Resolver", frame: Frame, reading: Reading) -> None:
    """Why: "took the same car and drove to the pharmacy" drives the car, but the clause of "drove" names none, so
    what driving needs of its vehicle (it works: kb needs(drive, obj, functional, 1)) would not reach the car. A
    verb of going by vehicle (kb/language/reader_en.lp: vehicle_verb) with no object takes the thing named last,
    when that thing is a vehicle by WordNet."""
    if reading.fillers.get("obj") or not res.lex.is_word("en", frame.verb, "vehicle_verb"):
        return
    last = res.clause_last  # named last before this clause (its own phrases name the places gone to)
    if last is not None and last not in res.persons and of_sorts(last, ("vehicle",), res.lang):
        reading.fillers["obj"] = [last]
