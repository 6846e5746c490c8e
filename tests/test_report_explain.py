"""`physkb explain`: errors explained with the solver's penalty terms and pruning levels."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from test_report_diff import CHOICES, hand_items, write_run

from solver.errors import UnknownNameError

# A stand-in solver trace for the unit tests; the integration tests below use the real solver.
_TABLE = {("condition", "dirty"): 50, ("condition", "broken"): 500, ("already_in_use", "reversible-using"): 80,
          ("already_in_use", "irreversible-using"): 500, ("temperature", "Hot"): 100}


class _FakeDerivation:
    levels = {"Knife": ("state", "passes_context"), "Scissors": ("context", "pruned_not_in_context")}

    def level(self, utility, task, object_name):
        return self.levels.get(object_name, ("utility", "pruned_no_utility"))

    def verdict(self, utility, task, object_name, configuration):
        terms = [SimpleNamespace(variable=v, value=configuration[v], kind="time", amount=_TABLE[(v, configuration[v])],
                                 rule=f"{v}_penalty") for v in ("condition", "already_in_use", "temperature")
                 if (v, configuration[v]) in _TABLE]
        total = sum(t.amount for t in terms)
        cls = "bad" if any(t.amount >= 500 for t in terms) else ("ideal" if total == 0 else "moderate")
        return SimpleNamespace(terms=tuple(terms), cls=cls, class_rule="")  # the fields of a ConfigVerdict read


@pytest.fixture()
def fake_view():
    from probes.benchmarks.coat.explain import SolverView

    kb = SimpleNamespace(context_objects={("cutting", "cutting a cake"): ["Knife"]},
                         utility_objects={"cutting": ["Knife", "Scissors", "Spatula"]})
    return SolverView(kb=kb, profile="corrected", source="hand-made", _derivation=_FakeDerivation())


@pytest.fixture()
def hand_run(tmp_path: Path):
    from probes.benchmarks.coat.diff import load_run

    return load_run(write_run(tmp_path / "run", hand_items(), CHOICES))


def test_penalty_terms_of_choice_and_gold(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_item, find_item

    e = explain_item(fake_view, find_item(hand_run, "t2-1"), 0)
    assert not e.correct and e.category == "higher penalty, same object"
    assert e.text.startswith("A: dirty +50, reversible-using +80 = 130; B: dirty +50 = 50")
    assert e.detail == "mostly already_in_use" and "(already_in_use +80)" in e.text
    assert [t.rule for t in e.chosen.terms] == ["condition_penalty", "already_in_use_penalty"]


def test_bad_configuration_names_the_value(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_item, find_item

    e = explain_item(fake_view, find_item(hand_run, "t1-1"), 1)
    assert e.category == "bad configuration"
    assert "condition=broken (+500)" in e.text and "already_in_use=irreversible-using (+500)" in e.text
    assert e.detail == "already_in_use+condition"


def test_task0_pruning_levels(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_item, find_item

    item = find_item(hand_run, "t0-1")
    not_context = explain_item(fake_view, item, 0)
    assert not_context.category == "not a context object" and "pruned at the context level" in not_context.text
    lacks = explain_item(fake_view, item, 2)
    assert lacks.category == "lacks the utility" and "Pillow is not a cutting object" in lacks.text
    assert explain_item(fake_view, item, 1).correct


def test_unparsable_and_recorded_mismatch(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_item, find_item

    item = find_item(hand_run, "t2-2")
    assert explain_item(fake_view, item, None).category == "unparsable answer"
    item.options[item.gold].time_penalty = 70  # the items say 70, the solver says 50
    e = explain_item(fake_view, item, 1)
    assert e.warnings and "records 70" in e.warnings[0]


def test_all_errors_grouped(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_errors

    report = explain_errors(hand_run, view=fake_view)
    counts = dict(report.categories())
    assert sum(counts.values()) == 5  # five wrong or unparsable answers out of six
    assert counts == {"not a context object": 1, "bad configuration": 1, "higher penalty, same object": 2,
                      "unparsable answer": 1}
    data = report.to_json()
    assert data["n_errors"] == 5 and data["errors"][0]["gold"]["total"] is not None


def test_unknown_item_is_exit_2(tmp_path: Path, cli):
    run = write_run(tmp_path / "run", hand_items(), CHOICES)
    code, out, err = cli("explain", str(run), "--item", "t1-x")
    assert code == 2 and "closest known" in err and "t1-1" in err
    with pytest.raises(UnknownNameError):
        from probes.benchmarks.coat.diff import load_run
        from probes.benchmarks.coat.explain import find_item

        find_item(load_run(run), "nope")


# --------------------------------------------------------------------------- with the real solver


@pytest.fixture(scope="module")
def release_items(coat_data, tmp_path_factory) -> tuple[Path, list[dict]]:
    """A few generated variations of the release (with the generator's manifest beside them)."""
    import json

    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import load_truth
    from solver.coat.questions.variations import select_variations

    out = tmp_path_factory.mktemp("sets")
    chosen = select_variations(numbers=["task0_v04", "task1_v02", "task2_v03"])
    write_question_sets(out, load_truth(coat_data, "corrected"), chosen, seed=3)
    items = []
    for v in chosen:
        lines = (out / f"{v.name}.jsonl").read_text().splitlines()
        items += [json.loads(line) for line in lines[:25]]
    return out, items


def test_release_errors_explained_by_the_solver(release_items, tmp_path: Path):
    from probes.benchmarks.coat.explain import explain_errors

    sets_dir, items = release_items
    # A model that always picks the option after the gold: every item is an error.
    choices = {it["id"]: (it["gold"] + 1) % len(it["options"]) for it in items}
    run = write_run(tmp_path / "run", items, choices, items_path=str(sets_dir))
    report = explain_errors(run)
    assert report.source.endswith("coat") and report.profile == "corrected"
    assert len(report.explanations) == len(items)
    counts = dict(report.categories())
    assert "solver disagrees" not in counts, [e.text for e in report.explanations if e.category == "solver disagrees"]
    assert not [e.warnings for e in report.explanations if e.warnings]
    task0 = {e.category for e in report.explanations if e.task_type == 0}
    assert task0 <= {"not a context object", "lacks the utility"} and task0
    task2 = [e for e in report.explanations if e.task_type == 2]
    for e in task2:
        if e.chosen.cls == "bad":
            assert e.category == "bad configuration" and "because of" in e.text
        else:
            assert e.chosen.total > e.gold.total and e.category.startswith("higher penalty")
        # the numbers come from the solver's terms and agree with what the items record
        assert e.chosen.total == e.chosen.recorded_total


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_explain_cli_item_and_all(release_items, tmp_path: Path, cli):
    import json

    sets_dir, items = release_items
    choices = {it["id"]: (it["gold"] + 1) % len(it["options"]) for it in items}
    run = write_run(tmp_path / "run", items, choices, items_path=str(sets_dir))
    task2 = next(it for it in items if it["task_type"] == 2)
    code, out, err = cli("explain", str(run), "--item", task2["id"])
    assert code == 0, err
    assert " = " in out and "rules for" in out
    code, out, err = cli("explain", str(run), "--all", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["n_errors"] == len(items) and sum(c["count"] for c in data["categories"]) == len(items)
    code, out, err = cli("explain", str(run))
    assert code == 1 and "exactly one of --item ID or --all" in err


def test_item_the_solver_cannot_judge_does_not_sink_the_rest(fake_view, hand_run):
    from probes.benchmarks.coat.explain import explain_errors
    from solver.errors import UnknownNameError

    class Picky(_FakeDerivation):
        def verdict(self, utility, task, object_name, configuration):
            if object_name == "Spatula":
                raise UnknownNameError("object", object_name, ["Knife"])
            return super().verdict(utility, task, object_name, configuration)

    fake_view._derivation = Picky()
    counts = dict(explain_errors(hand_run, view=fake_view).categories())
    assert counts["not explainable with this KB"] == 1 and sum(counts.values()) == 5
