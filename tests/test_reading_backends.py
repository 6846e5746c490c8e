"""JSON answers constrained by a schema (JSONRequest) from every backend: a random tiny local model (hf and its
GGUF form) gives only schema-valid JSON, an OpenAI-compatible server is sent the schema as response_format (and
the older json_object form where it refuses the newer), vLLM gets its guided-decoding parameters."""
from __future__ import annotations

import json
import sys
import types

import pytest

from fake_server import ScriptedServer
from probes_models import built
from probes.backends.constrained import decoding_schema, json_answer, schema_errors, schema_text
from probes.requests import JSONAnswer, JSONRequest

SCHEMA = {"type": "object", "properties": {
    "records": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
        "sentence": {"type": "integer", "minimum": 1},
        "entity": {"type": "string"},
        "attribute": {"enum": ["open", "wet", "powered"]},
        "before": {"type": "boolean"}, "after": {"type": "boolean"}},
        "required": ["sentence", "entity", "attribute"]}}},
    "required": ["records"]}


def _local(kind: str):
    from probes.backends import load_backend, resolve_model
    from probes.device import resolve_placement

    return load_backend(resolve_model(str(built(kind))), resolve_placement("cpu", None), progress=False)


def test_a_random_local_model_answers_only_schema_valid_json():
    import torch

    torch.set_num_threads(1)  # a 2-layer model: threads only add overhead on a shared machine
    backend = _local("llama")
    prompts = [f"Read story {k}: the knife is wet." for k in range(5)]
    answers = backend.answer([JSONRequest(p, schema_text(SCHEMA), max_new_tokens=160) for p in prompts])
    assert len(answers) == 5 and all(isinstance(a, JSONAnswer) for a in answers)
    for a in answers:
        assert a.parsed and a.constrained and a.finish == "stop", a
        assert schema_errors(a.value, SCHEMA) == [], a.text
        assert len(a.value["records"]) >= 1


def test_an_answer_the_budget_cuts_is_asked_again_with_tighter_bounds():
    import torch

    torch.set_num_threads(1)
    backend = _local("llama")
    # at least 3 records, each with a long-ish entity name: a random model fills strings to their bound
    schema = json.loads(json.dumps(SCHEMA))
    schema["properties"]["records"]["minItems"] = 3
    [answer] = backend.answer([JSONRequest("Read the story.", schema_text(schema), max_new_tokens=260)])
    assert answer.parsed and schema_errors(answer.value, schema) == []
    assert answer.tighter >= 1  # the first try was cut by the 260-token budget


def test_a_closing_reserve_ends_a_long_answer_valid_within_its_budget():
    import torch

    torch.set_num_threads(1)
    backend = _local("llama")
    schema = json.loads(json.dumps(SCHEMA))
    schema["properties"]["records"]["minItems"] = 3  # the same answer the budget cut above
    [answer] = backend.answer([JSONRequest("Read the story.", schema_text(schema), max_new_tokens=260,
                                           close_reserve=150)])
    assert answer.parsed and answer.finish == "stop" and schema_errors(answer.value, schema) == [], answer.text
    assert answer.tighter == 0 and answer.closed_early  # ended in the first try, steered by the reserve


def test_the_closers_of_a_tokenizer_close_strings_lists_and_objects():
    from probes.backends.constrained import Closers, _JsonPosition

    backend = _local("llama")
    tok = backend.scorer.tokenizer
    closers = Closers.of(tok, len(tok))
    assert closers.in_string and all(closers.texts[k].startswith('"') for k in closers.in_string)
    assert all(set(closers.texts[k]) <= set("]}") for k in closers.outside)
    position = _JsonPosition()
    position.feed('{"a": "x\\"y')
    assert position.in_string
    position.feed('", "b": [1')
    assert not position.in_string


def test_the_gguf_backend_decodes_under_the_schema_too():
    import torch

    torch.set_num_threads(1)
    backend = _local("gguf")
    [answer] = backend.answer([JSONRequest("Read the story.", schema_text(SCHEMA), max_new_tokens=160)])
    assert answer.parsed and schema_errors(answer.value, SCHEMA) == []


def test_decoding_bounds_only_restrict():
    bounded = decoding_schema(SCHEMA)
    item = bounded["properties"]["records"]["items"]
    assert item["properties"]["entity"]["maxLength"] > 0 and bounded["properties"]["records"]["maxItems"] > 0
    assert item["additionalProperties"] is False and "maxLength" not in item["properties"]["attribute"]
    assert SCHEMA["properties"]["records"]["items"].get("additionalProperties") is None  # the original is untouched
    assert schema_errors({"records": [{"sentence": 0, "entity": "x", "attribute": "dry"}]}, SCHEMA)


def _chat_answer(content: str, finish: str = "stop") -> dict:
    return {"choices": [{"message": {"role": "assistant", "content": content}, "finish_reason": finish}]}


def _openai(url: str):
    from probes.backends.openai_server import OpenAIBackend
    from probes.backends.server_client import ClientSettings

    return OpenAIBackend(ClientSettings(base_url=url, model="m", concurrency=2, max_retries=0))


def test_an_openai_server_is_sent_the_schema_as_response_format():
    valid = json.dumps({"records": [{"sentence": 1, "entity": "knife", "attribute": "wet"}]})

    def script(path, body, n):
        return 200, _chat_answer(valid), {}

    with ScriptedServer(script) as server:
        backend = _openai(server.url)
        answers = backend.generate_json([JSONRequest(f"story {k}", schema_text(SCHEMA), 300) for k in range(3)])
        backend.close()
    assert [a.value for a in answers] == [json.loads(valid)] * 3 and all(a.constrained for a in answers)
    sent = [body for _, path, body, _ in server.seen if path.endswith("/chat/completions")]
    assert len(sent) == 3
    fmt = sent[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["schema"] == SCHEMA
    assert sent[0]["temperature"] == 0.0 and sent[0]["max_tokens"] == 300


def test_a_server_that_refuses_json_schema_gets_the_json_object_form_once():
    def script(path, body, n):
        if body and body.get("response_format", {}).get("type") == "json_schema":
            return 422, {"detail": "response_format.type: input should be 'text' or 'json_object'"}, {}
        return 200, _chat_answer('{"records": [', "length"), {}

    with ScriptedServer(script) as server:
        backend = _openai(server.url)
        answers = backend.generate_json([JSONRequest(f"story {k}", schema_text(SCHEMA), 5) for k in range(3)])
        backend.close()
    forms = [body["response_format"]["type"] for _, path, body, _ in server.seen if path.endswith("/chat/completions")]
    assert forms == ["json_schema", "json_object", "json_object", "json_object"]
    assert all(not a.parsed and a.finish == "length" for a in answers)  # cut: reported, not dropped


def test_vllm_gets_its_guided_decoding_parameters(monkeypatch):
    captured = {}

    class StructuredOutputsParams:
        def __init__(self, json):
            captured["schema"] = json

    module = types.ModuleType("vllm.sampling_params")
    module.StructuredOutputsParams = StructuredOutputsParams
    monkeypatch.setitem(sys.modules, "vllm", types.ModuleType("vllm"))
    monkeypatch.setitem(sys.modules, "vllm.sampling_params", module)
    from probes.backends.vllm_engine import guided_json

    kwargs = guided_json(decoding_schema(SCHEMA))
    assert list(kwargs) == ["structured_outputs"] and captured["schema"]["properties"]["records"]["maxItems"]
    del module.StructuredOutputsParams
    module.GuidedDecodingParams = StructuredOutputsParams
    assert list(guided_json(SCHEMA)) == ["guided_decoding"]


def test_a_cut_answer_keeps_the_longest_value_it_holds():
    from probes.backends.constrained import closed_prefixes

    values = closed_prefixes('{"a": "x", "s": [{"n": 0, "t": [1, 2]}, {"n": 1, "t": ["ab')
    assert values[0] == {"a": "x", "s": [{"n": 0, "t": [1, 2]}, {"n": 1, "t": []}]}
    assert values[-1] == {} and all(isinstance(v, dict) for v in values)
    assert closed_prefixes('"a string, cut') == []


def test_a_reading_the_budget_cut_is_closed_into_the_longest_valid_reading_it_holds():
    from probes.reading.adapter import ReadingAdapter
    from solver.readings.prompt import story_from_sentences

    story = story_from_sentences("cut", ["Ada opened the fridge.", "Ada took the milk.", "Ada drank it."])
    adapter = ReadingAdapter(64, prompt_form="compact")
    cut = ('{"story": "cut", "lang": "en", "people": ["Ada"], "sentences": [{"sentence": 0, "states": [{"entity": '
           '"fridge", "attribute": "open", "pre": false, "post": true}]}, {"sentence": 1, "states": [{"entity": "mi')
    answer = adapter.ended(story, JSONAnswer(cut, None, False, True, "length"))
    assert answer.parsed and answer.closed_early
    sentences = answer.value["sentences"]
    assert [s["sentence"] for s in sentences] == [0, 1, 2] and sentences[0]["states"][0]["entity"] == "fridge"
    assert not sentences[1].get("states")  # the record it was writing is left out, not guessed

    class Item:
        id = "cut"
        stories = [story]

    record = adapter.prediction(Item(), [JSONAnswer(cut, None, False, True, "length")])
    assert record["schema_valid"] and record["valid"] and record["closed_early"]
    assert adapter.follow_up(Item(), [JSONAnswer(cut, None, False, True, "length")]) == []  # valid: no repair


def test_a_kept_opening_shared_only_in_part_is_cut_to_the_shared_part():
    """A later batch that shares only part of the kept opening (another prompt form, another language) reuses
    that part: the kept cache is cut (a negative count: transformers 5 refuses the length to keep), and the
    answers are those decoded without any kept cache."""
    import torch

    torch.set_num_threads(1)
    backend = _local("llama")
    scorer = backend.scorer
    first = "alpha " * 90 + "beta " * 20
    second = "alpha " * 90 + "gamma " * 20
    schema = schema_text(SCHEMA)
    scorer.generate_json([JSONRequest(first + s, schema, 40) for s in ("one", "two")])
    kept = len(scorer._kept_prefix[0])
    cuts = []
    original = type(scorer._kept_prefix[1]).crop

    def crop(self, n):
        cuts.append(n)
        return original(self, n)

    type(scorer._kept_prefix[1]).crop = crop
    try:
        cached = scorer.generate_json([JSONRequest(second + s, schema, 40) for s in ("one", "two")])
    finally:
        type(scorer._kept_prefix[1]).crop = original
    assert cuts and all(n < 0 for n in cuts) and kept > 64
    scorer._kept_prefix = None
    fresh = scorer.generate_json([JSONRequest(second + s, schema, 40) for s in ("one", "two")])
    assert [a.text for a in cached] == [a.text for a in fresh]


def test_a_raw_line_break_inside_a_string_still_parses():
    """A server's grammar may let a model write a raw line break inside a JSON string; the answer is still read."""
    answer = json_answer('{"story": "s", "sentences": [{"sentence": 0, "text": "one\nline"}]}', constrained=True)
    assert answer.parsed and answer.value["sentences"][0]["text"] == "one\nline"
    assert not json_answer('{"story": "s", "sentences": [', constrained=True).parsed
