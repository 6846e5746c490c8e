"""Stated reasons checked against the solver: claims read from text, true or false of the option, penalties."""
from __future__ import annotations

from solver.coat.reasons import OptionFacts, check_reason, extract_claims

BURNER_DIRTY = OptionFacts("B", "StoveBurner", {"mass": "heavy", "material": "Metal", "temperature": "RoomTemp",
                                                "already_in_use": "free", "condition": "dirty"},
                           {"condition": 50}, "moderate")
BURNER_CLEAN = OptionFacts("A", "StoveBurner", {"mass": "heavy", "material": "Metal", "temperature": "RoomTemp",
                                                "already_in_use": "free", "condition": "clean"}, {}, "ideal")


def test_claims_are_read_with_longer_phrases_first_and_negation():
    claims = extract_claims("The pan is super heavy, not dirty, made of wooden parts and in use.")
    assert [(c.variable, c.value, c.asserted) for c in claims] == [
        ("mass", "super-heavy", True), ("condition", "dirty", False), ("material", "Wood", True),
        ("already_in_use", "in use", True)]
    assert extract_claims("It is the best choice.") == []


def test_a_right_answer_with_a_false_reason_is_caught():
    check = check_reason("StoveBurner is available, clean and made of metal.", BURNER_DIRTY, BURNER_DIRTY)
    assert check.verdict == "wrong"
    assert check.explanation() == "says the StoveBurner is clean; the option says dirty (+50)"
    assert [c["true_of_chosen"] for c in check.to_json()["claims"]] == [True, False, True]


def test_a_true_reason_and_one_without_claims():
    ok = check_reason("It is free and clean.", BURNER_CLEAN, BURNER_CLEAN)
    assert ok.verdict == "right" and ok.explanation() == "every stated value is true of the option"
    assert check_reason("Because it works best.", BURNER_CLEAN, BURNER_CLEAN).verdict == "no_claim"
    # a true statement about the variable that costs penalty is named as such
    costly = check_reason("The burner is dirty but heavy.", BURNER_DIRTY, BURNER_CLEAN)
    assert costly.verdict == "right" and "condition (+50)" in costly.explanation()
    assert costly.to_json()["claims"][0]["true_of_gold"] is False


def test_option_facts_from_the_solver(coat_data):
    from solver.coat.knowledge import load_coat_kb
    from solver.coat.reasons import option_facts
    from solver.questions.schema import MultipleChoiceItem, Option

    kb = load_coat_kb(coat_data)
    cfg = kb.configurations_of("Knife")[0]
    item = MultipleChoiceItem(id="x", task_type=2, variation=1, task="cut apple", utility="cutting", question="?",
                              options=[Option(letter="A", object_name="Knife", mass=cfg.mass, material=cfg.material,
                                              temperature=cfg.temperature, already_in_use=cfg.already_in_use,
                                              condition=cfg.condition)], gold=0)
    facts = option_facts(item, 0, kb=kb)
    assert facts.object_name == "Knife" and set(facts.penalties) <= {"mass", "material", "temperature",
                                                                      "already_in_use", "condition"}
