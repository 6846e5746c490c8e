"""Validators for GITA and TRIP: computed conflict pair vs the annotated one, and every annotation anomaly.

Anomalies are reported, never fixed and never fatal; each names the story, a kind and a detail.
Record anomalies, read off the release fields:
  typed_order_but_plausible (a base story typed "order"), implausible_without_breakpoint,
  plausible_with_breakpoint, missing_evidence, evidence_not_before_breakpoint, empty_sentences,
  states_count_mismatch, length_mismatch, example_id_mismatch, confl_sents_format (nested lists),
  confl_pairs_disagree, confl_sents_disagree (TRIP), padded_entity_names,
  pair_plausibility_mismatch (TRIP: a pair without exactly one plausible story, or one that
  disagrees with pair_plausible_story), pair_confl_pairs_disagree (TRIP), duplicate_key (a story
  key the file holds twice: JSON keeps the last copy, the earlier is lost), duplicate_field (a
  field repeated inside one story, so its gold may be either value);
variant anomalies (GITA, a variant against its base story): base_text_reordered,
  cloze_changes_several_sentences, order_text_differs;
state anomalies, computed from the annotated labels themselves, not from the solver's verdict:
  plausible_states_conflict (a plausible story whose labels contradict each other: label table
  and inertia only, no domain rule), states_conflict_before_breakpoint (an implausible story
  whose labels already clash before the gold breakpoint), gold_pair_unlinked (see
  `gold_pair_link_gap`: the annotations alone give the gold pair no possible link).
Diagnostics, not anomalies (they judge our rules, not the release, so they never shrink the goal's
denominator): rules_cannot_link (no state that the breakpoint sentence needs, by its annotation or
a domain rule, is set otherwise by the evidence sentence, directly or through a domain rule).
Kinds in DOUBTFUL_KINDS put a story's gold or states in doubt; the summary counts every
story, and separately the "clean" implausible stories (no doubtful anomaly), where the
solver's goal is measured. Summary fields: implausible_total, exact_pair, breakpoint_only
(breakpoint right, evidence wrong), wrong_pair (another pair), missed (none found; the four add up to
implausible_total), implausible_clean, exact_pair_clean,
plausible_total, plausible_flagged, plausible_flagged_without_anomaly, by_partition.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from typing import Optional, Sequence

from solver.states.model import Story
from solver.states.solve import RULE_FILES, ConflictResult, find_conflicts

# Kinds that put a story's gold or states in doubt: such stories leave the clean subset.
DOUBTFUL_KINDS = {
    "implausible_without_breakpoint", "plausible_with_breakpoint", "typed_order_but_plausible",
    "states_count_mismatch", "empty_sentences", "base_text_reordered", "evidence_not_before_breakpoint",
    "missing_evidence", "gold_pair_unlinked", "states_conflict_before_breakpoint",
    "plausible_states_conflict", "pair_plausibility_mismatch", "confl_sents_disagree", "pair_confl_pairs_disagree",
    "duplicate_field",
}


@dataclass
class Anomaly:
    story_id: str
    kind: str
    detail: str


@dataclass
class StoryCheck:
    """One story's row: gold vs computed."""

    story_id: str
    partition: str
    gold_plausible: Optional[bool]
    gold_pair: Optional[tuple[int, int]]
    computed_pair: Optional[tuple[int, int]]
    exact_pair: bool
    breakpoint_match: bool
    rules: list[str]
    anomalous: bool


@dataclass
class ValidationReport:
    dataset: str
    summary: dict
    stories: list[StoryCheck] = field(default_factory=list)
    anomalies: list[Anomaly] = field(default_factory=list)
    diagnostics: list[Anomaly] = field(default_factory=list)  # about our rules, not the release

    def to_json(self) -> dict:
        return {
            "dataset": self.dataset,
            "summary": self.summary,
            "anomalies": [asdict(a) for a in self.anomalies],
            "diagnostics": [asdict(a) for a in self.diagnostics],
            "stories": [asdict(s) for s in self.stories],
        }


def _base_key(story_id: str) -> str:
    return story_id.rsplit("-", 1)[0] if "-" in story_id else story_id


def _record_anomalies(story: Story) -> list[Anomaly]:
    """Quirks visible in the release fields (GITA's www layout; TRIP raw shares it)."""
    out: list[Anomaly] = []
    sid, raw = story.id, story.raw

    def add(kind: str, detail: str) -> None:
        out.append(Anomaly(sid, kind, detail))

    if story.source != "trip" or "type" in raw:
        key = sid.split("/")[-1]
        if "-" not in key and raw.get("type") == "order":
            add("typed_order_but_plausible" if story.plausible else "typed_order_base_story",
                "base story (no -C/-O suffix) has type 'order'")
        if "example_id" in raw and str(raw["example_id"]) != key:
            add("example_id_mismatch", f"example_id {raw['example_id']!r} differs from its key {key!r}")
        cs = raw.get("confl_sents")
        if isinstance(cs, list) and any(isinstance(x, list) for x in cs):
            add("confl_sents_format", f"confl_sents written as nested lists: {cs!r}")
        padded = sorted({e for e in _raw_entity_names(raw) if e != e.strip()})
        if padded:
            add("padded_entity_names", "entity names with surrounding spaces: " + ", ".join(repr(e) for e in padded))
        cp = raw.get("confl_pairs")
        if cp and story.gold_pair and _flat(cp) not in ([story.gold_pair[0], story.breakpoint],):
            add("confl_pairs_disagree", f"confl_pairs {cp!r} vs confl_sents {cs!r} and breakpoint {story.breakpoint}")
    for note in raw.get("_duplicates", []):
        add("duplicate_key" if note.startswith("story key") else "duplicate_field", note)
    if story.plausible is False and story.breakpoint < 0:
        add("implausible_without_breakpoint", "marked implausible but breakpoint is -1 and no conflict sentences")
    if story.plausible and story.breakpoint >= 0:
        add("plausible_with_breakpoint",
            f"marked plausible but has breakpoint {story.breakpoint} and conflict sentences {story.evidence}")
    if story.plausible is False and story.breakpoint >= 0 and not story.evidence:
        add("missing_evidence", f"breakpoint {story.breakpoint} without a conflict sentence")
    for i in story.evidence:
        if story.breakpoint >= 0 and i >= story.breakpoint:
            add("evidence_not_before_breakpoint", f"conflict sentence {i} is not before breakpoint {story.breakpoint}")
    empties = sum(1 for s in story.sentences if not s.strip())
    if empties or not story.sentences:
        add("empty_sentences", f"{len(story.sentences)} sentence(s), {empties} empty, for {len(story.states)} state dicts")
    if len(story.states) != len(story.sentences):
        add("states_count_mismatch", f"{len(story.states)} state entries for {len(story.sentences)} sentences")
    length = raw.get("length")
    if isinstance(length, int) and length != len(story.sentences) and not any(a.kind == "empty_sentences" for a in out):
        add("length_mismatch", f"length {length} but {len(story.sentences)} sentences")
    if story.source == "trip" and "index_in_pair" in raw:
        chosen = raw.get("pair_plausible_story")
        if isinstance(chosen, int) and bool(story.plausible) != (chosen == raw["index_in_pair"]):
            add("pair_plausibility_mismatch",
                f"plausible={story.plausible} but pair_plausible_story={chosen} (this is story {raw['index_in_pair']})")
        if story.plausible is False and raw.get("pair_confl_pairs") not in (None, raw.get("confl_pairs")):
            add("pair_confl_pairs_disagree",
                f"confl_pairs {raw.get('confl_pairs')!r} but pair_confl_pairs {raw.get('pair_confl_pairs')!r}")
    if story.source == "trip" and "confl_pairs" in raw and story.plausible is False:
        sents = raw.get("confl_sents") or []
        if sorted(_flat(sents)) != sorted(story.evidence):
            add("confl_sents_disagree", f"confl_sents {sents!r} but confl_pairs {raw.get('confl_pairs')!r}")
    return out


def _flat(value) -> list:
    if isinstance(value, list):
        return [x for v in value for x in _flat(v)]
    return [value]


def _raw_entity_names(raw: dict) -> list[str]:
    names = []
    for state in raw.get("states") or []:
        if isinstance(state, dict):
            for pairs in state.values():
                for pair in pairs if isinstance(pairs, list) else []:
                    if isinstance(pair, list) and pair and isinstance(pair[0], str):
                        names.append(pair[0])
    return names


def _variant_anomalies(stories: Sequence[Story]) -> list[Anomaly]:
    """Cloze variants differ from their base in one sentence; order variants permute it."""
    by_id = {s.id: s for s in stories}
    out: list[Anomaly] = []
    for s in stories:
        if s.partition not in ("cloze", "order"):
            continue
        base = by_id.get(_base_key(s.id))
        if base is None or len(base.sentences) != len(s.sentences):
            continue
        differing = [k for k, (a, b) in enumerate(zip(base.sentences, s.sentences)) if a.strip() != b.strip()]
        base_bag = Counter(x.strip() for x in base.sentences)
        variant_bag = Counter(x.strip() for x in s.sentences)
        if s.partition == "cloze" and len(differing) > 1:
            if sum((base_bag - variant_bag).values()) == 1:
                out.append(Anomaly(base.id, "base_text_reordered",
                                   f"base story tells the sentences of its cloze variant {s.id} in another order "
                                   f"(positions {differing} differ)"))
            else:
                out.append(Anomaly(s.id, "cloze_changes_several_sentences",
                                   f"cloze variant differs from base {base.id} in sentences {differing}"))
        if s.partition == "order" and base_bag != variant_bag:
            changed = sum((variant_bag - base_bag).values())
            out.append(Anomaly(s.id, "order_text_differs",
                               f"order variant is not a pure reordering of base {base.id}: {changed} sentence(s) reworded"))
    return out


def _state_anomalies(story: Story, full: ConflictResult, labels_only: ConflictResult) -> list[Anomaly]:
    out: list[Anomaly] = []
    if story.plausible and not labels_only.plausible:
        c = labels_only.clashes[0]
        out.append(Anomaly(story.id, "plausible_states_conflict",
                           f"annotated labels clash: sentence {c.breakpoint} needs {c.entity}.{c.attribute}="
                           f"{str(c.needed).lower()} after sentence {c.evidence} set it {str(c.held).lower()}"))
    pair = story.gold_pair
    if story.plausible is False and pair:
        i, j = pair
        if not labels_only.plausible and labels_only.breakpoint < j:
            c = labels_only.clashes[0]
            out.append(Anomaly(story.id, "states_conflict_before_breakpoint",
                               f"labels clash at sentence {c.breakpoint} ({c.entity}.{c.attribute}, set by sentence "
                               f"{c.evidence}) before the gold breakpoint {j}"))
        gap = gold_pair_link_gap(story)
        if gap:
            out.append(Anomaly(story.id, "gold_pair_unlinked", gap))
    return out


def _entity_key(name: str) -> str:
    return name.strip().casefold()


def gold_pair_link_gap(story: Story) -> Optional[str]:
    """Why the annotated labels alone cannot link the gold pair (evidence i -> breakpoint j), or None.

    The test reads only the release's labels, never our domain rules, so a rule we lack cannot
    move a story out of the goal's denominator. A reviewer applies it by hand, in this order:
      1. i and j must be sentence indices with a state entry (0 <= i < j < number of state entries);
      2. sentence j must annotate something it needs: a precondition (raw labels 1-4, 7, 8) or a
         location change of some entity;
      3. sentence i must annotate something it brings about: an effect (raw labels 1-6) or a
         location change of some entity;
      4. some entity (names compared without surrounding spaces, ignoring case) must carry a
         non-zero label in both sentences.
    A pair failing any step is unlinked: whatever the physics, the annotators wrote nothing that
    could connect the two sentences, so a solver reading these labels has nothing to find.
    """
    pair = story.gold_pair
    if pair is None:
        return None
    i, j = pair
    n = len(story.states)
    if not (0 <= i < j < n):
        return f"gold pair {i} -> {j} is not two ordered sentences among the {n} state entries"
    at_i = [lab for lab in story.states[i] if lab.informative]
    at_j = [lab for lab in story.states[j] if lab.informative]
    if not any(lab.pre is not None or lab.change for lab in at_j):
        return f"breakpoint sentence {j} annotates no precondition and no location change"
    if not any(lab.post is not None or lab.change for lab in at_i):
        return f"evidence sentence {i} annotates no effect and no location change"
    shared = {_entity_key(lab.entity) for lab in at_i} & {_entity_key(lab.entity) for lab in at_j}
    if not shared:
        return (f"sentences {i} and {j} share no annotated entity "
                f"({', '.join(sorted({lab.entity.strip() for lab in at_i}))} vs "
                f"{', '.join(sorted({lab.entity.strip() for lab in at_j}))})")
    return None


def _rule_diagnostics(story: Story, full: ConflictResult) -> list[Anomaly]:
    pair = story.gold_pair
    if story.plausible is False and pair and pair not in full.supported_pairs:
        i, j = pair
        return [Anomaly(story.id, "rules_cannot_link",
                        f"no state that sentence {j} needs (annotated or by a domain rule) is set otherwise by "
                        f"sentence {i}, directly or through a domain rule")]
    return []


def validate(stories: Sequence[Story], dataset: str, disabled: Sequence[str] = (),
             results: Optional[dict[str, ConflictResult]] = None) -> ValidationReport:
    """Run the solver (and the label-only core) over all stories; compare with gold; list anomalies.

    `disabled` switches named domain rules off (an ablation); the anomalies do not depend on it.
    `results` gives the verdicts to compare instead of solving the annotations (the verdicts with
    derived states added, solver/stories/check.py)."""
    stories = list(stories)
    full = results if results is not None else find_conflicts(stories, disabled=disabled)
    labels_only = find_conflicts(stories, list(RULE_FILES))
    anomalies: list[Anomaly] = []
    for s in stories:
        anomalies.extend(_record_anomalies(s))
    anomalies.extend(_variant_anomalies(stories))
    if dataset == "trip":
        anomalies.extend(_pair_anomalies(stories))
    for s in stories:
        anomalies.extend(_state_anomalies(s, full[s.id], labels_only[s.id]))
    order = {s.id: k for k, s in enumerate(stories)}
    anomalies.sort(key=lambda a: (order.get(a.story_id, 1 << 30), a.kind))
    doubtful = {a.story_id for a in anomalies if a.kind in DOUBTFUL_KINDS}
    diagnostics = [d for s in stories for d in _rule_diagnostics(s, full[s.id])]

    checks: list[StoryCheck] = []
    for s in stories:
        r = full[s.id]
        checks.append(StoryCheck(
            story_id=s.id, partition=s.partition, gold_plausible=s.plausible, gold_pair=s.gold_pair,
            computed_pair=r.pair, exact_pair=bool(s.gold_pair) and r.pair == s.gold_pair,
            breakpoint_match=(r.breakpoint == s.breakpoint), rules=r.rules, anomalous=s.id in doubtful,
        ))
    summary = _summary(checks, anomalies)
    summary["diagnostics_by_kind"] = dict(sorted(Counter(d.kind for d in diagnostics).items()))
    return ValidationReport(dataset, summary, checks, anomalies, diagnostics)


def _pair_anomalies(stories: Sequence[Story]) -> list[Anomaly]:
    """TRIP pairs: one plausible and one implausible story, agreeing with pair_plausible_story."""
    pairs: dict[str, list[Story]] = defaultdict(list)
    for s in stories:
        if s.pair_id:
            pairs[s.pair_id].append(s)
    out = []
    for pid, members in pairs.items():
        flags = [bool(m.plausible) for m in members]
        if len(members) != 2:  # a story removed from its pair would leave the counts short without a word
            out.append(Anomaly(members[0].id, "pair_story_missing" if len(members) < 2 else "pair_too_many_stories",
                               f"pair {pid} has {len(members)} {'story' if len(members) == 1 else 'stories'} "
                               "(expected 2: one plausible, one implausible)"))
        if flags.count(True) != 1:
            out.append(Anomaly(members[0].id, "pair_plausibility_mismatch",
                               f"pair {pid} has {flags.count(True)} plausible stories (expected 1)"))
    return out


def _counts(rows: list[StoryCheck]) -> dict:
    implausible = [r for r in rows if r.gold_plausible is False]
    plausible = [r for r in rows if r.gold_plausible]
    clean_imp = [r for r in implausible if not r.anomalous]
    clean_pl = [r for r in plausible if not r.anomalous]
    exact = sum(r.exact_pair for r in implausible)
    exact_clean = sum(r.exact_pair for r in clean_imp)
    return {
        "implausible_total": len(implausible),
        "exact_pair": exact,
        "exact_pair_rate": round(exact / len(implausible), 4) if implausible else None,
        # The implausible stories split four ways, each counted once: exact pair, breakpoint only, another
        # pair, missed (no conflict found; a story without a gold breakpoint that gets none is missed, not
        # "breakpoint only").
        "breakpoint_only": sum(r.breakpoint_match and not r.exact_pair and r.computed_pair is not None
                               for r in implausible),
        "wrong_pair": sum(not r.exact_pair and not r.breakpoint_match and r.computed_pair is not None
                          for r in implausible),
        "missed": sum(r.computed_pair is None for r in implausible),
        "implausible_clean": len(clean_imp),
        "exact_pair_clean": exact_clean,
        "exact_pair_clean_rate": round(exact_clean / len(clean_imp), 4) if clean_imp else None,
        "plausible_total": len(plausible),
        "plausible_flagged": sum(r.computed_pair is not None for r in plausible),
        "plausible_flagged_without_anomaly": sum(r.computed_pair is not None for r in clean_pl),
    }


def _summary(rows: list[StoryCheck], anomalies: list[Anomaly]) -> dict:
    summary = _counts(rows)
    parts: dict[str, list[StoryCheck]] = defaultdict(list)
    for r in rows:
        parts[r.partition].append(r)
    if len(parts) > 2 or any(p in parts for p in ("cloze", "order")):
        summary["by_partition"] = {p: _counts(rs) for p, rs in sorted(parts.items())}
    summary["stories"] = len(rows)
    summary["anomalies"] = len(anomalies)
    summary["anomalies_by_kind"] = dict(sorted(Counter(a.kind for a in anomalies).items()))
    summary["anomalous_stories"] = sum(r.anomalous for r in rows)
    return summary
