"""The sizes knowledge base (kb/sizes/*.pl) read into typed records.

The .pl files are the source of truth for the ProbLog reasoner; Python reads the same
clauses (with ProbLog's own parser) to know which nouns exist, to resolve words to
nouns, and to compile phrase patterns into matchers. Nothing here restates a fact.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from solver.language import lemma
from solver.logic import sizes as F
from solver.logic.sizes import Token, pattern_tokens
from solver.logic.problog import read_facts
from solver.errors import DataError, UnknownNameError
from solver.language.lexicon import word_list
from solver.paths import kb_file

NOUNS_FILE = "sizes/nouns.pl"
LEXICON_FILE = "sizes/lexicon.pl"


@dataclass(frozen=True)
class Noun:
    name: str
    kind: str
    dims: tuple[float, float, float]  # typical length, width, height in cm
    spread: float

    @property
    def face_cm(self) -> float:
        """The side of the square of the thing's two largest dimensions, each counted as at
        least a tenth of the longest: the outline the eye compares, depth hidden behind it
        (mirrors noun_scale/3 in rules/sizes_prior.pl)."""
        floor = max(self.dims) / 10
        largest = sorted(max(d, floor) for d in self.dims)[1:]
        return (largest[0] * largest[1]) ** 0.5

    @property
    def typical_cm(self) -> float:
        """The size the prior compares: the face side."""
        return self.face_cm


@dataclass(frozen=True)
class Alias:
    word: str
    noun: str
    why: str  # typo, spelling, synonym, plural


@dataclass(frozen=True)
class Phrase:
    id: str
    tokens: tuple[Token, ...]
    implies: tuple[tuple[str, str], ...]  # (smaller slot, bigger slot)
    needs: tuple[tuple[str, str], ...] = ()  # (slot, property)

    @property
    def slots(self) -> tuple[str, ...]:
        return tuple(t.slot for t in _flatten(self.tokens) if t.kind == "slot")

    def text(self) -> str:
        """The pattern in a readable form: `{y} now accommodates {x}`."""
        return " ".join(_token_text(t) for t in self.tokens)


@dataclass(frozen=True)
class SizeKB:
    nouns: dict[str, Noun]
    aliases: dict[str, Alias]
    known_bigger: tuple[tuple[str, str], ...]
    phrases: dict[str, Phrase]
    misspellings: dict[str, str]
    files: tuple[Path, ...] = field(default=())
    spread_out: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    extent_phrases: frozenset[str] = frozenset()

    def resolve(self, word: str) -> str | None:
        """The noun a word names (case, spacing, determiners, known aliases and plurals undone)."""
        key = normalize_noun(word)
        if key in self.nouns:
            return key
        if key in self.aliases:
            return self.aliases[key].noun
        cache = _SINGULAR_CACHE.setdefault(id(self), {})
        if key not in cache:
            cache[key] = next((self.nouns[c].name if c in self.nouns else self.aliases[c].noun
                               for c in _singulars(key) if c in self.nouns or c in self.aliases), None)
        return cache[key]

    def read_noun(self, phrase: str) -> tuple[str | None, str | None]:
        """(noun, note) for an object phrase: the noun it names, else the noun its head
        names when the modifiers before it are unknown ("cardboard box" -> box), the note
        saying so; (None, None) for an unknown noun."""
        noun = self.resolve(phrase)
        if noun is not None:
            return noun, None
        words = normalize_noun(phrase).split()
        for start in range(1, len(words)):
            noun = self.resolve(" ".join(words[start:]))
            if noun is not None:
                dropped = " ".join(words[:start])
                return noun, (f"modifier {dropped!r} of {phrase!r} is not in kb/sizes/nouns.pl: "
                              f"read as its head noun {noun!r}")
        return None, None

    def require(self, word: str) -> str:
        """Like resolve, but an unknown word is an error listing the closest known nouns."""
        noun = self.resolve(word)
        if noun is None:
            raise UnknownNameError("noun", word, set(self.nouns) | set(self.aliases))
        return noun


_SINGULAR_CACHE: dict[int, dict[str, str | None]] = {}  # per KB: plural word -> noun (or None)


def _singulars(key: str) -> list[str]:
    """Singular readings of a (possibly multiword) noun: its last word through the shared
    lemmatiser, then the regular English plural endings."""
    head, _, last = key.rpartition(" ")
    prefix = head + " " if head else ""
    forms = [lemma(last)] if last else []
    if last.endswith("ves"):
        forms += [last[:-3] + "f", last[:-3] + "fe"]
    if last.endswith("ies"):
        forms.append(last[:-3] + "y")
    if last.endswith("es"):
        forms.append(last[:-2])
    if last.endswith("s") and not last.endswith("ss"):
        forms.append(last[:-1])
    return [prefix + f for f in dict.fromkeys(forms) if f and f != last]


_DETERMINERS = tuple(f"{d} " for d in word_list("noun_determiner"))  # kb/language/en.lp, first match wins


@lru_cache(maxsize=65536)
def normalize_noun(word: str) -> str:
    """A noun phrase lower-cased, spaced and without its determiner (cached: the matcher
    asks about the same few thousand words tens of thousands of times)."""
    text = " ".join(word.strip().lower().replace("\u2019", "'").split())
    for det in _DETERMINERS:
        if text.startswith(det):
            text = text[len(det):]
            break
    return text


def _flatten(tokens: tuple[Token, ...]):
    for t in tokens:
        yield t
        if t.inner:
            yield from _flatten(t.inner)


def _token_text(t: Token) -> str:
    if t.kind == "word":
        return t.words[0]
    if t.kind == "any":
        return "(" + "|".join(t.words) + ")"
    if t.kind == "slot":
        return "{" + t.slot + "}"
    return "[" + " ".join(_token_text(i) for i in t.inner) + "]"


def read_kb(nouns_path: Path | None = None, lexicon_path: Path | None = None) -> SizeKB:
    """Read and check the sizes KB: nouns with positive sizes and spreads above 1,
    aliases to known nouns, phrases whose implied and needed slots exist."""
    nouns_path = nouns_path or kb_file(NOUNS_FILE)
    lexicon_path = lexicon_path or kb_file(LEXICON_FILE)
    nouns: dict[str, Noun] = {}
    aliases: dict[str, Alias] = {}
    known: list[tuple[str, str]] = []
    spread_out: dict[str, tuple[float, float, float]] = {}
    for fact, where in read_facts(nouns_path, [F.Noun, F.Alias, F.SpreadOut, F.KnownBigger]):
        if isinstance(fact, F.Noun):
            dims = (fact.length, fact.width, fact.height)
            if min(dims) <= 0:
                raise DataError("dimensions L, W, H must be positive", where=where)
            if fact.spread <= 1:
                raise DataError("Spread must be above 1", where=where)
            if fact.name in nouns:
                raise DataError(f"noun {fact.name!r} written twice", where=where)
            nouns[fact.name] = Noun(fact.name, fact.kind, dims, fact.spread)
        elif isinstance(fact, F.Alias):
            aliases[fact.word] = Alias(fact.word, fact.noun, fact.form)
        elif isinstance(fact, F.SpreadOut):
            spread_out[fact.noun] = (fact.length, fact.width, fact.height)
        elif isinstance(fact, F.KnownBigger):
            known.append((fact.bigger, fact.smaller))
    for alias in aliases.values():
        if alias.noun not in nouns:
            raise DataError(f"alias {alias.word!r} points at unknown noun {alias.noun!r}", where=str(nouns_path))
    for big, small in known:
        for name in (big, small):
            if name not in nouns:
                raise DataError(f"known_bigger names unknown noun {name!r}", where=str(nouns_path))

    patterns: dict[str, tuple[Token, ...]] = {}
    implies: dict[str, list[tuple[str, str]]] = {}
    needs: dict[str, list[tuple[str, str]]] = {}
    misspellings: dict[str, str] = {}
    extent: set[str] = set()
    for fact, where in read_facts(lexicon_path, [F.Phrase, F.Implies, F.Needs, F.Extent, F.Misspelling]):
        if isinstance(fact, F.Phrase):
            if fact.id in patterns:
                raise DataError(f"phrase {fact.id!r} written twice", where=where)
            patterns[fact.id] = pattern_tokens(fact.pattern, where)
        elif isinstance(fact, F.Implies):
            implies.setdefault(fact.phrase, []).append((fact.small, fact.big))
        elif isinstance(fact, F.Needs):
            needs.setdefault(fact.phrase, []).append((fact.slot, fact.property))
        elif isinstance(fact, F.Extent):
            extent.add(fact.word)
        elif isinstance(fact, F.Misspelling):
            misspellings[fact.wrong] = fact.right
    phrases: dict[str, Phrase] = {}
    for pid, tokens in patterns.items():
        phrase = Phrase(pid, tokens, tuple(implies.get(pid, ())), tuple(needs.get(pid, ())))
        slots = set(phrase.slots)
        if not phrase.implies:
            raise DataError(f"phrase {pid!r} implies nothing", where=str(lexicon_path))
        for a, b in phrase.implies + phrase.needs:
            for s in (a, b) if (a, b) in phrase.implies else (a,):
                if s not in slots:
                    raise DataError(f"phrase {pid!r} names slot {s!r} it does not have", where=str(lexicon_path))
        phrases[pid] = phrase
    for pid in set(implies) | set(needs):
        if pid not in phrases:
            raise DataError(f"implies/needs for unknown phrase {pid!r}", where=str(lexicon_path))
    for name in spread_out:
        if name not in nouns:
            raise DataError(f"spread_out names unknown noun {name!r}", where=str(nouns_path))
    return SizeKB(nouns, aliases, tuple(known), phrases, misspellings, (nouns_path, lexicon_path),
                  spread_out, frozenset(extent))


@lru_cache(maxsize=1)
def default_kb() -> SizeKB:
    """The project's own sizes KB, read once per process."""
    return read_kb()
