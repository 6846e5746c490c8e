"""Word lists and tables are stated once, as facts, and read through one loader."""
from __future__ import annotations

from pathlib import Path

import pytest

from solver.errors import DataError
from solver.logic.tables import facts_of
from solver.language import lexicon


def test_word_sets_lists_and_tables_come_from_the_facts():
    assert "toy" in lexicon.words("toy")
    assert lexicon.word_list("group_preposition")[:3] == ("into", "inside", "in")  # order kept: regex alternatives
    assert lexicon.word_pairs("singular")["mice"] == "mouse"
    assert lexicon.verb_forms()["threw"] == "throw"
    assert lexicon.class_verbs()["SitOn"] == ("sit on", "sitting on")
    assert lexicon.ordinals("it")["ultima"] == -1


def test_an_unknown_set_or_language_is_named():
    with pytest.raises(DataError, match="no word set 'nonesuch'"):
        lexicon.words("nonesuch")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        lexicon.words("toy", "fr")


def test_only_facts_are_read_from_a_rules_file(tmp_path: Path):
    program = tmp_path / "table.lp"
    program.write_text('colour(red; "dark blue").\nwarm(X) :- colour(X), hot(X).\n', encoding="utf-8")
    assert sorted(str(s.arguments[0]) for s in facts_of(program) if s.name == "colour") == ['"dark blue"', "red"]
    assert not [s for s in facts_of(program) if s.name == "warm"]


def test_a_missing_or_broken_file_is_a_data_error(tmp_path: Path):
    with pytest.raises(DataError, match="not found"):
        facts_of(tmp_path / "none.lp")
    bad = tmp_path / "bad.lp"
    bad.write_text("colour(red", encoding="utf-8")
    with pytest.raises(DataError, match="cannot parse"):
        facts_of(bad)


def test_the_label_table_and_coat_domains_are_read_from_the_logic():
    from solver.coat.records import DOMAINS, VARIABLES
    from solver.states.model import LABEL_TABLE, LOCATION_CHANGES

    assert LABEL_TABLE[3] == (True, False) and LABEL_TABLE[0] == (None, None)
    assert list(LOCATION_CHANGES) == ["location", "h_location"] and LOCATION_CHANGES["h_location"][2] == "moves"
    assert tuple(DOMAINS) == VARIABLES and DOMAINS["temperature"] == ("Cold", "RoomTemp", "Hot")
