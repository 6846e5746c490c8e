"""A thing works only while the parts it works through do (rule whole_needs_its_parts), on small stories of
our own told in text only: the part found by what things are made of (WordNet's part meronyms and
kb/language/parts.lp), named alone or before its whole, in English and Italian; and the plausible variants
(carrying, mending, another part, a new thing) left unflagged."""
from __future__ import annotations

import pytest

from solver.actions.names import thing_parts
from solver.language.parts import is_part_of
from text_stories import check_texts


@pytest.mark.parametrize("part,whole,lang", [
    ("lens", "spectacles", "en"), ("rib", "umbrella", "en"), ("chain", "bicycle", "en"),
    ("zip", "suitcase", "en"),  # a kb part of a bag, and a suitcase is a bag
    ("canvas", "umbrella", "en"), ("tela", "ombrello", "it"), ("stecche", "ombrello", "it"),
])
def test_parts_of_things(part: str, whole: str, lang: str) -> None:
    assert is_part_of(part, whole, lang)


@pytest.mark.parametrize("part,whole,lang", [("umbrella", "canvas", "en"), ("zip", "umbrella", "en"),
                                             ("tela", "zaino", "it")])
def test_not_parts(part: str, whole: str, lang: str) -> None:
    assert not is_part_of(part, whole, lang)


def test_a_part_goes_with_the_whole_named_beside_it() -> None:
    entities = ["zip", "suitcase", "new bag"]
    mentioned = {0: ["zip"], 1: ["new bag"], 2: ["suitcase"]}
    words = {0: {"the", "zip", "on", "her", "suitcase", "broke"}, 1: {"new", "bag"}, 2: {"suitcase"}}
    assert ("zip", "suitcase", "zip") in thing_parts(entities, mentioned, words, "en")
    # named beside neither: whose zip it is is not known
    assert not [t for t in thing_parts(entities, mentioned, {0: {"zip"}}, "en") if t[0] == "zip"]


def test_a_part_named_before_its_whole_is_its_own_part() -> None:
    found = thing_parts(["canvas umbrella", "umbrella"], {0: ["canvas umbrella"]}, {}, "en")
    assert ("canvas umbrella", "canvas umbrella", "canvas") in found
    assert ("canvas umbrella", "umbrella", "canvas") in found


IMPLAUSIBLE = {
    "zip_alone": (["The zip on Kai's duffel bag snapped.", "Kai unzipped the duffel bag at the gym."], (0, 1)),
    "canvas_of": (["The canvas of Ugo's umbrella ripped in the gale.", "Ugo sat in the cafe.",
                   "Ugo opened the umbrella on the pavement."], (0, 2)),
    "ribs_plan": (["Fetch the umbrella from the car.", "Three ribs of the umbrella are broken.",
                   "Open the umbrella in the garden."], (1, 2)),
    "tela_it": (["La tela dell'ombrello di Ivo si è strappata.", "Ivo ha aperto l'ombrello sotto la neve."], (0, 1)),
}
PLAUSIBLE = {
    "carried": ["The zip on Kai's duffel bag snapped.", "Kai carried the duffel bag to the repair shop."],
    "other_part": ["The handle of Ugo's umbrella cracked.", "Ugo opened the umbrella on the pavement."],
    "mended": ["Three ribs of Ivo's umbrella snapped.", "Ivo repaired the ribs.", "Ivo opened the umbrella."],
}


def test_a_broken_part_stops_the_use_through_it() -> None:
    found = check_texts({k: v for k, (v, _) in IMPLAUSIBLE.items()} | PLAUSIBLE)
    for name, (_, pair) in IMPLAUSIBLE.items():
        assert found[name].pair == pair, name
        assert "whole_needs_its_parts" in found[name].rules, name
    for name in PLAUSIBLE:
        assert found[name].plausible, name


def test_a_part_goes_with_its_whole_unless_taken_off() -> None:
    """part_needs_whole on a part known by what things are made of: a bicycle gone takes its chain with it,
    but not a chain taken off first; a fruit eaten leaves its peel."""
    found = check_texts({
        "gone": ["Rita threw the old scooter in the skip bin.", "Rita polished the wheel."],
        "taken_off": ["Rita took the wheel off the old scooter.", "Rita threw the old scooter in the bin.",
                      "Rita polished the wheel."],
        "eaten": ["Rita peeled an orange.", "Rita ate the orange.", "Rita put the peel in the compost."],
    })
    assert found["gone"].pair == (0, 1) and "part_needs_whole" in found["gone"].rules
    assert found["taken_off"].plausible
    assert found["eaten"].plausible
