"""The one taxonomy of things (kb/language/sorts.lp), its WordNet overrides and the areas' kinds mapped onto it
(kb/language/kinds.lp), as clorm predicates, read once per process.

Why here: the sorts, their hierarchy and the words that override WordNet are knowledge, stated in ASP (part
of it generated from WordNet by solver.language.taxonomy); Python reads them through these predicates and
keeps no copy. The file is solved, not only its facts read, because the hierarchy is partly derived
(`sort_implies/2` closes `sort_under/2`; WordNet's `wordnet_sort_under/2` holds unless `sort_apart/2`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


from solver.errors import DataError
from solver.logic.asp import decode, solve
from solver.logic.declare import predicates
from solver.logic.tables import read
from solver.logic.problog import read_facts
from solver.logic.reading_facts import Kind as ActionKind
from solver.logic.affordances import Kind as AffordanceKind
from solver.logic.sizes import Noun as SizedNoun
from solver.paths import KB_DIR

SORTS_FILE = KB_DIR / "language" / "sorts.lp"
KINDS_FILE = KB_DIR / "language" / "kinds.lp"
PARTS_FILE = KB_DIR / "language" / "parts.lp"
ACTIONS_FILE = KB_DIR / "actions" / "actions.lp"


(SortRoot, UpperSort, WordnetSortUnder, SortUnder, SortImplies, SortAction, NounFile, VerbFile, GenericVerb,
 NounSort, NotSort, ItalianNoun, VerbAction, VerbSense, KindSort, HasPart, ItalianPart, KnownAction) = predicates("""
sort_root(sort: constant, synset: string)
    a noun sort and one WordNet synset whose hyponyms are of it.
upper_sort(sort: constant, synset: string)
    a sort above the noun sorts and the WordNet synset that anchors it.
wordnet_sort_under(narrow: constant, broad: constant)
    every root of `narrow` lies beneath a root of `broad` in WordNet (generated).
sort_under(narrow: constant, broad: constant)
    `narrow` is a narrower sort of `broad` (WordNet's unless set apart, and the stated ones).
sort_implies(narrow: constant, broad: constant)
    a noun of sort `narrow` is of the noun sort `broad` too.
sort_action(sort: constant, action: constant)
    an action an object of the sort makes likely.
noun_file(use: constant, lexname: string)
    a WordNet noun file (lexname) and what it is used for (physical | concrete).
verb_file(use: constant, lexname: string)
    a WordNet verb file whose senses do something to things (use: physical).
generic_verb(verb: string)
    a hypernym too general to name an action class.
sort(noun: string, sort: constant) as NounSort
    a noun WordNet misses or misfiles is (also) of a sort.
not_sort(noun: string, sort: constant)
    a noun is not of a sort in a home.
italian_noun(noun: string, lemma: string)
    an Italian noun and the English lemma whose sorts it takes.
verb_action(verb: string, action: constant)
    a WordNet verb lemma that names a known action under another name (none: no class).
verb_sense(synset: string)
    a class word's rarer WordNet sense that is its household one.
kind_sort(area: constant, kind: constant, sort: constant)
    an area's kind of thing and the taxonomy sort it is a narrowing of (kb/language/kinds.lp).
has_part(whole: string, part: string)
    an English whole has a part WordNet does not list (kb/language/parts.lp).
italian_part(noun: string, lemma: string)
    an Italian noun of a part or a whole and its English lemma (kb/language/parts.lp).
known_action(action: constant)
    an action the action knowledge says something about (kb/actions/actions.lp).
""")


@dataclass(frozen=True)
class Taxonomy:
    """kb/language/sorts.lp, read: the sorts, their hierarchy, WordNet's sense choice and the overrides."""

    roots: dict[str, tuple[str, ...]]  # noun sort -> its WordNet synsets, in file order
    upper: dict[str, tuple[str, ...]]  # upper sort -> its anchoring synsets
    wordnet_under: frozenset[tuple[str, str]]
    under: frozenset[tuple[str, str]]  # the direct hierarchy (narrow, broad)
    implies: dict[str, frozenset[str]]  # noun sort -> the noun sorts it implies
    actions: dict[str, frozenset[str]]  # sort -> the actions it makes likely
    noun_files: dict[str, frozenset[str]]  # use -> WordNet noun lexnames
    verb_files: dict[str, frozenset[str]]  # use -> WordNet verb lexnames
    generic_verbs: frozenset[str]
    added: dict[str, frozenset[str]]  # noun (casefolded) -> sorts it also has
    removed: dict[str, frozenset[str]]  # noun (casefolded) -> sorts it has not
    italian: dict[str, str]  # Italian noun -> English lemma (casefolded)
    verb_actions: dict[str, str]  # WordNet verb lemma -> action ("none": no class)
    verb_senses: frozenset[str]

    @property
    def sorts(self) -> tuple[str, ...]:
        """The noun sorts, in file order."""
        return tuple(self.roots)

    def above(self, sort: str) -> frozenset[str]:
        """Every sort `sort` is a narrowing of (itself excluded), by the hierarchy sort_under/2."""
        found: set[str] = set()
        todo = [sort]
        while todo:
            narrow = todo.pop()
            step = {b for a, b in self.under if a == narrow} - found
            found |= step
            todo.extend(step)
        return frozenset(found)

    def on_one_line(self, a: str, b: str) -> bool:
        """Whether one of the two sorts is the other or a narrowing of it."""
        return a == b or b in self.above(a) or a in self.above(b)

    @property
    def all_sorts(self) -> tuple[str, ...]:
        """Every sort of the taxonomy: the noun sorts, then the upper ones."""
        return tuple(self.roots) + tuple(self.upper)


def _grouped(pairs: list[tuple[str, str]]) -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for key, value in pairs:
        out.setdefault(key, set()).add(value)
    return {k: frozenset(v) for k, v in out.items()}


def _ordered(pairs: list[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for key, value in pairs:
        out.setdefault(key, []).append(value)
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}


@lru_cache(maxsize=None)
def read_taxonomy(path: Path = SORTS_FILE) -> Taxonomy:
    """The taxonomy of `path`, read once per process: its facts in file order, the derived hierarchy solved.

    A sort an override, the hierarchy or a likely action names that the file does not declare (no
    sort_root/2 or upper_sort/2) is a DataError naming it."""
    if not path.is_file():
        raise DataError(f"taxonomy file not found: {path}")
    where = str(path)
    roots = _ordered([(r.sort, r.synset) for r in read(path, SortRoot)])
    upper = _ordered([(u.sort, u.synset) for u in read(path, UpperSort)])
    added, removed = read(path, NounSort), read(path, NotSort)
    likely = read(path, SortAction)
    shown = solve([], path.read_text(encoding="utf-8"), source=where,
                  extra=["#show sort_under/2. #show sort_implies/2."])
    under = decode(shown, SortUnder, where)
    known = set(roots) | set(upper)
    named = {(f.sort, "sort") for f in added} | {(f.sort, "not_sort") for f in removed}
    named |= {(s, "sort_under") for p in under for s in (p.narrow, p.broad)}
    named |= {(a.sort, "sort_action") for a in likely}
    for sort, predicate in sorted(named):
        if sort not in known:
            raise DataError(f"{where}: {predicate}/2 names the unknown sort {sort!r}; sorts are: "
                            f"{', '.join(sorted(known))}")
    return Taxonomy(
        roots=roots, upper=upper,
        wordnet_under=frozenset((p.narrow, p.broad) for p in read(path, WordnetSortUnder)),
        under=frozenset((p.narrow, p.broad) for p in under),
        implies=_grouped([(p.narrow, p.broad) for p in decode(shown, SortImplies, where)]),
        actions=_grouped([(a.sort, a.action) for a in likely]),
        noun_files=_grouped([(f.use, f.lexname) for f in read(path, NounFile)]),
        verb_files=_grouped([(f.use, f.lexname) for f in read(path, VerbFile)]),
        generic_verbs=frozenset(g.verb for g in read(path, GenericVerb)),
        added=_grouped([(f.noun.casefold(), f.sort) for f in added]),
        removed=_grouped([(f.noun.casefold(), f.sort) for f in removed]),
        italian={f.noun.casefold(): f.lemma.casefold() for f in read(path, ItalianNoun)},
        verb_actions={f.verb.casefold(): f.action for f in read(path, VerbAction)},
        verb_senses=frozenset(s.synset for s in read(path, VerbSense)),
    )


@lru_cache(maxsize=None)
def kind_sorts(path: Path = KINDS_FILE) -> tuple[KindSort, ...]:
    """Every area kind mapped onto the taxonomy (kb/language/kinds.lp), in file order."""
    return tuple(read(path, KindSort))


@lru_cache(maxsize=None)
def parts_kb(path: Path = PARTS_FILE) -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    """(English whole -> the parts kb/language/parts.lp adds, Italian noun -> English lemma), casefolded."""
    added = _grouped([(f.whole.casefold(), f.part.casefold()) for f in read(path, HasPart)])
    italian = {f.noun.casefold(): f.lemma.casefold() for f in read(path, ItalianPart)}
    return added, italian


@lru_cache(maxsize=None)
def known_actions(path: Path = ACTIONS_FILE) -> frozenset[str]:
    """The actions kb/actions/actions.lp says something about (known_action/1, derived there)."""
    shown = solve([], path.read_text(encoding="utf-8"), source=str(path),
                  extra=["#show known_action/1."],
                  quiet_undefined="the action knowledge alone: the kinds and readings it reads come with a story")
    return frozenset(a.action for a in decode(shown, KnownAction, str(path)))


AREA_KIND_FILES: dict[str, tuple[Path, ...]] = {
    "actions": (KB_DIR / "actions" / "kinds.lp", KB_DIR / "actions" / "reports.lp"),
    "affordances": (KB_DIR / "affordances" / "lexicon.pl",),
    "sizes": (KB_DIR / "sizes" / "nouns.pl",),
}


@lru_cache(maxsize=None)
def area_kinds(area: str) -> frozenset[str]:
    """The kinds of things an area states: kind/2 of the action knowledge (solved: its kinds are rule heads),
    kind/2 of the affordance lexicon, the kind of each noun/6 of the size knowledge."""
    if area == "actions":
        files = AREA_KIND_FILES[area]
        shown = solve([], "\n".join(p.read_text(encoding="utf-8") for p in files), source=", ".join(map(str, files)),
                      extra=["#show kind/2."], quiet_undefined="the kinds alone: the readings they serve are absent")
        return frozenset(k.sort for k in decode(shown, ActionKind, ", ".join(map(str, files))))
    if area == "affordances":
        return frozenset(f.kind for f, _ in read_facts(AREA_KIND_FILES[area][0], [AffordanceKind]))  # type: ignore[attr-defined]
    if area == "sizes":
        return frozenset(f.kind for f, _ in read_facts(AREA_KIND_FILES[area][0], [SizedNoun]))  # type: ignore[attr-defined]
    raise DataError(f"unknown area of kinds {area!r}; areas: {', '.join(AREA_KIND_FILES)}")
