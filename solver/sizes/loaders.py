"""Loader of the CConS release (CSV files, no header: context, obj1, obj2, label)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from solver.csvfiles import csv_records
from solver.errors import DataError

Subset = Literal["normal", "adversarial"]
Difficulty = Literal["full", "easy", "difficult", "nocontext"]
FILE_NAME = re.compile(r"^(normal|adversarial)_auto(?:_(easy|difficult|nocontext))?_new\.csv$")


@dataclass(frozen=True)
class CConsRow:
    """One release row. label 1 = obj1 is smaller than obj2 in the context."""

    file: str
    line: int  # 1-based line of the record in its file (a record never spans lines)
    context: str
    obj1: str
    obj2: str
    label: int
    subset: Subset  # normal = ordinary contexts, adversarial = counter-commonsense ones
    difficulty: Difficulty  # full = the whole subset; easy/difficult = its in/into split

    @property
    def gold(self) -> str:
        """The relation of obj1 to obj2 the label states."""
        return "smaller" if self.label == 1 else "bigger"


def release_files(directory: Path) -> list[Path]:
    """The CConS files of a folder, in a stable order; an error when there are none."""
    if not directory.is_dir():
        raise DataError(f"not a folder: {directory}", where="--data")
    files = sorted(p for p in directory.iterdir() if FILE_NAME.match(p.name))
    if not files:
        raise DataError(f"no CConS files (normal_auto_*.csv, adversarial_auto_*.csv) in {directory}")
    return files


def load_cccons_file(path: Path) -> list[CConsRow]:
    m = FILE_NAME.match(path.name)
    if not m:
        raise DataError("not a CConS file name (expected normal|adversarial_auto[_easy|_difficult|_nocontext]_new.csv)", where=str(path))
    subset, difficulty = m.group(1), m.group(2) or "full"
    rows: list[CConsRow] = []
    # every record with its line: an unclosed quote or a NUL byte is named, never merged into one row
    for n, record in csv_records(path, "CConS file"):
        where = f"{path.name}: line {n}"
        if not record or all(not f.strip() for f in record):
            continue
        if len(record) != 4:
            raise DataError(f"expected 4 fields (context, obj1, obj2, label), got {len(record)}", where=where)
        context, obj1, obj2, label = (f.strip() for f in record)
        for field_name, value in (("obj1", obj1), ("obj2", obj2)):
            if not value:
                raise DataError("empty object", where=f"{where}, field {field_name}")
        if label not in ("0", "1"):
            raise DataError(f"label must be 0 or 1, got {label!r}", where=f"{where}, field label")
        if difficulty != "nocontext" and not context:
            raise DataError("empty context in a context file", where=f"{where}, field context")
        rows.append(CConsRow(path.name, n, context, obj1, obj2, int(label), subset, difficulty))
    if not rows:
        raise DataError("the file holds no rows", where=str(path))
    return rows


def load_cccons(directory: Path | str) -> list[CConsRow]:
    """Every row of every CConS file in the folder (the release's eight files).

    The folder may be the benchmark's own or the shared data folder holding cccons/.
    """
    directory = Path(directory)
    if (directory / "cccons").is_dir():
        directory = directory / "cccons"
    files = release_files(directory)
    names = {p.name for p in files}
    for subset in sorted({FILE_NAME.match(n).group(1) for n in names}):
        full = f"{subset}_auto_new.csv"
        if full not in names:
            # The split files are drawn from the full file; without it every split row would be
            # reported absent from it and the figures computed on a part of the release.
            raise DataError(f"{full} is missing: the {subset} split files need their full file", where=str(directory))
    rows: list[CConsRow] = []
    for path in files:
        rows.extend(load_cccons_file(path))
    return rows
