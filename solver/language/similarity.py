"""How alike two short phrases are in meaning: shared lemmas first, then WordNet similarity of the words.

Used where a user's name for something (a task, "cutting bread") must be matched to the names the
knowledge base knows ("slicing a loaf of bread"): words in common count most, and WordNet's
Wu-Palmer similarity tells that slicing is a way of cutting and a loaf is bread. WordNet 3.0 is read
from Debian's wordnet-base (/usr/share/wordnet) through NLTK, never downloaded; a copy of its files
with the `lexnames` list NLTK needs is made once in physkb's cache folder.
"""
from __future__ import annotations

import shutil
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional

from solver.language.lookup_store import cache_dir

WORDNET_DIR = Path("/usr/share/wordnet")
SENSES = 4  # senses of each word compared (the commonest first): rare senses make everything alike
# The lexicographer files of WordNet 3.0, in their numbering (Debian's package leaves this list out).
LEXNAMES = (
    "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact", "noun.attribute",
    "noun.body", "noun.cognition", "noun.communication", "noun.event", "noun.feeling", "noun.food", "noun.group",
    "noun.location", "noun.motive", "noun.object", "noun.person", "noun.phenomenon", "noun.plant", "noun.possession",
    "noun.process", "noun.quantity", "noun.relation", "noun.shape", "noun.state", "noun.substance", "noun.time",
    "verb.body", "verb.change", "verb.cognition", "verb.communication", "verb.competition", "verb.consumption",
    "verb.contact", "verb.creation", "verb.emotion", "verb.motion", "verb.perception", "verb.possession",
    "verb.social", "verb.stative", "verb.weather", "adj.ppl",
)


def _cache_dir() -> Path:
    return cache_dir() / "wordnet-3.0" / "wordnet"


@lru_cache(maxsize=1)
def wordnet():
    """NLTK's WordNet reader over Debian's WordNet 3.0 (a few seconds, once per process); None without it."""
    import warnings

    if not (WORDNET_DIR / "data.noun").is_file():
        return None
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class _Reader(WordNetCorpusReader):
        def map_wn(self, version="oewn"):  # the newer WordNet NLTK maps to is absent, and not needed
            return None

    folder = _cache_dir()
    if not (folder / "lexnames").is_file():
        folder.mkdir(parents=True, exist_ok=True)
        for f in WORDNET_DIR.iterdir():  # NLTK reads only files under its root, so copy (28 MB), not link
            if f.is_file() and (f.name.startswith(("data.", "index.")) or f.suffix == ".exc"):
                shutil.copyfile(f, folder / f.name)
        (folder / "lexnames").write_text("".join(f"{k:02d}\t{name}\t{k}\n" for k, name in enumerate(LEXNAMES)))
    if str(folder.parent) not in nltk.data.path:
        nltk.data.path.insert(0, str(folder.parent))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _Reader(str(folder), None)


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
    return None if (WORDNET_DIR / "data.noun").is_file() else f"no WordNet 3.0 under {WORDNET_DIR} (Debian: wordnet-base)"
