"""The typed boundary to clingo and ProbLog: arity checked, one quoting path, warnings on."""
from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import warnings
from pathlib import Path

import clingo
import clorm
import pytest
from clorm import IntegerField

import solver.logic
from solver.errors import DataError
from solver.logic import states as S
from solver.logic.asp import UndefinedAtomWarning, control, decode, facts_text, solve
from solver.logic.declare import predicates
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
# predicates (the story reader, the states); each entry names what is left there.
# The list only shrinks: an entry whose module is clean fails the test below, so it is struck off.
NOT_YET_TYPED: dict[str, str] = {}
# A regex that matches an atom: a name right before an opening parenthesis, or the `).` closing a fact.
_ATOM_REGEX = re.compile(r"[\w)]\\\(|\\\)\\\.")
_RE_CALLS = {"compile", "match", "fullmatch", "search", "findall", "finditer", "sub", "subn", "split"}


def _pattern_text(node: ast.AST, constants: dict[str, str]) -> str | None:
    """The text of a regex argument as far as the source says it: a literal, a name bound to one, an f-string
    (each interpolation read as "x") or a concatenation of these; None where it is computed otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "x"
                       for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _pattern_text(node.left, constants), _pattern_text(node.right, constants)
        return None if left is None and right is None else (left or "x") + (right or "x")
    return None


def _regex_calls(tree: ast.Module) -> list[tuple[int, str]]:
    """(line, pattern) of every regex call of the module: `re.f(...)` under any alias of re, and functions
    imported from re by name, with the pattern resolved through names bound to strings."""
    modules = {"re"} | {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.Import)
                        for a in n.names if a.name == "re"}
    functions = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module == "re"
                 for a in n.names if a.name in _RE_CALLS}
    constants: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            text = _pattern_text(node.value, constants)
            if text is not None:
                constants[node.targets[0].id] = text
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        if (isinstance(func, ast.Attribute) and func.attr in _RE_CALLS and isinstance(func.value, ast.Name)
                and func.value.id in modules) or (isinstance(func, ast.Name) and func.id in functions):
            text = _pattern_text(node.args[0], constants)
            if text is not None:
                found.append((node.lineno, text))
    return found


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
    found += [f"line {line}: a regex over atoms {text!r}" for line, text in _regex_calls(tree) if _ATOM_REGEX.search(text)]
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


@pytest.mark.parametrize("source", [
    "import re\nFACT = r'has_part\\(\"([^\"]+)\"'\nre.findall(FACT, text)\n",  # a pattern bound to a name first
    "import re as regex\nregex.compile(r'verb_sense\\(\"([^\"]+)\"\\)\\.')\n",  # re under another name
    "from re import findall\nfindall(r'sort\\((\\w+)', text)\n",  # a function imported from re
    "import re\nre.compile(rf'(?<![\\w%]){name}\\(\"([^\"]+)\"')\n",  # an f-string naming the predicate
    "import re\nre.compile(r'\\b(?:' + NAMES + r')\\((\\w+)')\n",  # a concatenation
])
def test_the_check_sees_atom_regexes_however_they_are_written(source: str) -> None:
    assert len(_positional_reads(ast.parse(source))) == 1, source


def test_plain_text_regexes_pass() -> None:
    tree = ast.parse("import re\nWORD = r'\\b(\\w+)\\b'\nre.findall(WORD, t)\nre.sub(f'{x}s?$', '', t)\n"
                     "re.match(r'^\\W*(yes|no)', t)\n")
    assert _positional_reads(tree) == []


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


def test_schema_tables_bind_each_predicate_to_its_own_class_name() -> None:
    """A schema table's predicates are unpacked in table order: a name out of order would bind one predicate's
    class to another's name, so every predicate a solver/logic module declares must sit under its class name."""
    misbound = []
    for info in pkgutil.iter_modules(solver.logic.__path__):
        module = importlib.import_module(f"solver.logic.{info.name}")
        for name, value in vars(module).items():
            if (isinstance(value, type) and issubclass(value, clorm.Predicate) and value.__module__ == module.__name__
                    and value.__name__ != name):
                misbound.append(f"{module.__name__}.{name} holds {value.__name__}")
    assert not misbound, misbound


def test_a_schema_table_declares_typed_predicates_with_their_signature_in_the_docstring() -> None:
    pair = {"x": IntegerField, "y": IntegerField}
    Step, Place = predicates("""
# a comment line is skipped
step(**pair, action: constant,
     count: integer)
    one step of a plan,
    told on two lines.
at(thing: constant) as Place
""", pair=pair)
    assert (Step.meta.name, Step.meta.arity, Place.meta.name, Place.__name__) == ("step", 4, "at", "Place")
    assert Step.__doc__ == "step(x, y, action, count): one step of a plan, told on two lines." and Place.__doc__ is None
    assert [f.name for f in Step.meta] == ["x", "y", "action", "count"]
    assert decode([clingo.parse_term("step(1,2,go,3)")], Step)[0].action == "go"
    with pytest.raises(ValueError, match="unknown kind 'float'"):
        predicates("bad(x: float)\n")
