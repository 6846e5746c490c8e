"""The ProbLog affordance program: context rules, traces, and bulk = exact (no release data needed)."""
from __future__ import annotations

import pytest

from solver.affordances.answer import afford
from solver.affordances.describe import CLASS_ATOMS, describe
from solver.affordances.lexicon import load_lexicon
from solver.affordances.loaders import CLASSES
from solver.affordances.program import BulkEvaluator, exact_answer, load_priors

# Sentences of our own (never release sentences).
OWN_ITEMS = [
    ("She sat on the wooden bench in the park.", "the wooden bench", "SitOn"),
    ("He typed the letter on his laptop.", "laptop", "TypeOn"),
    ("The children fed the goats at the farm.", "the goats", "Feed"),
    ("He looked through the telescope at the moon.", "the telescope", "LookThrough"),
    ("She wrote the note with a pencil.", "a pencil", "WriteWith"),
    ("They rowed the canoe across the lake.", "the canoe", "Row"),
    ("We watched the movie last night.", "the movie", "Watch"),
    ("The groom rode the horse to the church.", "the horse", "Ride"),
]


@pytest.fixture(scope="module")
def priors():
    return load_priors()


@pytest.mark.parametrize("sentence, obj, expected", OWN_ITEMS)
def test_own_sentences_rank_the_expected_class_high(sentence, obj, expected):
    answer = afford(sentence, obj)
    assert set(answer.probabilities) == set(CLASSES)
    top = [c for c, _ in answer.ranked()[:3]]
    assert expected in top, answer.ranked()


def test_toy_object_blocks_riding_and_raises_play():
    real = afford("He drove the car to work.", "the car")
    toy = afford("He played with the toy car on the rug.", "toy car")
    assert real.probabilities["Ride"] > 0.5
    assert toy.probabilities["Ride"] < 0.15
    assert toy.probabilities["Play"] > real.probabilities["Play"] + 0.3
    assert any(r.rule == "toy_object" and r.affordance == "Ride" and r.effect == "blocks" for r in toy.applied_rules)
    assert any("toy_object blocks ride" in line for line in toy.trace)


def test_depicted_object_cannot_be_thrown_but_can_be_watched():
    apple = afford("She bit into a crisp apple.", "apple")
    logo = afford("The apple logo shone on the back of the laptop.", "apple")
    assert logo.probabilities["Throw"] < apple.probabilities["Throw"] / 3
    assert logo.ranked()[0][0] == "Watch"
    assert {r.rule for r in logo.applied_rules} >= {"depicted_object"}


def test_container_contents_raise_pouring():
    plain = afford("The jug stood on the shelf.", "the jug")
    full = afford("She set down a jug of lemonade.", "a jug of lemonade")
    assert full.probabilities["PourFrom"] > plain.probabilities["PourFrom"] + 0.3
    assert "container_holds_contents" in {r.rule for r in full.applied_rules}


def test_animal_in_a_meal_is_food_not_a_creature():
    alive = afford("The duck paddled across the pond.", "the duck")
    dish = afford("We ordered roast duck for dinner.", "duck")
    assert dish.probabilities["Feed"] < alive.probabilities["Feed"] / 3
    assert dish.probabilities["Grasp"] > alive.probabilities["Grasp"]
    assert "animal_as_food" in {r.rule for r in dish.applied_rules}


def test_attached_body_part_is_not_thrown():
    answer = afford("He raised his hand to ask a question.", "his hand")
    assert answer.kind == "body_part"
    assert answer.probabilities["Throw"] < 0.05
    assert "attached_body_part" in {r.rule for r in answer.applied_rules}


def test_noun_used_as_modifier_loses_the_things_affordances():
    thing = afford("She parked the car outside.", "the car")
    industry = afford("The car industry is booming.", "car")
    assert industry.probabilities["Ride"] < thing.probabilities["Ride"] / 3
    assert "noun_as_modifier" in {r.rule for r in industry.applied_rules}


def test_trace_names_lexicon_cues_priors_and_rules():
    answer = afford("The kids played with a toy car.", "a toy car")
    text = "\n".join(answer.trace)
    assert "head noun 'car' -> kind land_vehicle" in text and "modifier 'toy' makes it plaything" in text
    assert "item_cue(toy)" in text
    assert "kind_affords(plaything, ride)" in text and answer.kind_source == "modifier"
    real = afford("He drove the car to work.", "the car")
    assert real.prior_source == "noun" and any("noun_affords(car, ride)" in line for line in real.trace)
    rare = afford("He typed the letter on his laptop.", "laptop")
    assert rare.prior_source == "kind" and any("kind_affords(typing_device, typeon)" in line for line in rare.trace)
    assert "rules/affordances.pl" in text
    data = answer.to_json()
    assert data["ranked"][0] in CLASSES and len(data["probabilities"]) == 15


def test_bulk_circuit_gives_the_exact_programs_probabilities(priors):
    lexicon = load_lexicon()
    bulk = BulkEvaluator(tuple(lexicon.kinds))
    sentences = [s for s, _, _ in OWN_ITEMS] + [
        "We cooked the duck for dinner.",
        "He played with the toy car on the rug.",
        "The apple logo shone on the lid.",
        "He carried a bucket of sand to the beach.",
        "She rubbed her eyes.",
    ]
    objects = [o for _, o, _ in OWN_ITEMS] + ["the duck", "toy car", "apple", "a bucket of sand", "her eyes"]
    for sentence, obj in zip(sentences, objects):
        item = describe(sentence, obj, lexicon)
        exact = exact_answer(item, priors).probabilities
        fast = bulk.evaluate(item, priors)
        assert fast == pytest.approx(tuple(exact[c] for c in CLASS_ATOMS), abs=1e-9), (sentence, item)


def test_unknown_object_gets_no_invented_affordance():
    answer = afford("The flibbertigibbet sat there.", "flibbertigibbet")
    assert answer.kind == "unknown"
    assert max(answer.probabilities.values()) < 0.5


def test_demo_summary_without_data_answers_own_sentences():
    from solver.affordances.demo import summary

    text = summary(None)
    assert "toy_object" in text and "depicted_object" in text and "validation skipped" in text
