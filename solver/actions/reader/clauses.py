"""A sentence cut into words and clauses: at punctuation followed by a verb, at a clause word, before a purpose."""
from __future__ import annotations

import re
from typing import Sequence

from solver.actions.lexicon import Lexicon
from solver.language import lemma, verb_forms
from solver.actions.reader.tokens import Token
from solver.actions.reader import english_words, italian_words


_CLAUSE_PUNCT = re.compile(r"[,;:!?.()\"“”]+")


def tokenize(text: str, lang: str) -> list[Token]:
    words = italian_words.words(text) if lang == "it" else english_words.words(text)
    return [Token(w, w.lower(), lemma(w, lang), verb_forms(w, lang)) for w in words]


def _has_verb(lex: Lexicon, lang: str, toks: Sequence[Token]) -> bool:
    verbs = lex.verbs.get(lang, ())
    return any(f in verbs for t in toks for f in t.forms)


def up_to_preposition(lex: Lexicon, lang: str, toks: Sequence[Token]) -> Sequence[Token]:
    """The tokens before the first preposition or clause word."""
    for k, tok in enumerate(toks):
        if k and (lex.is_word(lang, tok.low, "stop") or lex.is_word(lang, tok.low, "split")):
            return toks[:k]
    return toks


def split_clauses(lex: Lexicon, lang: str, sentence: str) -> list[list[Token]]:
    out: list[list[Token]] = []
    # A comma starts a new clause only when a verb follows it ("the cold, raw dough" stays one phrase).
    parts: list[str] = []
    for piece in _CLAUSE_PUNCT.split(sentence):
        if parts and piece.strip() and not _has_verb(lex, lang, tokenize(piece, lang)):
            parts[-1] = parts[-1] + " " + piece
        else:
            parts.append(piece)
    if lang == "it" and len(parts) > 1 and parts[0].strip() and not _has_verb(lex, lang, tokenize(parts[0], lang)):
        # "La sera, Paolo ha guardato un film": a phrase of time or place before the comma belongs to the clause after it
        parts = [parts[0] + " " + parts[1]] + parts[2:]
    for part in parts:
        current: list[Token] = []
        toks = tokenize(part, lang)
        for k, tok in enumerate(toks):
            # "and" joins two clauses only when a verb follows it; "the ball and the bat" stays one phrase.
            # ... and only when the verb comes before any preposition: "put the milk and the cake into the cup and
            # ate it" joins two things, then two clauses.
            joins_phrases = lex.is_word(lang, tok.low, "coordinator") and not _has_verb(lex, lang, up_to_preposition(lex, lang, toks[k + 1:]))
            # "to" + verb ("to heat it", "to completely take it apart": an adverb may stand between)
            verb_at = k + 2 if k + 2 < len(toks) and (lex.is_word(lang, toks[k + 1].low, "adverb")
                                                     or toks[k + 1].low.endswith("ly")) else k + 1
            purpose = lex.is_word(lang, tok.low, "purpose_marker") and verb_at < len(toks) and _has_verb(lex, lang, toks[verb_at:verb_at + 1]) \
                and not lex.is_word(lang, toks[verb_at].low, "det") and not toks[verb_at].low.endswith("ing") \
                and not (k > 0 and lex.is_word(lang, toks[k - 1].low, "negation"))  # "tried to fix": not done
            # Italian "a" + infinitive ("è andato alla macchina a prendere il telefono"): the errand is a clause
            purpose = purpose or (lang == "it" and lex.is_word("it", tok.low, "errand_marker") and k + 1 < len(toks)
                                  and _has_verb(lex, lang, toks[k + 1:k + 2]) and toks[k + 1].low.endswith("re"))
            # Italian "per" starts a clause only as a purpose ("per fare il pane"), not before a noun ("per Napoli")
            splits = lex.is_word(lang, tok.low, "split") and not (lang == "it" and lex.is_word("it", tok.low, "purpose_marker"))
            if (splits or purpose) and current and not joins_phrases:
                out.append(current)
                current = [tok]  # kept: "and" may join two noun phrases rather than two clauses
            else:
                current.append(tok)
        if current:
            out.append(current)
    return out
