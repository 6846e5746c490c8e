"""CSV and TSV tables read with their line numbers (issue 30: an unbalanced quote merged CConS rows and
`validate cccons` exited 0; NUL bytes in contexts were accepted)."""
from __future__ import annotations

import pytest

from solver.csvfiles import csv_dicts, csv_records
from solver.errors import DataError

ROWS = "the cat sat on the mat,cat,mat,1\nthe mouse hid under the bed,mouse,bed,1\nthe dog ran past the car,dog,car,1\n"


def _cccons(tmp_path, text: str):
    folder = tmp_path / "cccons"
    folder.mkdir()
    (folder / "normal_auto_new.csv").write_text(text, encoding="utf-8")
    return folder


def test_an_unclosed_quote_that_swallows_rows_names_the_file_and_line(tmp_path):
    from solver.sizes.loaders import load_cccons

    text = ROWS.replace("the mouse hid", '"the mouse hid', 1) + 'the box, "stood" there,box,wall,0\n'
    folder = _cccons(tmp_path, text)
    with pytest.raises(DataError, match=r"normal_auto_new\.csv: line 2: a quoted field runs from line 2 to line 4"):
        load_cccons(folder)


def test_a_quote_never_closed_names_its_line(tmp_path):
    from solver.sizes.loaders import load_cccons

    folder = _cccons(tmp_path, ROWS + '"the cup fell off the table,cup,table,1\n')
    with pytest.raises(DataError, match=r"line 4: a quote .* is never closed"):
        load_cccons(folder)


def test_a_nul_byte_in_a_context_names_its_line(tmp_path):
    from solver.sizes.loaders import load_cccons

    folder = _cccons(tmp_path, ROWS.replace("the dog ran", "the dog\x00 ran"))
    with pytest.raises(DataError, match=r"normal_auto_new\.csv: line 3: holds a NUL byte"):
        load_cccons(folder)


def test_a_well_formed_file_keeps_its_rows_and_quoted_commas(tmp_path):
    from solver.sizes.loaders import load_cccons

    rows = load_cccons(_cccons(tmp_path, ROWS + '"the cup, full, fell off the table",cup,table,1\n'))
    assert len(rows) == 4 and rows[-1].context == "the cup, full, fell off the table" and rows[-1].line == 4


def test_cli_validate_cccons_exits_1_naming_the_line(tmp_path, monkeypatch, capsys):
    from conftest import run_in_process

    folder = _cccons(tmp_path, ROWS.replace("the mouse hid", '"the mouse hid', 1))
    code, _, err = run_in_process(["validate", "cccons", "--data", folder], monkeypatch, capsys)
    assert code == 1 and "normal_auto_new.csv: line 2" in err and "Traceback" not in err, err


def test_tsv_tables_and_header_tables(tmp_path):
    tsv = tmp_path / "t.tsv"
    tsv.write_text("a\tb\n1\t2\x003\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"t\.tsv: line 2: holds a NUL byte"):
        list(csv_records(tsv, delimiter="\t"))
    table = tmp_path / "t.csv"
    table.write_text("x,y\n1,2\n3,4,5\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"t\.csv: line 3: 3 fields where the header has 2"):
        csv_dicts(table)
    table.write_text("x,y\n1,2\n\n3,4\n", encoding="utf-8")
    header, rows = csv_dicts(table, required=("x",))
    assert header == ["x", "y"] and rows == [(2, {"x": "1", "y": "2"}), (4, {"x": "3", "y": "4"})]
