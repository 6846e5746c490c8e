"""A tiny document model rendered twice, as Markdown and as standalone HTML.

The report is built once as a list of blocks so the two formats can never say different
things; no template engine is needed for headings, paragraphs, tables, images and code.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Union


MAX_COLUMNS = 7  # more columns than this do not fit an A4 page (nor 1,400 px) at the report's font size


@dataclass
class Heading:
    text: str
    level: int = 2


@dataclass
class Paragraph:
    text: str


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]]
    caption: str = ""

    def fitted(self, max_columns: int = MAX_COLUMNS) -> "Table":
        """The table as it fits a page: with more columns than `max_columns` and fewer rows than
        columns, turned a quarter (the columns, e.g. variations, become rows; the models columns),
        unless its cells are long texts (then `pieces` splits it by columns instead)."""
        if len(self.header) <= max_columns or len(self.rows) + 1 >= len(self.header):
            return self
        if any(len(str(c)) > 24 and not _NUMERIC.match(str(c)) for r in self.rows for c in r[1:]):
            return self  # text cells (paths, prompts) wrap in their columns; turned, every column would be one
        header = [self.header[0]] + [str(r[0]) for r in self.rows]
        rows = [[self.header[k]] + [r[k] if k < len(r) else "" for r in self.rows] for k in range(1, len(self.header))]
        caption = (self.caption + " " if self.caption else "") + "(turned: one row per column of the paper's layout)"
        return Table(header, rows, caption)

    def pieces(self, max_columns: int = MAX_COLUMNS) -> list["Table"]:
        """The table as it fits a page: turned when that is enough (fitted), else split into tables of at most
        `max_columns` columns, each repeating the first column (the row names) and saying which part it is."""
        table = self.fitted(max_columns)
        if len(table.header) <= max_columns:
            return [table]
        columns = len(table.header) - 1
        count = -(-columns // (max_columns - 1))
        per = -(-columns // count)  # parts of about equal width, never a last part of one column
        groups = [list(range(k, min(k + per, len(table.header)))) for k in range(1, len(table.header), per)]
        out = []
        for n, cols in enumerate(groups, 1):
            part = f"(part {n} of {len(groups)}: columns {table.header[cols[0]]} to {table.header[cols[-1]]})"
            out.append(Table([table.header[0]] + [table.header[k] for k in cols],
                             [[r[0]] + [r[k] if k < len(r) else "" for k in cols] for r in table.rows],
                             (table.caption + " " if table.caption else "") + part))
        return out


@dataclass
class Image:
    path: str  # relative to the report folder
    alt: str


@dataclass
class Beside:
    """A table with its plot beside it (below it when the page is narrow)."""

    table: Table
    image: Image


@dataclass
class Preformatted:
    text: str


Block = Union[Heading, Paragraph, Table, Image, Preformatted, Beside]


@dataclass
class Document:
    title: str
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> None:
        self.blocks.extend(blocks)


def _md_cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _md_table(block: Table) -> list[str]:
    out = [f"*{block.caption}*", ""] if block.caption else []
    out.append("| " + " | ".join(_md_cell(h) for h in block.header) + " |")
    out.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(block.header))) + "|")
    out += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in block.rows]
    return out + [""]


def to_markdown(doc: Document) -> str:
    out = [f"# {doc.title}", ""]
    for block in doc.blocks:
        if isinstance(block, Heading):
            out += ["#" * block.level + " " + block.text, ""]
        elif isinstance(block, Paragraph):
            out += [block.text, ""]
        elif isinstance(block, Beside):
            for piece in block.table.pieces():
                out += _md_table(piece)
            out += [f"![{block.image.alt}]({block.image.path})", ""]
        elif isinstance(block, Table):
            for piece in block.pieces():
                out += _md_table(piece)
        elif isinstance(block, Image):
            out += [f"![{block.alt}]({block.path})", ""]
        elif isinstance(block, Preformatted):
            out += ["```", block.text, "```", ""]
    return "\n".join(out).rstrip() + "\n"


# A4 printed with 12 mm margins: 186 mm of width, 703 CSS pixels (probes/browser_check.py lays the page out so).
PRINT_WIDTH_PX = 703
PRINT_STYLE = """
body { max-width: none; margin: 0; padding: 0; font-size: 9pt; }
table { font-size: 7pt; margin: 0.3rem 0 0.8rem; }
th, td { padding: 0.1rem 0.25rem; }
h1 { font-size: 14pt; } h2 { font-size: 12pt; break-after: avoid; } h3 { font-size: 10pt; break-after: avoid; }
tr, img, figure { break-inside: avoid; }
.beside { display: block; }
.beside > figure { margin: 0; }
pre { font-size: 7pt; }
"""
_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; vertical-align: top; }
td.num, th:not(:first-child) { text-align: right; }
th { background: #f2f2f2; }
/* A number is never broken mid-value; text cells and headers wrap between words only. */
td.num, .nw { white-space: nowrap; }
/* A figure with its interval ("53.3 [43.1–63.2]") may put the interval on a second line when the
   table is narrow; each part stays whole. */
td.num.ci { white-space: normal; }
td, th { overflow-wrap: normal; word-break: normal; hyphens: none; }
caption { caption-side: top; text-align: left; font-style: italic; padding-bottom: 0.25rem; }
code { font-size: 0.9em; background: #f2f2f2; padding: 0 0.15em; }
/* Explanations wrap inside the page: no horizontal scrolling, no reason cut off. */
pre { background: #f7f7f7; padding: 0.75rem; font-size: 0.85rem; white-space: pre-wrap; overflow-wrap: anywhere; }
img { max-width: 100%; height: auto; }
/* Tables are split to fit (Table.pieces), never scrolled: a scroll box hides columns from a reader and a printer. */
.table { max-width: 100%; }
.beside { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.beside > .table { flex: 1 1 28rem; min-width: 0; }
.beside > figure { flex: 1 1 32rem; margin: 0; min-width: 0; }
.summary td:last-child { text-align: left; }
@page { size: A4; margin: 12mm; }
@media print {""" + PRINT_STYLE + """}
"""


_CODE = re.compile(r"`([^`]+)`")


def _inline(text: str) -> str:
    """Text as HTML: escaped, with Markdown's `code` spans as <code> (no literal backticks on the page)."""
    out, at = [], 0
    for m in _CODE.finditer(text):
        out += [html.escape(text[at:m.start()]), f"<code>{html.escape(m.group(1))}</code>"]
        at = m.end()
    return "".join(out) + html.escape(text[at:])


_NUMERIC = re.compile(r"^[\s\d.,/%()\[\]+±−–*<>-]*\d[\s\d.,/%()\[\]+±−–*<>-]*$")


_JOINED = re.compile(r"\S*[-/–]\S*")


LONG_TOKEN = 24  # a joined token longer than this (a path, a long model name) may break at its / and -


def _text_cell(text: str) -> str:
    """A text cell's HTML: words joined by a hyphen, slash or dash ("TRIP-en)", "acc/cons") kept on one line;
    a longer one (a path) may break after its slashes and hyphens, else it would push the table off the page."""
    out, at = [], 0
    for m in _JOINED.finditer(text):
        token = m.group()
        if len(token) > LONG_TOKEN:
            joined = '<span class="long">' + re.sub(r"([/])", r"\1<wbr>", html.escape(token)) + "</span>"
        else:
            joined = f'<span class="nw">{_inline(token)}</span>'
        out += [_inline(text[at:m.start()]), joined]
        at = m.end()
    return "".join(out) + _inline(text[at:])


def _num_cell(text: str) -> str:
    """A numeric cell's HTML: one unbroken figure, or a figure with its interval, each part unbroken."""
    if " [" not in text:
        return f'<td class="num">{html.escape(text)}</td>'
    parts = " ".join(f'<span class="nw">{html.escape(p)}</span>' for p in text.split(" ") if p)
    return f'<td class="num ci">{parts}</td>'


def _html_table(block: Table) -> str:
    out = ['<div class="table"><table>']
    if block.caption:
        out.append(f"<caption>{_inline(block.caption)}</caption>")
    out.append("<tr>" + "".join(f"<th>{_text_cell(str(h))}</th>" for h in block.header) + "</tr>")
    out += ["<tr>" + "".join(_num_cell(str(c)) if k and _NUMERIC.match(str(c))
                             else f"<td>{_text_cell(str(c))}</td>" for k, c in enumerate(row)) + "</tr>" for row in block.rows]
    out.append("</table></div>")
    return "\n".join(out)


def to_html(doc: Document) -> str:
    esc = html.escape
    out = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
           f"<title>{esc(doc.title)}</title><style>{_STYLE}</style></head><body>", f"<h1>{esc(doc.title)}</h1>"]
    for block in doc.blocks:
        if isinstance(block, Heading):
            out.append(f"<h{block.level}>{_inline(block.text)}</h{block.level}>")
        elif isinstance(block, Paragraph):
            out.append(f"<p>{_inline(block.text)}</p>")
        elif isinstance(block, Beside):
            out.append('<div class="beside">')
            out += [_html_table(piece) for piece in block.table.pieces()]
            out.append(f'<figure><img src="{esc(block.image.path)}" alt="{esc(block.image.alt)}"></figure>')
            out.append("</div>")
        elif isinstance(block, Table):
            out += [_html_table(piece) for piece in block.pieces()]
        elif isinstance(block, Image):
            out.append(f"<p><img src=\"{esc(block.path)}\" alt=\"{esc(block.alt)}\"></p>")
        elif isinstance(block, Preformatted):
            out.append(f"<pre>{esc(block.text)}</pre>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
