"""Which household things are parts of which: WordNet 3.0's part meronyms, with kb/language/parts.lp.

Why: a story names a part on its own ("the zip tore", "both lenses shattered", "la tela si è strappata")
and the whole elsewhere ("the suitcase", "her glasses", "l'ombrello"); no name says one belongs to the
other. WordNet lists the parts of things (spectacles: lens; umbrella: rib; bicycle: wheel, chain, pedal),
and a thing has the parts of what it is a kind of (a suitcase is a bag: it has a bag's strap and handle).
The table (whole noun -> its part nouns) is built once from WordNet and kept in the cache folder like the
sort table (solver/language/sorts.py), keyed by the WordNet files and the kb file.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Any, Optional, Union

from solver.language import lemma
from solver.language.lookup_store import MemoryTables, TableReader, cache_dir, stored_tables
from solver.language.sorts import english_noun
from solver.language.wordnet import WORDNET_DIR, files_stamp, open_wordnet
from solver.logic.taxonomy import PARTS_FILE, parts_kb

PARTS_KB = PARTS_FILE
CACHE_VERSION = "1"
HYPERNYM_DEPTH = 2  # a thing has the parts of the kinds up to two levels above it (suitcase -> bag)

def _kb() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    """(English whole -> parts the kb adds, Italian noun -> English lemma): kb/language/parts.lp, typed."""
    return parts_kb(PARTS_KB) if PARTS_KB.is_file() else ({}, {})


def _fingerprint() -> str:
    h = hashlib.sha256(CACHE_VERSION.encode())
    added, italian = _kb()  # a changed part list builds the table again (a changed comment does not)
    h.update(repr((sorted((w, sorted(p)) for w, p in added.items()), sorted(italian.items()))).encode())
    h.update(files_stamp(("data.noun", "index.noun")).encode())
    return h.hexdigest()[:16]


def _name(lemma_name: str) -> str:
    return lemma_name.replace("_", " ").casefold()


def _build_table(wn: Any) -> dict[str, list[str]]:
    """Every noun lemma -> the part nouns of its senses and of their kinds up to HYPERNYM_DEPTH above."""
    added, _ = _kb()
    own_parts: dict[str, set[str]] = {}  # synset name -> its own parts (WordNet's and the kb's)
    for synset in wn.all_synsets("n"):
        parts = {_name(n) for m in synset.part_meronyms() for n in m.lemma_names()}
        for lemma_name in synset.lemma_names():
            parts |= added.get(_name(lemma_name), set())
        if parts:
            own_parts[synset.name()] = parts
    table: dict[str, set[str]] = {}
    for synset in wn.all_synsets("n"):
        found: set[str] = set(own_parts.get(synset.name(), ()))
        for kind in synset.closure(lambda s: s.hypernyms(), depth=HYPERNYM_DEPTH):
            found |= own_parts.get(kind.name(), set())
        if found:
            for lemma_name in synset.lemma_names():
                table.setdefault(_name(lemma_name), set()).update(found)
    for whole, parts in added.items():  # a kb whole WordNet does not know
        table.setdefault(whole, set()).update(parts)
    return {k: sorted(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def _table() -> Union[TableReader, MemoryTables]:
    """Whole noun -> JSON list of its part nouns: the disk table, built from WordNet once."""
    return stored_tables(cache_dir() / f"wordnet-parts-{_fingerprint()}.sqlite", ("parts",),
                         lambda: {"parts": {k: json.dumps(v) for k, v in _build_table(open_wordnet(WORDNET_DIR)).items()}},
                         "wordnet-parts-")


def _lookup(whole: str) -> Optional[list[str]]:
    found = _table().get("parts", whole)
    return None if found is None else json.loads(found)


def _english(noun: str, lang: str) -> list[str]:
    """The English nouns a story's noun may stand for: its Italian lemma, or itself and its singular."""
    key = " ".join(noun.casefold().split())
    if lang == "it":
        _, italian = _kb()
        english = italian.get(key) or english_noun(key) or italian.get(lemma(key, "it"))
        return [english] if english else []
    return list(dict.fromkeys([key, lemma(key, "en")]))


@lru_cache(maxsize=1 << 14)
def is_part_of(part: str, whole: str, lang: str = "en") -> bool:
    """Whether a thing called `part` is a part of a thing called `whole` (head nouns, in `lang`)."""
    wholes = _english(whole, lang)
    parts = set(_english(part, lang))
    if not wholes or not parts:
        return False
    return any(parts & set(_lookup(w) or ()) for w in wholes)
