"""The location change an action makes depends on what it moves and where from (rule action_moves):
a thing set on furniture is put down and only a garment is put on (worn); a thing taken from furniture
or a room that holds nothing inside is picked up, one taken from a container is taken out; one thrown
into a bin is put into it, not one flushed down a drain. Our own
sentences, English and Italian."""
from __future__ import annotations

import pytest

from solver.actions.propose import annotate_stories
from text_stories import text_story

CASES = [
    # (sentence, entity, the change it proposes)
    ("Nora put the vase on the table.", "vase", "put_down"),
    ("Nora set the tray on the counter.", "tray", "put_down"),
    ("Put the kettle on the stove.", "kettle", "put_down"),
    ("I placed my keys on the shelf.", "keys", "put_down"),
    ("Nora put the hat on her head.", "hat", "put_on"),
    ("Nora put on her scarf.", "scarf", "put_on"),
    ("Omar took the dictionary from the bookcase.", "dictionary", "picked_up"),
    ("Omar got a mug from the shelf.", "mug", "picked_up"),
    ("Omar took the jam out of the cupboard.", "jam", "taken_out"),
    ("Omar took the butter out of the fridge.", "butter", "taken_out"),
    ("Omar got a spoon out of the drawer.", "spoon", "taken_out"),
    ("Omar took the towels out of the dryer.", "towels", "taken_out"),
    ("Omar took the bucket out of the garage.", "bucket", "picked_up"),
    ("Omar took a plate off the shelf.", "plate", "picked_up"),
    ("Omar took the wheel off the bike.", "wheel", "removed"),
    ("Omar took off his coat.", "coat", "removed"),
    ("Lia ha messo il piatto sul tavolo.", "piatto", "put_down"),
    ("Lia ha preso il libro dallo scaffale.", "libro", "picked_up"),
    ("Prendi il vaso dalla mensola.", "vaso", "picked_up"),
    ("Lia ha preso il latte dal frigo.", "latte", "taken_out"),
    ("Lia ha buttato la carta nel cestino.", "carta", "put_into"),
    ("Kim threw the wrapper into the bin.", "wrapper", "put_into"),
    ("Kim threw the old socks in the trash.", "old socks", "put_into"),
    ("Kim threw the frisbee into the hedge.", "frisbee", "moved"),
    ("Kim flushed the spider down the toilet.", "spider", "moved"),
]


@pytest.fixture(scope="module")
def changes() -> dict[str, set]:
    stories = [text_story([sentence], f"m{k}") for k, (sentence, _, _) in enumerate(CASES)]
    found = annotate_stories(stories)
    return {sid: {(p.entity.casefold(), p.value) for p in ann.proposals if p.attribute == "location"}
            for sid, ann in found.items()}


@pytest.mark.parametrize("k", range(len(CASES)), ids=[c[0] for c in CASES])
def test_change_by_what_and_where_from(changes, k):
    sentence, entity, change = CASES[k]
    proposed = {v for e, v in changes[f"m{k}"] if e.endswith(entity)}
    assert proposed == {change}, (sentence, changes[f"m{k}"])
