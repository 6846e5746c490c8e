"""Every rule a trace can name declares itself in its own file (rule_doc/3), read by one loader."""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

import pytest

from solver.errors import DataError
from solver.logic.catalogue import read_file, rule_docs
from solver.paths import RULES_DIR

# Where a state trace takes a rule name from: the reason argument (1-based) of these heads.
REASON_ARGUMENT = {("sets", 6): 6, ("needs_by_rule", 6): 6, ("set_aside_by", 4): 4, ("clash_by_rule", 7): 7,
                   ("variant_clash", 10): 7, ("ramification", 1): 1, ("weak_clash", 6): 6}


def state_rule_names(files: Iterable[str]) -> set[str]:
    """Rule-name constants in the reason argument of rule heads, found with clingo's parser."""
    from clingo import SymbolType, ast

    names: set[str] = set()

    def visit(statement: ast.AST) -> None:
        if statement.ast_type != ast.ASTType.Rule or statement.head.ast_type != ast.ASTType.Literal:
            return
        atom = statement.head.atom
        if atom.ast_type != ast.ASTType.SymbolicAtom or atom.symbol.ast_type != ast.ASTType.Function:
            return
        term = atom.symbol
        at = REASON_ARGUMENT.get((term.name, len(term.arguments)))
        if at is None:
            return
        arg = term.arguments[at - 1]
        if arg.ast_type == ast.ASTType.SymbolicTerm and arg.symbol.type == SymbolType.Function and not arg.symbol.arguments:
            names.add(arg.symbol.name)

    ast.parse_files([str(RULES_DIR / name) for name in files], visit)
    return names


def _non_action_files(suffix: str) -> list[str]:
    return sorted(p.name for p in RULES_DIR.glob(f"*{suffix}") if not p.name.startswith("actions_"))


def test_every_rule_file_declares_its_rules() -> None:
    docs = rule_docs()
    files = {d.file for d in docs.values()}
    assert set(_non_action_files(".lp")) | set(_non_action_files(".pl")) <= files
    assert all(d.description.endswith(".") and "\n" not in d.description for d in docs.values())


def test_every_state_rule_a_trace_names_has_a_description() -> None:
    from solver.states.solve import rule_files

    names = state_rule_names(rule_files())
    assert "container_access" in names and "pair_contrast" in names
    missing = sorted(n for n in names | {"precondition", "effect", "pair_choice"} if n not in rule_docs())
    assert not missing, missing


def test_every_coat_rule_a_verdict_names_has_a_description() -> None:
    from solver.coat.derive import derive
    from solver.coat.knowledge import load_coat_kb

    kb = load_coat_kb(None)
    seen: set[str] = set()
    for profile in ("corrected", "release"):
        d = derive(kb, profile)
        for v in d.verdicts:
            seen.add(v.class_rule)
            seen.update(t.rule for t in v.terms)
        seen.update(rule for _, rule in d.levels.values())
        seen.update(d.utility_reasons.values())
    assert seen and not sorted(seen - set(rule_docs()))


def test_every_affordance_rule_that_fires_has_a_description() -> None:
    from problog.program import PrologFile

    named = set()
    for clause in PrologFile(str(RULES_DIR / "affordances.pl")):
        head = getattr(clause, "head", clause)
        if getattr(head, "functor", None) in ("raises", "blocks") and head.arity == 2:
            named.add(str(head.args[0].functor))
    assert len(named) >= 5 and not sorted(named - set(rule_docs()))


def test_states_descriptions_read_as_trace_words() -> None:
    from solver.states.explain import rule_words

    assert rule_words("effect") == "its annotated effect"
    assert rule_words("container_access") == "rule container_access: taking something out of a container needs it open"
    assert rule_words("no_such_rule") == "rule no_such_rule"


def test_the_same_fact_parses_in_clingo_and_problog(tmp_path: Path) -> None:
    fact = 'rule_doc(jar_rule, "a jar\'s lid, tight: with commas.", switchable).\n'
    for suffix in (".lp", ".pl"):
        path = tmp_path / f"r{suffix}"
        path.write_text(fact + "other(1).\n")
        (doc,) = read_file(path)
        assert (doc.name, doc.switchable) == ("jar_rule", True)
        assert doc.description == "a jar's lid, tight: with commas."


@pytest.mark.parametrize("text", ['rule_doc(x, "d.", maybe).', 'rule_doc(x, d, fixed).', 'rule_doc(x, "").'])
def test_malformed_declarations_are_named(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.lp"
    path.write_text(text + "\n")
    with pytest.raises(DataError, match="bad.lp"):
        read_file(path)
