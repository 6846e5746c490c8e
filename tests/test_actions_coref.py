"""Which thing a noun phrase names when a story has two of one kind (issue 21, round 4): "a new one",
"another one", "a sharp knife" after "the old knife", "a fresh loaf of bread" after "the stale bread" each
introduce a thing of their own, and a later bare "the X" names the newest; a thing got back in a sentence
is at hand again in that sentence; "came back home" is travel home, not to someone else's house. Our own
sentences, each implausible story beside a plausible near miss."""
from __future__ import annotations

from solver.actions.reader import read_story
from text_stories import check_texts


def _fillers(sentences: list[str]) -> list[tuple[str, dict]]:
    return [(r.action, r.fillers) for r in read_story(sentences).readings]


def test_a_new_one_is_a_thing_of_its_own_of_the_kind_named_last():
    reading = read_story(["Mia sold her old bike and bought a new one.", "Mia rode the bike to school."])
    assert ("new bike", "old bike") in reading.another_of
    assert reading.readings[-1].fillers["obj"] == ["new bike"]


def test_another_one_stands_for_the_thing_acted_on_not_a_place_named_after_it():
    reading = read_story(["I lost my scarf on the train, so I bought another one."])
    assert ("another scarf", "scarf") in reading.another_of


def test_one_never_stands_for_a_time_or_an_event():
    reading = read_story(["The cups were dirty and we had no time, so Eva took a clean one from the cupboard."])
    assert not any(new.endswith("time") for new, _ in reading.another_of)


def test_an_indefinite_phrase_with_a_new_describing_word_is_another_thing():
    reading = read_story(["Eli dropped the glass jug.", "Eli took a metal jug from the shelf.",
                          "Eli filled the jug with water."])
    assert ("metal jug", "glass jug") in reading.another_of
    assert reading.readings[-1].fillers["obj"] == ["metal jug"]


def test_an_indefinite_phrase_with_the_same_words_is_not_another_thing():
    reading = read_story(["Eli used the glass jug.", "Later Eli washed a glass jug."])
    assert reading.another_of == []


def test_a_new_measure_of_a_kind_named_before_is_a_new_supply_of_that_kind():
    reading = read_story(["Ben threw the mouldy cheese away.", "Ben bought a fresh piece of cheese.",
                          "Ben grated the cheese."])
    # "mouldy" is a state the reader reads off the name (the cheese, described mouldy): the new piece is another
    assert ("fresh cheese", "cheese") in reading.another_of
    assert reading.readings[-1].fillers["obj"] == ["fresh cheese"]


def test_back_home_is_going_home_and_another_persons_house_is_not_home():
    assert _fillers(["Dan got back home."])[0][0] == "go"
    found = _fillers(["Dan drove to his uncle's house.", "Dan came back home."])
    assert found[1] == ("go", {"actor": ["Dan"], "to": ["home"]})
    assert _fillers(["Dan left the house.", "Dan came back home."])[1][1]["to"] == ["house"]


def test_stories():
    found = check_texts({
        "new_one": ["Rita gave away her old sofa and ordered a new one.", "Rita sat on the sofa all evening."],
        "old_one": ["Rita gave away her old sofa and ordered a new one.", "Rita sat on the old sofa all evening."],
        "other_bowl": ["Tom dropped the china bowl and it shattered.", "Tom took a steel bowl from the shelf.",
                       "Tom poured the soup into the bowl."],
        "same_bowl": ["Tom dropped the china bowl and it shattered.", "Tom took a steel bowl from the shelf.",
                      "Tom poured the soup into the china bowl."],
        "given_back": ["Ada lent her bike to Luca.", "When Luca brought it back, Ada locked the bike in the shed."],
        "not_back": ["Ada lent her bike to Luca.", "Ada locked the bike in the shed."],
        "at_aunts": ["Dan left his guitar at his aunt's house.", "Dan came back home.", "Dan played the guitar in his room."],
        "took_it": ["Dan took his guitar to his aunt's house.", "Dan came back home with the guitar.",
                    "Dan played the guitar in his room."],
    })
    assert found["new_one"].plausible
    assert found["old_one"].pair == (0, 1)
    assert found["other_bowl"].plausible
    assert found["same_bowl"].pair == (0, 2)
    assert found["given_back"].plausible
    assert found["not_back"].pair == (0, 1)
    assert found["at_aunts"].pair == (0, 2)
    assert found["took_it"].plausible


def test_a_container_bought_new_after_all_of_a_thing_was_used_holds_a_new_supply_of_it():
    reading = read_story(["We ate all the yoghurt.", "Dad bought a new pack.", "We ate the yoghurt."])
    assert ("new yoghurt", "yoghurt") in reading.another_of
    assert reading.readings[-1].fillers["obj"] == ["new yoghurt"]
    # its contents named ("a new pack of biscuits"): no new yoghurt
    named = read_story(["We ate all the yoghurt.", "Dad bought a new pack of biscuits.", "We ate the yoghurt."])
    assert not any(old == "yoghurt" for _, old in named.another_of)
    italian = read_story(["Abbiamo bevuto tutto il succo.", "Il nonno ha comprato una bottiglia nuova.",
                          "Abbiamo bevuto il succo a merenda."])
    assert ("succo nuovo", "succo") in italian.another_of


def test_supply_stories():
    found = check_texts({
        "restocked": ["Lia drank all the juice.", "Lia bought a new bottle.", "Lia drank the juice with lunch."],
        "not_restocked": ["Lia drank all the juice.", "Lia bought a new bottle of water.", "Lia drank the juice with lunch."],
    })
    assert found["restocked"].plausible
    assert found["not_restocked"].pair == (0, 2)
