"""The requests of a model reading a story, and what its answers become.

A story is read with one JSONRequest: the reading prompt physkb generates from the KB
(solver.readings.prompt.build_prompt) and the reading's JSON Schema narrowed to this story (its id and
language fixed, exactly one entry per sentence, numbered in order, no free text), so constrained
decoding can only write a reading of this story. The answer is validated (solver.readings.validate);
one that fails gets one repair round, the prompt again with the answer and the validator's message;
what is still wrong then is recorded with its errors, never dropped. Every reading request keeps back the
tokens of the shortest reading of its story (each sentence with only its number) plus a margin: a local
backend steers a reading that reaches that reserve to its end (probes.backends.constrained.SchemaMask), so a
small model that loops ends with a valid, shorter reading instead of being cut and asked again. With `ask_verdict` the model is also
asked directly whether the story is possible, and if not which sentence breaks it and because of which
(a small schema of its own), so the probe can compare that with the verdict physkb derives from the
model's reading.
"""
from __future__ import annotations

import copy
import json
from typing import Any, Optional

from probes.backends.constrained import closed_prefixes, schema_errors, schema_text
from probes.requests import JSONAnswer, JSONRequest
from solver.errors import PhyskbError
from solver.language import detect_language
from solver.readings.models import LANGUAGES, VOCABULARY_VERSION, reading_schema
from solver.readings.prompt import PROMPT_FORMS, build_prompt
from solver.readings.validate import validate_reading
from solver.states.model import Story

PROMPT_VERSION = "physkb-reading-v1"
DEFAULT_MAX_NEW_TOKENS = 768
VERDICT_MAX_NEW_TOKENS = 96
DECODING_LEFT_OUT = ("text", "vocabulary")  # optional fields a decoded reading need not spend tokens on
# Bounds of a decoded reading (a reading is valid without them; they keep a looping small model inside its
# budget): records per list and sentence (states more), people, characters of a name.
MAX_STATES = 6
MAX_RECORDS = 3
MAX_PEOPLE = 6
MAX_NAME = 32
CLOSE_MARGIN = 32  # tokens of the closing reserve beyond the shortest reading's own (a name or key left open)


def close_reserve(story: Story, lang: str, max_new_tokens: int) -> int:
    """The tokens a reading keeps back to close: the shortest valid reading of the story (about two characters a
    token) and a margin, at most half the budget."""
    shortest = {"story": story.id, "lang": lang, "people": [],
                "sentences": [{"sentence": k} for k in range(len(story.sentences))]}
    return min(len(json.dumps(shortest, ensure_ascii=False)) // 2 + CLOSE_MARGIN, max_new_tokens // 2)


def story_schema(story: Story, lang: str) -> dict:
    """The reading schema for this one story: `story` and `lang` fixed, one sentence entry per sentence with
    its number fixed, in order. Every reading it allows is valid against the general schema."""
    schema = copy.deepcopy(reading_schema())
    defs = schema.setdefault("$defs", {})
    sentence_def = defs.get("SentenceReading")
    if sentence_def is None:
        raise PhyskbError("the reading schema has no SentenceReading definition")
    props = schema["properties"]
    _bound_names(schema)
    for name, value in sentence_def.get("properties", {}).items():
        if value.get("type") == "array":
            value["maxItems"] = MAX_STATES if name == "states" else MAX_RECORDS
    if props.get("people", {}).get("type") == "array":
        props["people"]["maxItems"] = MAX_PEOPLE
    for name in DECODING_LEFT_OUT:
        props.pop(name, None)
        sentence_def.get("properties", {}).pop(name, None)
    props["story"] = {"const": story.id}
    props["lang"] = {"const": lang}
    entries = []
    for k in range(len(story.sentences)):
        entry = copy.deepcopy(sentence_def)
        entry["properties"]["sentence"] = {"const": k}
        defs[f"Sentence{k}"] = entry
        entries.append({"$ref": f"#/$defs/Sentence{k}"})
    props["sentences"] = {"type": "array", "prefixItems": entries, "items": False,
                          "minItems": len(entries), "maxItems": len(entries)}
    schema["required"] = [name for name in ("story", "lang", "people", "sentences") if name in props]
    return schema


def _bound_names(node) -> None:
    """Every free string of the schema at most MAX_NAME characters (names of things, people, places)."""
    if isinstance(node, dict):
        if node.get("type") == "string" and "enum" not in node and "const" not in node:
            node["maxLength"] = max(min(node.get("maxLength", MAX_NAME), MAX_NAME), node.get("minLength", 0))
        for value in node.values():
            _bound_names(value)
    elif isinstance(node, list):
        for value in node:
            _bound_names(value)


VERDICT_SCHEMA = {
    "type": "object",
    "properties": {
        "possible": {"type": "boolean"},
        "breakpoint": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 99}, {"type": "null"}]},
        "evidence": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 99}, {"type": "null"}]},
    },
    "required": ["possible", "breakpoint", "evidence"],
    "additionalProperties": False,
}


def verdict_schema(story: Story) -> dict:
    """The direct verdict's schema, its sentence numbers bounded by the story's length."""
    schema = copy.deepcopy(VERDICT_SCHEMA)
    last = max(len(story.sentences) - 1, 0)
    for name in ("breakpoint", "evidence"):
        schema["properties"][name]["anyOf"][0]["maximum"] = last
    return schema


def verdict_prompt(story: Story) -> str:
    lines = "\n".join(f"{k}: {s.strip() or '(empty)'}" for k, s in enumerate(story.sentences))
    return ("Read this story (sentences numbered from 0).\n\n" + lines + "\n\nCan everything in it happen, in this "
            "order? Answer with one JSON object: \"possible\" true or false; when false, \"breakpoint\" the number of "
            "the first sentence that cannot happen and \"evidence\" the number of the earlier sentence that makes it "
            "impossible; when true, both null.")


def repair_prompt(prompt: str, answer_text: str, message: str) -> str:
    """The reading prompt again, with the model's answer and the validator's message: one chance to mend it."""
    return (f"{prompt}\n\n## Your previous answer\n{answer_text}\n\n## What is wrong with it\n{message}\n\n"
            "Write the whole reading again as one JSON object, with these errors mended.")


def story_lang(story: Story) -> str:
    lang = detect_language(" ".join(story.sentences))
    return lang if lang in LANGUAGES else "en"


class ReadingAdapter:
    """Turns a story item (probes.benchmarks.stories.items.StoryItem with one story) into its requests, the repair
    round into a follow-up, and the answers into one prediction line."""

    def __init__(self, max_new_tokens: Optional[int] = None, ask_verdict: bool = False, repair: bool = True,
                 prompt_form: str = "full") -> None:
        if prompt_form not in PROMPT_FORMS:
            raise PhyskbError(f"prompt form {prompt_form!r}: expected one of {', '.join(PROMPT_FORMS)}")
        self.max_new_tokens = max_new_tokens or DEFAULT_MAX_NEW_TOKENS
        self.ask_verdict = ask_verdict
        self.repair = repair
        self.prompt_form = prompt_form
        self._prompts: dict[str, tuple[str, str, str]] = {}

    def prompt_record(self) -> dict:
        template = ("physkb read --prompt STORY (instructions, glosses, examples, JSON Schema, the story)"
                    if self.prompt_form == "full" else
                    "physkb read --prompt --prompt-form compact STORY (instructions, value words, the shortest "
                    "example, the schema's short form, the story)")
        return {"name": PROMPT_VERSION, "vocabulary": VOCABULARY_VERSION, "form": self.prompt_form,
                "template": f"{template}; decoding constrained by the schema narrowed to the story, closed within "
                            "the token budget",
                "repair_round": self.repair, "direct_verdict": self.ask_verdict}

    def _prompt(self, story: Story) -> tuple[str, str, str]:
        """(prompt, schema text, lang) of a story, built once."""
        if story.id not in self._prompts:
            lang = story_lang(story)
            self._prompts[story.id] = (build_prompt(story, lang, form=self.prompt_form),
                                       schema_text(story_schema(story, lang)), lang)
        return self._prompts[story.id]

    def _reading_request(self, story: Story, prompt: str) -> JSONRequest:
        _, schema, lang = self._prompt(story)
        return JSONRequest(prompt, schema, self.max_new_tokens, close_reserve(story, lang, self.max_new_tokens))

    def n_first(self) -> int:
        return 2 if self.ask_verdict else 1

    def requests(self, item) -> list:
        story = item.stories[0]
        prompt, _, _ = self._prompt(story)
        out = [self._reading_request(story, prompt)]
        if self.ask_verdict:
            out.append(JSONRequest(verdict_prompt(story), schema_text(verdict_schema(story)), VERDICT_MAX_NEW_TOKENS))
        return out

    def ended(self, story: Story, answer):
        """The answer, or where the token budget cut it (a server's answer, which no mask steers to its end) the
        longest reading it still holds that the story's schema accepts: the text cut back to the last element
        it had finished, lists and objects closed, the sentences it had not reached given with only their
        number; marked closed_early. An answer that holds no such reading is returned as it came."""
        if answer.parsed or answer.finish != "length":
            return answer
        _, schema_json, lang = self._prompt(story)
        schema = json.loads(schema_json)
        for value in closed_prefixes(answer.text):
            if not isinstance(value, dict):
                continue
            value.setdefault("story", story.id)
            value.setdefault("lang", lang)
            value.setdefault("people", [])
            sentences = value.get("sentences") if isinstance(value.get("sentences"), list) else []
            value["sentences"] = sentences + [{"sentence": k} for k in range(len(sentences), len(story.sentences))]
            if not schema_errors(value, schema, limit=1):
                return JSONAnswer(text=json.dumps(value, ensure_ascii=False), value=value, parsed=True,
                                  constrained=answer.constrained, finish=answer.finish, tighter=answer.tighter,
                                  closed_early=True)
        return answer

    def follow_up(self, item, answers: list) -> list:
        """The repair round: the reading asked again with the validator's message, when it failed validation."""
        if len(answers) != self.n_first() or not self.repair:
            return []
        story = item.stories[0]
        validation = validate(story, self.ended(story, answers[0]))
        if validation is None:
            return []
        prompt, _, _ = self._prompt(story)
        return [self._reading_request(story, repair_prompt(prompt, answers[0].text, validation))]

    def prediction(self, item, answers: list) -> dict:
        story = item.stories[0]
        first = self.ended(story, answers[0])
        repaired = self.ended(story, answers[self.n_first()]) if len(answers) > self.n_first() else None
        final = repaired if repaired is not None else first
        errors = validate(story, final)
        record: dict[str, Any] = {
            "id": item.id, "story_id": story.id,
            "reading": final.value if final.parsed else None,
            "valid": errors is None, "errors": errors.splitlines() if errors else [],
            "schema_valid": schema_valid(story, final),
            "repaired": repaired is not None, "first_valid": validate(story, first) is None,
            "closed_early": bool(getattr(final, "closed_early", False)),
            "first_schema_valid": schema_valid(story, first),
            "answers": [a.to_json() for a in answers[:1] + ([repaired] if repaired is not None else [])],
        }
        if self.ask_verdict:
            verdict = answers[1]
            value = verdict.value if verdict.parsed and isinstance(verdict.value, dict) else None
            record["verdict"] = None if value is None else {
                "plausible": bool(value.get("possible")),
                "breakpoint": value.get("breakpoint") if not value.get("possible") else None,
                "evidence": value.get("evidence") if not value.get("possible") else None}
            record["verdict_text"] = verdict.text
        record["parsed"] = record["valid"]
        return record


def validate(story: Story, answer) -> Optional[str]:
    """None when the answer is a valid reading of `story`, else the validator's message (what a repair round shows)."""
    if not answer.parsed:
        why = "it was cut by the token budget" if answer.finish == "length" else "it is not JSON"
        return f"story {story.id}: the answer is no JSON object ({why})"
    result = validate_reading(answer.value, story)
    if result.ok:
        return None
    return "\n".join(str(i) for i in result.errors) or f"story {story.id}: the reading does not validate"


def schema_valid(story: Story, answer) -> bool:
    """Whether the answer follows the reading's JSON Schema (the general one, not narrowed to the story)."""
    if not answer.parsed:
        return False
    return not schema_errors(answer.value, reading_schema(), limit=1)


def reading_line(record: dict) -> dict:
    """A prediction as a line of a readings file (`check-story --readings`): the reading, or for an answer that
    is no JSON object a stub that names the story, so the validator reports it instead of losing it."""
    reading = record.get("reading")
    if isinstance(reading, dict):
        return reading
    return {"story": record["story_id"], "unreadable_answer": (record.get("answers") or [{}])[-1].get("text", "")}


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)
