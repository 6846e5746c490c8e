"""Fitting the priors, their provenance, and the bulk evaluator under changing priors."""
from __future__ import annotations

import dataclasses

import pytest

from solver.affordances.answer import afford
from solver.affordances.describe import CLASS_ATOMS, describe
from solver.affordances.fit import MIN_NOUN_ROWS, PRIORS_FILE, fit_priors, render_priors
from solver.affordances.lexicon import load_lexicon
from solver.affordances.loaders import GraffordRow
from solver.affordances.program import BulkEvaluator, check_priors, exact_answer, load_priors
from solver.errors import PhyskbError


def _row(n: int, sentence: str, obj: str, positives: set[str]) -> GraffordRow:
    return GraffordRow(n, sentence, obj, tuple(int(c.lower() in positives) for c in CLASS_ATOMS))


ROWS = [
    _row(1, "He rode the bike to work.", "the bike", {"ride", "push"}),
    _row(2, "The bike leaned on the wall.", "bike", {"ride", "push", "fix"}),
    _row(3, "She sat on a sofa.", "a sofa", {"siton"}),
]


def test_fit_smooths_counts_towards_typical_and_attests_repeated_nouns():
    priors = fit_priors(ROWS)
    assert priors.kind_rows["cycle"] == 2 and priors.kind_rows["seat"] == 1
    assert priors.nouns == {"bike"}  # seen twice; 'sofa' once (MIN_NOUN_ROWS = 2)
    assert MIN_NOUN_ROWS == 2
    # ride: one noun ('bike', 2 of 2 rows: rate 1) of the kind, typical for cycles ->
    # (1 + 2 * 0.7) / (1 + 2): a kind counts each noun once
    assert priors.kind[("cycle", "ride")] == pytest.approx((1 + 1.4) / 3)
    # a kind with no rows keeps its typical prior
    assert priors.kind[("writing_tool", "writewith")] == pytest.approx(0.7)
    assert priors.source("cycle", "bike") == ("noun", "bike")
    assert priors.source("cycle", "scooter") == ("kind", "cycle")
    check_priors(priors, tuple(load_lexicon().kinds))


def test_rendered_priors_round_trip_through_problog(tmp_path):
    priors = fit_priors(ROWS)
    path = tmp_path / "priors.pl"
    path.write_text(render_priors(priors, ["test provenance line"]), encoding="utf-8")
    back = load_priors(path)
    assert back.kind == pytest.approx(priors.kind, abs=1e-4)
    assert back.noun == pytest.approx(priors.noun, abs=1e-4)
    assert "test provenance line" in path.read_text(encoding="utf-8")


def test_committed_priors_record_their_provenance():
    head = "".join(PRIORS_FILE.read_text(encoding="utf-8").splitlines(keepends=True)[:12])
    assert "final_normal_dataset.tsv" in head
    assert "python -m solver.affordances.fit" in head
    assert "folds" in head and "Produced" in head


def test_bulk_follows_the_priors_it_is_given():
    """The bulk cache is keyed by kind and cues only; new priors must still change the answer exactly."""
    lexicon = load_lexicon()
    bulk = BulkEvaluator(tuple(lexicon.kinds))
    item = describe("The boy played with his toy car.", "toy car", lexicon)
    for seed_rows in (ROWS, ROWS[:1], ROWS + [_row(4, "A car in the street.", "car", {"watch"})]):
        priors = fit_priors(seed_rows)
        fast = bulk.evaluate(item, priors)
        exact = exact_answer(item, priors).probabilities
        assert fast == pytest.approx(tuple(exact[c] for c in CLASS_ATOMS), abs=1e-9)
    assert bulk.evaluations == 2  # one (kind, cues) pair: ProbLog ran twice, then reused


def test_empty_inputs_are_user_errors():
    with pytest.raises(PhyskbError):
        afford("A sentence.", "  ")
    with pytest.raises(PhyskbError):
        afford("", "cup")


def test_cues_change_the_cache_key():
    lexicon = load_lexicon()
    bulk = BulkEvaluator(tuple(lexicon.kinds))
    priors = load_priors()
    plain = describe("The car was parked.", "the car", lexicon)
    toy = dataclasses.replace(plain, cues=describe("a toy car", "toy car", lexicon).cues)
    assert bulk.evaluate(plain, priors) != bulk.evaluate(toy, priors)
