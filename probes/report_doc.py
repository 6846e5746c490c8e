"""A tiny document model rendered twice, as Markdown and as standalone HTML.

The report is built once as a list of blocks so the two formats can never say different
things; no template engine is needed for headings, paragraphs, tables, images and code.
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Union


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


@dataclass
class Image:
    path: str  # relative to the report folder
    alt: str


@dataclass
class Preformatted:
    text: str


Block = Union[Heading, Paragraph, Table, Image, Preformatted]


@dataclass
class Document:
    title: str
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> None:
        self.blocks.extend(blocks)


def _md_cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def to_markdown(doc: Document) -> str:
    out = [f"# {doc.title}", ""]
    for block in doc.blocks:
        if isinstance(block, Heading):
            out += ["#" * block.level + " " + block.text, ""]
        elif isinstance(block, Paragraph):
            out += [block.text, ""]
        elif isinstance(block, Table):
            if block.caption:
                out += [f"*{block.caption}*", ""]
            out.append("| " + " | ".join(_md_cell(h) for h in block.header) + " |")
            out.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(block.header))) + "|")
            for row in block.rows:
                out.append("| " + " | ".join(_md_cell(c) for c in row) + " |")
            out.append("")
        elif isinstance(block, Image):
            out += [f"![{block.alt}]({block.path})", ""]
        elif isinstance(block, Preformatted):
            out += ["```", block.text, "```", ""]
    return "\n".join(out).rstrip() + "\n"


_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; }
td:not(:first-child), th:not(:first-child) { text-align: right; }
th { background: #f2f2f2; }
caption { caption-side: top; text-align: left; font-style: italic; padding-bottom: 0.25rem; }
pre { background: #f7f7f7; padding: 0.75rem; overflow-x: auto; font-size: 0.85rem; }
img { max-width: 100%; }
"""


def to_html(doc: Document) -> str:
    esc = html.escape
    out = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
           f"<title>{esc(doc.title)}</title><style>{_STYLE}</style></head><body>", f"<h1>{esc(doc.title)}</h1>"]
    for block in doc.blocks:
        if isinstance(block, Heading):
            out.append(f"<h{block.level}>{esc(block.text)}</h{block.level}>")
        elif isinstance(block, Paragraph):
            out.append(f"<p>{esc(block.text)}</p>")
        elif isinstance(block, Table):
            out.append("<table>")
            if block.caption:
                out.append(f"<caption>{esc(block.caption)}</caption>")
            out.append("<tr>" + "".join(f"<th>{esc(str(h))}</th>" for h in block.header) + "</tr>")
            for row in block.rows:
                out.append("<tr>" + "".join(f"<td>{esc(str(c))}</td>" for c in row) + "</tr>")
            out.append("</table>")
        elif isinstance(block, Image):
            out.append(f"<p><img src=\"{esc(block.path)}\" alt=\"{esc(block.alt)}\"></p>")
        elif isinstance(block, Preformatted):
            out.append(f"<pre>{esc(block.text)}</pre>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
