"""Sorts of things (person, food, container, device ...) and classes of verbs from WordNet 3.0.

Why WordNet: closed noun lists only know the nouns someone thought of; a hypernym closure knows that a
duffel bag is a container and a chainsaw a tool without anyone listing them. WordNet is read from
Debian's `wordnet-base` (/usr/share/wordnet) with NLTK's reader, never downloaded. Loading WordNet takes
seconds, so the whole table (every noun lemma's sorts, every verb lemma's hypernym chains) is computed
once and cached on disk ($PHYSKB_CACHE or ~/.cache/physkb), keyed by the WordNet files and the taxonomy's
roots and sense choice; a cold process then looks words up in one SQLite file.

The sorts, their WordNet roots, their hierarchy, the sorts' likely actions, the WordNet files of the sense
choice and the project's overrides are not here: they are the one taxonomy of things, kb/language/sorts.lp,
read through solver.logic.taxonomy's typed predicates.

Sense choice: a noun is a person only when its most frequent sense is one ("jack" is first an amount,
"mug" first a quantity: not people); its other sorts come from its first physical sense (an artifact,
food, plant, animal, substance, object or place: "mug" -> the drinking vessel) together with the first
sense when that is physical too.
"""
from __future__ import annotations

import hashlib
import json
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Optional, Union

from solver.language.lookup_store import MemoryTables, TableReader, cache_dir, stored_tables
from solver.language.wordnet import WORDNET_DIR, WordNetMissing, files_stamp, open_wordnet  # noqa: F401 - WordNetMissing: re-exported
from solver.logic.taxonomy import SORTS_FILE, Taxonomy, known_actions, read_taxonomy

OVERRIDES = SORTS_FILE
CACHE_VERSION = "8"
CONCRETE_SENSES = 3  # a noun is concrete when one of its three most frequent senses is
VERB_SENSES = 3  # senses of a verb looked at, most frequent first
VERB_DEPTH = 5  # hypernym levels walked up from each sense (stored)
PRIMARY_SENSES = 2  # a class word counts in its two most frequent senses only
VERB_CLASS_DEPTH = 2  # hypernym levels a verb's class may lie above it: higher up every verb is "act" or "move"


def taxonomy() -> Taxonomy:
    """The one taxonomy of things (kb/language/sorts.lp): sorts, their WordNet roots, hierarchy and overrides."""
    return read_taxonomy(OVERRIDES)


def sort_names() -> tuple[str, ...]:
    """The noun sorts (person, food, container, device ...), in the taxonomy's order."""
    return taxonomy().sorts


def sort_actions(sort: str) -> frozenset[str]:
    """The actions an object of `sort` makes likely (kb/language/sorts.lp sort_action/2)."""
    return taxonomy().actions.get(sort, frozenset())


# --- reading WordNet ----------------------------------------------------------------------------------
def _wordnet_fingerprint() -> str:
    """The cache key: the format, the roots and WordNet files the table is built with, and the sense choice."""
    tax = taxonomy()
    h = hashlib.sha256(CACHE_VERSION.encode())
    h.update(repr(sorted(tax.roots.items())).encode())
    h.update(repr(sorted((k, sorted(v)) for k, v in tax.noun_files.items())).encode())
    h.update(files_stamp(("data.noun", "data.verb", "index.noun", "index.verb")).encode())
    return h.hexdigest()[:16]


def _open_wordnet() -> Any:
    return open_wordnet(WORDNET_DIR)


def _build_table(wn) -> dict:
    """Every noun lemma's sorts, the persons, and every verb lemma's hypernym chains."""
    tax = taxonomy()
    physical, concrete_files = tax.noun_files.get("physical", frozenset()), tax.noun_files.get("concrete", frozenset())
    roots: dict = {}
    for sort, names in tax.roots.items():
        for name in names:
            roots.setdefault(wn.synset(name), set()).add(sort)
    memo: dict = {}

    def sorts_of_synset(s) -> frozenset[str]:
        if s in memo:
            return memo[s]
        memo[s] = frozenset()  # guards against cycles
        out = set(roots.get(s, ()))
        for h in s.hypernyms() + s.instance_hypernyms():
            out |= sorts_of_synset(h)
        memo[s] = frozenset(out)
        return memo[s]

    nouns: dict[str, list[str]] = {}
    persons: list[str] = []
    concrete: list[str] = []
    for lemma_name in wn.all_lemma_names("n"):
        senses = wn.synsets(lemma_name, "n")
        if not senses:
            continue
        word = lemma_name.replace("_", " ").casefold()
        if any(s.lexname() in concrete_files for s in senses[:CONCRETE_SENSES]):
            concrete.append(word)
        first = senses[0]
        if "person" in sorts_of_synset(first):
            persons.append(word)
        chosen = [s for s in senses if s.lexname() in physical][:1]
        if first.lexname() in physical and first not in chosen:
            chosen.append(first)
        found = set().union(*(sorts_of_synset(s) for s in chosen)) - {"person"} if chosen else set()
        if found:
            nouns[word] = sorted(found)
    verbs: dict[str, list[list[list[str]]]] = {}
    verb_lexnames: dict[str, str] = {}
    primary_memo: dict = {}

    def primary_lemmas(s) -> list[str]:
        """The lemmas of a verb synset, marked "~" where it is not one of their two most frequent senses:
        "add" is no lending nor "hold" (a party) a throwing, though WordNet lists them as synonyms."""
        if s not in primary_memo:
            primary_memo[s] = [l.name().casefold() + ("" if s in wn.synsets(l.name(), "v")[:PRIMARY_SENSES] else "~")
                               for l in s.lemmas()]
        return primary_memo[s]

    for lemma_name in wn.all_lemma_names("v"):
        chains = []
        for sense in wn.synsets(lemma_name, "v")[:VERB_SENSES]:
            chain, level = [], [sense]
            for _ in range(VERB_DEPTH):  # each level: [[synset, lemma, lemma ...], ...]
                chain.append([[s.name()] + primary_lemmas(s) for s in level])
                verb_lexnames.update((s.name(), s.lexname()) for s in level)
                level = [h for s in level for h in s.hypernyms()]
                if not level:
                    break
            chains.append(chain)
        verbs[lemma_name.casefold()] = chains
    return {"nouns": nouns, "persons": sorted(set(persons)), "concrete": sorted(set(concrete)), "verbs": verbs,
            "verb_lexnames": verb_lexnames}


def _cache_file() -> Path:
    return cache_dir() / f"wordnet-sorts-{_wordnet_fingerprint()}.sqlite"


class _SortTable:
    """The sort table looked up word by word (SQLite in the cache folder, or in memory where none can be
    written: solver.language.lookup_store.stored_tables)."""

    def __init__(self, tables: Union[TableReader, MemoryTables]) -> None:
        self._lookup = tables.get

    def noun_sorts(self, noun: str) -> Optional[list[str]]:
        """The WordNet sorts of a noun lemma, or None where WordNet gives it none."""
        found = self._lookup("nouns", noun)
        return None if found is None else json.loads(found)

    def is_person(self, noun: str) -> bool:
        return self._lookup("persons", noun) is not None

    def is_concrete(self, noun: str) -> bool:
        return self._lookup("concrete", noun) is not None

    def verb_chains(self, verb: str) -> list:
        found = self._lookup("verbs", verb)
        return [] if found is None else json.loads(found)

    def lexname(self, synset: str) -> Optional[str]:
        return self._lookup("verb_lexnames", synset)


def _rows(table: dict) -> dict[str, dict[str, str]]:
    """The table as key -> text tables (lists as JSON), as it is stored."""
    return {"nouns": {k: json.dumps(v) for k, v in table["nouns"].items()},
            "persons": dict.fromkeys(table["persons"], ""),
            "concrete": dict.fromkeys(table["concrete"], ""),
            "verbs": {k: json.dumps(v) for k, v in table["verbs"].items()},
            "verb_lexnames": dict(table["verb_lexnames"])}


@lru_cache(maxsize=1)
def _table() -> _SortTable:
    """The sort table, from the disk cache, or built from WordNet once and cached (tables of other WordNets,
    sort roots or formats are removed)."""
    return _SortTable(stored_tables(_cache_file(), ("nouns", "persons", "concrete", "verbs", "verb_lexnames"),
                                    lambda: _rows(_build_table(_open_wordnet())), "wordnet-sorts-"))


# --- public API ---------------------------------------------------------------------------------------
def _candidates(noun: str) -> list[str]:
    """The whole name, then its head (last word): "duffle bag", then "bag"; plural forms by WordNet's rules."""
    words = noun.casefold().replace("’", "'").split()
    if not words:
        return []
    names = [" ".join(words)]
    if len(words) > 1:
        names.append(words[-1])
    out = []
    for name in names:
        out.append(name)
        for suffix, repl in (("ies", "y"), ("es", ""), ("s", ""), ("ves", "f")):
            if name.endswith(suffix) and len(name) > len(suffix) + 2:
                out.append(name[: -len(suffix)] + repl)
    return out


@lru_cache(maxsize=1 << 14)
def sorts_of(noun: str, lang: str = "en") -> frozenset[str]:
    """The sorts of a noun (a whole name or its head word), overrides applied; empty when unknown.

    Italian nouns go through their English lemma (kb/language/sorts.lp italian_noun/2)."""
    tax = taxonomy()
    added, removed, italian = tax.added, tax.removed, tax.italian
    key = noun.casefold().strip()
    if lang == "it":
        words = key.split()
        # the whole name, else its first word the table lists ("vecchio tablet": a describing word may come first)
        english = italian.get(key) or next((italian[w] for w in words if w in italian), None)
        if english is None:
            return frozenset(added.get(key, set()))
        key = english
    table = _table()
    for name in _candidates(key):
        listed = table.noun_sorts(name)
        if name in added or name in removed or listed is not None:
            found = set(listed or ()) | added.get(name, set())
            found |= {b for s in found for b in tax.implies.get(s, ())}
            return frozenset(found - removed.get(name, set()))
    plain = unicodedata.normalize("NFKD", key).encode("ascii", "ignore").decode()
    if lang == "en" and plain and plain != key:  # "café": WordNet spells it "cafe"
        return sorts_of(plain, lang)
    return frozenset()


@lru_cache(maxsize=1 << 14)
def is_person(noun: str, lang: str = "en") -> bool:
    """Whether a common noun names a person by its most frequent sense ("chef", "mom"; not "jack", "tv")."""
    tax = taxonomy()
    added, removed = tax.added, tax.removed
    key = noun.casefold().strip()
    if lang == "it":
        key = tax.italian.get(key, "")
    for name in _candidates(key):
        if "person" in removed.get(name, set()):
            return False
        if "person" in added.get(name, set()) or _table().is_person(name):
            return True
        if _table().noun_sorts(name) is not None:
            return False
    return False


@lru_cache(maxsize=1 << 12)
def is_concrete(noun: str) -> bool:
    """Whether one of an English noun's three most frequent WordNet senses is a concrete thing ("balloon",
    "wrench"; not "time", "party"): the kind "a new one" can stand for. Unknown words are not."""
    table = _table()
    return any(table.is_concrete(name) for name in _candidates(noun.casefold().strip()))


def verb_class(lemma: str, object_sort: Optional[str] = None,
               known: Optional[Iterable[str]] = None) -> tuple[Optional[str], tuple[str, ...]]:
    """The action class of a verb nobody listed: its nearest WordNet hypernym that is a known action.

    Returns (action or None, path of synsets and lemmas walked: ("devour.v.03", "devour", "eat")).
    Senses are tried most frequent first; with `object_sort` given a sense whose action suits that
    sort wins ("devour" sense 1 is to destroy: with food it is eating). `known` defaults to the
    actions of kb/actions plus kb/language/sorts.lp verb_action/2."""
    tax = taxonomy()
    verb_actions, generic, physical = tax.verb_actions, tax.generic_verbs, tax.verb_files.get("physical", frozenset())
    actions = set(known) if known is not None else _known_actions()
    key = lemma.casefold().strip().replace(" ", "_")
    if key in verb_actions:
        return (None, ()) if verb_actions[key] == "none" else (verb_actions[key], (key, verb_actions[key]))
    if key in actions:
        return key, (key,)
    found: list[tuple[str, tuple[str, ...]]] = []
    lexname = _table().lexname
    senses = tax.verb_senses
    for chain in _table().verb_chains(key):
        path: list[str] = []
        if not chain or lexname(chain[0][0][0]) not in physical:
            continue
        for depth, level in enumerate(chain[:VERB_CLASS_DEPTH + 1]):
            hit = None
            for synset, *names in level:
                if lexname(synset) not in physical:
                    continue
                # a class word in a rarer sense counts only where kb names that sense (verb_sense/2)
                names = [n for n in names if not n.endswith("~")] + [n[:-1] for n in names
                                                                     if n.endswith("~") and synset in senses
                                                                     and depth <= 1]
                hit = next((verb_actions.get(n, n) for n in names
                            if verb_actions.get(n, n) in actions and n not in generic), None)
                if hit is not None:
                    path.append(synset)
                    break
            if hit is None:
                path.append(level[0][0])
            else:
                found.append((hit, tuple(path) + (hit,)))
                break
    if not found:
        return None, ()
    if object_sort:
        suited = [f for f in found if f[0] in sort_actions(object_sort)]
        if suited:
            return suited[0]
    return found[0]


def verb_chains(lemma: str) -> list:
    """A verb's hypernym chains, most frequent sense first: per sense, per level up, [synset, lemmas...]."""
    return _table().verb_chains(lemma.casefold().strip().replace(" ", "_"))


def english_noun(italian: str) -> Optional[str]:
    """The English noun an Italian one stands for (kb/language/sorts.lp italian_noun/2), None unknown."""
    return taxonomy().italian.get(" ".join(italian.casefold().split()))


def verb_lexname(lemma: str) -> Optional[str]:
    """The WordNet lexicographer file of a verb's most frequent sense ("verb.motion" for land), None unknown."""
    try:
        chains = _table().verb_chains(lemma.casefold().strip().replace(" ", "_"))
        return _table().lexname(chains[0][0][0][0]) if chains and chains[0] else None
    except Exception:  # noqa: BLE001 - WordNet missing: unknown
        return None


@lru_cache(maxsize=1)
def _known_actions() -> frozenset[str]:
    """Action names the action knowledge speaks of (kb/actions/actions.lp known_action/1), and the verb_action targets."""
    return frozenset((known_actions() | set(taxonomy().verb_actions.values())) - {"none"})


def wordnet_available() -> bool:
    return (WORDNET_DIR / "data.noun").is_file() or _cache_file().is_file()
