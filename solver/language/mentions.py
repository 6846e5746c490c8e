"""Does a sentence mention an object? The check the size and affordance commands make before they
read a sentence's cues for an object: cues about a box say nothing about a cup the sentence never names."""
from __future__ import annotations

from solver.language.lemmas import lemma, tokenize


def _bare(word: str) -> str:
    """A word without a possessive ending, lower-cased: "man's" -> "man"."""
    low = word.lower().replace("’", "'")
    return low[:-2] if low.endswith("'s") else low


def head_word(phrase: str) -> str:
    """The last word of an object phrase ("a toy car" -> "car"), which names the thing."""
    words = tokenize(phrase)
    return _bare(words[-1]) if words else ""


def mentions(sentence: str, phrase: str) -> bool:
    """True when the sentence holds the phrase's head word, in any inflection ("cups" for "cup")."""
    head = head_word(phrase)
    if not head:
        return False
    forms = {head, lemma(head)}
    return any(w in forms or lemma(w) in forms for w in map(_bare, tokenize(sentence)))
