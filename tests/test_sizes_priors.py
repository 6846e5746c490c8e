"""Noun size knowledge: coverage of the release's nouns, the prior, and the order's consistency."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from solver.errors import DataError, UnknownNameError
from solver.sizes.answer import answer_many, answer_size
from solver.sizes.knowledge import default_kb, read_kb
from solver.sizes.order import check_order, noun_scales, order_report


def test_every_release_noun_is_known(cccons_data: Path):
    from solver.sizes.loaders import load_cccons

    kb = default_kb()
    words = {o for r in load_cccons(cccons_data) for o in (r.obj1, r.obj2)}
    assert len(words) == 192
    assert not [w for w in words if kb.resolve(w) is None]


def test_typos_map_to_their_word():
    kb = default_kb()
    assert kb.resolve("strecher") == "stretcher"
    assert kb.resolve("Beatle") == "beetle"
    assert kb.resolve("basket ball") == "basketball"
    assert kb.resolve("a CD") == "cd"


def test_unknown_noun_is_an_explicit_answer_with_close_names():
    a = answer_size("The elefant sat in the mug.", "elefant", "mug")
    assert a.answer == "unknown noun" and a.unknown_nouns == ["elefant"] and a.label is None
    assert "elephant" in a.trace[0] and a.implied == "unknown"
    with pytest.raises(UnknownNameError):
        default_kb().require("elefant")


@pytest.mark.parametrize("big,small", [("elephant", "mouse"), ("house", "car"), ("bus", "bicycle"),
                                       ("refrigerator", "rice cooker"), ("hand", "thumb"), ("ant", "bacteria")])
def test_prior_knows_obvious_orders(big, small):
    a, b = answer_many([("", big, small), ("", small, big)])
    assert a.prior_bigger > 0.95 and a.answer == "bigger"
    assert b.prior_bigger < 0.05 and b.answer == "smaller"


def test_prior_is_symmetric_and_ties_are_even():
    pairs = [("cat", "dog"), ("pot", "gun"), ("sheet", "file"), ("human", "person")]
    answers = answer_many([("", a, b) for a, b in pairs] + [("", b, a) for a, b in pairs])
    for x, y in zip(answers[:len(pairs)], answers[len(pairs):]):
        assert x.prior_bigger + y.prior_bigger == pytest.approx(1.0, abs=1e-9)
    assert answers[3].prior_bigger == pytest.approx(0.5) and answers[3].answer == "equal"


def test_spread_sets_confidence():
    # a credit card and a CD are near-standard; boxes and pots vary a lot
    card, box = answer_many([("", "cd", "credit card"), ("", "box", "pot")])
    assert card.prior_bigger > 0.99
    assert 0.5 < box.prior_bigger < 0.8


def test_size_order_has_no_cycle_and_is_transitive():
    report = check_order()
    assert report.nouns == len(default_kb().nouns)
    assert report.acyclic and report.certain_edges > 1000
    assert report.closure_violations == [] and report.known_against_prior == []


def test_order_check_catches_a_cycle():
    scales = {"whale": (math.log(2000), 0.01), "dog": (math.log(70), 0.01), "flea": (math.log(0.2), 0.01)}
    assert order_report(scales, [("whale", "dog")]).ok
    bad = order_report(scales, [("flea", "whale")])
    assert not bad.acyclic and set(bad.cycle) <= {"whale", "dog", "flea"}
    assert bad.known_against_prior == [("flea", "whale")]


def test_noun_scales_come_from_problog():
    scales = noun_scales()
    # the face: the two largest of 550 x 150 x 280 cm
    assert scales["elephant"][0] == pytest.approx(math.log(550 * 280) / 2)
    assert scales["cd"][1] == pytest.approx(math.log(1.02) ** 2)


def test_kb_checks_its_own_facts(tmp_path: Path):
    lexicon = default_kb().files[1]
    bad = tmp_path / "nouns.pl"
    bad.write_text("noun(cat, mammal, 45, 15, 25, 1.0).\n")
    with pytest.raises(DataError, match="Spread must be above 1"):
        read_kb(bad, lexicon)
    bad.write_text("noun(cat, mammal, 45, 15, 25, 1.3).\nalias(kitty, kitten, synonym).\n")
    with pytest.raises(DataError, match="unknown noun 'kitten'"):
        read_kb(bad, lexicon)


def test_python_sure_edges_agree_with_problog_certainly_bigger():
    from problog import get_evaluatable
    from problog.logic import Term

    from solver.logic.problog import atom
    from solver.sizes.order import certain_edges
    from solver.sizes.reasoner import _prepared

    scales = noun_scales()
    edges = set(certain_edges(scales))
    nouns = sorted(scales)[::9]
    pairs = [(a, b) for a in nouns for b in nouns if a != b]
    engine, db = _prepared()
    ext = db.extend()
    for a, b in pairs:
        ext.add_fact(Term("query", Term("certainly_bigger", atom(a), atom(b))))
    values = get_evaluatable("sdd").create_from(ext, engine=engine).evaluate()
    sure = {(a, b) for (a, b) in pairs if values[Term("certainly_bigger", atom(a), atom(b))] > 0.5}
    assert sure == {(a, b) for (a, b) in pairs if (a, b) in edges}
    assert sure  # the sample holds sure pairs
