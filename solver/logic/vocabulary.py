"""physkb's state vocabulary, declared once: the atoms a reading of a story tells the laws (told_*/N).

Every reader produces these facts and the laws (rules/states_*.lp) read only them: the human
annotations of TRIP and GITA (solver.readings.convert maps their labels), the embedded reader (its
derived labels go through the same conversion) and language models (a JSON reading, solver.readings).
Each `told_*` predicate below is one record kind of a sentence's reading; `RECORDS` says which JSON list
of a sentence holds it and which kb table gives each constant field its values. The pydantic models and
the JSON Schema of a reading are generated from these declarations (solver/readings/models.py), and the
value domains, glosses and version are read from kb/language/state_glosses.lp through the typed
predicates at the end of this module, so nothing here lists an attribute or a value by hand.

Unknown values (a precondition the sentence does not need, an effect it does not bring about) are the
constant `u`, as in the label table of rules/states_labels.lp.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

from clorm import BaseField

from solver.paths import KB_DIR
import clingo
from solver.errors import DataError
from solver.logic.asp import decode
from solver.logic.tables import facts_of

GLOSSES_FILE = KB_DIR / "language" / "state_glosses.lp"
LAW_TABLES_FILE = KB_DIR / "states" / "vocabulary.lp"  # the vocabulary's tables the laws read too
UNKNOWN = "u"  # the constant for a value a record leaves unsaid
from solver.logic.declare import predicates


def _unknown() -> Any:
    return clingo.Function(UNKNOWN)


def _is_unknown(symbol: Any) -> bool:
    return symbol.type == clingo.SymbolType.Function and symbol.name == UNKNOWN and not symbol.arguments


class TruthField(BaseField):
    """true / false / unknown: 1, 0 or the constant u (rules/states_labels.lp's convention)."""

    def cltopy(symbol: Any) -> Optional[bool]:  # type: ignore[misc]  # clorm calls it as a plain function
        if _is_unknown(symbol):
            return None

        if symbol.type == clingo.SymbolType.Number and symbol.number in (0, 1):
            return bool(symbol.number)
        raise TypeError(f"not a truth value: {symbol}")

    def pytocl(value: Optional[bool]) -> Any:  # type: ignore[misc]

        return _unknown() if value is None else clingo.Number(1 if value else 0)


class NameField(BaseField):
    """A name (a place, a person, a key) or unknown: a string, or the constant u."""

    def cltopy(symbol: Any) -> Optional[str]:  # type: ignore[misc]

        if _is_unknown(symbol):
            return None
        if symbol.type == clingo.SymbolType.String:
            return symbol.string
        raise TypeError(f"not a name: {symbol}")

    def pytocl(value: Optional[str]) -> Any:  # type: ignore[misc]

        return _unknown() if value is None else clingo.String(value)


class QuantityField(BaseField):
    """What is left of a thing: a count (a number), a quantity word (a constant: none_left, last_one, some;
    kb quantity_value/1) or unknown (u)."""

    def cltopy(symbol: Any) -> Any:  # type: ignore[misc]

        if _is_unknown(symbol):
            return None
        if symbol.type == clingo.SymbolType.Number:
            return symbol.number
        if symbol.type == clingo.SymbolType.Function and not symbol.arguments:
            return symbol.name
        raise TypeError(f"not a quantity: {symbol}")

    def pytocl(value: Any) -> Any:  # type: ignore[misc]

        if value is None:
            return _unknown()
        if isinstance(value, bool):
            raise TypeError("a quantity is a number or a quantity word, not a truth value")
        return clingo.Number(value) if isinstance(value, int) else clingo.Function(str(value))


# ---------------------------------------------------------------------- what a reading tells (input facts)
(ToldPerson, ToldActs, ToldState, ToldMove, ToldAt, ToldHolder, ToldLock, ToldQuantity, ToldPart, ToldWithin,
 ToldElapsed) = predicates("""
told_person(story: string, entity: string)
    the entity is a person (one who can act, leave and come back).
told_acts(story: string, sentence: integer, entity: string)
    the person acts in the sentence (does what it tells), wherever the text leaves it unsaid.
told_state(story: string, sentence: integer, entity: string, attribute: constant, pre: truth, post: truth)
    sentence needs (pre) and brings about (post) a true/false attribute of an entity.
told_move(story: string, sentence: integer, entity: string, attribute: constant, change: constant)
    a change of place (TRIP's location / h_location change), attribute by who moves.
told_at(story: string, sentence: integer, entity: string, pre: name, post: name)
    the place an entity must be at for the sentence (pre) and is at after it (post).
told_holder(story: string, sentence: integer, entity: string, pre: name, post: name)
    who must have the thing for the sentence (pre) and who has it after it (post).
told_lock(story: string, sentence: integer, entity: string, pre: truth, post: truth, key: name, by: name)
    locked before / after, the key used and who turned it.
told_quantity(story: string, sentence: integer, entity: string, pre: quantity, post: quantity)
    how many of a thing are left before / after the sentence.
told_part(story: string, sentence: integer, part: string, whole: string)
    `part` is a part of `whole` (said in that sentence, true for the whole story).
told_within(story: string, sentence: integer, entity: string, area: string)
    the entity (a thing or a place) is within the area (said in that sentence).
told_elapsed(story: string, sentence: integer, elapsed: constant)
    the time the text says passed between the previous sentence and this one.
""", name=NameField, quantity=QuantityField, truth=TruthField)


@dataclass(frozen=True)
class RecordKind:
    """One list of a sentence's reading: its JSON name, the predicate its records become, the predicate's
    fields a record carries (in the JSON's order), and for each constant field the kb table of its values
    (a key of Vocabulary.domains). Fields not listed (story, sentence, a move's attribute) are filled in
    from where the record sits."""

    name: str
    predicate: type
    fields: tuple[str, ...]
    domains: tuple[tuple[str, str], ...] = ()


RECORDS: tuple[RecordKind, ...] = (
    RecordKind("actors", ToldActs, ("entity",)),
    RecordKind("states", ToldState, ("entity", "attribute", "pre", "post"), (("attribute", "state_attribute"),)),
    RecordKind("moves", ToldMove, ("entity", "change"), (("change", "change"),)),
    RecordKind("places", ToldAt, ("entity", "pre", "post")),
    RecordKind("holders", ToldHolder, ("entity", "pre", "post")),
    RecordKind("locks", ToldLock, ("entity", "pre", "post", "key", "by")),
    RecordKind("quantities", ToldQuantity, ("entity", "pre", "post"), (("pre", "quantity"), ("post", "quantity"))),
    RecordKind("parts", ToldPart, ("part", "whole")),
    RecordKind("within", ToldWithin, ("entity", "area")),
)
SENTENCE_FIELDS: tuple[tuple[str, type, str], ...] = (("elapsed", ToldElapsed, "elapsed"),)  # (json field, predicate, domain)
STORY_FIELDS: tuple[tuple[str, type], ...] = (("people", ToldPerson),)
TOLD = (ToldPerson, ToldActs, ToldState, ToldMove, ToldAt, ToldHolder, ToldLock, ToldQuantity, ToldPart, ToldWithin, ToldElapsed)


# ---------------------------------------------------------------------- the vocabulary's tables in kb


(VocabularyVersion, VocabAttribute, MoveAttribute, LockAttribute, AttributeGloss, ValueGloss, MoveChange,
 ChangeGloss, QuantityValue, QuantityGloss, ElapsedValue, ElapsedGloss, AreaAttribute, RecordGloss, PlaceWord,
 HolderWord, Instruction, PromptHeading, NameDeterminer, NameHead) = predicates("""
vocabulary_version(version: string)
# holder: person | object
vocab_attribute(attribute: constant, holder: constant, rank: integer)
move_attribute(attribute: constant)
lock_attribute(attribute: constant)
attribute_gloss(lang: constant, attribute: constant, gloss: string)
value_gloss(lang: constant, attribute: constant, value: integer, word: string)
move_change(attribute: constant, change: constant)
change_gloss(lang: constant, change: constant, gloss: string)
quantity_value(value: constant)
quantity_gloss(lang: constant, value: constant, gloss: string)
elapsed_value(value: constant, rank: integer)
elapsed_gloss(lang: constant, value: constant, gloss: string)
area_attribute(attribute: constant)
record_gloss(lang: constant, kind: constant, gloss: string)
place_word(word: constant)
holder_word(word: constant)
instruction(lang: constant, rank: integer, text: string)
prompt_heading(lang: constant, section: constant, text: string)
name_determiner(lang: constant, word: string)
# position: first | last
name_head(lang: constant, position: constant)
""")


@dataclass(frozen=True)
class Vocabulary:
    """The vocabulary as kb/language/state_glosses.lp states it (read once per process)."""

    version: str
    attributes: tuple[str, ...]  # all 21, in TRIP's order then locked
    person_attributes: frozenset[str]
    move_attributes: tuple[str, ...]
    lock_attribute: str
    state_attributes: tuple[str, ...]  # told in `states`: every attribute but the moves and locked
    changes: dict[str, tuple[str, ...]]  # move attribute -> its changes
    quantity_values: tuple[str, ...]
    elapsed_values: tuple[str, ...]  # in order of length
    area_attributes: tuple[str, ...]
    away: str  # the place word for somewhere unnamed
    nobody: str  # the holder word for no one
    attribute_glosses: dict[tuple[str, str], str]  # (lang, attribute) -> gloss
    value_glosses: dict[tuple[str, str, int], str]  # (lang, attribute, 0|1) -> word
    change_glosses: dict[tuple[str, str], str]
    quantity_glosses: dict[tuple[str, str], str]
    elapsed_glosses: dict[tuple[str, str], str]
    record_glosses: dict[tuple[str, str], str]
    instructions: dict[str, tuple[str, ...]]  # lang -> instructions in order
    headings: dict[tuple[str, str], str]  # (lang, section) -> heading
    determiners: dict[str, frozenset[str]]  # lang -> words dropped from the front of a name
    name_heads: dict[str, str]  # lang -> first | last

    @property
    def domains(self) -> dict[str, tuple[str, ...]]:
        """The value domain of each constant field a RecordKind names."""
        all_changes = tuple(dict.fromkeys(c for a in self.move_attributes for c in self.changes[a]))
        return {"state_attribute": self.state_attributes, "change": all_changes,
                "quantity": self.quantity_values, "elapsed": self.elapsed_values}

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(sorted(self.instructions))


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    """The vocabulary's tables, decoded from kb/language/state_glosses.lp through the predicates above."""
    symbols = facts_of(GLOSSES_FILE) + facts_of(LAW_TABLES_FILE)
    where = f"{GLOSSES_FILE} and {LAW_TABLES_FILE}"

    def rows(cls: type) -> list:
        return decode(symbols, cls, where)

    versions = [r.version for r in rows(VocabularyVersion)]
    if len(versions) != 1:
        raise DataError(f"needs exactly one vocabulary_version/1 fact, found {len(versions)}", where=where)
    attrs = sorted(rows(VocabAttribute), key=lambda r: r.rank)
    moves = tuple(r.attribute for r in rows(MoveAttribute))
    locks = [r.attribute for r in rows(LockAttribute)]
    if len(locks) != 1:
        raise DataError("needs exactly one lock_attribute/1 fact", where=where)
    changes: dict[str, list[str]] = {a: [] for a in moves}
    for r in rows(MoveChange):
        changes.setdefault(r.attribute, []).append(r.change)
    instructions: dict[str, list[tuple[int, str]]] = {}
    for r in rows(Instruction):
        instructions.setdefault(r.lang, []).append((r.rank, r.text))
    away = [r.word for r in rows(PlaceWord)]
    nobody = [r.word for r in rows(HolderWord)]
    return Vocabulary(
        version=versions[0],
        attributes=tuple(r.attribute for r in attrs),
        person_attributes=frozenset(r.attribute for r in attrs if r.holder == "person"),
        move_attributes=moves,
        lock_attribute=locks[0],
        state_attributes=tuple(r.attribute for r in attrs if r.attribute not in moves and r.attribute not in locks),
        changes={a: tuple(c) for a, c in changes.items()},
        quantity_values=tuple(r.value for r in rows(QuantityValue)),
        elapsed_values=tuple(r.value for r in sorted(rows(ElapsedValue), key=lambda r: r.rank)),
        area_attributes=tuple(r.attribute for r in rows(AreaAttribute)),
        away=away[0] if away else "away",
        nobody=nobody[0] if nobody else "nobody",
        attribute_glosses={(r.lang, r.attribute): r.gloss for r in rows(AttributeGloss)},
        value_glosses={(r.lang, r.attribute, r.value): r.word for r in rows(ValueGloss)},
        change_glosses={(r.lang, r.change): r.gloss for r in rows(ChangeGloss)},
        quantity_glosses={(r.lang, r.value): r.gloss for r in rows(QuantityGloss)},
        elapsed_glosses={(r.lang, r.value): r.gloss for r in rows(ElapsedGloss)},
        record_glosses={(r.lang, r.kind): r.gloss for r in rows(RecordGloss)},
        instructions={lang: tuple(t for _, t in sorted(items)) for lang, items in instructions.items()},
        headings={(r.lang, r.section): r.text for r in rows(PromptHeading)},
        determiners={lang: frozenset(r.word for r in rows(NameDeterminer) if r.lang == lang)
                     for lang in {r.lang for r in rows(NameDeterminer)}},
        name_heads={r.lang: r.position for r in rows(NameHead)},
    )
