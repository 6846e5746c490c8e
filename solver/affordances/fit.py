"""Estimate P(kind affords class) from release rows; write kb/affordances/priors.pl.

Why smoothing towards typical.pl: many kinds have a handful of rows (writing tools: 3), so
raw frequencies would be 0 or 1; our own judgement of what a kind typically affords is
the prior the counts pull away from. The validator refits this on four folds and scores
the fifth, so the reported figures never score rows the probabilities were fitted on.

Run: python -m solver.affordances.fit --data ../shared/data   (rewrites priors.pl)
"""
from __future__ import annotations

import argparse
import datetime as _dt
import hashlib
from collections.abc import Iterable
from pathlib import Path

from solver.affordances.describe import CLASS_ATOMS, describe
from solver.affordances.lexicon import KindLexicon, load_lexicon
from solver.affordances.loaders import MAIN_FILE, GraffordRow, load_grafford
from solver.errors import DataError
from solver.paths import KB_DIR

TYPICAL_FILE = KB_DIR / "affordances" / "typical.pl"
PRIORS_FILE = KB_DIR / "affordances" / "priors.pl"
N_FOLDS = 5

#: Pseudo-counts of the prior, and the prior's value for typical / untypical classes.
PRIOR_STRENGTH = 2.0
TYPICAL_P = 0.7
UNTYPICAL_P = 0.03

Priors = dict[tuple[str, str], float]


def fold_of(row: GraffordRow) -> int:
    """Fold 0-4 by sentence, so rows of one sentence (and duplicated pairs) share a fold."""
    key = " ".join(row.sentence.lower().split()).encode("utf-8")
    return int(hashlib.md5(key).hexdigest(), 16) % N_FOLDS


def load_typical(path: Path = TYPICAL_FILE) -> dict[str, frozenset[str]]:
    """typical(Kind, Classes) facts as kind -> class atoms."""
    from problog.logic import term2list
    from problog.program import PrologFile

    if not path.is_file():
        raise DataError("typical-affordances file not found", where=str(path))
    out: dict[str, frozenset[str]] = {}
    for n, clause in enumerate(PrologFile(str(path)), start=1):
        if clause.functor != "typical" or clause.arity != 2:
            continue
        kind = str(clause.args[0])
        classes = frozenset(str(t) for t in term2list(clause.args[1], deep=False))
        unknown = sorted(classes - set(CLASS_ATOMS))
        if unknown:
            raise DataError(f"unknown classes {unknown}", where=f"{path}: clause {n} ({kind}), field Classes")
        out[kind] = classes
    return out


def fit_priors(
    rows: Iterable[GraffordRow],
    lexicon: KindLexicon | None = None,
    typical: dict[str, frozenset[str]] | None = None,
    kinds_of: dict[int, str] | None = None,
) -> tuple[Priors, dict[str, int]]:
    """(P(kind affords class) for every kind and class, rows seen per kind).

    `kinds_of` (row number -> kind) spares re-reading the phrases when fitting many folds.
    """
    lex = lexicon or load_lexicon()
    typ = typical if typical is not None else load_typical()
    missing = sorted(set(lex.kinds) - set(typ))
    if missing:
        raise DataError(f"kinds without a typical/2 fact: {missing}", where=str(TYPICAL_FILE))
    counts: dict[str, list[int]] = {k: [0] * len(CLASS_ATOMS) for k in lex.kinds}
    seen: dict[str, int] = {k: 0 for k in lex.kinds}
    for row in rows:
        kind = kinds_of[row.row] if kinds_of is not None else describe(row.sentence, row.obj, lex).kind
        seen[kind] += 1
        for i, v in enumerate(row.labels):
            counts[kind][i] += v
    priors: Priors = {}
    for kind in lex.kinds:
        for i, cls in enumerate(CLASS_ATOMS):
            prior = TYPICAL_P if cls in typ[kind] else UNTYPICAL_P
            priors[(kind, cls)] = (counts[kind][i] + PRIOR_STRENGTH * prior) / (seen[kind] + PRIOR_STRENGTH)
    return priors, seen


def render_priors(priors: Priors, seen: dict[str, int], provenance: list[str]) -> str:
    """The priors file: a provenance header, then one kind_affords/2 fact per kind and class."""
    lines = ["% physkb: probability that an object of a kind affords an affordance class.", "%"]
    lines += [f"% {line}" for line in provenance]
    lines += [
        "%",
        f"% p = (positives + {PRIOR_STRENGTH:g} * t) / (rows + {PRIOR_STRENGTH:g}), t = {TYPICAL_P:g} when",
        f"% kb/affordances/typical.pl lists the class for the kind, else {UNTYPICAL_P:g}.",
        "",
    ]
    kinds = sorted({k for k, _ in priors})
    for kind in kinds:
        lines.append(f"% {kind}: {seen.get(kind, 0)} rows")
        for cls in CLASS_ATOMS:
            lines.append(f"{priors[(kind, cls)]:.4f}::kind_affords({kind}, {cls}).")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="shared data folder or its grafford/ folder")
    parser.add_argument("--out", default=str(PRIORS_FILE))
    args = parser.parse_args(argv)
    rows = load_grafford(args.data)
    priors, seen = fit_priors(rows)
    provenance = [
        f"Learned from the GRAFFORD release file grafford/{MAIN_FILE} ({len(rows)} rows, all {N_FOLDS} folds",
        "of solver.affordances.fit.fold_of; `physkb validate grafford` refits on four folds and scores",
        "the fifth, so its figures are cross-validated).",
        f"Produced {_dt.date.today().isoformat()} by: python -m solver.affordances.fit --data <shared data folder>",
    ]
    Path(args.out).write_text(render_priors(priors, seen, provenance), encoding="utf-8")
    print(f"wrote {args.out}: {len(priors)} facts for {len(seen)} kinds from {len(rows)} rows")


if __name__ == "__main__":
    main()
