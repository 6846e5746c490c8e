"""Rule atoms are read through typed records: a changed atom fails loudly, naming itself."""
from __future__ import annotations

import pytest

from solver.coat.atoms import GoldKeyAtom, RankKeyAtom, VerdictAtom, decode
from solver.coat.records import BAD_THRESHOLD
from solver.errors import DataError


def test_decode_checks_arity_and_types() -> None:
    atoms = {"verdict": [("cutting", "cut apple", "Knife", 3, 50, 0, "moderate", "class_moderate")]}
    (v,) = decode(atoms, VerdictAtom)
    assert (v.object_name, v.time_penalty, v.cls) == ("Knife", 50, "moderate")
    with pytest.raises(DataError, match=r"verdict/9 does not match the record VerdictAtom \(verdict/8"):
        decode({"verdict": [atoms["verdict"][0] + ("extra",)]}, VerdictAtom)
    with pytest.raises(DataError, match="argument 'time_penalty' should be int, found str"):
        decode({"verdict": [("cutting", "cut apple", "Knife", 3, "50", 0, "moderate", "class_moderate")]}, VerdictAtom)
    assert decode({}, RankKeyAtom) == []


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
    assert GoldKeyAtom.PREDICATE == "gold_key"
