"""--shots K --shot-seed S on real runs with a tiny random causal LM: demos outside the scored items and their
groups, recorded in run.json, and put before every question."""
from __future__ import annotations

import json

from probes_models import built
from probes import benchmarks
from probes.benchmarks.runner import BenchmarkProbeOptions


def _cli(*args: str):
    from typer.testing import CliRunner

    import solver.cli  # noqa: F401
    from solver.cli_apps import app

    return CliRunner().invoke(app, list(args))


def test_gita_demos_never_come_from_a_scored_story_group(tmp_path, gita_data):
    out = tmp_path / "run"
    res = _cli("probe", "gita", "--data", str(gita_data), "--model", str(built("llama")), "--limit", "3",
               "--shots", "2", "--shot-seed", "7", "--out", str(out), "--json")
    assert res.exit_code == 0, res.output
    record = json.loads((out / "run.json").read_text())
    shots = record["settings"]["shots"]
    assert shots["shots"] == 2 and shots["shot_seed"] == 7 and len(shots["demo_ids"]) == 2
    scored = [json.loads(line)["id"] for line in (out / "items.jsonl").read_text().splitlines()]
    base = lambda i: i.split("-")[0]  # noqa: E731
    assert not {base(d) for d in shots["demo_ids"]} & {base(s) for s in scored}
    assert record["prompt_format"]["demo_ids"] == shots["demo_ids"]


def test_demos_precede_each_question_and_other_seeds_draw_others(tmp_path, cccons_data):
    from probes.fewshot import ShotAdapter

    bench = benchmarks.get("cccons")
    opts = BenchmarkProbeOptions(benchmark="cccons", model=str(built("llama")), method="cloze", data=str(cccons_data),
                                 limit=4, shots=3, shot_seed=1)
    from probes.benchmarks.runner import _with_demos

    loaded = bench.load_items(opts.data, opts.limit)
    adapter = _with_demos(bench, bench.adapter("causal", "cloze", {}), opts, loaded)
    assert isinstance(adapter, ShotAdapter) and len(adapter.plan.demo_ids) == 3
    item = loaded[0][1]
    (request,) = adapter.requests(item)
    (plain,) = bench.adapter("causal", "cloze", {}).requests(item)
    assert request.text.endswith(plain.text) and request.text.count("\n\n") == 3
    assert "larger" in request.text.split(plain.text)[0] or "smaller" in request.text.split(plain.text)[0]
    opts.shot_seed = 2
    assert _with_demos(bench, bench.adapter("causal", "cloze", {}), opts, loaded).plan.demo_ids != adapter.plan.demo_ids
    groups = {bench.demo_group(it) for _, it in loaded}
    pool = {it.id: it for _, it in bench.load_items(opts.data, None)}
    assert not {bench.demo_group(pool[d]) for d in adapter.plan.demo_ids} & groups
