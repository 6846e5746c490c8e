"""Breakdowns: groups from the solver (CConS lexicon match), accuracy per group, the preposition finding."""
from __future__ import annotations

from probes.benchmarks.cccons.analysis import cccons_groups
from probes.breakdowns import group_accuracy, preposition_of, preposition_vs_verb


def test_group_accuracy_and_the_preposition_finding():
    groups = group_accuracy([("in", True), ("in", True), ("into", False), ("none (verb only)", False),
                             ("none (verb only)", True), ("no context", None)])
    assert [(g.key, g.n, g.correct) for g in groups] == [("in", 2, 2), ("none (verb only)", 2, 1),
                                                         ("into", 1, 0), ("no context", 1, 0)]
    finding = preposition_vs_verb(groups)
    assert finding["holds"] is True and finding["preposition"] == {"items": 3, "correct": 2, "accuracy": 66.7}
    assert finding["text"].startswith("holds: 66.7% with a preposition (3 items) vs 50.0% with the verb alone")
    assert preposition_vs_verb(group_accuracy([("in", True)]))["holds"] is None


def test_preposition_of_a_pattern():
    assert preposition_of("agent(a) abandoned np(x) in np(y)") == "in"
    assert preposition_of("np(x) carried np(y)") == "none (verb only)"
    assert preposition_of(None, "The cat jumped into the box.") == "into"


def test_cccons_groups_come_from_the_lexicon_match():
    groups = cccons_groups([("A clown abandoned a hat in a studio.", "hat", "studio"), ("", "hat", "studio")])
    assert groups[1] == ("no context", "no context")
    phrase, prep = groups[0]
    assert (phrase, prep) == ("abandoned_in", "in")
