"""simplemma's dictionaries served from SQLite give simplemma's own answers, and a read-only cache still works."""
from __future__ import annotations

import pytest
import simplemma

from solver.language import lemma_store
from solver.language.lemma_store import StoredDictionaryFactory, StoredForms

WORDS = {"en": ["cups", "ran", "knives", "poured", "better", "children", "mice", "dishes", "frying", "zzzq"],
         "it": ["bicchieri", "andata", "mangiò", "chiavi", "aperta", "uova", "zzzq"]}


@pytest.fixture()
def factory(tmp_path, monkeypatch) -> StoredDictionaryFactory:
    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path / "cache"))
    return StoredDictionaryFactory()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_stored_dictionary_gives_simplemmas_lemmas(factory, lang):
    from simplemma.strategies import DefaultStrategy

    ours = simplemma.Lemmatizer(lemmatization_strategy=DefaultStrategy(dictionary_factory=factory))
    for word in WORDS[lang]:
        assert ours.lemmatize(word, lang) == simplemma.lemmatize(word, lang=lang), word
    assert isinstance(factory.get_dictionary(lang), StoredForms)
    assert lemma_store._table_file(lang).is_file()


def test_the_stored_table_is_a_whole_mapping(factory):
    shipped = simplemma.strategies.dictionaries.DefaultDictionaryFactory().get_dictionary("en")
    stored = factory.get_dictionary("en")
    assert len(stored) == len(shipped)
    assert stored["mice"] == shipped["mice"] and "mice" in stored and "zzzq" not in stored
    assert stored.get("zzzq", "none") == "none"
    with pytest.raises(KeyError):
        stored["zzzq"]


def test_a_read_only_cache_folder_falls_back_to_simplemmas_own(tmp_path, monkeypatch):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder should be", encoding="utf-8")
    monkeypatch.setenv("PHYSKB_CACHE", str(blocked))
    dictionary = StoredDictionaryFactory().get_dictionary("en")
    assert not isinstance(dictionary, StoredForms) and dictionary.get("mice") == "mouse"


def test_a_broken_table_is_rebuilt(factory):
    path = lemma_store._table_file("en")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database")
    assert factory.get_dictionary("en")["mice"] == "mouse"


def test_language_detection_and_known_words_are_unchanged():
    from solver.language.lemmas import detect_language, is_known

    assert detect_language("Anna ha aperto la porta della cucina e ha bevuto un bicchiere d'acqua.") == "it"
    assert detect_language("Anna opened the kitchen door and drank a glass of water.") == "en"
    for word in ("serve", "stop", "zzzq"):
        assert is_known(word, "en") == simplemma.is_known(word, lang="en")
