"""needs_its_battery (rules/actions_link.lp) and the reading of a device out of what it runs on."""
from __future__ import annotations

import pytest

from solver.stories.check import check_with_derived
from text_stories import text_story


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.parametrize("sentences, pair", [
    (["Kim took the battery out of the torch.", "Kim went to the cellar.", "Kim lit the stairs with the torch."], (0, 2)),
    (["Remove the battery from the saw.", "Sweep the yard.", "Cut the plank with the saw."], (0, 2)),
    (["Togli la batteria dal trapano.", "Lava le tazze.", "Fai un foro nel muro con il trapano."], (0, 2)),
])
def test_a_device_without_its_battery_does_not_work(sentences, pair):
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair == pair, found.trace
    assert "needs_its_battery" in found.rules


def test_a_battery_put_back_makes_it_work_again():
    sentences = ["Kim took the battery out of the saw.", "Kim charged the battery.",
                 "Kim put the battery into the saw.", "Kim cut the plank with the saw."]
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair is None, found.trace


@pytest.mark.parametrize("sentences", [
    ["The office printer is out of toner.", "Lea drank some tea.", "Lea printed the invoice."],
    ["The copier has run out of toner.", "Lea copied the form."],
    ["La stampante è rimasta senza inchiostro.", "Lea ha stampato la fattura."],
])
def test_a_device_out_of_ink_or_toner_does_not_work(sentences):
    found = check_with_derived([text_story(sentences)]).results["s"]
    assert found.pair is not None, found.trace
