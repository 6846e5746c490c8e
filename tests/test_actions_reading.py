"""Reading sentences into actions: pronouns, what is not understood, agreement on a small annotated story
of our own, text-only stories checked through their actions, and the release figures (TRIP, GITA)."""
from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from solver.actions.agreement import agreement
from solver.stories.check import check_with_derived
from solver.actions.propose import annotate_stories
from solver.actions.reader import read_story
from solver.paths import KB_DIR
from solver.states.loaders import load_project_stories
from solver.states.model import StateLabel, Story

DATA = Path(os.environ.get("PHYSKB_TEST_DATA", Path(__file__).resolve().parent.parent.parent / "shared" / "data"))


def _data(*parts: str) -> Path:
    path = DATA.joinpath(*parts)
    if not path.exists():
        pytest.fail(f"release data missing: {path} (expected ../shared/data beside the project, or PHYSKB_TEST_DATA)")
    return path


def test_pronouns_refer_to_the_last_thing_and_person():
    r = read_story(["Tom took the cup from the shelf.", "He washed it.", "Then he put it on the table."],
                   ["Tom", "cup", "shelf", "table"], ["Tom"])
    wash = next(x for x in r.readings if x.action == "wash")
    assert wash.fillers == {"actor": ["Tom"], "obj": ["cup"]}
    put = next(x for x in r.readings if x.action == "put_on")
    assert put.fillers["obj"] == ["cup"] and put.fillers["dest"] == ["table"]


def test_italian_clitic_pronoun_before_the_verb():
    r = read_story(["Anna ha preso la mela.", "Poi l'ha mangiata."])
    eat = next(x for x in r.readings if x.action == "eat")
    assert eat.fillers == {"actor": ["Anna"], "obj": ["mela"]}


def test_definite_noun_phrase_resolves_to_the_listed_entity():
    r = read_story(["Ann put the blue mug on the counter."], ["Ann", "mug", "kitchen counter"], ["Ann"])
    assert r.readings[0].fillers["obj"] == ["mug"] and r.readings[0].fillers["dest"] == ["kitchen counter"]


@pytest.mark.parametrize("sentence, reason", [
    ("Tom did not open the door.", "negation"),
    ("Tom did not close the window.", "negation"),  # ("could not find his keys" is read: not at hand, as lost)
    ("Marco non ha aperto la porta.", "negation"),
    ("Tom admired the sunset.", "no pattern matches"),
    ("Giulia ha ammirato il tramonto.", "no pattern matches"),
])
def test_not_understood_is_reported_never_guessed(sentence, reason):
    r = read_story([sentence])
    assert not [x for x in r.readings if x.action != "describe"]
    assert r.not_understood and r.not_understood[0].reason == reason


def test_negated_clause_still_says_what_its_noun_phrases_describe():
    r = read_story(["Tom tried to fix the broken radio."], ["Tom", "radio"], ["Tom"])
    assert [x.action for x in r.readings] == ["describe"] and r.readings[0].described == [("radio", "broken")]


def _fixture_story() -> Story:
    # Our own small annotated story: what an annotator wrote (one label deliberately contradicts the lexicon).
    lab = StateLabel
    return Story(
        id="fixture", sentences=["Tom opened the fridge.", "Tom took the milk out of the fridge.", "Tom drank the milk."],
        entities=["Tom", "fridge", "milk"],
        states=[
            [lab("fridge", "open", False, True), lab("Tom", "conscious", True, True)],
            [lab("milk", "location", change="taken_out"), lab("fridge", "open", True, None),
             lab("fridge", "contain", False, None)],
            [lab("milk", "exist", True, False), lab("milk", "edible", True, None)],
        ], plausible=True)


def test_agreement_on_a_small_annotated_story():
    ag = agreement(annotate_stories([_fixture_story()]).values()).to_json()
    assert ag["stories"] == 1
    pre, eff = ag["preconditions"], ag["effects"]
    # open pre (s0, s1), conscious pre, fridge.contain pre (contradicted), milk.exist pre and the milk edible
    # (drink needs it so since issue 33: sour milk is not drunk): 5 of 6 judged right.
    assert (pre["human"], pre["judged"], pre["right"]) == (6, 6, 5)
    # open effect, conscious effect and the milk taken out are proposed and right; the milk's exist effect
    # is not proposed (drinking some milk does not use it up, and drink's own precondition on exist keeps
    # the defaults off that state).
    assert (eff["human"], eff["judged"], eff["right"]) == (4, 3, 3)
    assert [(c["entity"], c["attribute"], c["part"], c["rules"]) for c in ag["contradictions"]] == [
        ("fridge", "contain", "pre", ["action_precondition"])]


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_text_only_story_is_checked_from_its_actions(cli, tmp_path):
    story = tmp_path / "soup.txt"
    story.write_text("Ada put the soup in the freezer.\nAda closed the freezer.\nAda ate the soup.\n")
    code, out, err = cli("check-story", str(story), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert (result["plausible"], result["evidence"], result["breakpoint"]) == (False, 0, 2)
    assert "stored_must_come_out" in result["rules"]
    ok = tmp_path / "ok.json"
    ok.write_text(json.dumps({"id": "ok", "sentences": ["Ada opened the freezer.", "Ada took out the soup.",
                                                          "Ada heated the soup.", "Ada ate the soup."]}))
    code, out, err = cli("check-story", str(ok), "--json")
    assert code == 0 and json.loads(out)["plausible"], out + err


def test_annotate_cli_names_action_and_rule(cli, tmp_path):
    story = tmp_path / "s.txt"
    story.write_text("Lia turned off the lamp.\nLia read a book.\n")
    out_file = tmp_path / "s.json"
    code, out, err = cli("annotate", str(story), "--json", "--out", str(out_file))
    assert code == 0, err
    result = json.loads(out)
    props = result["stories"][0]["proposals"]
    assert {"sentence": 0, "entity": "lamp", "attribute": "running", "part": "post", "value": False,
            "action": "turn_off", "pattern": "turn off OBJ", "rule": "action_effect"} in props
    written = json.loads(out_file.read_text())
    assert written["id"] == "s" and len(written["states"]) == 2
    assert load_project_stories(out_file)[0].states[0]


def test_text_only_kb_stories_keep_their_expected_verdicts():
    stories = [s for s in load_project_stories(KB_DIR / "stories") if not any(s.states)]
    assert len(stories) >= 20
    assert {s.raw.get("language") for s in stories} == {"en", "it"}
    assert sum(1 for s in stories if s.plausible) >= 8 and sum(1 for s in stories if not s.plausible) >= 8
    results = check_with_derived(stories).results
    for s in stories:
        assert results[s.id].pair == s.gold_pair, s.id


def test_kb_stories_without_their_states_mostly_keep_their_verdict():
    stories = [s for s in load_project_stories(KB_DIR / "stories") if any(s.states)]
    with_states = check_with_derived(stories).results
    bare = check_with_derived([replace(s, states=[[] for _ in s.sentences]) for s in stories]).results
    same = sum(with_states[s.id].pair == bare[s.id].pair for s in stories)
    assert same >= 30, f"{same}/{len(stories)}"  # measured 30/33 (goal 90%: met)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_trip_implicit_and_curated_with_derived_states():
    from solver.states.loaders import load_trip

    implicit = load_trip(_data("trip", "implicit_dev_trip.json"))
    res = check_with_derived(implicit).results
    exact = sum(1 for s in implicit if s.plausible is False and res[s.id].pair == s.gold_pair)
    assert exact >= 41  # annotations alone: 5 of 77; 51 before issue 21 removed the rules fitted to dev stories
    # (42 -> 41 when scene_state went: "it was dark" does not say the lamp is off)
    flagged = [s.id for s in implicit if s.plausible and not res[s.id].plausible]
    assert len(flagged) <= 2, flagged  # both with a named annotation anomaly (validate trip lists them)
    curated = load_trip(_data("trip", "dev_curated_trip.json"))
    res = check_with_derived(curated).results
    assert sum(1 for s in curated if s.plausible is False and res[s.id].pair == s.gold_pair) >= 156
    assert [s.id for s in curated if s.plausible and not res[s.id].plausible] == ["dev_301-1"]


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_trip_curated_annotation_agreement_goals():
    from solver.states.loaders import load_trip

    stories = load_trip(_data("trip", "dev_curated_trip.json"))
    ag = agreement(annotate_stories(stories).values()).to_json()
    assert ag["effects"]["precision"] >= 0.85 and ag["effects"]["recall"] >= 0.6
    assert ag["preconditions"]["precision"] >= 0.8 and ag["preconditions"]["recall"] >= 0.5


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_gita_with_derived_states():
    from solver.states.loaders import load_gita
    from solver.states.validate import validate

    stories = load_gita(_data("gita", "GITA_test.json"))
    report = validate(stories, "gita", results=check_with_derived(stories).results).summary
    assert report["exact_pair"] >= 179 and report["plausible_flagged_without_anomaly"] == 0


def test_a_manner_adverb_after_the_object_is_not_part_of_its_name():
    # "sold the bike cheaply": the bike, not "bike cheaply"; a place adverb ("went upstairs") stays readable
    r = read_story(["Leo sold his red bike cheaply.", "Leo rode his red bike to the lake."])
    sold = next(x for x in r.readings if x.sentence == 0)
    assert sold.fillers["obj"] == ["red bike"], r.readings
    found = check_with_derived([Story(id="s", sentences=["Leo sold his red bike cheaply.",
                                                         "Leo rode his red bike to the lake."],
                                      states=[[], []])]).results
    assert found["s"].pair == (0, 1), found["s"].trace


def test_an_adverb_on_a_preposition_belongs_to_neither_noun():
    # "straight from the carton", "right into the drawer": the object and the role keep their own names
    r = read_story(["I drank the last of the juice straight from the carton.", "Kim put the keys right into the box."])
    drink, put = r.readings[0], r.readings[1]
    assert drink.fillers["obj"] == ["juice"] and drink.fillers["src"] == ["carton"] and "obj" in drink.all_of
    assert put.fillers["obj"] == ["keys"] and put.fillers["dest"] == ["box"]


def test_a_fronted_time_phrase_is_no_part_of_the_subject():
    # "After the party, the box stayed locked": the box, not "box party"
    r = read_story(["After the party, the box stayed locked."])
    assert r.readings[0].action == "stays_locked" and r.readings[0].fillers["obj"] == ["box"], r.readings


def test_what_a_vehicle_does_is_not_its_passengers_action():
    # "the bus left": the bus, not the person named before, left (no trip of hers from anywhere)
    r = read_story(["Mara was going to Turin.",
                    "Mara forgot to charge her tablet, so by the time the bus left its battery was flat.",
                    "Then Mara left the station."])
    leaves = [x for x in r.readings if x.action == "leave"]
    assert [x.sentence for x in leaves] == [2], r.readings


def test_a_verb_the_small_parser_takes_for_a_noun_after_a_name_is_read():
    # the small pipeline tags "prints" as a noun here ("Amy prints" as a compound name): a verbless sentence
    # opening with a name is parsed again with the name told as a pronoun, the name kept
    r = read_story(["Amy prints her gym pass."])
    assert [(x.action, x.fillers.get("actor"), x.fillers.get("obj")) for x in r.readings] == \
        [("print", ["Amy"], ["gym pass"])], r.readings


def test_italian_description_names_its_thing_and_lo_stands_for_it():
    # "era" is no thing described; "lo" after a description is the thing described; "fare la spesa" is an errand
    r = read_story(["Il cassetto era vuoto.", "Bea è andata a fare la spesa e lo ha riempito."])
    described = [d for x in r.readings if x.action == "describe" for d in x.described]
    assert described and described[0][0] == "cassetto", r.readings
    fills = [x for x in r.readings if x.action == "fill"]
    assert fills and fills[0].fillers["obj"] == ["cassetto"], r.readings


def test_a_thing_taken_out_of_the_fridge_is_cold():
    from solver.stories.check import check_with_derived
    from solver.states.model import Story

    bad = ["Ugo took the butter out of the fridge.", "Ugo sat down.", "The butter was hot."]
    found = check_with_derived([Story(id="s", sentences=bad, states=[[] for _ in bad])]).results["s"]
    assert found.pair == (0, 2), found.trace
