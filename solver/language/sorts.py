"""Sorts of things (person, food, container, device ...) and classes of verbs from WordNet 3.0.

Why WordNet: closed noun lists only know the nouns someone thought of; a hypernym closure knows that a
duffel bag is a container and a chainsaw a tool without anyone listing them. WordNet is read from
Debian's `wordnet-base` (/usr/share/wordnet) with NLTK's reader, never downloaded. Loading WordNet takes
seconds, so the whole table (every noun lemma's sorts, every verb lemma's hypernym chains) is computed
once and cached on disk ($PHYSKB_CACHE or ~/.cache/physkb), keyed by the WordNet files and the project's
overrides (kb/language/sorts.lp); a cold process then looks words up in one SQLite file.

Sense choice: a noun is a person only when its most frequent sense is one ("jack" is first an amount,
"mug" first a quantity: not people); its other sorts come from its first physical sense (an artifact,
food, plant, animal, substance, object or place: "mug" -> the drinking vessel) together with the first
sense when that is physical too.
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Optional, Union

from solver.errors import DataError
from solver.language.lookup_store import MemoryTables, TableReader, cache_dir, stored_tables
from solver.language.wordnet import WORDNET_DIR, WordNetMissing, files_stamp, open_wordnet  # noqa: F401 - WordNetMissing: re-exported
from solver.paths import KB_DIR

OVERRIDES = KB_DIR / "language" / "sorts.lp"
CACHE_VERSION = "8"

# Sort -> the WordNet synsets whose hyponyms (by hypernym closure) are of that sort.
SORT_ROOTS: dict[str, tuple[str, ...]] = {
    "person": ("person.n.01",),
    "animal": ("animal.n.01",),
    "food": ("food.n.01", "food.n.02", "dish.n.02"),
    "drink": ("beverage.n.01",),
    "liquid": ("liquid.n.01", "liquid.n.03", "fluid.n.01", "beverage.n.01"),
    "container": ("container.n.01",),
    "closable": ("box.n.01", "bottle.n.01", "jar.n.01", "can.n.01", "drawer.n.01", "cabinet.n.01",
                 "cupboard.n.01", "refrigerator.n.01", "oven.n.01", "chest.n.02", "case.n.05", "safe.n.01",
                 "door.n.01", "gate.n.01", "window.n.01", "bag.n.01"),
    "doorway": ("door.n.01", "doorway.n.01", "gate.n.01"),
    "device": ("electrical_device.n.01", "electronic_equipment.n.01", "home_appliance.n.01",
               "electronic_device.n.01", "computer.n.01"),
    "vehicle": ("vehicle.n.01", "public_transport.n.01"),
    "clothing": ("clothing.n.01",),
    "footwear": ("footwear.n.01", "footwear.n.02"),
    "headwear": ("headdress.n.01",),
    # The garment that covers the body: without it a person is undressed (trousers, shorts, a skirt, a dress,
    # a suit or a uniform, nightwear, underwear, a swimsuit; "clothes" in general).
    "body_garment": ("trouser.n.01", "skirt.n.02", "dress.n.01", "suit.n.01", "uniform.n.01", "nightwear.n.01",
                     "undergarment.n.01", "swimsuit.n.01", "apparel.n.01"),
    # What one wears over it or beside it and may go out without: a coat or jacket, a scarf, a tie, gloves.
    "outerwear": ("overgarment.n.01", "scarf.n.01", "neckwear.n.01", "handwear.n.01"),
    "furniture": ("furniture.n.01",),
    "room": ("room.n.01",),
    "place": ("location.n.01", "building.n.01", "mercantile_establishment.n.01"),
    "tool": ("tool.n.01", "implement.n.01", "utensil.n.01", "cutlery.n.02", "musical_instrument.n.01",
             "photographic_equipment.n.01"),
    "document": ("document.n.01", "document.n.02", "book.n.01", "book.n.02", "publication.n.01"),
    "plant": ("plant.n.02",),
}
SORTS: tuple[str, ...] = tuple(SORT_ROOTS)
# A sort that is a narrower one of another: footwear and headwear are garments, a drink is a liquid.
IMPLIES: dict[str, str] = {"footwear": "clothing", "headwear": "clothing", "body_garment": "clothing",
                           "outerwear": "clothing", "drink": "liquid", "closable": "container"}
PHYSICAL_LEXNAMES = frozenset({"noun.artifact", "noun.food", "noun.plant", "noun.animal", "noun.substance",
                               "noun.object", "noun.location"})
# WordNet's files of nouns for things one can hold, buy or use (not a time, an event, a feeling, a group)
CONCRETE_LEXNAMES = frozenset({"noun.artifact", "noun.food", "noun.object", "noun.substance", "noun.plant",
                               "noun.animal"})
CONCRETE_SENSES = 3  # a noun is concrete when one of its three most frequent senses is
VERB_SENSES = 3  # senses of a verb looked at, most frequent first
VERB_DEPTH = 5  # hypernym levels walked up from each sense (stored)
PRIMARY_SENSES = 2  # a class word counts in its two most frequent senses only
VERB_CLASS_DEPTH = 2  # hypernym levels a verb's class may lie above it: higher up every verb is "act" or "move"
# A verb is read by its class only in a sense that does something to things: seeing, telling, waiting or
# hosting ("hear" is not a picking up, "answer" not a moving) has no physical class.
PHYSICAL_VERB_LEXNAMES = frozenset({"verb.contact", "verb.motion", "verb.possession", "verb.consumption",
                                    "verb.change", "verb.creation", "verb.body"})

# --- the project's overrides (kb/language/sorts.lp) ---------------------------------------------------
_SORT_FACT = re.compile(r'(?<![\w%])sort\("([^"]+)",\s*(\w+)\)\.')
_NOT_SORT_FACT = re.compile(r'(?<![\w%])not_sort\("([^"]+)",\s*(\w+)\)\.')
_ITALIAN_FACT = re.compile(r'(?<![\w%])italian_noun\("([^"]+)",\s*"([^"]+)"\)\.')
_VERB_FACT = re.compile(r'(?<![\w%])verb_action\("([^"]+)",\s*(\w+)\)\.')
# Hypernyms too general to name an action class ("sell" sense 3 -> persuade -> induce = "make").
GENERIC_VERBS = frozenset({"make", "do", "be", "have", "get", "change", "cause", "take", "use"})


@lru_cache(maxsize=1)
def _overrides_text() -> str:
    """The override facts, comments dropped."""
    text = OVERRIDES.read_text(encoding="utf-8") if OVERRIDES.is_file() else ""
    return "\n".join(line.split("%", 1)[0] for line in text.splitlines())


@lru_cache(maxsize=1)
def _overrides() -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, str], dict[str, str]]:
    """(noun -> sorts added, noun -> sorts removed, Italian noun -> English lemma, WordNet verb -> action)."""
    text = _overrides_text()
    added: dict[str, set[str]] = {}
    removed: dict[str, set[str]] = {}
    for noun, sort in _SORT_FACT.findall(text):
        added.setdefault(noun.casefold(), set()).add(sort)
    for noun, sort in _NOT_SORT_FACT.findall(text):
        removed.setdefault(noun.casefold(), set()).add(sort)
    italian = {it.casefold(): en.casefold() for it, en in _ITALIAN_FACT.findall(text)}
    verbs = {v.casefold(): a for v, a in _VERB_FACT.findall(text)}
    for sort in {s for ss in added.values() for s in ss} | {s for ss in removed.values() for s in ss}:
        if sort not in SORT_ROOTS:
            raise DataError(f"{OVERRIDES}: unknown sort {sort!r}; sorts are: {', '.join(SORTS)}")
    return added, removed, italian, verbs


# --- reading WordNet ----------------------------------------------------------------------------------
def _wordnet_fingerprint() -> str:
    h = hashlib.sha256(CACHE_VERSION.encode())
    h.update(repr(sorted(SORT_ROOTS.items())).encode())
    h.update(files_stamp(("data.noun", "data.verb", "index.noun", "index.verb")).encode())
    return h.hexdigest()[:16]


def _open_wordnet() -> Any:
    return open_wordnet(WORDNET_DIR)


def _build_table(wn) -> dict:
    """Every noun lemma's sorts, the persons, and every verb lemma's hypernym chains."""
    roots: dict = {}
    for sort, names in SORT_ROOTS.items():
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
        if any(s.lexname() in CONCRETE_LEXNAMES for s in senses[:CONCRETE_SENSES]):
            concrete.append(word)
        first = senses[0]
        if "person" in sorts_of_synset(first):
            persons.append(word)
        chosen = [s for s in senses if s.lexname() in PHYSICAL_LEXNAMES][:1]
        if first.lexname() in PHYSICAL_LEXNAMES and first not in chosen:
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
    added, removed, italian, _ = _overrides()
    key = noun.casefold().strip()
    if lang == "it":
        words = key.split()
        english = italian.get(key) or (italian.get(words[0]) if words else None)
        if english is None:
            return frozenset(added.get(key, set()))
        key = english
    table = _table()
    for name in _candidates(key):
        listed = table.noun_sorts(name)
        if name in added or name in removed or listed is not None:
            found = set(listed or ()) | added.get(name, set())
            found |= {IMPLIES[s] for s in found if s in IMPLIES}
            return frozenset(found - removed.get(name, set()))
    plain = unicodedata.normalize("NFKD", key).encode("ascii", "ignore").decode()
    if lang == "en" and plain and plain != key:  # "café": WordNet spells it "cafe"
        return sorts_of(plain, lang)
    return frozenset()


@lru_cache(maxsize=1 << 14)
def is_person(noun: str, lang: str = "en") -> bool:
    """Whether a common noun names a person by its most frequent sense ("chef", "mom"; not "jack", "tv")."""
    added, removed, italian, _ = _overrides()
    key = noun.casefold().strip()
    if lang == "it":
        key = italian.get(key, "")
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


# What an object's sort makes likely: devour food -> eat, smash a container -> break.
SORT_ACTIONS: dict[str, tuple[str, ...]] = {
    "food": ("eat", "cook", "cut", "heat"), "drink": ("drink", "pour"), "liquid": ("pour", "drink"),
    "container": ("fill", "empty", "open", "close", "break", "lock"), "device": ("turn_on", "turn_off", "use", "break"),
    "clothing": ("wear", "take_off", "wash"), "document": ("read", "write"), "vehicle": ("drive", "ride"),
}


def verb_class(lemma: str, object_sort: Optional[str] = None,
               known: Optional[Iterable[str]] = None) -> tuple[Optional[str], tuple[str, ...]]:
    """The action class of a verb nobody listed: its nearest WordNet hypernym that is a known action.

    Returns (action or None, path of synsets and lemmas walked: ("devour.v.03", "devour", "eat")).
    Senses are tried most frequent first; with `object_sort` given a sense whose action suits that
    sort wins ("devour" sense 1 is to destroy: with food it is eating). `known` defaults to the
    actions of kb/actions plus kb/language/sorts.lp verb_action/2."""
    _, _, _, verb_actions = _overrides()
    actions = set(known) if known is not None else _known_actions()
    key = lemma.casefold().strip().replace(" ", "_")
    if key in verb_actions:
        return (None, ()) if verb_actions[key] == "none" else (verb_actions[key], (key, verb_actions[key]))
    if key in actions:
        return key, (key,)
    found: list[tuple[str, tuple[str, ...]]] = []
    lexname = _table().lexname
    senses = _verb_senses()
    for chain in _table().verb_chains(key):
        path: list[str] = []
        if not chain or lexname(chain[0][0][0]) not in PHYSICAL_VERB_LEXNAMES:
            continue
        for depth, level in enumerate(chain[:VERB_CLASS_DEPTH + 1]):
            hit = None
            for synset, *names in level:
                if lexname(synset) not in PHYSICAL_VERB_LEXNAMES:
                    continue
                # a class word in a rarer sense counts only where kb names that sense (verb_sense/2)
                names = [n for n in names if not n.endswith("~")] + [n[:-1] for n in names
                                                                     if n.endswith("~") and synset in senses
                                                                     and depth <= 1]
                hit = next((verb_actions.get(n, n) for n in names
                            if verb_actions.get(n, n) in actions and n not in GENERIC_VERBS), None)
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
        suited = [f for f in found if f[0] in SORT_ACTIONS.get(object_sort, ())]
        if suited:
            return suited[0]
    return found[0]


def verb_chains(lemma: str) -> list:
    """A verb's hypernym chains, most frequent sense first: per sense, per level up, [synset, lemmas...]."""
    return _table().verb_chains(lemma.casefold().strip().replace(" ", "_"))


def english_noun(italian: str) -> Optional[str]:
    """The English noun an Italian one stands for (kb/language/sorts.lp italian_noun/2), None unknown."""
    return _overrides()[2].get(" ".join(italian.casefold().split()))


def verb_lexname(lemma: str) -> Optional[str]:
    """The WordNet lexicographer file of a verb's most frequent sense ("verb.motion" for land), None unknown."""
    try:
        chains = _table().verb_chains(lemma.casefold().strip().replace(" ", "_"))
        return _table().lexname(chains[0][0][0][0]) if chains and chains[0] else None
    except Exception:  # noqa: BLE001 - WordNet missing: unknown
        return None


_SENSE_FACT = re.compile(r'(?<![\w%])verb_sense\("([^"]+)"\)\.')


@lru_cache(maxsize=1)
def _verb_senses() -> frozenset[str]:
    """WordNet verb senses that are a class word's household sense though not its most frequent
    (kb/language/sorts.lp verb_sense/1: "give.v.03", handing a thing over)."""
    return frozenset(_SENSE_FACT.findall(_overrides_text()))


@lru_cache(maxsize=1)
def _known_actions() -> frozenset[str]:
    """Action names the action knowledge speaks of (kb/actions/actions.lp), and the verb_action targets."""
    text = (KB_DIR / "actions" / "actions.lp").read_text(encoding="utf-8")
    names = set(re.findall(r"\b(?:effect|needs|moves|needs_kind|effect_kind|instrument|is_a|handles|"
                           r"uses_in_place|consumes|travels)\((\w+)", text))
    names |= set(_overrides()[3].values())
    return frozenset(names - {"none"})


def kind_facts(nouns: Iterable[str], lang: str = "en") -> list[str]:
    """`kind(Noun,Sort).` facts for the given nouns (rules/actions_*.lp read sorts as kinds)."""
    out = []
    for noun in dict.fromkeys(nouns):
        for sort in sorted(sorts_of(noun, lang)):
            out.append(f'kind("{noun.replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}",{sort}).')
    return out


def wordnet_available() -> bool:
    return (WORDNET_DIR / "data.noun").is_file() or _cache_file().is_file()
