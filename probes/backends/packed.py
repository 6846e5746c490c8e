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
        predicted after it, unless it is also inside a longer option)."""
        tree = cls()
        index: dict[tuple[int, int], int] = {}
        for cont in continuations:
            seq = context + cont
            parent, path = -1, []
            for depth, token in enumerate(seq[:-1]):
                node = index.get((parent, token))
                if node is None:
                    node = index[(parent, token)] = len(tree.tokens)
                    tree.tokens.append(token)
                    tree.parents.append(parent)
                    tree.depths.append(depth)
                path.append(node)
                parent = node
            start = len(context) - 1  # the node of the context's last token predicts the option's first
            tree.reads.append([(path[start + j], token) for j, token in enumerate(cont)])
        tree._number()
        read = {node for pairs in tree.reads for node, _ in pairs}
        tree.read_nodes = [k for k in range(len(tree)) if k in read]
        tree.other_nodes = [k for k in range(len(tree)) if k not in read]
        return tree

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


def row_width(trees: list[ItemTree], min_row: int) -> int:
    """The row width of a batch: its widest item, at least min_row, rounded up to ALIGN."""
    widest = max(max(len(t) for t in trees), min_row)
    return -(-widest // ALIGN) * ALIGN


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
        width = row_width(trees, self.min_row)
        rows = pack_rows(trees, width)
        results: list[list[list[float]]] = [[[] for _ in conts] for conts in continuations]
        # every pass of a batch has the same width and kept columns: the same shapes, whatever the companions
        keep = -(-max(r.n_read for r in rows) // 8) * 8
        n = self.rows_per_pass(width, keep)
        start = 0
        while start < len(rows):
            start += self._run_with_backoff(trees, rows[start: start + n], width, keep, results)
        return results

    def _run_with_backoff(self, trees, chunk: list[Row], width: int, keep: int, results) -> int:
        """Run the rows of `chunk`; on an out-of-memory error, the first half of them (retried smaller
        until one row). Returns how many rows ran."""
        from probes.device import is_out_of_memory

        while True:
            try:
                self._run_pass(trees, chunk, width, keep, results)
                self.last_rows_per_pass = len(chunk)
                return len(chunk)
            except RuntimeError as err:
                if not is_out_of_memory(err) or len(chunk) == 1:
                    raise
                import torch

                if self.cuda:
                    torch.cuda.empty_cache()
                chunk = chunk[: len(chunk) // 2]

    def _run_pass(self, trees: list[ItemTree], rows: list[Row], width: int, keep: int, results) -> None:
        import torch

        n_rows = len(rows)
        ids = torch.full((n_rows, width), self.pad_id, dtype=torch.long)
        positions = torch.zeros((n_rows, width), dtype=torch.long)
        pre = torch.arange(width, dtype=torch.long).repeat(n_rows, 1) + (1 << 40)  # padding: alone
        end = pre + 1
        read_row, read_col, read_token, owners = [], [], [], []  # owners: (item, option, token index)
        for r, row in enumerate(rows):
            left, right, base = 0, width - row.n_read, 0
            row_ids, row_pos, row_pre, row_end = [], [], [], []
            cols = [0] * width
            for item in row.items:
                tree = trees[item]
                column = {}
                for node in tree.other_nodes:
                    column[node] = left
                    left += 1
                for node in tree.read_nodes:
                    column[node] = right
                    right += 1
                for node, col in column.items():
                    cols[col] = 1
                    row_ids.append((col, tree.tokens[node]))
                    row_pos.append((col, tree.depths[node]))
                    row_pre.append((col, base + tree.pre[node], base + tree.end[node]))
                for o, pairs in enumerate(tree.reads):
                    for j, (node, token) in enumerate(pairs):
                        read_row.append(r)
                        read_col.append(column[node] - (width - keep))
                        read_token.append(token)
                        owners.append((item, o, j))
                base += len(tree)
            if row_ids:
                c, t = zip(*row_ids)
                ids[r, list(c)] = torch.tensor(t)
                c, d = zip(*row_pos)
                positions[r, list(c)] = torch.tensor(d)
                c, p, e = zip(*row_pre)
                pre[r, list(c)] = torch.tensor(p)
                end[r, list(c)] = torch.tensor(e)
        dev = self.device
        ids, positions, pre, end = (t.to(dev, non_blocking=True) for t in (ids, positions, pre, end))
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
        rr = torch.tensor(read_row, device=dev)
        cc = torch.tensor(read_col, device=dev)
        tt = torch.tensor(read_token, device=dev)
        # log-softmax in fp32, only where a token is read: target logit - log-sum-exp over the vocabulary
        lse = torch.logsumexp(logits.float(), dim=-1)
        values = (logits[rr, cc, tt].float() - lse[rr, cc]).tolist()
        del logits, lse
        self.passes += 1
        for (item, o, j), value in zip(owners, values):
            option = results[item][o]
            if len(option) == j:
                option.append(value)
            else:  # reads come in token order per option; a gap would be a layout bug
                raise AssertionError(f"packed read out of order: item {item}, option {o}, token {j}")
