"""From an object phrase to the word that names its kind (the head noun, singular).

Annotators judged what the phrase's head denotes ("the car keys" are keys, "a piece of
cake" is cake), so the kind lexicon is keyed by head nouns; modifiers and the sentence feed
the context cues instead (solver.affordances.cues).
"""
from __future__ import annotations

import re

from solver.language.lexicon import word_pairs, words

# Word sets and the plural table of kb/language/en.lp.
DETERMINERS = words("phrase_determiner")

#: Nouns that only measure or group what follows "of": the head is the complement.
QUANTITY_NOUNS = words("quantity_noun")

#: Of the quantity nouns, these are containers: "a cup of coffee" is a cup holding coffee.
CONTAINER_NOUNS = words("container_noun")

#: Irregular plurals, and words that end in s in the singular (word_pair(singular, W, V)).
_IRREGULAR = word_pairs("singular")

_TOKEN = re.compile(r"[a-z0-9][a-z0-9'\-]*")


def tokens(text: str) -> list[str]:
    """Lower-case word tokens, possessive 's dropped."""
    out = []
    for tok in _TOKEN.findall(text.lower().replace("\u2019", "'")):
        if tok.endswith("'s"):
            tok = tok[:-2]
        tok = tok.strip("'-")
        if tok:
            out.append(tok)
    return out


def singular(word: str) -> str:
    """A noun's singular by rule (good enough for heads: the lexicon lists exceptions)."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) <= 3 or word.endswith(("ss", "us", "is", "ous")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes", "oes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def split_phrase(obj: str) -> tuple[list[str], list[str], str | None]:
    """(head part, complement part, container) of an object phrase.

    "a cup of coffee" -> (['cup'], ['coffee'], 'cup'): the container is the head;
    "a piece of cake" -> (['cake'], [], None): measure words give way to the complement;
    "the car keys" -> (['car', 'keys'], [], None).
    """
    words = [w for w in tokens(obj) if w not in DETERMINERS]
    if "of" in words:
        i = words.index("of")
        left, right = words[:i], [w for w in words[i + 1:] if w not in DETERMINERS]
        if left and right and left[-1] in QUANTITY_NOUNS:
            lead = singular(left[-1])
            if lead in CONTAINER_NOUNS:
                return left, right, lead
            return right, [], None
        if left:
            return left, right, None
        return right, [], None
    return words, [], None


def head_candidates(obj: str) -> list[str]:
    """Head noun candidates, best first: the last word of the head part, then the words before it.

    The lexicon lookup takes the first candidate it knows, so an unknown head ("gizmo") falls
    back on a known modifier ("kitchen gizmo" -> kitchen is not taken as the head unless
    nothing after it is known).
    """
    head, complement, _ = split_phrase(obj)
    cands = [singular(w) for w in reversed(head)]
    cands += [singular(w) for w in reversed(complement)]
    seen: list[str] = []
    for c in cands:
        if c not in seen:
            seen.append(c)
    return seen
