"""The audited noun sizes: the prior is the exact log-normal comparison, and every noun keeps
the real-world reasoning its numbers came from."""
from __future__ import annotations

import math
import re

import pytest

from solver.sizes.answer import answer_many
from solver.sizes.knowledge import default_kb


def _exact_prior(a: str, b: str) -> float:
    """P(an instance of a is longer than one of b) when both lengths are log-normal."""
    kb = default_kb()
    x, y = kb.nouns[a], kb.nouns[b]
    gap = math.log(x.typical_cm) - math.log(y.typical_cm)
    spread = math.hypot(math.log(x.spread), math.log(y.spread))
    return 0.5 * (1 + math.erf(gap / spread / math.sqrt(2)))


@pytest.mark.parametrize("a,b", [("cat", "dog"), ("box", "bag"), ("egg", "coin"), ("snake", "watermelon")])
def test_prior_is_the_log_normal_comparison(a, b):
    (answer,) = answer_many([("", a, b)])
    assert answer.prior_bigger == pytest.approx(_exact_prior(a, b), abs=1e-9)


def test_spread_follows_how_variable_a_thing_is():
    # eggs hardly vary; "bag" and "box" name anything from a pouch to a moving box
    kb = default_kb()
    assert kb.nouns["egg"].spread < 1.1 < kb.nouns["bag"].spread and kb.nouns["box"].spread >= 2
    assert _exact_prior("box", "box") == pytest.approx(0.5)


def test_young_animals_are_their_own_nouns():
    kb = default_kb()
    assert kb.resolve("puppy") == "puppy" and ("dog", "puppy") in kb.known_bigger
    (answer,) = answer_many([("", "dog", "puppy")])
    assert answer.prior_bigger > 0.9


def test_every_noun_states_its_reasoning():
    text = default_kb().files[0].read_text()
    lines = [line for line in text.splitlines() if line.startswith("noun(")]
    assert len(lines) == len(default_kb().nouns)
    bare = [line for line in lines if not re.search(r"%\s*\S", line)]
    assert bare == []
