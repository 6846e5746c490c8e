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
from dataclasses import dataclass, field
from pathlib import Path

from solver.logic.affordances import Typical
from solver.logic.problog import quoted, read_facts
from solver.affordances.describe import CLASS_ATOMS, describe
from solver.affordances.lexicon import UNKNOWN_KIND, KindLexicon, load_lexicon
from solver.affordances.loaders import MAIN_FILE, GraffordRow, load_grafford
from solver.errors import DataError
from solver.paths import KB_DIR
from solver.atomic import write_text

TYPICAL_FILE = KB_DIR / "affordances" / "typical.pl"
PRIORS_FILE = KB_DIR / "affordances" / "priors.pl"
N_FOLDS = 5

#: Pseudo-counts of the prior, and the prior's value for typical / untypical classes.
PRIOR_STRENGTH = 2.0
TYPICAL_P = 0.7
UNTYPICAL_P = 0.03
#: A head noun seen in at least this many training rows gets its own noun_affords/2
#: facts, smoothed towards its kind's probability with NOUN_STRENGTH pseudo-counts.
MIN_NOUN_ROWS = 2
NOUN_STRENGTH = 2.0

Priors = dict[tuple[str, str], float]


@dataclass
class FittedPriors:
    """kind_affords(Kind, Class) for every kind, noun_affords(Noun, Class) for attested nouns."""

    kind: Priors
    noun: Priors = field(default_factory=dict)
    kind_rows: dict[str, int] = field(default_factory=dict)
    noun_rows: dict[str, int] = field(default_factory=dict)

    @property
    def nouns(self) -> frozenset[str]:
        return frozenset(n for n, _ in self.noun)

    def source(self, kind: str, noun: str | None) -> tuple[str, str]:
        """("noun", noun) when the noun has its own facts, else ("kind", kind): what by_kind/1 uses."""
        if noun is not None and (noun, CLASS_ATOMS[0]) in self.noun:
            return "noun", noun
        return "kind", kind

    def for_item(self, kind: str, noun: str | None) -> tuple[float, ...]:
        which, name = self.source(kind, noun)
        table = self.noun if which == "noun" else self.kind
        return tuple(table[(name, c)] for c in CLASS_ATOMS)


def fold_of(row: GraffordRow) -> int:
    """Fold 0-4 by sentence, so rows of one sentence (and duplicated pairs) share a fold."""
    key = " ".join(row.sentence.lower().split()).encode("utf-8")
    return int(hashlib.md5(key).hexdigest(), 16) % N_FOLDS


def load_typical(path: Path = TYPICAL_FILE) -> dict[str, frozenset[str]]:
    """typical(Kind, Classes) facts as kind -> class atoms."""
    if not path.is_file():
        raise DataError("typical-affordances file not found", where=str(path))
    out: dict[str, frozenset[str]] = {}
    for fact, where in read_facts(path, [Typical]):
        classes = frozenset(fact.classes)
        unknown = sorted(classes - set(CLASS_ATOMS))
        if unknown:
            raise DataError(f"unknown classes {unknown}", where=f"{where} ({fact.kind}), field Classes")
        out[fact.kind] = classes
    return out


def fit_priors(
    rows: Iterable[GraffordRow],
    lexicon: KindLexicon | None = None,
    typical: dict[str, frozenset[str]] | None = None,
    described: dict[int, tuple[str, str | None]] | None = None,
) -> FittedPriors:
    """Kind probabilities (counts smoothed towards typical.pl) and noun probabilities
    (counts of well-attested head nouns smoothed towards their kind's probability).

    `described` (row number -> (kind, noun)) spares re-reading the phrases when fitting many folds.
    """
    lex = lexicon or load_lexicon()
    typ = typical if typical is not None else load_typical()
    missing = sorted(set(lex.kinds) - set(typ))
    if missing:
        raise DataError(f"kinds without a typical/2 fact: {missing}", where=str(TYPICAL_FILE))
    n_cls = len(CLASS_ATOMS)
    kind_rows: dict[str, int] = {k: 0 for k in lex.kinds}
    noun_counts: dict[str, list[int]] = {}
    noun_rows: dict[str, int] = {}
    noun_kind: dict[str, str] = {}
    noun_kind_rows: dict[tuple[str, str], list] = {}
    for row in rows:
        if described is not None:
            kind, noun = described[row.row]
        else:
            item = describe(row.sentence, row.obj, lex)
            kind, noun = item.kind, item.noun
        group = noun_kind_rows.setdefault((kind, noun or row.obj.strip().lower()), [0, [0] * n_cls])
        group[0] += 1
        for i, v in enumerate(row.labels):
            group[1][i] += v
        if noun is not None:
            noun_kind[noun] = kind
            noun_rows[noun] = noun_rows.get(noun, 0) + 1
            counts = noun_counts.setdefault(noun, [0] * n_cls)
            for i, v in enumerate(row.labels):
                counts[i] += v
    # A kind's numbers count each noun once (its rows' rate), not each row: a noun never
    # seen is a draw of a noun of the kind, not of a row, so a noun with many rows must
    # not speak for the whole kind.
    kind_counts_f: dict[str, list[float]] = {k: [0.0] * n_cls for k in lex.kinds}
    kind_nouns_n: dict[str, int] = {k: 0 for k in lex.kinds}
    for (kind, _), (n, counts) in noun_kind_rows.items():
        kind_nouns_n[kind] += 1
        kind_rows[kind] += n
        for i in range(n_cls):
            kind_counts_f[kind][i] += counts[i] / n
    # The unknown kind knows nothing of its object: its prior is the base rate of every
    # class over all rows, the best guess for a thing of no known kind.
    kind_counts_f[UNKNOWN_KIND] = [sum(kind_counts_f[k][i] for k in lex.kinds) for i in range(n_cls)]
    kind_nouns_n[UNKNOWN_KIND] = sum(kind_nouns_n[k] for k in lex.kinds)
    kind_p: Priors = {}
    for kind in lex.kinds:
        for i, cls in enumerate(CLASS_ATOMS):
            prior = TYPICAL_P if cls in typ[kind] else UNTYPICAL_P
            kind_p[(kind, cls)] = (kind_counts_f[kind][i] + PRIOR_STRENGTH * prior) / (kind_nouns_n[kind] + PRIOR_STRENGTH)
    noun_p: Priors = {}
    kept_rows: dict[str, int] = {}
    for noun, n in noun_rows.items():
        if n < MIN_NOUN_ROWS:
            continue
        kept_rows[noun] = n
        for i, cls in enumerate(CLASS_ATOMS):
            base = kind_p[(noun_kind[noun], cls)]
            noun_p[(noun, cls)] = (noun_counts[noun][i] + NOUN_STRENGTH * base) / (n + NOUN_STRENGTH)
    return FittedPriors(kind_p, noun_p, kind_rows, kept_rows)


def render_priors(priors: FittedPriors, provenance: list[str]) -> str:
    """The priors file: a provenance header, kind_affords/2 for every kind and class, then
    attested_noun/1 and noun_affords/2 for the well-attested head nouns."""
    lines = ["% physkb: probability that an object of a kind (or a well-attested noun) affords a class.", "%"]
    lines += [f"% {line}" for line in provenance]
    lines += [
        "%",
        f"% kind_affords: p = (positives + {PRIOR_STRENGTH:g} * t) / (rows + {PRIOR_STRENGTH:g}), t = {TYPICAL_P:g} when",
        f"% kb/affordances/typical.pl lists the class for the kind, else {UNTYPICAL_P:g}. The kind unknown",
        "% counts every row: its prior is the base rate of each class.",
        f"% noun_affords (head nouns of at least {MIN_NOUN_ROWS} rows): p = (positives + {NOUN_STRENGTH:g} * q) /",
        f"% (rows + {NOUN_STRENGTH:g}), q = kind_affords of the noun's kind.",
        "",
    ]
    for kind in sorted({k for k, _ in priors.kind}):
        lines.append(f"% {kind}: {priors.kind_rows.get(kind, 0)} rows")
        for cls in CLASS_ATOMS:
            lines.append(f"{priors.kind[(kind, cls)]:.4f}::kind_affords({kind}, {cls}).")
    lines.append("")
    lines.append("% ---- well-attested head nouns")
    for noun in sorted(priors.nouns):
        atom = quoted(noun)  # solver.logic.problog's one quoting path
        facts = " ".join(f"{priors.noun[(noun, cls)]:.4f}::noun_affords({atom}, {cls})." for cls in CLASS_ATOMS)
        lines.append(f"attested_noun({atom}). % {priors.noun_rows.get(noun, 0)} rows")
        lines.append(facts)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="shared data folder or its grafford/ folder")
    parser.add_argument("--out", default=str(PRIORS_FILE))
    args = parser.parse_args(argv)
    rows = load_grafford(args.data)
    priors = fit_priors(rows)
    provenance = [
        f"Learned from the GRAFFORD release file grafford/{MAIN_FILE} ({len(rows)} rows, all {N_FOLDS} folds",
        "of solver.affordances.fit.fold_of; `physkb validate grafford` refits on four folds and scores",
        "the fifth, so its figures are cross-validated).",
        f"Produced {_dt.date.today().isoformat()} by: python -m solver.affordances.fit --data <shared data folder>",
    ]

    write_text(args.out, render_priors(priors, provenance))
    print(
        f"wrote {args.out}: {len(priors.kind)} kind facts ({len(priors.kind_rows)} kinds), "
        f"{len(priors.noun)} noun facts ({len(priors.nouns)} nouns) from {len(rows)} rows"
    )


if __name__ == "__main__":
    main()
