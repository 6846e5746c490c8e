"""The typed boundary to clingo and ProbLog: arity checked, one quoting path, warnings on."""
from __future__ import annotations

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
