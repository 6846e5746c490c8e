"""The action lexicon of kb/actions/*.lp and kb/language/reader_*.lp, read once through clingo into Python lookups.

The sentence reader needs the verb patterns and function words as data it can match words
against; the same files feed the ASP rules (rules/actions_*.lp), so the knowledge is written once.
"""
from __future__ import annotations

import hashlib
import pickle
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from solver.atomic import write_bytes
from solver.language.lookup_store import cache_dir, remove_others
from solver.logic import action_lexicon
from solver.logic.action_lexicon import (
    ActionEffect, Adjective, AnyActor, InstrumentPrep, InstrumentRolePrep, LightVerb, ObjectSort, OwnerSort,
    PartReportsOwner, PlaceVerbClass, Prep, PrepRole, PronounSort, ReaderWord, ReportSynset, ReportVerb, StateNoun,
    UsableSort, VerbPattern, WordEnding, ground_tables)
from solver.logic.reading_facts import Kind
from solver.paths import KB_DIR

ACTIONS_DIR = KB_DIR / "actions"
READER_WORDS_DIR = KB_DIR / "language"
SLOTS = ("obj", "dest", "src", "tool", "to", "from", "via", "subj")


@dataclass
class ReportKnowledge:
    """kb/actions/reports.lp as lookups (solver.actions.reader.state_reports reads them)."""

    synsets: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # synset -> [(subject sort, action)]
    verbs: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # verb -> [(subject sort, action)]
    part_class: dict[str, str] = field(default_factory=dict)  # part noun -> class (power, closure)
    owner_sort: dict[str, str] = field(default_factory=dict)  # class -> sort of the owner
    state_nouns: dict[str, str] = field(default_factory=dict)  # noun -> describing word


@dataclass(frozen=True)
class Pattern:
    """One verb pattern: literal words (lemmas or written forms) and slots, in order."""

    lang: str
    action: str
    items: tuple[str, ...]  # literal words as they are; slots as "<obj>", "<dest>" ...

    @property
    def literals(self) -> int:
        return sum(1 for x in self.items if not x.startswith("<"))

    def text(self) -> str:
        return " ".join(x[1:-1].upper() if x.startswith("<") else x for x in self.items)


@dataclass
class Lexicon:
    patterns: dict[str, list[Pattern]] = field(default_factory=dict)  # lang -> patterns
    words: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # (lang, class) -> words
    preps: dict[tuple[str, str], str] = field(default_factory=dict)  # (lang, form) -> base
    verbs: dict[str, set[str]] = field(default_factory=dict)  # lang -> first literal words of patterns
    adjectives: dict[str, set[str]] = field(default_factory=dict)  # lang -> describing words
    kinds: dict[str, set[str]] = field(default_factory=dict)  # kind -> nouns
    by_literal: dict[tuple[str, str], list[int]] = field(default_factory=dict)  # (lang, first literal) -> pattern indices
    literal_sets: dict[str, list[frozenset]] = field(default_factory=dict)  # lang -> literals of each pattern
    _telling: dict[str, frozenset] = field(default_factory=dict)  # lang -> words that tell the language
    object_sorts: dict[tuple[str, str, str], str] = field(default_factory=dict)  # (lang, action, verb) -> sort
    pronoun_sorts: dict[tuple[str, str], str] = field(default_factory=dict)  # (lang, action) -> sort of "it"
    # lang -> preposition -> sorts of what an unread clause is done with ("on my phone": device); () any thing
    instrument_preps: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    light_verbs: dict[tuple[str, str, str], str] = field(default_factory=dict)  # (lang, verb, noun) -> action
    any_actor: set[str] = field(default_factory=set)  # actions a thing or an animal may do (pass through a window)
    brings_into_being: set[str] = field(default_factory=set)  # actions after which their object exists (buy, make)
    # (lang, preposition) -> WordNet verb classes after which it tells where, not what with ("landed on the lamp")
    place_verb_classes: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    # lang -> preposition -> sorts of the thing it names as an instrument, in the order the prepositions are tried
    instrument_role_preps: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    prep_roles: dict[tuple[str, str], str] = field(default_factory=dict)  # (lang, prep) -> role (verb-class reading)
    endings: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)  # (lang, class) -> word endings
    usable_sorts: set[str] = field(default_factory=set)  # sorts of things one can do something with
    reports: ReportKnowledge = field(default_factory=lambda: ReportKnowledge())  # kb/actions/reports.lp

    def candidates(self, lang: str, words: set[str]) -> list[int]:
        """Indices (in preference order) of the patterns whose literal words all occur among `words`."""
        found: set[int] = set()
        for w in words:
            found.update(self.by_literal.get((lang, w), ()))
        sets = self.literal_sets.get(lang, [])
        return sorted(k for k in found if sets[k] <= words)

    def language_of(self, text: str) -> str:
        """English or Italian, by which language's function words the text uses more (English on a tie)."""
        if not self._telling:
            for lang in ("en", "it"):
                self._telling[lang] = frozenset().union(
                    *(self.words.get((lang, c), set()) for c in ("det", "stop", "split", "pronoun", "aux")))
        counts = {"en": 0, "it": 0}
        for w in re.findall(r"[^\W\d_]+", text.lower()):
            for lang in counts:
                if w in self._telling[lang]:
                    counts[lang] += 1
        return "it" if counts["it"] > counts["en"] else "en"

    def is_word(self, lang: str, word: str, cls: str) -> bool:
        return word in self.words.get((lang, cls), ())

    def ends_as(self, lang: str, word: str, cls: str) -> bool:
        """Whether a word ends with one of the endings of `cls` (kb word_ending/3)."""
        return word.endswith(self.endings.get((lang, cls), ())) if self.endings.get((lang, cls)) else False


def lexicon_files() -> list[Path]:
    """kb/actions/*.lp and the reader's own words (kb/language/reader_*.lp)."""
    return sorted(ACTIONS_DIR.glob("*.lp")) + sorted(READER_WORDS_DIR.glob("reader_*.lp"))


def _fingerprint() -> str:
    """What the lexicon is built from: every file of it, this module's code and the predicates it reads."""
    h = hashlib.sha256(Path(__file__).read_bytes() + Path(action_lexicon.__file__).read_bytes())
    for path in lexicon_files():
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    """The lexicon, from the cache folder when its files and this code are unchanged since it was built.

    Grounding and indexing the files takes a quarter of a second, a tenth of a cold `check-story`; a change
    to any of its files or to this module gives another fingerprint and the lexicon is built anew."""
    path = cache_dir() / f"actions-lexicon-{_fingerprint()}.pickle"
    try:
        lex = pickle.loads(path.read_bytes())
        if isinstance(lex, Lexicon):
            return lex
    except Exception:  # noqa: BLE001 - no cache, or one from another version: build it
        pass
    lex = _build_lexicon()
    stored = replace(lex, _telling={})
    try:
        write_bytes(path, pickle.dumps(stored, protocol=pickle.HIGHEST_PROTOCOL))
        remove_others(path, "actions-lexicon-")
    except Exception:  # noqa: BLE001 - a read-only home only makes the next start slower
        pass
    return lex


def _build_lexicon() -> Lexicon:
    """Ground the lexicon files (facts and the small rules that spell them out) and index their typed tables."""
    t = ground_tables(lexicon_files())
    lex = Lexicon()
    for pat in t[VerbPattern]:
        pattern = Pattern(pat.lang, pat.action, pat.items)
        lex.patterns.setdefault(pat.lang, []).append(pattern)
        first = next((x for x in pat.items if not x.startswith("<")), None)
        if first:
            lex.verbs.setdefault(pat.lang, set()).add(first)
    for w in t[ReaderWord]:
        lex.words.setdefault((w.lang, w.word_class), set()).add(w.word)
    for p in t[Prep]:
        lex.preps[(p.lang, p.form)] = p.base
    for a in t[Adjective]:
        lex.adjectives.setdefault(a.lang, set()).add(a.word)
    for o in t[ObjectSort]:
        lex.object_sorts[(o.lang, o.action, o.verb)] = o.sort
    for o in t[PronounSort]:
        lex.pronoun_sorts[(o.lang, o.action)] = o.sort
    lex.brings_into_being.update(e.action for e in t[ActionEffect]
                                 if (e.role, e.attribute, e.value) == ("obj", "exist", "1"))
    lex.any_actor.update(a.action for a in t[AnyActor])
    for c in t[PlaceVerbClass]:
        lex.place_verb_classes.setdefault((c.lang, c.prep), set()).add(c.verb_class)
    for v in t[LightVerb]:
        lex.light_verbs[(v.lang, v.verb, v.noun)] = v.action
    for i in t[InstrumentPrep]:
        sorts = lex.instrument_preps.setdefault(i.lang, {}).setdefault(i.prep, ())
        if i.sort != "thing":
            lex.instrument_preps[i.lang][i.prep] = sorts + (i.sort,)
    for k in t[Kind]:
        lex.kinds.setdefault(k.sort, set()).add(k.noun)
    for i in sorted(t[InstrumentRolePrep], key=lambda i: (i.lang, i.rank)):
        sorts = lex.instrument_role_preps.setdefault(i.lang, {}).setdefault(i.prep, ())
        lex.instrument_role_preps[i.lang][i.prep] = sorts + (i.sort,)
    lex.prep_roles.update(((p.lang, p.prep), p.role) for p in t[PrepRole])
    for e in t[WordEnding]:
        lex.endings[(e.lang, e.ending_class)] = lex.endings.get((e.lang, e.ending_class), ()) + (e.ending,)
    lex.usable_sorts.update(u.sort for u in t[UsableSort])
    reports = lex.reports
    for r in t[ReportSynset]:
        reports.synsets.setdefault(r.synset, []).append((r.subject_sort, r.action))
    for r in t[ReportVerb]:
        reports.verbs.setdefault(r.verb, []).append((r.subject_sort, r.action))
    reports.part_class.update((p.part, p.part_class) for p in t[PartReportsOwner])
    reports.owner_sort.update((o.part_class, o.sort) for o in t[OwnerSort])
    reports.state_nouns.update((n.noun, n.word) for n in t[StateNoun])
    for lang, preps in lex.instrument_preps.items():  # a preposition for any thing ("with") is tried first
        lex.instrument_preps[lang] = dict(sorted(preps.items(), key=lambda kv: (bool(kv[1]), kv[0])))
    for lang, pats in lex.patterns.items():
        pats.sort(key=lambda p: (-p.literals, -len(p.items), p.action, p.items))
        lex.literal_sets[lang] = [frozenset(x for x in p.items if not x.startswith("<")) for p in pats]
        for k, p in enumerate(pats):
            first = next((x for x in p.items if not x.startswith("<")), None)
            if first is not None:
                lex.by_literal.setdefault((lang, first), []).append(k)
    return lex
