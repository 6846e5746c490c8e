"""Lexicon, head nouns and cues of the affordance knowledge (no release data needed)."""
from __future__ import annotations

import re

import pytest

from solver.affordances.cues import CUE_ATOMS, find_cues
from solver.affordances.describe import describe
from solver.affordances.fit import load_typical
from solver.affordances.lexicon import UNKNOWN_KIND, load_lexicon, parse_lexicon
from solver.affordances.phrases import head_candidates, singular, split_phrase
from solver.errors import DataError
from solver.paths import RULES_DIR


@pytest.mark.parametrize(
    "phrase, head",
    [
        ("the car keys", "key"),
        ("a piece of cake", "cake"),
        ("a cup of coffee", "cup"),
        ("The Children", "child"),
        ("his knives", "knife"),
        ("the boxes", "box"),
        ("stories", "story"),
        ("my grandmother's glasses", "glasses"),
    ],
)
def test_head_noun(phrase, head):
    assert head_candidates(phrase)[0] == head


def test_container_phrase_keeps_container_and_contents():
    assert split_phrase("a bottle of red wine") == (["bottle"], ["red", "wine"], "bottle")
    assert singular("buses") == "bus" and singular("grass") == "grass"


@pytest.mark.parametrize(
    "obj, kind",
    [
        ("the horse", "ridable_animal"),
        ("a rusty bicycle", "cycle"),
        ("the old rowboat", "watercraft"),
        ("her laptop", "typing_device"),
        ("a blue pencil", "writing_tool"),
        ("the wooden bench", "seat"),
        ("a pair of binoculars", "optical"),
        ("the movie", "recorded_show"),
        ("kittens", "pet"),
        ("the kitchen window", "opening"),
    ],
)
def test_kind_from_head_noun(obj, kind):
    assert describe("", obj).kind == kind


def test_unknown_head_is_a_stated_fallback_never_its_modifier():
    gizmo = describe("", "the kitchen gizmo")
    assert gizmo.kind == UNKNOWN_KIND and gizmo.fallback and "gizmo" in gizmo.kind_note
    assert describe("", "a flibbertigibbet").kind == UNKNOWN_KIND
    truck = describe("", "the firetruck")
    assert truck.kind == "land_vehicle" and truck.fallback and "truck" in truck.kind_note
    cooker = describe("", "a rice cooker")
    assert cooker.kind == "machine" and cooker.fallback and "kb/sizes/nouns.pl" in cooker.kind_note


@pytest.mark.parametrize("obj,kind", [("a toy car", "plaything"), ("the plastic horse", "plaything"),
                                      ("a stuffed bear", "plaything"), ("the plastic bottle", "container"),
                                      ("the Apple logo", "visual_art"), ("a picture of a horse", "picture"),
                                      ("a statue of a lion", "sculpture")])
def test_modifiers_and_depictions_set_the_kind(obj, kind):
    assert describe("", obj).kind == kind


def test_every_kind_has_a_typical_fact_and_a_description():
    lex = load_lexicon()
    assert set(load_typical()) == set(lex.kinds)
    assert all(lex.kinds[k] for k in lex.kinds)
    assert len(lex.noun_kind) > 1500


def test_a_noun_under_two_kinds_is_a_data_error(tmp_path):
    bad = tmp_path / "lexicon.pl"
    bad.write_text(
        "kind(a, 'x'). kind(b, 'y'). kind(unknown, 'z').\n"
        "kind_nouns(a, [cup]).\nkind_nouns(b, [cup]).\n",
        encoding="utf-8",
    )
    with pytest.raises(DataError, match="cup"):
        parse_lexicon(bad)


def test_rules_use_only_known_cues():
    text = (RULES_DIR / "affordances.pl").read_text(encoding="utf-8")
    used = set(re.findall(r"item_cue\(([a-z]\w*)", text))
    known = {c.split("(")[0] for c in CUE_ATOMS}
    assert used <= known
    assert {"toy", "depicted", "holds_contents", "in_container", "food_context", "owned_part", "noun_modifier", "verb"} <= used


@pytest.mark.parametrize(
    "sentence, obj, cue",
    [
        ("The kids raced their toy car down the hall.", "toy car", "toy"),
        ("A logo of an apple was printed on the box.", "an apple", "depicted"),
        ("The apple logo shone on the lid.", "apple", "depicted"),
        ("She drank a glass of water.", "water", "in_container"),
        ("He carried a bucket of sand.", "a bucket of sand", "holds_contents"),
        ("We cooked the duck for dinner.", "the duck", "food_context"),
        ("She rubbed her eyes.", "her eyes", "owned_part"),
        ("The car industry is booming.", "car", "noun_modifier"),
        ("They rode the camel to the oasis.", "the camel", "verb(ride)"),
    ],
)
def test_cues(sentence, obj, cue):
    assert cue in {c.atom for c in find_cues(sentence, obj)}


def test_no_cue_in_a_plain_sentence():
    assert find_cues("The lamp is on the table.", "the lamp") == []
