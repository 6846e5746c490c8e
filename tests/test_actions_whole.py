"""whole_when_used (rules/actions_link.lp): a thing in pieces cannot be used as one whole until mended."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story
from solver.stories.check import check_with_derived
from text_stories import text_story


@pytest.mark.parametrize("sentences, pair", [
    (["Nico smashed the old lamp with a bat.", "Nico ate lunch.", "Nico hung the lamp over the table."], (0, 2)),
    (["Chop the broom handle into short sticks.", "Wash the floor.", "Screw the broom handle onto the brush."], (0, 2)),
    (["Ho fracassato il quadro del nonno.", "Ho bevuto un tè.", "Ho appeso il quadro in salotto."], (0, 2)),
])
def test_a_thing_in_pieces_is_not_used_as_one_whole(sentences, pair):
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair == pair, found.trace
    assert "whole_when_used" in found.rules


@pytest.mark.parametrize("sentences", [
    ["Nico took the shelf apart.", "Nico put the shelf together again.", "Nico hung the shelf in the hall."],
    ["Nico cut the melon into slices.", "Nico put the melon on a plate."],
    ["John cut down the old pine.", "John tied the pine to the trailer."],
])
def test_mended_or_merely_handled_pieces_are_no_conflict(sentences):
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair is None, found.trace


def test_felling_a_tree_is_no_cutting_into_pieces():
    r = read_story(["John cut down the old pine."])
    assert [x.action for x in r.readings] == ["fell"], r.readings
