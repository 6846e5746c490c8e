"""CLI commands of the states area (registered on solver.cli_apps): `score tiered`.

`validate gita`, `validate trip` and `check-story` read stories' actions too: they live in the stories
layer (solver/stories/commands.py). clingo and the loaders are
imported inside the functions so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import score_app
from solver.errors import DataError
from solver.paths import resolve_data_dir

# Text output numbers sentences as --json and the release annotations do; it says so, since a reader counts from 1.
SENTENCE_NUMBERS = "(sentence numbers count from 0: the first sentence is sentence 0, as in --json and the release annotations)"
DATA_HELP = "Release data: the shared data folder, the benchmark folder, or the file itself (default: $PHYSKB_DATA)."


def _release_file(data: Optional[str], benchmark: str, file_name: str) -> Path:

    path = resolve_data_dir(data, benchmark)
    if path is None:
        raise DataError(f"no release data given: pass --data DIR (holding {benchmark}/{file_name}) or set PHYSKB_DATA")
    if path.is_dir():
        path = path / file_name
        if not path.exists():
            raise DataError("file not found", where=str(path))
    return path


@score_app.command("tiered")
def score_tiered_command(
    gold: Path = typer.Option(..., "--gold", help="Gold stories: GITA_test.json, TRIP curated/www.json, or our story JSON."),
    pred: Path = typer.Option(..., "--pred", help="Predictions, JSON lines (format: solver/states/tiered.py)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
) -> None:
    """Tiered scores: accuracy, consistency, verifiability per pair (the papers' unit) and per story."""
    # deferred: loads clingo, clorm, problog, pydantic, simplemma (off `physkb --help`'s path)
    from solver.states.loaders import load_any
    from solver.states.tiered import load_predictions, score_tiered

    stories = load_any(gold)
    if not stories:
        raise DataError("holds no stories to score against (empty gold file?)", where=str(gold))
    result = score_tiered(stories, load_predictions(pred))
    if as_json:
        print(json.dumps(result))
        return
    print(f"{'':20}{'n':>6}{'accuracy':>10}{'consistency':>13}{'verifiability':>15}")

    def line(name: str, r: dict, n: int) -> None:
        print(f"{name:20}{n:>6}{_pct(r['accuracy']):>10}{_pct(r['consistency']):>13}{_pct(r['verifiability']):>15}")

    pairs = result.get("pairs")
    if pairs:
        line("pairs, all", pairs, pairs["pairs"])
        for name, r in (pairs.get("by_partition") or {}).items():
            line(f"pairs, {name}", r, r["pairs"])
    line("stories, all", result, result["stories"])
    for name, r in result["by_partition"].items():
        line(f"stories, {name}", r, r["stories"])
    if pairs:
        print(f"unit: per pair (the papers' unit), pairs = {pairs['pairing']}; per story as a second view")
    else:
        print("unit: per story (these stories form no pairs)")
    if result.get("states_by_attribute"):
        print("tier 3 per attribute (predicted states that match the gold label): " + ", ".join(
            f"{a} {r['correct']}/{r['predicted']}" for a, r in result["states_by_attribute"].items()))
    print(f"predictions given for {result['predicted']} of {result['stories']} stories")


def _pct(value: Optional[float]) -> str:
    return "-" if value is None else f"{value:.1f}"
