"""GRAFFORD items in the paper's prompt formats; every format yields one score per affordance class.

- mlm (masked LM): `<sentence> [SEP] <object> can be used for [MASK] by human`, the 15
  class words as verbs (grasping, ..., typing on; multi-token words by the chain rule);
  [SEP] is the model's own separator token.
- cloze (causal LM): the same sentence, each class word scored in the mask's position
  (candidate scoring), so a causal LM such as SmolLM2 gets a score for all 15 classes.
- nli (NLI classifier): premise = sentence, hypothesis = `<object> can be used for
  <affordance> by human`; the score is the entailment probability.
- generate (causal LM): `consider <sentence>. Now, can human <affordance> the <object>?
  Answer Yes or No:` per class; Yes scores 1, No 0; an unparsable answer scores 0 and is
  kept and counted.
"""
from __future__ import annotations

from probes.answers import parse_yes_no
from probes.benchmarks.grafford.items import AffordanceItem
from probes.requests import BLANK, ClozeRequest, GenerateRequest, MaskedRequest, NLIRequest
from solver.affordances.loaders import CLASSES
from solver.language.lexicon import class_verbs
from probes.benchmarks.scored import check_method_for_kind
import math

# How each class is said as a verb and as a gerund (kb/language/en.lp class_verb/3).
VERBS = {c: verb for c, (verb, _) in class_verbs().items()}
GERUNDS = {c: gerund for c, (_, gerund) in class_verbs().items()}
METHODS = ("mlm", "cloze", "nli", "generate")
METHOD_KIND = {"mlm": "masked", "cloze": "causal", "nli": "nli", "generate": "causal"}
MASK_TEMPLATE = "{sentence} [SEP] {object} can be used for [MASK] by human"
CLOZE_SEPARATOR = "\n"  # a causal LM has no [SEP]: the object line starts on a new line
NLI_HYPOTHESIS = "{object} can be used for {affordance} by human"
GENERATE_TEMPLATE = "consider {sentence}. Now, can human {affordance} the {object}? Answer Yes or No:"


def check_method(kind: str, method: str) -> None:
    """A clear error for a method the model kind cannot do (e.g. generation with a masked LM)."""
    check_method_for_kind("grafford", METHOD_KIND, kind, method)


def _sentence(item: AffordanceItem) -> str:
    return " ".join(item.sentence.split())


def mask_text(item: AffordanceItem, sep: str) -> str:
    return (MASK_TEMPLATE.replace(" [SEP] ", f" {sep} " if sep.strip() else sep)
            .format(sentence=_sentence(item), object=item.object).replace("[MASK]", BLANK))


class GraffordAdapter:
    def __init__(self, kind: str, method: str, sep_token: str | None = None, max_new_tokens: int = 4) -> None:
        check_method(kind, method)
        self.kind, self.method, self.max_new_tokens = kind, method, max_new_tokens
        self.sep = sep_token if method == "mlm" and sep_token else ("[SEP]" if method == "mlm" else CLOZE_SEPARATOR)

    def prompt_record(self) -> dict:
        if self.method in ("mlm", "cloze"):
            return {"name": f"grafford-{self.method}-v1", "template": MASK_TEMPLATE, "separator": self.sep,
                    "candidates": [GERUNDS[c] for c in CLASSES]}
        if self.method == "nli":
            return {"name": "grafford-nli-v1", "template": "premise: <sentence>; hypothesis: " + NLI_HYPOTHESIS,
                    "affordances": [GERUNDS[c] for c in CLASSES]}
        return {"name": "grafford-generate-v1", "template": GENERATE_TEMPLATE,
                "affordances": [VERBS[c] for c in CLASSES], "scores": "Yes 1, No 0, unparsable 0 (counted)"}

    def requests(self, item: AffordanceItem) -> list:
        words = tuple(GERUNDS[c] for c in CLASSES)
        if self.method == "mlm":
            return [MaskedRequest(mask_text(item, self.sep), words)]
        if self.method == "cloze":
            return [ClozeRequest(mask_text(item, self.sep), words)]
        if self.method == "nli":
            return [NLIRequest(_sentence(item), tuple(NLI_HYPOTHESIS.format(object=item.object, affordance=w)
                                                      for w in words))]
        sentence = _sentence(item).rstrip(" .")
        return [GenerateRequest(GENERATE_TEMPLATE.format(sentence=sentence, affordance=VERBS[c], object=item.object),
                                self.max_new_tokens) for c in CLASSES]

    def shot_answers(self, item: AffordanceItem) -> list:
        """For demonstrations (probes.fewshot): cloze, the first class the object affords here (none: not shown);
        generation, Yes or No for each class's question."""
        if self.method == "generate":
            return [(f"class:{c}", "Yes" if v else "No") for c, v in zip(CLASSES, item.labels)]
        first = next((k for k, v in enumerate(item.labels) if v), None)
        return [("affordance", first)]

    def prediction(self, item: AffordanceItem, answers: list) -> dict:
        if self.method == "generate":
            said = [parse_yes_no(text) for text in answers]
            scores = [1.0 if s else 0.0 for s in said]
            n_bad = sum(1 for s in said if s is None)
            extra = {"raw": list(answers), "answers": ["yes" if s else "no" if s is False else None for s in said],
                     "n_unparsable": n_bad, "parsed": n_bad == 0}
            sums = norms = scores
        else:
            (ans,) = answers
            if self.method == "nli":
                sums = [float(p) for p in _entailment(ans)]
                norms = sums
            else:
                sums, norms = list(ans.sums), list(ans.norms)
            scores = sums
            extra = {"raw": None, "parsed": True, "n_unparsable": 0}
        ranking = sorted(range(len(CLASSES)), key=lambda i: (-scores[i], i))
        return {"id": item.id, "choice": ranking[0], "ranking": ranking, "scores": {"sum": sums, "norm": norms},
                "class_scores": dict(zip(CLASSES, scores)), **extra}


def _entailment(ans) -> list[float]:
    """The NLI backend's entailment probabilities (it returns their logs as sums)."""

    return [math.exp(s) for s in ans.sums]
