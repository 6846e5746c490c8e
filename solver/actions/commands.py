"""CLI command of the actions area: `physkb annotate` (registered on solver.cli_apps).

Heavy imports (clingo, simplemma) stay inside the function so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.atomic import write_text
from solver.cli_apps import app


def _value(v: object) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def _print_story(ann, show_defaults: bool) -> None:
    story = ann.story
    print(f"{story.id}:")
    for t, sentence in enumerate(story.sentences):
        print(f"  [{t}] {sentence}")
        for r in ann.reading.for_sentence(t):
            fillers = ", ".join(f"{role}={'+'.join(ents)}" for role, ents in r.fillers.items())
            print(f"      action {r.action} by pattern '{r.pattern}' ({fillers})")
        for n in ann.reading.not_understood:
            if n.sentence == t:
                print(f"      not understood: '{n.text}' ({n.reason})")
        for p in ann.by_sentence(t):
            if not show_defaults and p.rule in _defaults():
                continue
            what = f"{p.part} {_value(p.value)}" if p.part != "change" else f"change {p.value}"
            print(f"      {p.entity}.{p.attribute} {what}  [rule {p.rule}, action {p.action}]")


def _defaults() -> tuple[str, ...]:
    # deferred: propose pulls ProbLog and clorm (about a second), kept off `physkb --help`'s path
    from solver.actions.propose import DEFAULT_RULES

    return DEFAULT_RULES


def _print_agreement(ag, show_all: bool) -> None:
    j = ag.to_json()
    print(f"agreement with the human labels ({j['stories']} annotated stories, non-irrelevant labels only):")
    print(f"  {'':13}{'precision':>10}{'prec_all':>10}{'recall':>8}{'right':>7}{'judged':>8}{'proposed':>10}{'human':>7}")
    for name in ("preconditions", "effects"):
        c = j[name]
        print(f"  {name:13}{_f(c['precision']):>10}{_f(c['precision_all']):>10}{_f(c['recall']):>8}"
              f"{c['right']:>7}{c['judged']:>8}{c['proposed']:>10}{c['human']:>7}")
    print("  per attribute (pre precision/recall | effect precision/recall):")
    for attribute, parts in j["by_attribute"].items():
        pre, post = parts["pre"], parts["post"]
        print(f"    {attribute:12} {_f(pre['precision'])}/{_f(pre['recall'])} | {_f(post['precision'])}/{_f(post['recall'])}")
    shown = ag.contradictions if show_all else ag.contradictions[:20]
    print(f"human labels the proposal contradicts: {len(ag.contradictions)}"
          + ("" if show_all or len(ag.contradictions) <= 20 else " (first 20; --all lists every one)"))
    for c in shown:
        print(f"  {c.story_id} sentence {c.sentence} ({c.text}) {c.entity}.{c.attribute} {c.part}: "
              f"proposed {_value(c.proposed)}, human {_value(c.human)} [{', '.join(c.rules)}]")


def _f(x: Optional[float]) -> str:
    return "-" if x is None else f"{x:.3f}"


@app.command("annotate")
def annotate(
    file: Path = typer.Argument(..., help="Stories: TRIP (curated JSON lines or www.json), GITA, our story JSON, or a .txt file (one sentence per line)."),
    fmt: Optional[str] = typer.Option(None, "--format", help="trip | gita | story | text (default: told by the file)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the stories with their proposed states in the project story format."),
    show_all: bool = typer.Option(False, "--all", help="Also list every story, default-rule proposals and every contradiction."),
    interactive: bool = typer.Option(False, "--interactive", help="Walk a story sentence by sentence and accept, edit or reject each proposed state."),
) -> None:
    """Propose each sentence's preconditions and effects from its actions (each naming its action and rule);
    on annotated stories, compare them with the human labels."""
    # deferred: the annotator pulls ProbLog and clorm (about a second), kept off `physkb --help`'s path
    from solver.actions.agreement import agreement
    from solver.actions.propose import annotate_stories
    from solver.actions.stories import load_stories, story_json

    if interactive:
        from solver.actions.interactive import run_interactive  # deferred: as above, off --help's path

        run_interactive(file, fmt, out)
        return
    stories = load_stories(file, fmt)
    annotations = annotate_stories(stories)
    anns = [annotations[s.id] for s in stories]
    sentences = sum(len(s.sentences) for s in stories)
    with_state = sum(len({p.sentence for p in a.proposals if p.rule not in _defaults()}) for a in anns)
    not_understood = sum(len(a.reading.not_understood) for a in anns)
    annotated = any(any(s.states) for s in stories)
    ag = agreement(anns) if annotated else None
    if out is not None:
        records = [story_json(a.story, a.labels()) for a in anns]
        write_text(out, json.dumps(records[0] if len(records) == 1 else records, ensure_ascii=False, indent=1) + "\n")
    if as_json:
        print(json.dumps({
            "stories": [{"id": a.story.id, "language": a.reading.lang,
                         "readings": [r.to_json() for r in a.reading.readings],
                         "not_understood": [n.to_json() for n in a.reading.not_understood],
                         "proposals": [p.to_json() for p in a.proposals]} for a in anns],
            "sentences": sentences, "sentences_with_derived_state": with_state,
            "not_understood_clauses": not_understood,
            "agreement": ag.to_json() if ag else None,
        }, ensure_ascii=False))
        return
    if show_all or len(stories) <= 5:
        for a in anns:
            _print_story(a, show_all)
    print(f"{len(stories)} stories, {sentences} sentences; an action-derived state for {with_state} sentences "
          f"({with_state / max(sentences, 1):.1%}); {not_understood} clauses not understood")
    if ag is not None:
        _print_agreement(ag, show_all)
    if out is not None:
        print(f"proposed states written to {out}")
