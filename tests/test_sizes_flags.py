"""Context against commonsense: the counter_commonsense flag, unmet slot properties, traces."""
from __future__ import annotations

from solver.sizes.answer import answer_many, answer_size


def test_counter_commonsense_context_is_flagged():
    a = answer_size("A mug now accommodates an elephant.", "elephant", "mug")
    assert a.implied == "smaller" and a.prior == "bigger"
    assert a.counter_commonsense and a.counter_probability > 0.99
    assert a.label == 1


def test_ordinary_context_is_not_flagged():
    a = answer_size("An elephant was carrying a mug.", "elephant", "mug")
    assert a.implied == "bigger" and not a.counter_commonsense
    assert a.counter_probability < 0.01


def test_flag_needs_an_implied_relation():
    a = answer_size("An elephant admired a mug.", "mug", "elephant")
    assert a.implied == "unknown" and not a.counter_commonsense and a.counter_probability == 0.0


def test_no_context_the_prior_answers():
    a = answer_size("", "mug", "elephant")
    assert a.implied == "unknown" and a.answer == "smaller" and a.label == 1
    assert "no context" in a.trace[0]


def test_batch_and_single_answers_agree():
    items = [("A bee landed on a bus.", "bee", "bus"), ("A bus landed on a bee.", "bee", "bus"),
             ("", "bee", "bus"), ("A box contains a bee.", "box", "bee")]
    batch = answer_many(items)
    for item, b in zip(items, batch):
        one = answer_size(*item)
        assert (one.implied, one.counter_commonsense, round(one.prior_bigger, 9)) == \
               (b.implied, b.counter_commonsense, round(b.prior_bigger, 9))
    assert [b.counter_commonsense for b in batch] == [False, True, False, False]


def test_unmet_slot_property_is_reported_not_fatal():
    a = answer_size("A stretcher flew into a bird.", "stretcher", "bird")
    assert a.implied == "smaller" and a.counter_commonsense
    assert a.unmet == ["x:can_fly"]
    assert any("unmet" in t and "can_fly" in t for t in a.trace)


def test_trace_names_phrase_rules_and_size_facts():
    a = answer_size("A strecher was carrying a ring.", "ring", "strecher")
    text = "\n".join(a.trace)
    assert "alias: typo" in text
    assert "phrase carrying" in text and "kb/sizes/lexicon.pl" in text
    assert "implies(carrying, x, a)" in text
    assert "noun(stretcher, furniture, 200 x 55 x 15 cm" in text and "noun(ring," in text
    assert "rules/sizes_prior.pl bigger/2" in text and "rules/sizes_flag.pl" in text
    assert a.slots == {"a": "stretcher", "x": "ring"}


def test_demo_summary_without_data():
    from solver.sizes.demo import summary

    text = summary(None)
    assert "COUNTER-COMMONSENSE" in text and "validation skipped" in text
