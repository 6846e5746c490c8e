"""From an object phrase to the word that names its kind (the head noun, singular).

Annotators judged what the phrase's head denotes ("the car keys" are keys, "a piece of
cake" is cake), so the kind lexicon is keyed by head nouns; modifiers and the sentence feed
the context cues instead (solver.affordances.cues).
"""
from __future__ import annotations

import re

DETERMINERS = frozenset(
    "the a an my his her their our your its this that these those some any every each "
    "no several many few all both another other such one two three four five".split()
)

#: Nouns that only measure or group what follows "of": the head is the complement.
QUANTITY_NOUNS = frozenset(
    "piece pieces slice slices bunch lot lots kind kinds type types sort pair pairs set sets "
    "group groups number couple variety collection plenty amount handful bit bits part parts "
    "range series stack pile loaf chunk strip sheet sheets roll box boxes bag bags cup cups "
    "glass glasses bottle bottles jar jars can cans bowl bowls plate plates pot pots carton "
    "basket baskets bucket crate pack packet tray mug mugs spoonful barrel flock herd "
    "school swarm team crowd jug jugs pitcher flask kettle teapot tub thermos canteen".split()
)

#: Of the quantity nouns, these are containers: "a cup of coffee" is a cup holding coffee.
CONTAINER_NOUNS = frozenset(
    "box bag cup glass bottle jar can bowl plate pot carton basket bucket crate pack packet "
    "tray mug barrel jug pitcher flask kettle teapot tub thermos canteen".split()
)

_IRREGULAR = {
    "children": "child", "people": "person", "men": "man", "women": "woman", "feet": "foot",
    "teeth": "tooth", "mice": "mouse", "geese": "goose", "knives": "knife", "leaves": "leaf",
    "wolves": "wolf", "shelves": "shelf", "lives": "life", "wives": "wife", "loaves": "loaf",
    "halves": "half", "calves": "calf", "thieves": "thief", "oxen": "ox", "dice": "die",
    "scarves": "scarf", "hooves": "hoof", "cacti": "cactus", "fungi": "fungus", "media": "medium",
    "data": "data", "news": "news", "series": "series", "species": "species", "glasses": "glasses",
    "clothes": "clothes", "pants": "pants", "jeans": "jeans", "shorts": "shorts", "scissors": "scissors",
    "binoculars": "binoculars", "goggles": "goggles", "trousers": "trousers", "sports": "sport",
    "bus": "bus", "gas": "gas", "glass": "glass", "grass": "grass", "class": "class", "dress": "dress",
    "lens": "lens", "chess": "chess", "bus": "bus", "canvas": "canvas", "compass": "compass",
    "mattress": "mattress", "harness": "harness", "cactus": "cactus", "octopus": "octopus",
    "walrus": "walrus", "hippopotamus": "hippopotamus", "rhinoceros": "rhinoceros", "rhinoceroses": "rhinoceros", "bonus": "bonus", "campus": "campus",
    "fries": "fries", "cookies": "cookie", "movies": "movie", "pies": "pie", "ties": "tie",
    "toes": "toe", "shoes": "shoe", "horses": "horse", "houses": "house", "boxes": "box",
    "buses": "bus", "glasses": "glasses", "dishes": "dish", "brushes": "brush", "benches": "bench",
}

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
