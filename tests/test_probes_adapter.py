"""Answer parsing, the prompt format and the COAT item adapter (no model needed)."""
from __future__ import annotations

import pytest

from probes_models import coat_items
from probes.answers import parse_letter, parse_yes_no
from probes.benchmarks.coat.adapter import CoatAdapter  # requests(item) -> [request], prediction(item, answers)
from probes.benchmarks.coat.prompts import prompt_format
from probes.requests import GenerateRequest, LoglikRequest, MaskedRequest, NLIRequest, OptionScores
from solver.errors import PhyskbError
from solver.coat.questions.schema import MultipleChoiceItem

ITEM = MultipleChoiceItem.model_validate(coat_items(1)[0])


@pytest.mark.parametrize("text,expected", [
    ("B", 1), ("B.", 1), (" (C)", 2), ("**D**", 3), ("B) a knife", 1), ("Answer: B", 1), ("The answer is E.", 4),
    ("I think the answer is C", 2), ("A", 0), ("A. object name: knife", 0),
    ("A knife is best", None), ("a", None), ("F", None), ("none of them", None), ("", None),
])
def test_letters_are_parsed_or_left_unparsed(text, expected):
    assert parse_letter(text, 5) == expected


def test_yes_no():
    assert parse_yes_no("Yes, it fits") is True and parse_yes_no(" no.") is False and parse_yes_no("maybe") is None


def test_prompt_format_is_the_shared_one_and_continuations_follow_the_choice_style():
    texts, letters = prompt_format("texts"), prompt_format("letters")
    prompt = texts.format_prompt(ITEM)
    assert prompt.startswith(ITEM.question) and prompt.endswith("Answer:") and "\nE. " in prompt
    assert letters.continuations(ITEM) == (" A", " B", " C", " D", " E")
    first = texts.continuations(ITEM)[0]
    assert first.startswith(" object name: ") and "condition:" in first
    assert texts.record()["template"] and texts.record()["choices"] == "texts"


def test_adapter_builds_the_request_of_each_model_kind():
    fmt = prompt_format("texts")
    loglik = CoatAdapter(fmt, "causal", "loglik").request(ITEM)
    assert isinstance(loglik, LoglikRequest) and len(loglik.continuations) == 5
    masked = CoatAdapter(fmt, "masked", "loglik").request(ITEM)
    assert isinstance(masked, MaskedRequest) and masked.text.endswith("___")
    nli = CoatAdapter(fmt, "nli", "loglik").request(ITEM)
    assert isinstance(nli, NLIRequest) and nli.hypotheses[0].startswith("The answer is object name:")
    gen = CoatAdapter(fmt, "causal", "generate", max_new_tokens=7).request(ITEM)
    assert isinstance(gen, GenerateRequest) and gen.max_new_tokens == 7 and "letter" in gen.prompt
    with pytest.raises(PhyskbError):
        CoatAdapter(fmt, "masked", "generate")
    with pytest.raises(PhyskbError):
        CoatAdapter(fmt, "causal", "sample")


def test_predictions_follow_the_run_contract():
    adapter = CoatAdapter(prompt_format("texts"), "causal", "loglik", choose_by="norm")
    scores = OptionScores(sums=[-5.0, -1.0, -3.0, -1.0, -9.0], norms=[-0.1, -0.5, -0.05, -0.2, -0.3],
                          n_tokens=[1] * 5, probs=[0.2] * 5)
    pred = adapter.prediction(ITEM, [scores])
    assert pred["choice"] == 2 and pred["ranking"] == [2, 0, 3, 4, 1] and pred["parsed"] is True
    by_sum = CoatAdapter(prompt_format("texts"), "causal", "loglik").prediction(ITEM, [scores])
    assert by_sum["choice"] == 1 and by_sum["ranking"][:2] == [1, 3]  # ties: lower index first
    gen = CoatAdapter(prompt_format("texts"), "causal", "generate")
    assert gen.prediction(ITEM, ["C."]) == {"id": ITEM.id, "choice": 2, "ranking": None, "scores": None, "raw": "C.",
                                          "parsed": True}
    unparsed = gen.prediction(ITEM, ["I would use the knife"])
    assert unparsed["choice"] is None and unparsed["parsed"] is False and unparsed["raw"] == "I would use the knife"
