"""The action lexicon of kb/actions/*.lp, read once through clingo into Python lookups.

The sentence reader needs the verb patterns and function words as data it can match words
against; the same files feed the ASP rules (rules/actions_*.lp), so the knowledge is written once.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from solver.paths import KB_DIR

ACTIONS_DIR = KB_DIR / "actions"
SLOTS = ("obj", "dest", "src", "tool", "to", "from", "via", "subj")
# Facts of kb/actions/reports.lp kept as clingo symbols for solver.actions.reader.state_reports, which indexes them:
# the files are ground once, here, for every reader.
REPORT_PREDICATES = frozenset({"report_synset", "report_verb", "part_reports_owner", "owner_sort", "state_noun"})


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
    report_atoms: dict[str, list] = field(default_factory=dict)  # REPORT_PREDICATES name -> its clingo symbols

    def candidates(self, lang: str, words: set[str]) -> list[int]:
        """Indices (in preference order) of the patterns whose literal words all occur among `words`."""
        found: set[int] = set()
        for w in words:
            found.update(self.by_literal.get((lang, w), ()))
        sets = self.literal_sets.get(lang, [])
        return sorted(k for k in found if sets[k] <= words)

    def language_of(self, text: str) -> str:
        """English or Italian, by which language's function words the text uses more (English on a tie)."""
        import re

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


def lexicon_files() -> list[Path]:
    return sorted(ACTIONS_DIR.glob("*.lp"))


def _fingerprint() -> str:
    """What the lexicon is built from: every kb/actions file and this module's own code."""
    import hashlib

    h = hashlib.sha256(Path(__file__).read_bytes())
    for path in lexicon_files():
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    """The lexicon, from the cache folder when kb/actions and this code are unchanged since it was built.

    Grounding and indexing the files takes a quarter of a second, a tenth of a cold `check-story`; a change
    to any kb/actions file or to this module gives another fingerprint and the lexicon is built anew."""
    import pickle

    from solver.language.lookup_store import cache_dir, remove_others

    path = cache_dir() / f"actions-lexicon-{_fingerprint()}.pickle"
    try:
        lex = pickle.loads(path.read_bytes())
        if isinstance(lex, Lexicon):
            return _with_symbols(lex)
    except Exception:  # noqa: BLE001 - no cache, or one from another version: build it
        pass
    lex = _build_lexicon()
    stored = replace(lex, report_atoms={k: [str(a) for a in v] for k, v in lex.report_atoms.items()}, _telling={})
    try:
        from solver.atomic import write_bytes

        write_bytes(path, pickle.dumps(stored, protocol=pickle.HIGHEST_PROTOCOL))
        remove_others(path, "actions-lexicon-")
    except Exception:  # noqa: BLE001 - a read-only home only makes the next start slower
        pass
    return lex


def _with_symbols(lex: Lexicon) -> Lexicon:
    """The report facts back as clingo symbols (they are stored as text: symbols do not pickle)."""
    import clingo

    lex.report_atoms = {k: [clingo.parse_term(a) if isinstance(a, str) else a for a in v]
                        for k, v in lex.report_atoms.items()}
    return lex


def _build_lexicon() -> Lexicon:
    """Ground kb/actions/*.lp (facts and the small rules that spell them out) and index them."""
    import clingo

    from solver.logic.asp import control

    ctl, _ = control(quiet_undefined="the action knowledge files are facts and small rules read one by one",
                     program="kb/actions/*.lp")
    for path in lexicon_files():
        ctl.add("base", [], path.read_text(encoding="utf-8"))
    ctl.ground([("base", [])])
    lex = Lexicon()
    for atom in ctl.symbolic_atoms:
        sym = atom.symbol
        name = sym.name  # read once: each read is a call into clingo
        args = sym.arguments
        if name == "pattern" and len(args) == 3:
            lang, action, words = args[0].name, args[1].name, args[2]
            parts = words.arguments if words.type == clingo.SymbolType.Function and words.name == "" else [words]
            items = tuple(p.string if p.type == clingo.SymbolType.String else f"<{p.name}>" for p in parts)
            pat = Pattern(lang, action, items)
            lex.patterns.setdefault(lang, []).append(pat)
            first = next((x for x in items if not x.startswith("<")), None)
            if first:
                lex.verbs.setdefault(lang, set()).add(first)
        elif name == "word" and len(args) == 3:
            lex.words.setdefault((args[0].name, args[2].name), set()).add(args[1].string)
        elif name == "prep" and len(args) == 3:
            lex.preps[(args[0].name, args[1].string)] = args[2].string
        elif name == "adjective" and len(args) == 4:
            lex.adjectives.setdefault(args[0].name, set()).add(args[1].string)
        elif name == "object_sort" and len(args) == 4:
            lex.object_sorts[(args[0].name, args[1].name, args[2].string)] = args[3].name
        elif name == "pronoun_sort" and len(args) == 3:
            lex.pronoun_sorts[(args[0].name, args[1].name)] = args[2].name
        elif name == "effect" and len(args) == 4 and str(args[1]) == "obj" and str(args[2]) == "exist" \
                and str(args[3]) == "1":
            lex.brings_into_being.add(args[0].name)
        elif name == "any_actor" and len(args) == 1:
            lex.any_actor.add(args[0].name)
        elif name == "place_verb_class" and len(args) == 3:
            lex.place_verb_classes.setdefault((args[0].name, args[1].string), set()).add(args[2].string)
        elif name == "light_verb" and len(args) == 4:
            lex.light_verbs[(args[0].name, args[1].string, args[2].string)] = args[3].name
        elif name == "instrument_prep" and len(args) == 3:
            sorts = lex.instrument_preps.setdefault(args[0].name, {}).setdefault(args[1].string, ())
            if args[2].name != "thing":
                lex.instrument_preps[args[0].name][args[1].string] = sorts + (args[2].name,)
        elif name == "kind" and len(args) == 2:
            lex.kinds.setdefault(args[1].name, set()).add(args[0].string)
        elif name in REPORT_PREDICATES:
            lex.report_atoms.setdefault(name, []).append(sym)
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
