"""`physkb probe states` and the reading round trip: a model reads our kb stories into the state vocabulary.

A stand-in model that answers with the stories' own annotations (as readings) and the annotated verdict
shows the scoring: tiers from the reading, states against the annotations, the direct verdict agreeing with
the reading's; one that leaves out the effect behind each conflict shows the explanation naming what the
reading lacked. A random tiny model, through the real hf backend and constrained decoding, gives only
schema-valid readings (a wrong one is kept with its errors), resumably."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from probes_models import built
from probes.backends.base import Backend
from probes.requests import JSONAnswer


class AnnotationReader(Backend):
    """Answers a reading request with the story's annotations as a reading and a verdict request with the gold;
    `drop_effects` leaves the states of the evidence sentence out of every reading."""

    name = "annotations"
    kind = "causal"

    def __init__(self, spec, stories, drop_effects: bool = False) -> None:
        self.spec, self.stories, self.drop_effects = spec, {s.id: s for s in stories}, drop_effects

    @classmethod
    def resolve(cls, target, name):  # pragma: no cover - built directly
        raise NotImplementedError

    @classmethod
    def load(cls, spec, placement, progress=True):  # pragma: no cover - built directly
        raise NotImplementedError

    def _story(self, request):
        schema = json.loads(request.schema)
        sid = (schema.get("properties", {}).get("story") or {}).get("const")
        if sid is not None:
            return self.stories[sid], True
        told = [line.split(": ", 1)[-1] for line in request.prompt.splitlines() if line[:1].isdigit()]
        return next(s for s in self.stories.values() if [x.strip() for x in s.sentences] == told), False

    def generate_json(self, requests):
        from solver.readings.convert import reading_from_story, reading_json

        out = []
        for request in requests:
            story, is_reading = self._story(request)
            if is_reading:
                value = reading_json(reading_from_story(story))
                if self.drop_effects and story.gold_pair:
                    value["sentences"][story.gold_pair[0]].pop("states", None)
                    value["sentences"][story.gold_pair[0]].pop("moves", None)
            else:
                pair = story.gold_pair
                value = {"possible": bool(story.plausible), "breakpoint": pair[1] if pair else None,
                         "evidence": pair[0] if pair else None}
            out.append(JSONAnswer(json.dumps(value), value, True, True))
        return out


def _probe(tmp_path: Path, loaded=None, limit: int = 6, model: str | None = None, **settings):
    from probes import benchmarks
    from probes.benchmarks.runner import BenchmarkProbeOptions

    bench = benchmarks.get("states")
    opts = BenchmarkProbeOptions(benchmark="states", model=model or str(built("llama")), method=None, limit=limit,
                                 out=tmp_path / "run", device="cpu", settings=settings)
    return bench, bench.run(opts, progress=False, loaded=loaded)


def _stand_in(drop_effects: bool = False):
    from probes.backends import resolve_model
    from probes.benchmarks.states.items import load_items

    stories = [item.stories[0] for _, item in load_items(None, 6)]
    return AnnotationReader(resolve_model(str(built("llama"))), stories, drop_effects)


def test_a_reader_of_the_annotations_scores_the_tiers_and_agrees_with_itself(tmp_path):
    bench, summary = _probe(tmp_path, loaded=_stand_in())
    o = summary["states"]
    n = o["n_predicted"]
    assert n == 6 and o["valid"] == n and o["schema_valid"] == n and o["repaired"] == 0
    assert o["states"]["precision"] == 100.0 and o["states"]["recall"] == 100.0  # the annotations, read back
    assert o["agreement"]["stories"] == n
    # the direct verdict is the gold; where the reading's verdict is the gold too, they agree
    d = bench.diff(tmp_path / "run")
    right = sum(1 for r in d.rows if (r["derived"] is None) == (r["gold"] is None) and
                (r["derived"] is None or r["derived"] == r["gold"]))
    assert o["agreement"]["same_verdict"] == right and o["tiered"]["accuracy"] is not None
    lines = bench.summary_lines(summary)
    assert any(line.startswith("states vs annotations: precision 100.0%") for line in lines)


def test_a_reading_without_the_conflicts_effect_is_explained_by_the_rule_trace(tmp_path):
    bench, summary = _probe(tmp_path, loaded=_stand_in(drop_effects=True))
    errors = bench.explain_errors(tmp_path / "run")
    missed = [e for e in errors.explanations if e.category.startswith("missed: the reading lacked")]
    assert missed, errors.categories()
    for e in missed:
        assert "effect" in e.category and "Lacked: " in e.text and e.trace  # the annotated story's rule trace
        assert any("the effect" in what for what in e.detail["lacked"])
    one = bench.explain(tmp_path / "run", missed[0].item_id)
    assert one.text == missed[0].text
    # the report section: the run's tiers, the attribute table, the categories and their examples
    section = bench.report_section([tmp_path / "run"], tmp_path / "report")
    from probes.report_doc import Document, to_markdown

    md = to_markdown(Document("states", section.blocks))
    assert "Tiers from the model's own reading" in md and "Explained errors" in md and missed[0].item_id in md


@pytest.mark.slow
def test_a_random_tiny_model_reads_only_schema_valid_json_and_resumes(tmp_path):
    import torch

    torch.set_num_threads(1)
    bench, summary = _probe(tmp_path, limit=1, reading_max_new_tokens=200)
    o = summary["states"]
    assert o["n_predicted"] == 1 and o["schema_valid_first"] == 1 and o["schema_valid"] == 1
    record = json.loads((tmp_path / "run" / "predictions.jsonl").read_text().splitlines()[0])
    assert record["answers"][0]["constrained"] and record["verdict"] is not None
    # a finished run needs no model: resuming writes nothing new
    bench2, again = _probe(tmp_path, limit=1, reading_max_new_tokens=200, model=str(built("llama")))
    assert again["n_done"] == 1 and len((tmp_path / "run" / "predictions.jsonl").read_text().splitlines()) == 1


@pytest.mark.slow
def test_read_model_prints_readings_that_check_story_takes(tmp_path, physkb):
    """`physkb read --model` prints JSON lines; `check-story --reader` checks the stories from them."""
    import torch

    torch.set_num_threads(1)
    story = tmp_path / "story.txt"
    story.write_text("Tom opened the fridge.\nTom took the milk out of the fridge.\n")
    code, out, err = physkb("read", str(story), "--model", str(built("llama")), "--out", str(tmp_path / "r"),
                            "--max-new-tokens", "200", "--device", "cpu")
    assert code == 0, err
    [line] = out.strip().splitlines()
    reading = json.loads(line)
    assert reading["story"] and len(reading["sentences"]) == 2 and "valid readings" in err
    code, out, err = physkb("check-story", str(story), "--reader", str(built("llama")), "--reader-out",
                            str(tmp_path / "r"), "--reader-max-new-tokens", "200", "--reader-device", "cpu", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert len(result["stories"]) == 1  # read from the cached run: the same folder, nothing generated again


@pytest.mark.parametrize("args, message", [
    (("--model", "nonexistent-model-alias"), "model"),
    (("--model", "smollm2", "--limit", "0"), "--limit"),
])
def test_read_model_bad_input_is_a_clear_error(tmp_path, physkb, args, message):
    story = tmp_path / "story.txt"
    story.write_text("Tom opened the fridge.\n")
    code, out, err = physkb("read", str(story), *args)
    assert code != 0 and message in err and "Traceback" not in err
