"""The one way Python talks to ProbLog: names become terms, terms become programs, queries come back.

A name (a noun, a utility, a task) becomes a ProbLog constant through `atom`: written plain when
it is a plain Prolog identifier (lower-case letter, then letters, digits, underscores), else
single-quoted with its quotes and backslashes escaped -- the form ProbLog's own parser gives
the same name in a .pl file, so a term built here equals one read from kb/. Programs are rule
files plus facts and queries as Term objects; nothing builds fact text by hand except
`fact_line`, which writes knowledge files for people to read.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from solver.logic.asp import rules_text


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
    from problog.logic import Term

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
    from problog.logic import Term

    return Term.from_string(text)


def term(functor: str, *args: Any, probability: float | None = None) -> Any:
    """A ProbLog term whose arguments are terms already, names (str, made constants with `atom`) or numbers."""
    from problog.logic import Constant, Term

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
    from problog.logic import Term
    from problog.program import PrologString, SimpleProgram

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
    from problog.logic import Term

    return [Term("query", t) for t in terms]


def evaluate(parts: Sequence[Any], asked: Iterable[Any], engine: str | None = None) -> dict[Any, float]:
    """P of every ground answer to the queries `asked`, over the program `parts`."""
    from problog import get_evaluatable

    prog = program([*parts, queries(asked)])
    evaluatable = get_evaluatable(engine) if engine else get_evaluatable()
    return {t: float(p) for t, p in evaluatable.create_from(prog).evaluate().items()}


def compile_program(parts: Sequence[Any], asked: Iterable[Any], engine: str = "sdd") -> Any:
    """The compiled circuit of a program with its queries, to evaluate many times with other weights."""
    from problog import get_evaluatable

    return get_evaluatable(engine).create_from(program([*parts, queries(asked)]))
