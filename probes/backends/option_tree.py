"""The options of one multiple-choice item as a token tree, fed to a causal LM in one row.

Options of a COAT item share long stretches of tokens (" object name: Knife, mass: light, ..."
for two configurations of one object). Laid out as a prefix tree, every distinct prefix is one
input position; a tree-shaped attention mask lets each position see the item's context (already
in the key/value cache) and its own ancestors only, with the position id it would have in its
option's own sequence. The log-probabilities equal scoring each option separately, while a shared
prefix is computed once and the context's cache is used in place instead of copied per option.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class OptionTree:
    """Tree nodes of one item: node k holds `tokens[k]` at depth `depths[k]` under `parents[k]`
    (-1: a child of the context). `paths[o]` lists, for option o, the node whose output predicts
    each of the option's tokens after its first."""

    tokens: list[int] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    depths: list[int] = field(default_factory=list)
    paths: list[list[int]] = field(default_factory=list)

    @classmethod
    def of(cls, tails: list[list[int]]) -> "OptionTree":
        """Build the tree of option tails; each tail's first token was predicted by the context, so
        the tree holds every tail but its last token (nothing is predicted after it)."""
        tree = cls()
        index: dict[tuple[int, ...], int] = {}
        for tail in tails:
            path = []
            parent = -1
            for depth in range(len(tail) - 1):
                key = tuple(tail[: depth + 1])
                node = index.get(key)
                if node is None:
                    node = index[key] = len(tree.tokens)
                    tree.tokens.append(tail[depth])
                    tree.parents.append(parent)
                    tree.depths.append(depth)
                path.append(node)
                parent = node
            tree.paths.append(path)
        return tree

    def __len__(self) -> int:
        return len(self.tokens)


def tree_inputs(trees: list[OptionTree], context_mask, context_lengths: list[int], pad_id: int):
    """Input ids, position ids and a boolean attention mask (batch, 1, nodes, context + nodes) for
    one forward pass over the trees of a batch of items after their contexts' cache.

    A node sees the unpadded context columns of its row and its ancestors and itself; padding nodes
    see only themselves (a row with nothing to attend to would give NaN)."""
    # deferred: loads torch only when this runs
    import torch

    n, width = context_mask.shape
    size = max(len(t) for t in trees)
    ids = torch.full((n, size), pad_id, dtype=torch.long)
    positions = torch.zeros((n, size), dtype=torch.long)
    sees = torch.zeros((n, size, size), dtype=torch.bool)
    for row, tree in enumerate(trees):
        m = len(tree)
        if m:
            ids[row, :m] = torch.tensor(tree.tokens)
            positions[row, :m] = context_lengths[row] + torch.tensor(tree.depths)
        for node, parent in enumerate(tree.parents):  # parents come before their children
            if parent >= 0:
                sees[row, node] = sees[row, parent]
            sees[row, node, node] = True
        for node in range(m, size):
            sees[row, node, node] = True
            positions[row, node] = context_lengths[row]
    real = torch.tensor([[k < len(t) for k in range(size)] for t in trees], dtype=torch.bool)
    context_part = context_mask.bool().cpu().unsqueeze(1) & real.unsqueeze(2)  # (n, nodes, width)
    mask = torch.cat([context_part, sees], dim=2).unsqueeze(1)
    return ids, positions, mask
