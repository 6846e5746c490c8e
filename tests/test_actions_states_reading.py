"""The embedded reader on physical states, locks with keys and power (issue 33): a thing whose name tells its
state ("the ice cubes"), thawing, a lock turned or found locked read into the vocabulary's lock record, the one
key of a story and who has it, a device told on by what it gives off ("by the light of the lamp"), and
chat-style sentences. Sentences are our own, never from a dev or held-out story."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story
from solver.actions.reader.chat_style import as_written
from solver.states.model import Story
from solver.stories.check import check_with_derived

# story id -> (sentences, the conflict pair, or None for a story with no conflict)
STORIES = {
    "ice": (["The ice cubes melted in the sun.", "Jack put the ice cubes in his drink."], (0, 1)),
    "ice-frozen-again": (["The ice cubes melted in the sun.", "Jack froze the ice cubes again.",
                          "Jack put the ice cubes in his drink."], None),
    "thawed-chicken": (["Rosa thawed the chicken in the fridge.", "Rosa cut the chicken into strips."], None),
    "only-key-away": (["Anna locked the shed and took the only key to work.",
                       "Her son opened the shed door to get his bike."], (0, 1)),
    "key-holder-back": (["Anna locked the shed and took the only key to work.", "In the evening Anna came home.",
                         "Anna opened the shed."], None),
    "unlocked-first": (["Anna locked the shed.", "Her son unlocked the shed with the key.", "Her son opened the shed."],
                       None),
    "no-key-named": (["Anna locked the shed.", "Her son opened the shed."], None),
    "key-lost": (["Tom bolted the gate.", "Tom lost the only key.", "Mia opened the gate."], (1, 2)),
    "key-found": (["Tom bolted the gate.", "Tom lost the only key.", "Tom found the key under the mat.",
                   "Tom opened the gate."], None),
    "light-of-lamp": (["Step 1: switch off the lamp.", "Step 2: unplug the lamp.",
                       "Step 3: read a book by the light of the lamp."], (1, 2)),
    "lamp-back-on": (["Tom unplugged the lamp.", "Tom plugged in the lamp again.", "Tom switched on the lamp.",
                      "Tom read a book by the light of the lamp."], None),
    "chat": (["anna locked the shed and took the only key to work", "her son opened the shed door to get his bike"],
             (0, 1)),
    "sour-milk": (["The milk went sour.", "Anna drank the milk."], (0, 1)),
    "code-not-known": (["The gate was padlocked and nobody knew the code.", "Marta pushed the gate open and drove through."],
                       (0, 1)),
    "safe-so-locked": (["Nobody could find the combination, so the old safe stayed locked.",
                        "That evening Ivo took the coins out of the safe."], (0, 1)),
    "key-down-the-drain": (["Paolo locked the front door and threw the only key down the drain.",
                            "His sister unlocked the front door an hour later."], (0, 1)),
    "battery-in-the-phone": (["The battery in my phone died on the way home.", "I called my mum on my phone from the bus."],
                             (0, 1)),
    "found-bolted": (["Anna found the gate bolted.", "Anna had lost the only key the day before.",
                      "Anna opened the gate and walked in."], (1, 2)),
    "found-unlocked": (["Anna found the gate unlocked.", "Anna had lost the only key the day before.",
                        "Anna opened the gate and walked in."], None),
    "mouldy": (["The bread was mouldy.", "Tom ate the bread."], (0, 1)),
    "key-in-her-apron": (["Grandma locked the cookie jar and hid the only key in her apron.", "Grandma went to the shops.",
                          "While she was gone, Max opened the cookie jar and ate three cookies."], (0, 2)),
    "key-in-his-pocket": (["Paolo locked the shed and put the only key in his pocket.", "Paolo opened the shed."], None),
    "mains-off": (["1. Switch off the main power at the fuse box.", "2. Vacuum the hall with the vacuum cleaner."], (0, 1)),
    "texted-on-a-dead-phone": (["My phone's battery was dead.", "I texted my sister from my phone."], (0, 1)),
    "unplugged-during": (["Mum unplugged the television during the storm.", "We watched a film on the television."],
                         (0, 1)),
}


@pytest.fixture(scope="module")
def verdicts() -> dict:
    stories = [Story(id=k, sentences=s, states=[[] for _ in s]) for k, (s, _) in STORIES.items()]
    return check_with_derived(stories).results


@pytest.mark.parametrize("story_id", sorted(STORIES))
def test_states_locks_and_power_are_read(verdicts: dict, story_id: str) -> None:
    _, pair = STORIES[story_id]
    result = verdicts[story_id]
    if pair is None:
        assert result.plausible, (story_id, result.explanation)
    else:
        assert result.pair == pair, (story_id, result.pair, result.explanation)


def test_a_thing_found_locked_is_read_as_locked() -> None:
    for verb in ("was", "stayed", "remained"):
        readings = read_story([f"The garage {verb} locked."], lang="en").readings
        assert [(r.action, r.fillers.get("obj")) for r in readings] == [("stays_locked", ["garage"])], verb


def test_thawing_is_read_as_thawing() -> None:
    readings = read_story(["The ice had thawed."], lang="en").readings
    assert [(r.action, r.fillers.get("obj")) for r in readings] == [("thaw", ["ice"])]


@pytest.mark.parametrize("typed, written", [
    ("anna locked the shed", "Anna locked the shed."),
    ("step 2 unplug the toaster", "Step 2 unplug the toaster."),
    ("The door was open.", "The door was open."),
    ("2. turn on the kettle", "2. turn on the kettle."),
    ("did he leave?", "Did he leave?"),
])
def test_a_chat_style_sentence_is_read_as_written(typed: str, written: str) -> None:
    assert as_written(typed) == written
