"""Match a context sentence against the verb-phrase lexicon.

Patterns come from kb/sizes/lexicon.pl; each is compiled once into an anchored regular
expression over the normalized sentence. Noun-phrase slots are lazy, so several
patterns (or several splits of one pattern) can fit a sentence; a fit is kept only when
every slot holds a plausible noun phrase, and the best fit is the one whose fillers are
known nouns and whose pattern has the most fixed words. No fit means "unknown".
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from solver.language.lexicon import word_list, word_pairs, words
from solver.logic.sizes import Token
from solver.sizes.knowledge import Phrase, SizeKB, default_kb, normalize_noun

# Function words of kb/language/en.lp: the determiners a slot may start with (regular-expression
# alternatives, in order), the words that fill an agent slot alone, and the contractions expanded.
DETERMINERS = word_list("np_determiner")
PRONOUNS = word_list("agent_pronoun")
# Words that never sit inside a noun phrase: a slot holding one has swallowed a verb or
# a preposition of the sentence, so that split is wrong.
NOT_IN_NOUN_PHRASE = words("not_in_noun_phrase")
_CONTRACTIONS = word_pairs("contraction")


@dataclass(frozen=True)
class Filler:
    slot: str
    text: str  # as written, determiner stripped
    noun: str | None  # the known noun it names, None when unknown
    pronoun: bool = False


@dataclass(frozen=True)
class Match:
    phrase: Phrase
    fillers: dict[str, Filler]

    def score(self) -> tuple[int, int]:
        known = sum(1 for f in self.fillers.values() if f.noun or f.pronoun)
        return known, _fixed_words(self.phrase.tokens)


def normalize_sentence(sentence: str) -> str:
    text = sentence.strip().strip('"').lower().replace("\u2019", "'")
    text = re.sub(r"[.!?;:,]+", " ", text)
    words = [w for w in text.split()]
    out: list[str] = []
    for w in words:
        out.extend(_CONTRACTIONS.get(w, w).split())
    return " ".join(out)


def _fixed_words(tokens: tuple[Token, ...]) -> int:
    n = 0
    for t in tokens:
        if t.kind in ("word", "any"):
            n += 1
        elif t.kind == "opt":
            n += _fixed_words(t.inner)
    return n


_WORD = r"[\w'\-]+ "
_NP = r"(?:(?:" + "|".join(DETERMINERS) + r") )?(?:" + _WORD + r")+?"
_AGENT = r"(?:(?:" + "|".join(PRONOUNS) + r") |" + _NP + r")"


def _token_regex(t: Token) -> str:
    if t.kind == "word":
        return re.escape(t.words[0]) + " "
    if t.kind == "any":
        return "(?:" + "|".join(re.escape(w) for w in t.words) + ") "
    if t.kind == "opt":
        return "(?:" + "".join(_token_regex(i) for i in t.inner) + ")?"
    body = _AGENT if t.slot_kind == "agent" else _NP
    return f"(?P<{t.slot}>{body})"


@lru_cache(maxsize=4)
def _compiled(kb_id: int) -> list[tuple[Phrase, re.Pattern]]:
    kb = _KB_BY_ID[kb_id]
    return [(p, re.compile("^" + "".join(_token_regex(t) for t in p.tokens) + "$")) for p in kb.phrases.values()]


_KB_BY_ID: dict[int, SizeKB] = {}


def _filler(kb: SizeKB, slot: str, raw: str) -> Filler | None:
    text = raw.strip()
    if text in PRONOUNS:
        return Filler(slot, text, None, pronoun=True)
    words = text.split()
    if words and words[0] in DETERMINERS:
        words = words[1:]
    if not words or len(words) > 4 or any(w in NOT_IN_NOUN_PHRASE for w in words):
        return None
    phrase = " ".join(words)
    noun = kb.resolve(phrase)
    for start in range(1, len(words)):  # "a small red box": the head noun is at the end
        if noun is not None:
            break
        noun = kb.resolve(" ".join(words[start:]))
    return Filler(slot, phrase, noun)


def candidates(sentence: str, kb: SizeKB | None = None) -> list[Match]:
    """Every lexicon fit of the sentence, best first."""
    kb = kb or default_kb()
    _KB_BY_ID[id(kb)] = kb
    return list(_candidates(normalize_sentence(sentence), id(kb)))


@lru_cache(maxsize=8192)
def _candidates(normalized: str, kb_id: int) -> tuple[Match, ...]:
    """Fits of one normalized sentence (cached: release files repeat their sentences)."""
    kb = _KB_BY_ID[kb_id]
    text = normalized + " "
    found: list[Match] = []
    for phrase, rx in _compiled(kb_id):
        m = rx.match(text)
        if not m:
            continue
        fillers = {}
        for slot in phrase.slots:
            f = _filler(kb, slot, m.group(slot) or "")
            if f is None:
                break
            fillers[slot] = f
        else:
            found.append(Match(phrase, fillers))
    found.sort(key=lambda m: m.score(), reverse=True)
    return tuple(found)


def best_match(sentence: str, obj1: str | None = None, obj2: str | None = None, kb: SizeKB | None = None) -> Match | None:
    """The best fit; with objects given, the best fit whose slots hold both of them."""
    found = candidates(sentence, kb)
    if not found:
        return None
    if obj1 is not None and obj2 is not None:
        kb = kb or default_kb()
        for m in found:
            if slot_of(m, obj1, kb) and slot_of(m, obj2, kb):
                return m
    return found[0]


def slot_of(match: Match, obj: str, kb: SizeKB) -> str | None:
    """The slot an object fills in a match (by noun, else by the words as written)."""
    noun = kb.resolve(obj)
    text = normalize_noun(obj)
    for slot, f in match.fillers.items():
        if (noun is not None and f.noun == noun) or f.text == text:
            return slot
    return None
