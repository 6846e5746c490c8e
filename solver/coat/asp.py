"""Thin helpers around clingo: write facts, run rule files, read atoms back as Python values.

Kept in one place so every COAT program is solved the same way: rules loaded from rules/,
facts added as one text part, a single ground + solve, shown atoms returned.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterable

from solver.errors import DataError
from solver.paths import rules_file


def quote(text: str) -> str:
    """An ASP string literal for `text`."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def fact(name: str, *args: Any) -> str:
    """One ASP fact; str arguments become strings, ints stay numbers, Const stays a constant."""
    parts = []
    for arg in args:
        if isinstance(arg, Const):
            parts.append(str(arg))
        elif isinstance(arg, bool):
            raise TypeError("booleans are not ASP terms")
        elif isinstance(arg, int):
            parts.append(str(arg))
        else:
            parts.append(quote(str(arg)))
    return f"{name}({', '.join(parts)})."


class Const(str):
    """A symbolic constant (e.g. a variable name like `mass`), written unquoted."""


@lru_cache(maxsize=None)
def rules_text(name: str) -> str:
    """The text of a rules/ program, read once per process."""
    return rules_file(name).read_text(encoding="utf-8")


# One token of a flat atom's argument list: a string literal, an integer or a constant.
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|(-?\d+)|([A-Za-z_][A-Za-z0-9_\']*)')


_ESCAPE = re.compile(r"\\(.)")


def _unescape(match: "re.Match[str]") -> str:
    return "\n" if match.group(1) == "n" else match.group(1)


def parse_atom(text: str) -> tuple[str, tuple[Any, ...]]:
    """Name and arguments of a flat atom printed by clingo, e.g. p("a b",3,c).

    Parsing the printed text costs one call into clingo per atom instead of one per
    argument (clingo's Python symbols cross the C boundary on every accessor).
    """
    name, paren, rest = text.partition("(")
    if not paren:
        return name, ()
    args: list[Any] = []
    for string, number, const in _TOKEN.findall(rest):
        if number:
            args.append(int(number))
        elif const:
            args.append(const)
        else:
            args.append(_ESCAPE.sub(_unescape, string) if "\\" in string else string)
    return name, tuple(args)


def value(symbol: Any) -> Any:
    """A clingo symbol argument as str (strings and constants) or int."""
    import clingo

    kind = symbol.type
    if kind == clingo.SymbolType.String:
        return symbol.string
    if kind == clingo.SymbolType.Number:
        return symbol.number
    if kind == clingo.SymbolType.Function and not symbol.arguments:
        return symbol.name
    return str(symbol)


def solve(rule_names: Iterable[str], facts: str, source: str = "facts") -> dict[str, list[tuple[Any, ...]]]:
    """Ground rules + facts once, solve, and return the shown atoms grouped by predicate name.

    The programs are stratified, so there is exactly one answer set; none means the facts
    contradict a rule, which is a data problem worth a clear message.
    """
    import clingo

    messages: list[str] = []

    def logger(code: Any, message: str) -> None:
        if code not in (clingo.MessageCode.AtomUndefined, clingo.MessageCode.OperationUndefined):
            messages.append(message.strip())

    ctl = clingo.Control(["--warn=none"], logger=logger)
    try:
        for name in rule_names:
            ctl.add("base", [], rules_text(name))
        ctl.add("base", [], facts)
        ctl.ground([("base", [])])
    except RuntimeError as err:
        raise DataError(f"clingo could not ground the program: {'; '.join(messages) or err}", where=source) from None
    atoms: dict[str, list[tuple[Any, ...]]] = {}
    found = []

    def on_model(model: Any) -> None:
        found.append(True)
        for sym in model.symbols(shown=True):
            name, args = parse_atom(str(sym))
            atoms.setdefault(name, []).append(args)

    ctl.solve(on_model=on_model)
    if not found:
        raise DataError("the facts have no answer set under the rules (contradictory facts)", where=source)
    return atoms
