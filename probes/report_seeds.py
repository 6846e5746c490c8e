"""Runs that differ only by their demonstration seed, merged into one row (or column) of every report table.

A few-shot figure depends on which demos were drawn; one seed's run is an anecdote. The
papers report such figures as mean and spread over draws (GRAFFORD Table 4), so every table
of the report shows, in place of the per-seed rows, one row "..., mean over N seeds)" whose
cells hold "mean ± std" (sample standard deviation) of each number that differs between the
seeds. A number every seed shares (an item count, a denominator) stays as it is.
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from probes.fewshot import mean_std
from probes.report_doc import Beside, Table

_SEED = re.compile(r", seed (\d+)\)$")
_NUMBER = re.compile(r"[-−]?\d+(?:\.\d+)?")


def seedless(label: str) -> Optional[str]:
    """The label without its seed ("m (loglik, 2-shot, seed 1)" -> "m (loglik, 2-shot)"); None when it has none."""
    return _SEED.sub(")", label) if _SEED.search(label) else None


def merged_label(label: str, n_seeds: int) -> str:
    """The label the report summary uses for the same group (probes.report_summary.merge_seeds)."""
    return f"{label[:-1]}, mean over {n_seeds} seeds)"


def _number(text: str) -> float:
    return float(text.replace("−", "-"))


def _decimals(texts: Sequence[str]) -> int:
    return max((len(t.split(".")[1]) if "." in t else 0) for t in texts)


def merge_cells(cells: Sequence[str]) -> str:
    """One cell for several seeds' cells of the same shape: each number that differs becomes "mean ± std".

    Cells of different shapes (one seed has a figure, another a dash) are listed, one per seed."""
    cells = [str(c) for c in cells]
    if len(set(cells)) == 1:
        return cells[0]
    shapes = {_NUMBER.sub("#", c) for c in cells}
    if len(shapes) != 1:
        return "seeds: " + "; ".join(cells)
    numbers = [_NUMBER.findall(c) for c in cells]
    parts = _NUMBER.split(cells[0])
    out = [parts[0]]
    for k in range(len(numbers[0])):
        column = [ns[k] for ns in numbers]
        if len(set(column)) == 1:
            out.append(column[0])
        else:
            digits = max(1, _decimals(column))
            mean, std = mean_std([_number(x) for x in column])
            out.append(f"{mean:.{digits}f} ± {std:.{digits}f}")
        out.append(parts[k + 1])
    return "".join(out)


def _groups(labels: Sequence[str]) -> dict[str, list[int]]:
    """Positions of the labels per seedless label, for groups of two seeds or more (first-seen order)."""
    groups: dict[str, list[int]] = {}
    for k, label in enumerate(labels):
        key = seedless(str(label))
        if key is not None:
            groups.setdefault(key, []).append(k)
    return {key: ks for key, ks in groups.items() if len(ks) > 1}


def merge_seed_rows(header: list[str], rows: list[list[str]]) -> tuple[list[str], list[list[str]], int]:
    """Rows labelled by run (first cell) merged per seed group, and columns labelled by run (header) too.

    Returns the new header, the new rows and how many groups were merged."""
    merged = 0
    groups = _groups([r[0] if r else "" for r in rows])
    if groups:
        first_of = {ks[0]: key for key, ks in groups.items()}
        dropped = {k for ks in groups.values() for k in ks[1:]}
        new_rows = []
        for k, row in enumerate(rows):
            if k in dropped:
                continue
            if k in first_of:
                members = [rows[j] for j in groups[first_of[k]]]
                width = max(len(m) for m in members)
                row = [merged_label(first_of[k], len(members))] + [
                    merge_cells([m[c] if c < len(m) else "" for m in members]) for c in range(1, width)]
            new_rows.append(row)
        rows, merged = new_rows, merged + len(groups)
    groups = _groups(header)
    if groups:
        first_of = {ks[0]: key for key, ks in groups.items()}
        dropped = {k for ks in groups.values() for k in ks[1:]}
        keep = [k for k in range(len(header)) if k not in dropped]

        def cell(row: list[str], c: int) -> str:
            if c in first_of:
                return merge_cells([row[j] if j < len(row) else "" for j in groups[first_of[c]]])
            return row[c] if c < len(row) else ""

        new_header = [merged_label(first_of[c], len(groups[first_of[c]])) if c in first_of else header[c] for c in keep]
        rows = [[cell(r, c) for c in keep] for r in rows]
        header, merged = new_header, merged + len(groups)
    return header, rows, merged


_NOTE = "runs differing only by their demonstration seed are one row: mean ± std over the seeds"


def merge_seed_table(table: "Table") -> "Table":
    """A report Table with its seed groups merged (the same table when it has none)."""
    header, rows, merged = merge_seed_rows(list(table.header), [list(r) for r in table.rows])
    if not merged:
        return table
    caption = f"{table.caption}; {_NOTE}" if table.caption else _NOTE[0].upper() + _NOTE[1:]
    return Table(header, rows, caption)


def merge_seed_blocks(blocks: list) -> list:
    """Every table of a section (beside its plot or not) with its seed groups merged."""
    out = []
    for block in blocks:
        if isinstance(block, Table):
            block = merge_seed_table(block)
        elif isinstance(block, Beside):
            block = Beside(merge_seed_table(block.table), block.image)
        out.append(block)
    return out
