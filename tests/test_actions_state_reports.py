"""Reports of what became of a thing (kb/actions/reports.lp, solver/actions/state_reports.py): a clause with a
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


def test_a_person_subject_is_no_report():
    found = _action_on(["The old man crumbled a biscuit."], 0)
    assert "break" not in found and "is_broken" not in found


def test_a_lid_that_will_not_come_off_keeps_its_container_shut():
    found = _action_on(["Mara opened a new jar of jam.", "The next day the lid would not come off."], 1)
    assert len(found.get("stays_shut", ())) == 1 and "jar" in found["stays_shut"][0], found