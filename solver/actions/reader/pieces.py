"""Breaking into pieces: "snapped the bar into small squares", "it shattered into a hundred pieces", "torn to rags".

Why: a thing broken into pieces is in pieces, not only broken, so a later use of it whole ("wrap the whole,
unbroken bar", "hang the mirror") conflicts. The breaking patterns of kb/actions/patterns_en.lp name the piece
phrase by the one literal word "pieces", but stories put a number or describing words before its noun ("a
hundred pieces", "small squares", "two neat halves") and name the pieces many ways (bits, shards, halves, rags).
A clause's phrase after "into", "to" or "in" whose noun kb/language/pieces.lp lists is read here as that one
word, so the pattern meets it; the rest of the clause is left as it is.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from solver.actions.lexicon import Lexicon
from solver.language.frames import Frame, Word
from solver.logic.constructions import PieceNoun, PiecePreposition
from solver.logic.tables import read
from solver.paths import KB_DIR

PIECES_FILE = KB_DIR / "language" / "pieces.lp"


@lru_cache(maxsize=1)
def piece_nouns() -> frozenset:
    """The nouns of kb/language/pieces.lp (English), as written and lower case."""
    return frozenset(f.noun for f in read(PIECES_FILE, PieceNoun) if str(f.lang) == "en")


@lru_cache(maxsize=1)
def piece_prepositions() -> frozenset:
    """The prepositions of kb/language/pieces.lp (English) before a phrase of pieces."""
    return frozenset(f.prep for f in read(PIECES_FILE, PiecePreposition) if str(f.lang) == "en")


def pieces_frame(lex: Lexicon, frame: Frame) -> Frame:
    """The frame with its piece phrase ("into a hundred pieces") read as "into pieces"; the frame itself when
    it has none. The phrase must end the clause's words or be followed by no noun ("two halves" in "two
    halves of bread" names bread)."""
    nouns = piece_nouns()
    # the parts of speech that may stand between the preposition and the piece noun ("a hundred", "small", "two neat")
    before_noun = ("DET", "NUM", "ADJ", "ADV")
    words = frame.words
    for k, prep in enumerate(words[:-1]):
        if prep.pos != "ADP" or prep.text.lower() not in piece_prepositions():
            continue
        j = k + 1
        # "a hundred", "small", "two neat": words before the noun; "two" is the noun itself only at the phrase's end
        while j < len(words) - 1 and words[j].pos in before_noun and (
                words[j].text.lower() not in nouns or words[j + 1].text.lower() in nouns
                or words[j + 1].pos in before_noun):
            j += 1
        noun = words[j]
        if noun.text.lower() not in nouns or noun.pos in ("ADP", "AUX", "CCONJ", "SCONJ", "PRON", "DET"):
            continue
        if j + 1 < len(words) and words[j + 1].pos in ("NOUN", "PROPN") or \
                j + 1 < len(words) and lex.is_word("en", words[j + 1].lemma, "of_prep"):
            continue
        if j == k + 1 and noun.text.lower() == "pieces":
            return frame
        piece = Word("pieces", "piece", noun.index, "NOUN", "NNS", "", noun.role)
        return replace(frame, words=words[:k + 1] + [piece] + words[j + 1:])
    return frame
