"""The COAT knowledge base: one typed object, whether it comes from the release or from kb/.

Downstream code (derivation, best_substitute, question sets, probes) reads only CoatKB, so
the project's own ASP facts and the release's JSON files are interchangeable sources.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from solver.coat.records import (
    BAD_THRESHOLD,
    DOMAINS,
    VARIABLES,
    CommonValues,
    Configuration,
    MaterialPreference,
    ReleaseGold,
)
from solver.errors import DataError, UnknownNameError
from solver.logic import coat as L
from solver.logic.asp import decode, solve
from solver.paths import KB_DIR, RULES_DIR
from solver.textfiles import missing_reason
from solver.coat import release as rel
from solver.coat.release import RELEASE_FILES

KB_COAT_DIR = KB_DIR / "coat"
KB_DEFAULTS_RULES = "coat_kb_defaults.lp"


@dataclass
class CoatKB:
    """Utilities, objects, tasks, context objects, common values and preferences of COAT."""

    source: str
    utilities: list[str]
    utility_objects: dict[str, list[str]]
    tasks: dict[str, list[str]]
    context_objects: dict[tuple[str, str], list[str]]
    configurations: list[Configuration]
    objects: list[str]
    common_values: dict[str, CommonValues]
    ideal_temperatures: dict[str, tuple[str, ...]]
    material_preferences: dict[tuple[str, str, str], MaterialPreference]
    fingerprint: str
    release: ReleaseGold | None = None
    # Authored rank of a context object among its pair's (1 = first choice); the release has none.
    context_ranks: dict[tuple[str, str, str], int] = field(default_factory=dict)
    # More ASP facts appended to `facts` (an ad-hoc task's borrow_common_materials/3, see adhoc.py).
    extra_facts: tuple[L.BorrowCommonMaterials, ...] = ()
    _by_object: dict[str, list[Configuration]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for config in self.configurations:
            self._by_object.setdefault(config.object_name, []).append(config)

    @property
    def pairs(self) -> list[tuple[str, str]]:
        """Every <utility, task> question, utilities in order, tasks in their listed order."""
        return [(u, t) for u in self.tasks for t in self.tasks[u]]

    def configurations_of(self, object_name: str) -> list[Configuration]:
        return self._by_object.get(object_name, [])

    def all_task_names(self) -> list[str]:
        return sorted({t for ts in self.tasks.values() for t in ts})

    def check_utility(self, utility: str) -> str:
        if utility not in self.utilities and utility not in self.tasks:
            raise UnknownNameError("utility", utility, self.utilities)
        return utility

    def check_task(self, utility: str, task: str) -> str:
        """A task known for `utility`; unknown names get the closest known tasks (of any utility)."""
        self.check_utility(utility)
        if task not in self.tasks.get(utility, []):
            known = self.tasks.get(utility, [])
            if task in self.all_task_names():
                owners = [u for u, ts in self.tasks.items() if task in ts]
                err = UnknownNameError(f"task for utility {utility!r}", task, known)
                err.args = (f"{err} (that task is asked for: {', '.join(owners)})",)
                raise err
            raise UnknownNameError("task", task, sorted(set(known) | set(self.all_task_names())))
        return task

    def check_object(self, object_name: str) -> str:
        if object_name not in self.common_values:
            raise UnknownNameError("object", object_name, self.objects)
        return object_name

    @cached_property
    def facts(self) -> tuple:
        """The knowledge as typed facts (solver.logic.coat), the input of every rules/coat_*.lp program."""
        lines: list = list(domain_facts())
        lines += [L.Utility(u) for u in self.utilities]
        lines += [L.UtilityObject(u, o) for u, objs in self.utility_objects.items() for o in objs]
        lines += [L.Task(u, t) for u, ts in self.tasks.items() for t in ts]
        lines += [L.ContextObject(u, t, o) for (u, t), objs in self.context_objects.items() for o in objs]
        lines += self.object_facts(self.common_values)
        lines += [L.Config(c.id, c.object_name, *c.values()) for c in self.configurations]
        lines += self.preference_facts(self.material_preferences.values())
        lines += [L.ContextRank(u, t, o, r) for (u, t, o), r in self.context_ranks.items()]
        lines += self.extra_facts
        return tuple(lines)

    def object_facts(self, objects: "dict[str, CommonValues] | list[str]") -> list:
        names = list(objects)
        lines: list = [L.CommonValue(o, v, x) for o in names if o in self.common_values
                       for v in VARIABLES for x in self.common_values[o].of(v)]
        lines += [L.IdealTemperature(o, t, r) for o in names
                  for r, t in enumerate(self.ideal_temperatures.get(o, ()), start=1)]
        return lines

    @staticmethod
    def preference_facts(prefs) -> list:
        lines: list = []
        for p in prefs:
            lines += [L.MaterialGood(p.utility, p.task, p.object_name, m, r) for r, m in enumerate(p.good, 1)]
            lines += [L.MaterialBad(p.utility, p.task, p.object_name, m) for m in p.bad]
        return lines


def domain_facts() -> list:
    """domain/2 of every variable value and the bad threshold: the facts every COAT program reads."""
    return [*(L.Domain(v, x) for v in VARIABLES for x in DOMAINS[v]), L.BadThreshold(BAD_THRESHOLD)]


def _fingerprint(paths: list[Path], root: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(b"\0")
        digest.update(path.read_bytes() if path.is_file() else b"<missing>")
        digest.update(b"\0")
    return digest.hexdigest()


_KB_CACHE: dict[tuple[str, str], CoatKB] = {}


def load_coat_kb(data_dir: Path | None) -> CoatKB:
    """The COAT knowledge: the release folder when given, else the project's kb/coat facts.

    Cached per input fingerprint, so repeated calls in one process parse the files once.
    """
    if data_dir is None:
        files = sorted(KB_COAT_DIR.glob("*.lp")) + [RULES_DIR / KB_DEFAULTS_RULES]
        if not any(p.parent == KB_COAT_DIR for p in files):
            raise DataError("no .lp facts found", where=str(KB_COAT_DIR))
        key = ("kb", _fingerprint(files, KB_DIR.parent))
        if key not in _KB_CACHE:
            _KB_CACHE[key] = _load_project_kb(files, key[1])
        return _KB_CACHE[key]

    root = Path(data_dir)
    if (root / "coat").is_dir() and not (root / "utilities.json").exists():
        root = root / "coat"
    if not root.is_dir():
        why = "is a file, not a folder" if root.exists() else missing_reason(root, "folder")
        raise DataError(f"{why}: expected the COAT release folder (or the shared data folder holding coat/)",
                        where=str(root))
    if not any((root / rel).exists() for rel in RELEASE_FILES.values()):  # neither coat/ nor its files
        present = ", ".join(sorted(p.name for p in root.iterdir())[:8]) or "nothing"
        raise DataError(f"no coat/ folder and no COAT release files (utilities.json) here; it holds {present}",
                        where=str(root))
    files = [root / rel for rel in RELEASE_FILES.values()]
    key = (str(root.resolve()), _fingerprint(files, root))
    if key not in _KB_CACHE:
        _KB_CACHE[key] = _load_release_kb(root, key[1])
    return _KB_CACHE[key]


def _load_release_kb(root: Path, fingerprint: str) -> CoatKB:
    utilities = rel.load_utilities(root)
    utility_objects = rel.load_utility_objects(root)
    tasks = rel.load_tasks(root)
    oracle = rel.load_oracle(root)
    common_raw = rel.load_common_values(root)
    configurations = rel.load_configurations(root)
    ideal_values = rel.load_ideal_values(root)
    prefs = rel.load_material_preferences(root)
    gold = ReleaseGold(
        ideal_configurations=rel.load_ideal_configurations(root),
        suboptimal=rel.load_suboptimal(root),
        common_values_raw=common_raw,
        ideal_values=ideal_values,
        choice_ideal_values=rel.load_ideal_values(root, "choice_ideal_values"),
        oracle_raw=oracle,
    )
    # An object is a name with at least one common value (TargetCircle has none: an anomaly).
    common = {o: cv for o, cv in common_raw.items() if not cv.is_empty()}
    return _assembled(str(root), fingerprint, utilities, utility_objects, tasks, oracle, configurations, common,
                      ideal_temperatures={o: iv.temperature for o, iv in ideal_values.items()},
                      material_preferences={(p.utility, p.task, p.object_name): p for p in prefs}, release=gold)


def _assembled(source: str, fingerprint: str, utilities: list[str], utility_objects: dict[str, list[str]],
               tasks: dict[str, list[str]], context: dict[tuple[str, str], list[str]],
               configurations: list[Configuration], common: dict[str, CommonValues], *,
               ideal_temperatures: dict[str, tuple[str, ...]],
               material_preferences: dict[tuple[str, str, str], MaterialPreference],
               release: ReleaseGold | None = None,
               context_ranks: dict[tuple[str, str, str], int] | None = None) -> CoatKB:
    """A CoatKB from what either source (the release, kb/coat) was read into, with the object list derived
    alike for both: the utilities' objects, then the context objects, then any other with common values."""
    seen: dict[str, None] = {}
    for objs in [*utility_objects.values(), *context.values(), list(common)]:
        seen.update((o, None) for o in objs)
    return CoatKB(source=source, utilities=utilities, utility_objects=utility_objects, tasks=tasks,
                  context_objects=context, configurations=configurations, objects=list(seen), common_values=common,
                  ideal_temperatures=ideal_temperatures, material_preferences=material_preferences,
                  fingerprint=fingerprint, release=release, context_ranks=context_ranks or {})


def _load_project_kb(files: list[Path], fingerprint: str) -> CoatKB:
    """Read kb/coat/*.lp (plus the household defaults rules) with clingo into typed records."""
    facts = "\n".join(p.read_text(encoding="utf-8") for p in files if p.parent == KB_COAT_DIR)
    atoms = solve([KB_DEFAULTS_RULES, "coat_configurations.lp"], facts, source=str(KB_COAT_DIR))
    where = str(KB_COAT_DIR)

    def read(cls):  # typed atoms: an argument of the wrong arity or type is a DataError naming the atom
        return [tuple(a) for a in decode(atoms, cls, where)]

    def check(variable: str, value: str, atom: str) -> str:
        if value not in DOMAINS[variable]:
            raise DataError(f"{value!r} is not a {variable} value (known: {', '.join(DOMAINS[variable])})",
                            where=f"{where}, record {atom}, field {variable!r}")
        return value

    utilities = sorted(a[0] for a in read(L.Utility))
    utility_objects: dict[str, list[str]] = {u: [] for u in utilities}
    for u, o in sorted(read(L.UtilityObject)):
        if u not in utility_objects:
            raise DataError(f"utility {u!r} is not declared with utility/1", where=f"{where}, record utility_object({u!r}, {o!r}), field utility")
        utility_objects[u].append(o)
    tasks: dict[str, list[str]] = {}
    for u, t in sorted(read(L.Task)):
        if u not in utility_objects:
            raise DataError(f"utility {u!r} is not declared with utility/1", where=f"{where}, record task({u!r}, {t!r}), field utility")
        tasks.setdefault(u, []).append(t)
    context: dict[tuple[str, str], list[str]] = {}
    # Authored rank first (in_context/3), then by name.
    rank = {(u, t, o): r for u, t, o, r in read(L.ContextRank)}
    for u, t, o in sorted(read(L.ContextObject), key=lambda a: (a[0], a[1], rank.get(a, 99), a[2])):
        if t not in tasks.get(u, []):
            raise DataError(f"task {t!r} of utility {u!r} is not declared with task/2",
                            where=f"{where}, record context_object({u!r}, {t!r}, {o!r}), field task")
        context.setdefault((u, t), []).append(o)
    values: dict[str, dict[str, list[str]]] = {}
    for o, v, x in read(L.CommonValue):
        if v not in DOMAINS:
            raise DataError(f"unknown variable {v!r}", where=f"{where}, record usual({o!r}, {v}, {x!r}), field variable")
        values.setdefault(o, {var: [] for var in VARIABLES})[v].append(check(v, x, f"usual({o!r}, {v}, {x!r})"))
    common = {}
    for o in sorted(values):
        per = {v: tuple(sorted(values[o][v], key=DOMAINS[v].index)) for v in VARIABLES}
        for v in ("mass", "material"):
            if not per[v]:
                raise DataError(f"object has no common {v}", where=f"{where}, record {o}, field {v!r}")
        common[o] = CommonValues(object_name=o, **per)
    ideal: dict[str, list[tuple[int, str]]] = {}
    for o, t, r in read(L.IdealTemperature):
        ideal.setdefault(o, []).append((r, check("temperature", t, f"ideal_temp({o!r}, {t!r}, {r})")))
    prefs_raw: dict[tuple[str, str, str], tuple[list[tuple[int, str]], list[str]]] = {}
    for u, t, o, m, r in read(L.MaterialGood):
        prefs_raw.setdefault((u, t, o), ([], []))[0].append((r, check("material", m, f"material_good({o!r}, {m!r})")))
    for u, t, o, m in read(L.MaterialBad):
        prefs_raw.setdefault((u, t, o), ([], []))[1].append(check("material", m, f"material_bad({o!r}, {m!r})"))
    prefs = {k: MaterialPreference(k[0], k[1], k[2], tuple(m for _, m in sorted(g)), tuple(sorted(b)))
             for k, (g, b) in sorted(prefs_raw.items())}
    for key in prefs:
        if key[2] not in common:
            raise DataError("object has no common values", where=f"{where}, record material preference {key}, field object")
    for (u, t), objs in context.items():
        for o in objs:
            if o not in common:
                raise DataError("context object has no common values (usual/3 facts)",
                                where=f"{where}, record context_object({u!r}, {t!r}, {o!r}), field object")
    configurations = _number_configurations([(a.object_name, *L.config_values(a)) for a in decode(atoms, L.CommonConfig, where)])
    return _assembled(
        "kb", fingerprint, utilities, utility_objects, tasks, context, configurations, common,
        ideal_temperatures={o: tuple(t for _, t in sorted(ts)) for o, ts in sorted(ideal.items())},
        material_preferences=prefs,
        context_ranks={k: r for k, r in sorted(rank.items()) if k[:2] in context and k[2] in context[k[:2]]})


def _number_configurations(rows: list[tuple]) -> list[Configuration]:
    """Ids for the project KB's configurations: objects by name, values in DOMAINS order."""
    def key(row: tuple) -> tuple:
        return (row[0], *(DOMAINS[v].index(x) if x in DOMAINS[v] else 99 for v, x in zip(VARIABLES, row[1:])))

    return [Configuration(o, m, ma, te, us, co, id=i)
            for i, (o, m, ma, te, us, co) in enumerate(sorted(rows, key=key), start=1)]
