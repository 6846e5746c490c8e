"""Typed records for the GRAFFORD release files (one loader per file format).

The release has three tab-separated files with the same columns (sentence, object, 15
affordance labels) and one CSV of WordNet synsets. Everything downstream works on these
records, never on the files, so a malformed row is reported here once, naming file, row
and field.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from solver.errors import DataError
from solver.paths import resolve_data_dir
from solver.csvfiles import csv_records

#: The 15 affordance classes, in the release's column order.
CLASSES: tuple[str, ...] = (
    "Grasp", "Lift", "Throw", "Push", "Fix", "Ride", "Play", "Watch",
    "SitOn", "Feed", "Row", "PourFrom", "LookThrough", "WriteWith", "TypeOn",
)

MAIN_FILE = "final_normal_dataset.tsv"
AGREEMENT_FILE = "data_high_agreement.tsv"
FEW_SHOT_FILE = "ECCV_affordance_data.tsv"
ZHU_FILE = "zhu2014_affordance_annotations.csv"


@dataclass(frozen=True)
class GraffordRow:
    """One sentence-object pair with its 15 binary labels (release column order)."""

    row: int  # 1-based data row number in its file (the header is row 0)
    sentence: str
    obj: str  # the object string as released (may carry stray spaces)
    labels: tuple[int, ...]

    @property
    def positives(self) -> tuple[str, ...]:
        return tuple(c for c, v in zip(CLASSES, self.labels) if v)


@dataclass(frozen=True)
class AgreementRow:
    """A row of the high-agreement file: 1/0 where annotators agreed, None where they did not."""

    row: int
    sentence: str
    obj: str
    labels: tuple[int | None, ...]


@dataclass(frozen=True)
class SynsetRow:
    """A Zhu et al. 2014 object as a WordNet synset with its 15 binary labels."""

    row: int
    synset: str
    imagenet_id: str
    labels: tuple[int, ...]


def _open_table(path: Path, delimiter: str) -> tuple[list[str], list[list[str]]]:
    if not path.exists() and not path.is_symlink():
        raise DataError("release file not found", where=str(path))
    # an unclosed quote, a NUL byte, a field over csv's size limit: named with the file and line
    rows = [record for _, record in csv_records(path, "release table", delimiter=delimiter,
                                                 quoting=csv.QUOTE_NONE if delimiter == "\t" else csv.QUOTE_MINIMAL)]
    if not rows:
        raise DataError("empty file (no header)", where=str(path))
    data = [r for r in rows[1:] if any(cell.strip() for cell in r)]
    if not data:  # a header alone validates nothing: say so instead of "0 rows, all fine"
        raise DataError("the file has a header but no data rows", where=str(path))
    return rows[0], data


def _check_header(path: Path, header: list[str], expected: list[str]) -> None:
    got = [h.strip() for h in header]
    if got != expected:
        raise DataError(f"header is {got}, expected {expected}", where=f"{path}: header")


def _binary(path: Path, row: int, field: str, cell: str, allow_blank: bool) -> int | None:
    text = cell.strip()
    if text == "" and allow_blank:
        return None
    try:
        value = float(text)
    except ValueError:
        raise DataError(f"label {text!r} is not 0 or 1", where=f"{path}: row {row}, field {field}") from None
    if value not in (0.0, 1.0):
        raise DataError(f"label {text!r} is not 0 or 1", where=f"{path}: row {row}, field {field}")
    return int(value)


def _load_sentence_table(path: Path, allow_blank: bool) -> list[tuple[int, str, str, tuple[int | None, ...]]]:
    out = []
    for i, cells in _labelled_rows(path, "\t", ("Sentence", "Object")):
        sentence, obj = cells[0].strip(), cells[1]
        if not sentence:
            raise DataError("empty sentence", where=f"{path}: row {i}, field Sentence")
        if not obj.strip():
            raise DataError("empty object", where=f"{path}: row {i}, field Object")
        labels = tuple(_binary(path, i, c, cell, allow_blank) for c, cell in zip(CLASSES, cells[2:]))
        out.append((i, sentence, obj, labels))
    return out



def _labelled_rows(path: Path, delimiter: str, first: tuple[str, ...]) -> Iterator[tuple[int, list[str]]]:
    """(row number, cells) of a release table whose columns are `first` then the 15 classes: a wrong header or
    a row of another width is a DataError naming the file and row."""
    header, rows = _open_table(path, delimiter)
    _check_header(path, header, [*first, *CLASSES])
    width = len(first) + len(CLASSES)
    for i, cells in enumerate(rows, start=1):
        if len(cells) != width:
            raise DataError(f"{len(cells)} fields, expected {width}", where=f"{path}: row {i}")
        yield i, cells

def _benchmark_dir(data_dir: str | Path) -> Path:
    path = resolve_data_dir(data_dir, "grafford")
    if path is None:
        raise DataError("no GRAFFORD data folder given (use --data DIR or PHYSKB_DATA)")
    return path


def load_grafford(data_dir: str | Path, filename: str = MAIN_FILE) -> list[GraffordRow]:
    """The release's sentence-object rows with binary labels (default: the 2,368-row main file).

    `data_dir` may be the shared data folder or its grafford/ folder. `filename` also
    accepts the few-shot file (same format).
    """
    path = _benchmark_dir(data_dir) / filename
    return [GraffordRow(i, s, o, tuple(int(v) for v in labels)) for i, s, o, labels in _load_sentence_table(path, False)]


def load_high_agreement(data_dir: str | Path) -> list[AgreementRow]:
    """The high-agreement file: labels 1/0 where annotators agreed, None (blank) elsewhere."""
    path = _benchmark_dir(data_dir) / AGREEMENT_FILE
    return [AgreementRow(i, s, o, labels) for i, s, o, labels in _load_sentence_table(path, True)]


def load_zhu_synsets(data_dir: str | Path) -> list[SynsetRow]:
    """The 62 Zhu et al. 2014 objects as WordNet synsets with 15 binary labels."""
    path = _benchmark_dir(data_dir) / ZHU_FILE
    out = []
    for i, cells in _labelled_rows(path, ",", ("", "ImageNet synset")):
        labels = tuple(int(_binary(path, i, c, cell, False)) for c, cell in zip(CLASSES, cells[2:]))
        out.append(SynsetRow(i, cells[0].strip(), cells[1].strip(), labels))
    return out
