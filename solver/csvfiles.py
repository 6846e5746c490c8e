"""Reading the CSV and TSV files of the releases and of our own tables: records with their line numbers.

Why not csv.reader alone: it reads a quote that is never closed as the start of one long field and
swallows the rows after it (an unbalanced quote in a CConS context merged rows, and `validate cccons`
still said all was well), and it passes NUL bytes through as text. Here a record that runs over more
than one line, a quote left open at the end of the file and a NUL byte are errors that name the file
and the line; no field of these tables holds a line break.
"""
from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Iterator

from solver.errors import DataError
from solver.textfiles import read_text


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def csv_records(path: str | Path, what: str = "CSV file", delimiter: str = ",",
                quoting: int = csv.QUOTE_MINIMAL) -> Iterator[tuple[int, list[str]]]:
    """(line number, fields) of every record, blank lines included as empty lists."""
    path = Path(path)
    text = read_text(path, what)
    nul = text.find("\x00")
    if nul >= 0:
        line = _line_of(text, nul)
        raise DataError("holds a NUL byte (\\x00): binary data, not a table", where=f"{path}: line {line}")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quoting=quoting, strict=True)
    start = 1
    try:
        for record in reader:
            if reader.line_num > start and any("\n" in field or "\r" in field for field in record):
                raise DataError(f"a quoted field runs from line {start} to line {reader.line_num}: a quote (\") "
                                "is not closed on its line, so the rows after it were merged into one field; "
                                'close the quote, or write a quote inside a field as two ("")',
                                where=f"{path}: line {start}")
            yield start, record
            start = reader.line_num + 1
    except csv.Error as err:
        if "unexpected end of data" in str(err):
            raise DataError("a quote (\") opened in this record is never closed (the file ends inside it)",
                            where=f"{path}: line {start}") from None
        if reader.line_num > start:
            raise DataError(f"a quoted field runs from line {start} to line {reader.line_num} ({err}): a quote "
                            "(\") is not closed on its line, so the rows after it were read into one field; "
                            'close the quote, or write a quote inside a field as two ("")',
                            where=f"{path}: line {start}") from None
        raise DataError(f"malformed CSV: {err}", where=f"{path}: line {reader.line_num}") from None


def csv_dicts(path: str | Path, what: str = "CSV file", required: tuple[str, ...] = ()
              ) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """The header and (line number, {column: value}) of every non-blank row; a row with more or fewer
    fields than the header, or a missing required column, names its line."""
    path = Path(path)
    records = csv_records(path, what)
    header: list[str] | None = None
    rows: list[tuple[int, dict[str, str]]] = []
    for line, record in records:
        if header is None:
            if not record:
                continue
            header = record
            missing = [c for c in required if c not in header]
            if missing:
                raise DataError(f"missing column(s) {', '.join(missing)}", where=f"{path}: line {line}")
            continue
        if not record or all(not field.strip() for field in record):
            continue
        if len(record) != len(header):
            raise DataError(f"{len(record)} fields where the header has {len(header)}", where=f"{path}: line {line}")
        rows.append((line, dict(zip(header, record))))
    if header is None:
        raise DataError("empty file (no header)", where=str(path))
    return header, rows
