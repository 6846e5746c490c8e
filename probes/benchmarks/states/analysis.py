"""Scoring a reading probe run: TRIP's tiers from the model's own reading, states against the human annotations,
the model's direct verdict against the verdict its reading implies, and every wrong verdict explained.

All figures come from the run folder alone (items.jsonl holds each story with its annotations):
- validity: answers that follow the reading's JSON Schema, readings that validate, repairs;
- states: every pre / post / move of a valid reading against the annotations, per attribute, precision (of
  the states the reading gives, how many the annotation gives with the same value) and recall (of the
  annotated states, how many the reading gives), names normalised as the validator normalises them;
- tiers (solver.states.tiered, per story and per pair): accuracy = the plausibility physkb derives from the
  reading is right; consistency = also its conflict pair; verifiability = also the reading's states of
  the pair's sentences (the breakpoint's preconditions, the evidence's effects, at least one of each) match
  the annotation, TRIP's own tier 3. A story whose reading does not validate
  counts as wrong in every tier;
- the direct verdict: its own accuracy and consistency, and how often it agrees with the verdict derived
  from the reading (same plausibility; for two "impossible" verdicts, the same pair too).
Explanations compare the model's reading with the rule trace physkb gets from the annotated story: the
precondition and effect behind the annotated conflict, and which of them the reading lacked (or, for a
possible story the reading breaks, the states of the reading behind that clash).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from probes.benchmarks.base import (DiffResult, ErrorSummary, Explanation, Section, error_blocks, read_run_meta,
                                   run_label)
from solver.errors import DataError, UnknownNameError
from solver.states.model import LOCATION_ATTRIBUTES, Story
from probes import runs
from probes.benchmarks.gita.papers import PAPERS as GITA_PAPERS
from probes.benchmarks.stories import story_reference
from probes.benchmarks.stories.analysis import tiered_table
from probes.benchmarks.stories.items import item_from_raw
from probes.report_doc import Paragraph, Table
from solver.readings.check import check_readings
from solver.readings.convert import labels_of
from solver.readings.validate import normalise_name
from solver.states.solve import find_conflicts
from solver.states.tiered import StatePrediction, StoryPrediction, score_story, score_tiered

BENCHMARK = "states"
ROLES = ("pre", "post", "change")


@dataclass
class StoryAssessment:
    """One story of a run: its annotations, the model's reading (validated), the verdicts and the state matches."""

    story: Story
    record: dict
    reading: Any = None  # the validated, normalised Reading; None when the answer does not validate
    errors: list[str] = field(default_factory=list)
    derived: Any = None  # ConflictResult from the model's reading
    gold: Any = None  # ConflictResult from the annotations
    verdict: Optional[dict] = None  # the model's direct verdict


@dataclass
class RunAssessment:
    run: Path
    meta: dict
    stories: list[StoryAssessment]
    n_items: int


_CACHE: dict[tuple, RunAssessment] = {}


def _stamp(run_dir: Path) -> tuple:
    files = sorted(run_dir.glob("predictions*.jsonl")) + [run_dir / "items.jsonl"]
    return (str(run_dir.resolve()),) + tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files if p.exists())


def assess(run_dir: Path) -> RunAssessment:
    """Every predicted story of the run validated and checked (readings in one solve, annotations in another);
    kept per process while the run's files are unchanged (diff, explain and report all read it)."""
    run_dir = Path(run_dir)
    key = _stamp(run_dir)
    if key in _CACHE:
        return _CACHE[key]
    meta = read_run_meta(run_dir)
    if meta.get("benchmark") != BENCHMARK:
        raise DataError(f"not a {BENCHMARK} run (run.json names {meta.get('benchmark')!r})", where=str(run_dir))
    raws = runs.load_run_items(run_dir)
    items = {raw["id"]: item_from_raw(raw) for raw in raws}
    preds = runs.load_predictions(run_dir)
    assessed = [StoryAssessment(items[p["id"]].stories[0], p) for p in preds if p["id"] in items]
    pairs = [(a.story, a.record["reading"]) for a in assessed if isinstance(a.record.get("reading"), dict)]
    checked = check_readings(pairs) if pairs else None
    for a in assessed:
        validation = checked.validations.get(a.story.id) if checked else None
        if validation is not None and validation.ok:
            a.reading = validation.reading
            a.derived = checked.results.get(a.story.id)
        else:
            a.errors = ([str(i) for i in validation.errors] if validation is not None else []) or \
                list(a.record.get("errors") or ["the answer is no reading (not a JSON object)"])
        a.verdict = a.record.get("verdict")
    gold = find_conflicts([a.story for a in assessed]) if assessed else {}
    for a in assessed:
        a.gold = gold.get(a.story.id)
    result = RunAssessment(run_dir, meta, assessed, len(raws))
    _CACHE[key] = result
    return result


# --------------------------------------------------------------------------- states

def _norm(name: str, lang: str) -> str:
    return normalise_name(name, lang)


def _lang(a: StoryAssessment) -> str:
    return getattr(a.reading, "lang", None) or "en"


def state_table(labels_per_sentence, lang: str) -> dict[tuple[int, str, str, str], Any]:
    """(sentence, entity, attribute, role) -> value of every informative label."""
    table = {}
    for t, labels in enumerate(labels_per_sentence):
        for lab in labels:
            for role in ROLES:
                value = getattr(lab, role)
                if value is not None:
                    table[(t, _norm(lab.entity, lang), lab.attribute, role)] = value
    return table


def reading_states(a: StoryAssessment) -> dict:
    return state_table(labels_of(a.reading), _lang(a)) if a.reading is not None else {}


def gold_states(a: StoryAssessment) -> dict:
    return state_table(a.story.states, _lang(a))


def states_by_attribute(stories: list[StoryAssessment]) -> dict[str, dict]:
    """Per attribute: states the readings give, states annotated, matches; precision and recall in %. Stories
    without a valid reading count their annotated states as missed."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for a in stories:
        mine, gold = reading_states(a), gold_states(a)
        for key, value in mine.items():
            counts[key[2]][0] += 1
            counts[key[2]][2] += gold.get(key) == value
        for key in gold:
            counts[key[2]][1] += 1
    out = {}
    for attribute, (predicted, annotated, correct) in sorted(counts.items(), key=lambda kv: (-kv[1][1], kv[0])):
        out[attribute] = {"predicted": predicted, "annotated": annotated, "correct": correct,
                          "precision": round(100.0 * correct / predicted, 1) if predicted else None,
                          "recall": round(100.0 * correct / annotated, 1) if annotated else None}
    return out


def _micro(by_attribute: dict[str, dict]) -> dict:
    p = sum(v["predicted"] for v in by_attribute.values())
    g = sum(v["annotated"] for v in by_attribute.values())
    c = sum(v["correct"] for v in by_attribute.values())
    return {"predicted": p, "annotated": g, "correct": c, "precision": round(100.0 * c / p, 1) if p else None,
            "recall": round(100.0 * c / g, 1) if g else None}


# --------------------------------------------------------------------------- tiers and verdicts

def pair_states(a: StoryAssessment, pair: tuple[int, int]) -> list:
    """The reading's states tier 3 reads, as TRIP's verifiability does: the preconditions of the breakpoint
    sentence and the effects (and moves) of the evidence sentence, named as the annotation names the entity."""
    if a.reading is None:
        return []
    lang = _lang(a)
    gold_names = {_norm(lab.entity, lang): lab.entity.strip() for labels in a.story.states for lab in labels}
    labels = labels_of(a.reading)
    evidence, breakpoint = pair
    out = []
    for lab in (labels[breakpoint] if breakpoint < len(labels) else []):
        if lab.pre is not None and lab.attribute not in LOCATION_ATTRIBUTES:
            out.append(StatePrediction(gold_names.get(_norm(lab.entity, lang), lab.entity), lab.attribute,
                                       pre=lab.pre, sentence=breakpoint))
    for lab in (labels[evidence] if evidence < len(labels) else []):
        if lab.post is not None or lab.change is not None:
            out.append(StatePrediction(gold_names.get(_norm(lab.entity, lang), lab.entity), lab.attribute,
                                       post=lab.post, change=lab.change, sentence=evidence))
    return out


def derived_predictions(stories: list[StoryAssessment]) -> list:
    """The verdict physkb derives from each valid reading, as `score tiered` predictions; tier 3 reads the
    reading's own states of the pair's sentences (pair_states)."""
    preds = []
    for a in stories:
        r = a.derived
        if r is None:
            continue
        states = [] if r.plausible else pair_states(a, r.pair)
        preds.append(StoryPrediction(a.story.id, r.plausible, None if r.plausible else r.breakpoint,
                                     None if r.plausible else r.evidence, states))
    return preds


def verdict_predictions(stories: list[StoryAssessment]) -> list:
    preds = []
    for a in stories:
        v = a.verdict
        if not v:
            continue
        n = len(a.story.sentences)
        ok = lambda x: x if isinstance(x, int) and 0 <= x < n else None  # noqa: E731
        plausible = bool(v.get("plausible"))
        preds.append(StoryPrediction(a.story.id, plausible, None if plausible else ok(v.get("breakpoint")),
                                     None if plausible else ok(v.get("evidence")), []))
    return preds


def agreement(stories: list[StoryAssessment]) -> dict:
    """How often the direct verdict follows from the model's reading: same plausibility, and for two
    "impossible" verdicts the same pair (stories with both a valid reading and a verdict)."""
    both = [a for a in stories if a.derived is not None and a.verdict]
    same_plausibility = [a for a in both if bool(a.verdict.get("plausible")) == a.derived.plausible]
    same = [a for a in same_plausibility if a.derived.plausible or
            (a.verdict.get("evidence"), a.verdict.get("breakpoint")) == a.derived.pair]
    n = len(both)
    return {"stories": n, "same_plausibility": len(same_plausibility), "same_verdict": len(same),
            "plausibility_agreement": round(100.0 * len(same_plausibility) / n, 1) if n else None,
            "verdict_agreement": round(100.0 * len(same) / n, 1) if n else None}


def _tiered(stories: list[StoryAssessment], preds: list) -> dict:
    gold = [a.story for a in stories]
    return score_tiered(gold, preds) if gold else {}


def source_kind(meta: dict) -> str:
    """trip, gita or stories (kb/stories, natural stories): which paper rows a run's table gets."""
    path = str(meta.get("items_path") or "").lower()
    for name in ("trip", "gita"):
        if name in Path(path).name or f"/{name}" in path:
            return name
    return "stories"


def diff_states_run(run_dir: Path) -> DiffResult:
    run = assess(run_dir)
    stories = run.stories
    records = [a.record for a in stories]
    n = len(stories)
    by_attribute = states_by_attribute(stories)
    tiered = _tiered(stories, derived_predictions(stories))
    direct = _tiered(stories, verdict_predictions(stories))
    overall = {
        "n_items": run.n_items, "n_predicted": n, "source": source_kind(run.meta),
        "schema_valid_first": sum(bool(r.get("first_schema_valid")) for r in records),
        "schema_valid": sum(bool(r.get("schema_valid")) for r in records),
        "valid_first": sum(bool(r.get("first_valid")) for r in records),
        "valid": sum(a.reading is not None for a in stories),
        "repaired": sum(bool(r.get("repaired")) for r in records),
        "closed_early": sum(bool(r.get("closed_early")) for r in records),
        "prompt_form": (run.meta.get("prompt_format") or {}).get("form", "full"),
        "states": _micro(by_attribute),
        "tiered": {k: tiered.get(k) for k in ("accuracy", "consistency", "verifiability")},
        "tiered_pairs": {k: (tiered.get("pairs") or {}).get(k) for k in ("pairs", "accuracy", "consistency",
                                                                          "verifiability")} if tiered.get("pairs") else None,
        "direct": {k: direct.get(k) for k in ("accuracy", "consistency")},
        "agreement": agreement(stories),
    }
    rows = []
    for a in stories:
        d = a.derived
        rows.append({"id": a.story.id, "gold": None if a.story.plausible else list(a.story.gold_pair or []),
                     "valid": a.reading is not None, "repaired": bool(a.record.get("repaired")),
                     "derived": None if d is None else (None if d.plausible else list(d.pair)),
                     "derived_plausible": None if d is None else d.plausible,
                     "verdict": a.verdict, "errors": a.errors[:3]})
    summary = {"overall": overall, "tiered": tiered, "direct": direct, "states_by_attribute": by_attribute,
               "model": run.meta.get("model") or {}}
    return DiffResult(BENCHMARK, Path(run_dir), run_label(run_dir, run.meta), summary, rows,
                      tables=[_attribute_table([(run_label(run_dir, run.meta), by_attribute)])])


def overall_lines(o: dict) -> list[str]:
    """A run's headline figures in words (probe summary, main job)."""
    if not o:
        return []
    n = o.get("n_predicted") or 0
    t, a, s = o.get("tiered") or {}, o.get("agreement") or {}, o.get("states") or {}
    lines = [f"schema-valid answers {o.get('schema_valid_first')}/{n} first, {o.get('schema_valid')}/{n} final; valid "
             f"readings {o.get('valid_first')}/{n} first, {o.get('valid')}/{n} after {o.get('repaired')} repair rounds",
             f"from the model's reading: accuracy {t.get('accuracy')} / consistency {t.get('consistency')} / "
             f"verifiability {t.get('verifiability')} (% of {n} stories)",
             f"states vs annotations: precision {_pct(s.get('precision'))}%, recall {_pct(s.get('recall'))}% "
             f"({s.get('correct')} right of {s.get('predicted')} given, {s.get('annotated')} annotated)",
             f"direct verdict: accuracy {(o.get('direct') or {}).get('accuracy')} / consistency "
             f"{(o.get('direct') or {}).get('consistency')}; agrees with the reading's verdict "
             f"{a.get('same_verdict')}/{a.get('stories')} (plausibility {a.get('same_plausibility')}/{a.get('stories')})"]
    if o.get("tiered_pairs"):
        p = o["tiered_pairs"]
        lines.insert(2, f"  per pair: {p.get('accuracy')} / {p.get('consistency')} / {p.get('verifiability')} "
                        f"({p.get('pairs')} pairs)")
    return lines


# --------------------------------------------------------------------------- explanations

def _fmt_state(entity: str, attribute: str, value: Any) -> str:
    return f"{entity}.{attribute}={str(value).lower()}"


def _gold_clashes(a: StoryAssessment) -> list:
    g = a.gold
    if g is None or g.plausible:
        return []
    return [c for c in g.clashes if c.evidence == g.evidence and c.breakpoint == g.breakpoint]


def lacked(a: StoryAssessment) -> tuple[list[str], list[str]]:
    """(what the reading gave of the annotated conflict's states, what it lacked), each in words."""
    mine = reading_states(a)
    lang = _lang(a)
    had, missing = [], []
    for c in _gold_clashes(a):
        entity = _norm(c.entity, lang)
        location = c.attribute in LOCATION_ATTRIBUTES
        pre_key = (c.breakpoint, entity, c.attribute, "pre")
        pre = f"the precondition {_fmt_state(c.entity, c.attribute, c.needed)} of sentence {c.breakpoint} ({c.rule})"
        (had if mine.get(pre_key) == c.needed else missing).append(pre)
        if location:
            post_ok = any(k[:3] == (c.evidence, entity, c.attribute) and k[3] == "change" for k in mine)
        else:
            post_ok = mine.get((c.evidence, entity, c.attribute, "post")) == c.held
        post = f"the effect {_fmt_state(c.entity, c.attribute, c.held)} of sentence {c.evidence} ({c.set_by})"
        (had if post_ok else missing).append(post)
    return list(dict.fromkeys(had)), list(dict.fromkeys(missing))


def _reading_clash_words(a: StoryAssessment) -> list[str]:
    r = a.derived
    gold = gold_states(a)
    lang = _lang(a)
    out = []
    for c in r.clashes:
        if c.evidence != r.evidence:
            continue
        e = _norm(c.entity, lang)
        notes = []
        for t, role, value in ((c.breakpoint, "pre", c.needed), (c.evidence, "post", c.held)):
            g = gold.get((t, e, c.attribute, role))
            notes.append(f"sentence {t} {role} {_fmt_state(c.entity, c.attribute, value)}: " +
                         ("annotated alike" if g == value else "not annotated" if g is None else f"annotated {g}"))
        out.append(f"{c.rule} / {c.set_by}: " + "; ".join(notes))
    return list(dict.fromkeys(out))


def explain_story(a: StoryAssessment) -> Explanation:
    """Why the verdict physkb derives from the model's reading is wrong (or that it is right)."""
    sid = a.story.id
    gold_pair = None if a.story.plausible else a.story.gold_pair
    trace = list(a.gold.trace) if a.gold is not None and not a.gold.plausible else []
    if a.reading is None:
        return Explanation(sid, "invalid reading (after the repair round)",
                           "the model's reading does not validate, so nothing is derived from it: "
                           + "; ".join(a.errors[:3]), detail={"errors": a.errors})
    d = a.derived
    derived_pair = None if d.plausible else d.pair
    if a.story.plausible:
        if d.plausible:
            return Explanation(sid, "right", "possible, as annotated", correct=True)
        words = _reading_clash_words(a)
        return Explanation(sid, "possible story broken by the reading",
                           f"the reading breaks sentence {d.breakpoint} because of sentence {d.evidence}: "
                           + " | ".join(words), trace=list(d.trace), detail={"derived": list(derived_pair)})
    had, missing = lacked(a)
    if d.plausible:
        category = ("missed: the reading lacked " + _lack_kind(missing)) if missing else \
            "missed: the reading has the conflict's states, but no law joins them"
        text = f"annotated {gold_pair[0]} -> {gold_pair[1]}; from the reading: possible. " + \
            (f"Lacked: {'; '.join(missing)}." if missing else "") + (f" Had: {'; '.join(had)}." if had else "")
        if not _gold_clashes(a):
            category, text = "missed (the annotations' own states give no conflict either)", \
                f"annotated {gold_pair[0]} -> {gold_pair[1]}; the annotated states do not derive it either"
        return Explanation(sid, category, text, trace=trace, detail={"lacked": missing, "had": had})
    if derived_pair != gold_pair:
        text = (f"annotated {gold_pair[0]} -> {gold_pair[1]}, from the reading {derived_pair[0]} -> {derived_pair[1]}: "
                + " | ".join(_reading_clash_words(a)) + (f". For the annotated pair it lacked: {'; '.join(missing)}"
                                                          if missing else ""))
        return Explanation(sid, "wrong pair", text, trace=trace + [f"reading: {t}" for t in d.trace],
                           detail={"lacked": missing, "derived": list(derived_pair)})

    [pred] = derived_predictions([a])
    if not score_story(a.story, pred)[2]:
        gold = gold_states(a)
        lang = _lang(a)
        words = []
        for st in pred.states:
            role = "pre" if st.pre is not None else "change" if st.change is not None else "post"
            value = getattr(st, role)
            g = gold.get((st.sentence, _norm(st.entity, lang), st.attribute, role))
            if g != value:
                words.append(f"sentence {st.sentence} {role} {_fmt_state(st.entity, st.attribute, value)}: "
                             + ("not annotated" if g is None else f"annotated {g}"))
        if not any(st.pre is not None for st in pred.states):
            words.append(f"no precondition of sentence {d.breakpoint} given")
        if not any(st.pre is None for st in pred.states):
            words.append(f"no effect of sentence {d.evidence} given")
        return Explanation(sid, "pair right, states of its sentences not the annotated ones", "; ".join(words),
                           trace=list(d.trace))
    return Explanation(sid, "right", f"{gold_pair[0]} -> {gold_pair[1]}, with the annotated states", correct=True)


def _lack_kind(missing: list[str]) -> str:
    kinds = {m.split()[1] for m in missing}
    return " and ".join(sorted(kinds)) if kinds else "nothing"


def explain_item(run_dir: Path, item_id: str) -> Explanation:
    run = assess(run_dir)
    for a in run.stories:
        if a.story.id == item_id or a.record.get("id") == item_id:
            return explain_story(a)

    raise UnknownNameError("story of this run", item_id, [a.story.id for a in run.stories])


def explain_errors(run_dir: Path) -> ErrorSummary:
    run = assess(run_dir)
    wrong = [e for e in (explain_story(a) for a in run.stories) if not e.correct]
    return ErrorSummary(BENCHMARK, Path(run_dir), wrong, source="the rule trace of the annotated stories")


# --------------------------------------------------------------------------- report

def _attribute_table(runs: list[tuple[str, dict]]):
    attrs = list(dict.fromkeys(a for _, by in runs for a in by))
    rows = []
    for attribute in attrs:
        row = [attribute]
        for _, by in runs:
            v = by.get(attribute)
            row.append("–" if v is None else f"{_pct(v['precision'])} / {_pct(v['recall'])} "
                                              f"({v['correct']}/{v['predicted']}/{v['annotated']})")
        rows.append(row)
    return Table(["attribute"] + [label for label, _ in runs], rows,
                 caption="States against the annotations per attribute: precision / recall % (right / given / annotated)")


def _pct(value) -> str:
    return "–" if value is None else f"{value:.1f}"


def states_section(title: str, run_dirs: list[Path], max_examples: int = 4) -> Section:
    diffs = [diff_states_run(r) for r in run_dirs]
    errors = [explain_errors(r) for r in run_dirs]
    blocks: list = [Paragraph(
        "A model reads each story into physkb's state vocabulary (`physkb read --model`: the reading prompt, decoding "
        "constrained by the reading's JSON Schema, one repair round with the validator's message). physkb derives the "
        "verdict from that reading; tiers as TRIP's (Storks et al. 2021): accuracy = the derived plausibility is right, "
        "consistency = also the conflict pair, verifiability = also the reading's states of the pair's sentences "
        "(the breakpoint's preconditions, the evidence's effects, at least one of each) match the annotation. A reading that does not validate counts as wrong. The model "
        "is also asked directly (possible or not, breakpoint, evidence); 'agrees' counts the stories whose direct "
        "verdict is the one its own reading implies. Sentences are numbered from 0.")]
    head = ["run", "source", "prompt", "stories", "schema-valid (first / final)",
            "valid readings (first / after repair)", "ended by the token budget",
            "acc / cons / verif (story)", "acc / cons / verif (pair)", "states P / R", "direct acc / cons",
            "direct agrees with reading"]
    rows = []
    for d in diffs:
        o = d.summary["overall"]
        n = o["n_predicted"]
        t, p, s, dr, ag = o["tiered"], o.get("tiered_pairs") or {}, o["states"], o["direct"], o["agreement"]
        rows.append([d.label, o["source"], o.get("prompt_form", "full"), f"{n}/{o['n_items']}",
                     f"{o['schema_valid_first']} / {o['schema_valid']}",
                     f"{o['valid_first']} / {o['valid']} ({o['repaired']} repaired)", str(o.get("closed_early", 0)),
                     f"{_pct(t.get('accuracy'))} / {_pct(t.get('consistency'))} / {_pct(t.get('verifiability'))}",
                     (f"{_pct(p.get('accuracy'))} / {_pct(p.get('consistency'))} / {_pct(p.get('verifiability'))} "
                      f"({p.get('pairs')})") if p else "–",
                     f"{_pct(s['precision'])} / {_pct(s['recall'])}",
                     f"{_pct(dr.get('accuracy'))} / {_pct(dr.get('consistency'))}",
                     f"{ag['same_verdict']}/{ag['stories']}"])
    blocks.append(Table(head, rows, caption="Tiers from the model's own reading, per run"))
    blocks += _paper_blocks(diffs)
    blocks.append(_attribute_table([(d.label, d.summary["states_by_attribute"]) for d in diffs]))
    blocks += error_blocks([d.label for d in diffs], errors, "Wrong verdicts from the reading, by what the rule trace shows", max_examples)
    return Section(benchmark=BENCHMARK, blocks=blocks, plots=[],
                   figures={"runs": [d.summary["overall"] | {"label": d.label} for d in diffs],
                            "errors": [e.to_json() | {"explanations": None} for e in errors]})


def _paper_blocks(diffs: list[DiffResult]) -> list:
    """The tiers per model beside the papers' rows: per source, our runs (per pair, per partition) and the
    paper's figures from the release's papers/ (GITA: XLM-RoBERTa; the release holds no TRIP figures)."""
    blocks: list = []
    for source in ("trip", "gita"):
        mine = [d for d in diffs if d.summary["overall"]["source"] == source]
        if not mine:
            continue
        rows = [(d.label, d.summary["tiered"]) for d in mine]
        reference = None
        try:
            reference = story_reference(GITA_PAPERS) if source == "gita" else None  # the release has no TRIP figures
        except (KeyError, DataError, OSError):
            reference = None
        if reference is not None:
            by_part = {p: {"unit": "pair", **dict(zip(("accuracy", "consistency", "verifiability"), v))}
                       for p, v in reference.figures.items()}
            rows.append((reference.label, {"pairs": {"unit": "pair", "by_partition": by_part}}))
        blocks.append(tiered_table(rows, source, "pair"))
        blocks.append(Paragraph(reference.note if reference is not None else
                                f"The release's papers/ folder holds no {source.upper()} figures, so no paper row is "
                                "shown for it."))
    return blocks
