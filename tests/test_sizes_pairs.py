"""The size prior against common sense: noun pairs we wrote (tests/data/size_pairs.csv),
each with the answer anyone would give, across household things, animals, vehicles, rooms
and buildings, food and clothes."""
from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from solver.sizes.answer import answer_many

PAIRS = Path(__file__).parent / "data" / "size_pairs.csv"


def _pairs() -> list[dict]:
    with PAIRS.open(newline="") as f:
        return list(csv.DictReader(f))


def test_check_file_is_broad():
    pairs = _pairs()
    assert len(pairs) >= 150
    domains = Counter(p["domain"] for p in pairs)
    assert set(domains) >= {"household", "animals", "vehicles", "rooms", "food", "clothes"}
    assert min(domains.values()) >= 10


def test_prior_agrees_with_common_sense():
    pairs = _pairs()
    answers = answer_many([("", p["bigger"], p["smaller"]) for p in pairs])
    wrong = [(p["bigger"], p["smaller"], round(a.prior_bigger, 3)) for p, a in zip(pairs, answers) if a.prior_bigger <= 0.5]
    assert (len(pairs) - len(wrong)) / len(pairs) >= 0.97, wrong


def test_the_issue_examples_by_face():
    room, nest, blanket, house = answer_many([("", "room", "elephant"), ("", "nest", "bird"),
                                             ("", "blanket", "shirt"), ("", "house", "light bulb")])
    # an elephant seen side-on nearly fills a room's floor: the room is bigger, not by far
    assert room.prior_bigger > 0.55 and nest.prior_bigger > 0.55
    assert blanket.prior_bigger > 0.9 and house.prior_bigger > 0.99
    (contains,) = answer_many([("The room contains an elephant.", "elephant", "room")])
    assert contains.implied == "smaller" and not contains.counter_commonsense


def test_covering_compares_flexible_things_spread_out():
    # kept, a blanket is folded and smaller than a bed; spread out it covers one
    kept, spread = answer_many([("", "blanket", "bed"), ("A blanket covered the bed.", "blanket", "bed")])
    assert kept.prior_bigger < 0.5
    assert spread.implied == "bigger" and not spread.counter_commonsense
