"""CLI commands that check stories with the states their actions imply (registered on solver.cli_apps).

`validate gita`, `validate trip`, `check-story`: they need both the states solver and the action reader,
so they live here, above both. clingo, spaCy and the loaders are imported inside the functions so
`physkb --help` stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import app, validate_app
from solver.states.commands import DATA_HELP, SENTENCE_NUMBERS, _release_file


SIDE_BY_SIDE = ("implausible_total", "exact_pair", "breakpoint_only", "missed", "exact_pair_clean",
                "plausible_total", "plausible_flagged", "plausible_flagged_without_anomaly")


def _validate_both(stories, dataset: str):
    """The report from annotations only, and the one with action-derived states added (solver/actions)."""
    from solver.stories.check import check_with_derived
    from solver.states.solve import find_conflicts
    from solver.states.validate import validate

    annotation_only = find_conflicts(stories)
    report = validate(stories, dataset, results=annotation_only)
    derived = check_with_derived(stories, annotation_only=annotation_only)
    return report, validate(stories, dataset, results=derived.results), derived


def _print_side_by_side(report, derived_report, derived) -> None:
    a, d = report.summary, derived_report.summary
    print("annotations only vs with action-derived states added (derived states fill unlabelled slots; "
          "annotations decide where they find a conflict, unless the derived states break that story earlier):")
    print(f"  {'':36}{'annotations':>12}{'+ derived':>11}")
    for key in SIDE_BY_SIDE:
        print(f"  {key:36}{a[key]:>12}{d[key]:>11}")
    by_derived = sum(1 for v in derived.decided_by.values() if v.startswith("derived states"))
    flagged = [r.story_id for r in derived_report.stories if r.gold_plausible and r.computed_pair is not None
               and not r.anomalous]
    print(f"  stories decided by derived states: {by_derived}; plausible flagged without anomaly: "
          + (", ".join(flagged) if flagged else "none"))


def _print_report(report, as_json: bool, show_all: bool, derived_report=None, derived=None) -> None:
    if as_json:
        out = report.to_json()
        if derived_report is not None:
            out["with_derived_states"] = {"summary": derived_report.summary,
                                          "stories": [r.__dict__ for r in derived_report.stories]}
        print(json.dumps(out, ensure_ascii=False, default=list))
        return
    summary = report.summary
    cols = [("implausible_total", "implaus"), ("exact_pair", "exact"), ("breakpoint_only", "bp_only"),
            ("wrong_pair", "wrong_pair"), ("missed", "missed"), ("implausible_clean", "clean"), ("exact_pair_clean", "exact_clean"),
            ("plausible_total", "plaus"), ("plausible_flagged", "flagged"),
            ("plausible_flagged_without_anomaly", "unexplained")]
    print(f"{report.dataset}: computed conflict pair vs annotated; implaus = exact + bp_only (breakpoint right, "
          "evidence wrong) + wrong_pair (another pair) + missed (no conflict found); clean = implausible stories "
          "without an annotation anomaly")
    print(f"{'partition':<11}" + "".join(f"{short:>{len(short) + 2}}" for _, short in cols))
    rows = [("all", summary)] + list(summary.get("by_partition", {}).items())
    for name, counts in rows:
        print(f"{name:<11}" + "".join(f"{counts[c]:>{len(short) + 2}}" for c, short in cols))
    print(f"anomalies: {summary['anomalies']} in {summary['anomalous_stories']} doubtful stories; "
                  + ", ".join(f"{k} {v}" for k, v in summary["anomalies_by_kind"].items()))
    if summary.get("diagnostics_by_kind"):
        print("diagnostics (about our rules, not the release; they do not change 'clean'): "
              + ", ".join(f"{k} {v}" for k, v in summary["diagnostics_by_kind"].items()))
    shown = report.anomalies if show_all else [a for a in report.anomalies if a.kind != "padded_entity_names"]
    for a in shown:
        print(f"  {a.story_id} {a.kind}: {a.detail}")
    if not show_all:
        print("(padded_entity_names entries hidden; --all lists them and every story row)")
    else:
        for r in report.stories:
            print(f"  {r.story_id} gold {r.gold_pair} computed {r.computed_pair} "
                  f"{'exact' if r.exact_pair else ''} {' '.join(r.rules)}")
    if derived_report is not None:
        _print_side_by_side(report, derived_report, derived)


@validate_app.command("gita")
def validate_gita(
    data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    show_all: bool = typer.Option(False, "--all", help="Also list every story row and padded-name entry."),
    annotations_only: bool = typer.Option(False, "--annotations-only", help="Skip the figures with action-derived states."),
) -> None:
    """GITA: per story the computed conflict pair vs the annotated one, and every annotation anomaly."""
    from solver.states.loaders import GITA_FILE, load_gita
    from solver.states.validate import validate

    stories = load_gita(_release_file(data, "gita", GITA_FILE))
    if annotations_only:
        _print_report(validate(stories, "gita"), as_json, show_all)
        return
    report, derived_report, derived = _validate_both(stories, "gita")
    _print_report(report, as_json, show_all, derived_report, derived)


@validate_app.command("trip")
def validate_trip(
    data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
    split: Optional[str] = typer.Option(None, "--split", help="www.json layout only: one split (train/dev/test)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    show_all: bool = typer.Option(False, "--all", help="Also list every story row."),
    annotations_only: bool = typer.Option(False, "--annotations-only", help="Skip the figures with action-derived states."),
) -> None:
    """TRIP (curated JSON lines or raw www.json): computed conflict pair vs annotated, and anomalies."""
    from solver.states.loaders import TRIP_CURATED_FILE, load_trip
    from solver.states.validate import validate

    stories = load_trip(_release_file(data, "trip", TRIP_CURATED_FILE), split=split)
    if annotations_only:
        _print_report(validate(stories, "trip"), as_json, show_all)
        return
    report, derived_report, derived = _validate_both(stories, "trip")
    _print_report(report, as_json, show_all, derived_report, derived)


@app.command("check-story")
def check_story(
    file: Optional[Path] = typer.Argument(
        None, help="A story in the project's JSON format, with or without states (or a folder of them), or a "
                   ".txt file with one sentence per line; default: kb/stories/."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    annotations_only: bool = typer.Option(False, "--annotations-only",
                                          help="Use the annotated states only (no action-derived states)."),
) -> None:
    """Is a story plausible? If not: the conflict pair and a plain-words trace of the rules behind it.

    States the story's actions imply fill what its annotation leaves out (a story told in text only
    is checked from them alone); where the annotated states find a conflict, their verdict stands."""
    from solver.actions.coverage import annotation_coverage
    from solver.errors import DataError
    from solver.exit_codes import NOT_UNDERSTOOD
    from solver.paths import KB_DIR
    from solver.states.loaders import load_project_stories
    from solver.states.solve import find_conflicts
    from solver.stories.verdict import NOT_UNDERSTOOD as NOT_READ, verdict_json, verdict_lines, verdict_of

    if file is not None and file.suffix.lower() == ".txt":
        from solver.actions.stories import load_text_story

        stories = [load_text_story(file)]
    else:
        stories = load_project_stories(file if file is not None else KB_DIR / "stories")
    if annotations_only:
        bare = [s.id for s in stories if not any(s.states)]
        if bare:
            # nothing would be checked: a story without states is "plausible" for want of anything to contradict
            raise DataError(f"--annotations-only checks annotated states, and {len(bare)} "
                            f"stor{'y has' if len(bare) == 1 else 'ies have'} none (first: {bare[0]!r}); "
                            "leave the option out to check them from their sentences",
                            where=str(file) if file is not None else str(KB_DIR / "stories"))
        results = find_conflicts(stories)
        coverage = {s.id: annotation_coverage(s) for s in stories}
    else:
        from solver.stories.check import check_with_derived

        check = check_with_derived(stories)
        results, coverage = check.results, check.coverage
    verdicts = {s.id: verdict_of(results[s.id], coverage.get(s.id)) for s in stories}
    code = NOT_UNDERSTOOD if NOT_READ in verdicts.values() else 0
    if as_json:
        out = []
        for s in stories:
            entry = verdict_json(results[s.id], coverage.get(s.id))
            if s.plausible is not None and s.source == "project" and ("conflict" in s.raw or "plausible" in s.raw):
                entry["expected_pair"] = list(s.gold_pair) if s.gold_pair else None
            out.append(entry)
        print(json.dumps(out[0] if file is not None and file.is_file() and len(out) == 1 else out, ensure_ascii=False))
        if code:
            raise typer.Exit(code)
        return
    for s in stories:
        for line in verdict_lines(s.id, results[s.id], coverage.get(s.id)):
            print(line)
    if any(not results[s.id].plausible for s in stories):
        print(SENTENCE_NUMBERS)
    if code:
        raise typer.Exit(code)
