"""The facts of the action lexicon (kb/actions/*.lp) and of the reader's words (kb/language/reader_*.lp),
as clorm predicates.

Why typed: the embedded reader matches words against these tables; reading them by position let a fact of
another arity or a misspelt argument drop out silently (`len(args) == 3`). Here each table is one predicate,
and a fact that does not fit it is a DataError naming the fact and the file set. The files hold facts and
the small rules that spell them out (`word(en,W,det) :- det_en(W).`), so they are ground, not only parsed:
`ground_tables` grounds them once and decodes the atoms of the predicates asked for.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

import clingo
from clorm import BaseField

from solver.errors import DataError
from solver.logic.asp import control, decode
from solver.logic.declare import predicates
from solver.logic.reading_facts import Kind
from solver.logic.terms import TermTextField


class PatternItemsField(BaseField):
    """A verb pattern's items, in order: a string is a literal word, a constant a slot, read as "<slot>".

    ("put", obj, "in", dest) -> ("put", "<obj>", "in", "<dest>"); a single item need not be a tuple."""

    def cltopy(symbol: Any) -> tuple[str, ...]:  # type: ignore[misc]  # clorm calls it as a plain function
        parts = symbol.arguments if symbol.type == clingo.SymbolType.Function and not symbol.name else [symbol]
        out = []
        for part in parts:
            if part.type == clingo.SymbolType.String:
                out.append(part.string)
            elif part.type == clingo.SymbolType.Function and not part.arguments and part.name:
                out.append(f"<{part.name}>")
            else:
                raise TypeError(f"a pattern item is a word (a string) or a slot (a constant), not {part}")
        return tuple(out)

    def pytocl(value: tuple[str, ...]) -> Any:  # type: ignore[misc]
        return clingo.Tuple_([clingo.Function(v[1:-1]) if v.startswith("<") else clingo.String(v) for v in value])


(VerbPattern, ReaderWord, Prep, Adjective, ObjectSort, PronounSort, ActionEffect, AnyActor, PlaceVerbClass,
 LightVerb, InstrumentPrep, ReportSynset, ReportVerb, PartReportsOwner, OwnerSort, StateNoun, InstrumentRolePrep,
 PrepRole, WordEnding, UsableSort) = predicates("""
pattern(lang: constant, action: constant, items: items) as VerbPattern
    a clause whose words match Items in order tells Action.
word(lang: constant, word: string, word_class: constant) as ReaderWord
    a function word of a class the reader tells apart (det, negation, split ...).
prep(lang: constant, form: string, base: string)
    a preposition form and the base form the patterns use ("nel" -> "in").
adjective(lang: constant, word: string, attribute: text, value: text)
    a describing word and the state it tells.
object_sort(lang: constant, action: constant, verb: string, sort: constant)
    the verb tells the action only of an object of that sort.
pronoun_sort(lang: constant, action: constant, sort: constant)
    a lone "it" as the action's object stands for the last thing of Sort.
effect(action: constant, role: text, attribute: text, value: text) as ActionEffect
    what the action brings about on the filler of Role.
any_actor(action: constant)
    a thing or an animal may do it (pass through a window), not only a person.
place_verb_class(lang: constant, prep: string, verb_class: string)
    after a verb of the WordNet class, Prep tells where, not what with.
light_verb(lang: constant, verb: string, noun: string, action: constant)
    "take a look", "make the bed": the idiom's action, with no object.
instrument_prep(lang: constant, prep: string, sort: constant)
    what an unread clause is done with, named after Prep (thing: any).
report_synset(synset: string, subject_sort: constant, action: constant)
    a verb under the WordNet synset reports Action of its subject.
report_verb(verb: string, subject_sort: constant, action: constant)
    the verb reports Action of its subject (none: no state).
part_reports_owner(part: string, part_class: constant)
    what is said of the part (a battery, a lid) is said of its owner.
owner_sort(part_class: constant, sort: constant)
    the sort of the thing a part of that class belongs to.
state_noun(noun: string, word: string)
    "was a block of ice": the noun after a copula tells the describing word.
instrument_role_prep(lang: constant, rank: integer, prep: string, sort: constant)
    a phrase after Prep names the instrument when its thing is of Sort; prepositions are tried in Rank order
    (kb/language/reader_*.lp).
prep_role(lang: constant, prep: string, role: constant)
    the role a preposition introduces when a verb is read by its class.
word_ending(lang: constant, ending: string, ending_class: constant)
    a word ending so is of Class (not_command: no Italian command).
usable_sort(sort: constant)
    a thing of Sort is one a person can do something with (a tool, food, a document).
""", items=PatternItemsField, text=TermTextField)


# The tables the reader's lexicon holds (solver.actions.lexicon), in one grounding of its files.
LEXICON_TABLES: tuple[type, ...] = (VerbPattern, ReaderWord, Prep, Adjective, ObjectSort, PronounSort, ActionEffect,
                                    AnyActor, PlaceVerbClass, LightVerb, InstrumentPrep, Kind, ReportSynset,
                                    ReportVerb, PartReportsOwner, OwnerSort, StateNoun, InstrumentRolePrep, PrepRole,
                                    WordEnding, UsableSort)


def ground_tables(paths: Sequence[Path], tables: Iterable[type] = LEXICON_TABLES,
                  source: str = "the action lexicon (kb/actions/*.lp, kb/language/reader_*.lp)") -> dict[type, list[Any]]:
    """Every atom of each predicate in `tables` that the files derive (their facts and small rules), typed.

    An atom with a table's name and arity but another argument type is a DataError naming it; an atom of
    another arity under the same name is one too (no table is read by position)."""
    ctl, _ = control(quiet_undefined="the knowledge files are facts and small rules read one by one",
                     program=source)
    for path in paths:
        ctl.add("base", [], path.read_text(encoding="utf-8"))
    ctl.ground([("base", [])])
    tables = tuple(tables)
    names = {cls.meta.name: cls for cls in tables}  # type: ignore[attr-defined]
    symbols: dict[str, list[Any]] = {name: [] for name in names}
    for sig_name, arity, _positive in ctl.symbolic_atoms.signatures:
        if sig_name not in names:
            continue
        cls = names[sig_name]
        found = [a.symbol for a in ctl.symbolic_atoms.by_signature(sig_name, arity)]
        if arity != cls.meta.arity and found:  # type: ignore[attr-defined]
            raise DataError(f"{found[0]} does not match the predicate {cls.__name__} "
                            f"({sig_name}/{cls.meta.arity})", where=source)  # type: ignore[attr-defined]
        symbols[sig_name].extend(found)
    return {cls: decode(symbols[cls.meta.name], cls, source) for cls in tables}  # type: ignore[attr-defined]
