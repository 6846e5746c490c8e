"""`physkb read`: the reading prompt of a story, for any model or person to answer (registered on solver.cli_apps).

The answers come back through `physkb check-story --readings FILE` (solver/stories/commands.py).
Heavy imports stay inside the command so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app
from solver.errors import DataError, UnknownNameError
from solver.readings.cli_options import READ_OPTIONS


@app.command("read")
def read_command(
    story: Optional[Path] = typer.Argument(
        None, help="The story: a .txt file (one sentence per line), a story JSON of ours, natural_dev.json, a TRIP or "
                   "GITA file (with --id to pick one story)."),
    prompt: bool = typer.Option(False, "--prompt", help="Print the reading prompt: instructions, the vocabulary with "
                                                       "its glosses, examples from kb/stories, the JSON Schema and the story."),
    story_id: Optional[str] = typer.Option(None, "--id", help="The story of a file holding several."),
    lang: Optional[str] = typer.Option(None, "--lang", help="Language of the prompt: en or it (default: the story's)."),
    schema: bool = typer.Option(False, "--schema", help="Print only the JSON Schema of a reading."),
    # --model branch (part b): options for reading with a model (solver/readings/model_reading.py)
    model: Optional[str] = typer.Option(None, "--model", help="Read the story with this model and print its readings "
                                        "as JSON lines (for check-story --readings): a local HF folder, a .gguf file, "
                                        "smollm2, openai:URL#MODEL or vllm:PATH; decoding is constrained by the "
                                        "reading's JSON Schema."),
    limit: READ_OPTIONS.limit = None,
    out: READ_OPTIONS.out = None,
    batch_size: Optional[int] = typer.Option(None, "--batch-size", help="With --model: stories per batch."),
    device: READ_OPTIONS.device = None,
    max_new_tokens: READ_OPTIONS.max_new_tokens = None,
    no_repair: bool = typer.Option(False, "--no-repair", help="With --model: no repair round for a reading that "
                                   "fails validation."),
    prompt_form: READ_OPTIONS.prompt_form = None,
) -> None:
    """Read a story into physkb's state vocabulary: print the prompt for a model or a person to answer.

    Send the prompt to any model (or answer it by hand) and check the answers with
    `physkb check-story --readings FILE [STORIES]`."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.readings.model_reading import read_with_model
    from solver.readings.model_reading import reader_options

    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.logic.vocabulary import vocabulary

    if schema:
        # deferred: loads clingo, clorm, problog, pydantic (off `physkb --help`'s path)
        from solver.readings.models import reading_schema

        print(json.dumps(reading_schema(), ensure_ascii=False, indent=1))
        return
    if not prompt and model is None:
        raise DataError("say what to do: --prompt (print the reading prompt), --model M (read with a model) or "
                        "--schema")
    if story is None:
        raise DataError(f"{'--prompt' if prompt else '--model'} needs a story file")
    if lang is not None and lang not in vocabulary().languages:
        raise UnknownNameError("language", lang, vocabulary().languages)
    # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
    from solver.readings.prompt import PROMPT_FORMS, build_prompt, stories_for_prompt

    if prompt_form is not None and prompt_form not in (*PROMPT_FORMS, "auto"):
        raise UnknownNameError("prompt form", prompt_form, [*PROMPT_FORMS, "auto"])

    if not story.exists():
        raise DataError("no such file", where=str(story))
    stories = stories_for_prompt(story)
    if story_id is not None:
        stories = [s for s in stories if s.id == story_id] or \
            _unknown_story(story_id, [s.id for s in stories])
    if model is not None:
        if limit is not None and limit < 1:
            raise DataError(f"must be at least 1, got {limit}", where="--limit")
        read_with_model(stories[:limit], model,
                        reader_options(out, batch_size, device, max_new_tokens, not no_repair, prompt_form),
                        as_json=False)
        return
    for k, s in enumerate(stories):
        if len(stories) > 1:
            print(f"{'' if k == 0 else chr(10)}===== story {s.id} =====")
        print(build_prompt(s, lang, form="full" if prompt_form in (None, "auto") else prompt_form))


def _unknown_story(name: str, known: list[str]) -> list:
    raise UnknownNameError("story", name, known)
