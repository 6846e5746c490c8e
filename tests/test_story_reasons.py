"""Stated reasons for GITA/TRIP (`--ask-reason`): the sentence, entity and state a reason names, checked against the
story's conflict (the solver's, else the annotation's); diff counts right answers with a wrong reason, explain and
report show it. Stories are ours (kb/stories and one written here); answers come from a toy generator."""
from __future__ import annotations

import json

import pytest
from story_probe_helpers import kb_item, kb_pair

from probes import runs
from probes.benchmarks.stories import items as st
from solver.states.model import StateLabel, Story
from probes.benchmarks.stories.reason_check import check_story_reason, named_attributes, named_sentences


def _glass_story() -> Story:
    return Story(id="glass", sentences=["Ann drops the glass on the tiles.", "The glass breaks into pieces.",
                                        "Ann sweeps the kitchen.", "Ann pours milk into the glass.",
                                        "Ann drinks the milk."],
                 states=[[], [StateLabel("glass", "functional", post=False)], [],
                         [StateLabel("glass", "functional", pre=True)], []],
                 entities=["Ann", "glass", "milk"], actor="Ann", plausible=False, breakpoint=3, evidence=[1],
                 partition="implausible")


def test_sentences_entities_and_states_named_by_a_reason():
    assert named_sentences("because in sentence 4 the glass is broken", 5) == [3]
    assert named_sentences("the 2nd sentence and the fifth sentence", 5) == [1, 4]
    assert named_sentences("Sentences 2 and 4 clash; the last sentence is fine", 5) == [1, 3, 4]
    assert named_sentences("sentence 9 is impossible", 5) == []  # no such sentence
    assert "functional" in named_attributes("the glass is already broken")
    assert named_attributes("she put it on the table") == []  # "on" alone is no state
    assert {"power", "running"} & set(named_attributes("the lamp is unplugged and turned off"))


def test_a_reason_is_right_wrong_or_names_nothing_against_the_annotated_conflict():
    story = _glass_story()
    right = check_story_reason("because in sentence 4 the glass is already broken", story)
    assert right.verdict == "right" and right.sentences == [3] and right.entities == ["glass"]
    assert right.conflict.source == "annotation" and right.conflict.breakpoint == 3 and right.conflict.evidence == 1
    wrong = check_story_reason("because in sentence 2 Ann is asleep", story)
    assert wrong.sentence_ok is True  # sentence 2 is the evidence
    assert wrong.entity_ok is False and wrong.attribute_ok is False and wrong.verdict == "wrong"
    text = wrong.explanation()
    assert "names Ann" in text and "speaks of conscious" in text and "sentence 4 because of sentence 2" in text
    assert check_story_reason("it just makes no sense", story).verdict == "no_claim"
    off = check_story_reason("the milk in the third sentence is cold", story)
    assert off.sentence_ok is False and off.entity_ok is False and off.verdict == "wrong"
    assert off.to_json()["conflict"] == {"breakpoint": 4, "evidence": 2, "entities": ["glass"],
                                         "attributes": ["functional"], "source": "annotation"}


def test_the_solver_conflict_is_used_when_the_solver_finds_one():
    from solver.states.solve import find_conflicts

    item = kb_item("read_by_unplugged_lamp")
    story = item.stories[0]
    result = find_conflicts([story])[story.id]
    check = check_story_reason("No power: the lamp was unplugged in sentence 2", story, result)
    assert check.conflict.source == "solver" and "lamp" in check.conflict.entities
    assert check.verdict == "right"
    assert check_story_reason("the book in sentence 1 is wet", story, result).verdict == "wrong"


class _Gen:
    """A toy generator: tier 1 answers with a fixed text; tier 2 the gold pair's letter; tier 3 the gold value's."""

    def __init__(self, item, tier1: str) -> None:
        self.item, self.tier1 = item, tier1

    def answer(self, q) -> str:
        letters = "ABCDEFGHIJ"
        if q.tier == 1:
            return self.tier1
        if q.tier == 2:
            gold = self.item.stories[q.story].gold_pair or q.values[0]
            return letters[list(q.values).index(tuple(gold))]
        return letters[list(q.values).index(q.slot.gold)]


def _write_reason_run(out, benchmark: str, cases: list[tuple[st.StoryItem, str]]):
    adapter = st.StoryAdapter("causal", "generate", ask_reason=True)
    raw = [st.item_to_raw(it) for it, _ in cases]
    record = runs.new_record(items_path="kb", raw_items=raw, model={"name": "toy", "path": "toy"}, method="generate",
                             prompt_format=adapter.prompt_record(), settings={"ask_reason": True}, benchmark=benchmark)
    runs.open_run(out, record, raw)
    with runs.PredictionWriter(out / runs.PREDICTIONS_FILE) as writer:
        for item, tier1 in cases:
            gen = _Gen(item, tier1)
            first = [gen.answer(q) for q in st.first_questions(item)]
            asked = adapter.asked(item, first)
            writer.write(adapter.prediction(item, first + [gen.answer(q) for q in asked[len(first):]]))
    return out


def test_ask_reason_prompts_and_records_the_reason():
    item = kb_item("read_by_unplugged_lamp")
    adapter = st.StoryAdapter("causal", "generate", ask_reason=True)
    first = adapter.requests(item)
    assert "a short reason" in first[0].prompt and first[0].max_new_tokens >= 64
    assert "short reason" not in first[1].prompt  # tier 2 asks for the letter only
    assert adapter.prompt_record()["ask_reason"] is True
    with pytest.raises(Exception, match="--ask-reason needs --method generate"):
        st.StoryAdapter("causal", "loglik", ask_reason=True)
    gen = _Gen(item, "No, because in sentence 3 the lamp has no power.")
    answers = [gen.answer(q) for q in st.first_questions(item)]
    answers += [gen.answer(q) for q in adapter.asked(item, answers)[len(answers):]]
    pred = adapter.prediction(item, answers)
    assert pred["tier1"]["value"] is False and pred["reason"] == "because in sentence 3 the lamp has no power."


def test_diff_explain_and_report_count_right_answers_with_a_wrong_reason(tmp_path):
    from probes import benchmarks
    from probes.benchmarks.stories.analysis import diff_story_run, explain_story_item
    from probes.report import build_report

    cases = [(kb_item("read_by_unplugged_lamp"), "No, because the lamp in sentence 3 is unplugged."),  # right
             (kb_item("call_with_shattered_phone"), "No. In sentence 1 Ann is asleep."),  # right answer, wrong reason
             (kb_item("socks_washed_yet_dirty"), "No, it is strange."),  # names nothing
             (kb_item("milk_from_open_fridge"), "Yes, nothing is wrong.")]  # plausible, said plausible: not checked
    run = _write_reason_run(tmp_path / "run", "gita", cases)
    d = diff_story_run(run, "gita")
    r = d.summary["reasons"]
    assert (r["with_reason"], r["right"], r["wrong"], r["no_claim"]) == (3, 1, 1, 1)
    assert r["correct_answers"] == 3 and r["correct_with_wrong_reason"] == 1
    assert r["examples"] == ["call_with_shattered_phone"] and r["wrong_entity"] == 1
    assert any("right answers with a wrong reason" in t.header for t in d.tables)
    e = explain_story_item(run, "call_with_shattered_phone")
    assert "stated reason: \"In sentence 1 Ann is asleep.\" -> wrong" in e.text
    assert e.extra["reason"]["verdict"] == "wrong" and e.extra["reason"]["conflict"]["source"] == "solver"
    res = build_report([run], tmp_path / "report", progress=False)
    md = res.markdown.read_text(encoding="utf-8")
    assert "#### Stated reasons" in md and "call_with_shattered_phone (right answer): stated reason" in md
    assert benchmarks.get("gita").diff(run).summary["reasons"]["correct_with_wrong_reason"] == 1


def test_trip_pairs_check_the_reason_against_the_implausible_story(tmp_path):
    from probes.benchmarks.stories.analysis import diff_story_run

    pair = kb_pair("bread")
    implausible = next(s for s in pair.stories if not s.plausible)
    plausible_letter = "AB"[next(k for k, s in enumerate(pair.stories) if s.plausible)]
    run = _write_reason_run(tmp_path / "run", "trip", [
        (pair, f"{plausible_letter}, because in sentence {implausible.breakpoint + 1} of the other story the bread "
               "is already in pieces.")])
    r = diff_story_run(run, "trip").summary["reasons"]
    assert (r["with_reason"], r["right"], r["correct_answers"], r["correct_with_wrong_reason"]) == (1, 1, 1, 0)
    record = json.loads((run / runs.PREDICTIONS_FILE).read_text().splitlines()[0])
    assert record["reason"].startswith("because in sentence")
    adapter = st.StoryAdapter("causal", "generate", ask_reason=True)
    gen = _Gen(pair, f"{plausible_letter}. Story {plausible_letter}\nThe other story breaks at sentence 2.")
    first = [gen.answer(q) for q in st.first_questions(pair)]
    pred = adapter.prediction(pair, first + [gen.answer(q) for q in adapter.asked(pair, first)[len(first):]])
    assert pred["reason"] == "The other story breaks at sentence 2."  # the echoed option is no part of it
