"""COAT items in, requests out, predictions back: the item adapter between COAT and the backends."""
from __future__ import annotations

from probes.answers import GENERATE_INSTRUCTION, parse_letter, stated_reason
from probes.benchmarks.coat.prompts import PromptFormat
from probes.requests import (BLANK, GenerateRequest, LoglikRequest, MaskedRequest, NLIRequest,
                             OptionScores)
from solver.errors import PhyskbError
from solver.coat.questions.schema import MultipleChoiceItem, LETTERS

METHODS = ("loglik", "generate")
REASON_INSTRUCTION = ("Answer with the letter of the best option, then a short reason on the same line "
                      "(for example: B, because it is clean and free).")
CHOOSE_BY = ("sum", "norm")


def _letter_of(item: MultipleChoiceItem, index: int) -> str:
    return item.options[index].letter or LETTERS[index]


class CoatAdapter:
    """Turns a COAT item into the request its model kind and method need, and the answer into a prediction."""

    def __init__(self, fmt: PromptFormat, kind: str, method: str, choose_by: str = "sum",
                 max_new_tokens: int = 16, ask_reason: bool = False) -> None:
        if method not in METHODS:
            raise PhyskbError(f"--method {method!r}: use one of {', '.join(METHODS)}")
        if choose_by not in CHOOSE_BY:
            raise PhyskbError(f"--choose-by {choose_by!r}: use one of {', '.join(CHOOSE_BY)}")
        if method == "generate" and kind != "causal":
            raise PhyskbError(f"--method generate needs a causal LM; this model is a {kind} model (use --method loglik)")
        self.fmt, self.kind, self.method = fmt, kind, method
        if ask_reason and method != "generate":
            raise PhyskbError("--ask-reason needs --method generate (a reason is generated text)")
        self.choose_by, self.max_new_tokens, self.ask_reason = choose_by, max_new_tokens, ask_reason

    def prompt_record(self) -> dict:
        """run.json's prompt format."""
        record = self.fmt.record()
        return {**record, "instruction": REASON_INSTRUCTION, "ask_reason": True} if self.ask_reason else record

    def requests(self, item: MultipleChoiceItem) -> list:
        return [self.request(item)]

    def request(self, item: MultipleChoiceItem):
        prompt = self.fmt.format_prompt(item)
        if self.method == "generate":
            instruction = REASON_INSTRUCTION if self.ask_reason else GENERATE_INSTRUCTION
            return GenerateRequest(f"{instruction}\n\n{prompt}", self.max_new_tokens)
        conts = self.fmt.continuations(item)
        if self.kind == "causal":
            return LoglikRequest(prompt, conts)
        if self.kind == "masked":
            return MaskedRequest(f"{prompt} {BLANK}", tuple(c.strip() for c in conts))
        if self.kind == "nli":
            return NLIRequest(prompt, tuple(f"The answer is {c.strip()}." for c in conts))
        raise PhyskbError(f"no adapter for model kind {self.kind!r}")

    def shot_answers(self, item: MultipleChoiceItem) -> list:
        """For a demonstration (probes.fewshot): the gold continuation index, or the gold letter when generating."""
        if self.method == "generate":
            return [("coat", _letter_of(item, item.gold))]
        return [("coat", item.gold)]

    def prediction(self, item: MultipleChoiceItem, answers: list) -> dict:
        (answer,) = answers
        if isinstance(answer, OptionScores):
            key = answer.sums if self.choose_by == "sum" else answer.norms
            ranking = sorted(range(len(key)), key=lambda i: (-key[i], i))
            return {"id": item.id, "choice": ranking[0], "ranking": ranking,
                    "scores": {"sum": answer.sums, "norm": answer.norms}, "raw": None, "parsed": True}
        choice = parse_letter(answer, len(item.options))
        out = {"id": item.id, "choice": choice, "ranking": None, "scores": None, "raw": answer,
               "parsed": choice is not None}
        if self.ask_reason:
            out["reason"] = stated_reason(answer)
        return out
