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


def _gold_scores(item, adapter):
    """Answers that pick the gold option of every first-round question (so tier 3 is asked)."""
    from probes.benchmarks.stories.items import first_questions, question_gold
    from probes.requests import OptionScores

    out = []
    for q in first_questions(item):
        g = question_gold(item, q)
        sums = [0.0 if k == g else -5.0 for k in range(len(q.options))]
        out.append(OptionScores(sums, sums, [1] * len(sums), [1.0 / len(sums)] * len(sums)))
    return out


def test_tier3_follow_ups_get_demos_of_their_own_kind_from_outside_the_scored_groups(gita_data):
    """GITA tier-3 questions (asked after a right tier 1 and 2) are preceded by tier-3 demos: state questions of
    implausible stories outside the scored story groups, answered with their gold; run.json records their ids."""
    from probes.benchmarks.runner import _with_demos
    from probes.benchmarks.stories.items import state_questions

    bench = benchmarks.get("gita")
    opts = BenchmarkProbeOptions(benchmark="gita", model="x", method="loglik", data=str(gita_data), limit=12,
                                 shots=2, shot_seed=3)
    loaded = bench.load_items(opts.data, opts.limit)
    plain = bench.adapter("causal", "loglik", {})
    adapter = _with_demos(bench, plain, opts, loaded)
    follow_ids = adapter.plan.follow_up_demo_ids
    assert len(follow_ids) == 2 and adapter.plan.to_json()["follow_up_demo_ids"] == list(follow_ids)
    pool = {it.id: it for _, it in bench.load_items(opts.data, None)}
    scored_groups = {bench.demo_group(it) for _, it in loaded}
    assert not {bench.demo_group(pool[d]) for d in follow_ids} & scored_groups
    assert all(plain.follow_up_shot_answers(pool[d]) for d in follow_ids)  # every demo has a state question
    item = next(it for _, it in loaded if not it.stories[0].plausible and state_questions(it, 0))
    answers = _gold_scores(item, plain)
    asked, shown = plain.follow_up(item, answers), adapter.follow_up(item, answers)
    assert asked and len(shown) == len(asked)
    keys = plain.follow_up_keys(item, answers)
    for req, bare, key in zip(shown, asked, keys):
        assert req.context.endswith(bare.context) and req.continuations == bare.continuations
        block = req.context[: -len(bare.context)]
        demos = [d for d in follow_ids if any(k == key for k, _, _ in plain.follow_up_shot_answers(pool[d]))]
        assert block.count("Story:\n") == len(demos)  # one demo question of this kind per demo item
        for d in demos:
            k, dreq, gold = next(x for x in plain.follow_up_shot_answers(pool[d]) if x[0] == key)
            assert dreq.context + dreq.continuations[gold] in block  # the demo is answered with its gold
    # an item answered wrongly at tier 1 asks no follow-up, with or without demos
    wrong = [type(a)(list(reversed(a.sums)), list(reversed(a.norms)), a.n_tokens, a.probs) for a in answers]
    assert adapter.follow_up(item, wrong[:1] + answers[1:]) == plain.follow_up(item, wrong[:1] + answers[1:]) == []


def test_trip_run_records_tier3_demo_ids(tmp_path, trip_data):
    out = tmp_path / "run"
    res = _cli("probe", "trip", "--data", str(trip_data), "--model", str(built("llama")), "--limit", "2",
               "--shots", "1", "--shot-seed", "0", "--out", str(out), "--json")
    assert res.exit_code == 0, res.output
    shots = json.loads((out / "run.json").read_text())["settings"]["shots"]
    scored = {json.loads(line)["id"] for line in (out / "items.jsonl").read_text().splitlines()}
    assert len(shots["follow_up_demo_ids"]) == 1 and not set(shots["follow_up_demo_ids"]) & scored
