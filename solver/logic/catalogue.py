"""The rule catalogue, read from the rule files themselves.

Every rule file declares its named rules as facts beside them:

    rule_doc(container_access, "Taking something out of a container needs it open.", switchable).

name: the constant a trace names (the reason argument of sets/needs_by_rule/..., a class rule, a
fired/3 rule); description: one line, ending with a full stop; the third argument `switchable`
when disabled/1 can switch the rule off for an ablation, `fixed` otherwise. The same fact, with
the same double-quoted string, is valid in .lp (clingo) and .pl (ProbLog) files. The files are
read with clingo's and ProbLog's own parsers, once per process.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from solver.errors import DataError
from solver.paths import RULES_DIR

PREDICATE = "rule_doc"
KINDS = ("switchable", "fixed")


@dataclass(frozen=True)
class RuleDoc:
    """One rule's declaration: its name, its one-line description and whether it can be switched off."""

    name: str
    description: str
    switchable: bool
    file: str  # the rules/ file that declares it

    @property
    def words(self) -> str:
        """The description as a trace clause (no final full stop)."""
        return self.description[:-1] if self.description.endswith(".") else self.description


def _check(name: str, description: str, kind: str, where: str) -> None:
    if not description.strip() or "\n" in description:
        raise DataError("a rule description is one non-empty line", where=f"{where}, record rule_doc({name}), field description")
    if kind not in KINDS:
        raise DataError(f"rule kind {kind!r} is not one of {', '.join(KINDS)}",
                        where=f"{where}, record rule_doc({name}), field kind")


def _from_asp(path: Path) -> list[tuple[str, str, str]]:
    """rule_doc/3 facts of a clingo program, found by clingo's parser (facts only, no grounding)."""
    # deferred: loads clingo (off `physkb --help`'s path)
    import clingo
    from clingo import ast

    found: list[tuple[str, str, str]] = []

    def visit(statement: ast.AST) -> None:
        if statement.ast_type != ast.ASTType.Rule or statement.body:
            return
        head = statement.head
        if head.ast_type != ast.ASTType.Literal or head.atom.ast_type != ast.ASTType.SymbolicAtom:
            return
        term = head.atom.symbol
        if term.ast_type != ast.ASTType.Function or term.name != PREDICATE:
            return
        where = f"{path.name}:{statement.location.begin.line}"
        args = [a.symbol if a.ast_type == ast.ASTType.SymbolicTerm else None for a in term.arguments]
        kinds = (clingo.SymbolType.Function, clingo.SymbolType.String, clingo.SymbolType.Function)
        if len(args) != 3 or any(a is None or a.type != k for a, k in zip(args, kinds)):
            raise DataError("rule_doc needs (name, \"description\", switchable|fixed)", where=where)
        found.append((args[0].name, args[1].string, args[2].name))
        _check(args[0].name, args[1].string, args[2].name, where)

    said: list[str] = []
    try:
        ast.parse_files([str(path)], visit, logger=lambda code, message: said.append(" ".join(message.split())))
    except RuntimeError as err:
        raise DataError(f"clingo could not parse the rule file: {'; '.join(said) or err}", where=str(path)) from None
    return found


def _from_problog(path: Path) -> list[tuple[str, str, str]]:
    """rule_doc/3 facts of a ProbLog program, read with ProbLog's parser."""
    # deferred: loads problog (off `physkb --help`'s path)
    from problog.logic import Constant, Term
    from problog.program import PrologFile

    found: list[tuple[str, str, str]] = []
    for n, clause in enumerate(PrologFile(str(path)), start=1):
        if not isinstance(clause, Term) or clause.functor != PREDICATE:
            continue
        where = f"{path.name}, clause {n}"
        name, text, kind = clause.args if clause.arity == 3 else (None, None, None)
        if not (isinstance(text, Constant) and text.is_string() and name is not None and not name.args
                and kind is not None and not kind.args):
            raise DataError("rule_doc needs (name, \"description\", switchable|fixed)", where=where)
        description = str(text.value).strip('"')
        found.append((str(name.functor), description, str(kind.functor)))
        _check(str(name.functor), description, str(kind.functor), where)
    return found


@lru_cache(maxsize=None)
def read_file(path: Path) -> list[RuleDoc]:
    """The rules one file declares, in file order."""
    rows = _from_problog(path) if path.suffix == ".pl" else _from_asp(path)
    return [RuleDoc(name, text, kind == "switchable", path.name) for name, text, kind in rows]


@lru_cache(maxsize=None)
def _catalogue(folder: Path, suffixes: tuple[str, ...] = (".lp", ".pl")) -> dict[str, RuleDoc]:
    out: dict[str, RuleDoc] = {}
    for path in sorted(p for suffix in suffixes for p in folder.glob(f"*{suffix}")):
        for doc in read_file(path):
            if doc.name in out and out[doc.name] != doc:
                raise DataError(f"rule {doc.name!r} is declared twice (also in {out[doc.name].file})", where=str(path))
            out[doc.name] = doc
    return out


def rule_docs(folder: Path = RULES_DIR) -> dict[str, RuleDoc]:
    """Every declared rule of the rule files in `folder`, by name (read once per process)."""
    return _catalogue(folder)


def rule_doc(name: str) -> RuleDoc | None:
    """The declaration of one rule, or None when no rule file declares it.

    The ASP files are looked in first: explaining a story's conflict names ASP rules only, and reading
    the ProbLog files as well would import ProbLog into every cold check (`rule_docs` reads all)."""
    found = _catalogue(RULES_DIR, (".lp",)).get(name)
    return found if found is not None else rule_docs().get(name)


def declared_in(files: Iterable[str], switchable: bool | None = None) -> tuple[str, ...]:
    """Names of the rules the given rules/ files declare (only the switchable ones, or the fixed
    ones, when `switchable` says so), in file order."""
    out: list[str] = []
    for name in files:
        for doc in read_file(RULES_DIR / name):
            if switchable is None or doc.switchable == switchable:
                out.append(doc.name)
    return tuple(out)
