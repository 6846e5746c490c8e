"""The hf backend's masked-LM scorer: the probability of each candidate, single- or multi-token, at a blank.

A candidate of m tokens is scored by the chain rule over its own tokens: for step j the
blank holds the candidate's first j tokens and masks for the rest, and the model's
probability of token j at its mask is read. All steps of all candidates of a batch go
through the model together (the steps do not depend on each other's outputs).
"""
from __future__ import annotations

from probes.requests import MaskedRequest, OptionScores, softmax, split_blank
from solver.errors import PhyskbError


class MaskedBackend:
    """Answers MaskedRequest with a Hugging Face masked LM (BERT, RoBERTa, ...)."""

    def __init__(self, model, tokenizer, device) -> None:
        if tokenizer.mask_token_id is None:
            raise PhyskbError("the masked LM's tokenizer has no mask token")
        self.model = model
        self.tokenizer = tokenizer
        self.device = device

    def _encode(self, left: str, candidate: str, right: str) -> tuple[list[int], list[int]]:
        """Ids of the whole text with special tokens, and the positions of the candidate's tokens
        (found by character offsets, so any tokenizer's special tokens and spacing work)."""
        text = left + candidate + right
        start, end = len(left), len(left) + len(candidate)
        enc = self.tokenizer(text, return_offsets_mapping=True)
        positions = [i for i, (s, e) in enumerate(enc["offset_mapping"]) if e > s and s < end and e > start]
        return enc["input_ids"], positions

    def candidates(self, requests: list[MaskedRequest]) -> list[OptionScores]:
        # deferred: loads torch only when this runs
        import torch

        tok = self.tokenizer
        rows: list[list[int]] = []
        targets: list[tuple[int, int]] = []  # (position in row, token id) per row
        owners: list[tuple[int, int]] = []  # (request index, candidate index) per row
        n_tokens: dict[tuple[int, int], int] = {}
        for r_index, request in enumerate(requests):
            left, right = split_blank(request.text)
            for c_index, candidate in enumerate(request.candidates):
                ids, positions = self._encode(left, candidate, right)
                if not positions:
                    raise ValueError(f"candidate {candidate!r} has no tokens")
                n_tokens[(r_index, c_index)] = len(positions)
                for step, pos in enumerate(positions):
                    row = list(ids)
                    for later in positions[step:]:
                        row[later] = tok.mask_token_id
                    rows.append(row)
                    targets.append((pos, ids[pos]))
                    owners.append((r_index, c_index))
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), tok.pad_token_id or 0, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for i, row in enumerate(rows):
            ids[i, : len(row)] = torch.tensor(row)
            mask[i, : len(row)] = 1
        with torch.inference_mode():
            logits = self.model(input_ids=ids.to(self.device), attention_mask=mask.to(self.device)).logits
        positions = torch.tensor([p for p, _ in targets], device=self.device)
        token_ids = torch.tensor([t for _, t in targets], device=self.device)
        picked = torch.log_softmax(logits[torch.arange(len(rows), device=self.device), positions].float(), dim=-1)
        step_lps = picked.gather(1, token_ids.unsqueeze(1)).squeeze(1).tolist()
        sums = [[0.0] * len(r.candidates) for r in requests]
        for (r_index, c_index), lp in zip(owners, step_lps):
            sums[r_index][c_index] += lp
        results = []
        for r_index, request in enumerate(requests):
            counts = [n_tokens[(r_index, c)] for c in range(len(request.candidates))]
            s = sums[r_index]
            results.append(OptionScores(sums=s, norms=[v / n for v, n in zip(s, counts)], n_tokens=counts,
                                        probs=softmax(s)))
        return results
