"""`physkb annotate --interactive`: a terminal annotator that walks a story sentence by sentence.

For each sentence it shows the states the story's actions propose and lets the annotator accept,
edit or reject each one, or add one of their own; after each sentence it runs the conflict solver on
the states accepted so far and shows what clashes. Every decision is saved at once in the project
story format (kb/stories), with an `annotation_progress` field, so quitting and starting again on the
same output file resumes where the annotator stopped.
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Optional

from rich.console import Console

from solver.actions.propose import annotate_stories, knowledge_program, link_facts
from solver.actions.stories import load_stories, story_json
from solver.atomic import write_text
from solver.errors import DataError
from solver.states.loaders import story_from_project
from solver.states.model import ATTRIBUTES, LOCATION_ATTRIBUTES, LOCATION_CHANGES, StateLabel, Story
from solver.states.solve import find_conflicts

HELP = ("[a]ccept  [r]eject  [e]dit  [A]ccept the rest of this sentence  [n]ew state  [s]kip to next sentence  "
        "[q]uit (saved; run again to resume)")


def _describe(lab: StateLabel) -> str:
    if lab.change is not None:
        return f"{lab.entity}.{lab.attribute}: {lab.change}"
    def v(x):
        return "?" if x is None else str(x).lower()
    return f"{lab.entity}.{lab.attribute}: {v(lab.pre)} -> {v(lab.post)}"


def _parse_value(text: str) -> Optional[bool]:
    text = text.strip().lower()
    if text in ("true", "t", "1", "yes", "y"):
        return True
    if text in ("false", "f", "0", "no"):
        return False
    if text in ("-", "?", "none", "null", ""):
        return None
    raise ValueError(f"not a value: {text!r} (true, false or -)")


def parse_state(text: str, entity: Optional[str] = None, attribute: Optional[str] = None) -> StateLabel:
    """'ENTITY ATTRIBUTE PRE POST' or 'ENTITY location CHANGE' (entity and attribute may be given already)."""
    words = text.split()
    if entity is None:
        if len(words) < 3:
            raise ValueError("write: entity attribute pre post  (or: entity location change)")
        attribute = words[-3] if words[-3] in ATTRIBUTES else words[-2]
        k = words.index(attribute)
        entity, words = " ".join(words[:k]), words[k + 1:]
    if attribute not in ATTRIBUTES:
        raise ValueError(f"unknown attribute {attribute!r}")
    if attribute in LOCATION_ATTRIBUTES:
        change = words[0] if words else ""
        if change not in LOCATION_CHANGES[attribute].values():
            raise ValueError(f"change must be one of {', '.join(LOCATION_CHANGES[attribute].values())}")
        return StateLabel(entity, attribute, change=change)
    if len(words) != 2:
        raise ValueError("write: pre post  (true, false or - each)")
    return StateLabel(entity, attribute, _parse_value(words[0]), _parse_value(words[1]))


class Session:
    """The story being annotated, the states accepted so far and where the annotator is."""

    def __init__(self, story: Story, out: Path) -> None:
        self.story, self.out = story, out
        self.states: list[list[StateLabel]] = [[] for _ in story.sentences]
        self.sentence, self.decided = 0, 0  # next sentence, and proposals already decided in it
        if out.exists():
            self._resume()

    def _resume(self) -> None:
        record = json.loads(self.out.read_text(encoding="utf-8"))
        saved = story_from_project(record, str(self.out))
        if saved.sentences != self.story.sentences:
            raise DataError("the saved annotation is of other sentences; give another --out file", where=str(self.out))
        self.states = saved.states
        progress = record.get("annotation_progress") or {}
        self.sentence, self.decided = int(progress.get("sentence", 0)), int(progress.get("decided", 0))

    @property
    def done(self) -> bool:
        return self.sentence >= len(self.story.sentences)

    def save(self) -> None:
        record = story_json(self.story, self.states)
        record["annotation_progress"] = {"sentence": self.sentence, "decided": self.decided, "done": self.done}
        write_text(self.out, json.dumps(record, ensure_ascii=False, indent=1) + "\n")

    def conflicts(self) -> str:
        """The solver's verdict on the states accepted so far (sentences up to the current one)."""
        upto = min(self.sentence, len(self.story.sentences))
        partial = replace(self.story, id="annotation", sentences=self.story.sentences[:upto],
                          states=self.states[:upto], pair_id=None, group_id=None)
        # The accepted states only, with the cross-sentence action rules reading the sentences themselves.
        extra = knowledge_program(("actions_link.lp",)) + "\n" + link_facts([partial], annotate_stories([partial]))
        result = find_conflicts([partial], extra_program=extra)["annotation"]
        if result.plausible:
            return "no conflict so far"
        return f"conflict: sentence {result.evidence} -> sentence {result.breakpoint}: {result.explanation}"


def run_interactive(file: Path, fmt: Optional[str], out: Optional[Path], console: Optional[Console] = None,
                    ask=input) -> None:
    """Annotate the first story of FILE; decisions are saved in OUT (default FILE's name + .annotated.json)."""
    console = console or Console(highlight=False)
    stories = load_stories(file, fmt)
    if not stories:
        raise DataError("no story to annotate", where=str(file))
    story = stories[0]
    out = out or file.with_name(file.stem + ".annotated.json")
    session = Session(story, out)
    proposals = annotate_stories([story])[story.id].labels()
    console.print(f"[bold]Annotating {story.id}[/bold] ({len(story.sentences)} sentences), saved to {out}")
    console.print(HELP, markup=False)
    try:
        _annotate(session, proposals, console, _until_eof(ask))
    except EOFError:  # stdin ended (a pipe, Ctrl-D): keep what was decided, as [q]uit does
        session.save()
        console.print(f"\ninput ended at sentence {session.sentence}; saved to {out}; run the same command "
                      "again to resume")


def _until_eof(ask):
    """`ask`, with click's Abort for an ended input turned back into the EOFError it stands for."""
    def wrapped(prompt: str) -> str:
        try:
            return ask(prompt)
        except Exception as err:  # noqa: BLE001 - only an Abort caused by EOFError is translated
            if type(err).__name__ == "Abort" and isinstance(err.__cause__ or err.__context__, EOFError):
                raise EOFError from err
            raise
    return wrapped


def _annotate(session: "Session", proposals, console: Console, ask) -> None:
    story, out = session.story, session.out
    while not session.done:
        t = session.sentence
        console.rule(f"sentence {t}")
        console.print(f"[bold]{story.sentences[t]}[/bold]")
        if session.states[t]:
            console.print("accepted: " + "; ".join(_describe(lab) for lab in session.states[t]))
        todo = proposals[t][session.decided:] if t < len(proposals) else []
        accept_rest = False
        quit_now = False
        for lab in todo:
            if accept_rest:
                session.states[t].append(lab)
                session.decided += 1
                continue
            while True:
                answer = ask(f"proposed {_describe(lab)}  [a/r/e/A/n/s/q] > ").strip()
                if answer in ("a", ""):
                    session.states[t].append(lab)
                elif answer == "r":
                    pass
                elif answer == "A":
                    session.states[t].append(lab)
                    accept_rest = True
                elif answer == "e":
                    try:
                        value = ask(f"new value for {lab.entity}.{lab.attribute} "
                                    f"({'change' if lab.change else 'pre post'}) > ")
                        session.states[t].append(parse_state(value, lab.entity, lab.attribute))
                    except ValueError as err:
                        console.print(f"[red]{err}[/red]")
                        continue
                elif answer == "n":
                    _add_state(session, t, console, ask)
                    continue
                elif answer == "s":
                    break
                elif answer == "q":
                    quit_now = True
                    break
                else:
                    console.print(HELP, markup=False)
                    continue
                session.decided += 1
                session.save()
                break
            if quit_now or answer == "s":
                break
        if quit_now:
            session.save()
            console.print(f"stopped at sentence {t}; saved to {out}; run the same command again to resume")
            return
        while True:
            answer = ask("sentence done: [n]ew state, [q]uit, or Enter for the next sentence > ").strip()
            if answer == "n":
                _add_state(session, t, console, ask)
            elif answer == "q":
                session.sentence, session.decided = t + 1, 0
                session.save()
                console.print(f"saved to {out}; run the same command again to resume")
                console.print(session.conflicts())
                return
            else:
                break
        session.sentence, session.decided = t + 1, 0
        session.save()
        console.print(session.conflicts())
    session.save()
    console.print(f"[bold]done[/bold]: {sum(len(x) for x in session.states)} states saved to {out}")


def _add_state(session: Session, t: int, console: Console, ask) -> None:
    try:
        session.states[t].append(parse_state(ask("new state (entity attribute pre post | entity location change) > ")))
        session.save()
    except ValueError as err:
        console.print(f"[red]{err}[/red]")
