"""`physkb validate grafford`: the release's anomalies and the knowledge base's honest scores.

Anomalies are reported, never fixed and never fatal. Scores are 5-fold cross-validated
because the kind priors are estimated from the release: for each fold the priors are refit
on the other four folds and only the held-out fold is scored.
"""
from __future__ import annotations

import hashlib
import re
import time
from collections import defaultdict
from pathlib import Path

from solver.affordances.describe import CLASS_ATOMS, ItemDescription, describe
from solver.affordances.fit import N_FOLDS, fit_priors, fold_of, load_typical
from solver.affordances.lexicon import UNKNOWN_KIND, load_lexicon
from solver.affordances.loaders import (
    AGREEMENT_FILE,
    CLASSES,
    FEW_SHOT_FILE,
    MAIN_FILE,
    ZHU_FILE,
    AgreementRow,
    GraffordRow,
    load_grafford,
    load_high_agreement,
    load_zhu_synsets,
)
from solver.affordances.metrics import affordance_accuracy, mean_average_precision, pairwise_accuracy
from solver.affordances.program import BulkEvaluator, check_priors, load_priors
from solver.errors import DataError
from solver.paths import resolve_data_dir
from tqdm import tqdm

GOAL_MAP = 0.6
GOAL_ACCURACY = 0.7
EXAMPLES = 10  # rows listed per anomaly kind in the summary (counts are always complete)


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _pair(sentence: str, obj: str) -> tuple[str, str]:
    return _norm(sentence), _norm(obj)


def find_anomalies(rows: list[GraffordRow], agreement: list[AgreementRow]) -> dict:
    """Duplicates (and conflicting ones), all-zero rows, agreement-file disagreements, absent objects."""
    groups: dict[tuple[str, str], list[GraffordRow]] = defaultdict(list)
    for r in rows:
        groups[_pair(r.sentence, r.obj)].append(r)
    duplicates = [g for g in groups.values() if len(g) > 1]
    exact: dict[tuple[str, str], list[GraffordRow]] = defaultdict(list)
    for r in rows:
        exact[(r.sentence, r.obj)].append(r)
    exact_dups = [g for g in exact.values() if len(g) > 1]
    exact_conflicts = sum(1 for g in exact_dups if len({r.labels for r in g}) > 1)
    conflicting = []
    for g in duplicates:
        differing = [c for i, c in enumerate(CLASSES) if len({r.labels[i] for r in g}) > 1]
        if differing:
            conflicting.append({"rows": [r.row for r in g], "object": g[0].obj.strip(), "classes": differing})
    all_zero = [r.row for r in rows if not any(r.labels)]
    absent = [
        {"row": r.row, "object": r.obj.strip()}
        for r in rows
        if _norm(r.obj) not in _norm(r.sentence)
    ]
    padded = [r.row for r in rows if r.obj != r.obj.strip()]

    agree_by_pair: dict[tuple[str, str], list[AgreementRow]] = defaultdict(list)
    for a in agreement:
        agree_by_pair[_pair(a.sentence, a.obj)].append(a)
    disagreements = []
    agreed_cells = disagreeing_cells = 0
    matched_rows = 0
    for r in rows:
        matches = agree_by_pair.get(_pair(r.sentence, r.obj))
        if not matches:
            continue
        matched_rows += 1
        for a in matches:
            diff = []
            for c, mine, theirs in zip(CLASSES, r.labels, a.labels):
                if theirs is None:
                    continue
                agreed_cells += 1
                if mine != theirs:
                    diff.append(f"{c}: {mine} vs {theirs}")
            if diff:
                disagreeing_cells += len(diff)
                disagreements.append({"row": r.row, "agreement_row": a.row, "object": r.obj.strip(), "differences": diff})
    main_pairs = set(groups)
    agreement_only = sum(1 for p in agree_by_pair if p not in main_pairs)
    return {
        "rows": len(rows),
        "duplicate_pairs": {
            "count": len(duplicates),
            "rows": sum(len(g) for g in duplicates),
            "compared_as": "lower case, punctuation and spacing ignored",
            "exact_string_count": len(exact_dups),
            "exact_string_conflicting": exact_conflicts,
        },
        "conflicting_duplicates": {"count": len(conflicting), "examples": conflicting[:EXAMPLES]},
        "all_zero_rows": {"count": len(all_zero), "examples": all_zero[:EXAMPLES]},
        "object_absent_from_sentence": {"count": len(absent), "examples": absent[:EXAMPLES]},
        "object_with_stray_spaces": {"count": len(padded), "examples": padded[:EXAMPLES]},
        "high_agreement": {
            "file_rows": len(agreement),
            "main_rows_matched": matched_rows,
            "pairs_only_in_agreement_file": agreement_only,
            "agreed_cells_compared": agreed_cells,
            "disagreeing_cells": disagreeing_cells,
            "rows_disagreeing": len(disagreements),
            "examples": disagreements[:EXAMPLES],
        },
    }


def few_shot_anomalies(data_dir: Path) -> dict:
    """The few-shot file against the Zhu et al. synset labels it was built from."""
    few = load_grafford(data_dir, FEW_SHOT_FILE)
    zhu = {z.synset.split(".")[0].replace("_", " "): z for z in load_zhu_synsets(data_dir)}
    mismatched, unmatched = [], []
    for r in few:
        z = zhu.get(r.obj.strip().lower())
        if z is None:
            unmatched.append(r.obj.strip())
        elif z.labels != r.labels:
            mismatched.append({"object": r.obj.strip(), "classes": [c for c, a, b in zip(CLASSES, r.labels, z.labels) if a != b]})
    return {"rows": len(few), "synsets": len(zhu), "unmatched_objects": unmatched, "label_mismatches": mismatched}


def _scores(labels, scores) -> dict:
    return {
        "accuracy": round(affordance_accuracy(labels, scores), 4),
        "mAP": round(mean_average_precision(labels, scores), 4),
        "mAP_all_items": round(mean_average_precision(labels, scores, skip_all_negative=False), 4),
        "pairwise_accuracy": round(pairwise_accuracy(labels, scores), 4),
        "items": len(labels),
        "items_with_positive": sum(1 for lab in labels if any(lab)),
    }


def score_knowledge_base(rows: list[GraffordRow], data_dir: Path | None = None, progress: bool = False) -> dict:
    """Cross-validated scores (priors refit per fold), plus in-sample scores of the committed priors."""
    lexicon = load_lexicon()
    typical = load_typical()
    t0 = time.perf_counter()
    items = {r.row: describe(r.sentence, r.obj, lexicon) for r in rows}
    described = {n: (d.kind, d.noun) for n, d in items.items()}
    t1 = time.perf_counter()
    evaluator = BulkEvaluator(tuple(lexicon.kinds))
    t2 = time.perf_counter()
    folds = {r.row: fold_of(r) for r in rows}
    predicted: dict[int, tuple[float, ...]] = {}
    per_fold = []
    bar = tqdm(total=len(rows), desc="grafford 5-fold", unit="row", disable=not progress, leave=False)
    for fold in range(N_FOLDS):
        train = [r for r in rows if folds[r.row] != fold]
        test = [r for r in rows if folds[r.row] == fold]
        priors = fit_priors(train, lexicon, typical, described)
        fold_scores = []
        for r in test:
            predicted[r.row] = evaluator.evaluate(items[r.row], priors)
            fold_scores.append(predicted[r.row])
            bar.update(1)
        per_fold.append({"fold": fold, **_scores([r.labels for r in test], fold_scores)})
    bar.close()
    grouped = _grouped_by_noun(rows, items, lexicon, typical, evaluator)
    t3 = time.perf_counter()
    labels = [r.labels for r in rows]
    cv = _scores(labels, [predicted[r.row] for r in rows])
    fallback_rows = [r for r in rows if items[r.row].fallback]
    cv["rows_of_fallback_kind"] = len(fallback_rows)
    if fallback_rows:
        cv["fallback_kind_rows"] = _scores([r.labels for r in fallback_rows], [predicted[r.row] for r in fallback_rows])
    committed = load_priors()
    check_priors(committed, tuple(lexicon.kinds))
    in_sample = _scores(labels, [evaluator.evaluate(items[r.row], committed) for r in rows])
    few = load_grafford(data_dir, FEW_SHOT_FILE) if data_dir is not None else []
    few_items = [describe(r.sentence, r.obj, lexicon) for r in few]
    few_scores = (
        {
            **_scores([r.labels for r in few], [evaluator.evaluate(d, committed) for d in few_items]),
            "rows_of_unknown_kind": sum(1 for d in few_items if d.kind == UNKNOWN_KIND),
        }
        if few else None
    )
    t4 = time.perf_counter()
    kinds_count: dict[str, int] = defaultdict(int)
    for d in items.values():
        kinds_count[d.kind] += 1
    cue_count: dict[str, int] = defaultdict(int)
    for d in items.values():
        for c in d.cue_atoms:
            cue_count[c] += 1
    return {
        "cross_validated": {**cv, "folds": N_FOLDS, "fold_by": "sentence (md5 mod 5)"},
        "per_fold": per_fold,
        "grouped_by_noun": grouped,
        "committed_priors_in_sample": in_sample,
        "few_shot_file_out_of_sample": few_scores,
        "goals": {
            "mAP": GOAL_MAP,
            "accuracy": GOAL_ACCURACY,
            "met": cv["mAP"] >= GOAL_MAP and cv["accuracy"] >= GOAL_ACCURACY,
            "grouped_by_noun_met": grouped["lexicon_known"]["mAP"] >= GOAL_MAP
            and grouped["lexicon_known"]["accuracy"] >= GOAL_ACCURACY,
        },
        "lexicon": {
            "kinds": len(lexicon.kinds),
            "nouns": len(lexicon.noun_kind),
            "rows_of_unknown_kind": kinds_count.get(UNKNOWN_KIND, 0),
            "rows_per_kind": dict(sorted(kinds_count.items(), key=lambda kv: -kv[1])),
        },
        "cues": dict(sorted(cue_count.items(), key=lambda kv: -kv[1])),
        "problog": {
            "circuit_compilations": 1,
            "evaluations": evaluator.evaluations,
            "rows_scored": len(rows) * 2,
        },
        "seconds": {
            "describe": round(t1 - t0, 3),
            "compile": round(t2 - t1, 3),
            "cross_validation": round(t3 - t2, 3),
            "in_sample": round(t4 - t3, 3),
        },
    }


def noun_fold(item: ItemDescription, obj: str) -> int:
    """Fold 0-4 by the object's head noun, so no noun is scored with numbers fitted on its own rows."""
    key = (item.noun or " ".join(obj.lower().split())).encode("utf-8")
    return int(hashlib.md5(key).hexdigest(), 16) % N_FOLDS


def _grouped_by_noun(rows, items, lexicon, typical, evaluator) -> dict:
    """Cross-validation grouped by head noun, twice: with the full kind lexicon (a test noun's
    kind is known, but no number fitted on its rows), and with the test nouns withheld from
    the lexicon as well, so their kind comes from the fallback as for a noun never seen."""
    folds = {r.row: noun_fold(items[r.row], r.obj) for r in rows}
    described = {n: (d.kind, d.noun) for n, d in items.items()}
    known, withheld_scores = {}, {}
    withheld_items = {}
    for fold in range(N_FOLDS):
        train = [r for r in rows if folds[r.row] != fold]
        test = [r for r in rows if folds[r.row] == fold]
        priors = fit_priors(train, lexicon, typical, described)
        train_nouns = {items[r.row].noun for r in train}
        hidden = frozenset(items[r.row].noun for r in test if items[r.row].noun) - train_nouns
        for r in test:
            known[r.row] = evaluator.evaluate(items[r.row], priors)
            d = describe(r.sentence, r.obj, lexicon, withheld=hidden)
            withheld_items[r.row] = d
            withheld_scores[r.row] = evaluator.evaluate(d, priors)
    labels = [r.labels for r in rows]
    out = {"folds": N_FOLDS, "fold_by": "head noun (md5 mod 5)",
           "lexicon_known": _scores(labels, [known[r.row] for r in rows])}
    out["lexicon_withheld"] = _scores(labels, [withheld_scores[r.row] for r in rows])
    by_kind_found = [r for r in rows if withheld_items[r.row].kind != UNKNOWN_KIND]
    by_unknown = [r for r in rows if withheld_items[r.row].kind == UNKNOWN_KIND]
    out["lexicon_withheld"]["rows_given_a_fallback_kind"] = len(by_kind_found)
    out["lexicon_withheld"]["rows_left_unknown"] = len(by_unknown)
    for name, subset in (("fallback_found_a_kind", by_kind_found), ("fallback_left_unknown", by_unknown)):
        if subset:
            out["lexicon_withheld"][name] = _scores([r.labels for r in subset], [withheld_scores[r.row] for r in subset])
    return out


def validate_grafford(data_dir: Path, progress: bool = False) -> dict:
    """The JSON summary of `physkb validate grafford`: anomalies, scores and timings."""
    start = time.perf_counter()
    folder = resolve_data_dir(data_dir, "grafford")
    if folder is None:
        raise DataError("no GRAFFORD data folder given (use --data DIR or PHYSKB_DATA)")
    rows = load_grafford(folder)
    agreement = load_high_agreement(folder)
    t_load = time.perf_counter()
    anomalies = find_anomalies(rows, agreement)
    anomalies["few_shot"] = few_shot_anomalies(folder)
    t_anom = time.perf_counter()
    scores = score_knowledge_base(rows, folder, progress=progress)
    end = time.perf_counter()
    scores["seconds"] = {
        "load": round(t_load - start, 3),
        "anomalies": round(t_anom - t_load, 3),
        **scores["seconds"],
        "total": round(end - start, 3),
    }
    return {
        "benchmark": "grafford",
        "data": str(folder),
        "files": [MAIN_FILE, AGREEMENT_FILE, FEW_SHOT_FILE, ZHU_FILE],
        "classes": list(CLASSES),
        "anomalies": anomalies,
        "knowledge_base": scores,
    }


def format_summary(summary: dict) -> str:
    """A few readable lines of the validation summary."""
    a = summary["anomalies"]
    kb = summary["knowledge_base"]
    cv = kb["cross_validated"]
    ins = kb["committed_priors_in_sample"]
    ha = a["high_agreement"]
    few = a["few_shot"]
    lines = [
        f"GRAFFORD {summary['data']}: {a['rows']} rows",
        "Anomalies (reported, not fixed):",
        f"  duplicated sentence-object pairs: {a['duplicate_pairs']['exact_string_count']} as exact strings "
        f"({a['duplicate_pairs']['exact_string_conflicting']} with conflicting labels); ignoring case and punctuation "
        f"{a['duplicate_pairs']['count']} ({a['conflicting_duplicates']['count']} conflicting)",
        f"  all-zero rows: {a['all_zero_rows']['count']}",
        f"  object string absent from its sentence: {a['object_absent_from_sentence']['count']}"
        + (f" (rows {', '.join(str(x['row']) for x in a['object_absent_from_sentence']['examples'])})" if a['object_absent_from_sentence']['count'] else ""),
        f"  object strings with stray spaces: {a['object_with_stray_spaces']['count']}",
        f"  high-agreement file: {ha['main_rows_matched']} main rows matched, {ha['rows_disagreeing']} disagree "
        f"({ha['disagreeing_cells']} of {ha['agreed_cells_compared']} agreed cells); "
        f"{ha['pairs_only_in_agreement_file']} pairs only in the agreement file",
        f"  few-shot file vs Zhu 2014 synsets: {len(few['label_mismatches'])} label mismatches, "
        f"{len(few['unmatched_objects'])} unmatched objects",
        f"Knowledge base, {cv['folds']}-fold cross-validated (priors refit on four folds, fifth scored):",
        f"  accuracy {cv['accuracy']:.3f} (goal >= {GOAL_ACCURACY}), mAP {cv['mAP']:.3f} (goal >= {GOAL_MAP}); "
        f"mAP counting all-zero items as 0: {cv['mAP_all_items']:.3f}; pairwise accuracy {cv['pairwise_accuracy']:.3f}",
        f"  grouped by head noun (no noun scored with numbers fitted on its own rows): accuracy "
        f"{kb['grouped_by_noun']['lexicon_known']['accuracy']:.3f}, mAP {kb['grouped_by_noun']['lexicon_known']['mAP']:.3f}; "
        f"with the test nouns withheld from the lexicon too (fallback kinds): accuracy "
        f"{kb['grouped_by_noun']['lexicon_withheld']['accuracy']:.3f}, mAP {kb['grouped_by_noun']['lexicon_withheld']['mAP']:.3f} "
        f"({kb['grouped_by_noun']['lexicon_withheld']['rows_given_a_fallback_kind']} rows given a fallback kind, "
        f"{kb['grouped_by_noun']['lexicon_withheld']['rows_left_unknown']} left unknown)",
        f"  rows whose kind is a fallback in the normal run: {cv['rows_of_fallback_kind']}",
        f"  goals {'met' if kb['goals']['met'] else 'NOT met'}; in-sample with the committed priors: "
        f"accuracy {ins['accuracy']:.3f}, mAP {ins['mAP']:.3f}"
        + (f"; few-shot file ({kb['few_shot_file_out_of_sample']['items']} rows, never fitted on): "
           f"accuracy {kb['few_shot_file_out_of_sample']['accuracy']:.3f}, mAP {kb['few_shot_file_out_of_sample']['mAP']:.3f}, "
           f"{kb['few_shot_file_out_of_sample']['rows_of_unknown_kind']} objects of unknown kind"
           if kb.get("few_shot_file_out_of_sample") else ""),
        f"  lexicon: {kb['lexicon']['kinds']} kinds, {kb['lexicon']['nouns']} nouns, "
        f"{kb['lexicon']['rows_of_unknown_kind']} rows of unknown kind",
        f"  ProbLog: 1 compiled circuit, {kb['problog']['evaluations']} evaluations; {kb['seconds']['total']:.2f} s in all",
    ]
    return "\n".join(lines)
