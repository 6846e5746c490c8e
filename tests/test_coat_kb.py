"""The project's own COAT knowledge base (kb/coat/*.lp): complete enough to answer every task."""
from __future__ import annotations

from collections import Counter

from solver.coat.derive import derive
from solver.coat.knowledge import load_coat_kb


def test_project_kb_shape() -> None:
    kb = load_coat_kb(None)
    assert kb.source == "kb" and len(kb.utilities) == 22
    assert all(kb.utility_objects[u] for u in kb.utilities)
    assert len(kb.pairs) >= 30
    assert ("cutting", "cutting a cake") in kb.pairs
    for (u, t), objs in kb.context_objects.items():
        assert objs, (u, t)
        for o in objs:
            assert o in kb.utility_objects[u], (u, t, o)
            if len(kb.common_values[o].material) > 1:
                assert (u, t, o) in kb.material_preferences, (u, t, o)
    assert kb.ideal_temperatures["Coffee"] == ("Hot",)
    assert kb.ideal_temperatures["Knife"] == ("RoomTemp",)  # household default
    ids = [c.id for c in kb.configurations]
    assert ids == list(range(1, len(ids) + 1))
    assert not any(c.condition == "broken" and c.already_in_use != "irreversible-using" for c in kb.configurations)
    assert load_coat_kb(None) is kb  # cached


def test_project_kb_derivation_has_every_class() -> None:
    kb = load_coat_kb(None)
    d = derive(kb)
    counts = Counter(v.cls for v in d.verdicts)
    assert counts["ideal"] > 0 and counts["moderate"] > 0 and counts["bad"] > 0 and None not in counts
    for pair in kb.pairs:
        assert d.ideal_configurations.get(pair), pair
    rules = {t.rule for v in d.verdicts for t in v.terms}
    assert {"material_bad", "material_worst_grade", "material_middle_rank", "material_best_grade"} <= rules
