"""Derive every COAT verdict from the rules: penalties, classes, ideal configurations, pruning levels.

One clingo ground + solve per (knowledge base, profile) produces everything; the result is
cached in-process and indexed, so later questions are dictionary lookups. Configurations
outside the common set are judged by a small solve over the same rules (explain_configuration).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from solver.coat.asp import Const, fact, solve
from solver.coat.knowledge import CoatKB
from solver.coat.records import DOMAINS, PROFILES, VARIABLES, ConfigurationValues
from solver.errors import DataError

DERIVE_RULES = ("coat_configurations.lp", "coat_ideal.lp", "coat_penalties.lp", "coat_classes.lp", "coat_substitute.lp")
JUDGE_RULES = ("coat_configurations.lp", "coat_ideal.lp", "coat_penalties.lp", "coat_classes.lp")
TERM_ORDER = ("condition", "already_in_use", "temperature", "mass", "material")


@dataclass(frozen=True)
class PenaltyTerm:
    """One variable's share of a penalty and the rule (rules/coat_penalties.lp) that set it."""

    variable: str
    value: str
    kind: str  # "time" | "material"
    amount: int
    rule: str


@dataclass(frozen=True)
class ConfigVerdict:
    """The solver's judgement of one configuration of a context object for a <task, utility>."""

    utility: str
    task: str
    object_name: str
    config_id: int | None
    mass: str
    material: str
    temperature: str
    already_in_use: str
    condition: str
    time_penalty: int
    material_penalty: int
    cls: str | None  # "ideal" | "moderate" | "bad"; None: the release profile drops it
    terms: tuple[PenaltyTerm, ...]
    class_rule: str = ""
    order_key: tuple[int, int] = (0, 0)  # (class rank, penalty sum) from rules/coat_classes.lp

    def configuration(self) -> dict[str, str]:
        return {v: getattr(self, v) for v in VARIABLES}

    def values(self) -> tuple[str, ...]:
        return tuple(getattr(self, v) for v in VARIABLES)

    @property
    def penalty_sum(self) -> int:
        return self.time_penalty + self.material_penalty


@dataclass
class Derivation:
    """Everything the rules derive for one knowledge base under one profile."""

    kb: CoatKB
    profile: str
    verdicts: list[ConfigVerdict]
    ideal_configurations: dict[tuple[str, str], list[ConfigurationValues]]
    levels: dict[tuple[str, str, str], tuple[str, str]]
    utility_reasons: dict[tuple[str, str], str]
    common_configurations: list[tuple[str, ...]]
    temperature_references: dict[str, tuple[str, ...]]
    slot_terms: dict[tuple[str, str, str], dict[tuple[str, str], PenaltyTerm]]
    _index: dict[tuple[str, str, str, tuple[str, ...]], ConfigVerdict] = field(default_factory=dict, repr=False)
    _by_pair: dict[tuple[str, str], list[ConfigVerdict]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for v in self.verdicts:
            self._index[(v.utility, v.task, v.object_name, v.values())] = v
            self._by_pair.setdefault((v.utility, v.task), []).append(v)

    def verdict(self, utility: str, task: str, object_name: str, configuration: Mapping[str, Any]) -> ConfigVerdict | None:
        """The verdict of a common configuration of a context object; None when it has none."""
        try:
            values = tuple(configuration[v] for v in VARIABLES)
        except KeyError:
            return None
        return self._index.get((utility, task, object_name, values))

    def verdicts_for(self, utility: str, task: str) -> list[ConfigVerdict]:
        return self._by_pair.get((utility, task), [])

    def level(self, utility: str, task: str, object_name: str) -> tuple[str, str]:
        """(level, rule) where the object stops for the question: utility, context or state."""
        return self.levels.get((utility, task, object_name), ("utility", "pruned_no_utility"))

    def table(self):
        """All verdicts as a pandas DataFrame, one row per <pair, context object, configuration>."""
        import pandas as pd

        rows = [
            {
                "utility": v.utility, "task": v.task, "object_name": v.object_name, "config_id": v.config_id,
                **v.configuration(), "time_penalty": v.time_penalty, "material_penalty": v.material_penalty,
                "class": v.cls, "class_rule": v.class_rule,
                "rules": ";".join(f"{t.variable}:{t.rule}" for t in v.terms if t.amount),
            }
            for v in self.verdicts
        ]
        return pd.DataFrame(rows)


_CACHE: dict[tuple[str, str], Derivation] = {}


def check_profile(profile: str) -> str:
    if profile not in PROFILES:
        from solver.errors import UnknownNameError

        raise UnknownNameError("profile", profile, PROFILES)
    return profile


def derive(kb: CoatKB, profile: str = "corrected") -> Derivation:
    """Every verdict of every context object's common configuration, from one clingo solve."""
    check_profile(profile)
    key = (kb.fingerprint, profile)
    if key not in _CACHE:
        import gc

        _CACHE[key] = _derive(kb, profile)
        # The derivation lives as long as the process: keep the cyclic collector from
        # rescanning its ~100K objects on every later collection (pauses of ~0.1 s).
        gc.collect()
        gc.freeze()
    return _CACHE[key]


def _terms_of(atoms: dict[str, list[tuple]]) -> dict[tuple[str, str, str], dict[tuple[str, str], PenaltyTerm]]:
    out: dict[tuple[str, str, str], dict[tuple[str, str], PenaltyTerm]] = {}
    for u, t, o, var, val, kind, amount, rule in atoms.get("term", []):
        out.setdefault((u, t, o), {})[(var, val)] = PenaltyTerm(var, val, kind, amount, rule)
    return out


def _verdicts(atoms: dict[str, list[tuple]], slot_terms: dict, configs: dict[int, ConfigurationValues],
              ids_out: dict[int, int | None] | None = None) -> dict[tuple[str, str, str, int], ConfigVerdict]:
    out = {}
    keys = {(u, t, o, cid): (rank, total) for u, t, o, cid, rank, total in atoms.get("order_key", [])}
    for u, t, o, cid, tp, mp, cls, rule in atoms.get("verdict", []):
        key = (u, t, o, cid)
        if key in out:
            continue  # a configuration bad for two reasons: one verdict is enough
        c = configs[cid]
        terms = slot_terms.get((u, t, o), {})
        chosen = tuple(terms[(var, getattr(c, var))] for var in TERM_ORDER if (var, getattr(c, var)) in terms)
        out[key] = ConfigVerdict(
            utility=u, task=t, object_name=o, config_id=(ids_out or {}).get(cid, cid),
            mass=c.mass, material=c.material, temperature=c.temperature,
            already_in_use=c.already_in_use, condition=c.condition,
            time_penalty=tp, material_penalty=mp, cls=None if cls == "dropped" else cls,
            terms=chosen, class_rule=rule, order_key=keys[key],
        )
    return out


def _derive(kb: CoatKB, profile: str) -> Derivation:
    atoms = solve(DERIVE_RULES, kb.facts + "\n" + fact("profile", Const(profile)), source=kb.source)
    configs = {c.id: c for c in kb.configurations}
    slot_terms = _terms_of(atoms)
    found = _verdicts(atoms, slot_terms, configs)
    ordered: list[ConfigVerdict] = []
    for (u, t), objs in kb.context_objects.items():
        for o in objs:
            for c in kb.configurations_of(o):
                v = found.get((u, t, o, c.id))
                if v is not None:
                    ordered.append(v)
    ideal: dict[tuple[str, str], list[ConfigurationValues]] = {}
    for u, t, o, m, ma, te, us, co in atoms.get("ideal_config", []):
        ideal.setdefault((u, t), []).append(ConfigurationValues(o, m, ma, te, us, co))
    levels = {(u, t, o): (lvl, rule) for u, t, o, lvl, rule in atoms.get("reaches", [])}
    reasons = {(u, o): rule for u, o, rule in atoms.get("has_utility", [])}
    refs: dict[str, list[str]] = {}
    for o, te in atoms.get("temperature_reference", []):
        refs.setdefault(o, []).append(te)
    return Derivation(
        kb=kb, profile=profile, verdicts=ordered, ideal_configurations=ideal, levels=levels,
        utility_reasons=reasons, common_configurations=sorted(atoms.get("common_config", [])),
        temperature_references={o: tuple(sorted(ts)) for o, ts in refs.items()}, slot_terms=slot_terms,
    )


def complete_configuration(kb: CoatKB, object_name: str, configuration: Mapping[str, Any],
                           where: str = "configuration") -> ConfigurationValues:
    """Fill an omitted variable with the object's single common value; check every value's domain."""
    kb.check_object(object_name)
    common = kb.common_values[object_name]
    values = {}
    for var in VARIABLES:
        raw = configuration.get(var)
        if raw is None:
            options = common.of(var)
            if len(options) != 1:
                raise DataError(
                    f"{var} omitted but {object_name} has {len(options)} common values ({', '.join(options) or 'none'}); give one",
                    where=f"{where}, field {var!r}")
            raw = options[0]
        if not isinstance(raw, str) or raw not in DOMAINS[var]:
            raise DataError(f"{raw!r} is not a {var} value (known: {', '.join(DOMAINS[var])})", where=f"{where}, field {var!r}")
        values[var] = raw
    return ConfigurationValues(object_name=object_name, **values)


def judge_configurations(kb: CoatKB, utility: str, task: str, object_name: str,
                         configurations: list[ConfigurationValues], profile: str = "corrected") -> list[ConfigVerdict]:
    """Verdicts for any configurations of one object for one question, from a small solve of the rules."""
    check_profile(profile)
    if not configurations:
        return []
    lines = [fact("domain", Const(v), x) for v in VARIABLES for x in DOMAINS[v]]
    lines += kb.object_facts([object_name])
    lines += kb.preference_facts([p for k, p in kb.material_preferences.items() if k == (utility, task, object_name)])
    if object_name in kb.context_objects.get((utility, task), []):
        lines.append(fact("context_object", utility, task, object_name))
    lines.append(fact("query_slot", utility, task, object_name))
    lines.append(fact("profile", Const(profile)))
    common_ids = {c.values(): c.id for c in kb.configurations_of(object_name)}
    configs: dict[int, ConfigurationValues] = {}
    for i, c in enumerate(configurations, start=1):
        configs[i] = c
        lines.append(fact("config", i, object_name, *c.values()))
    atoms = solve(JUDGE_RULES, "\n".join(lines), source=f"{kb.source}: {object_name} for {task!r}")
    slot_terms = _terms_of(atoms)
    ids = {i: common_ids.get(c.values()) for i, c in configs.items()}
    found = _verdicts(atoms, slot_terms, configs, ids_out=ids)
    return [found[(utility, task, object_name, i)] for i in configs]


def explain_configuration(kb: CoatKB, utility: str, task: str, object_name: str,
                          configuration: Mapping[str, Any], profile: str = "corrected") -> ConfigVerdict:
    """Penalty terms and class of ANY configuration (common or not) of an object for a question."""
    kb.check_task(utility, task)
    values = complete_configuration(kb, object_name, configuration)
    cached = derive(kb, profile).verdict(utility, task, object_name, values.as_dict())
    if cached is not None:
        return cached
    return judge_configurations(kb, utility, task, object_name, [values], profile)[0]
