"""The typed boundary to clingo and ProbLog: arity checked, one quoting path, warnings on."""
from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

import clingo
import pytest

from solver.errors import DataError
from solver.logic import states as S
from solver.logic.asp import UndefinedAtomWarning, control, decode, facts_text, solve
from solver.logic.problog import atom, evaluate, name_of, quoted, term

AWKWARD = ["plain", "two words", 'say "hi"', "back\\slash", "new\nline", "tab\there", "caffè", "it's", "", "(x)"]
SOLVER = Path(__file__).resolve().parent.parent / "solver"


def test_decode_checks_arity_and_argument_types() -> None:
    good = clingo.parse_term('breakpoint("s",2)')
    assert [(b.story, b.sentence) for b in decode([good], S.Breakpoint)] == [("s", 2)]
    with pytest.raises(DataError, match=r"breakpoint\(\"s\",2,3\) does not match the predicate Breakpoint \(breakpoint/2"):
        decode([clingo.parse_term('breakpoint("s",2,3)')], S.Breakpoint)
    with pytest.raises(DataError, match="Breakpoint"):
        decode([clingo.parse_term('breakpoint(s,2)')], S.Breakpoint)  # a constant where a string belongs
    assert decode([clingo.parse_term("other(1)")], S.Breakpoint) == []


def test_attribute_terms_read_as_plain_text() -> None:
    sym = clingo.parse_term('variant_clash("v",0,1,"pot",on("gas"),1,enabling_order,"b",1,3)')
    (v,) = decode([sym], S.VariantClash)
    assert (v.attribute, v.rule, v.base) == ("on(gas)", "enabling_order", "b")


@pytest.mark.parametrize("text", AWKWARD)
def test_asp_strings_round_trip(text: str) -> None:
    shown = solve([], [S.Entity("s", text), S.Noun("s", text, text)], extra=["#show entity/2. #show noun/3."])
    assert [e.entity for e in decode(shown, S.Entity)] == [text]
    assert [(n.entity, n.noun) for n in decode(shown, S.Noun)] == [(text, text)]


def test_facts_are_written_by_clingo() -> None:
    assert facts_text([S.Label("s 1", 0, 'a "jar"', "open", 3)]) == 'label("s 1",0,"a \\"jar\\"",open,3).'


@pytest.mark.parametrize("text", [t for t in AWKWARD if t])
def test_problog_names_round_trip(text: str) -> None:
    assert name_of(atom(text)) == text
    result = evaluate([f"known({quoted(text)}).", [term("other", text)]], [term("known", text)])
    assert list(result.values()) == [1.0]


def test_plain_names_stay_unquoted_as_in_knowledge_files() -> None:
    assert [quoted(n) for n in ("apple", "aB", "x_1", "Apple", "e-book", "1st")] == \
        ["apple", "aB", "x_1", "'Apple'", "'e-book'", "'1st'"]


def test_undefined_atoms_warn_unless_a_reason_is_given() -> None:
    with pytest.warns(UndefinedAtomWarning, match="misspelt"):
        solve([], "a :- misspelt.", source="a test")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        solve([], "a :- misspelt.", quiet_undefined="the test reads an atom nobody defines")
    with pytest.raises(ValueError):
        control(quiet_undefined=" ")


def test_the_programs_ground_without_undefined_atoms() -> None:
    from solver.coat.derive import derive, judge_configurations
    from solver.coat.knowledge import load_coat_kb
    from solver.coat.records import ConfigurationValues
    from solver.states.solve import RULE_FILES, find_conflicts
    from tests.test_states_rules import lab, story

    s = story("s", [lab("jar", "open", True, False)],
              [lab("cookie", "location", change="taken_out"), lab("jar", "contain", True, None)])
    with warnings.catch_warnings():
        warnings.simplefilter("error", UndefinedAtomWarning)
        kb = load_coat_kb(None)
        d = derive(kb, "release")
        v = d.verdicts[0]
        values = ConfigurationValues(v.object_name, v.mass, v.material, v.temperature, v.already_in_use, v.condition)
        assert judge_configurations(kb, v.utility, v.task, v.object_name, [values], borrow_materials=True)
        assert find_conflicts([s])["s"].pair == (0, 1)
        assert find_conflicts([s], files=RULE_FILES)["s"].plausible  # the core alone: no container rule


def test_only_the_logic_package_opens_clingo_or_problog() -> None:
    """No module outside solver/logic starts clingo."""
    offenders = []
    for path in SOLVER.rglob("*.py"):
        rel = path.relative_to(SOLVER).as_posix()
        if rel.startswith("logic/"):
            continue
        text = path.read_text(encoding="utf-8")
        if "Control(" in text or "--warn=none" in text or "PrologString(" in text:
            offenders.append(rel)
    assert not offenders, offenders


def test_problog_records_check_arity_and_types(tmp_path: Path) -> None:
    from solver.logic.problog import decode, parse_term, read_facts
    from solver.logic.sizes import Noun, Place

    noun = decode(parse_term("noun('credit card', thing, 8.5, 5, 0.1, 1.2)"), Noun)
    assert (noun.name, noun.kind, noun.width) == ("credit card", "thing", 5.0)
    with pytest.raises(DataError, match=r"noun/5 does not match Noun \(noun/6"):
        decode(parse_term("noun(cup, thing, 8, 5, 1)"), Noun)
    with pytest.raises(DataError, match="field 'length': length must be a number"):
        decode(parse_term("noun(cup, thing, big, 5, 1, 1.2)"), Noun)
    path = tmp_path / "k.pl"
    path.write_text("place([in, the, middle, of], kept).\nother(1).\nrule(X) :- place(X, _).\nplace(oops).\n")
    with pytest.raises(DataError, match=r"k.pl: clause 4"):
        list(read_facts(path, [Place]))
    path.write_text("place([in, the, middle, of], kept).\n")
    assert [f.words for f, _ in read_facts(path, [Place])] == [("in", "the", "middle", "of")]


# Modules still reading atoms by position or by regex, in areas other branches are moving onto typed
# predicates (the story reader, the states and the language tables); each entry names what is left there.
# The list only shrinks: an entry whose module is clean fails the test below, so it is struck off.
NOT_YET_TYPED = {
    "solver/actions/state_reports.py": "sym.arguments of the state report atoms",
    "solver/actions/lexicon.py": "symbolic_atoms and .arguments of the lexicon facts",
    "solver/actions/propose.py": "tables.facts(default_rule/1)",
    "solver/states/model.py": "tables.facts(meaning/3, location_change/3)",
    "solver/states/solve.py": "term.arguments of a constant check",
    "solver/language/lexicon.py": "tables.facts of the word lists, .arguments of their tuples",
    "solver/language/parts.py": "regexes over has_part/italian_part facts of .lp text",
    "solver/language/sorts.py": "regexes over sort/not_sort/italian_noun/verb_action/verb_sense facts of .lp text",
}
# A regex that matches an atom: a name right before an opening parenthesis, or the `).` closing a fact.
_ATOM_REGEX = re.compile(r"[\w)]\\\(|\\\)\\\.")
_RE_CALLS = {"compile", "match", "fullmatch", "search", "findall", "finditer", "sub", "subn", "split"}


def _positional_reads(tree: ast.Module) -> list[str]:
    """What in a module reads atoms other than through solver.logic's typed predicates."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("arguments", "symbolic_atoms"):
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "args":
            found.append(f"line {node.lineno}: .args[...] (a ProbLog term by position)")
        elif isinstance(node, ast.ImportFrom) and node.module == "solver.logic.tables" \
                and any(a.name == "facts" for a in node.names):
            found.append(f"line {node.lineno}: tables.facts (positional tuples)")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _RE_CALLS \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str) \
                and _ATOM_REGEX.search(node.args[0].value):
            found.append(f"line {node.lineno}: a regex over atoms {node.args[0].value!r}")
    return found


def _python_files() -> dict[str, ast.Module]:
    root = SOLVER.parent
    return {p.relative_to(root).as_posix(): ast.parse(p.read_text(encoding="utf-8"), str(p))
            for package in ("solver", "probes") for p in sorted((root / package).rglob("*.py"))
            if not p.relative_to(root).as_posix().startswith("solver/logic/")}


def test_atoms_are_read_through_typed_predicates_only() -> None:
    """Outside solver/logic no module decodes atoms by position (`.arguments`, `.args[i]`,
    tables.facts' tuples), walks `symbolic_atoms` or cuts atoms out of text with a regex."""
    offenders = {rel: found for rel, tree in _python_files().items()
                 if rel not in NOT_YET_TYPED and (found := _positional_reads(tree))}
    assert not offenders, offenders


def test_the_not_yet_typed_list_only_names_modules_that_need_it() -> None:
    files = _python_files()
    stale = [rel for rel in NOT_YET_TYPED if rel not in files or not _positional_reads(files[rel])]
    assert not stale, f"clean now, strike them off NOT_YET_TYPED: {stale}"


def test_the_check_sees_each_kind_of_positional_read() -> None:
    tree = ast.parse("from solver.logic.tables import facts\nx = s.arguments[1]\nfor a in ctl.symbolic_atoms: pass\n"
                     "t.args[0]\nre.findall(r'sort\\(\"([^\"]+)\"\\)\\.', text)\nre.match(r'^\\W*(yes|no)', t)\n")
    assert len(_positional_reads(tree)) == 5


def test_knowledge_tables_read_typed(tmp_path: Path) -> None:
    from solver.logic.coat import DomainValues
    from solver.logic.tables import read

    path = tmp_path / "d.lp"
    path.write_text('domain_values(mass, ("light", heavy)).\ndomain_values(one, "x").\nx :- y.\n')
    assert sorted((d.variable, d.values) for d in read(path, DomainValues)) == \
        [("mass", ("light", "heavy")), ("one", ("x",))]
    for i, wrong in enumerate(('domain_values(mass, ("light", heavy), 3).', 'domain_values("mass", ("light", heavy)).')):
        path = tmp_path / f"wrong{i}.lp"  # another arity or argument type: an error naming the file, never dropped
        path.write_text(wrong + "\n")
        with pytest.raises(DataError, match="DomainValues"):
            read(path, DomainValues)
