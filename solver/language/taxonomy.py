"""Regenerate the WordNet section of the taxonomy (kb/language/sorts.lp): which sorts WordNet puts under which.

Why generated: whether every footwear is clothing or every drink a liquid is WordNet's to say, not ours;
writing it by hand would drift from the synsets the sorts are rooted in. A sort lies under another when
every one of its synsets (sort_root/2 or upper_sort/2) has one of the other's among its hypernyms (itself
included). What WordNet does not decide, or decides against a home's sense, is stated in ASP in the same file
(sort_under/2, sort_apart/2).

    .venv/bin/python -m solver.language.taxonomy           # rewrite the section
    .venv/bin/python -m solver.language.taxonomy --check   # exit 1 when the file is not up to date
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from solver.atomic import write_text
from solver.errors import DataError
from solver.language.wordnet import WORDNET_DIR, open_wordnet
from solver.logic.taxonomy import SORTS_FILE, Taxonomy, WordnetSortUnder, read_taxonomy

BEGIN = "% --- GENERATED from WordNet 3.0 by `python -m solver.language.taxonomy`: do not edit by hand"
END = "% --- end of the generated section"


def wordnet_hierarchy(taxonomy: Taxonomy, wn: Any) -> list[WordnetSortUnder]:
    """The direct (narrow, broad) steps between distinct sorts where WordNet puts each synset of narrow under
    broad (a step another pair of steps makes is left out)."""
    synsets = {sort: [wn.synset(name) for name in names]
               for sort, names in list(taxonomy.roots.items()) + list(taxonomy.upper.items())}
    above: dict[Any, set[Any]] = {}

    def hypernyms(s: Any) -> set[Any]:
        if s not in above:
            above[s] = set(s.closure(lambda x: x.hypernyms() + x.instance_hypernyms())) | {s}
        return above[s]

    under = {(narrow, broad) for narrow in synsets for broad in synsets
             if narrow != broad and all(hypernyms(s) & set(synsets[broad]) for s in synsets[narrow])}
    # only the direct steps: drink under liquid and liquid under matter, not drink under matter as well
    direct = {(a, c) for a, c in under if not any((a, b) in under and (b, c) in under for b in synsets)}
    return [WordnetSortUnder(narrow, broad) for narrow in synsets for broad in synsets if (narrow, broad) in direct]


def generated_section(taxonomy: Taxonomy, wn: Any) -> str:
    """The lines between the markers: one fact per pair, grouped by the narrower sort."""
    pairs = wordnet_hierarchy(taxonomy, wn)
    lines: list[str] = []
    for narrow in dict.fromkeys(p.narrow for p in pairs):
        lines.append(" ".join(f"{p}." for p in pairs if p.narrow == narrow))
    return "\n".join(lines)


def regenerated(path: Path, wn: Any) -> str:
    """The file's text with its generated section rewritten from WordNet."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    try:
        begin = next(i for i, line in enumerate(lines) if line.startswith(BEGIN))
        end = next(i for i, line in enumerate(lines) if i > begin and line.startswith(END))
    except StopIteration:
        raise DataError(f"{path}: the markers of the generated section are missing ({BEGIN!r} ... {END!r})") from None
    body = generated_section(read_taxonomy(path), wn)
    return "\n".join(lines[:begin + 1] + ([body] if body else []) + lines[end:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the file's WordNet section is out of date")
    parser.add_argument("--file", type=Path, default=SORTS_FILE, help="the taxonomy file (default kb/language/sorts.lp)")
    args = parser.parse_args(argv)
    try:
        new = regenerated(args.file, open_wordnet(WORDNET_DIR))
    except DataError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if args.check:
        if new != args.file.read_text(encoding="utf-8"):
            print(f"{args.file}: the WordNet section is out of date; run python -m solver.language.taxonomy",
                  file=sys.stderr)
            return 1
        return 0
    write_text(args.file, new)
    print(f"wrote {args.file}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
