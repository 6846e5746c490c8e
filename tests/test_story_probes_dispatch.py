"""diff / explain / report dispatch on run.json's benchmark; a report over several benchmarks has a section each."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from probes import benchmarks
from story_probe_helpers import answers_for, kb_item, kb_pair, write_run
from test_report_explain import fake_view  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parent.parent


def _cli(*args: str):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


def _gita_run(tmp_path: Path) -> Path:
    items = [kb_item("milk_from_closed_fridge"), kb_item("milk_from_open_fridge"), kb_item("fan_without_power")]
    answers = [answers_for(items[0], 1), answers_for(items[1], 1, pair=(0, 1)), answers_for(items[2], 0)]
    return write_run(tmp_path / "gita-run", "gita", items, answers)


def _trip_run(tmp_path: Path) -> Path:
    item = kb_pair("bread")
    plausible = next(k for k, s in enumerate(item.stories) if s.plausible)
    return write_run(tmp_path / "trip-run", "trip", [item], [answers_for(item, plausible)])


def test_registry_knows_the_story_benchmarks_and_names_unknown_ones():
    assert {"coat", "gita", "trip"} <= set(benchmarks.names())
    import pytest

    from solver.errors import UnknownNameError

    with pytest.raises(UnknownNameError, match="closest known: gita"):
        benchmarks.get("gitta")


def test_diff_dispatches_to_the_tiered_scores(tmp_path):
    run = _gita_run(tmp_path)
    res = _cli("diff", str(run), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["benchmark"] == "gita" and len(data["items"]) == 3
    # milk_from_closed_fridge verifiable; milk_from_open_fridge wrong; fan_without_power judged plausible: wrong
    assert data["tiered"]["accuracy"] == round(100 / 3, 2) and data["tiered"]["verifiability"] == round(100 / 3, 2)
    assert data["solver"]["accuracy"] is not None and "random" in data["baselines"]
    lines = [json.loads(x) for x in (run / "tiered_predictions.jsonl").read_text().splitlines()]
    assert [x["story_id"] for x in lines] == ["milk_from_closed_fridge", "milk_from_open_fridge", "fan_without_power"]
    text = _cli("diff", str(run))
    assert text.exit_code == 0 and "verif" in text.stdout


def test_score_tiered_command_reads_the_runs_tiered_file(tmp_path):
    run = _gita_run(tmp_path)
    benchmarks.get("gita").diff(run)
    stories = tmp_path / "stories"
    stories.mkdir()
    for name in ("milk_from_closed_fridge", "milk_from_open_fridge", "fan_without_power"):
        shutil.copy(ROOT / "kb" / "stories" / f"{name}.json", stories)
    res = _cli("score", "tiered", "--gold", str(stories), "--pred", str(run / "tiered_predictions.jsonl"), "--json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["accuracy"] == round(100 / 3, 2)


def test_explain_dispatches_item_and_all(tmp_path):
    run = _gita_run(tmp_path)
    one = _cli("explain", str(run), "--item", "fan_without_power", "--json")
    assert one.exit_code == 0, one.output
    assert json.loads(one.stdout)["category"] == "judged an implausible story plausible"
    every = _cli("explain", str(run), "--all")
    assert every.exit_code == 0 and "2 errors" in every.stdout and "judged a plausible story implausible" in every.stdout


def test_report_has_one_section_per_benchmark_with_the_papers_layout(tmp_path, papers):
    out = tmp_path / "report"
    res = _cli("report", str(_gita_run(tmp_path)), str(_trip_run(tmp_path)), "--out", str(out))
    assert res.exit_code == 0, res.output
    md = (out / "report.md").read_text()
    assert "## GITA:" in md and "## TRIP:" in md and md.index("## GITA:") < md.index("## TRIP:")
    assert "paper: XLM-RoBERTa (trained on TRIP-en) (Table 4)" in md and "72.6 / 19.6 / 2.5" in md  # the paper's figures beside ours, per pair
    assert "58.1 / 1.6 / 0.8" in md
    assert "cloze" not in md.split("## TRIP:")[1].split("####")[0]  # TRIP has no cloze partition
    assert "per pair (the papers' unit" in md and "per story (a second view" in md
    assert md.index("## Summary") < md.index("## GITA:")  # the verdicts come first
    assert (out / "plots" / "gita_tiered.png").is_file()
    assert (out / "plots" / "trip_tiered.png").is_file() and (out / "report.html").is_file()
    figures = json.loads((out / "report.json").read_text())
    assert set(figures["benchmarks"]) == {"gita", "trip"}


def test_report_mixing_coat_and_stories_keeps_coats_tables(tmp_path, fake_view, monkeypatch):  # noqa: F811
    import probes.benchmarks.coat.explain
    from probes.report import build_report
    from test_report_diff import CHOICES, RANKINGS, hand_items
    from test_report_diff import write_run as write_coat_run

    monkeypatch.setattr(probes.benchmarks.coat.explain, "solver_for_run", lambda run, data=None, profile=None: fake_view)
    coat = write_coat_run(tmp_path / "coat-run", hand_items(), CHOICES, model="tiny-a", rankings=RANKINGS)
    alone = build_report([coat], tmp_path / "coat-only", progress=False).markdown.read_text()
    assert alone.startswith("# physkb probe report: coat") and "## COAT:" in alone  # one report path: a section
    result = build_report([_gita_run(tmp_path), coat], tmp_path / "mixed", progress=False)
    md = result.markdown.read_text()
    assert md.index("## COAT:") < md.index("## GITA:")  # registry order, whatever the argument order
    assert "| tiny-a (loglik) |" in md and "### Task-1: ideal configuration" in md
    assert (tmp_path / "mixed" / "plots" / "accuracy_vs_options.png").is_file()
