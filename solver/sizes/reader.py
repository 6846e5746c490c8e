"""A general reading of size relations, for sentences no shape of the verb-phrase lexicon fits.

The lexicon (kb/sizes/lexicon.pl) lists whole sentence shapes; new wording breaks them. This
reader finds the two asked objects in the sentence (plurals and inflections through the
shared lemmatiser, solver/language; multiword nouns) and reads the words around them with
the general cues of kb/sizes/reading.pl: comparatives ("bigger than"), "too big for",
relative clauses ("the box that the cat slept in"), the passive ("was swallowed by"), verbs
of holding and of entering in any tense, prepositions of place ("in", "inside", "on top
of", "under", "behind") and a place put first ("In the mug there is ..."). Adverbs and
adjectives are skipped because only cue words count. No cue, or a negation it cannot
read, means no reading: the answer stays unknown, never a guess.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from solver.language import lemma, tokenize
from solver.logic import sizes as F
from solver.logic.problog import read_facts
from solver.sizes.knowledge import SizeKB
from solver.language.lexicon import words
from solver.paths import kb_file

READING_FILE = "sizes/reading.pl"
# Function words the reader steps over: a word set of kb/language/en.lp (word/2) each.
DETERMINERS, RELATIVE, BE, NEGATION, PARTICLES, CLAUSE_END = (
    words(word_set) for word_set in ("determiner", "relative", "be", "negation", "particle", "clause_end"))


@dataclass(frozen=True)
class Cues:
    places: tuple[tuple[tuple[str, ...], str], ...]  # (words, form), longest first
    verbs: dict[str, tuple[str, str]]  # lemma -> (role, form)
    fit_verbs: frozenset[str]
    comparatives: dict[str, str]
    too: dict[str, str]


@dataclass(frozen=True)
class Reading:
    relation: str  # smaller | bigger: obj1 relative to obj2
    kind: str  # preposition | verb | comparative | too
    entry: str  # the cue word(s) that gave the relation
    form: str  # kept | spread
    how: str  # the construction read, for the trace


@lru_cache(maxsize=1)
def default_cues() -> Cues:
    """The cues of kb/sizes/reading.pl, read once per process."""
    places, verbs, fits, comparatives, too = [], {}, set(), {}, {}
    for fact, _ in read_facts(kb_file(READING_FILE), [F.Place, F.Verb, F.FitVerb, F.Comparative, F.Too]):
        if isinstance(fact, F.Place):
            places.append((fact.words, fact.form))
        elif isinstance(fact, F.Verb):
            verbs[fact.lemma] = (fact.role, fact.form)
        elif isinstance(fact, F.FitVerb):
            fits.add(fact.lemma)
        elif isinstance(fact, F.Comparative):
            comparatives[fact.word] = fact.relation
        elif isinstance(fact, F.Too):
            too[fact.word] = fact.relation
    places.sort(key=lambda p: -len(p[0]))
    return Cues(tuple(places), verbs, frozenset(fits), comparatives, too)


def _verb_lemma(word: str, cues: Cues) -> str | None:
    """The lexicon verb a word is a form of ("sitting" and "swallowed" alike)."""
    for cand in (lemma(word), word):
        if cand in cues.verbs or cand in cues.fit_verbs:
            return cand
    if word.endswith("ing"):  # simplemma keeps some -ing forms as nouns
        stem = word[:-3]
        for cand in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem):
            if cand in cues.verbs or cand in cues.fit_verbs:
                return cand
    return None


def find_mentions(words: list[str], noun: str, kb: SizeKB) -> list[tuple[int, int]]:
    """Spans (start, end) of the words that name a noun, longest first at each place."""
    spans = []
    i = 0
    while i < len(words):
        for n in (3, 2, 1):
            if i + n <= len(words) and kb.resolve(" ".join(words[i:i + n])) == noun:
                spans.append((i, i + n))
                i += n - 1
                break
        i += 1
    return spans


def _place_at(words: list[str], i: int, cues: Cues) -> tuple[tuple[str, ...], str] | None:
    for place, form in cues.places:
        if tuple(words[i:i + len(place)]) == place:
            return place, form
    return None


def _last_place(words: list[str], cues: Cues) -> tuple[int, tuple[str, ...], str] | None:
    found = None
    i = 0
    while i < len(words):
        hit = _place_at(words, i, cues)
        if hit:
            found = (i, hit[0], hit[1])
            i += len(hit[0])
        else:
            i += 1
    return found


PREPOSITIONS = words("preposition")


def _object_follows(rest: list[str]) -> bool:
    """The words from a verb to the next object are only particles, a determiner, adjectives."""
    return len(rest) <= 4 and sum(w in DETERMINERS for w in rest) <= 1 and not any(w in PREPOSITIONS for w in rest)


def read(sentence: str, noun1: str, noun2: str, kb: SizeKB, cues: Cues | None = None) -> Reading | None:
    """obj1's size relative to obj2's as the sentence tells it, or None when it does not."""
    cues = cues or default_cues()
    words = [w.lower().replace("\u2019", "'") for w in tokenize(sentence)]
    m1, m2 = find_mentions(words, noun1, kb), find_mentions(words, noun2, kb)
    if noun1 == noun2:
        if len(m1) < 2:
            return None
        m1, m2 = [m1[0]], [m1[1]]
    if not m1 or not m2:
        return None
    s1, s2 = m1[0], m2[0]
    first_is_1 = s1[0] < s2[0]
    a, b = (s1, s2) if first_is_1 else (s2, s1)
    between = words[a[1]:b[0]]
    before = words[:a[0]]
    after = words[b[1]:]
    for k, w in enumerate(after):
        if w in DETERMINERS or w in CLAUSE_END:
            after = after[:k]
            break
    found = _read_order(between, before, after, cues)
    if found is None:
        return None
    a_smaller, kind, entry, form, how = found
    smaller = a_smaller if first_is_1 else not a_smaller
    return Reading("smaller" if smaller else "bigger", kind, entry, form, how)


def _read_order(between: list[str], before: list[str], after: list[str], cues: Cues):
    """(first mention is the smaller, kind, entry, form, how) from the words around two mentions."""
    negated = any(w in NEGATION or w.endswith("n't") for w in between)
    verbs = [(k, _verb_lemma(w, cues)) for k, w in enumerate(between)]
    verbs = [(k, v) for k, v in verbs if v]
    if negated:
        fit = next((v for _, v in verbs if v in cues.fit_verbs), None)
        place = _last_place(between, cues)
        if fit and place:
            return False, "verb", f"not {fit} {' '.join(place[1])}", "kept", "negated fitting: the first does not fit in the second"
        return None
    for k, w in enumerate(between):
        if w in cues.comparatives and k + 1 < len(between) and between[k + 1] == "than":
            return cues.comparatives[w] == "smaller", "comparative", f"{w} than", "kept", "comparative"
        if w == "too" and k + 1 < len(between) and between[k + 1] in cues.too:
            return cues.too[between[k + 1]] == "smaller", "too", f"too {between[k + 1]}", "kept", "'too ... for'"
    if between and between[0] in RELATIVE and not verbs and _last_place(between, cues) is None:
        # object relative clause: "the box that the cat slept in", "the mouse the elephant swallowed"
        tail_verbs = [_verb_lemma(w, cues) for w in after]
        tail_verb = next((v for v in tail_verbs if v and v in cues.verbs), None)
        stranded = None
        for k in range(len(after)):
            hit = _place_at(after, k, cues)
            end = k + len(hit[0]) if hit else 0
            if hit and (end == len(after) or after[end] in BE or after[end] in RELATIVE):
                stranded = hit
                break
        if stranded:
            return False, "preposition", " ".join(stranded[0]), stranded[1], "relative clause with its preposition at the end"
        if tail_verb:
            role, form = cues.verbs[tail_verb]
            # the second mention is the clause's subject, the first its object
            return role == "holder", "verb", tail_verb, form, "object relative clause"
    for k, v in verbs:
        if v not in cues.verbs:
            continue
        role, form = cues.verbs[v]
        rest = between[k + 1:]
        progressive = between[k].endswith("ing")
        passive = not progressive and any(w in BE for w in between[:k])
        agent = next((w for w in rest if w in ("by", "with")), None)
        if passive and agent is not None:
            tail = rest[rest.index(agent) + 1:]
            if _object_follows(tail):
                # passive: the second mention is the subject ("was swallowed by", "is covered with")
                return role == "holder", "verb", v, form, f"passive with its agent after {agent!r}"
        if _object_follows(rest) and not passive:
            return role == "entrant", "verb", v, form, "active verb with its object"
        break
    place = _last_place(between, cues)
    if place is not None:
        k, words, form = place
        if not any(w in DETERMINERS for w in between[:k]):
            if any(cues.verbs[v][1] == "spread" for _, v in verbs if v in cues.verbs):
                form = "spread"  # "wrapped in", "hidden under": the area things span
            return True, "preposition", " ".join(words), form, "the first is placed relative to the second"
    front = _last_place(before, cues)
    if front is not None and not any(w in DETERMINERS for w in before[front[0] + len(front[1]):][1:]):
        # "In the mug there is an elephant": the place comes first
        return False, "preposition", " ".join(front[1]), front[2], "place put before the sentence's subject"
    return None
