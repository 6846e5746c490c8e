"""Counts the imports of our own modules (solver.*, probes.*) made inside functions, by why they may be lazy.

Issue 22 asks for imports at module top except heavy dependencies and command modules. A lazy import
is one of:
- command: made in a command module (*/commands.py, solver/cli*.py, probes/cli*.py, probes/*commands*.py), where the
  commands import what they run so that `physkb --help` stays fast;
- descriptor: made in a benchmark descriptor that is lazy on purpose for start-up (solver/benchmarks.py,
  probes/benchmarks/*/__init__.py);
- heavy: of a module whose top-level imports (followed through our modules, packages included) reach a
  heavy dependency (HEAVY below) the importing module does not already reach at top;
- kept: of a light module, kept lazy where a `# lazy: why` comment says why (off `physkb --help`'s path,
  a name tests stand in for);
- light: any other, which could move to the top.

Run `.venv/bin/python bench/lazy_imports.py --before e981927` (the counts at a revision beside today's; add
`--list light` to print the light ones by place).
"""
from __future__ import annotations

import argparse
import ast
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("solver", "probes")
HEAVY = ("torch", "transformers", "spacy", "nltk", "problog", "clingo", "clorm", "pandas", "matplotlib",
         "fastapi", "uvicorn", "pyarrow", "ray", "vllm", "networkx", "rdflib", "numpy", "simplemma", "httpx")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_command_module(rel: str) -> bool:
    name = Path(rel).name
    return (name == "commands.py" or (rel.count("/") == 1 and name.startswith("cli"))
            or (rel.startswith("probes/") and "commands" in name))


def is_descriptor_module(rel: str) -> bool:
    parts = Path(rel).parts
    return rel == "solver/benchmarks.py" or (len(parts) == 4 and parts[:2] == ("probes", "benchmarks")
                                             and parts[3] == "__init__.py")


class Imports(ast.NodeVisitor):
    """Collects (target, lineno, lazy) for every import, lazy when inside a function; skips TYPE_CHECKING."""

    def __init__(self, package: str) -> None:
        self.package = package
        self.depth = 0
        self.found: list[tuple[str, int, bool]] = []

    def _function(self, node: ast.AST) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function

    def visit_If(self, node: ast.If) -> None:
        if getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
            for stmt in node.orelse:
                self.visit(stmt)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.found.append((alias.name, node.lineno, self.depth > 0))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            parts = self.package.split(".")
            base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
        for alias in node.names:
            self.found.append((f"{base}.{alias.name}|{base}", node.lineno, self.depth > 0))


def scan(root: Path = ROOT) -> tuple[dict[str, str], dict[str, list[tuple[str, int, bool]]]]:
    files, imports = {}, {}
    paths = [p for package in PACKAGES for p in sorted((root / package).rglob("*.py"))]
    known = {module_name(p, root) for p in paths}
    for path in paths:
        name = module_name(path, root)
        files[name] = str(path.relative_to(root))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        visitor = Imports(package)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        resolved = []
        for target, line, lazy in visitor.found:
            if "|" in target:  # from BASE import NAME: a submodule when one exists, else BASE itself
                sub, base = target.split("|")
                target = sub if sub in known else base
            resolved.append((target, line, lazy))
        imports[name] = resolved
    return files, imports


def parents(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def top_closure(files: dict[str, str], imports: dict[str, list[tuple[str, int, bool]]]) -> dict[str, frozenset[str]]:
    """For each module, the heavy dependencies that importing it loads: its top-level imports followed
    through our modules, with the packages each of them runs first."""
    def reached(module: str) -> frozenset[str]:
        found: set[str] = set()
        seen, todo = set(), [module]
        while todo:
            current = todo.pop()
            if current in seen:
                continue
            seen.add(current)
            todo.extend(p for p in parents(current) if p in files)
            for target, _, lazy in imports.get(current, []):
                if lazy:
                    continue
                if target.split(".")[0] in HEAVY:
                    found.add(target.split(".")[0])
                elif target in files:
                    todo.append(target)
        return frozenset(found)

    return {m: reached(m) for m in files}


def has_reason(lines: list[str], line: int) -> bool:
    """Whether a `# lazy: why` comment stands on the import's line or above its block of imports."""
    index = line - 1
    if "# lazy:" in lines[index]:
        return True
    index -= 1
    while index >= 0 and lines[index].strip().startswith(("#", "from ", "import ")):
        if "# lazy:" in lines[index]:
            return True
        index -= 1
    return False


def classify(root: Path = ROOT) -> list[tuple[str, str, int, str, str]]:
    """(kind, module, line, target, why) for every lazy import of our own modules."""
    files, imports = scan(root)
    heavy = top_closure(files, imports)
    rows = []
    for module, found in imports.items():
        rel = files[module]
        lines = (root / rel).read_text(encoding="utf-8").splitlines()
        for target, line, lazy in found:
            if not lazy or target.split(".")[0] not in PACKAGES or target not in files:
                continue
            extra = heavy[target] - heavy[module]
            if is_command_module(rel):
                kind, why = "command", ""
            elif is_descriptor_module(rel):
                kind, why = "descriptor", ""
            elif extra:
                kind, why = "heavy", ",".join(sorted(extra))
            elif has_reason(lines, line):
                kind, why = "kept", "a `# lazy:` comment says why"
            else:
                kind, why = "light", ""
            rows.append((kind, module, line, target, why))
    return sorted(set(rows))  # `from X import a, b` is one import of X


def counts_at(revision: str) -> Counter:
    """The counts of a git revision's solver/ and probes/ (exported to a temporary folder)."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, *PACKAGES], check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        return Counter(kind for kind, *_ in classify(Path(tmp)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", choices=("light", "kept", "heavy", "command", "descriptor"), help="print these by place")
    parser.add_argument("--before", metavar="REV", help="also count at this git revision (e.g. the merge base)")
    args = parser.parse_args()
    rows = classify()
    counts = Counter(kind for kind, *_ in rows)
    before = counts_at(args.before) if args.before else None
    head = f"{'kind':<11}{'before':>7}{'now':>6}" if before is not None else f"{'kind':<11}{'now':>6}"
    print("in-function imports of solver.*/probes.* modules")
    print(head)
    for kind in ("light", "kept", "heavy", "command", "descriptor"):
        print(f"{kind:<11}" + (f"{before[kind]:>7}" if before is not None else "") + f"{counts[kind]:>6}")
    print(f"{'total':<11}" + (f"{sum(before.values()):>7}" if before is not None else "") + f"{len(rows):>6}")
    if args.list:
        for kind, module, line, target, why in sorted(rows):
            if kind == args.list:
                print(f"{module}:{line} -> {target}" + (f"  ({why})" if why else ""))


if __name__ == "__main__":
    main()
