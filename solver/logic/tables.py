"""Facts of a knowledge or rules file, read into Python once: the tables that Python and the rules share.

A table (the state-label meanings, the COAT value domains, the word lists) is stated once, as
facts in the logic; Python reads those facts here instead of keeping a second copy. The file is
parsed by clingo and only its facts are grounded, so a rules file can hold a table beside its
rules and no warning about atoms those rules expect from elsewhere is printed.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TypeVar

import clingo
import clingo.ast

from solver.errors import DataError
from solver.logic.asp import control, decode

P = TypeVar("P")


@lru_cache(maxsize=None)
def facts_of(path: Path) -> tuple[clingo.Symbol, ...]:
    """Every fact of a logic file, as symbols (pools expanded), in grounding order.

    Rules and other statements are skipped, so only the file's own facts are read and no
    warning about atoms the rules expect from elsewhere is printed.
    """
    if not path.is_file():
        raise DataError(f"knowledge file not found: {path}")
    kept: list[str] = []

    def keep(stmt: clingo.ast.AST) -> None:
        if stmt.ast_type == clingo.ast.ASTType.Rule and not stmt.body:
            kept.append(str(stmt))

    messages: list[str] = []
    try:
        clingo.ast.parse_files([str(path)], keep, logger=lambda _code, msg: messages.append(msg.strip()))
    except RuntimeError as exc:
        raise DataError(f"cannot parse the facts of {path}: {'; '.join(messages) or exc}") from exc
    ctl, _ = control(program=f"the facts of {path}")
    ctl.add("base", [], "\n".join(kept))
    ctl.ground([("base", [])])
    return tuple(a.symbol for a in ctl.symbolic_atoms if a.is_fact)


def read(path: Path, cls: type[P]) -> list[P]:
    """Every fact of a knowledge file that the clorm predicate `cls` declares, typed, in file order.

    A fact with the predicate's name but another arity or argument type is a DataError naming it
    and the file (never dropped silently)."""
    return decode(facts_of(path), cls, str(path))
