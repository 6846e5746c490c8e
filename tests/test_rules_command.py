"""`physkb rules` lists the catalogue the rule files declare, by area, and refuses an unknown area."""
from __future__ import annotations

import json

from solver.logic.catalogue import rule_docs


def test_rules_lists_every_declared_rule_with_its_words(physkb):
    code, out, _ = physkb("rules", "--json")
    assert code == 0
    listed = json.loads(out)
    assert {r["name"] for r in listed} == set(rule_docs())
    assert all(r["description"].endswith(".") and r["file"] for r in listed)


def test_rules_of_one_area_and_an_unknown_area(physkb):
    code, out, _ = physkb("rules", "--area", "actions")
    assert code == 0 and "rules/actions_link.lp" in out and "rules/coat_" not in out
    code, _, err = physkb("rules", "--area", "actoins")
    assert code == 2 and "closest known: actions" in err
