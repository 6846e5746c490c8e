"""Many items per forward pass: each item's prompt and options as one token tree, several trees packed in a row.

The accelerator path of the causal scorer (probes/backends/causal.py). An item's options all start with its
context; laid out as a prefix tree (a trie over the token sequences context + option), the context and every
stretch the options share are one node each, so the work saving of the key/value-cache path is kept. Unlike
that path, no cache is kept and nothing is copied: the trees of many items sit side by side in the rows of
one pass, and a 4D additive attention mask lets each node see its ancestors and itself only, with the
position id it has in its own sequence (its depth). Numbering the nodes of a row in depth-first pre-order,
node k is an ancestor-or-self of node q exactly when pre[k] <= pre[q] < end[k] (end: one past k's subtree), so
the mask is built on the device from two integer vectors per row.

The nodes whose outputs are read (those that predict an option token) sit at the end of their row, so the
model computes logits for the last K columns only (`logits_to_keep`); log-probabilities are taken in fp32
(a log-sum-exp over the vocabulary), gathered on the device and copied back once per pass.
Rows per pass follow from the free accelerator memory and the row width (the widest item, at least
`min_row` tokens); a pass that still runs out of memory is retried in halves.
"""
from __future__ import annotations

import inspect
import os
from dataclasses import dataclass, field
import numpy as np
from probes.device import is_out_of_memory

TOKENS_ENV = "PHYSKB_PACK_TOKENS"  # the most tokens one pass holds (default: 32768 on CUDA, 4096 on the CPU)
MEMORY_FRACTION = 0.7  # of the free accelerator memory, for one pass's activations, mask and logits
ALIGN = 64  # row width multiple (aligned masks keep SDPA on its memory-efficient kernel)


@dataclass
class ItemTree:
    """One item's token trie: node k holds `tokens[k]` at depth `depths[k]` (its position id) under
    `parents[k]` (-1: a root). `reads[o]` lists, for option o, (node, token) pairs: the node whose output
    predicts each of the option's tokens. `pre`/`end` are the pre-order interval of each node."""

    tokens: list[int] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    depths: list[int] = field(default_factory=list)
    reads: list[list[tuple[int, int]]] = field(default_factory=list)
    pre: list[int] = field(default_factory=list)
    end: list[int] = field(default_factory=list)
    read_nodes: list[int] = field(default_factory=list)  # nodes some option reads, in node order
    other_nodes: list[int] = field(default_factory=list)

    @classmethod
    def of(cls, context: list[int], continuations: list[list[int]]) -> "ItemTree":
        """The trie of context + option for every option (each sequence but its last token: nothing is
        predicted after it, unless it is also inside a longer option). The context is one chain, shared."""
        tree = cls()
        n_ctx = len(context)
        tree.tokens = list(context)
        tree.parents = list(range(-1, n_ctx - 1))
        tree.depths = list(range(n_ctx))
        index: dict[tuple[int, int], int] = {}
        for cont in continuations:
            parent, path = n_ctx - 1, [n_ctx - 1]
            for depth, token in enumerate(cont[:-1], start=n_ctx):
                node = index.get((parent, token))
                if node is None:
                    node = index[(parent, token)] = len(tree.tokens)
                    tree.tokens.append(token)
                    tree.parents.append(parent)
                    tree.depths.append(depth)
                path.append(node)
                parent = node
            # path[j] (the context's last node, then the option's nodes) predicts the option's token j
            tree.reads.append(list(zip(path, cont)))
        tree._number()
        read = {node for pairs in tree.reads for node, _ in pairs}
        tree.read_nodes = sorted(read)
        tree.other_nodes = [k for k in range(len(tree)) if k not in read]
        tree._arrays()
        return tree

    def _arrays(self) -> None:
        """The per-node and per-read columns a pass copies into its rows (numpy, built once per item)."""
        order = np.array(self.other_nodes + self.read_nodes, dtype=np.int64)
        self.order_tokens = np.asarray(self.tokens, dtype=np.int64)[order]
        self.order_depths = np.asarray(self.depths, dtype=np.int64)[order]
        self.order_pre = np.asarray(self.pre, dtype=np.int64)[order]
        self.order_end = np.asarray(self.end, dtype=np.int64)[order]
        slot = np.empty(len(self.tokens), dtype=np.int64)  # node -> its index in `order`
        slot[order] = np.arange(len(order))
        flat = [pair for pairs in self.reads for pair in pairs]
        self.read_slot = slot[np.array([node for node, _ in flat], dtype=np.int64)]
        self.read_token = np.array([token for _, token in flat], dtype=np.int64)
        self.read_counts = [len(pairs) for pairs in self.reads]

    def _number(self) -> None:
        """Depth-first pre-order numbers and subtree ends (children in the order they were added)."""
        n = len(self.tokens)
        children: list[list[int]] = [[] for _ in range(n)]
        roots = []
        for node, parent in enumerate(self.parents):
            (children[parent] if parent >= 0 else roots).append(node)
        self.pre, self.end = [0] * n, [0] * n
        counter = 0
        stack = [(node, False) for node in reversed(roots)]
        while stack:
            node, closing = stack.pop()
            if closing:
                self.end[node] = counter
                continue
            self.pre[node] = counter
            counter += 1
            stack.append((node, True))
            stack.extend((child, False) for child in reversed(children[node]))

    def __len__(self) -> int:
        return len(self.tokens)


@dataclass
class Row:
    """Items laid out in one row: the nodes nobody reads from the left, the read nodes at the right end."""

    items: list[int] = field(default_factory=list)
    n_other: int = 0
    n_read: int = 0


def pack_rows(trees: list[ItemTree], width: int) -> list[Row]:
    """Items in their order, as many per row as fit in `width` columns (each item whole in one row)."""
    rows: list[Row] = []
    row = Row()
    for k, tree in enumerate(trees):
        if row.items and row.n_other + row.n_read + len(tree) > width:
            rows.append(row)
            row = Row()
        row.items.append(k)
        row.n_other += len(tree.other_nodes)
        row.n_read += len(tree.read_nodes)
    if row.items:
        rows.append(row)
    return rows


def row_width(trees: list[ItemTree], min_row: int, attention_scale: float | None = None) -> int:
    """The row width of a batch, a multiple of ALIGN that holds its widest item: with `attention_scale`
    (about 6 x the model's hidden size: where attention over a row costs as much per token as the linear
    layers), the width whose packing wastes least, counting padding and the attention every token pays
    over the whole row; without it, the widest item or min_row, whichever is more."""
    widest = -(-max(len(t) for t in trees) // ALIGN) * ALIGN
    if attention_scale is None:
        return max(widest, -(-min_row // ALIGN) * ALIGN)
    best, best_cost = widest, float("inf")
    for width in range(widest, max(widest, 4096) + 1, ALIGN):
        cost = len(pack_rows(trees, width)) * width * (1 + width / attention_scale)
        if cost < best_cost:
            best, best_cost = width, cost
    return best


class PackedScorer:
    """Scores encoded items (context ids, continuation ids) with a causal LM, many items per pass."""

    def __init__(self, model, device, pad_id: int, min_row: int | None = None, max_tokens: int | None = None) -> None:
        self.model = model
        self.device = device
        self.pad_id = pad_id
        cuda = getattr(device, "type", str(device)).startswith("cuda")
        self.cuda = cuda
        self.min_row = min_row or (1024 if cuda else 256)
        self.max_tokens = max_tokens or int(os.environ.get(TOKENS_ENV) or (32768 if cuda else 4096))
        params = inspect.signature(model.forward).parameters
        # transformers >= 4.50 calls it logits_to_keep, 4.45-4.49 num_logits_to_keep
        self._keep_arg = next((a for a in ("logits_to_keep", "num_logits_to_keep") if a in params), None)
        config = getattr(model, "config", None)
        get_text = getattr(config, "get_text_config", None)
        hidden = getattr(get_text() if callable(get_text) else config, "hidden_size", None)
        # on an accelerator the row width is searched (padding against attention cost); on the CPU min_row
        self.attention_scale = 6.0 * hidden if cuda and isinstance(hidden, int) else None
        self.passes = 0  # forward passes run (the bench reports items per pass)
        self.last_rows_per_pass = 0

    # -- sizing ------------------------------------------------------------------------------
    def bytes_per_row(self, width: int, keep: int) -> int:
        """A generous estimate of one row's peak memory in a pass: activations of one layer at a time
        (inference keeps no others), the mask (boolean and additive, and per head where the attention
        kernel expands it), the kept logits in the model's dtype and in fp32."""
        config = self.model.config
        get = getattr(config, "get_text_config", None)
        config = get() if callable(get) else config
        hidden = getattr(config, "hidden_size", 1024)
        inter = getattr(config, "intermediate_size", 4 * hidden) or 4 * hidden
        heads = getattr(config, "num_attention_heads", 16)
        vocab = getattr(config, "vocab_size", 50000)
        elt = self.model.dtype.itemsize if hasattr(self.model.dtype, "itemsize") else 4
        activations = width * elt * (8 * hidden + 4 * inter)
        mask = width * width * (1 + elt + heads * (elt + 4))
        logits = (keep if self._keep_arg else width) * vocab * (elt + 8)
        return activations + mask + logits

    def free_bytes(self) -> int:
        """Free accelerator memory, counting blocks torch has cached but not handed out; on the CPU a
        fixed 4 GiB (the token cap decides there)."""
        if not self.cuda:
            return 4 << 30
        # deferred: loads torch only when this runs
        import torch

        free, _ = torch.cuda.mem_get_info(self.device)
        return free + torch.cuda.memory_reserved(self.device) - torch.cuda.memory_allocated(self.device)

    def rows_per_pass(self, width: int, keep: int) -> int:
        by_memory = int(MEMORY_FRACTION * self.free_bytes()) // max(self.bytes_per_row(width, keep), 1)
        by_tokens = self.max_tokens // width
        return max(1, min(by_memory, by_tokens))

    # -- scoring ------------------------------------------------------------------------------
    def score(self, contexts: list[list[int]], continuations: list[list[list[int]]]) -> list[list[list[float]]]:
        """Per item, per option, the log-probability of each option token (as the full sequence gives it)."""
        trees = [ItemTree.of(c, conts) for c, conts in zip(contexts, continuations)]
        width = row_width(trees, self.min_row, self.attention_scale)
        rows = pack_rows(trees, width)
        # every pass of a batch has the same width and kept columns: the same shapes, whatever the companions
        keep = -(-max(r.n_read for r in rows) // 8) * 8
        n = self.rows_per_pass(width, keep)
        start, pending = 0, []
        while start < len(rows):
            ran, values = self._run_with_backoff(trees, rows[start: start + n], width, keep)
            pending.append((rows[start: start + ran], values))
            start += ran
        # one copy back for the whole batch: passes queue on the device while the next one is laid out
        import torch

        flat = torch.cat([values for _, values in pending]).tolist() if pending else []
        results: list[list[list[float]]] = []
        at = 0
        by_item: dict[int, list[list[float]]] = {}
        for done_rows, _ in pending:
            for row in done_rows:
                for item in row.items:
                    per_option = []
                    for count in trees[item].read_counts:
                        per_option.append(flat[at: at + count])
                        at += count
                    by_item[item] = per_option
        results = [by_item[k] for k in range(len(trees))]
        return results

    def _run_with_backoff(self, trees, chunk: list[Row], width: int, keep: int):
        """Run the rows of `chunk`; on an out-of-memory error, the first half of them (retried smaller
        until one row). Returns how many rows ran and their read log-probabilities (on the device)."""
        while True:
            try:
                values = self._run_pass(trees, chunk, width, keep)
                self.last_rows_per_pass = len(chunk)
                return len(chunk), values
            except RuntimeError as err:
                if not is_out_of_memory(err) or len(chunk) == 1:
                    raise
                # deferred: loads torch only when this runs
                import torch

                if self.cuda:
                    torch.cuda.empty_cache()
                chunk = chunk[: len(chunk) // 2]

    def _run_pass(self, trees: list[ItemTree], rows: list[Row], width: int, keep: int):
        """One forward pass over `rows`; the log-probabilities of every read, item by item, option by option."""
        # deferred: loads torch only when this runs
        import torch

        n_rows = len(rows)
        ids = np.full((n_rows, width), self.pad_id, dtype=np.int64)
        positions = np.zeros((n_rows, width), dtype=np.int64)
        pre = np.arange(width, dtype=np.int64)[None, :].repeat(n_rows, 0) + (1 << 40)  # padding: sees itself only
        end = pre + 1
        read_row, read_col, read_token = [], [], []
        for r, row in enumerate(rows):
            left, right, base = 0, width - row.n_read, 0
            for item in row.items:
                tree = trees[item]
                n_other, n_all = len(tree.other_nodes), len(tree)
                cols = np.concatenate([np.arange(left, left + n_other), np.arange(right, right + n_all - n_other)])
                ids[r, cols] = tree.order_tokens
                positions[r, cols] = tree.order_depths
                pre[r, cols] = tree.order_pre + base
                end[r, cols] = tree.order_end + base
                read_row.append(np.full(len(tree.read_slot), r, dtype=np.int64))
                read_col.append(cols[tree.read_slot] - (width - keep))
                read_token.append(tree.read_token)
                left += n_other
                right += n_all - n_other
                base += n_all
        dev = self.device
        ids, positions, pre, end = (torch.from_numpy(a).to(dev, non_blocking=True) for a in (ids, positions, pre, end))
        rr, cc, tt = (torch.from_numpy(np.concatenate(a)).to(dev, non_blocking=True)
                      for a in (read_row, read_col, read_token))
        # node q sees node k when k is an ancestor of q or q itself: pre[k] <= pre[q] < end[k]
        sees = (pre.unsqueeze(2) >= pre.unsqueeze(1)) & (pre.unsqueeze(2) < end.unsqueeze(1))
        dtype = self.model.dtype
        mask = torch.zeros(sees.shape, dtype=dtype, device=dev).masked_fill_(~sees, torch.finfo(dtype).min)
        del sees
        kwargs = {"attention_mask": mask.unsqueeze(1), "position_ids": positions, "use_cache": False}
        if self._keep_arg:
            kwargs[self._keep_arg] = keep
        logits = self.model(input_ids=ids, **kwargs).logits
        del mask
        logits = logits[:, -keep:, :]
        # log-softmax in fp32, only where a token is read: target logit - log-sum-exp over the vocabulary
        lse = torch.logsumexp(logits.float(), dim=-1)
        values = logits[rr, cc, tt].float() - lse[rr, cc]
        self.passes += 1
        return values
