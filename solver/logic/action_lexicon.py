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
from clorm import BaseField, ConstantField, IntegerField, StringField

from solver.errors import DataError
from solver.logic.asp import control, decode
from solver.logic.declare import predicate
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


VerbPattern = predicate("pattern", "VerbPattern", lang=ConstantField, action=ConstantField, items=PatternItemsField,
                        doc="pattern(Lang,Action,Items): a clause whose words match Items in order tells Action.")
ReaderWord = predicate("word", "ReaderWord", lang=ConstantField, word=StringField, word_class=ConstantField,
                       doc="word(Lang,Word,Class): a function word of a class the reader tells apart (det, negation, "
                           "split ...).")
Prep = predicate("prep", lang=ConstantField, form=StringField, base=StringField,
                 doc='prep(Lang,Form,Base): a preposition form and the base form the patterns use ("nel" -> "in").')
Adjective = predicate("adjective", lang=ConstantField, word=StringField, attribute=TermTextField, value=TermTextField,
                      doc="adjective(Lang,Word,Attribute,Value): a describing word and the state it tells.")
ObjectSort = predicate("object_sort", lang=ConstantField, action=ConstantField, verb=StringField, sort=ConstantField,
                       doc="object_sort(Lang,Action,Verb,Sort): the verb tells the action only of an object of that "
                           "sort.")
PronounSort = predicate("pronoun_sort", lang=ConstantField, action=ConstantField, sort=ConstantField,
                        doc="pronoun_sort(Lang,Action,Sort): a lone \"it\" as the action's object stands for the last "
                            "thing of Sort.")
ActionEffect = predicate("effect", "ActionEffect", action=ConstantField, role=TermTextField, attribute=TermTextField,
                         value=TermTextField,
                         doc="effect(Action,Role,Attribute,Value): what the action brings about on the filler of Role.")
AnyActor = predicate("any_actor", action=ConstantField,
                     doc="any_actor(Action): a thing or an animal may do it (pass through a window), not only a "
                         "person.")
PlaceVerbClass = predicate("place_verb_class", lang=ConstantField, prep=StringField, verb_class=StringField,
                           doc="place_verb_class(Lang,Prep,Class): after a verb of the WordNet class, Prep tells "
                               "where, not what with.")
LightVerb = predicate("light_verb", lang=ConstantField, verb=StringField, noun=StringField, action=ConstantField,
                      doc='light_verb(Lang,Verb,Noun,Action): "take a look", "make the bed": the idiom'
                          "'s action, with no object.")
InstrumentPrep = predicate("instrument_prep", lang=ConstantField, prep=StringField, sort=ConstantField,
                           doc="instrument_prep(Lang,Prep,Sort): what an unread clause is done with, named after Prep "
                               "(thing: any).")
ReportSynset = predicate("report_synset", synset=StringField, subject_sort=ConstantField, action=ConstantField,
                         doc="report_synset(Synset,SubjectSort,Action): a verb under the WordNet synset reports "
                             "Action of its subject.")
ReportVerb = predicate("report_verb", verb=StringField, subject_sort=ConstantField, action=ConstantField,
                       doc="report_verb(Verb,SubjectSort,Action): the verb reports Action of its subject (none: no "
                           "state).")
PartReportsOwner = predicate("part_reports_owner", part=StringField, part_class=ConstantField,
                             doc="part_reports_owner(Part,Class): what is said of the part (a battery, a lid) is said "
                                 "of its owner.")
OwnerSort = predicate("owner_sort", part_class=ConstantField, sort=ConstantField,
                      doc="owner_sort(Class,Sort): the sort of the thing a part of that class belongs to.")
StateNoun = predicate("state_noun", noun=StringField, word=StringField,
                      doc='state_noun(Noun,Word): "was a block of ice": the noun after a copula tells the describing '
                          "word.")
InstrumentRolePrep = predicate("instrument_role_prep", lang=ConstantField, rank=IntegerField, prep=StringField,
                               sort=ConstantField,
                               doc="instrument_role_prep(Lang,Rank,Prep,Sort): a phrase after Prep names the "
                                   "instrument when its thing is of\n    Sort; prepositions are tried in Rank order "
                                   "(kb/language/reader_*.lp).")
PrepRole = predicate("prep_role", lang=ConstantField, prep=StringField, role=ConstantField,
                     doc="prep_role(Lang,Prep,Role): the role a preposition introduces when a verb is read by its "
                         "class.")
WordEnding = predicate("word_ending", lang=ConstantField, ending=StringField, ending_class=ConstantField,
                       doc="word_ending(Lang,Ending,Class): a word ending so is of Class (not_command: no Italian "
                           "command).")
UsableSort = predicate("usable_sort", sort=ConstantField,
                       doc="usable_sort(Sort): a thing of Sort is one a person can do something with (a tool, food, a "
                           "document).")


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
