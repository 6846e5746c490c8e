"""Cross-sentence laws of round 3 (laws3): a single stock used up, things left at another place, things
stolen; our own sentences, English and Italian, each implausible story with a plausible near miss."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story
from solver.states.model import Story
from solver.stories.check import check_with_derived
from text_stories import check_texts


def _pairs(stories: dict[str, list[str]]) -> dict[str, object]:
    found = check_texts(stories)
    return {k: r.pair for k, r in found.items()}


def test_only_and_single_name_the_last_of_a_kind_and_a_later_one_is_a_second():
    reading = read_story(["Ivo had a single spoon.", "Ivo stirred the soup with the spoon.",
                          "Ivo dipped a spoon in the honey."])
    assert reading.named_as_last == ["spoon"]
    assert ("another spoon", "spoon") in reading.another_of


def test_a_thing_there_is_only_one_of_is_named_by_the_existential_clause():
    reading = read_story(["There was only one lemon in the bowl.", "Mia squeezed a lemon over the fish."])
    assert "lemon" in reading.named_as_last
    assert any(new == "another lemon" for new, _ in reading.another_of)


def test_italian_indefinite_after_the_last_one_is_a_second_one():
    reading = read_story(["Prendi l'ultimo tovagliolo dal cassetto.", "Prendi un tovagliolo dal cassetto."])
    # the second one is a thing of its own, named in Italian order ("tovagliolo altro")
    assert [earlier for _, earlier in reading.another_of] == ["tovagliolo"]
    assert reading.another_of[0][0] != "tovagliolo"


STOCK_CASES = [
    # (name, implausible story, its pair, plausible near miss)
    ("dish_takes_its_egg", ["Nico had only one egg.", "Nico made a frittata for lunch.", "Nico fried an egg for dinner."],
     (1, 2), ["Nico had only one egg.", "Nico made a frittata for lunch.", "Nico bought six eggs.",
              "Nico fried an egg for dinner."]),
    ("mailing_takes_its_stamp", ["Ines had a single stamp.", "Ines mailed a parcel to her son.",
                                 "Ines stuck a stamp on the envelope."],
     (1, 2), ["Ines had a single stamp.", "Ines handed a parcel to her son.", "Ines stuck a stamp on the envelope."]),
    ("lighting_takes_its_match", ["There was one last match in the box.", "Omar lit the fire.", "Omar lit a match."],
     (1, 2), ["There was one last match in the box.", "Omar lit the fire with a lighter.", "Omar lit a match."]),
    ("the_only_spare_one_used", ["Put the only spare fuse in the kettle plug.", "Wipe the counter.",
                                 "Put a spare fuse in the toaster plug."],
     (0, 2), ["Put the only spare fuse in the kettle plug.", "Buy new fuses at the shop.",
              "Put a spare fuse in the toaster plug."]),
]


@pytest.mark.parametrize("name,story,pair,near", STOCK_CASES, ids=[c[0] for c in STOCK_CASES])
def test_single_stock_used_up(name, story, pair, near):
    found = _pairs({"bad": story, "near": near})
    assert found["bad"] == pair
    assert found["near"] is None


def test_none_left_switched_off_finds_no_conflict():
    story = ["Nico had only one egg.", "Nico made a frittata for lunch.", "Nico fried an egg for dinner."]
    found = check_with_derived([Story(id="s", sentences=story, states=[[], [], []])],
                               disabled=("none_left",)).results
    assert found["s"].plausible


def test_a_thing_left_at_another_place_is_the_evidence_and_fetching_it_brings_it_along():
    found = _pairs({
        "left": ["Vera left her gloves at the cinema.", "Vera walked home.", "Vera put on her gloves."],
        "fetched": ["Vera left her gloves at the cinema.", "Vera went back to the cinema.", "Vera picked up her gloves.",
                    "Vera walked home.", "Vera put on her gloves."],
    })
    assert found["left"] == (0, 2)
    assert found["fetched"] is None


def test_a_stolen_thing_is_out_of_hand_until_found():
    # an outsider's theft is read as its agentless passive: the scooter is lost to Karl (en_uses' reading)
    assert [r.action for r in read_story(["Someone stole Karl's scooter."]).readings] in (["steal"], ["lose"])
    assert [r.action for r in read_story(["Ida stole Karl's scooter."]).readings] in (["steal"], ["pick_up"])  # she has it now
    found = _pairs({
        "stolen": ["Someone stole Karl's scooter.", "Karl took the bus.", "Karl rode his scooter to school."],
        "found": ["Someone stole Karl's scooter.", "The police found the scooter.", "Karl rode his scooter to school."],
        "stolen_it": ["Ieri hanno rubato la moto di Carlo.", "Carlo ha preso il treno.", "Carlo ha guidato la moto."],
    })
    assert found["stolen"] == (0, 2)
    assert found["found"] is None
    assert found["stolen_it"] == (0, 2)


def test_only_one_used_of_several_is_no_last_one():
    """"only" in a use ("used only one egg") restricts the use; in a clause of having ("had only one egg") or
    after "the" / a possessive ("the only spare bulb") it names the one there is."""
    assert read_story(["Use only one egg for the omelette.", "Boil an egg for lunch."]).named_as_last == []
    assert read_story(["Mo had only one pear left.", "Mo ate the pear."]).named_as_last == ["pear"]
    found = _pairs({"several": ["Use only one egg for the omelette.", "Wash the pan.", "Boil an egg for lunch."]})
    assert found["several"] is None
