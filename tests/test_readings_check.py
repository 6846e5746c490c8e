"""check-story --readings, and the laws of the vocabulary's new records witnessed by our own reading stories."""
from __future__ import annotations

import json

import pytest

from solver.logic.catalogue import declared_in
from solver.paths import KB_DIR
from solver.readings import law_stories
from solver.readings.check import check_readings, load_readings, score
from solver.states.solve import find_conflicts

READINGS = KB_DIR / "stories" / "readings"
NEW_LAW_FILES = ("states_domain_places.lp", "states_domain_holders.lp", "states_domain_locks.lp",
                 "states_domain_quantity.lp", "states_domain_part_of.lp", "states_domain_areas.lp", "states_domain_time.lp",
                 "states_conflicts.lp")


def _checked():
    loaded = load_readings(READINGS)
    return loaded, check_readings([(item.story, item.data) for item in loaded], [item.where for item in loaded])


def test_own_reading_stories_all_pass():
    loaded, checked = _checked()
    gold = {item.story.id: item.story for item in loaded}
    figures = score(checked, gold)
    assert figures["invalid_readings"] == []
    assert figures["exact_pair"] == figures["implausible"] >= 40
    assert figures["plausible_flagged"] == 0 and figures["plausible"] >= 40
    langs = {item.data["lang"] for item in loaded}
    assert langs == {"en", "it"}


def test_files_are_what_the_generator_writes():
    for name in law_stories.CONSTRUCTIONS:
        on_disk = json.loads((READINGS / f"{name}.json").read_text(encoding="utf-8"))
        assert on_disk == law_stories.stories_of(name), f"rerun: python -m solver.readings.law_stories ({name})"


WITNESSES = {  # each law of the new records and the construction whose stories witness it
    "place_told": "went_away", "present_at_place": "went_away", "acts_where_things_are": "went_away",
    "holder_told": "lent_away", "with_someone_else": "lent_away", "key_at_hand": "key_lost",
    "lock_told": "locked_opened", "locked_stays_shut": "locked_opened", "quantity_told": "last_one",
    "none_left_to_use": "last_one", "broken_part_stops_whole": "broken_part",
    "area_state_holds_within": "area_power", "heat_fades_with_time": "cooled",
    "holder_needed": "left_behind", "unheld_thing_taken_up": "left_behind", "part_goes_with_whole": "part_off",
    "need_brought_about_there": "opened_here",
}


@pytest.mark.parametrize("rule", sorted(WITNESSES))
def test_each_new_law_is_witnessed(rule):
    """Switching a law off changes the verdict on at least one story of its construction (no dead weight)."""
    assert rule in declared_in(NEW_LAW_FILES, switchable=True)
    loaded = load_readings(READINGS / f"{WITNESSES[rule]}.json")
    checked = check_readings([(item.story, item.data) for item in loaded])
    stories = list(checked.stories.values())
    on = find_conflicts(stories)
    off = find_conflicts(stories, disabled=[rule])
    assert all((r.plausible, r.pair) == (not s.gold_pair, s.gold_pair) for s, r in zip(stories, on.values()))
    assert any((on[s].plausible, on[s].pair) != (off[s].plausible, off[s].pair) for s in on), rule


def test_check_story_readings_command(physkb, tmp_path):
    code, out, err = physkb("check-story", "--readings", str(READINGS / "lent_away.json"))
    assert code == 0, err
    assert "lent_away_en_0_implausible: implausible: sentence 0 -> sentence 1 (expected 0 -> 1)" in out
    assert "with_someone_else" in out and "plausible flagged 0/" in out
    # JSON lines, checked against stories given apart (text and gold from the story file)
    lines = tmp_path / "answers.jsonl"
    lines.write_text("\n".join(json.dumps(rec["reading"]) for rec in json.loads((READINGS / "key_given.json").read_text())))
    stories = tmp_path / "stories.json"
    stories.write_text(json.dumps([{k: v for k, v in rec.items() if k != "reading"}
                                   for rec in json.loads((READINGS / "key_given.json").read_text())]))
    code, out, err = physkb("check-story", "--readings", str(lines), str(stories), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["figures"]["exact_pair"] == result["figures"]["implausible"] > 0


def test_invalid_reading_is_reported_not_dropped(physkb, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"story": "a", "sentences": [{"sentence": 0, "states": [{"entity": "jar", "attribute": "opn"}]}]},
                               {"story": "b", "people": ["Tom"], "sentences": [{"sentence": 0, "text": "Tom slept."}]}]))
    code, out, err = physkb("check-story", "--readings", str(bad))
    assert code == 1
    assert "a: reading error: story a, sentence 0, states[0].attribute" in out and "a: not checked" in out
    assert "b: plausible" in out and "1 reading(s) do not validate" in err
    code, out, err = physkb("check-story", "--readings", str(tmp_path / "missing.json"))
    assert code == 1 and "missing.json" in err
