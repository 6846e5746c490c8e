"""Words live in kb/language: no Python literal outside the story reader's area copies a kb word set.

A literal collection of four or more words of which three in four are one word set or word list of
kb/language/en.lp or it.lp is a second copy of that table (the copies drifted apart before: a parser's
particles 14 words, the kb's 5); read the kb's set through solver.language.lexicon instead, or give the
kb a set of its own with the reason the two differ."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from solver.language import lexicon
from solver.logic import words as W
from solver.logic.tables import read

ROOT = Path(__file__).resolve().parent.parent
# the story reader's own modules, moved onto the kb by another branch (its word tables with them)
READER_AREA = ("solver/actions/reader", "solver/actions/lexicon.py", "solver/actions/state_reports.py")
_WORD = re.compile(r"^[a-zà-ù][a-zà-ù' ]{1,30}$")


def _kb_sets() -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for lang in lexicon.LANGUAGES:
        path = lexicon._lexicon_file(lang)
        for row in read(path, W.Word):
            out[f"{lang}:word({row.set})"] = out.get(f"{lang}:word({row.set})", frozenset()) | {row.word}
        for row in read(path, W.WordList):
            out[f"{lang}:word_list({row.list})"] = frozenset(row.words)
    return out


def _literals(tree: ast.Module) -> list[tuple[int, list[str]]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Set, ast.Tuple, ast.List)) and len(node.elts) >= 4:
            texts = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            if len(texts) == len(node.elts) and all(_WORD.match(t) for t in texts):
                found.append((node.lineno, texts))
    return found


def copies(files: dict[str, ast.Module], kb: dict[str, frozenset[str]]) -> list[str]:
    out = []
    for rel, tree in files.items():
        for line, texts in _literals(tree):
            for name, kb_set in kb.items():
                if sum(t in kb_set for t in texts) * 4 >= len(texts) * 3:
                    out.append(f"{rel}:{line} copies {name}: {texts}")
                    break
    return out


def test_no_python_literal_copies_a_kb_word_set() -> None:
    files = {p.relative_to(ROOT).as_posix(): ast.parse(p.read_text(encoding="utf-8"))
             for package in ("solver", "probes") for p in sorted((ROOT / package).rglob("*.py"))}
    files = {rel: tree for rel, tree in files.items() if not rel.startswith(READER_AREA)}
    assert copies(files, _kb_sets()) == []


def test_the_check_sees_a_copy() -> None:
    tree = ast.parse('PARTICLES = frozenset({"up", "down", "off", "away", "back"})\nMODES = ("mlm", "cloze", "nli", "generate")\n')
    assert len(copies({"x.py": tree}, _kb_sets())) == 1
