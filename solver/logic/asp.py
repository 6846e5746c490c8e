"""The one way a program reaches clingo and its answer comes back.

Facts go in as clorm predicate instances and are written by clingo's own printer (the one
quoting path: a string keeps its backslash, quote and newline escaped as clingo prints them);
rule files come from rules/; shown atoms come out decoded into the same predicate classes, with
an atom whose name is known but whose arity or argument types differ reported as a DataError,
never skipped.

Undefined-atom warnings stay on: clingo's "atom does not occur in any rule head" is how a
misspelt predicate shows itself. A rule file that reads an input that may be absent says so with
`#defined p/n.` next to a comment giving the reason; a caller that must silence them passes
`quiet_undefined=` with its reason, which is kept on the control for anyone debugging it.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Sequence, TypeVar

from solver.errors import DataError
from solver.paths import rules_file
import clingo
from clingo import ast

P = TypeVar("P")


class UndefinedAtomWarning(UserWarning):
    """clingo found a body atom no rule or fact defines: usually a misspelt predicate."""


@lru_cache(maxsize=None)
def rules_text(name: str) -> str:
    """The text of a rules/ program, read once per process."""
    return rules_file(name).read_text(encoding="utf-8")


def facts_text(facts: Iterable[Any]) -> str:
    """Program text of clorm facts (or clingo symbols), one per line, printed by clingo itself."""
    return "\n".join(f"{f}." for f in facts)


@dataclass
class Messages:
    """What clingo said while grounding: undefined atoms (warned about) and everything else."""

    quiet_undefined: str | None = None
    program: str = "program"  # what is being grounded, for the warning's reader
    undefined: list[str] = field(default_factory=list)
    other: list[str] = field(default_factory=list)

    def __call__(self, code: Any, message: str) -> None:
        text = message.strip()
        if code in (clingo.MessageCode.AtomUndefined, clingo.MessageCode.OperationUndefined):
            self.undefined.append(text)
            if self.quiet_undefined is None:
                warnings.warn_explicit(f"clingo, grounding {self.program}: {' '.join(text.split())}",
                                       UndefinedAtomWarning, "clingo", 0)
        else:
            self.other.append(text)


def control(arguments: Sequence[str] = (), *, quiet_undefined: str | None = None,
            program: str = "program") -> tuple[Any, Messages]:
    """A clingo Control with warnings on and its message log.

    `quiet_undefined`: the reason this program may read atoms nothing defines (for example
    "a reading supplies only some of these facts"); None keeps the warnings."""
    if quiet_undefined is not None and not quiet_undefined.strip():
        raise ValueError("quiet_undefined needs its reason")
    messages = Messages(quiet_undefined, program)
    arguments = list(arguments)
    if quiet_undefined is not None:
        # clingo then does not write the messages at all: on large readings, logging thousands of them
        # through Python costs more than the solve (the reason stays on `messages`)
        arguments += ["--warn=no-atom-undefined", "--warn=no-operation-undefined"]
    return clingo.Control(arguments, logger=messages), messages


Shown = dict  # predicate name -> its shown symbols, in the order clingo gave them


@lru_cache(maxsize=16)
def parsed(text: str) -> tuple[Any, ...]:
    """A program's statements parsed by clingo once per process (rules are solved many times)."""
    statements: list[Any] = []
    ast.parse_string(text, statements.append)
    return tuple(statements)


def solve(rule_names: Iterable[str], facts: Iterable[Any] | str = (), *, source: str = "facts",
          extra: Sequence[str] = (), quiet_undefined: str | None = None,
          parse_once: bool = False) -> "Shown[str, list[Any]]":
    """Ground rules + facts once, solve, and return the shown symbols grouped by predicate name.

    The programs are stratified, so there is exactly one answer set; none means the facts
    contradict a rule, which is a data problem worth a clear message. `facts` is either clorm
    facts or the text of a knowledge file; `extra` adds program parts after them, in order.
    `parse_once`: the rule files and `extra` are parsed on the first call and their statements
    reused (for a caller that solves the same rules over many small fact sets)."""
    rule_names = list(rule_names)
    ctl, messages = control(quiet_undefined=quiet_undefined, program=f"{', '.join(rule_names) or 'facts'} over {source}")
    try:
        if parse_once:
            with ast.ProgramBuilder(ctl) as builder:
                for text in [rules_text(name) for name in rule_names] + list(extra):
                    for statement in parsed(text):
                        builder.add(statement)
        else:
            for name in rule_names:
                ctl.add("base", [], rules_text(name))
        ctl.add("base", [], facts if isinstance(facts, str) else facts_text(facts))
        if not parse_once:
            for part in extra:
                ctl.add("base", [], part)
        ctl.ground([("base", [])])
    except RuntimeError as err:
        raise DataError(f"clingo could not ground the program: {'; '.join(messages.other) or err}",
                        where=source) from None
    shown: Shown[str, list[Any]] = {}
    found: list[bool] = []

    def on_model(model: Any) -> None:
        found.append(True)
        for sym in model.symbols(shown=True):
            shown.setdefault(sym.name, []).append(sym)

    ctl.solve(on_model=on_model)
    if not found:
        raise DataError("the facts have no answer set under the rules (contradictory facts)", where=source)
    return shown


def signature(cls: Any) -> str:
    """name/arity of a clorm predicate class."""
    return f"{cls.meta.name}/{cls.meta.arity}"


def decode(shown: "Shown[str, list[Any]] | Iterable[Any]", cls: type[P], source: str = "rules") -> list[P]:
    """Every `cls` atom among the shown symbols, in the order clingo gave them.

    An atom with the predicate's name but another arity, or an argument of another type, is a
    DataError naming the atom and the predicate class (the rules changed; update the class).
    `shown` is solve()'s grouping or any iterable of symbols."""
    name = cls.meta.name  # type: ignore[attr-defined]
    symbols = shown.get(name, ()) if isinstance(shown, dict) else (s for s in shown if s.name == name)
    out: list[P] = []
    unify = cls._unify  # type: ignore[attr-defined]
    for sym in symbols:
        fact = unify(sym)
        if fact is None:
            fields = ", ".join(f.name for f in cls.meta)  # type: ignore[attr-defined]
            raise DataError(f"rule atom {sym} does not match the predicate {cls.__name__} "
                            f"({signature(cls)}: {fields}); the rules changed the atom, update "
                            f"{cls.__module__}", where=source)
        out.append(fact)
    return out


def rule_name(name: str) -> str:
    """`name` when clingo reads it as one symbolic constant (a rule name, as `disabled/1` takes), else a
    ValueError: a name from the command line must not smuggle a term or a second fact into the program."""
    try:
        term = clingo.parse_term(name, logger=lambda code, message: None)  # the ValueError below says it
    except RuntimeError:
        term = None
    if term is None or term.type != clingo.SymbolType.Function or term.arguments or term.name != name \
            or not name[:1].islower():
        raise ValueError(f"not a rule name: {name!r}")
    return name
