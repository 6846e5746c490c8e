"""Our own stories for the laws of the vocabulary's new records, generated as readings: construction x verbs x objects.

Each construction (kb/language/reading_constructions.lp: its sentences in English and Italian) tells a law of
rules/states_domain_{places,holders,locks,quantity,part_of,areas,time}.lp once as an implausible story (with its
conflict pair) and once as the plausible near miss (the person came back, the thing was given back, the lock
was turned, more was bought, the power came back, the part was mended, hours passed). The role fillers
(people, things and the verbs that use them, places, keys, foods, areas, parts) come from the same kb file,
never from a dev story. `write_all` writes kb/stories/readings/<construction>.json: story records that carry
their reading (the annotated states), read by `check-story --readings` and by the prompt's few-shot examples.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

from clorm import ConstantField, IntegerField, StringField

from solver.logic.declare import predicate
from solver.logic.tables import facts_of
from solver.paths import KB_DIR
from solver.atomic import write_text
from solver.logic.asp import decode

CONSTRUCTIONS_FILE = KB_DIR / "language" / "reading_constructions.lp"
OUT_DIR = KB_DIR / "stories" / "readings"


RolePerson = predicate("role_person", lang=ConstantField, rank=IntegerField, name=StringField)
UseVerb = predicate("use_verb", lang=ConstantField, sort=ConstantField, template=StringField, attribute=ConstantField,
                    pre=IntegerField, post=IntegerField)
RoleThing = predicate("role_thing", lang=ConstantField, sort=ConstantField, name=StringField)
RolePlace = predicate("role_place", lang=ConstantField, name=StringField)
RoleNested = predicate("role_nested", lang=ConstantField, outer=StringField, inner=StringField)
RoleFar = predicate("role_far", lang=ConstantField, name=StringField)
RoleSpot = predicate("role_spot", lang=ConstantField, name=StringField)
RoleLockable = predicate("role_lockable", lang=ConstantField, name=StringField, key=StringField)
RoleFood = predicate("role_food", lang=ConstantField, singular=StringField, plural=StringField)
RoleArea = predicate("role_area", lang=ConstantField, area=StringField, home=StringField, device=StringField)
RoleWhole = predicate("role_whole", lang=ConstantField, whole=StringField, part=StringField)
RoleEaten = predicate("role_eaten", lang=ConstantField, whole=StringField, left=StringField)
RoleWay = predicate("role_way", lang=ConstantField, room=StringField, outside=StringField)
RoleDrink = predicate("role_drink", lang=ConstantField, name=StringField)
SpareKey = predicate("spare_key", lang=ConstantField, template=StringField)
Line = predicate("line", construction=ConstantField, lang=ConstantField, step=ConstantField, template=StringField)


@lru_cache(maxsize=1)
def _facts() -> tuple:
    return facts_of(CONSTRUCTIONS_FILE)


def _rows(cls: type, lang: str) -> list:
    return [r for r in decode(_facts(), cls, str(CONSTRUCTIONS_FILE)) if r.lang == lang]


def _line(construction: str, lang: str, step: str, **roles: str) -> str:
    for r in _rows(Line, lang):
        if r.construction == construction and r.step == step:
            return r.template.format(**roles)
    raise KeyError(f"{CONSTRUCTIONS_FILE}: no line({construction}, {lang}, {step}, ...)")


def _truth(v: int) -> Optional[bool]:
    return None if v not in (0, 1) else bool(v)


@dataclass
class Built:
    """One story and its reading, as the generator makes it."""

    construction: str
    law: str
    lang: str
    plausible: bool
    sentences: list[str]
    people: list[str]
    records: list[dict[str, list]]  # per sentence: {record list name: records}
    conflict: Optional[tuple[int, int]] = None
    elapsed: Optional[dict[int, str]] = None

    def record(self, story_id: str) -> dict[str, Any]:
        reading_sentences = []
        for t, text in enumerate(self.sentences):
            entry: dict[str, Any] = {"sentence": t, "text": text, **self.records[t]}
            if self.elapsed and t in self.elapsed:
                entry["elapsed"] = self.elapsed[t]
            reading_sentences.append(entry)
        out: dict[str, Any] = {"id": story_id, "lang": self.lang, "law": self.law, "construction": self.construction,
                               "sentences": self.sentences}
        if self.conflict:
            out["conflict"] = {"evidence": self.conflict[0], "breakpoint": self.conflict[1]}
        else:
            out["plausible"] = True
        out["reading"] = {"story": story_id, "lang": self.lang, "people": self.people, "sentences": reading_sentences}
        return out


def _people(lang: str, k: int) -> tuple[str, str]:
    names = [r.name for r in sorted(_rows(RolePerson, lang), key=lambda r: r.rank)]
    pairs = [(names[i], names[i + 1]) for i in range(0, len(names) - 1, 2)]
    return pairs[k % len(pairs)]


def _uses(lang: str) -> Iterator[tuple[str, UseVerb]]:
    verbs = {v.sort: v for v in _rows(UseVerb, lang)}
    for thing in _rows(RoleThing, lang):
        if thing.sort in verbs:
            yield thing.name, verbs[thing.sort]


def _use(verb: UseVerb, p: str, t: str) -> tuple[str, dict]:
    return verb.template.format(p=p, t=t), {
        "actors": [{"entity": p}],
        "states": [{"entity": t, "attribute": verb.attribute, "pre": _truth(verb.pre), "post": _truth(verb.post)}]}


def went_away(lang: str) -> Iterator[Built]:
    """present_at_place / acts_where_things_are: a person who went elsewhere does not use a thing left here (one
    person is not in two places at once) until they come back."""
    places = [r.name for r in _rows(RolePlace, lang)]
    for k, (t, verb) in enumerate(_uses(lang)):
        p, _ = _people(lang, k)
        a, b = places[k % len(places)], places[(k + 1) % len(places)]
        leave = (f"{_line('went_away', lang, 'at_a', p=p, a=a)}",
                 {"actors": [{"entity": p}], "places": [{"entity": p, "pre": a, "post": a}, {"entity": t, "post": a}]})
        go = (_line("went_away", lang, "to_b", p=p, b=b), {"actors": [{"entity": p}], "places": [{"entity": p, "post": b}]})
        back = (_line("went_away", lang, "back_a", p=p, a=a), {"actors": [{"entity": p}], "places": [{"entity": p, "post": a}]})
        use = _use(verb, p, t)
        if k % 2:  # half the uses say where they happen (present_at_place), half leave it to the thing's place
            where = f" in the {a}." if lang == "en" else f" in {a}."
            use = (use[0].rstrip(".") + where, {**use[1], "places": [{"entity": p, "pre": a}]})
        leave = (leave[0].rstrip(".") + _with_thing(lang, t), leave[1])
        yield _built("went_away", "present_at_place", lang, [p], [leave, go, use], (1, 2))
        yield _built("went_away", "present_at_place", lang, [p], [leave, go, back, use], None)


def nested_places(lang: str) -> Iterator[Built]:
    """place_told / present_at_place with places one inside another (told_within): going far away leaves the
    room behind; coming back to the house, or going to it, does not put one anywhere else than in its rooms.
    acts_where_things_are: a thing lying on a shelf is where a person in the room reaches it (a shelf is no place
    a person is at)."""
    nested, far = _rows(RoleNested, lang), [r.name for r in _rows(RoleFar, lang)]
    spots = [r.name for r in _rows(RoleSpot, lang)]
    for k, (t, verb) in enumerate(_uses(lang)):
        p, _ = _people(lang, k)
        o, i, b = nested[k % len(nested)].outer, nested[k % len(nested)].inner, far[k % len(far)]
        roles = dict(p=p, t=t, o=o, i=i, b=b, s=spots[k % len(spots)])
        inside = [{"entity": i, "area": o}]
        at_inner = (_line("nested_places", lang, "at_inner", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": p, "pre": i, "post": i}, {"entity": t, "post": i}],
            "within": inside})
        left = (_line("nested_places", lang, "left_inner", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": t, "post": i}], "within": inside})
        to_far = (_line("nested_places", lang, "to_far", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": p, "post": b}]})
        to_outer = (_line("nested_places", lang, "to_outer", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": p, "post": o}]})
        back = (_line("nested_places", lang, "back_outer", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": p, "post": o}]})
        text, records = _use(verb, p, t)
        use = (text.rstrip(".") + _line("nested_places", lang, "in_inner", **roles),
               {**records, "places": [{"entity": p, "pre": i}]})
        yield _built("nested_places", "place_told", lang, [p], [at_inner, to_far, use], (1, 2))
        # back in the house: where in it is open again, so being in its hall is no conflict
        yield _built("nested_places", "place_told", lang, [p], [at_inner, to_far, back, use], None)
        # arriving at the house is no leaving of its rooms
        yield _built("nested_places", "place_told", lang, [p], [left, to_outer, use], None)
        in_room = (_line("nested_places", lang, "in_room", **roles), {
            "actors": [{"entity": p}], "places": [{"entity": p, "pre": i, "post": i}]})
        on_spot = (_line("nested_places", lang, "on_spot", **roles), {"places": [{"entity": t, "post": roles["s"]}]})
        yield _built("nested_places", "acts_where_things_are", lang, [p], [in_room, on_spot, _use(verb, p, t)], None)


def _with_thing(lang: str, t: str) -> str:
    return f", with the {t}." if lang == "en" else f", con il {t}."


def lent_away(lang: str) -> Iterator[Built]:
    """with_someone_else / holder_told: a thing lent to another is not used until given back."""
    for k, (t, verb) in enumerate(_uses(lang)):
        p, q = _people(lang, k)
        lend = (_line("lent_away", lang, "lend", p=p, q=q, t=t),
                {"actors": [{"entity": p}], "holders": [{"entity": t, "pre": p, "post": q}]})
        back = (_line("lent_away", lang, "back", p=p, q=q, t=t),
                {"actors": [{"entity": q}], "holders": [{"entity": t, "pre": q, "post": p}]})
        owned = (_line("lent_away", lang, "owned", p=p, q=q, t=t), {"holders": [{"entity": t, "pre": q, "post": q}]})
        yield _built("lent_away", "with_someone_else", lang, [p, q], [lend, _use(verb, p, t)], (0, 1))
        yield _built("lent_away", "with_someone_else", lang, [p, q], [lend, back, _use(verb, p, t)], None)
        # a thing said to be someone's, never handed over, may be used by another (not flagged)
        yield _built("lent_away", "with_someone_else", lang, [p, q], [owned, _use(verb, p, t)], None)


def key_given(lang: str) -> Iterator[Built]:
    """key_at_hand: a key given to another does not unlock until it is back."""
    for k, lockable in enumerate(_rows(RoleLockable, lang)):
        p, q = _people(lang, k)
        roles = dict(p=p, q=q, l=lockable.name, k=lockable.key)
        lock = (_line("key_given", lang, "lock", **roles), {"actors": [{"entity": p}], "locks": [
            {"entity": lockable.name, "pre": False, "post": True, "key": lockable.key, "by": p}]})
        give = (_line("key_given", lang, "give", **roles), {"actors": [{"entity": p}],
                                                             "holders": [{"entity": lockable.key, "pre": p, "post": q}]})
        back = (_line("key_given", lang, "back", **roles), {"actors": [{"entity": q}],
                                                             "holders": [{"entity": lockable.key, "pre": q, "post": p}]})
        unlock = (_line("key_given", lang, "unlock", **roles), {"actors": [{"entity": p}], "locks": [
            {"entity": lockable.name, "pre": True, "post": False, "key": lockable.key, "by": p}]})
        yield _built("key_given", "key_at_hand", lang, [p, q], [lock, give, unlock], (1, 2))
        yield _built("key_given", "key_at_hand", lang, [p, q], [lock, give, back, unlock], None)


def key_lost(lang: str) -> Iterator[Built]:
    """key_at_hand: a key dropped down a drain does not unlock; a second, spare key does."""
    spare = _rows(SpareKey, lang)[0].template
    for k, lockable in enumerate(_rows(RoleLockable, lang)):
        p, q = _people(lang, k + 1)
        other = spare.format(k=lockable.key)
        roles = dict(p=p, q=q, l=lockable.name, k=lockable.key)
        lock = (_line("key_lost", lang, "lock", **roles), {"actors": [{"entity": p}], "locks": [
            {"entity": lockable.name, "pre": False, "post": True, "key": lockable.key, "by": p}]})
        drop = (_line("key_lost", lang, "drop", **roles), {"actors": [{"entity": p}],
                                                            "moves": [{"entity": lockable.key, "change": "disappears"}]})
        given = (_line("key_lost", lang, "spare", **roles), {"actors": [{"entity": q}],
                                                              "holders": [{"entity": other, "pre": q, "post": p}]})

        def unlock(key: str) -> tuple[str, dict]:
            return (_line("key_lost", lang, "unlock", u=key, **roles), {"actors": [{"entity": p}], "locks": [
                {"entity": lockable.name, "pre": True, "post": False, "key": key, "by": p}]})

        yield _built("key_lost", "key_at_hand", lang, [p, q], [lock, drop, unlock(lockable.key)], (1, 2))
        yield _built("key_lost", "key_at_hand", lang, [p, q], [lock, drop, given, unlock(other)], None)


def locked_opened(lang: str) -> Iterator[Built]:
    """locked_stays_shut: a locked thing is unlocked before it is opened."""
    for k, lockable in enumerate(_rows(RoleLockable, lang)):
        p, _ = _people(lang, k + 1)
        roles = dict(p=p, l=lockable.name)
        lock = (_line("locked_opened", lang, "lock", **roles),
                {"actors": [{"entity": p}], "locks": [{"entity": lockable.name, "pre": False, "post": True, "by": p}]})
        unlock = (_line("locked_opened", lang, "unlock", **roles),
                  {"actors": [{"entity": p}], "locks": [{"entity": lockable.name, "pre": True, "post": False, "by": p}]})
        open_ = (_line("locked_opened", lang, "open", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": lockable.name, "attribute": "open", "pre": False, "post": True}]})
        yield _built("locked_opened", "locked_stays_shut", lang, [p], [lock, open_], (0, 1))
        yield _built("locked_opened", "locked_stays_shut", lang, [p], [lock, unlock, open_], None)


def last_one(lang: str) -> Iterator[Built]:
    """quantity_told / none_left_to_use: after the last one, none is left until more is bought."""
    for k, food in enumerate(_rows(RoleFood, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, f=food.singular, fs=food.plural)
        last = (_line("last_one", lang, "last", **roles), {"actors": [{"entity": p}], "quantities": [
            {"entity": food.singular, "pre": "last_one", "post": "none_left"}]})
        buy = (_line("last_one", lang, "buy", **roles), {"actors": [{"entity": p}], "quantities": [
            {"entity": food.plural, "post": "some"}]})
        again = (_line("last_one", lang, "again", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": food.singular, "attribute": "edible", "pre": True}]})
        yield _built("last_one", "none_left_to_use", lang, [p], [last, again], (0, 1))
        yield _built("last_one", "none_left_to_use", lang, [p], [last, buy, again], None)
        # told as gone too (exist: true -> false): more bought brings it back (quantity_told)
        gone = (last[0], {**last[1], "states": [{"entity": food.singular, "attribute": "exist", "pre": True, "post": False}]})
        again_exists = (again[0], {**again[1], "states": [{"entity": food.singular, "attribute": "exist", "pre": True}]})
        yield _built("last_one", "quantity_told", lang, [p], [gone, again_exists], (0, 1))
        yield _built("last_one", "quantity_told", lang, [p], [gone, buy, again_exists], None)


def area_power(lang: str) -> Iterator[Built]:
    """area_state_holds_within: a power cut in an area reaches the devices in the homes within it."""
    for k, area in enumerate(_rows(RoleArea, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, r=area.area, h=area.home, d=area.device)
        cut = (_line("area_power", lang, "cut", **roles), {
            "states": [{"entity": area.area, "attribute": "power", "post": False}],
            "within": [{"entity": area.home, "area": area.area}, {"entity": area.device, "area": area.home}]})
        home = (_line("area_power", lang, "home", **roles), {"places": [{"entity": p, "post": area.home}]})
        back = (_line("area_power", lang, "back", **roles), {
            "states": [{"entity": area.area, "attribute": "power", "pre": False, "post": True}]})
        use = (_line("area_power", lang, "use", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": area.device, "attribute": "power", "pre": True},
            {"entity": area.device, "attribute": "running", "pre": False, "post": True}]})
        yield _built("area_power", "area_state_holds_within", lang, [p], [cut, home, use], (0, 2))
        yield _built("area_power", "area_state_holds_within", lang, [p], [cut, home, back, use], None)


def broken_part(lang: str) -> Iterator[Built]:
    """broken_part_stops_whole: a whole whose part broke does not work until the part is mended."""
    for k, whole in enumerate(_rows(RoleWhole, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, w=whole.whole, x=whole.part)
        breaks = _part_breaks("broken_part", lang, whole, roles)
        fix = (_line("broken_part", lang, "fix", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": whole.part, "attribute": "functional", "pre": False, "post": True}]})
        use = (_line("broken_part", lang, "use", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": whole.whole, "attribute": "functional", "pre": True, "post": True}]})
        yield _built("broken_part", "broken_part_stops_whole", lang, [p], [breaks, use], (0, 1))
        yield _built("broken_part", "broken_part_stops_whole", lang, [p], [breaks, fix, use], None)


def left_over(lang: str) -> Iterator[Built]:
    """part_goes_with_whole: what is left over when a food is eaten (its peel, core or shell) outlives it; the
    food itself is gone."""
    for k, food in enumerate(_rows(RoleEaten, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, w=food.whole, x=food.left)
        eat = (_line("left_over", lang, "eat", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": food.whole, "attribute": "exist", "pre": True, "post": False}],
            "parts": [{"part": food.left, "whole": food.whole}]})
        bin_ = (_line("left_over", lang, "bin", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": food.left, "attribute": "exist", "pre": True}], "moves": [{"entity": food.left, "change": "disappears"}]})
        again = (_line("left_over", lang, "again", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": food.whole, "attribute": "exist", "pre": True, "post": False}]})
        yield _built("left_over", "part_goes_with_whole", lang, [p], [eat, again], (0, 1))
        yield _built("left_over", "part_goes_with_whole", lang, [p], [eat, bin_], None)


def door_shut(lang: str) -> Iterator[Built]:
    """closed_door_blocks_going_out: a front door closed and not opened again blocks going out, not going
    into a room of the house."""
    for k, way in enumerate(_rows(RoleWay, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, r=way.room, o=way.outside)
        door = "front door" if lang == "en" else "porta"
        close = (_line("door_shut", lang, "close", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": door, "attribute": "open", "pre": True, "post": False}]})

        def going(step: str, place: str) -> tuple[str, dict]:
            return (_line("door_shut", lang, step, **roles), {"actors": [{"entity": p}], "moves": [
                {"entity": p, "change": "moves"}], "places": [{"entity": p, "post": place}]})

        yield _built("door_shut", "closed_door_blocks_going_out", lang, [p], [close, going("out", way.outside)], (0, 1))
        yield _built("door_shut", "closed_door_blocks_going_out", lang, [p], [close, going("room", way.room)], None)


def cooled(lang: str) -> Iterator[Built]:
    """heat_fades_with_time: a hot drink is cold hours later, not moments later."""
    kitchen = "kitchen" if lang == "en" else "cucina"
    for k, drink in enumerate(_rows(RoleDrink, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, t=drink.name)
        make = (_line("cooled", lang, "make", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": drink.name, "attribute": "temperature", "post": True}]})
        later = (_line("cooled", lang, "later", **roles), {"actors": [{"entity": p}],
                                                            "places": [{"entity": p, "post": kitchen}]})
        soon = (_line("cooled", lang, "soon", **roles), {"actors": [{"entity": p}]})
        drink_ = (_line("cooled", lang, "drink", **roles), {"actors": [{"entity": p}], "states": [
            {"entity": drink.name, "attribute": "temperature", "pre": False, "post": False}]})
        yield _built("cooled", "heat_fades_with_time", lang, [p], [make, soon, drink_], (0, 2))
        yield _built("cooled", "heat_fades_with_time", lang, [p], [make, later, drink_], None, {1: "hours"})


def _in(lang: str, place: str) -> str:
    return f" in the {place}." if lang == "en" else f" in {place}."


def _uses_between_places(lang: str) -> Iterator[tuple[str, UseVerb, dict[str, str]]]:
    """Each thing with its use verb, and the roles of two people and two places of the story (a: here, b: elsewhere)."""
    places = [r.name for r in _rows(RolePlace, lang)]
    for k, (t, verb) in enumerate(_uses(lang)):
        p, q = _people(lang, k)
        yield t, verb, dict(p=p, q=q, t=t, a=places[k % len(places)], b=places[(k + 1) % len(places)])


def _part_breaks(construction: str, lang: str, whole: Any, roles: dict[str, str]) -> tuple[str, dict]:
    """The sentence in which a part of a whole breaks, with the part told as the whole's."""
    return (_line(construction, lang, "breaks", **roles), {
        "states": [{"entity": whole.part, "attribute": "functional", "pre": True, "post": False}],
        "parts": [{"part": whole.part, "whole": whole.whole}]})


def left_behind(lang: str) -> Iterator[Built]:
    """unheld_thing_taken_up / holder_needed: a thing left behind with no one may be handed back by one who is
    where it was left, not by one elsewhere."""
    for t, _verb, roles in _uses_between_places(lang):
        p, q, a, b = roles["p"], roles["q"], roles["a"], roles["b"]
        left = (_line("left_behind", lang, "left", **roles), {"actors": [{"entity": p}], "holders": [
            {"entity": t, "pre": p, "post": "nobody"}], "places": [{"entity": t, "post": a}]})

        def hand(step: str, place: str) -> tuple[str, dict]:
            return (_line("left_behind", lang, step, **roles), {"actors": [{"entity": q}], "holders": [
                {"entity": t, "pre": q, "post": p}], "places": [{"entity": q, "pre": place}]})

        yield _built("left_behind", "unheld_thing_taken_up", lang, [p, q], [left, hand("elsewhere", b)], (0, 1))
        yield _built("left_behind", "unheld_thing_taken_up", lang, [p, q], [left, hand("there", a)], None)


def part_off(lang: str) -> Iterator[Built]:
    """part_goes_with_whole: a part still on its whole goes where the whole is taken; one that came off stays."""
    places = [r.name for r in _rows(RolePlace, lang)]
    for k, whole in enumerate(_rows(RoleWhole, lang)):
        p, q = _people(lang, k)
        a, b = places[k % len(places)], places[(k + 1) % len(places)]
        roles = dict(p=p, q=q, w=whole.whole, x=whole.part, a=a, b=b)
        part = [{"part": whole.part, "whole": whole.whole}]
        off = (_line("part_off", lang, "off", **roles), {"moves": [{"entity": whole.part, "change": "removed"}],
               "places": [{"entity": whole.whole, "pre": b}, {"entity": whole.part, "post": b}], "parts": part})
        on = (_line("part_off", lang, "on", **roles), {"places": [{"entity": whole.whole, "pre": b, "post": b}],
                                                       "parts": part})
        take = (_line("part_off", lang, "take", **roles), {"actors": [{"entity": p}], "moves": [
            {"entity": whole.whole, "change": "moved"}], "places": [{"entity": whole.whole, "post": a}, {"entity": p, "post": a}]})
        pick = (_line("part_off", lang, "pick", **roles), {"actors": [{"entity": q}], "moves": [
            {"entity": whole.part, "change": "picked_up"}], "places": [{"entity": q, "pre": b}, {"entity": whole.part, "pre": b}]})
        yield _built("part_off", "part_goes_with_whole", lang, [p, q], [on, take, pick], (1, 2))
        yield _built("part_off", "part_goes_with_whole", lang, [p, q], [off, take, pick], None)


def set_off_again(lang: str) -> Iterator[Built]:
    """present_at_place / place_told: one who went to a place is not elsewhere, unless they set off again."""
    places = [r.name for r in _rows(RolePlace, lang)]
    for k, (t, verb) in enumerate(_uses(lang)):
        p, _ = _people(lang, k)
        a, b = places[k % len(places)], places[(k + 1) % len(places)]
        go = (_line("set_off_again", lang, "go", p=p, b=b), {"actors": [{"entity": p}], "places": [{"entity": p, "post": b}]})
        again = (_line("set_off_again", lang, "again", p=p), {"actors": [{"entity": p}], "moves": [
            {"entity": p, "change": "moves"}]})
        text, record = _use(verb, p, t)
        use = (text.rstrip(".") + _in(lang, a), {**record, "places": [{"entity": p, "pre": a}]})
        yield _built("set_off_again", "place_told", lang, [p], [go, use], (0, 1))
        yield _built("set_off_again", "place_told", lang, [p], [go, again, use], None)


def opened_here(lang: str) -> Iterator[Built]:
    """container_access / need_brought_about_there: taking a thing out of a container locked shut needs it open,
    which a sentence that unlocks and opens it first brings about itself."""
    containers = [r.name for r in _rows(RoleThing, lang) if r.sort == "container"]
    garments = [r.name for r in _rows(RoleThing, lang) if r.sort == "garment"]
    for k, c in enumerate(containers):
        p, _ = _people(lang, k)
        t = garments[k % len(garments)]
        roles = dict(p=p, c=c, t=t)
        inside = {"entity": c, "attribute": "contain", "pre": True}
        lock = (_line("opened_here", lang, "lock", **roles), {"actors": [{"entity": p}], "locks": [
            {"entity": c, "post": True}], "states": [{"entity": c, "attribute": "open", "post": False}]})
        take = (_line("opened_here", lang, "take", **roles), {"actors": [{"entity": p}], "states": [inside],
                "moves": [{"entity": t, "change": "taken_out"}]})
        open_take = (_line("opened_here", lang, "open_take", **roles), {"actors": [{"entity": p}], "locks": [
            {"entity": c, "pre": True, "post": False}], "states": [{"entity": c, "attribute": "open", "post": True}, inside],
            "moves": [{"entity": t, "change": "taken_out"}]})
        yield _built("opened_here", "need_brought_about_there", lang, [p], [lock, take], (0, 1))
        yield _built("opened_here", "need_brought_about_there", lang, [p], [lock, open_take], None)


def lent_there(lang: str) -> Iterator[Built]:
    """with_someone_else: a thing lent to another is not used by the lender, unless where the borrower has it."""
    for t, verb, roles in _uses_between_places(lang):
        p, q, a, b = roles["p"], roles["q"], roles["a"], roles["b"]
        lend = (_line("lent_there", lang, "lend", **roles), {"actors": [{"entity": p}], "holders": [
            {"entity": t, "pre": p, "post": q}]})

        def bring(step: str, place: str) -> tuple[str, dict]:
            return (_line("lent_there", lang, step, **roles), {"actors": [{"entity": q}], "moves": [
                {"entity": q, "change": "moves"}], "places": [{"entity": q, "post": place}, {"entity": t, "post": place}]})

        text, record = _use(verb, p, t)
        use = (text.rstrip(".") + _in(lang, a), {**record, "places": [{"entity": p, "pre": a}]})
        yield _built("lent_there", "with_someone_else", lang, [p, q], [lend, bring("elsewhere", b), use], (0, 2))
        yield _built("lent_there", "with_someone_else", lang, [p, q], [lend, bring("there", a), use], None)


def inner_arrival(lang: str) -> Iterator[Built]:
    """place_told / acts_where_things_are: one who went to a place inside another is at the outer one too."""
    fars = [r.name for r in _rows(RoleFar, lang)]
    uses = list(_uses(lang))
    for k, nested in enumerate(_rows(RoleNested, lang)):
        p, q = _people(lang, k)
        t, verb = uses[k % len(uses)]
        b = fars[k % len(fars)]
        roles = dict(p=p, q=q, t=t, b=b, o=nested.outer, i=nested.inner)
        away = (_line("inner_arrival", lang, "away", **roles), {"actors": [{"entity": p}], "moves": [
            {"entity": p, "change": "moves"}], "places": [{"entity": p, "post": b}]})
        bring = (_line("inner_arrival", lang, "bring", **roles), {"actors": [{"entity": q}], "places": [
            {"entity": q, "post": nested.outer}, {"entity": t, "post": nested.outer}]})
        inner = (_line("inner_arrival", lang, "inner", **roles), {"actors": [{"entity": p}], "moves": [
            {"entity": p, "change": "moves"}], "places": [{"entity": p, "post": nested.inner}],
            "within": [{"entity": nested.inner, "area": nested.outer}]})
        yield _built("inner_arrival", "acts_where_things_are", lang, [p, q], [away, bring, _use(verb, p, t)], (0, 2))
        yield _built("inner_arrival", "acts_where_things_are", lang, [p, q], [away, bring, inner, _use(verb, p, t)], None)


def other_whole(lang: str) -> Iterator[Built]:
    """broken_part_stops_whole / broken_part_breaks_whole: a part broken on one thing leaves that thing broken,
    not another thing of its kind."""
    for k, whole in enumerate(_rows(RoleWhole, lang)):
        p, _ = _people(lang, k)
        roles = dict(p=p, w=whole.whole, x=whole.part)
        breaks = _part_breaks("other_whole", lang, whole, roles)

        def use(step: str, name: str) -> tuple[str, dict]:
            return (_line("other_whole", lang, step, **roles), {"actors": [{"entity": p}], "states": [
                {"entity": name, "attribute": "functional", "pre": True, "post": True}]})

        second = f"second {whole.whole}" if lang == "en" else f"seconda {whole.whole}"
        yield _built("other_whole", "broken_part_stops_whole", lang, [p], [breaks, use("same", whole.whole)], (0, 1))
        yield _built("other_whole", "broken_part_stops_whole", lang, [p], [breaks, use("other", second)], None)


def _built(construction: str, law: str, lang: str, people: list[str], steps: list[tuple[str, dict]],
           conflict: Optional[tuple[int, int]], elapsed: Optional[dict[int, str]] = None) -> Built:
    return Built(construction, law, lang, conflict is None, [s for s, _ in steps], people, [r for _, r in steps],
                 conflict, elapsed)


CONSTRUCTIONS: dict[str, Callable[[str], Iterator[Built]]] = {
    "went_away": went_away, "lent_away": lent_away, "key_given": key_given, "key_lost": key_lost, "locked_opened": locked_opened,
    "last_one": last_one, "area_power": area_power, "broken_part": broken_part, "cooled": cooled,
    "nested_places": nested_places, "left_over": left_over,
    "door_shut": door_shut, "left_behind": left_behind, "part_off": part_off, "set_off_again": set_off_again,
    "opened_here": opened_here, "lent_there": lent_there, "inner_arrival": inner_arrival, "other_whole": other_whole,
}


def stories_of(construction: str) -> list[dict[str, Any]]:
    """Every story record of one construction, in English then Italian, ids numbered in order."""
    out = []
    for lang in ("en", "it"):
        seen: dict[str, int] = {}
        for built in CONSTRUCTIONS[construction](lang):
            kind = "plausible" if built.plausible else "implausible"
            seen[kind] = seen.get(kind, -1) + 1
            out.append(built.record(f"{construction}_{lang}_{seen[kind]}_{kind}"))
    return out


def write_all(out_dir: Path = OUT_DIR) -> list[Path]:
    """(Re)write kb/stories/readings/<construction>.json for every construction."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in CONSTRUCTIONS:
        path = out_dir / f"{name}.json"
        write_text(path, json.dumps(stories_of(name), ensure_ascii=False, indent=1) + "\n")
        paths.append(path)
    return paths


if __name__ == "__main__":
    for written in write_all():
        print(written)
