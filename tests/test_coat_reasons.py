"""Stated reasons checked against the solver: claims read from text, true or false of the option, penalties."""
from __future__ import annotations

from probes.benchmarks.coat.reasons import OptionFacts, check_reason, extract_claims

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
    # a restated option: field labels are no claims, its values are
    restated = extract_claims("object name: Plate, mass: light, temperature: RoomTemp, already in use: free, condition: dirty")
    assert [(c.variable, c.value, c.asserted) for c in restated] == [
        ("mass", "light", True), ("temperature", "RoomTemp", True), ("already_in_use", "free", True),
        ("condition", "dirty", True)]


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
    from probes.benchmarks.coat.reasons import option_facts
    from solver.coat.questions.schema import MultipleChoiceItem, Option

    kb = load_coat_kb(coat_data)
    cfg = kb.configurations_of("Knife")[0]
    options = [Option(letter=letter, object_name="Knife", mass=cfg.mass, material=cfg.material,
                      temperature=cfg.temperature, already_in_use=cfg.already_in_use, condition=cfg.condition)
               for letter in "AB"]  # an item has at least two options
    item = MultipleChoiceItem(id="x", task_type=2, variation=1, task="cut apple", utility="cutting", question="?",
                              options=options, gold=0)
    facts = option_facts(item, 0, kb=kb)
    assert facts.object_name == "Knife" and set(facts.penalties) <= {"mass", "material", "temperature",
                                                                      "already_in_use", "condition"}


def test_ask_reason_adapter_keeps_the_reason_and_refuses_loglik():
    import pytest

    from probes.benchmarks.coat.adapter import CoatAdapter, stated_reason
    from probes.benchmarks.coat.prompts import prompt_format
    from solver.errors import PhyskbError
    from solver.coat.questions.schema import MultipleChoiceItem, Option

    assert stated_reason("B, because it is clean and free.") == "because it is clean and free."
    assert stated_reason("Answer: (C) the knife is sharp") == "the knife is sharp"
    item = MultipleChoiceItem(id="x", task_type=2, variation=14, task="cut apple", utility="cutting", question="?",
                              options=[Option(letter="A", object_name="Knife", condition="clean"),
                                       Option(letter="B", object_name="Knife", condition="dirty")], gold=0)
    adapter = CoatAdapter(prompt_format("texts"), "causal", "generate", ask_reason=True, max_new_tokens=64)
    (request,) = adapter.requests(item)
    assert "short reason" in request.prompt and adapter.prompt_record()["ask_reason"] is True
    pred = adapter.prediction(item, ["A, because the knife is dirty"])
    assert pred["choice"] == 0 and pred["reason"] == "because the knife is dirty"
    with pytest.raises(PhyskbError, match="--ask-reason needs --method generate"):
        CoatAdapter(prompt_format("texts"), "causal", "loglik", ask_reason=True)


def test_diff_counts_right_answers_with_a_false_reason(tmp_path):
    import json

    from probes.benchmarks.coat.diff import diff_run
    from test_report_diff import hand_items, write_run

    items = hand_items()
    run = write_run(tmp_path / "run", items, {it["id"]: it["gold"] for it in items}, model="tiny-a")
    lines = [json.loads(x) for x in (run / "predictions.jsonl").read_text().splitlines()]
    by_id = {it["id"]: it for it in items}
    for line in lines:
        gold = by_id[line["id"]]["options"][by_id[line["id"]]["gold"]]
        wrong = "clean" if gold.get("condition") == "dirty" else "dirty"
        line["reason"] = f"because it is {wrong}" if gold.get("condition") else "because it works"
    (run / "predictions.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    summary = diff_run(run).summary()["reasons"]
    with_condition = sum(1 for it in items if it["options"][it["gold"]].get("condition"))
    assert summary["with_reason"] == len(items) and summary["correct_answers"] == len(items)
    assert summary["correct_with_wrong_reason"] == with_condition and summary["no_claim"] == len(items) - with_condition
