"""The hf backend's NLI scorer: entailment probability of each hypothesis, from a sequence-classification model's label map."""
from __future__ import annotations

import math

from probes.requests import NLIRequest, OptionScores, softmax
from solver.errors import PhyskbError


def entailment_index(config) -> int:
    """The class index whose label starts with "entail" (id2label of the model config)."""
    labels = {int(k): str(v) for k, v in (getattr(config, "id2label", None) or {}).items()}
    hits = [i for i, name in labels.items() if name.lower().startswith("entail")]
    if len(hits) != 1:
        raise PhyskbError(f"the NLI model's label map {labels} has no single 'entailment' label; "
                          "use a model fine-tuned for NLI (labels such as entailment/neutral/contradiction)")
    return hits[0]


class NLIBackend:
    """Answers NLIRequest with a Hugging Face sequence-classification model trained for NLI."""

    def __init__(self, model, tokenizer, device) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.device = device
        self.entail = entailment_index(model.config)

    def entailment(self, requests: list[NLIRequest]) -> list[OptionScores]:
        # deferred: loads torch only when this runs
        import torch

        premises = [r.premise for r in requests for _ in r.hypotheses]
        hypotheses = [h for r in requests for h in r.hypotheses]
        batch = self.tokenizer(premises, hypotheses, return_tensors="pt", padding=True, truncation=True)
        batch = {k: v.to(self.device) for k, v in batch.items()}
        with torch.inference_mode():
            logits = self.model(**batch).logits.float()
        p_entail = torch.softmax(logits, dim=-1)[:, self.entail].tolist()
        results, k = [], 0
        for r in requests:
            probs = p_entail[k: k + len(r.hypotheses)]
            k += len(r.hypotheses)
            logs = [math.log(max(p, 1e-45)) for p in probs]
            results.append(OptionScores(sums=logs, norms=list(logs), n_tokens=[1] * len(probs),
                                        probs=softmax(logs)))
        return results
