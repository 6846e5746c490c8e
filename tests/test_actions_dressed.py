"""Going out needs a person dressed (rule dressed_to_go_out): taking off the garment that covers the body
(WordNet sort body_garment: trousers, a skirt, a dress, nightwear, underwear) leaves them undressed until
they dress again; a coat, a scarf, a hat or shoes come off without undressing anyone, and going to bed is
no going out. Our own sentences, English and Italian."""
from __future__ import annotations

import pytest

from solver.language.sorts import sorts_of
from text_stories import check_texts

GARMENT_SORTS = [
    ("trousers", "en", True), ("jeans", "en", True), ("shorts", "en", True), ("skirt", "en", True),
    ("nightdress", "en", True), ("underpants", "en", True), ("overalls", "en", False),
    ("raincoat", "en", False), ("scarf", "en", False), ("cap", "en", False), ("boots", "en", False),
    ("gonna", "it", True), ("pigiama", "it", True), ("cappotto", "it", False),
]


@pytest.mark.parametrize("noun,lang,covers", GARMENT_SORTS, ids=[g[0] for g in GARMENT_SORTS])
def test_body_garment_sort_from_wordnet(noun, lang, covers):
    sorts = sorts_of(noun, lang)
    assert ("body_garment" in sorts) is covers, (noun, sorts)
    if covers:
        assert "clothing" in sorts


IMPLAUSIBLE = {  # story -> (evidence, breakpoint)
    "skirt": (["Ada pulled off her skirt.", "Ada fed the cat.", "Ada walked to the pharmacy."], (0, 2)),
    "pyjamas": (["Remove nothing else.", "Take off your pyjamas.", "Go to the market."], (1, 2)),
    "first": (["I slipped off my trousers.", "I drove to the petrol station."], (0, 1)),
    "undressed": (["Kofi got undressed.", "Kofi cycled to the stadium."], None),
    "it": (["Rita si toglie la gonna.", "Rita va in posta."], (0, 1)),
}
PLAUSIBLE = {
    "coat": ["Ada pulled off her raincoat.", "Ada walked to the pharmacy."],
    "dressed_again": ["Ada pulled off her nightdress.", "Ada got dressed.", "Ada walked to the pharmacy."],
    "changed_into": ["Ada took off her skirt.", "Ada changed into her overalls.", "Ada walked to the pharmacy."],
    "same_sentence": ["Ada took off her pyjamas and put on a dress.", "Ada walked to the pharmacy."],
    "bed": ["Ada took off her jeans.", "Ada went to bed."],
    "home": ["Ada took off her jeans.", "Ada went home."],
    "socks_after": ["Ada took off her trousers.", "Ada took off her socks."],
    "it_dressed": ["Rita si toglie la gonna.", "Rita si mette i jeans.", "Rita va in posta."],
    "it_home": ["Rita si toglie la gonna.", "Rita torna a casa."],
}


@pytest.fixture(scope="module")
def results():
    stories = {f"i-{k}": v[0] for k, v in IMPLAUSIBLE.items()}
    stories.update({f"p-{k}": v for k, v in PLAUSIBLE.items()})
    return check_texts(stories)


@pytest.mark.parametrize("name", sorted(IMPLAUSIBLE))
def test_going_out_undressed_is_a_conflict(results, name):
    found = results[f"i-{name}"]
    pair = IMPLAUSIBLE[name][1]
    assert not found.plausible, name
    if pair is not None:
        assert (found.evidence, found.breakpoint) == pair, found.explanation
    assert "dressed_to_go_out" in found.explanation


@pytest.mark.parametrize("name", sorted(PLAUSIBLE))
def test_dressed_or_not_going_out_is_plausible(results, name):
    assert results[f"p-{name}"].plausible, results[f"p-{name}"].explanation


def test_rule_off_finds_no_conflict():
    from solver.stories.check import check_with_derived
    from text_stories import text_story

    found = check_with_derived([text_story(IMPLAUSIBLE["skirt"][0])], disabled=["dressed_to_go_out"]).results["s"]
    assert found.plausible
