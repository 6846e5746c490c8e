"""GRAFFORD runs scored with the paper's metrics and explained with the affordance knowledge base.

Accuracy and mAP are solver.affordances.metrics (the paper's definitions: a positive class
hits when it beats every negative; items without a positive are skipped). An error item is
one where some positive class does not beat the best negative (the "intruder"); it is
explained by the knowledge base's answer for the same sentence and object (class
probabilities and the context rules that fired, solver.affordances.afford). Those answers
are cached in the run folder (kb_answers.jsonl) since the exact ProbLog answer costs ~0.1 s
per item.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Optional

from probes import runs
from probes.benchmarks.base import DiffResult, ErrorSummary, Explanation, read_run_meta, run_label, Section
from probes.benchmarks.grafford.items import AffordanceItem, item_from_raw
from probes.report_doc import Table, Heading, Image, Paragraph, Preformatted
from solver.atomic import open_to_append
from solver.affordances.lexicon import load_lexicon
from solver.affordances.loaders import CLASSES
from solver.affordances.metrics import (
    average_precision, item_hits, affordance_accuracy, mean_average_precision,
)
from solver.errors import UnknownNameError
from solver.paths import KB_DIR, RULES_DIR
import random
import hashlib
from probes.benchmarks.grafford.papers import PAPERS
from probes.intervals import share_cell
from probes.plots import grouped_bars
from probes.reference_figures import paper_rows, source_note
from solver.affordances.answer import afford
from solver.affordances.describe import describe
from solver.affordances.program import BulkEvaluator, check_priors, load_priors

KB_CACHE = "kb_answers.jsonl"

CORRECT = "correct"
NO_POSITIVE = "no positive class (skipped by the metrics)"
UNPARSABLE = "unparsable answers on the classes involved"
IGNORED_BLOCK = "ignored a context rule that blocks the top wrong class"
IGNORED_RAISE = "missed a class a context rule raises"
AGAINST_PRIOR = "against the object's typical affordances (KB ranks the item right)"
KB_ALSO_WRONG = "the knowledge base ranks a negative class high too"

def paper_reference() -> list[tuple[str, str, str]]:
    """The paper's text-only figures (zero-shot, ICL, fine-tuned) from the release's papers/grafford.csv:
    (label, accuracy cell, mAP cell), each cell in percent (the paper prints fractions; its ± scaled, and a mark
    where it was rebuilt)."""
    out = []
    for label, cells in paper_rows(PAPERS).items():
        acc, m = cells.get(("all", "accuracy")), cells.get(("all", "mAP"))
        out.append((label, acc.percent_cell if acc else "–", m.percent_cell if m else "–"))
    return out


def headline(diffs: list) -> list[dict]:
    """Per run: accuracy (the paper's, in %) against the random baseline; the knowledge base as the solver."""
    out = []
    for d in diffs:
        o, base = d.summary["overall"], d.summary.get("baselines") or {}
        kb = next((b for k, b in base.items() if k.startswith("physkb") and "accuracy" in b), None)
        out.append({"model": d.label, "metric": "accuracy (%)",
                    "value": None if o.get("accuracy") is None else 100.0 * o["accuracy"],
                    # the paper's accuracy is a share of gold labels (hits / gold labels): its n and interval count those
                    "n": o.get("n_positives", o.get("n_with_positive")), "unit": "gold labels",
                    "baselines": {k: 100.0 * b["accuracy"] for k, b in base.items()
                                  if not k.startswith("physkb") and b.get("accuracy") is not None},
                    "solver": None if kb is None or kb.get("accuracy") is None else 100.0 * kb["accuracy"]})
    return out


def load_run(run_dir: Path) -> tuple[dict, list[AffordanceItem], dict[str, dict]]:
    meta = read_run_meta(run_dir)
    items = [item_from_raw(raw) for raw in runs.load_run_items(Path(run_dir))]
    predictions = {p["id"]: p for p in runs.load_predictions(Path(run_dir))}
    return meta, items, predictions


def _scores(pred: dict) -> list[float]:
    return [float(v) for v in pred["scores"]["sum"]]


def item_figures(item: AffordanceItem, pred: dict) -> dict:
    scores = _scores(pred)
    hits, positives = item_hits(item.labels, scores)
    negatives = [i for i, v in enumerate(item.labels) if not v]
    intruder = max(negatives, key=lambda i: (scores[i], -i)) if negatives else None
    missed = [CLASSES[i] for i, v in enumerate(item.labels)
              if v and intruder is not None and not scores[i] > scores[intruder]]
    return {"id": item.id, "object": item.object, "positives": list(item.positives), "hits": hits,
            "n_positives": positives, "correct": positives > 0 and hits == positives,
            "ap": average_precision(item.labels, scores) if positives else None,
            "top": CLASSES[pred["ranking"][0]] if pred.get("ranking") else None,
            "intruder": CLASSES[intruder] if intruder is not None and missed else None, "missed": missed,
            "parsed": bool(pred.get("parsed", True)), "n_unparsable": int(pred.get("n_unparsable") or 0)}


def class_prior_scores(items: list[AffordanceItem]) -> list[float]:
    """Baseline: each class scored by how many of these items afford it (a model-free, context-free ranking)."""
    return [float(sum(i.labels[k] for i in items)) for k in range(len(CLASSES))]


def kb_scores(items: list[AffordanceItem]) -> list[tuple[float, ...]]:
    """The knowledge base's 15 probabilities per item by the bulk path (compiled once; committed priors)."""
    lexicon, priors, evaluator = _bulk()
    return [evaluator.evaluate(describe(i.sentence, i.object, lexicon), priors) for i in items]


@lru_cache(maxsize=1)
def _bulk():
    """Lexicon, committed priors and the compiled bulk circuit, built once per process (compiling takes seconds)."""
    lexicon = load_lexicon()
    priors = load_priors()
    check_priors(priors, tuple(lexicon.kinds))
    return lexicon, priors, BulkEvaluator(tuple(lexicon.kinds))


def metrics(items: list[AffordanceItem], rows_scores: list[list[float]]) -> dict:
    labels = [i.labels for i in items]
    with_pos = sum(1 for i in items if any(i.labels))
    return {"accuracy": affordance_accuracy(labels, rows_scores) if with_pos else None,
            "mAP": mean_average_precision(labels, rows_scores) if with_pos else None,
            "n_items": len(items), "n_with_positive": with_pos,
            # accuracy is a share of gold classes (hits / gold classes), so its interval rests on these
            "n_positives": sum(1 for i in items for v in i.labels if v)}


def per_class_positives(items: list[AffordanceItem]) -> dict[str, int]:
    """Per class: the items that have it as a gold class (what its hit rate counts)."""
    return {cls: sum(1 for item in items if item.labels[k]) for k, cls in enumerate(CLASSES)}


def per_class_hits(items: list[AffordanceItem], rows_scores: list[list[float]]) -> dict[str, Optional[float]]:
    """Per class: the share of its positive occurrences that beat every negative class of their item."""
    out = {}
    for k, cls in enumerate(CLASSES):
        hits = total = 0
        for item, scores in zip(items, rows_scores):
            if not item.labels[k]:
                continue
            negatives = [s for v, s in zip(item.labels, scores) if not v]
            total += 1
            hits += scores[k] > (max(negatives) if negatives else float("-inf"))
        out[cls] = hits / total if total else None
    return out


def diff(run_dir: Path) -> DiffResult:
    meta, items, predictions = load_run(Path(run_dir))
    done = [i for i in items if i.id in predictions]
    scores = [_scores(predictions[i.id]) for i in done]
    rows = [item_figures(i, predictions[i.id]) for i in done]
    model = metrics(done, scores)

    rng = random.Random(0)
    baselines = {"random scores (seed 0)": metrics(done, [[rng.random() for _ in CLASSES] for _ in done]),
                 "class frequency on these items (no context)": metrics(done, [class_prior_scores(done)] * len(done))}
    try:
        baselines["physkb knowledge base (priors fitted on the release: in-sample)"] = metrics(
            done, [list(s) for s in kb_scores(done)])
    except Exception as err:  # the KB must not block a diff; say why it is missing
        baselines["physkb knowledge base"] = {"error": str(err)}
    unparsable_answers = sum(r["n_unparsable"] for r in rows)
    overall = {**model, "n_items": len(items), "n_predicted": len(done),
               "n_correct_items": sum(1 for r in rows if r["correct"]),
               "unparsable": sum(1 for r in rows if not r["parsed"]), "unparsable_answers": unparsable_answers}
    norms = [[float(v) for v in predictions[i.id]["scores"].get("norm") or []] for i in done]
    length_normalised = (metrics(done, norms) if norms and all(len(n) == len(CLASSES) for n in norms)
                         and norms != scores else None)
    summary = {"overall": overall, "per_class_hits": per_class_hits(done, scores),
               "per_class_positives": per_class_positives(done), "baselines": baselines,
               "length_normalised": length_normalised}
    pct = lambda v: "–" if v is None else f"{v:.3f}"  # noqa: E731
    table = Table(["scorer", "accuracy", "mAP", "items with a positive"],
                  [[run_label(run_dir, meta), pct(model["accuracy"]), pct(model["mAP"]), str(model["n_with_positive"])]]
                  + ([[f"{run_label(run_dir, meta)}, scores per character", pct(length_normalised["accuracy"]),
                       pct(length_normalised["mAP"]), str(length_normalised["n_with_positive"])]]
                     if length_normalised else [])
                  + [[name, pct(b.get("accuracy")), pct(b.get("mAP")), str(b.get("n_with_positive", ""))]
                     for name, b in baselines.items()], caption="GRAFFORD (paper's metrics)")
    cls_table = Table(["class", "hit rate"], [[c, pct(v)] for c, v in summary["per_class_hits"].items()],
                      caption="share of each class's positives that beat every negative")
    return DiffResult("grafford", Path(run_dir), run_label(run_dir, meta), summary, rows, [table, cls_table])


# --------------------------------------------------------------------------- explanations


def kb_answers(run_dir: Path, items: list[AffordanceItem], progress: bool = False) -> dict[str, dict]:
    """afford(sentence, object) per item, cached in the run folder (one JSON line per item)."""
    path = Path(run_dir) / KB_CACHE
    version = kb_fingerprint()
    cached: dict[str, dict] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line: recomputed
            if rec.get("kb") == version:  # answers of an older knowledge base are recomputed
                cached[rec["id"]] = rec["answer"]
    todo = [i for i in items if i.id not in cached]
    if todo:
        # deferred: loads tqdm only when this runs
        from tqdm import tqdm

        with open_to_append(path) as fh:
            for item in tqdm(todo, desc="knowledge base", unit="item", disable=not progress, leave=False):
                answer = afford(item.sentence, item.object).to_json()
                cached[item.id] = answer
                fh.write(json.dumps({"id": item.id, "kb": version, "answer": answer}) + "\n")
                fh.flush()
    return {i.id: cached[i.id] for i in items}


@lru_cache(maxsize=1)
def kb_fingerprint() -> str:
    """SHA-256 (first 16 hex digits) of the affordance knowledge and rules the cached answers came from."""

    digest = hashlib.sha256()
    for path in sorted([*(KB_DIR / "affordances").glob("*.pl"), *RULES_DIR.glob("affordances*.pl")]):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _fmt_score(pred: dict, cls: str) -> str:
    v = pred["class_scores"][cls] if pred.get("class_scores") else _scores(pred)[CLASSES.index(cls)]
    if pred.get("answers"):
        return str(pred["answers"][CLASSES.index(cls)] or "unparsable")
    return f"{v:.3f}"


def explain_item(item: AffordanceItem, pred: Optional[dict], kb: Optional[dict]) -> Explanation:
    """Why the model ranks a negative class above a positive one, from the KB's probabilities and rules."""
    if pred is None:
        return Explanation(item.id, "not predicted", f"item {item.id} has no prediction yet (unfinished run)")
    fig = item_figures(item, pred)
    if not fig["n_positives"]:
        return Explanation(item.id, NO_POSITIVE, f"{item.object!r} affords no class here; the paper's metrics skip "
                           "the item", correct=True, detail=fig)
    probs = (kb or {}).get("probabilities", {})
    rules = (kb or {}).get("applied_rules", [])
    trace = list((kb or {}).get("trace", []))
    kb_rank = ", ".join(f"{c} {p:.2f}" for c, p in sorted(probs.items(), key=lambda kv: -kv[1])[:5])
    if kb:
        kind = kb.get("kind") or "unknown"
        noun = f" (noun {kb['noun']!r})" if kb.get("noun") else " (no noun of the lexicon)"
        kb_words = f"the knowledge base reads {item.object!r} as kind {kind}{noun} and ranks {kb_rank}"
    else:
        kb_words = "no knowledge-base answer"
    if fig["correct"]:
        return Explanation(item.id, CORRECT, f"every gold class of {item.object!r} ({', '.join(item.positives)}) "
                           f"beats every other class; {kb_words}", correct=True, trace=trace, detail=fig)
    intruder, missed = fig["intruder"], fig["missed"]
    model_words = (f"the model scores {intruder} ({_fmt_score(pred, intruder)}), not a gold class, at least as high as "
                   f"the gold " + ", ".join(f"{c} ({_fmt_score(pred, c)})" for c in missed))
    detail = {**fig, "kb_probabilities": probs, "kb_rules": rules}
    blocks = [r for r in rules if r["affordance"] == intruder and r["effect"] == "blocks"]
    raises = [r for r in rules if r["affordance"] in missed and r["effect"] == "raises"]
    kb_right = bool(probs) and all(probs.get(c, 0) > probs.get(intruder, 0) for c in missed)
    involved = [CLASSES.index(c) for c in [intruder, *missed]]
    if pred.get("answers") and any(pred["answers"][k] is None for k in involved):
        category, verdict = UNPARSABLE, "some of these answers could not be read as Yes or No (scored 0)"
    elif blocks and probs.get(intruder, 1) < max(probs.get(c, 0) for c in missed):
        category = IGNORED_BLOCK
        verdict = (f"in this sentence rule {blocks[0]['rule']} blocks {intruder} (p={blocks[0]['probability']:.2f}, "
                   f"KB P({intruder}) = {probs.get(intruder, 0):.2f}): the model ignored the context")
    elif raises:
        r = raises[0]
        category = IGNORED_RAISE
        verdict = (f"rule {r['rule']} raises {r['affordance']} here (p={r['probability']:.2f}, KB P = "
                   f"{probs.get(r['affordance'], 0):.2f}), which the model did not follow")
    elif kb_right:
        category = AGAINST_PRIOR
        verdict = (f"the knowledge base puts every missed gold class above {intruder} (P({intruder}) = "
                   f"{probs.get(intruder, 0):.2f}): the model went against what {item.object!r} typically affords")
    else:
        category = KB_ALSO_WRONG
        verdict = (f"the knowledge base also gives {intruder} P = {probs.get(intruder, 0):.2f} against "
                   + ", ".join(f"{c} {probs.get(c, 0):.2f}" for c in missed) + ": a hard or unusual item")
    text = f"{model_words}; {kb_words}. {verdict[0].upper()}{verdict[1:]}."
    return Explanation(item.id, category, text, trace=trace, detail=detail)


def explain(run_dir: Path, item_id: str, data=None) -> Explanation:
    _, items, predictions = load_run(Path(run_dir))
    by_id = {i.id: i for i in items}
    if item_id not in by_id:
        raise UnknownNameError("item", item_id, list(by_id))
    item = by_id[item_id]
    kb = kb_answers(Path(run_dir), [item])[item_id]
    return explain_item(item, predictions.get(item_id), kb)


def error_items(items: list[AffordanceItem], predictions: dict[str, dict]) -> list[AffordanceItem]:
    out = []
    for item in items:
        pred = predictions.get(item.id)
        if pred is not None and any(item.labels) and not item_figures(item, pred)["correct"]:
            out.append(item)
    return out


def explain_errors(run_dir: Path, data=None, progress: bool = False) -> ErrorSummary:
    _, items, predictions = load_run(Path(run_dir))
    wrong = error_items(items, predictions)
    kb = kb_answers(Path(run_dir), wrong, progress=progress)
    out = [explain_item(i, predictions[i.id], kb[i.id]) for i in wrong]
    return ErrorSummary("grafford", Path(run_dir), out,
                        source="solver.affordances (kb/affordances, rules/affordances*.pl)")


# --------------------------------------------------------------------------- report


def report_section(run_dirs: list[Path], out: Path, data=None, max_examples: int = 4):
    """Rows models, columns accuracy and mAP (the paper's zero-shot table), reference figures beside ours."""

    diffs = [diff(Path(r)) for r in run_dirs]
    labels = [d.label for d in diffs]
    for d in diffs:  # two runs of one model and method (e.g. on 1,000 and on all rows) need telling apart
        if labels.count(d.label) > 1:
            d.label = f"{d.label} [{d.summary['overall']['n_items']} items]"
    f = lambda v: "–" if v is None else f"{100 * v:.1f}"  # noqa: E731  (percent, as every other table)

    def acc_cell(figures: dict) -> str:
        """Accuracy in percent with its 95% Wilson interval over the gold classes it counts: '29.0 [20.1–40.2]'."""
        value = figures.get("accuracy")
        return share_cell(None if value is None else 100 * value, figures.get("n_positives"))

    body = []
    for d in diffs:
        o = d.summary["overall"]
        extra = f"{o['unparsable_answers']} unparsable answers" if o.get("unparsable_answers") else ""
        body.append([d.label, acc_cell(o), f(o["mAP"]), f"{o['n_with_positive']}/{o['n_predicted']}", extra])
        norm = d.summary.get("length_normalised")
        if norm:
            body.append([f"{d.label}, scores per character", acc_cell(norm), f(norm["mAP"]),
                         f"{norm['n_with_positive']}/{o['n_predicted']}",
                         "log-likelihood / characters: multi-word classes are not penalised for length"])
    seen = set()
    for d in diffs:
        for name, b in d.summary["baselines"].items():
            key = (name, d.run.name if len(diffs) > 1 else "")
            if key in seen or "error" in b:
                continue
            seen.add(key)
            body.append([f"{name} (items of {d.label})", acc_cell(b), f(b["mAP"]),
                         f"{b['n_with_positive']}/{b['n_items']}", "baseline"])

    for label, acc, m in paper_reference():
        body.append([label, acc, m, "paper's test set", "published"])
    blocks: list = [Paragraph("The paper's metrics: a gold class hits when its score beats every non-gold class "
                              "of its item; accuracy = hits / gold classes over items with at least one gold class; "
                              "mAP over the 15 ranked classes. Generative runs score Yes 1 and No 0 (ties never "
                              "count as hits), unparsable answers 0."),
                    Table(["model", "accuracy [95% CI]", "mAP", "items with a gold class", "note"], body,
                          caption="GRAFFORD zero-shot, in percent (rows models; paper reference figures below ours, "
                                  "on the paper's test set); accuracy with its 95% Wilson interval over the gold "
                                  "classes counted"),
                    Paragraph(source_note(PAPERS))]
    classes_body = [[d.label] + [share_cell(None if d.summary["per_class_hits"][c] is None
                                            else 100 * d.summary["per_class_hits"][c], d.summary["per_class_positives"][c])
                                 for c in CLASSES] for d in diffs]
    blocks.append(Table(["model", *CLASSES], classes_body,
                        caption="hit rate per class (%) [95% Wilson interval over the items with that gold class]"))
    plot = _plot(diffs, out)
    blocks.append(Image(str(plot.relative_to(out)), "GRAFFORD hit rate per class"))
    figures = {d.label: {"overall": d.summary["overall"], "baselines": d.summary["baselines"],
                         "per_class_hits": d.summary["per_class_hits"]} for d in diffs}
    figures["headline"] = headline(diffs)
    for run_dir, d in zip(run_dirs, diffs):
        errors = explain_errors(Path(run_dir), progress=True)
        counts = errors.categories()
        blocks.append(Heading(f"GRAFFORD errors of {d.label}", 3))
        blocks.append(Table(["category", "items"], [[c, str(n)] for c, n in counts]))
        for category, _ in counts:
            examples = [e for e in errors.explanations if e.category == category][:max_examples]
            blocks.append(Preformatted(category + "\n\n" + "\n\n".join(f"[{e.item_id}] {e.text}" for e in examples)))
        figures[d.label]["error_categories"] = dict(counts)
    return Section("grafford", blocks, [plot], figures)


def _plot(diffs: list[DiffResult], out: Path) -> Path:
    series = [(d.label, [100 * (d.summary["per_class_hits"][c] or 0) for c in CLASSES]) for d in diffs]
    ns = [[d.summary["per_class_positives"][c] for c in CLASSES] for d in diffs]
    return grouped_bars(series, list(CLASSES), Path(out) / "plots" / "grafford_class_hits.png", "hit rate (%)", 11,
                        rotate_labels=True, ns=ns)
