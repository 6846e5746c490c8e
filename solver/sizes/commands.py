"""CLI commands of the sizes area (registered on solver.cli_apps).

`physkb size CONTEXT OBJ1 OBJ2` answers one size question in context from the project's
own knowledge; `physkb validate cccons` checks that knowledge against the CConS release.
ProbLog and the loaders are imported inside the functions so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Optional

import typer

from solver.cli_apps import app, validate_app
from solver.errors import DataError
from solver.paths import resolve_data_dir
import sys

DATA_HELP = "Release data: the shared data folder or its cccons/ folder (default: $PHYSKB_DATA)."


def _refuse_unmentioned(context: str, obj1: str, obj2: str) -> None:
    """A context that names neither object says nothing about them: refuse rather than answer from it."""
    # deferred: loads simplemma (off `physkb --help`'s path)
    from solver.language.mentions import mentions

    if not context.strip():
        return
    for name, obj in (("OBJ1", obj1), ("OBJ2", obj2)):
        if not mentions(context, obj):
            raise DataError(f"the context sentence does not mention {obj.strip()!r}; name objects of the sentence, "
                            'or give "" as context to ask the prior alone', where=name)


@app.command("size")
def size(
    context: str = typer.Argument(..., help='Context sentence ("" for none: the prior alone answers).'),
    obj1: str = typer.Argument(..., help="First object (a noun of kb/sizes/nouns.pl)."),
    obj2: str = typer.Argument(..., help="Second object."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
) -> None:
    """Which object is bigger in this context: the implied relation, the prior, the counter-commonsense flag, the trace."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.limits import check_name
    from solver.limits import check_sentence

    # deferred: loads clingo, clorm, problog, simplemma (off `physkb --help`'s path)
    from solver.sizes.answer import answer_size

    context, obj1, obj2 = context or "", obj1 or "", obj2 or ""  # older typers pass an empty argument as None
    check_sentence(context, "CONTEXT")  # the service's limits, before any reading
    for name, obj in (("OBJ1", obj1), ("OBJ2", obj2)):
        check_name(obj, name)
        if not obj.strip():  # the same code and prefix as afford's empty object
            raise DataError("the object is empty", where=name)
    if obj1.strip().lower() == obj2.strip().lower():
        raise DataError(f"both objects are {obj1.strip()!r}: name two different objects to compare", where="OBJ2")
    a = answer_size(context, obj1, obj2)
    if as_json and not a.unknown_nouns:
        _refuse_unmentioned(context, obj1, obj2)
    if as_json:
        print(json.dumps(a.to_dict(), ensure_ascii=False))
        if a.unknown_nouns:
            raise typer.Exit(2)
        return
    if a.unknown_nouns:
        print(f"answer:   unknown noun: {', '.join(repr(w) for w in a.unknown_nouns)}")
        for line in a.trace:
            print(f"error: {line}", file=sys.stderr)
        raise typer.Exit(2)  # the README's exit code for an unknown name, closest names in the trace
    _refuse_unmentioned(context, obj1, obj2)
    if not context.strip():
        print("implied:  none (no context)")
    elif a.implied == "unknown":
        print(f"implied:  unknown (no lexicon phrase relates {obj1} and {obj2})")
    else:
        print(f"implied:  {obj1} is {a.implied} than {obj2} ({a.entry_kind} {a.entry!r})")
    print(f"prior:    P({a.noun1} bigger than {a.noun2}) = {a.prior_bigger:.3f} ({a.prior})")
    print(f"flag:     {'counter-commonsense' if a.counter_commonsense else 'no'}"
          + (f" (P = {a.counter_probability:.3f})" if a.implied != "unknown" else ""))
    print(f"answer:   {a.answer}")
    print("trace:")
    for line in a.trace:
        print(f"  - {line}")


@validate_app.command("cccons")
def validate_cccons_command(
    data: Optional[str] = typer.Option(None, "--data", help=DATA_HELP),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
    show_all: bool = typer.Option(False, "--all", help="List every anomaly (default: five per kind)."),
) -> None:
    """CConS: per file coverage, implied-relation, flag and prior accuracy; the flag's F1; the release's anomalies."""
    # deferred: loads clingo, clorm, networkx, problog, simplemma (off `physkb --help`'s path)
    from solver.sizes.validate import validate_cccons

    path = resolve_data_dir(data, "cccons")
    if path is None:
        raise DataError("no release data given: pass --data DIR (holding cccons/) or set PHYSKB_DATA")
    if as_json:
        report = validate_cccons(path)
    else:
        # deferred: loads rich (off `physkb --help`'s path)
        from rich.console import Console

        with Console(stderr=True).status("validating CConS: lexicon, ProbLog priors and flags, anomalies"):
            report = validate_cccons(path)
    if as_json:
        print(json.dumps(report.to_dict(), ensure_ascii=False))
        return
    _print_report(report, show_all)


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _print_report(report, show_all: bool) -> None:
    # deferred: loads rich (off `physkb --help`'s path)
    from rich.console import Console
    from rich.table import Table

    # deferred: loads clingo, clorm, networkx, problog, simplemma (off `physkb --help`'s path)
    from solver.sizes.validate import STRONG

    console = Console()
    table = Table(title=f"CConS: {report.rows} rows validated in {report.seconds:.1f} s")
    for col in ("file (*_auto*_new.csv)", "rows", "coverage", "implied acc", "flag acc", "prior"):
        table.add_column(col, justify="left" if col.startswith("file") else "right", no_wrap=True)
    for f in report.files:
        table.add_row(f.file.replace("_auto", "").replace("_new.csv", ""), str(f.rows), _pct(f.coverage), _pct(f.implied_accuracy), _pct(f.flag_accuracy),
                      _pct(f.prior_accuracy))
    console.print(table)
    fl = report.flag
    console.print(f"counter-commonsense flag on the full normal + adversarial files: precision {fl['precision']:.3f}, "
                  f"recall {fl['recall']:.3f}, F1 {fl['f1']:.3f} (tp {fl['tp']}, fp {fl['fp']}, fn {fl['fn']}, tn {fl['tn']}); "
                  f"leaving out the rows whose subset the prior disputes at >= {STRONG} (subset_doubtful): "
                  f"F1 {fl['undisputed']['f1']:.3f}")
    o = report.order
    console.print(f"size order: {o['nouns']} nouns, {o['certain_edges']} sure edges + {o['known_facts']} known facts, "
                  f"acyclic {o['acyclic']}, {len(o['closure_violations'])} transitive violations, "
                  f"{len(o['known_against_prior'])} known facts against the prior")
    if report.own is not None:
        own = report.own
        console.print(f"our own new-wording sentences ({own['file']}): {own['sentences']} sentences, coverage "
                      f"{own['coverage']:.3f}, accuracy on covered {own['accuracy']:.3f}, flag accuracy "
                      f"{own['flag_accuracy']:.3f}; read by " + ", ".join(f"{k} {v}" for k, v in own['read_by'].items()))
    for goal, met in report.goals.items():
        console.print(f"goal {goal}: {'met' if met else 'NOT met'}")
    kinds = Counter(a.kind for a in report.anomalies)
    console.print(f"anomalies: {len(report.anomalies)} (" + ", ".join(f"{k} {v}" for k, v in kinds.items()) + ")")
    shown: Counter = Counter()
    for a in report.anomalies:
        shown[a.kind] += 1
        if show_all or shown[a.kind] <= 5:
            console.print(f"  {a.kind} {a.file}:{a.line} {a.detail}", markup=False, highlight=False)
    if not show_all and any(v > 5 for v in kinds.values()):
        console.print("(five per kind shown; --all lists every anomaly)")
