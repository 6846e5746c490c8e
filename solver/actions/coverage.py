"""What the embedded reader read of a story, and what it did not: the coverage every verdict carries.

Why: a verdict rests only on the clauses the reader understood. A story whose content was partly
unread is "no conflict found in what was read (k of n clauses read)", never a bare "plausible"; a
story nothing of which was read (a language the reader does not read, English and Italian mixed,
clauses no pattern matches) is "not understood", with those clauses.

A *content clause* is a clause that says something of a thing: every clause the reader read (an
action or a described state), and every unread clause that names a thing of the story (a clause
with a noun phrase other than a person). A clause that names nothing ("she smiled", "it was late")
tells no state the laws could use and is left out of both counts. A clause told as not done (only
wanted, planned, a condition) was read as exactly that. A sentence in which the reader found no
clause at all counts as one unread clause.

Language: a word is known in English or Italian when the lemmatiser's dictionary lists it (or its
lemma) or the action lexicon lists it as a function word (kb/actions, word/3); a capitalised word
known in neither is a name and not counted, unless its letters belong to neither alphabet ("Tür").
A story whose words are mostly unknown in the language it is read in is in a language the reader
does not read; one with a sentence clearly English and another clearly Italian mixes the two.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional, Sequence

from solver.actions.lexicon import load_lexicon
from solver.language.lemmas import is_known, lemma
from solver.states.model import Story

# Unread reasons of solver.actions.reader that mean the reader understood the clause as not done.
TOLD_AS_NOT_DONE = frozenset({"intended", "modal", "conditional", "instead", "failed"})
# Share of known words below which a story is not in the language it is read in.
STORY_KNOWN_SHARE = 0.7
# A sentence of at least SENTENCE_MIN_WORDS words is clearly in a language when that share of its words
# is known in it and at least SENTENCE_MARGIN more than in the other; below SENTENCE_FOREIGN_SHARE in the
# story's language it is not in it.
SENTENCE_MIN_WORDS = 4
SENTENCE_CLEAR_SHARE = 0.8
SENTENCE_MARGIN = 0.25
SENTENCE_FOREIGN_SHARE = 0.5
_LETTERS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# Letters of English and Italian words (with the accents Italian writes); a word with any other letter is foreign.
_OWN_LETTERS = re.compile(r"[a-zàèéìíòóùú'’]+", re.IGNORECASE)
FUNCTION_CLASSES = ("det", "stop", "split", "pronoun", "aux", "negation", "all", "only", "adverb", "person")


@dataclass(frozen=True)
class UnreadClause:
    """A content clause the reader did not read: where it is, its words and why."""

    sentence: int
    clause: int
    text: str
    reason: str

    def to_json(self) -> dict:
        return {"sentence": self.sentence, "clause": self.clause, "text": self.text, "reason": self.reason}


@dataclass
class Coverage:
    """Content clauses read / content clauses, the unread ones, and why nothing could be read (if so)."""

    read: int
    total: int
    unread: list[UnreadClause] = field(default_factory=list)
    not_understood: Optional[str] = None  # why the story as a whole was not understood, else None

    @property
    def complete(self) -> bool:
        return self.not_understood is None and not self.unread

    def to_json(self) -> dict:
        return {"read": self.read, "total": self.total}


@lru_cache(maxsize=1)
def _function_words() -> dict[str, frozenset]:
    lex = load_lexicon()
    return {lang: frozenset().union(*(lex.words.get((lang, c), set()) for c in FUNCTION_CLASSES)) for lang in ("en", "it")}


@lru_cache(maxsize=1 << 15)
def _known(word: str, lang: str) -> bool:
    w = word.lower().replace("’", "'")
    if w in _function_words()[lang]:
        return True
    base = lemma(w, lang)
    return base != w or is_known(w, lang) or is_known(base, lang)


def _counted_words(sentence: str) -> list[str]:
    """The words whose language is told: names (capitalised, known in neither language, own letters) left out."""
    out = []
    for k, w in enumerate(_LETTERS.findall(sentence)):
        own = bool(_OWN_LETTERS.fullmatch(w))
        if w[:1].isupper() and own and not (_known(w, "en") or _known(w, "it")):
            continue
        if w[:1].isupper() and own and k and not w.isupper():
            continue  # a capitalised word inside a sentence: a name or a title
        out.append(w)
    return out


def _shares(words: Sequence[str]) -> dict[str, float]:
    """Share of the words known in English and in Italian (a word of foreign letters is known in neither)."""
    if not words:
        return {"en": 0.0, "it": 0.0}
    return {lang: sum(1 for w in words if _OWN_LETTERS.fullmatch(w) and _known(w, lang)) / len(words)
            for lang in ("en", "it")}


def language_problem(sentences: Sequence[str], lang: str) -> tuple[Optional[str], set[int]]:
    """Why the story as a whole cannot be read in `lang` (None when it can), and its sentences not in `lang`."""
    per_sentence = [_counted_words(s) for s in sentences]
    words = [w for ws in per_sentence for w in ws]
    if not words:
        return "no words of English or Italian", set(range(len(sentences)))
    other = "it" if lang == "en" else "en"
    story_share = _shares(words)[lang]
    foreign: set[int] = set()
    clear: dict[str, int] = {"en": 0, "it": 0}
    for t, ws in enumerate(per_sentence):
        shares = _shares(ws)
        if not ws or (len(ws) >= 2 and shares[lang] < SENTENCE_FOREIGN_SHARE) or (len(ws) < 2 and shares[lang] == 0):
            foreign.add(t)
        if len(ws) >= SENTENCE_MIN_WORDS:
            for a, b in (("en", "it"), ("it", "en")):
                if shares[a] >= SENTENCE_CLEAR_SHARE and shares[a] - shares[b] >= SENTENCE_MARGIN:
                    clear[a] += 1
    if clear[lang] and clear[other]:
        return "it mixes English and Italian", set(range(len(sentences)))
    if story_share < STORY_KNOWN_SHARE:
        return (f"not in a language the reader reads (English, Italian): {story_share:.0%} of its words are "
                f"{'English' if lang == 'en' else 'Italian'}"), set(range(len(sentences)))
    return None, foreign


def coverage_of(story: Story, reading, annotated: bool = False) -> Coverage:
    """The reader's coverage of one story (`reading`: its solver.actions.reader.results.StoryReading).

    `annotated`: the story carries its annotators' state labels; they read every sentence (an empty list of
    labels says nothing changes there), so its clauses count as read."""
    labelled = set(range(len(story.sentences))) if annotated else set()
    problem, foreign = language_problem(story.sentences, reading.lang)
    if problem is not None and not labelled:
        unread = [UnreadClause(t, 0, s, "language") for t, s in enumerate(story.sentences)]
        return Coverage(0, len(unread), unread, problem)
    read_clauses: set[tuple[int, int]] = {(r.sentence, r.clause) for r in reading.readings}
    clauses: dict[tuple[int, int], tuple[str, list]] = {}
    for n in reading.not_understood:
        clauses.setdefault((n.sentence, n.clause), (n.text, []))[1].append(n)
    total = read = 0
    unread: list[UnreadClause] = []
    for t, sentence in enumerate(story.sentences):
        if t in labelled:
            total, read = total + 1, read + 1
            continue
        if t in foreign:
            total += 1
            unread.append(UnreadClause(t, 0, sentence, f"not in {'English' if reading.lang == 'en' else 'Italian'}"))
            continue
        keys = sorted({k for k in read_clauses if k[0] == t} | {k for k in clauses if k[0] == t})
        if not keys:
            total += 1
            unread.append(UnreadClause(t, 0, sentence, "no clause found"))
            continue
        for key in keys:
            if key in read_clauses:
                total, read = total + 1, read + 1
                continue
            text, misses = clauses[key]
            if all(m.reason in TOLD_AS_NOT_DONE for m in misses):
                total, read = total + 1, read + 1
                continue
            if not any(m.mentions for m in misses) and reading.lang == "en":
                continue  # names no thing: no state the laws could use
            total += 1
            unread.append(UnreadClause(t, key[1], text, misses[0].reason))
    not_understood = None
    if problem is not None and labelled:
        pass  # the annotators read what the reader could not
    elif total and not read:
        not_understood = "no clause of the story was read"
    return Coverage(read, total, unread, not_understood)


def annotation_coverage(story: Story) -> Coverage:
    """Coverage of the annotations alone (--annotations-only): the annotators read every sentence of a story
    with labels; one without any has nothing read (the caller refuses it)."""
    total = len(story.sentences)
    if any(story.states):
        return Coverage(total, total)
    unread = [UnreadClause(t, 0, s, "no annotated states") for t, s in enumerate(story.sentences)]
    return Coverage(0, total, unread, "the story has no annotated states")
