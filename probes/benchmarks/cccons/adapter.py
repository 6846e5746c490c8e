"""CConS items in the paper's prompt formats, turned into engine requests and read back as predictions.

Options are the release's label values: option 0 = obj1 is bigger, option 1 = obj1 is
smaller, so a prediction's `choice` compares directly with the item's label.
- mlm (masked LM) and cloze (causal LM, candidate scoring): `<context> In this situation,
  the size of <obj1> is probably much [MASK] than the size of <obj2>.`; obj1 is judged
  bigger when P(larger) + P(bigger) > 0.5 of the four candidates (the paper's rule).
- generate (causal LM): `<context> Which is bigger in this situation, <obj1> or <obj2>?`
  (no context: `Which is bigger in general, ...`), the answer read as obj1 or obj2.
- nli (an NLI classifier; not in the paper): premise = context, hypotheses "obj1 is
  bigger/smaller than obj2"; the more entailed one is the answer.
"""
from __future__ import annotations

import math
import re

from probes.benchmarks.cccons.items import SizeItem
from probes.requests import BLANK, ClozeRequest, GenerateRequest, MaskedRequest, NLIRequest
from probes.benchmarks.scored import check_method_for_kind
from solver.errors import PhyskbError
from solver.language.lexicon import word_list

CANDIDATES = ("larger", "bigger", "smaller", "shorter")
BIG_WORDS = frozenset({"larger", "bigger"})
METHODS = ("mlm", "cloze", "generate", "nli")
METHOD_KIND = {"mlm": "masked", "cloze": "causal", "generate": "causal", "nli": "nli"}
MASK_TEMPLATE = "{context} In this situation, the size of {obj1} is probably much [MASK] than the size of {obj2}."
MASK_TEMPLATE_NO_CONTEXT = "The size of {obj1} is probably much [MASK] than the size of {obj2}."
GENERATE_TEMPLATE = "{context} Which is bigger in this situation, {obj1} or {obj2}?"
GENERATE_TEMPLATE_NO_CONTEXT = "Which is bigger in general, {obj1} or {obj2}?"
NLI_HYPOTHESES = ("{obj1} is bigger than {obj2}.", "{obj1} is smaller than {obj2}.")


def check_method(kind: str, method: str) -> None:
    """A clear error for a method the model kind cannot do (e.g. generation with a masked LM)."""
    check_method_for_kind("cccons", METHOD_KIND, kind, method)


def mask_text(item: SizeItem) -> str:
    """The paper's masked sentence with the engine's blank in place of [MASK]."""
    template = MASK_TEMPLATE if item.context.strip() else MASK_TEMPLATE_NO_CONTEXT
    return template.format(context=item.context.strip(), obj1=item.obj1, obj2=item.obj2).replace("[MASK]", BLANK)


def question(item: SizeItem) -> str:
    template = GENERATE_TEMPLATE if item.context.strip() else GENERATE_TEMPLATE_NO_CONTEXT
    return template.format(context=item.context.strip(), obj1=item.obj1, obj2=item.obj2)


# --------------------------------------------------------------------------- answer parsing



def alternatives(name: str) -> str:
    """A word list of kb/language/en.lp as a regular expression group of its words, in the listed order."""
    return "(?:" + "|".join(re.escape(w) for w in word_list(name)) + ")"


_BIG = alternatives("bigger_word")
_SMALL = alternatives("smaller_word")
_ADVERB = rf"(?:{alternatives('comparative_hedge')}\s+)*"


def _mentions(text: str, name: str) -> list[tuple[int, int]]:
    """Spans where the object is named (its plural too); a multi-word name also by its last word."""
    spans = [m.span() for m in re.finditer(rf"\b{re.escape(name.lower())}(?:e?s)?\b", text)]
    if not spans and " " in name.strip():
        head = name.lower().split()[-1]
        spans = [m.span() for m in re.finditer(rf"\b{re.escape(head)}(?:e?s)?\b", text)]
    return spans


def parse_bigger(text: str, obj1: str, obj2: str, comparatives_only: bool = False) -> int | None:
    """0 when the answer says obj1 is the bigger, 1 when it says obj2, None when it cannot be read.

    Reads comparatives around a named object ("the hat is much bigger", "bigger than the
    hat", "X is smaller than Y"), else the only object named, else the object the answer
    starts with. An object whose name lies inside the other's ("car" in "car seat") counts
    only where the longer name does not cover it. `comparatives_only`: only a comparative counts
    (a stated reason names a relation, not merely an object)."""
    low = " ".join(text.lower().split())
    if not low:
        return None
    spans = {0: _mentions(low, obj1), 1: _mentions(low, obj2)}
    for k in (0, 1):  # drop mentions covered by a longer mention of the other object
        other = spans[1 - k]
        spans[k] = [s for s in spans[k] if not any(o[0] <= s[0] and s[1] <= o[1] and o != s for o in other)]
    found: list[tuple[int, int]] = []  # (position, verdict) from comparatives
    for k in (0, 1):
        for start, end in spans[k]:
            after, before = low[end:end + 60], low[max(0, start - 40):start]
            m = re.match(rf"^\W*(?:(?:is|are|was|would be|will be|seems|appears)\s+)?{_ADVERB}(?:(?:is|are|to be)\s+)?({_BIG}|{_SMALL})\b", after)
            if m:
                found.append((start, k if re.fullmatch(_BIG, m.group(1)) else 1 - k))
                continue
            m = re.search(rf"\b({_BIG}|{_SMALL})\s+than\s+(?:the\s+|a\s+|an\s+)?$", before)
            if m:
                found.append((start, 1 - k if re.fullmatch(_BIG, m.group(1)) else k))
                continue
            m = re.search(rf"\b(?:the\s+)?({_BIG}|{_SMALL})\s+(?:one|object|thing|item)?\s*(?:is|would be|:)\s+(?:the\s+|a\s+|an\s+)?$",
                          before)
            if m:
                found.append((start, k if re.fullmatch(_BIG, m.group(1)) else 1 - k))
    if found:
        verdicts = {v for _, v in found}
        if len(verdicts) == 1:
            return verdicts.pop()
        return min(found)[1]  # the first statement made
    if comparatives_only:
        return None
    named = [k for k in (0, 1) if spans[k]]
    if len(named) == 1:
        return named[0]
    if len(named) == 2:
        stripped = re.sub(r"^[\W_]*(?:(?:the\s+)?answer\s+is\s*:?\s*)?(?:the\s+|a\s+|an\s+)?", "", low)
        for k in (0, 1):
            if any(s[0] == len(low) - len(stripped) for s in spans[k]):
                return k
    return None


# --------------------------------------------------------------------------- adapter


REASON_INSTRUCTION = ("Answer with the bigger one, then a short reason on the same line (for example: the bucket, "
                      "because the ball fits inside it).")
_REASON_START = re.compile(r"\b(?:because|since)\b|[.;:,!](?:\s|$)|\s[-–]\s")


def answer_and_reason(text: str) -> tuple[str, str]:
    """The answer ("the bucket") and the reason after it ("because the ball fits inside it")."""
    flat = " ".join(str(text).split())
    m = _REASON_START.search(flat)
    if not m:
        return flat, ""
    return flat[:m.start()].strip(), flat[m.start():].lstrip(".;:,!-– ").strip()


class CConsAdapter:
    """Requests for one item in the chosen format, and the prediction line built from their answers."""

    def __init__(self, kind: str, method: str, max_new_tokens: int = 24, ask_reason: bool = False) -> None:
        check_method(kind, method)
        if ask_reason and method != "generate":
            raise PhyskbError("--ask-reason needs --method generate (a reason is generated text)")
        self.kind, self.method, self.max_new_tokens, self.ask_reason = kind, method, max_new_tokens, ask_reason
        # The release's easy/difficult files repeat rows of the whole files (3,293 rows, 2,189 distinct
        # prompts): a prompt answered in an earlier batch is not sent to the model again.
        self._answered: dict = {}

    def prompt_record(self) -> dict:
        if self.method in ("mlm", "cloze"):
            return {"name": f"cccons-{self.method}-v1", "template": MASK_TEMPLATE,
                    "no_context": MASK_TEMPLATE_NO_CONTEXT, "candidates": list(CANDIDATES),
                    "rule": "obj1 bigger when P(larger)+P(bigger) > 0.5 of the four candidates"}
        if self.method == "generate":
            record = {"name": "cccons-generate-v1", "template": GENERATE_TEMPLATE,
                      "no_context": GENERATE_TEMPLATE_NO_CONTEXT, "chat_template": "the model's, when it has one"}
            return {**record, "instruction": REASON_INSTRUCTION, "ask_reason": True} if self.ask_reason else record
        return {"name": "cccons-nli-v1", "template": "premise: <context>; hypotheses: " + " | ".join(NLI_HYPOTHESES)}

    def requests(self, item: SizeItem) -> list:
        request = self._request(item)
        return [] if request in self._answered else [request]

    def _request(self, item: SizeItem):
        if self.method == "mlm":
            return MaskedRequest(mask_text(item), CANDIDATES)
        if self.method == "cloze":
            return ClozeRequest(mask_text(item), CANDIDATES)
        if self.method == "generate":
            if self.ask_reason:
                return GenerateRequest(f"{question(item)} {REASON_INSTRUCTION}", max(self.max_new_tokens, 48))
            return GenerateRequest(question(item), self.max_new_tokens)
        hyps = tuple(h.format(obj1=item.obj1, obj2=item.obj2) for h in NLI_HYPOTHESES)
        return NLIRequest(item.context.strip(), hyps)

    def shot_answers(self, item: SizeItem) -> list:
        """For a demonstration (probes.fewshot): "larger"/"smaller" (cloze), or the bigger object's name."""
        obj1_bigger = item.label == 0
        if self.method == "generate":
            return [("size", item.obj1 if obj1_bigger else item.obj2)]
        return [("size", CANDIDATES.index("larger" if obj1_bigger else "smaller"))]

    def prediction(self, item: SizeItem, answers: list) -> dict:
        request = self._request(item)
        if answers:
            (answer,) = answers
            self._answered[request] = answer
        else:
            answer = self._answered[request]
        base = {"id": item.id, "group": item.group}
        if self.method in ("mlm", "cloze"):
            probs = dict(zip(CANDIDATES, answer.probs))
            p_big = sum(p for word, p in probs.items() if word in BIG_WORDS)
            choice = 0 if p_big > 0.5 else 1
            return {**base, "choice": choice, "ranking": [choice, 1 - choice],
                    "scores": {"sum": [math.log(max(p_big, 1e-45)), math.log(max(1 - p_big, 1e-45))],
                               "norm": [p_big, 1 - p_big]},
                    "candidates": {w: round(p, 6) for w, p in probs.items()},
                    "candidate_logprobs": {w: s for w, s in zip(CANDIDATES, answer.sums)},
                    "p_obj1_bigger": p_big, "raw": None, "parsed": True}
        if self.method == "nli":
            p_big, p_small = answer.probs
            choice = 0 if p_big > p_small else 1
            return {**base, "choice": choice, "ranking": [choice, 1 - choice],
                    "scores": {"sum": list(answer.sums), "norm": list(answer.norms)},
                    "p_obj1_bigger": p_big, "raw": None, "parsed": True}
        reason = None
        if self.ask_reason:  # the answer before the reason decides; the whole text when it names neither
            head, reason = answer_and_reason(answer)
            bigger = parse_bigger(head, item.obj1, item.obj2)
            if bigger is None:
                bigger = parse_bigger(answer, item.obj1, item.obj2)
        else:
            bigger = parse_bigger(answer, item.obj1, item.obj2)
        choice = None if bigger is None else bigger  # obj1 named bigger -> option 0, obj2 -> option 1
        out = {**base, "choice": choice, "ranking": None if choice is None else [choice, 1 - choice],
               "scores": None, "p_obj1_bigger": None, "raw": answer, "parsed": choice is not None}
        if reason is not None:
            out["reason"] = reason
        return out
