"""The first sheet of an .xlsx workbook as rows of strings, read with the standard library.

GITA's spreadsheet is the authors' own count of their stories (the paper's Table 3 matches
it, not the JSON release); reading it needs no spreadsheet package.
"""
from __future__ import annotations

import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

from solver.errors import DataError

_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


def _text(node) -> str:
    return "".join(t.text or "" for t in node.iter(f"{_NS}t"))


def read_first_sheet(path: Path) -> list[dict[str, str]]:
    """Rows as {column letter: text}; the header row included."""
    try:
        with zipfile.ZipFile(path) as z:
            names = set(z.namelist())
            shared = ([_text(si) for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall(f"{_NS}si")]
                      if "xl/sharedStrings.xml" in names else [])
            sheet = ET.fromstring(z.read("xl/worksheets/sheet1.xml"))
    except (zipfile.BadZipFile, KeyError, ET.ParseError) as err:
        raise DataError(f"not a readable .xlsx workbook ({err})", where=str(path)) from None
    rows = []
    data = sheet.find(f"{_NS}sheetData")
    for row in (data.findall(f"{_NS}row") if data is not None else []):
        cells = {}
        for c in row.findall(f"{_NS}c"):
            col = re.match(r"[A-Z]+", c.get("r", "")).group() if c.get("r") else str(len(cells))
            v = c.find(f"{_NS}v")
            if v is not None:
                cells[col] = shared[int(v.text)] if c.get("t") == "s" else (v.text or "")
            elif c.find(f"{_NS}is") is not None:
                cells[col] = _text(c.find(f"{_NS}is"))
        rows.append(cells)
    return rows
