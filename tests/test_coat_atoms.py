"""Rule atoms are read through typed predicates: a changed atom fails loudly, naming itself."""
from __future__ import annotations

import clingo
import pytest

from solver.coat.records import BAD_THRESHOLD
from solver.errors import DataError
from solver.logic.asp import decode
from solver.logic.coat import GoldKey, RankKey, Verdict


def test_decode_checks_arity_and_types() -> None:
    atom = 'verdict("cutting","cut apple","Knife",3,50,0,moderate,class_moderate)'
    (v,) = decode([clingo.parse_term(atom)], Verdict)
    assert (v.object_name, v.time_penalty, v.cls) == ("Knife", 50, "moderate")
    with pytest.raises(DataError, match=r"does not match the predicate Verdict \(verdict/8"):
        decode([clingo.parse_term(atom[:-1] + ",extra)")], Verdict)
    with pytest.raises(DataError, match="does not match the predicate Verdict"):
        decode([clingo.parse_term(atom.replace(",50,", ',"50",'))], Verdict)
    assert decode({}, RankKey) == []


def test_rules_emit_the_records_python_reads() -> None:
    from solver.coat.derive import derive
    from solver.coat.knowledge import load_coat_kb

    d = derive(load_coat_kb(None))
    moderate = [v for v in d.verdicts if v.cls == "moderate"]
    assert moderate and all(dict(v.gold_keys)["sum"] == (v.penalty_sum, 0) for v in moderate)
    assert all(dict(v.gold_keys)["time_then_material"] == (v.time_penalty, v.material_penalty) for v in moderate)
    assert all(v.rank_key[:3] == (*v.order_key, v.time_penalty) for v in d.verdicts)
    bad = [v for v in d.verdicts if v.cls == "bad"]
    assert bad and all(max(v.time_penalty, v.material_penalty) >= BAD_THRESHOLD for v in bad)
    assert GoldKey.meta.name == "gold_key"
