"""How alike two short phrases are in meaning: shared lemmas first, then WordNet similarity of the words.

Used where a user's name for something (a task, "cutting bread") must be matched to the names the
knowledge base knows ("slicing a loaf of bread"): words in common count most, and WordNet's
Wu-Palmer similarity tells that slicing is a way of cutting and a loaf is bread. WordNet 3.0 is read
from Debian's wordnet-base (/usr/share/wordnet) through NLTK, never downloaded; a copy of its files
with the `lexnames` list NLTK needs is made once in physkb's cache folder.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Optional

from solver.language.wordnet import WORDNET_DIR, installed, open_wordnet

SENSES = 4  # senses of each word compared (the commonest first): rare senses make everything alike


@lru_cache(maxsize=1)
def wordnet():
    """NLTK's WordNet reader over Debian's WordNet 3.0 (a few seconds, once per process); None without it."""
    return open_wordnet() if installed() else None


@lru_cache(maxsize=1 << 14)
def word_similarity(a: str, b: str) -> float:
    """1 for the same lemma, else the best Wu-Palmer similarity over the words' commonest noun and verb senses."""
    if a == b:
        return 1.0
    wn = wordnet()
    if wn is None:
        return 0.0
    best = 0.0
    for pos in ("n", "v"):
        for s1 in wn.synsets(a, pos)[:SENSES]:
            for s2 in wn.synsets(b, pos)[:SENSES]:
                best = max(best, s1.wup_similarity(s2) or 0.0)
    return best


def phrase_similarity(a: Iterable[str], b: Iterable[str]) -> float:
    """Each word's best match in the other phrase, averaged both ways (0-1); lemmas in, not surface words."""
    left, right = sorted(set(a)), sorted(set(b))
    if not left or not right:
        return 0.0

    def one_way(xs: list[str], ys: list[str]) -> float:
        return sum(max(word_similarity(x, y) for y in ys) for x in xs) / len(xs)

    return (one_way(left, right) + one_way(right, left)) / 2


def available() -> Optional[str]:
    """Why WordNet similarity is missing (None when it is there)."""
    return None if installed() else f"no WordNet 3.0 under {WORDNET_DIR} (Debian: wordnet-base)"
