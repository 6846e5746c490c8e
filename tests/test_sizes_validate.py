"""The CConS loader, the validator on the release, and the CLI commands."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.errors import DataError
from solver.sizes.loaders import load_cccons, load_cccons_file

pytestmark = pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite (module fixtures over ~5 s)


@pytest.fixture(scope="module")
def report(cccons_data: Path):
    from solver.sizes.validate import validate_cccons

    return validate_cccons(cccons_data)


def test_loader_reads_every_file_with_subset_and_difficulty(cccons_data: Path):
    rows = load_cccons(cccons_data)
    assert len(rows) == 3293
    full = [r for r in rows if r.difficulty == "full"]
    assert len(full) == 1104
    assert sum(r.subset == "normal" for r in full) == 772
    assert {r.difficulty for r in rows} == {"full", "easy", "difficult", "nocontext"}
    nc = next(r for r in rows if r.difficulty == "nocontext")
    assert nc.context == "" and nc.label in (0, 1) and nc.gold in ("smaller", "bigger")


def test_loader_names_file_record_and_field(tmp_path: Path):
    bad = tmp_path / "normal_auto_easy_new.csv"
    bad.write_text('"A box contains a key.",key,box,1\n"A box contains a key.",key,box,2\n')
    with pytest.raises(DataError) as err:
        load_cccons_file(bad)
    assert "normal_auto_easy_new.csv: line 2, field label" in str(err.value)
    bad.write_text('"A box contains a key.",key,box\n')
    with pytest.raises(DataError, match="line 1.*expected 4 fields"):
        load_cccons_file(bad)
    with pytest.raises(DataError, match="no CConS files"):
        load_cccons(tmp_path / "..")


def test_goals_on_the_release(report):
    context = [f for f in report.files if f.difficulty != "nocontext"]
    assert len(context) == 6
    for f in context:
        assert f.coverage >= 0.95, f.file
        assert f.implied_accuracy >= 0.97, f.file
    assert report.flag["f1"] >= 0.86  # goal 0.93 not met: the errors left are listed by cause in the README
    nocontext = {f.subset: f.prior_accuracy for f in report.files if f.difficulty == "nocontext"}
    assert nocontext["normal"] > 0.85  # the prior alone answers ordinary items
    assert nocontext["adversarial"] < 0.2  # and, by construction, not counter-commonsense ones
    assert report.order["ok"]


def test_release_anomalies_are_reported(report):
    kinds = {a.kind for a in report.anomalies}
    assert {"duplicate", "typo", "nocontext_mismatch", "split_not_in_full", "full_not_in_split"} <= kinds
    details = [a.detail for a in report.anomalies]
    assert any("'strecher' for 'stretcher'" in d for d in details)
    assert any("'carrried' for 'carried'" in d for d in details)
    assert any("'an key'" in d for d in details)
    assert any(a.kind == "duplicate" and a.file == "adversarial_auto_new.csv" and "identical" in a.detail
               for a in report.anomalies)
    assert any(a.kind == "nocontext_mismatch" and "'gorilla'" in a.detail for a in report.anomalies)


def test_cli_size_text_and_json(cli):
    code, out, err = cli("size", "A hat now accommodates a strecher.", "hat", "strecher")
    assert code == 0, err
    assert "bigger" in out and "counter-commonsense" in out and "accommodates" in out
    code, out, _ = cli("size", "", "elephant", "mouse", "--json")
    data = json.loads(out)
    assert data["answer"] == "bigger" and data["implied"] == "unknown" and data["prior_bigger"] > 0.99


def test_cli_size_unknown_noun_exits_2(cli):
    code, out, err = cli("size", "A box contains a glorb.", "glorb", "box")
    assert code == 2
    assert "unknown noun 'glorb'" in err and "Traceback" not in err


def test_cli_validate_cccons_json(cli, cccons_data: Path):
    code, out, err = cli("validate", "cccons", "--data", str(cccons_data.parent), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["rows"] == 3293 and len(data["files"]) == 8
    assert data["anomaly_counts"]["typo"] > 0 and "f1" in data["flag"]


def test_cli_validate_cccons_needs_data(cli, tmp_path: Path):
    code, _, err = cli("validate", "cccons", "--data", str(tmp_path / "missing"))
    assert code == 1 and "does not exist" in err
