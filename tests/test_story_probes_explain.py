"""Story-probe explanations: one test per kind, on hand-built runs over our own kb stories (no model)."""
from __future__ import annotations

from probes import benchmarks
from story_probe_helpers import answers_for, kb_item, kb_pair, write_run


def _explain(tmp_path, benchmark, item, answers):
    run = write_run(tmp_path / "run", benchmark, [item], [answers])
    return benchmarks.get(benchmark).explain(run, item.id)


def test_judged_an_implausible_story_plausible_names_the_solver_conflict(tmp_path):
    item = kb_item("milk_from_closed_fridge")
    e = _explain(tmp_path, "gita", item, answers_for(item, plausible_choice=0))  # "Yes"
    assert e.category == "judged an implausible story plausible"
    assert e.text.startswith("the model judged the story plausible; sentence 1 (Tom closes the fridge.)")
    assert "fridge closed" in e.text and "sentence 2 (Tom takes the milk out of the fridge.)" in e.text
    assert any("holds(fridge,open,false)" in line for line in e.trace)


def test_judged_a_plausible_story_implausible_shows_the_blamed_sentences(tmp_path):
    item = kb_item("milk_from_open_fridge")
    e = _explain(tmp_path, "gita", item, answers_for(item, plausible_choice=1, pair=(0, 1)))
    assert e.category == "judged a plausible story implausible"
    assert "blaming sentence 1" in e.text and "on sentence 0" in e.text
    assert "the solver finds no sentence that needs a state" in e.text


def test_wrong_conflict_pair_says_whether_the_solver_sees_a_clash_there(tmp_path):
    item = kb_item("milk_from_closed_fridge")
    e = _explain(tmp_path, "gita", item, answers_for(item, plausible_choice=1, pair=(0, 3)))
    assert e.category == "wrong conflict pair (no clash between those sentences)"
    assert "the model blamed sentence 3" in e.text and "the conflict is 1 -> 2" in e.text
    assert e.detail["model_pair"] == (0, 3) and e.detail["gold_pair"] == (1, 2)


def test_wrong_states_lists_what_the_model_said_against_the_annotation(tmp_path):
    item = kb_item("milk_from_closed_fridge")
    e = _explain(tmp_path, "gita", item, answers_for(item, plausible_choice=1, states="wrong"))
    assert e.category == "wrong physical states"
    assert "fridge.open after sentence 1: model open, annotation closed" in e.text


def test_verifiable_answers_are_not_errors(tmp_path):
    item = kb_item("milk_from_closed_fridge")
    e = _explain(tmp_path, "gita", item, answers_for(item, plausible_choice=1))
    assert e.correct and e.category == "correct"


def test_unparsable_generation_is_its_own_category(tmp_path):
    item = kb_item("milk_from_closed_fridge")
    from probes.benchmarks.stories.items import first_questions

    answers = ["I am not sure." for _ in first_questions(item)]
    run = write_run(tmp_path / "run", "gita", [item], [answers], method="generate")
    e = benchmarks.get("gita").explain(run, item.id)
    assert e.category == "unparsable answer" and "I am not sure." in e.text


def test_trip_pair_choosing_the_implausible_story(tmp_path):
    item = kb_pair("bread")
    implausible = next(k for k, s in enumerate(item.stories) if not s.plausible)
    e = _explain(tmp_path, "trip", item, answers_for(item, plausible_choice=implausible))
    assert e.category == "chose the implausible story of the pair"
    assert e.text.startswith(f"the model judged story {'AB'[implausible]} plausible; sentence")


def test_explain_errors_groups_categories_with_counts(tmp_path):
    items = [kb_item("milk_from_closed_fridge"), kb_item("milk_from_open_fridge"), kb_item("walk_through_closed_door")]
    answers = [answers_for(items[0], 0), answers_for(items[1], 1, pair=(0, 1)), answers_for(items[2], 0)]
    run = write_run(tmp_path / "run", "gita", items, answers)
    report = benchmarks.get("gita").explain_errors(run)
    assert dict(report.categories()) == {"judged an implausible story plausible": 2,
                                         "judged a plausible story implausible": 1}


def test_generated_option_text_is_read_like_its_letter():
    from probes.benchmarks.stories.items import StoryAdapter, first_questions

    item = kb_item("milk_from_closed_fridge")
    tier2 = first_questions(item)[1]
    adapter = StoryAdapter("causal", "generate")
    assert adapter._choose(tier2, "Sentence 3, because of sentence 2.")[0] == tier2.values.index((1, 2))
    assert adapter._choose(tier2, "C")[0] == 2
    assert adapter._choose(tier2, "Sentence 9 maybe")[0] is None
