"""Check the COAT release against the rules: reproduction figures, anomalies, profile differences.

Anomalies are reported, never fixed and never fatal: the release stays the release, and the
user sees every place where its annotations disagree with themselves or with the rules.
"""
from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from solver.coat.derive import ConfigVerdict, Derivation, derive
from solver.coat.knowledge import KB_COAT_DIR, CoatKB
from solver.coat.questions.gold_orders import gold_order_disagreements
from solver.coat.records import VARIABLES, ConfigurationValues
from solver.errors import DataError
from solver.logic.asp import decode, solve
from solver.logic.coat import Ai2thorType


@dataclass(frozen=True)
class Anomaly:
    kind: str
    where: str
    detail: str


@dataclass
class ValidationReport:
    profile: str
    source: str
    penalties_total: int
    penalties_matched: int
    ideal_pairs_total: int
    ideal_pairs_matched: int
    anomalies: list[Anomaly]
    profile_differences: list[dict[str, Any]]
    mismatches: list[dict[str, Any]] = field(default_factory=list)
    # Task-2 items (generated with the sum order, this seed) whose gold the time-then-material order changes
    gold_orders: list[Any] = field(default_factory=list)
    gold_orders_seed: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "profile": self.profile,
            "source": self.source,
            "penalties_total": self.penalties_total,
            "penalties_matched": self.penalties_matched,
            "ideal_pairs_total": self.ideal_pairs_total,
            "ideal_pairs_matched": self.ideal_pairs_matched,
            "anomalies": [asdict(a) for a in self.anomalies],
            "anomaly_counts": dict(Counter(a.kind for a in self.anomalies)),
            "profile_differences": {
                "count": len(self.profile_differences),
                "by_reason": dict(Counter(d["reason"] for d in self.profile_differences)),
                "items": self.profile_differences,
            },
            "mismatches": self.mismatches,
            "task2_gold_orders": {
                "generated_by": "sum", "compared_with": "time-then-material", "seed": self.gold_orders_seed,
                "items": sum(d.items for d in self.gold_orders),
                "disagree": sum(d.disagree for d in self.gold_orders),
                "by_variation": [d.to_json() for d in self.gold_orders],
            },
        }


def _pair(utility: str, task: str) -> str:
    return f"{utility} / {task}"


def _config_text(values: ConfigurationValues | ConfigVerdict) -> str:
    return f"{values.object_name}(" + ", ".join(getattr(values, v) for v in VARIABLES) + ")"


def ai2thor_types() -> list[str]:
    """The AI2-THOR object type names authored in kb/coat/ai2thor.lp."""

    path = KB_COAT_DIR / "ai2thor.lp"
    if not path.is_file():
        raise DataError("AI2-THOR type list is missing", where=str(path))
    atoms = solve([], path.read_text(encoding="utf-8"), source=str(path))
    return sorted(a.name for a in decode(atoms, Ai2thorType, str(path)))


def validate_release(kb: CoatKB, profile: str = "release", task2_seed: int | None = 0) -> ValidationReport:
    """Compare the derivation under `profile` with the release's own answers and list every anomaly."""
    if kb.release is None:
        raise DataError("validation needs the release data (--data DIR pointing at the COAT release)", where=kb.source)
    d = derive(kb, profile)
    other = derive(kb, "corrected" if profile == "release" else "release")
    rel, cor = (d, other) if profile == "release" else (other, d)

    # --- penalties: time, material and class all equal ---------------------------------
    mismatches: list[dict[str, Any]] = []
    matched = 0
    for e in kb.release.suboptimal:
        c = e.configuration
        v = d.verdict(e.utility, e.task, c.object_name, c.as_dict())
        mine = (v.time_penalty, v.material_penalty, v.cls) if v else None
        if mine == (e.time_penalty, e.material_penalty, e.cls):
            matched += 1
        else:
            mismatches.append({"where": _pair(e.utility, e.task), "object_name": c.object_name, "config_id": c.id,
                               "release": [e.time_penalty, e.material_penalty, e.cls], "computed": list(mine) if mine else None})

    # --- ideal pairs --------------------------------------------------------------------
    anomalies: list[Anomaly] = []
    pairs = kb.pairs
    ideal_matched = 0
    for u, t in pairs:
        mine_set = set(d.ideal_configurations.get((u, t), []))
        gold_set = set(kb.release.ideal_configurations.get((u, t), []))
        if mine_set == gold_set:
            ideal_matched += 1
            continue
        extra = sorted(_config_text(c) for c in mine_set - gold_set)
        missing = sorted(_config_text(c) for c in gold_set - mine_set)
        anomalies.append(Anomaly("stale_ideal_pair", _pair(u, t),
                                 f"released {len(gold_set)} ideal configurations, the product rule gives {len(mine_set)}; "
                                 f"only in rules: {', '.join(extra) or '-'}; only in release: {', '.join(missing) or '-'}"))

    anomalies += _structural_anomalies(kb)
    anomalies += _ideal_also_suboptimal(kb)
    anomalies += _rule_disagreements(kb, rel)
    diffs = profile_differences(kb, rel, cor)
    report = ValidationReport(profile, kb.source, len(kb.release.suboptimal), matched, len(pairs), ideal_matched,
                              anomalies, diffs, mismatches)
    if task2_seed is not None:
        report.gold_orders = gold_order_disagreements(kb, d, profile, task2_seed)
        report.gold_orders_seed = task2_seed
    return report


def _structural_anomalies(kb: CoatKB) -> list[Anomaly]:
    out: list[Anomaly] = []
    gold = kb.release
    assert gold is not None
    for (u, t), objs in gold.oracle_raw.items():
        if t not in kb.tasks.get(u, []):
            out.append(Anomaly("oracle_pair_not_in_tasks", _pair(u, t), "oracle.json has a pair tasks.json does not list"))
        for o in objs:
            if o not in kb.utility_objects.get(u, []):
                out.append(Anomaly("oracle_object_not_utility_object", _pair(u, t),
                                   f"context object {o} is not among the utility objects of {u} in objects.json"))
    for u, t in kb.pairs:
        if (u, t) not in gold.oracle_raw:
            out.append(Anomaly("task_without_context_objects", _pair(u, t), "tasks.json lists a pair oracle.json lacks"))
    if set(kb.utilities) != set(kb.utility_objects):
        out.append(Anomaly("utility_lists_disagree", "utilities.json / objects.json",
                           f"symmetric difference: {sorted(set(kb.utilities) ^ set(kb.utility_objects))}"))
    named = set(kb.objects) - {o for o, cv in gold.common_values_raw.items() if cv.is_empty()}
    for o, cv in gold.common_values_raw.items():
        in_utilities = any(o in objs for objs in kb.utility_objects.values())
        if cv.is_empty() or not in_utilities:
            out.append(Anomaly("extra_object_key", f"common_var_responses.json / {o}",
                               "key of no utility object" + (" with only empty value lists" if cv.is_empty() else "")))
    for o in sorted(named):
        if o not in gold.common_values_raw:
            out.append(Anomaly("object_without_common_values", o, "no entry in common_var_responses.json"))
        if o not in gold.ideal_values:
            out.append(Anomaly("object_without_ideal_values", o, "no entry in 3_var_ideal_config.json"))
    for o, iv in gold.ideal_values.items():
        if iv.already_in_use != ("free",) or iv.condition != ("clean",):
            out.append(Anomaly("unexpected_ideal_state", f"3_var_ideal_config.json / {o}",
                               f"ideal already_in_use {list(iv.already_in_use)}, condition {list(iv.condition)} (rules use free, clean)"))
        if len(iv.temperature) > 1:
            out.append(Anomaly("several_ideal_temperatures", f"3_var_ideal_config.json / {o}",
                               f"ideal temperatures {list(iv.temperature)}: the release compares with the last only"))
    if gold.choice_ideal_values != gold.ideal_values:
        differing = sorted(o for o in set(gold.choice_ideal_values) | set(gold.ideal_values)
                           if gold.choice_ideal_values.get(o) != gold.ideal_values.get(o))
        out.append(Anomaly("ideal_value_files_differ", "task-1/choice_config_oracle.json vs task-2/3_var_ideal_config.json",
                           f"{len(differing)} objects differ: {', '.join(differing[:10])}"))
    types = ai2thor_types()
    for o in sorted(named | set(gold.common_values_raw)):
        if o in types:
            continue
        close = difflib.get_close_matches(o, types, n=1, cutoff=0.8)
        if close:
            out.append(Anomaly("misspelled_ai2thor_name", o, f"AI2-THOR spells it {close[0]}"))
        else:
            out.append(Anomaly("not_an_ai2thor_type", o, "no AI2-THOR object type of that name"))
    for (u, t), objs in kb.context_objects.items():
        for o in objs:
            cv = kb.common_values.get(o)
            if cv and len(cv.material) > 1 and (u, t, o) not in kb.material_preferences:
                out.append(Anomaly("missing_material_preference", f"{_pair(u, t)} / {o}",
                                   "multi-material context object without a material preference"))
    return out


def _ideal_also_suboptimal(kb: CoatKB) -> list[Anomaly]:
    """A released ideal configuration that the release also lists as moderate or bad for the same pair."""
    gold = kb.release
    assert gold is not None
    listed: dict[tuple[str, str, ConfigurationValues], str] = {}
    for e in gold.suboptimal:
        c = e.configuration
        listed[(e.utility, e.task, ConfigurationValues(c.object_name, *c.values()))] = e.cls
    out = []
    rel = derive(kb, "release")
    for (u, t), configs in gold.ideal_configurations.items():
        for c in configs:
            cls = listed.get((u, t, c))
            if cls:
                out.append(Anomaly(f"ideal_also_{cls}", _pair(u, t),
                                   f"{_config_text(c)} is a released ideal configuration and also a {cls} option"))
                continue
            v = rel.verdict(u, t, c.object_name, c.as_dict())
            if v is not None and v.cls != "ideal":
                out.append(Anomaly("ideal_with_penalty", _pair(u, t),
                                   f"{_config_text(c)} is a released ideal configuration but its release penalties are "
                                   f"time {v.time_penalty}, material {v.material_penalty} ({v.cls or 'dropped'})"))
    return out


def _rule_disagreements(kb: CoatKB, rel: Derivation) -> list[Anomaly]:
    """Configurations file vs the common-configuration rule; verdicts the release lists nowhere."""
    out = []
    listed = [(c.object_name, *c.values()) for c in kb.configurations]
    derived = set(rel.common_configurations)
    if set(listed) != derived:
        only_file = sorted(set(listed) - derived)
        only_rule = sorted(derived - set(listed))
        out.append(Anomaly("configurations_differ_from_rule", "possible_configurations_v1.json",
                           f"{len(only_file)} only in the file, {len(only_rule)} only from the rule; e.g. {(only_file + only_rule)[:3]}"))
    if len(listed) != len(set(listed)):
        out.append(Anomaly("duplicate_configuration", "possible_configurations_v1.json",
                           f"{len(listed) - len(set(listed))} duplicated configurations"))
    return out


def profile_differences(kb: CoatKB, rel: Derivation, cor: Derivation) -> list[dict[str, Any]]:
    """Every item where the release profile and the corrected profile give different answers."""
    out: list[dict[str, Any]] = []
    for a, b in zip(rel.verdicts, cor.verdicts):
        if (a.time_penalty, a.material_penalty, a.cls) == (b.time_penalty, b.material_penalty, b.cls):
            continue
        reasons = []
        if a.cls is None:
            reasons.append("release_drops_one_zero")
        ta = {t.variable: t for t in a.terms}
        tb = {t.variable: t for t in b.terms}
        for var in ta:
            if ta[var].amount != tb[var].amount:
                reasons.append(f"{ta[var].rule}->{tb[var].rule}")
        out.append({"kind": "verdict", "where": _pair(a.utility, a.task), "object_name": a.object_name,
                    "config_id": a.config_id, "release": [a.time_penalty, a.material_penalty, a.cls],
                    "corrected": [b.time_penalty, b.material_penalty, b.cls], "reason": "; ".join(reasons)})
    for u, t in kb.pairs:
        ra, rb = set(rel.ideal_configurations.get((u, t), [])), set(cor.ideal_configurations.get((u, t), []))
        if ra != rb:
            out.append({"kind": "ideal_configurations", "where": _pair(u, t), "release": sorted(map(_config_text, ra)),
                        "corrected": sorted(map(_config_text, rb)), "reason": "ideal set"})
    for key in sorted(set(rel.levels) | set(cor.levels)):
        lvl, rule = rel.level(*key)
        other = cor.level(*key)
        if other[0] != lvl:
            u, t, o = key
            out.append({"kind": "pruning_level", "where": _pair(u, t), "object_name": o,
                        "release": [lvl, rule], "corrected": list(other), "reason": f"{rule}->{other[1]}"})
    return out


def render_text(report: ValidationReport, limit: int = 20) -> str:
    """A short human-readable report."""
    lines = [
        f"COAT release {report.source} (profile {report.profile})",
        f"penalties {report.penalties_matched}/{report.penalties_total}",
        f"ideal pairs {report.ideal_pairs_matched}/{report.ideal_pairs_total}",
        f"anomalies: {len(report.anomalies)}",
    ]
    for a in report.anomalies:
        lines.append(f"  [{a.kind}] {a.where}: {a.detail}")
    by_reason = Counter(d["reason"] for d in report.profile_differences)
    lines.append(f"profile differences (release vs corrected): {len(report.profile_differences)}")
    for reason, n in by_reason.most_common():
        lines.append(f"  {n:5d}  {reason}")
    for d in report.profile_differences[:limit]:
        lines.append(f"  e.g. {d['kind']} {d['where']} {d.get('object_name', '')} {d.get('config_id', '')}: "
                     f"release {d['release']} -> corrected {d['corrected']}")
    if report.gold_orders:
        total = sum(d.items for d in report.gold_orders)
        off = sum(d.disagree for d in report.gold_orders)
        lines.append(f"Task-2 gold orders (items generated with --task2-gold sum, seed {report.gold_orders_seed}): "
                     f"time-then-material picks another gold on {off} of {total} items ({100 * off / max(1, total):.1f}%)")
        for d in report.gold_orders:
            lines.append(f"  {d.variation}: {d.disagree:5d} of {d.items:5d} ({100 * d.disagree / max(1, d.items):5.1f}%; "
                         f"{d.other_gold} another option, {d.other_tie} no unique one)")
    if report.mismatches:
        lines.append(f"penalty mismatches under {report.profile}: {len(report.mismatches)} (first {min(limit, len(report.mismatches))})")
        for m in report.mismatches[:limit]:
            lines.append(f"  {m['where']} {m['object_name']} #{m['config_id']}: release {m['release']} computed {m['computed']}")
    return "\n".join(lines)
