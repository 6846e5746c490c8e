"""CLI commands of the questions area (registered on solver.cli_apps).

Heavy modules (clingo via the solver, pandas, pyarrow, datasets) are imported inside the
commands so `physkb --help` stays fast.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Optional

import typer

from solver.cli_apps import check_app, export_app, generate_app
from solver.errors import PhyskbError, UnknownNameError
from solver.paths import resolve_data_dir
import shlex

PROFILES = ("corrected", "release")


def _profile(value: str) -> str:
    if value not in PROFILES:
        raise UnknownNameError("profile", value, PROFILES)
    return value


def _task2_gold(value: str) -> str:
    # deferred: loads clingo, clorm, problog (off `physkb --help`'s path)
    from solver.coat.records import TASK2_GOLD_ORDERS

    if value not in TASK2_GOLD_ORDERS:
        raise UnknownNameError("--task2-gold order", value, TASK2_GOLD_ORDERS)
    return value


TASK2_GOLD_HELP = ("Task-2 gold among the moderate options: sum (smallest time + material penalty, as the "
                   "release generator) or time-then-material (time penalty first, as the paper's appendix D.5).")


def _int_list(raw: Optional[str], what: str) -> Optional[list[int]]:
    if raw is None:
        return None
    try:
        numbers = [int(x) for x in raw.split(",") if x.strip()]
    except ValueError:
        raise PhyskbError(f"expected comma-separated numbers, got {raw!r}", where=what) from None
    if not numbers:  # an empty value is not "all": leave the option out for that
        raise PhyskbError("give at least one number (leave the option out for all)", where=what)
    return numbers


@generate_app.command("coat")
def generate_coat(
    out: Path = typer.Option(..., "--out", help="Folder for task<T>_v<NN>.jsonl files and manifest.json."),
    data: Optional[Path] = typer.Option(None, "--data", help="COAT release folder (or the shared data folder); default: the project kb/."),
    seed: int = typer.Option(0, "--seed", help="Same seed, same data -> same bytes."),
    tasks: Optional[str] = typer.Option(None, "--tasks", help="Task types to generate, e.g. 0,1,2 (default all)."),
    variations: Optional[str] = typer.Option(None, "--variations", help="Variation numbers (e.g. 1,3) or names (task1_v03); default all."),
    profile: str = typer.Option("corrected", "--profile", help="Solver profile: corrected | release."),
    release_compatible: bool = typer.Option(True, "--release-compatible/--no-release-compatible",
                                            help="Sample as the release generator intended (Task-0 fills distractors from other utilities)."),
    task2_gold: str = typer.Option("sum", "--task2-gold", help=TASK2_GOLD_HELP),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace the question set already in --out (all of it)."),
    as_json: bool = typer.Option(False, "--json", help="Print the manifest as JSON."),
) -> None:
    """Generate the 30 COAT question sets (Task-0 V1-4, Task-1 V1-12, Task-2 V1-14) with solver gold."""
    # deferred: off `physkb --help`'s path (start-up time)
    from solver.coat.questions.variations import BY_NAME
    from solver.coat.questions.variations import select_variations
    from solver.outpaths import check_set_folder
    from solver.outpaths import remove_stale

    # deferred: loads tqdm (off `physkb --help`'s path)
    from tqdm import tqdm

    # deferred: loads clingo, clorm, numpy, problog, pydantic (off `physkb --help`'s path)
    from solver.coat.questions.generate import write_question_sets
    from solver.coat.questions.truth import load_truth

    def in_set(path: Path) -> bool:
        return path.is_file() and (path.name == "manifest.json" or (path.suffix == ".jsonl" and path.stem in BY_NAME))

    started = time.perf_counter()
    if variations is not None and not variations.replace(",", "").strip():
        raise PhyskbError("give at least one variation (leave the option out for all)", where="--variations")
    chosen = select_variations(_int_list(tasks, "--tasks"), variations.split(",") if variations else None)
    order = _task2_gold(task2_gold)
    check_set_folder(out, overwrite, in_set, "question set")
    truth = load_truth(resolve_data_dir(data, "coat"), _profile(profile))
    with tqdm(total=len(chosen), desc="variations", unit="var", file=sys.stderr, disable=as_json) as bar:
        manifest = write_question_sets(out, truth, chosen, seed, release_compatible, started,
                                       progress=lambda v: bar.update(1), task2_gold=order)
    remove_stale(out, {f"{name}.jsonl" for name in manifest["variations"]} | {"manifest.json"}, in_set)
    if as_json:
        print(json.dumps(manifest, indent=2))
        return
    # deferred: loads rich (off `physkb --help`'s path)
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"COAT question sets in {out} (seed {seed}, profile {truth.profile}, Task-2 gold {order})")
    for col in ("variation", "options", "count", "target", "pairs", "note"):
        table.add_column(col)
    for name, v in manifest["variations"].items():
        table.add_row(name, str(v["n_options"]), str(v["count"]), str(v["target"]), str(v["eligible_pairs"]),
                      v["cap_reason"] or "")
    console = Console()
    console.print(table)
    console.print(f"{manifest['total_items']} items in {manifest['generation_seconds']:.2f} s")


@check_app.command("coat-items")
def check_coat_items(
    path: Path = typer.Argument(..., help="A task<T>_v<NN>.jsonl file or a folder of them."),
    data: Optional[Path] = typer.Option(None, "--data", help="COAT release folder; default: the project kb/."),
    profile: Optional[str] = typer.Option(None, "--profile", help="Solver profile (default: the manifest's, else corrected)."),
    show: int = typer.Option(20, "--show", min=0, help="How many mismatches to list."),
    task2_gold: Optional[str] = typer.Option(None, "--task2-gold", help="Task-2 gold order (default: the manifest's, else sum)."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
) -> None:
    """Re-derive every item's gold, option classes and penalties with the solver; exit 1 on any mismatch."""
    # deferred: loads tqdm (off `physkb --help`'s path)
    from tqdm import tqdm

    # deferred: loads clingo, clorm, numpy, problog, pydantic (off `physkb --help`'s path)
    from solver.coat.questions.check import check_files, item_files, manifest_data, manifest_field, manifest_profile
    from solver.coat.questions.truth import load_truth

    if profile is not None:
        _profile(profile)  # an unknown name is reported before any file is read
    files = item_files(path)
    chosen = _profile(profile or manifest_profile(path) or "corrected")
    # The items are checked against the knowledge they came from: --data, else the manifest's source.
    data_dir = resolve_data_dir(data, "coat") if data is not None else manifest_data(path)
    truth = load_truth(data_dir, chosen)
    with tqdm(total=len(files), desc="files", unit="file", file=sys.stderr, disable=as_json) as bar:
        report = check_files(files, truth, progress=lambda p: bar.update(1),
                             task2_gold=_task2_gold(task2_gold or manifest_field(path, "task2_gold") or "sum"))
    if as_json:
        print(json.dumps({
            "profile": chosen, "files": report.files, "checked": report.checked, "ok": report.ok,
            "mismatch_count": len(report.mismatches), "duplicates": report.duplicates,
            "mismatches": [m.as_dict() for m in report.mismatches],
        }, indent=2, default=str))
    else:
        print(f"checked {report.checked} items in {len(files)} file(s) against the solver (profile {chosen}): "
              f"{len(report.mismatches)} mismatch(es)")
        for m in report.mismatches[:show]:
            print(f"  {m.file} {m.item_id} {m.field}: expected {m.expected!r}, found {m.found!r}")
        if len(report.mismatches) > show:
            print(f"  ... {len(report.mismatches) - show} more (use --json for all)")
    if not report.ok:
        # solver.cli runs the app with standalone_mode=False, where typer.Exit would not set the code.
        sys.exit(1)


@export_app.command("lm-eval")
def export_lm_eval_cmd(
    items: Path = typer.Option(..., "--items", help="Folder of generated task<T>_v<NN>.jsonl files."),
    out: Path = typer.Option(..., "--out", help="Task folder to write (use with lm_eval --include_path)."),
    choices: str = typer.Option("letters", "--choices", help="Score the option letters (letters) or option texts (texts)."),
) -> None:
    """Write an lm-evaluation-harness task folder: one multiple_choice task per variation, groups per task type."""
    # deferred: loads clingo, clorm, numpy, problog, pydantic (off `physkb --help`'s path)
    from solver.coat.questions.export_lmeval import export_lm_eval

    groups = export_lm_eval(items, out, choices)
    n = sum(len(t) for t in groups.values())

    print(f"wrote {n} tasks in groups {', '.join(sorted(groups))} (and coat) to {out}; "
          f"run: lm_eval --include_path {shlex.quote(str(out))} --tasks coat_task1 ...")


@export_app.command("hf")
def export_hf_cmd(
    items: Path = typer.Option(..., "--items", help="Folder of generated task<T>_v<NN>.jsonl files."),
    out: Path = typer.Option(..., "--out", help="Folder for <variation>.parquet files and a dataset card."),
) -> None:
    """Write Parquet files (one per variation) that datasets.load_dataset("parquet", ...) reads."""
    # deferred: loads clingo, clorm, numpy, problog, pydantic (off `physkb --help`'s path)
    from solver.coat.questions.export_hf import export_parquet

    counts = export_parquet(items, out)
    print(f"wrote {sum(counts.values())} items in {len(counts)} Parquet file(s) to {out}")
