"""The layers of DESIGN.md hold in the source: solver/ never imports probes/, no two modules import each
other (directly or round a loop, counting imports inside functions and a package's imports of its own
submodules), registries are explicit (no imports built from strings), and probes' generic modules name
no benchmark."""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("solver", "probes")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> dict[str, ast.Module]:
    return {_module_name(p): ast.parse(p.read_text(encoding="utf-8"), str(p))
            for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))}


def _imports(name: str, tree: ast.Module, known: set[str]) -> set[str]:
    """The project modules `name` imports anywhere in its code (top level or inside functions).

    `from pkg import sub` is an edge to the submodule (its package runs first, as for every submodule
    import); a name from the package's own __init__ is an edge to the package."""
    found: set[str] = set()
    package = name if name in known and any(k.startswith(name + ".") for k in known) else name.rpartition(".")[0]
    # imports under `if TYPE_CHECKING:` are for type checkers only and never run: they make no loop
    typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and getattr(block.test, "id", getattr(block.test, "attr", None)) == "TYPE_CHECKING"
                   for stmt in block.body for n in ast.walk(stmt)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            subs = {f"{base}.{alias.name}" for alias in node.names}
            found.update(subs)
            if any(s not in known for s in subs):
                found.add(base)
    return {m for m in found if m in known and m != name}


def _graph() -> nx.DiGraph:
    sources = _sources()
    known = set(sources)
    graph = nx.DiGraph()
    for name, tree in sources.items():
        graph.add_node(name)
        graph.add_edges_from((name, target) for target in _imports(name, tree, known))
    return graph


def test_solver_never_imports_probes():
    graph = _graph()
    offending = sorted((a, b) for a, b in graph.edges if a.startswith("solver") and b.startswith("probes"))
    assert not offending, offending


def _cycles(package: str) -> list[list[str]]:
    """Loops among `package`'s modules; every edge counts: lazy imports inside functions run too, and a
    package importing its own submodules (a registry listing them) is an edge like any other."""
    graph = _graph()
    edges = [(a, b) for a, b in graph.edges if a.startswith(package) and b.startswith(package)]
    return [sorted(c) for c in nx.strongly_connected_components(nx.DiGraph(edges)) if len(c) > 1]


def test_no_import_cycles_in_probes():
    assert not _cycles("probes"), _cycles("probes")


def test_no_import_cycles_in_solver():
    assert not _cycles("solver"), _cycles("solver")


def test_no_import_cycles_across_the_packages():
    graph = _graph()
    loops = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    assert not loops, loops


def test_the_graph_sees_package_and_lazy_edges():
    """The loop tests above are only as good as the graph: it must hold a registry's edges to its own
    submodules and the imports made inside functions."""
    graph = _graph()
    assert graph.has_edge("probes.benchmarks", "probes.benchmarks.coat")  # package -> its submodule
    assert graph.has_edge("probes.benchmarks.coat", "probes.benchmarks.coat.report")  # inside a method


def test_no_imports_built_from_strings():
    offenders = []
    for name, tree in _sources().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
                offenders.append(name)
    assert not offenders, offenders


GENERIC = ["probes/engine.py", "probes/report.py", "probes/main_job.py", "probes/analysis_commands.py",
           "probes/cli.py", "probes/benchmarks/runner.py", "probes/benchmarks/base.py", "probes/report_stats.py",
           "probes/breakdowns.py", "probes/reference_figures.py", "probes/cli_options.py", "probes/scaleout.py",
           "probes/runs.py", "solver/stats/commands.py"]


def test_generic_probes_modules_name_no_benchmark():
    for rel in GENERIC:
        text = (ROOT / rel).read_text(encoding="utf-8")
        for name in ("coat", "cccons", "grafford", "gita", "trip"):
            assert f'"{name}"' not in text, (rel, name)


def test_generic_modules_import_no_benchmark():
    """A generic module reaches a benchmark only through the registry's descriptor, never by importing the
    benchmark's package or its solver area (as main_job once imported solver.coat to check --profile)."""
    from solver.benchmarks import RELEASES

    graph = _graph()
    areas = {f"solver.{b.area}" for b in RELEASES.values()} | {f"probes.benchmarks.{name}" for name in RELEASES}
    areas |= {"solver.stories", "probes.benchmarks.stories"}  # the story benchmarks' shared parts
    offending = [(_module_name(ROOT / rel), target) for rel in GENERIC for target in graph.successors(_module_name(ROOT / rel))
                 if any(target == a or target.startswith(a + ".") for a in areas)]
    assert not offending, offending


# folders whose imports inside functions are not yet sorted (other branches are moving them): this list only shrinks
NOT_YET_SORTED: tuple[str, ...] = ()


def test_imports_inside_functions_say_why_they_are_deferred():
    """An import stays inside a function only to defer a heavy package (clingo, ProbLog, torch, ...), and a
    comment just above it (or on its line) says so; any other import belongs at the module's top."""
    undocumented = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(NOT_YET_SORTED):
                continue
            lines = path.read_text(encoding="utf-8").splitlines()
            for fn in ast.walk(ast.parse("\n".join(lines))):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                # an optional package tried under `except ImportError` documents itself
                optional = {id(n) for t in ast.walk(fn) if isinstance(t, ast.Try) and any(
                    getattr(h.type, "id", "") in ("ImportError", "ModuleNotFoundError") for h in t.handlers)
                    for n in ast.walk(t)}
                nodes = [n for n in ast.walk(fn) if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in optional]
                covered = {k for n in nodes for k in range(n.lineno, n.end_lineno + 1)}
                for node in nodes:
                    above = node.lineno - 1  # past the imports just above: one comment may cover a group
                    while above in covered:
                        above -= 1
                    own = any("#" in lines[k - 1] for k in range(node.lineno, node.end_lineno + 1))
                    if not own and not lines[above - 1].strip().startswith("#"):
                        undocumented.append(f"{rel}:{node.lineno}")
    assert not undocumented, undocumented
