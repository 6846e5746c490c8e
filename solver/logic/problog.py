"""The one way Python talks to ProbLog: names become terms, terms become programs, queries come back.

A name (a noun, a utility, a task) becomes a ProbLog constant through `atom`: written plain when
it is a plain Prolog identifier (lower-case letter, then letters, digits, underscores), else
single-quoted with its quotes and backslashes escaped -- the form ProbLog's own parser gives
the same name in a .pl file, so a term built here equals one read from kb/. Programs are rule
files plus facts and queries as Term objects; nothing builds fact text by hand except
`fact_line`, which writes knowledge files for people to read.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar, Iterable, Iterator, Sequence, TypeVar, get_type_hints

from solver.errors import DataError
from solver.logic.asp import rules_text
from problog import get_evaluatable
from problog.logic import Constant, Term, term2list
from problog.program import PrologFile, PrologString, SimpleProgram

F = TypeVar("F", bound="Fact")


def is_plain(name: str) -> bool:
    """True when `name` is a Prolog atom that needs no quotes."""
    return (name[:1].isascii() and name[:1].islower()
            and name.isascii() and name.replace("_", "a").isalnum())


def quoted(name: str) -> str:
    """The Prolog text of the atom `name` (plain or single-quoted)."""
    if is_plain(name):
        return name
    return "'" + name.replace("\\", "\\\\").replace("'", "\\'") + "'"


def atom(name: str) -> Any:
    """The ProbLog constant for a name, equal to what ProbLog parses from the same name in a file."""
    return Term(quoted(name))


def name_of(term: Any) -> str:
    """The name of a constant made by `atom` (or parsed by ProbLog): quotes and escapes removed."""
    text = str(term.functor) if hasattr(term, "functor") else str(term)
    if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
        out, chars = [], iter(text[1:-1])
        for ch in chars:
            out.append(next(chars, "") if ch == "\\" else ch)
        return "".join(out)
    return text


def parse_term(text: str) -> Any:
    """A term written in Prolog syntax (a cue such as verb(grasp)), read by ProbLog's parser."""
    return Term.from_string(text)


def term(functor: str, *args: Any, probability: float | None = None) -> Any:
    """A ProbLog term whose arguments are terms already, names (str, made constants with `atom`) or numbers."""
    def arg(value: Any) -> Any:
        if isinstance(value, Term):
            return value
        if isinstance(value, bool):
            raise TypeError("booleans are not ProbLog terms")
        if isinstance(value, (int, float)):
            return Constant(value)
        return atom(str(value))

    return Term(functor, *(arg(a) for a in args), p=None if probability is None else Constant(probability))


def fact_line(fact: Any, probability: float | None = None, digits: int = 4) -> str:
    """One fact of a knowledge file written for people: `0.1234::p(a, 'b c').`"""
    body = f"{fact.functor}({', '.join(str(a) for a in fact.args)})" if fact.args else str(fact.functor)
    return (f"{probability:.{digits}f}::" if probability is not None else "") + body + "."


def program(parts: Sequence[Any]) -> Any:
    """A ProbLog program from parts in order: a rule file name ("x.pl"), program text read from a
    knowledge file, or an iterable of Term facts / clauses. Queries are added with `queries`."""
    out = SimpleProgram()
    for part in parts:
        if isinstance(part, str):
            text = rules_text(part) if part.endswith(".pl") and "\n" not in part else part
            for clause in PrologString(text):
                out.add_clause(clause)
        else:
            for clause in part:
                if not isinstance(clause, Term):
                    raise TypeError(f"not a ProbLog term: {clause!r}")
                out.add_clause(clause)
    return out


def queries(terms: Iterable[Any]) -> list[Any]:
    """query/1 clauses for the given terms (variables allowed)."""
    return [Term("query", t) for t in terms]


def evaluate(parts: Sequence[Any], asked: Iterable[Any], engine: str | None = None) -> dict[Any, float]:
    """P of every ground answer to the queries `asked`, over the program `parts`."""
    prog = program([*parts, queries(asked)])
    evaluatable = get_evaluatable(engine) if engine else get_evaluatable()
    return {t: float(p) for t, p in evaluatable.create_from(prog).evaluate().items()}


def compile_program(parts: Sequence[Any], asked: Iterable[Any], engine: str = "sdd") -> Any:
    """The compiled circuit of a program with its queries, to evaluate many times with other weights."""
    return get_evaluatable(engine).create_from(program([*parts, queries(asked)]))


# --------------------------------------------------------------------------- typed records


@dataclass(frozen=True)
class Fact:
    """Base of a typed ProbLog fact or answer: FUNCTOR names it, the fields are its arguments in order.

    Field types: str (an atom's name, or a quoted string's text), int, float (any number),
    tuple[str, ...] (a list of names), Any (the term itself, e.g. a pattern read further)."""

    FUNCTOR: ClassVar[str] = ""


@lru_cache(maxsize=None)
def _layout(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls))


def _value(arg: Any, kind: Any, name: str, where: str) -> Any:
    if kind is Any:
        return arg
    if kind is str:
        if isinstance(arg, Constant) and isinstance(arg.value, str):
            return arg.value.strip('"')
        if isinstance(arg, Term) and not isinstance(arg, Constant) and not arg.args:
            return name_of(arg)
        raise DataError(f"{name} must be a name, got {arg}", where=where)
    if kind in (int, float):
        if isinstance(arg, Constant) and isinstance(arg.value, (int, float)) and not isinstance(arg.value, bool) \
                and (kind is float or isinstance(arg.value, int)):
            return kind(arg.value)
        raise DataError(f"{name} must be {'an integer' if kind is int else 'a number'}, got {arg}", where=where)
    if kind == tuple[str, ...]:
        try:
            items = term2list(arg, deep=False)
        except Exception:  # not a proper list
            raise DataError(f"{name} must be a list of names, got {arg}", where=where) from None
        return tuple(_value(item, str, name, where) for item in items)
    raise TypeError(f"unsupported field type {kind!r} in a ProbLog record")


def decode_args(args: Sequence[Any], cls: type[F], where: str = "program") -> F:
    """A record from a term's arguments (or a query answer's tuple), arity and types checked."""
    layout = _layout(cls)
    if len(args) != len(layout):
        raise DataError(f"{cls.FUNCTOR}/{len(args)} does not match {cls.__name__} ({cls.FUNCTOR}/{len(layout)}: "
                        f"{', '.join(n for n, _ in layout)})", where=where)
    return cls(*(_value(a, kind, name, f"{where}, field {name!r}") for (name, kind), a in zip(layout, args)))


def decode(term: Any, cls: type[F], where: str = "program") -> F:
    """A record from a term whose functor is cls.FUNCTOR."""
    if str(term.functor) != cls.FUNCTOR:
        raise DataError(f"{term} is not a {cls.FUNCTOR} term", where=where)
    return decode_args(term.args, cls, where)


def read_facts(path: Path, classes: Sequence[type[Fact]]) -> Iterator[tuple[Fact, str]]:
    """(record, where) for every fact of a .pl file whose functor one of `classes` names, in file order.

    Rules and facts of other functors are skipped; a fact of a known functor with another arity or
    argument type is a DataError naming the file, the clause and the field."""
    by_functor = {c.FUNCTOR: c for c in classes}
    try:
        clauses = list(PrologFile(str(path)))
    except Exception as err:  # ProbLog parse errors carry a position
        raise DataError(f"cannot parse: {err}", where=str(path)) from err
    for i, clause in enumerate(clauses, start=1):
        if not isinstance(clause, Term) or clause.functor == ":-":
            continue
        cls = by_functor.get(str(clause.functor))
        if cls is not None:
            where = f"{path.name}: clause {i} {clause}"
            yield decode(clause, cls, where), where
