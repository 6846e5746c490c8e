"""check-plan's rules, split for clingo's multi-shot incremental solving.

rules/plans_state.lp, plans_checks.lp and plans_commonsense.lp are written for one plan of known
length: every time-dependent rule is a rule about one time `T` (with `T+1` for the next state and
earlier times as other variables). Such a rule is exactly a rule of the incremental program part
`#program step(t)` with `T` read as the part's parameter `t`; a rule without `T` belongs to `base`.
So repair-plan plans on the very rules check-plan judges with, not on a copy: this module splits
their statements (parsed by clingo) and substitutes the parameter in the syntax tree. The few rules that
summarise a whole plan (executable, the plan's length, the objects it names, the trace, the
commonsense notes) have no meaning while the plan is still growing and are left out by head name.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from solver.logic.asp import parsed, rules_text

CHECK_RULES = ("plans_state.lp", "plans_checks.lp", "plans_commonsense.lp")
# heads that judge a finished plan, or define the horizon and objects from the plan's facts
WHOLE_PLAN_HEADS = frozenset({"time", "dyn", "mover", "some_blocked", "executable", "last_judged",
                              "commonsense_note", "trace", "first_blocked",
                              # EAI's error class of a failing step: an explanation, not needed to plan
                              "held_before", "unmet_pre", "error_class"})
TIME = "T"  # the variable every time-dependent rule is written over
# predicates whose first argument is a step: a rule reading one without T ranges over all of a plan's steps
STEP_PREDICATES = frozenset({"do", "arg", "act", "step", "ok", "fail", "eff"})


def _head_name(statement: Any) -> str:
    """The predicate of a rule's plain head atom ("" for a constraint, a choice, or another statement)."""
    from clingo import ast

    if statement.ast_type != ast.ASTType.Rule or statement.head.ast_type != ast.ASTType.Literal:
        return ""
    atom = statement.head.atom
    if atom.ast_type != ast.ASTType.SymbolicAtom or atom.symbol.ast_type != ast.ASTType.Function:
        return ""
    return atom.symbol.name


def _variables_and_body_atoms(statement: Any) -> tuple[set[str], set[str]]:
    """The variables a statement uses, and the predicates of the atoms in its body."""
    from clingo import ast

    variables: set[str] = set()
    body_atoms: set[str] = set()

    class Collect(ast.Transformer):
        def visit_Variable(self, node: Any) -> Any:
            variables.add(node.name)
            return node

    class BodyAtoms(ast.Transformer):
        def visit_SymbolicAtom(self, node: Any) -> Any:
            if node.symbol.ast_type == ast.ASTType.Function:
                body_atoms.add(node.symbol.name)
            return node

    Collect()(statement)
    if statement.ast_type == ast.ASTType.Rule:
        for literal in statement.body:
            BodyAtoms()(literal)
    return variables, body_atoms


def _time_as_parameter(statement: Any) -> Any:
    """The statement with the variable T read as the incremental part's parameter t."""
    import clingo
    from clingo import ast

    class Substitute(ast.Transformer):
        def visit_Variable(self, node: Any) -> Any:
            return ast.SymbolicTerm(node.location, clingo.Function("t")) if node.name == TIME else node

    return Substitute()(statement)


@lru_cache(maxsize=1)
def split_check_rules() -> tuple[str, str]:
    """(base part, step(t) part) of check-plan's rules, as program text."""
    from clingo import ast

    # the implicit `#program base.` of each file, and comments (clingo >= 5.7 keeps them in the tree)
    SKIPPED = {ast.ASTType.Program} | ({ast.ASTType.Comment} if hasattr(ast.ASTType, "Comment") else set())
    base, step = [], []
    for name in CHECK_RULES:
        for statement in parsed(rules_text(name)):
            if statement.ast_type in SKIPPED or _head_name(statement) in WHOLE_PLAN_HEADS:
                continue
            variables, body_atoms = _variables_and_body_atoms(statement)
            if TIME in variables:
                step.append(str(_time_as_parameter(statement)))
            elif body_atoms & STEP_PREDICATES:
                # a rule over every step of a finished plan (do(_,...)): it has no incremental reading,
                # and silently grounding it in `base` would see no steps at all
                raise ValueError(f"{name}: a rule over all of a plan's steps needs an incremental form "
                                 f"(solver/plans/incremental.py): {statement}")
            else:
                base.append(str(statement))
    return "\n".join(base), "\n".join(step)
