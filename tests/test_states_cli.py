"""The states commands end to end: check-story, validate gita/trip, score tiered, errors, demo summary."""
from __future__ import annotations

import pytest
import json

from solver.paths import KB_DIR


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_check_story_default_and_file(cli):
    code, out, err = cli("check-story")
    assert code == 0, err
    assert "milk_from_closed_fridge: implausible: sentence 1 -> sentence 2" in out
    assert "container_access" in out
    code, out, err = cli("check-story", str(KB_DIR / "stories" / "milk_from_closed_fridge.json"), "--json")
    result = json.loads(out)
    assert (result["evidence"], result["breakpoint"]) == (1, 2)
    assert "container_access" in result["rules"] and result["explanation"].startswith("sentence 1")


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_validate_commands_json(cli, shared_data):
    code, out, err = cli("validate", "gita", "--data", str(shared_data), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert set(report["summary"]["by_partition"]) >= {"cloze", "order"}
    for field in ("implausible_total", "exact_pair", "breakpoint_only", "plausible_total", "plausible_flagged"):
        assert field in report["summary"]
    code, out, err = cli("validate", "trip", "--data", str(shared_data / "trip"))
    assert code == 0, err
    assert out.startswith("trip: computed conflict pair")


def test_score_tiered(cli, tmp_path):
    gold = KB_DIR / "stories"
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"story_id": "milk_from_closed_fridge", "plausible": False,
                                 "breakpoint": 2, "evidence": 1}) + "\n")
    code, out, err = cli("score", "tiered", "--gold", str(gold), "--pred", str(preds), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["predicted"] == 1 and result["stories"] >= 12


def test_errors_are_one_message(cli, tmp_path):
    code, out, err = cli("validate", "gita", "--data", str(tmp_path / "nope"))
    assert code == 1 and "data folder does not exist" in err and "Traceback" not in err
    bad = tmp_path / "s.json"
    bad.write_text(json.dumps({"id": "x", "sentences": ["a."], "states": [[{"entity": "e", "attribute": "colr"}]]}))
    code, out, err = cli("check-story", str(bad))
    assert code == 2 and "closest known: color" not in err and "unknown attribute 'colr'" in err


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_demo_summary(shared_data):
    from solver.states.demo import summary
    from solver.states.loaders import load_project_stories

    text = summary(shared_data)
    assert text.startswith(f"kb stories: {len(load_project_stories(KB_DIR / 'stories'))} checked")
    assert "gita: exact pair" in text and "trip: exact pair" in text and "cloze:" in text
    assert "DIFFERS" not in text
    assert summary(None).count("\n") >= 16


def test_validate_gita_partition_columns_add_up_and_check_story_says_how_sentences_count(gita_data):
    """Every implausible story lands in exactly one of exact / bp_only / wrong_pair / missed."""
    from solver.states.commands import SENTENCE_NUMBERS
    from solver.states.loaders import load_gita
    from solver.states.validate import validate

    report = validate(load_gita(gita_data), "gita")
    rows = [report.summary] + list(report.summary.get("by_partition", {}).values())
    for counts in rows:
        assert counts["exact_pair"] + counts["breakpoint_only"] + counts["wrong_pair"] + counts["missed"] == \
            counts["implausible_total"]
    assert "count from 0" in SENTENCE_NUMBERS
