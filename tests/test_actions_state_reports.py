"""Reports of what became of a thing (kb/actions/reports.lp, solver/actions/reader/state_reports.py): a clause with a
thing as subject that tells its new state is read as an observation of that state. Sentences are our own."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story


def _readings(sentences: list[str]) -> list[tuple[int, str, tuple[str, ...]]]:
    story = read_story(sentences, lang="en")
    return [(r.sentence, r.action, tuple(r.fillers.get("obj", []))) for r in story.readings]


def _action_on(sentences: list[str], sentence: int) -> dict[str, tuple[str, ...]]:
    return {action: obj for t, action, obj in _readings(sentences) if t == sentence}


@pytest.mark.parametrize("verb", ["splintered", "burst", "crumbled", "ripped"])
def test_a_verb_of_coming_apart_breaks_its_subject_by_wordnet(verb):
    found = _action_on(["Lena bought a clay pot.", f"The clay pot {verb} in the frost."], 1)
    assert found.get("break") == ("clay pot",), found


def test_a_verb_the_kb_marks_reports_nothing_and_an_evaporated_liquid_is_gone():
    assert not _action_on(["Ada stirred the tea.", "The sugar dissolved."], 1)
    assert _action_on(["The puddle of water evaporated."], 0).get("use_up")


def test_a_person_subject_is_no_report():
    found = _action_on(["The old man crumbled a biscuit."], 0)
    assert "break" not in found and "is_broken" not in found


def test_a_battery_report_is_about_the_device_that_owns_it():
    found = _action_on(["Ivo packed his tablet.", "By the evening its battery was flat."], 1)
    assert found.get("depowered") == ("tablet",), found
    found = _action_on(["The radio's battery was dead."], 0)
    assert found.get("depowered") == ("radio",), found
    found = _action_on(["The battery of the drill was flat."], 0)
    assert found.get("depowered") == ("drill",), found


def test_a_lid_that_will_not_come_off_keeps_its_container_shut():
    found = _action_on(["Mara opened a new jar of jam.", "The next day the lid would not come off."], 1)
    assert len(found.get("stays_shut", ())) == 1 and "jar" in found["stays_shut"][0], found


def test_a_fuse_that_blew_and_a_room_that_went_dark_are_power_cuts():
    assert "power_out" in _action_on(["A fuse blew."], 0)
    assert "power_out" in _action_on(["Suddenly the whole office went dark."], 0)
    assert "power_back" in _action_on(["A fuse blew.", "Dad replaced the fuse."], 1)


def test_a_device_that_went_dead_has_no_power():
    assert _action_on(["The radio went dead."], 0).get("depowered") == ("radio",)


def test_a_liquid_that_drained_out_of_a_vessel_leaves_it_empty():
    found = _action_on(["Oli filled the sink with soapy water.", "All the water drained out of the sink."], 1)
    assert found.get("empty") == ("sink",), found


def test_a_stain_left_on_a_thing_dirties_it():
    found = {t: (a, r) for t, a, r in _readings(["The gravy left a stain on the apron."])}
    story = read_story(["The gravy left a stain on the apron."], lang="en")
    assert [r.fillers.get("dest") for r in story.readings if r.action == "dirty_with"] == [["apron"]], found


def test_a_thing_stolen_is_lost_in_both_voices():
    assert _action_on(["My wallet was stolen on the bus."], 0).get("lose") == ("wallet",)
    assert _action_on(["A thief stole the laptop."], 0).get("lose") == ("laptop",)


def test_a_liquid_that_froze_or_is_ice_is_solid():
    assert _action_on(["Overnight the puddle had frozen solid."], 0).get("freeze") == ("puddle",)
    story = read_story(["In the morning the juice was a block of ice."], lang="en")
    assert ("juice", "frozen") in [d for r in story.readings for d in r.described]


def test_the_report_laws_flag_a_later_use_and_accept_a_repair():
    from solver.states.model import Story
    from solver.stories.check import check_with_derived

    def story(sid: str, sentences: list[str]) -> Story:
        return Story(id=sid, sentences=sentences, states=[], plausible=None, raw={"id": sid, "sentences": sentences})

    broken = story("r1", ["Ugo bought a desk lamp.", "The desk lamp's battery was flat.", "Ugo switched on the desk lamp."])
    charged = story("r2", ["Ugo bought a desk lamp.", "The desk lamp's battery was flat.", "Ugo charged the battery.",
                           "Ugo switched on the desk lamp."])
    results = check_with_derived([broken, charged]).results
    assert results["r1"].pair == (1, 2)
    assert results["r2"].plausible
