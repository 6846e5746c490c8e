"""Derive every COAT verdict from the rules: penalties, classes, ideal configurations, pruning levels.

One clingo ground + solve per (knowledge base, profile) produces everything; the result is
cached in-process and indexed, so later questions are dictionary lookups. Configurations
outside the common set are judged by a small solve over the same rules (explain_configuration).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from solver.coat.knowledge import CoatKB, domain_facts
from solver.coat.records import DOMAINS, PROFILES, VARIABLES, ConfigurationValues
from solver.errors import DataError, UnknownNameError
from solver.logic.asp import Shown, decode, solve
from solver.logic.coat import (
    BorrowCommonMaterials,
    CommonConfig,
    Config,
    ContextObject,
    ContextRank,
    GoldKey,
    HasUtility,
    IdealConfig,
    OrderKey,
    Profile,
    QuerySlot,
    RankKey,
    Reaches,
    TemperatureReference,
    Term,
    Verdict,
    config_values,
    rank_key,
)
import gc

JUDGE_RULES = ("coat_configurations.lp", "coat_ideal.lp", "coat_penalties.lp", "coat_classes.lp", "coat_rank.lp")
DERIVE_RULES = (*JUDGE_RULES, "coat_substitute.lp")
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
    # best_substitute's order (rules/coat_rank.lp): class rank, penalty sum, time penalty, first choice
    rank_key: tuple[int, int, int, int] = (0, 0, 0, 0)
    # Task-2 gold keys of a moderate configuration per order (rules/coat_classes.lp gold_key/7)
    gold_keys: tuple[tuple[str, tuple[int, int]], ...] = ()

    def gold_key(self, order: str) -> tuple[int, int] | None:
        """The Task-2 key under `order` (sum | time_then_material); None unless moderate."""
        for name, key in self.gold_keys:
            if name == order:
                return key
        return None

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
        # deferred: loads pandas only when this runs
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
        raise UnknownNameError("profile", profile, PROFILES)
    return profile


def derive(kb: CoatKB, profile: str = "corrected") -> Derivation:
    """Every verdict of every context object's common configuration, from one clingo solve."""
    check_profile(profile)
    key = (kb.fingerprint, profile)
    if key not in _CACHE:

        _CACHE[key] = _derive(kb, profile)
        # The derivation lives as long as the process: keep the cyclic collector from
        # rescanning its ~100K objects on every later collection (pauses of ~0.1 s).
        gc.collect()
        gc.freeze()
    return _CACHE[key]


def _terms_of(atoms: Shown, source: str) -> dict[tuple[str, str, str], dict[tuple[str, str], PenaltyTerm]]:
    out: dict[tuple[str, str, str], dict[tuple[str, str], PenaltyTerm]] = {}
    for a in decode(atoms, Term, source):
        out.setdefault((a.utility, a.task, a.object_name), {})[(a.variable, a.value)] = PenaltyTerm(
            a.variable, a.value, a.kind, a.amount, a.rule)
    return out


def _verdicts(atoms: Shown, slot_terms: dict, configs: dict[int, ConfigurationValues],
              source: str, ids_out: dict[int, int | None] | None = None) -> dict[tuple[str, str, str, int], ConfigVerdict]:
    out = {}
    keys = {(a.utility, a.task, a.object_name, a.config_id): (a.class_rank, a.penalty_sum)
            for a in decode(atoms, OrderKey, source)}
    ranks = {(a.utility, a.task, a.object_name, a.config_id): rank_key(a) for a in decode(atoms, RankKey, source)}
    golds: dict[tuple[str, str, str, int], list[tuple[str, tuple[int, int]]]] = {}
    for g in decode(atoms, GoldKey, source):
        golds.setdefault((g.utility, g.task, g.object_name, g.config_id), []).append((g.order, (g.first, g.second)))
    for a in decode(atoms, Verdict, source):
        key = (a.utility, a.task, a.object_name, a.config_id)
        if key in out:
            continue  # a configuration bad for two reasons: one verdict is enough
        c = configs[a.config_id]
        terms = slot_terms.get((a.utility, a.task, a.object_name), {})
        chosen = tuple(terms[(var, getattr(c, var))] for var in TERM_ORDER if (var, getattr(c, var)) in terms)
        out[key] = ConfigVerdict(
            utility=a.utility, task=a.task, object_name=a.object_name,
            config_id=(ids_out or {}).get(a.config_id, a.config_id),
            mass=c.mass, material=c.material, temperature=c.temperature,
            already_in_use=c.already_in_use, condition=c.condition,
            time_penalty=a.time_penalty, material_penalty=a.material_penalty,
            cls=None if a.cls == "dropped" else a.cls,
            terms=chosen, class_rule=a.rule, order_key=keys[key], rank_key=ranks[key],
            gold_keys=tuple(sorted(golds.get(key, ()))),
        )
    return out


def _derive(kb: CoatKB, profile: str) -> Derivation:
    atoms = solve(DERIVE_RULES, (*kb.facts, Profile(profile)), source=kb.source)
    source = f"rules over {kb.source}"
    configs = {c.id: c for c in kb.configurations}
    slot_terms = _terms_of(atoms, source)
    found = _verdicts(atoms, slot_terms, configs, source)
    ordered: list[ConfigVerdict] = []
    for (u, t), objs in kb.context_objects.items():
        for o in objs:
            for c in kb.configurations_of(o):
                v = found.get((u, t, o, c.id))
                if v is not None:
                    ordered.append(v)
    ideal: dict[tuple[str, str], list[ConfigurationValues]] = {}
    for a in decode(atoms, IdealConfig, source):
        ideal.setdefault((a.utility, a.task), []).append(
            ConfigurationValues(a.object_name, a.mass, a.material, a.temperature, a.already_in_use, a.condition))
    levels = {(a.utility, a.task, a.object_name): (a.level, a.rule) for a in decode(atoms, Reaches, source)}
    reasons = {(a.utility, a.object_name): a.rule for a in decode(atoms, HasUtility, source)}
    refs: dict[str, list[str]] = {}
    for a in decode(atoms, TemperatureReference, source):
        refs.setdefault(a.object_name, []).append(a.temperature)
    common = sorted((a.object_name, *config_values(a)) for a in decode(atoms, CommonConfig, source))
    return Derivation(
        kb=kb, profile=profile, verdicts=ordered, ideal_configurations=ideal, levels=levels,
        utility_reasons=reasons, common_configurations=common,
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
                         configurations: list[ConfigurationValues], profile: str = "corrected",
                         borrow_materials: bool = False) -> list[ConfigVerdict]:
    """Verdicts for any configurations of one object for one question, from a small solve of the rules."""
    if not configurations:
        return []
    found = judge_slots(kb, utility, task, {object_name: configurations}, profile, borrow_materials)
    return [found[(object_name, c.values())] for c in configurations]


def judge_slots(kb: CoatKB, utility: str, task: str, configurations: Mapping[str, list[ConfigurationValues]],
                profile: str = "corrected", borrow_materials: bool = False) -> dict[tuple[str, tuple[str, ...]], ConfigVerdict]:
    """Verdicts for configurations of several objects for one question, from one small solve.

    Every object is judged as a slot of <utility, task> (query_slot/3), whether or not it is a
    context object of the pair; borrow_materials asks the rules to take an object's common
    materials as suitable where the pair has no material preference for it (coat_penalties.lp).
    Returns (object, values) -> verdict.
    """
    found = judge_many(kb, {(utility, task): configurations}, profile, borrow_materials)
    return {(o, values): v for (_, _, o, values), v in found.items()}


def judge_many(kb: CoatKB, slots: Mapping[tuple[str, str], Mapping[str, list[ConfigurationValues]]],
               profile: str = "corrected", borrow_materials: bool = False,
               ) -> dict[tuple[str, str, str, tuple[str, ...]], ConfigVerdict]:
    """judge_slots for many questions at once, in one solve: (utility, task, object, values) -> verdict."""
    check_profile(profile)
    wanted = {(u, t, o): cs for (u, t), per in slots.items() for o, cs in per.items() if cs}
    if not wanted:
        return {}
    objects = list(dict.fromkeys(o for _, _, o in wanted))
    lines = domain_facts()
    lines += kb.object_facts(objects)
    lines += kb.preference_facts([p for k, p in kb.material_preferences.items() if k in wanted])
    for (u, t, o) in wanted:
        if o in kb.context_objects.get((u, t), []):
            lines.append(ContextObject(u, t, o))
        if (u, t, o) in kb.context_ranks:
            lines.append(ContextRank(u, t, o, kb.context_ranks[(u, t, o)]))
        lines.append(QuerySlot(u, t, o))
        if borrow_materials:
            lines.append(BorrowCommonMaterials(u, t, o))
    lines.append(Profile(profile))
    # One config fact per distinct configuration of an object, shared by all its questions.
    configs: dict[int, ConfigurationValues] = {}
    numbers: dict[ConfigurationValues, int] = {}
    ids: dict[int, int | None] = {}
    for o in objects:
        common_ids = {c.values(): c.id for c in kb.configurations_of(o)}
        for (u, t, name), cs in wanted.items():
            if name != o:
                continue
            for c in cs:
                if c not in numbers:
                    i = numbers[c] = len(configs) + 1
                    configs[i] = c
                    ids[i] = common_ids.get(c.values())
                    lines.append(Config(i, o, *c.values()))
    questions = sorted({(u, t) for u, t, _ in wanted})
    source = f"{kb.source}: {len(objects)} object(s) for {len(questions)} question(s)"
    atoms = solve(JUDGE_RULES, lines, source=source)
    slot_terms = _terms_of(atoms, source)
    found = _verdicts(atoms, slot_terms, configs, source, ids_out=ids)
    return {(u, t, o, c.values()): found[(u, t, o, numbers[c])] for (u, t, o), cs in wanted.items() for c in cs}


def explain_configuration(kb: CoatKB, utility: str, task: str, object_name: str,
                          configuration: Mapping[str, Any], profile: str = "corrected") -> ConfigVerdict:
    """Penalty terms and class of ANY configuration (common or not) of an object for a question."""
    kb.check_task(utility, task)
    values = complete_configuration(kb, object_name, configuration)
    cached = derive(kb, profile).verdict(utility, task, object_name, values.as_dict())
    if cached is not None:
        return cached
    return judge_configurations(kb, utility, task, object_name, [values], profile)[0]
