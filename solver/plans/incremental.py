"""check-plan's rules, split for clingo's multi-shot incremental solving.

rules/plans_state.lp, plans_checks.lp and plans_commonsense.lp are written for one plan of known
length: every time-dependent rule is a rule about one time `T` (with `T+1` for the next state and
earlier times as other variables). Such a rule is exactly a rule of the incremental program part
`#program step(t)` with `T` read as the part's parameter `t`; a rule without `T` belongs to `base`.
So repair-plan plans on the very rules check-plan judges with, not on a copy: this module splits
their statements (parsed by clingo) and substitutes the parameter in each statement as clingo prints it. The few rules that
summarise a whole plan (executable, the plan's length, the objects it names, the trace, the
commonsense notes) have no meaning while the plan is still growing and are left out by head name.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from clingo import ast

from solver.logic.asp import parsed, rules_text

CHECK_RULES = ("plans_state.lp", "plans_checks.lp", "plans_commonsense.lp")
# heads that judge a finished plan, or define the horizon and objects from the plan's facts
WHOLE_PLAN_HEADS = frozenset({"time", "dyn", "mover", "some_blocked", "executable", "last_judged",
                              "commonsense_note", "trace", "first_blocked",
                              # EAI's error class of a failing step: an explanation, not needed to plan
                              "held_before", "unmet_pre", "error_class"})
# predicates whose first argument is a step: a rule reading one without T ranges over all of a plan's steps
STEP_PREDICATES = frozenset({"do", "arg", "act", "step", "ok", "fail", "eff"})


def _head_name(statement: Any) -> str:
    """The predicate of a rule's plain head atom ("" for a constraint, a choice, or another statement)."""
    if statement.ast_type != ast.ASTType.Rule or statement.head.ast_type != ast.ASTType.Literal:
        return ""
    atom = statement.head.atom
    if atom.ast_type != ast.ASTType.SymbolicAtom or atom.symbol.ast_type != ast.ASTType.Function:
        return ""
    return atom.symbol.name


def _body_atoms(statement: Any) -> set[str]:
    """The predicates of a rule's body atoms: its literals and the conditions of its aggregates."""
    names: set[str] = set()

    def literal(node: Any) -> None:
        if node.ast_type == ast.ASTType.ConditionalLiteral:
            literal(node.literal)
            for condition in node.condition:
                literal(condition)
        elif node.ast_type == ast.ASTType.Literal:
            atom = node.atom
            if atom.ast_type == ast.ASTType.SymbolicAtom and atom.symbol.ast_type == ast.ASTType.Function:
                names.add(atom.symbol.name)
            elif atom.ast_type == ast.ASTType.BodyAggregate:
                for element in atom.elements:
                    for condition in element.condition:
                        literal(condition)

    if statement.ast_type == ast.ASTType.Rule:
        for item in statement.body:
            literal(item)
    return names


# the variable T as a token of a printed statement, strings left as they are (a string matches the first
# group and is kept; clingo prints each statement on one line)
_TIME_TOKEN = re.compile(r'("(?:\\.|[^"\\])*")|(?<![A-Za-z0-9_])T(?![A-Za-z0-9_])')


def _time_as_parameter(text: str) -> tuple[bool, str]:
    """Whether a printed statement uses the variable T, and its text with T read as the part's parameter t.

    On the printed text rather than through clingo's syntax-tree transformer: the same result, and
    walking the tree in Python took 0.7 s per process, more than a whole repair."""
    found = []

    def swap(match: Any) -> str:
        if match.group(1) is not None:
            return match.group(1)
        found.append(True)
        return "t"

    swapped = _TIME_TOKEN.sub(swap, text)
    return bool(found), swapped


@lru_cache(maxsize=1)
def split_check_rules() -> tuple[str, str]:
    """(base part, step(t) part) of check-plan's rules, as program text."""
    # the implicit `#program base.` of each file, and comments (clingo >= 5.7 keeps them in the tree)
    SKIPPED = {ast.ASTType.Program} | ({ast.ASTType.Comment} if hasattr(ast.ASTType, "Comment") else set())
    base, step = [], []
    step_heads: set[str] = set()
    base_reads: list[tuple[str, Any, set[str]]] = []
    for name in CHECK_RULES:
        for statement in parsed(rules_text(name)):
            if statement.ast_type in SKIPPED or _head_name(statement) in WHOLE_PLAN_HEADS:
                continue
            timed, text = _time_as_parameter(str(statement))
            if timed:
                step.append(text)
                step_heads.add(_head_name(statement))
            else:
                base.append(str(statement))
                base_reads.append((name, statement, _body_atoms(statement)))
    for name, statement, reads in base_reads:
        if reads & (step_heads | STEP_PREDICATES):
            # a rule over every step of a finished plan (do(_,...), from_set(_,_,N,_)): it has no
            # incremental reading, and grounded in `base` it would see no steps at all
            raise ValueError(f"{name}: a rule without T reads what steps derive "
                             f"({', '.join(sorted(reads & (step_heads | STEP_PREDICATES)))}): it needs an "
                             f"incremental form (solver/plans/incremental.py): {statement}")
    return "\n".join(base), "\n".join(step)
