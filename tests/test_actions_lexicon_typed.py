"""The action lexicon and the reader's words read through solver/logic's typed predicates (issue 33, item 8)."""
from __future__ import annotations

import ast
from pathlib import Path

import clingo
import pytest

from solver.actions.lexicon import load_lexicon
from solver.errors import DataError
from solver.logic.action_lexicon import PatternItemsField, ReaderWord, VerbPattern, WordEnding, ground_tables

READER = Path(__file__).resolve().parent.parent / "solver" / "actions" / "reader"


def test_pattern_items_read_words_and_slots_and_write_back() -> None:
    sym = clingo.parse_term('("put",obj,"in",dest)')
    assert PatternItemsField.cltopy(sym) == ("put", "<obj>", "in", "<dest>")
    assert PatternItemsField.cltopy(clingo.parse_term('"sneeze"')) == ("sneeze",)
    assert PatternItemsField.pytocl(("put", "<obj>")) == clingo.parse_term('("put",obj)')


def test_tables_are_ground_from_facts_and_rules(tmp_path: Path) -> None:
    path = tmp_path / "words.lp"
    path.write_text('word(en,W,told_new) :- W = ("new";"another").\npattern(en,open,("open",obj)).\n'
                    'word_ending(it,"ndo",not_command).\n')
    t = ground_tables([path], (ReaderWord, VerbPattern, WordEnding), source="a test")
    assert sorted(w.word for w in t[ReaderWord]) == ["another", "new"]
    assert [p.items for p in t[VerbPattern]] == [("open", "<obj>")]
    assert [(e.lang, e.ending) for e in t[WordEnding]] == [("it", "ndo")]


@pytest.mark.parametrize("fact", ['word(en,new,told_new).', 'word(en,"new").\nword(en,"a",det).', 'pattern(en,open,("open",3)).'])
def test_a_fact_that_does_not_fit_its_table_is_an_error_not_dropped(tmp_path: Path, fact: str) -> None:
    path = tmp_path / "bad.lp"
    path.write_text(fact + "\n")
    with pytest.raises(DataError):
        ground_tables([path], (ReaderWord, VerbPattern), source="a test")


def test_the_readers_words_come_from_kb_language() -> None:
    lex = load_lexicon()
    assert lex.is_word("en", "another", "told_new") and lex.is_word("it", "altra", "told_new")
    assert lex.is_word("it", "rimaste", "left_over") and lex.is_word("it", "ho", "first_person")
    assert lex.ends_as("it", "tornando", "not_command") and not lex.ends_as("it", "prendi", "not_command")
    assert list(lex.instrument_role_preps["en"]) == ["with", "using", "on", "under"]  # tried in rank order
    assert lex.prep_roles[("en", "out of")] == "src"
    assert lex.reports.part_class and lex.reports.synsets


def _word_tables(tree: ast.Module) -> list[str]:
    """Module-level names bound to a set, tuple, list or dict literal of three or more strings (a word table)."""
    found = []
    for node in tree.body:
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if isinstance(value, ast.Call) and value.args:  # frozenset({...})
            value = value.args[0]
        items = value.elts if isinstance(value, (ast.Set, ast.Tuple, ast.List)) else \
            value.keys if isinstance(value, ast.Dict) else []
        if sum(isinstance(i, ast.Constant) and isinstance(i.value, str) for i in items) >= 3:
            found.append(f"line {node.lineno}")
    return found


def test_the_reader_keeps_no_word_tables() -> None:
    """Words the reader tells apart are kb/ facts (kb/actions/words.lp, kb/language/reader_*.lp)."""
    tables = {p.name: found for p in sorted(READER.glob("*.py"))
              if (found := _word_tables(ast.parse(p.read_text(encoding="utf-8"))))}
    assert not tables, tables
