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
from solver.errors import DataError
from solver.exit_codes import NOT_UNDERSTOOD
from solver.paths import KB_DIR
from solver.readings.cli_options import CHECK_READER_OPTIONS


SIDE_BY_SIDE = ("implausible_total", "exact_pair", "breakpoint_only", "missed", "exact_pair_clean",
                "plausible_total", "plausible_flagged", "plausible_flagged_without_anomaly")


def _validate_both(stories, dataset: str):
    """The report from annotations only, and the one with action-derived states added (solver/actions)."""
    # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
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
    # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
    from solver.states.loaders import GITA_FILE, load_gita

    _validate_release(load_gita(_release_file(data, "gita", GITA_FILE)), "gita", as_json, show_all, annotations_only)


@validate_app.command("trip")
def validate_trip(
    data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
    split: Optional[str] = typer.Option(None, "--split", help="www.json layout only: one split (train/dev/test)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    show_all: bool = typer.Option(False, "--all", help="Also list every story row."),
    annotations_only: bool = typer.Option(False, "--annotations-only", help="Skip the figures with action-derived states."),
) -> None:
    """TRIP (curated JSON lines or raw www.json): computed conflict pair vs annotated, and anomalies."""
    # deferred: loads clingo, pydantic, simplemma (off `physkb --help`'s path)
    from solver.states.loaders import TRIP_CURATED_FILE, load_trip

    _validate_release(load_trip(_release_file(data, "trip", TRIP_CURATED_FILE), split=split), "trip", as_json, show_all,
                      annotations_only)


def _validate_release(stories: list, benchmark: str, as_json: bool, show_all: bool, annotations_only: bool) -> None:
    """Validate a release's stories and print the report: with the action-derived figures beside, unless
    --annotations-only."""
    if annotations_only:
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
        from solver.states.validate import validate

        _print_report(validate(stories, benchmark), as_json, show_all)
        return
    report, derived_report, derived = _validate_both(stories, benchmark)
    _print_report(report, as_json, show_all, derived_report, derived)


@app.command("check-story")
def check_story(
    file: Optional[Path] = typer.Argument(
        None, help="A story in the project's JSON format, with or without states (or a folder of them), or a "
                   ".txt file with one sentence per line; default: kb/stories/."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    annotations_only: bool = typer.Option(False, "--annotations-only",
                                          help="Use the annotated states only (no action-derived states)."),
    readings: Optional[Path] = typer.Option(
        None, "--readings", help="Check the stories from readings in physkb's state vocabulary (a file: one reading, "
                                 "a JSON list or JSON lines; or a folder of them), e.g. a model's answers to "
                                 "`physkb read --prompt`. FILE then names the stories (text and gold) they read."),
    # --reader branch (part b): reading with a model (solver/readings/model_reading.py)
    reader: Optional[str] = typer.Option(None, "--reader", help="Read FILE's stories with this model (as `physkb read "
                                         "--model`: any backend, decoding constrained by the schema, one repair "
                                         "round) and check them from its readings."),
    reader_limit: CHECK_READER_OPTIONS.limit = None,
    reader_out: CHECK_READER_OPTIONS.out = None,
    reader_device: CHECK_READER_OPTIONS.device = None,
    reader_max_new_tokens: CHECK_READER_OPTIONS.max_new_tokens = None,
    reader_prompt_form: CHECK_READER_OPTIONS.prompt_form = None,
) -> None:
    """Is a story plausible? If not: the conflict pair and a plain-words trace of the rules behind it.

    States the story's actions imply fill what its annotation leaves out (a story told in text only
    is checked from them alone); where the annotated states find a conflict, their verdict stands.
    With --readings the states are the readings' (validated first; a reading with errors is reported,
    not checked)."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.readings.model_reading import reader_options
    from solver.readings.model_reading import run_model_reader

    # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
    from solver.actions.coverage import annotation_coverage
    from solver.states.loaders import load_project_stories
    from solver.states.solve import find_conflicts
    from solver.stories.verdict import NOT_UNDERSTOOD as NOT_READ, verdict_json, verdict_lines, verdict_of

    if readings is not None:
        _check_readings(readings, file, as_json)
        return
    if reader is not None:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from solver.readings.prompt import stories_for_prompt

        source = file if file is not None else KB_DIR / "stories"
        if not source.exists():
            raise DataError("no such file", where=str(source))
        if reader_limit is not None and reader_limit < 1:
            raise DataError(f"must be at least 1, got {reader_limit}", where="--reader-limit")
        run = run_model_reader(stories_for_prompt(source)[:reader_limit], reader,
                               reader_options(reader_out, None, reader_device, reader_max_new_tokens,
                                              prompt_form=reader_prompt_form))
        _check_readings(Path(run.readings_file), source, as_json)
        return

    if file is not None and file.suffix.lower() == ".txt":
        # deferred: loads clingo, simplemma (off `physkb --help`'s path)
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
        # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
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




def _check_readings(path: Path, stories_file: Optional[Path], as_json: bool) -> None:
    """check-story --readings: validate every reading, check the valid ones, print verdicts and figures."""
    # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
    from solver.readings.check import check_readings, load_readings, score

    loaded = load_readings(path)
    gold: dict = {}
    if stories_file is not None:
        # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
        from solver.readings.prompt import stories_for_prompt

        if not stories_file.exists():
            raise DataError("no such file", where=str(stories_file))
        gold = {s.id: s for s in stories_for_prompt(stories_file)}
    pairs = []
    for item in loaded:
        sid = item.data.get("story") if isinstance(item.data, dict) else None
        story = item.story or gold.get(sid)
        pairs.append((story, item.data))
        if item.story is not None:
            gold.setdefault(item.story.id, item.story)
    checked = check_readings(pairs, [item.where for item in loaded])
    # figures over the stories read whose gold is known; the stories of FILE left unread are counted apart
    scoring = {sid: s for sid, s in gold.items() if s.plausible is not None and sid in checked.validations}
    figures = score(checked, scoring) if scoring else None
    if figures is not None:
        figures["stories_without_reading"] = [sid for sid in gold if sid not in checked.validations]
    if as_json:
        out = []
        for sid, validation in checked.validations.items():
            entry = checked.results[sid].to_json() if sid in checked.results else {"story_id": sid, "plausible": None}
            entry["errors"] = [str(i) for i in validation.errors]
            entry["contradictions"] = [str(i) for i in validation.contradictions]
            if sid in gold and gold[sid].plausible is not None:
                entry["expected_pair"] = list(gold[sid].gold_pair) if gold[sid].gold_pair else None
            out.append(entry)
        print(json.dumps({"stories": out, "figures": figures}, ensure_ascii=False))
    else:
        for sid, validation in checked.validations.items():
            for issue in validation.errors:
                print(f"{sid}: reading error: {issue} ({checked.where[sid]})")
            for issue in validation.contradictions:
                print(f"{sid}: contradiction: {issue}")
            if sid not in checked.results:
                print(f"{sid}: not checked (the reading does not validate)")
                continue
            r = checked.results[sid]
            verdict = "plausible" if r.plausible else f"implausible: sentence {r.evidence} -> sentence {r.breakpoint}"
            expected = ""
            if sid in gold and gold[sid].plausible is not None:
                want = gold[sid].gold_pair
                expected = f" (expected {'plausible' if want is None else f'{want[0]} -> {want[1]}'})"
            print(f"{sid}: {verdict}{expected}")
            if not r.plausible:
                print(f"  {r.explanation}")
                for line in r.trace:
                    print(f"  trace: {line}")
        if any(not r.plausible for r in checked.results.values()):
            print(SENTENCE_NUMBERS)
        if figures is not None:
            print(f"readings: {len(checked.validations)}, invalid {len(figures['invalid_readings'])}; exact pair "
                  f"{figures['exact_pair']}/{figures['implausible']}, plausible flagged "
                  f"{figures['plausible_flagged']}/{figures['plausible']}, stories without a reading "
                  f"{len(figures['stories_without_reading'])}")
    if any(not v.ok for v in checked.validations.values()):
        raise DataError(f"{sum(not v.ok for v in checked.validations.values())} reading(s) do not validate (listed above)")
