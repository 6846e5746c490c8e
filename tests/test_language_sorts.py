"""Sorts of things and classes of verbs from WordNet 3.0 (solver/language/sorts.py), with our overrides."""
from __future__ import annotations

import pytest

from solver.language import sorts
from solver.language.sorts import is_person, sorts_of, verb_class

pytestmark = pytest.mark.skipif(not sorts.wordnet_available(),
                                reason="WordNet 3.0 not installed (apt-get install wordnet-base)")


@pytest.mark.parametrize("noun, expected", [
    ("duffel bag", {"container", "closable"}),
    ("chainsaw", {"tool"}),
    ("kettle", {"container"}),
    ("coffee mug", {"container"}),  # its head, the drinking vessel (the first sense of "mug" is an amount)
    ("wardrobe", {"furniture"}),
    ("sneakers", {"clothing", "footwear"}),
    ("cap", {"headwear"}),
    ("milk", {"liquid"}),
    ("lemonade", {"drink"}),
    ("laundry room", {"room"}),
    ("pickup truck", {"vehicle"}),
    ("gate", {"doorway"}),
    ("beagle", {"animal"}),
    ("fern", {"plant"}),
    ("diary", {"document"}),
    ("tv", {"device"}),  # an override: WordNet files a television set under broadcasting
])
def test_nouns_get_their_sorts_by_hypernym_closure(noun, expected):
    assert expected <= sorts_of(noun)


def test_overrides_take_sorts_away_and_unknown_words_have_none():
    assert "room" not in sorts_of("toilet")
    assert sorts_of("blorptangle") == frozenset()
    assert sorts_of("") == frozenset()


def test_italian_nouns_take_the_sorts_of_their_english_lemma():
    assert {"closable", "device"} <= sorts_of("frigorifero", "it")
    assert "room" in sorts_of("camera da letto", "it")
    assert sorts_of("frigorifero", "en") == frozenset()


@pytest.mark.parametrize("noun, person", [
    ("chef", True), ("grandmother", True), ("neighbor", True),
    ("jack", False), ("mug", False), ("tv", False), ("lamp", False),
])
def test_a_person_is_a_person_by_the_most_frequent_sense(noun, person):
    assert is_person(noun) is person


def test_italian_people():
    assert is_person("mamma", "it") and not is_person("tavolo", "it")


@pytest.mark.parametrize("verb, sort, action", [
    ("devour", "food", "eat"), ("devour", None, "destroy"),  # sense 1 without an object sort ("gobble", None, "eat"), ("padlock", None, "lock"), ("smash", None, "break"),
    ("sip", None, "drink"), ("slam", None, "close"), ("lend", None, "give_away"),
])
def test_unknown_verbs_take_the_class_of_their_nearest_known_hypernym(verb, sort, action):
    known = {"eat", "lock", "break", "drink", "close", "give_away", "destroy"}
    found, path = verb_class(verb, sort, known=known)
    assert found == action
    assert path[0].startswith(verb + ".v.") and path[-1] == action  # the trace names the way up


def test_a_known_verb_is_its_own_class_and_nonsense_has_none():
    assert verb_class("open") == ("open", ("open",))
    assert verb_class("devour")[0] == "devour"  # kb/actions: is_a(devour,eat)
    assert verb_class("wolf", "food")[0] == "eat"
    assert verb_class("zzzblort") == (None, ())


def test_missing_wordnet_names_the_install_command(tmp_path, monkeypatch):
    monkeypatch.setattr(sorts, "WORDNET_DIR", tmp_path / "none")
    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path / "cache"))
    sorts._table.cache_clear()
    try:
        with pytest.raises(sorts.WordNetMissing, match="apt-get install wordnet-base"):
            sorts._table()
    finally:
        sorts._table.cache_clear()


def test_the_table_is_cached_on_disk():
    sorts._table()
    assert sorts._cache_file().is_file()


def test_story_nouns_become_kind_facts():
    from solver.actions.propose import sort_facts

    facts = sort_facts(["duffel bag", "Ann"], "en")
    assert 'kind("duffel bag",closable).' in facts and 'kind("bag",container).' in facts
    assert not any('"ann"' in f for f in facts)


def _tiny_table(_wn) -> dict:
    return {"nouns": {"kettle": ["container", "device"]}, "persons": ["plumber"], "concrete": ["kettle"],
            "verbs": {"gulp": [[["gulp.v.01", "gulp", "drink"]]]}, "verb_lexnames": {"gulp.v.01": "verb.consumption"}}


@pytest.mark.parametrize("writable", [True, False])
def test_the_table_answers_the_same_from_the_disk_cache_and_from_memory(tmp_path, monkeypatch, writable):
    # A read-only cache folder (here: a file where the folder should be) keeps the table in memory.
    cache = tmp_path / "cache"
    if not writable:
        cache.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("PHYSKB_CACHE", str(cache))
    monkeypatch.setattr(sorts, "_open_wordnet", lambda: None)
    monkeypatch.setattr(sorts, "_build_table", _tiny_table)
    sorts._table.cache_clear()
    try:
        table = sorts._table()
        assert sorts._cache_file().is_file() == writable
        assert table.noun_sorts("kettle") == ["container", "device"] and table.noun_sorts("teapot") is None
        assert table.is_person("plumber") and not table.is_person("kettle")
        assert table.is_concrete("kettle") and not table.is_concrete("plumber")
        assert table.verb_chains("gulp") == [[["gulp.v.01", "gulp", "drink"]]] and table.verb_chains("sip") == []
        assert table.lexname("gulp.v.01") == "verb.consumption" and table.lexname("sip.v.01") is None
    finally:
        sorts._table.cache_clear()


# --- the one taxonomy of things (kb/language/sorts.lp, read through solver.logic.taxonomy) -------------
def test_the_taxonomy_is_read_typed_from_kb():
    tax = sorts.taxonomy()
    assert tax.roots["container"] == ("container.n.01",) and "closable" in tax.sorts
    assert {"artifact", "living_thing", "entity"} <= set(tax.upper)
    assert tax.implies["footwear"] == {"clothing"} and tax.implies["closable"] == {"container"}
    assert "food" not in tax.implies["drink"]  # WordNet files beverages under food; sort_apart/2 says no
    assert ("drink", "food") in tax.wordnet_under and ("drink", "food") not in tax.under
    assert "eat" in sorts.sort_actions("food") and sorts.sort_actions("plant") == frozenset()


def test_the_wordnet_section_of_the_taxonomy_is_up_to_date():
    from solver.language.taxonomy import regenerated
    from solver.language.wordnet import WORDNET_DIR, open_wordnet

    assert regenerated(sorts.OVERRIDES, open_wordnet(WORDNET_DIR)) == sorts.OVERRIDES.read_text(encoding="utf-8"), \
        "run python -m solver.language.taxonomy"


def test_an_unknown_sort_in_the_taxonomy_is_an_error_naming_it(tmp_path):
    from solver.errors import DataError
    from solver.logic.taxonomy import read_taxonomy

    path = tmp_path / "sorts.lp"
    path.write_text('sort_root(food,"food.n.01").\n#defined wordnet_sort_under/2.\nsort_under(A,B) :- wordnet_sort_under(A,B).\n'
                    'sort_implies(A,B) :- sort_under(A,B).\nsort("kettle",gadget).\n', encoding="utf-8")
    with pytest.raises(DataError, match="unknown sort 'gadget'"):
        read_taxonomy(path)
