"""The kinds of things of the action, affordance and size knowledge, mapped onto the one taxonomy of things
(kb/language/kinds.lp onto kb/language/sorts.lp): every kind mapped once, onto a sort that exists."""
from __future__ import annotations

import pytest

from solver.logic.problog import read_facts
from solver.logic.taxonomy import AREA_KIND_FILES, area_kinds, kind_sorts, read_taxonomy
from solver.paths import KB_DIR


def _mapping() -> dict[str, dict[str, list[str]]]:
    out: dict[str, dict[str, list[str]]] = {}
    for k in kind_sorts():
        out.setdefault(k.area, {}).setdefault(k.kind, []).append(k.sort)
    return out


@pytest.mark.parametrize("area", sorted(AREA_KIND_FILES))
def test_every_kind_of_an_area_is_mapped_once_onto_the_taxonomy(area: str) -> None:
    mapped = _mapping().get(area, {})
    stated = area_kinds(area)
    assert stated, f"no kinds read for {area}"
    assert sorted(stated - set(mapped)) == [], f"{area}: kinds not mapped in kb/language/kinds.lp"
    assert sorted(set(mapped) - stated) == [], f"{area}: kb/language/kinds.lp maps kinds the area does not state"
    assert {k: s for k, s in mapped.items() if len(s) > 1} == {}
    sorts = set(read_taxonomy().all_sorts)
    assert {k: s[0] for k, s in mapped.items() if s[0] not in sorts} == {}


def test_a_kind_named_as_a_sort_is_that_sort_or_broader() -> None:
    """An area's kind with a sort's name means that sort, or more where the area lumps things (the size
    knowledge's "place" holds rooms too): never a narrower or another sort."""
    tax = read_taxonomy()
    for area, kinds in _mapping().items():
        for kind, (sort,) in kinds.items():
            if kind in tax.all_sorts:
                assert sort == kind or sort in tax.above(kind), f"{area}: {kind} is a sort, mapped onto {sort}"


def test_the_size_kinds_the_affordance_lexicon_borrows_land_on_one_line_of_the_taxonomy() -> None:
    from solver.logic.affordances import SizeKind

    tax = read_taxonomy()
    mapped = _mapping()
    pairs = [f for f, _ in read_facts(KB_DIR / "affordances" / "lexicon.pl", [SizeKind])]
    assert pairs
    apart = [(p.size_kind, p.kind) for p in pairs  # type: ignore[attr-defined]
             if not tax.on_one_line(mapped["sizes"][p.size_kind][0], mapped["affordances"][p.kind][0])]  # type: ignore[attr-defined]
    assert apart == []


def test_the_kinds_action_laws_name_are_kinds_of_the_actions_or_noun_sorts() -> None:
    """needs_kind/5 and effect_kind/5 name a kind once; it is an action kind or a noun sort of the taxonomy."""
    from clorm import ConstantField, Predicate, RawField

    from solver.logic.asp import decode, solve

    class NeedsKind(Predicate, name="needs_kind"):
        action = ConstantField
        role = ConstantField
        kind = ConstantField
        attribute = RawField
        value = RawField

    path = KB_DIR / "actions" / "actions.lp"
    shown = solve([], path.read_text(encoding="utf-8"), source=str(path), extra=["#show needs_kind/5."],
                  quiet_undefined="the action knowledge alone")
    named = {n.kind for n in decode(shown, NeedsKind, str(path))}
    assert named and named <= area_kinds("actions") | set(read_taxonomy().sorts)
