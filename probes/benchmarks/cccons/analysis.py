"""CConS runs diffed against the release labels and explained with the size solver's answers.

The size solver gives, per item, the relation the context implies and the commonsense prior
(solver.sizes.answer_many: one ProbLog compilation for the whole run). A model's error is
explained by which of the two it followed; the headline diagnostic is the share of errors on
counter-commonsense items where the model's answer is the prior's.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional, Sequence

from probes import runs
from probes.benchmarks.base import DiffResult, ErrorSummary, Explanation, read_run_meta, run_label, Section
from probes.benchmarks.cccons.items import GROUP_ORDER, SizeItem, group_title, item_from_raw
from probes.benchmarks.cccons.reasons import reason_checks, reason_summary, reason_table
from probes.breakdowns import preposition_of, group_accuracy, preposition_vs_verb
from probes.report_doc import Table, Paragraph, Heading, Image, Preformatted
from solver.sizes import answer_many
from solver.errors import UnknownNameError
from solver.sizes.knowledge import default_kb
from probes.benchmarks.cccons.papers import PAPERS
from probes.intervals import share_cell
from probes.plots import grouped_bars
from probes.reference_figures import paper_rows, source_note

RELATION = {0: "bigger", 1: "smaller"}

# Categories of explanations (one test each).
CORRECT = "correct"
UNPARSABLE = "unparsable answer"
UNKNOWN_NOUN = "solver cannot judge (unknown noun)"
FOLLOWED_PRIOR = "followed the prior against the context"
NOCONTEXT_COUNTER_LABEL = "no context: label is counter-commonsense, model followed the prior"
AGAINST_BOTH = "against both the context and the prior"
UNREAD_PRIOR = "context not read by the solver: model followed the prior"
UNREAD_OTHER = "context not read by the solver: model against the prior"
SOLVER_DISAGREES = "the solver reads the context against the release label"
PRIOR_EVEN = "prior undecided (same size), model against the context"


def load_run(run_dir: Path) -> tuple[dict, list[SizeItem], dict[str, dict]]:
    run_dir = Path(run_dir)
    meta = read_run_meta(run_dir)
    items = [item_from_raw(raw) for raw in runs.load_run_items(run_dir)]
    predictions = {p["id"]: p for p in runs.load_predictions(run_dir)}
    return meta, items, predictions


_SOLVER_CACHE: dict[tuple, dict] = {}


def solver_answers(items: list[SizeItem]) -> dict[str, Any]:
    """The size solver's answer per item id (None for an item naming a noun the solver does not know)."""
    kb = default_kb()
    known, result = [], {}
    for item in items:
        try:
            kb.require(item.obj1)
            kb.require(item.obj2)
        except UnknownNameError:
            result[item.id] = None
            continue
        known.append(item)
    key = tuple((i.context, i.obj1, i.obj2) for i in known)
    if key not in _SOLVER_CACHE:
        answers = answer_many([(i.context, i.obj1, i.obj2) for i in known], kb) if known else []
        _SOLVER_CACHE.clear()
        _SOLVER_CACHE[key] = {(i.context, i.obj1, i.obj2): a for i, a in zip(known, answers)}
    table = _SOLVER_CACHE[key]
    for item in known:
        result[item.id] = table[(item.context, item.obj1, item.obj2)]
    return result


def _pct(v: Optional[float]) -> str:
    return "–" if v is None else f"{100 * v:.1f}"


def _share(value: Optional[float], n: Optional[int]) -> str:
    """A share (0-1) in percent with its 95% Wilson interval on the n it counts: '62.5 [30.6–86.3]'."""
    return share_cell(None if value is None else 100 * value, n)


def _acc(rows: list[dict]) -> dict:
    n = len(rows)
    correct = sum(1 for r in rows if r["correct"])
    return {"n": n, "correct": correct, "accuracy": correct / n if n else None,
            "unparsable": sum(1 for r in rows if not r["parsed"])}


def cccons_groups(items: Sequence[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """For each (context, obj1, obj2): (verb phrase, preposition) from the solver's lexicon match.

    Where the solver says which kind of entry gave the relation (`entry_kind`: a lexicon phrase,
    a verb, a preposition), that decides; otherwise the matched phrase's pattern does.
    """
    return [answer_groups(ans, context) for (context, _, _), ans in zip(items, answer_many(list(items)))]


def answer_groups(ans, context: str) -> tuple[str, str]:
    """(verb phrase, preposition) of one solver answer (solver.sizes.SizeAnswer) to a context."""
    if not context.strip():
        return ("no context", "no context")
    if ans is None:
        return ("no lexicon entry", preposition_of(None, context))
    kind, entry = getattr(ans, "entry_kind", None), getattr(ans, "entry", None)
    if kind == "preposition" and entry:  # the solver read the relation from a preposition alone
        return (f"preposition {entry}", entry)
    if kind == "verb" and entry:  # ... or from a verb alone
        return (f"verb {entry}", "none (verb only)")
    phrase = ans.phrase or entry or "no lexicon entry"
    return (phrase, preposition_of(ans.pattern, "" if ans.phrase else context))


def _rows(items: list[SizeItem], predictions: dict[str, dict], solver: dict[str, Any]) -> list[dict]:
    rows = []
    for item in items:
        pred = predictions.get(item.id)
        if pred is None:
            continue
        ans = solver.get(item.id)
        choice = pred.get("choice")
        phrase, preposition = answer_groups(ans, item.context)
        rows.append({
            "id": item.id, "group": item.group, "subset": item.subset, "difficulty": item.difficulty,
            "phrase": phrase, "preposition": preposition,
            "obj1": item.obj1, "obj2": item.obj2, "gold": item.gold_relation,
            "choice": None if choice is None else RELATION[choice], "parsed": bool(pred.get("parsed")),
            "correct": choice is not None and choice == item.label,
            "p_obj1_bigger": pred.get("p_obj1_bigger"),
            "solver_implied": None if ans is None else ans.implied,
            "solver_prior": None if ans is None else ans.prior,
            "prior_bigger": None if ans is None else ans.prior_bigger,
            "solver_flag": None if ans is None else ans.counter_commonsense,
            "followed_prior": None if ans is None or choice is None or ans.prior == "equal"
            else RELATION[choice] == ans.prior,
        })
    return rows


def prior_diagnostic(rows: list[dict]) -> dict:
    """Errors on counter-commonsense items (release subset, and the solver's flag) where the model took the prior."""
    def share(answered: list[dict]) -> dict:
        errors = [r for r in answered if not r["correct"]]
        judged = [r for r in errors if r["followed_prior"] is not None]
        followed = sum(1 for r in judged if r["followed_prior"])
        # the same share over every answered item, right or wrong: the rate the errors' share is
        # to be read against (a model that always answers "obj1 bigger" also "follows the prior" often)
        all_judged = [r for r in answered if r["followed_prior"] is not None]
        return {"errors": len(errors), "judged": len(judged), "followed_prior": followed,
                "share": followed / len(judged) if judged else None,
                "errors_obj1_bigger": sum(1 for r in errors if r["choice"] == "bigger"),
                "answered_prior_rate": (sum(1 for r in all_judged if r["followed_prior"]) / len(all_judged)
                                        if all_judged else None)}

    answered = [r for r in rows if r["parsed"]]
    return {"counter_commonsense": share([r for r in answered if r["subset"] == "adversarial"]),
            "solver_flagged": share([r for r in answered if r["solver_flag"]]),
            "ordinary": share([r for r in answered if r["subset"] == "normal"])}


def diff(run_dir: Path) -> DiffResult:
    meta, items, predictions = load_run(run_dir)
    solver = solver_answers(items)
    rows = _rows(items, predictions, solver)
    groups = [g for g in GROUP_ORDER if any(i.group == g for i in items)]
    by_group = []
    for g in groups:
        figures = _acc([r for r in rows if r["group"] == g])
        by_group.append({"group": g, "title": group_title(g), "n_items": sum(1 for i in items if i.group == g),
                         **figures})
    overall = {**_acc(rows), "n_items": len(items), "n_predicted": len(rows)}
    diag = prior_diagnostic(rows)
    solver_correct = sum(1 for r in rows if _solver_relation(r) == r["gold"])
    baselines = {name: sum(1 for r in rows if rule(r) == r["gold"]) / len(rows) if rows else None
                 for name, rule in baseline_rules().items()}
    parsed = [r for r in rows if r["parsed"]]
    overall["obj1_bigger_rate"] = sum(1 for r in parsed if r["choice"] == "bigger") / len(parsed) if parsed else None
    summary = {"overall": overall, "by_group": by_group, "prior_diagnostic": diag, "baselines": baselines,
               "solver_accuracy_on_predicted": solver_correct / len(rows) if rows else None}
    table = Table(["file", "n", "accuracy (%)", "unparsable"],
                  [[r["title"], str(r["n"]), _pct(r["accuracy"]), str(r["unparsable"])] for r in by_group],
                  caption="accuracy per release file")
    d = diag["counter_commonsense"]
    diag_table = Table(["errors on", "errors", "judged", "followed the prior", "share (%)",
                        "errors answering obj1 bigger", "all answers = prior (%)"],
                       [[name.replace("_", "-"), str(v["errors"]), str(v["judged"]), str(v["followed_prior"]),
                         _pct(v["share"]), str(v["errors_obj1_bigger"]), _pct(v["answered_prior_rate"])]
                        for name, v in diag.items()],
                       caption="errors where the model's answer is the solver's commonsense prior"
                               f" (headline: {_pct(d['share'])}% of counter-commonsense errors)")
    tables = [table, diag_table]

    checks = reason_checks(items, predictions, solver)
    if checks:
        summary["reasons"] = reason_summary(checks)
        tables.append(reason_table([(run_label(run_dir, meta), summary["reasons"])]))
    return DiffResult("cccons", Path(run_dir), run_label(run_dir, meta), summary, rows, tables)


def baseline_rules() -> dict:
    """Answers that need no language model, on the same items: what a model must beat."""
    return {"always 'obj1 bigger'": lambda r: "bigger",
            "commonsense prior only (solver)": lambda r: r["solver_prior"],
            "physkb size solver (context, else prior)": _solver_relation}


def _solver_relation(row: dict) -> Optional[str]:
    if row["solver_implied"] not in (None, "unknown"):
        return row["solver_implied"]
    if row["difficulty"] == "nocontext" and row["solver_prior"] in ("bigger", "smaller"):
        return row["solver_prior"]
    return None


def _model_words(item: SizeItem, pred: dict, method: str) -> str:
    rel = RELATION[pred["choice"]]
    how = ""
    if pred.get("candidates"):
        c = pred["candidates"]
        how = (f" (P(larger)+P(bigger) = {pred['p_obj1_bigger']:.2f} of the four candidates: "
               + ", ".join(f"{w} {p:.2f}" for w, p in c.items()) + ")")
    elif pred.get("raw") is not None:
        how = f" (it answered {pred['raw'].strip()!r})"
    elif pred.get("p_obj1_bigger") is not None:
        how = f" (entailment of 'obj1 is bigger' {pred['p_obj1_bigger']:.2f})"
    return f"the model judged {item.obj1!r} {rel} than {item.obj2!r}{how}"


def explain_item(item: SizeItem, pred: Optional[dict], ans: Any, method: str = "") -> Explanation:
    """One item's explanation: the model's answer against the context-implied relation and the prior."""
    gold = item.gold_relation
    if pred is None:
        return Explanation(item.id, "not predicted", f"item {item.id} has no prediction yet (unfinished run)")
    if not pred.get("parsed") or pred.get("choice") is None:
        return Explanation(item.id, UNPARSABLE, f"the model's answer {str(pred.get('raw')).strip()!r} names neither "
                           f"{item.obj1!r} nor {item.obj2!r} as the bigger; the gold is {item.obj1!r} {gold} than "
                           f"{item.obj2!r}", detail={"gold": gold})
    said = RELATION[pred["choice"]]
    correct = pred["choice"] == item.label
    model = _model_words(item, pred, method)
    if ans is None:
        return Explanation(item.id, CORRECT if correct else UNKNOWN_NOUN,
                           f"{model}; gold: {gold}. The size solver knows no noun for {item.obj1!r} or {item.obj2!r}.",
                           correct=correct, detail={"gold": gold, "model": said})
    detail = {"gold": gold, "model": said, "implied": ans.implied, "prior": ans.prior,
              "prior_bigger": ans.prior_bigger, "solver_flag": ans.counter_commonsense, "phrase": ans.phrase}
    prior_words = (f"commonsense says {ans.noun1} is {ans.prior} than {ans.noun2} "
                   f"(P(bigger({ans.noun1}, {ans.noun2})) = {ans.prior_bigger:.3f})")
    if ans.implied != "unknown":
        context_words = (f"the context implies {item.obj1!r} is {ans.implied} than {item.obj2!r} "
                         f"(phrase {ans.phrase}: '{ans.pattern}')")
    elif not item.context.strip():
        context_words = "there is no context"
    else:
        context_words = "the solver's lexicon reads no size relation in the context"
    if correct:
        return Explanation(item.id, CORRECT, f"{model}, which is the gold; {context_words}; {prior_words}.",
                           correct=True, trace=list(ans.trace), detail=detail)
    if ans.implied != "unknown" and ans.implied != gold:
        category = SOLVER_DISAGREES
        verdict = f"the release label says {gold}, the solver reads {ans.implied}: an annotation or lexicon issue"
    elif ans.implied == "unknown" and item.context.strip():
        category = UNREAD_PRIOR if said == ans.prior else UNREAD_OTHER
        verdict = ("the model followed the prior" if said == ans.prior else "the model went against the prior too")
    elif not item.context.strip():
        if ans.prior == said:
            category = NOCONTEXT_COUNTER_LABEL
            verdict = ("without a context the prior is the only evidence; this release label comes from the "
                       "counter-commonsense context the item was made from")
        else:
            category = AGAINST_BOTH
            verdict = "the model went against the prior, the only evidence here"
    elif ans.prior == "equal":
        category = PRIOR_EVEN
        verdict = "the prior cannot tell the two apart and the model ignored the context"
    elif said == ans.prior:
        category = FOLLOWED_PRIOR
        verdict = "the model followed the prior, not the context"
    else:
        category = AGAINST_BOTH
        verdict = "the model went against both the context and the prior"
    text = f"{model}; gold: {gold}. {context_words[0].upper()}{context_words[1:]}; {prior_words}: {verdict}."
    return Explanation(item.id, category, text, trace=list(ans.trace), detail=detail)


def explain(run_dir: Path, item_id: str, data=None) -> Explanation:
    meta, items, predictions = load_run(run_dir)
    by_id = {i.id: i for i in items}
    if item_id not in by_id:
        raise UnknownNameError("item", item_id, list(by_id))
    item = by_id[item_id]
    ans = solver_answers([item])[item.id]
    e = explain_item(item, predictions.get(item_id), ans, str(meta.get("method", "")))

    checks = reason_checks([item], predictions, {item.id: ans})
    if checks:  # the stated reason (--ask-reason) against the context's relation
        c = checks[0]
        e.text += f" Stated reason: \"{c.reason}\" -> {c.verdict}: {c.explanation()}."
        e.extra["reason"] = c.to_json()
    return e


def explain_errors(run_dir: Path, data=None) -> ErrorSummary:
    meta, items, predictions = load_run(run_dir)
    solver = solver_answers(items)
    out = []
    for item in items:
        pred = predictions.get(item.id)
        if pred is None or (pred.get("parsed") and pred.get("choice") == item.label):
            continue
        out.append(explain_item(item, pred, solver.get(item.id), str(meta.get("method", ""))))
    return ErrorSummary("cccons", Path(run_dir), out, source="solver.sizes (kb/sizes, rules/sizes_*.pl)")


# --------------------------------------------------------------------------- report

def breakdown_blocks(diffs: list[DiffResult], top: int = 15) -> list:
    """Accuracy per preposition and per verb phrase (from the solver's lexicon match), and the paper's finding
    (prepositions help, verbs do not) tested on each run's counter-commonsense items."""

    blocks: list = []
    for key, title in (("preposition", "preposition"), ("phrase", "verb phrase (lexicon entry)")):
        per_run = [(d.label, {g.key: g for g in group_accuracy((r[key], r["correct"]) for r in d.rows
                                                               if r["difficulty"] != "nocontext")}) for d in diffs]
        keys = sorted({k for _, g in per_run for k in g}, key=lambda k: -sum(g[k].n for _, g in per_run if k in g))
        if not keys:
            continue
        shown = keys[:top]
        body = [[k] + [f"{_share(g[k].correct / g[k].n, g[k].n)} ({g[k].correct}/{g[k].n})" if k in g else "–"
                       for _, g in per_run]
                for k in shown]
        more = f"; {len(keys) - top} rarer ones in report.json" if len(keys) > top else ""
        blocks.append(Table([title] + [label for label, _ in per_run], body,
                            caption=f"Accuracy (%) per {title} [95% Wilson interval] (right/items), items with a "
                                    f"context{more}"))
    for d in diffs:
        cc = [r for r in d.rows if r["subset"] == "adversarial" and r["difficulty"] != "nocontext"]
        finding = preposition_vs_verb(group_accuracy((r["preposition"], r["correct"]) for r in cc))
        d.summary["preposition_vs_verb"] = finding
        blocks.append(Paragraph(f"{d.label}: the paper's finding (models use in/into, not verbs) on counter-commonsense "
                                f"items {finding['text']}."))
    return blocks


def headline(diffs: list[DiffResult]) -> list[dict]:
    """Per run: accuracy (%) against the rule baselines and random guessing; the size solver as the solver."""
    out = []
    for d in diffs:
        base = d.summary.get("baselines") or {}
        acc = d.summary["overall"].get("accuracy")
        out.append({"model": d.label, "metric": "accuracy (%)", "value": None if acc is None else 100.0 * acc,
                    "n": d.summary["overall"].get("n_predicted"),
                    "baselines": {"random guessing": 50.0,
                                  **{k: 100.0 * v for k, v in base.items() if v is not None and not k.startswith("physkb")}},
                    "solver": None if d.summary.get("solver_accuracy_on_predicted") is None
                    else 100.0 * d.summary["solver_accuracy_on_predicted"]})
    return out


def report_section(run_dirs: list[Path], out: Path, data=None, max_examples: int = 4):
    """The paper's layout: rows models, columns ordinary / counter-commonsense x all, easy, difficult, no context."""

    diffs = [diff(Path(r)) for r in run_dirs]
    groups = [g for g in GROUP_ORDER if any(row["group"] == g for d in diffs for row in d.summary["by_group"])]
    header = ["model"] + [group_title(g) for g in groups]
    body_n = diffs[0].summary["overall"]["n_items"]  # the items row counts the first run's items
    body = [["items"] + [str(next((r["n_items"] for d in diffs for r in d.summary["by_group"] if r["group"] == g), ""))
                         for g in groups]]
    for d in diffs:
        mine = {r["group"]: r for r in d.summary["by_group"]}
        over = d.summary["overall"]
        label = d.label if over["n_predicted"] == body_n else f"{d.label} [{over['n_predicted']} items]"
        body.append([label] + [_share(mine[g]["accuracy"], mine[g]["n"]) if g in mine else "" for g in groups])
    body.append(["random guessing"] + ["50.0" for _ in groups])
    first = diffs[0]
    for name, rule in baseline_rules().items():
        cells = []
        for g in groups:
            rows = [r for r in first.rows if r["group"] == g]
            cells.append(_share(sum(1 for r in rows if rule(r) == r["gold"]) / len(rows) if rows else None, len(rows)))
        body.append([f"{name} (items of {first.label})"] + cells)

    for label, cells in paper_rows(PAPERS).items():
        body.append([label] + [cells[(g, "accuracy")].cell if (g, "accuracy") in cells else "" for g in groups])
    blocks: list = [Paragraph("Accuracy (%) per release file, in the paper's layout: ordinary contexts "
                              "(normal_*) and counter-commonsense contexts (adversarial_*), each whole and split into "
                              "easy (in/into), difficult (verb only) and no-context files. Unparsable generations "
                              "count as errors. " + source_note(PAPERS)),
                    Table(header, body, caption="CConS accuracy (%) [95% Wilson interval on the items answered; "
                                                "random guessing and paper rows: the figure alone]")]
    diag_rows = []
    for d in diffs:
        diag = d.summary["prior_diagnostic"]
        cc, fl = diag["counter_commonsense"], diag["solver_flagged"]
        diag_rows.append([d.label, str(cc["errors"]), f"{cc['followed_prior']}/{cc['judged']}",
                          _share(cc["share"], cc["judged"]),
                          _pct(cc["answered_prior_rate"]), _pct(diag["ordinary"]["answered_prior_rate"]),
                          f"{fl['followed_prior']}/{fl['judged']}",
                          str(d.summary["overall"]["unparsable"]), _pct(d.summary["overall"]["obj1_bigger_rate"])])
    blocks.append(Table(["model", "counter-commonsense errors", "followed the prior", "share (%) [95% CI]",
                         "CC items answered with the prior (%)", "ordinary items answered with the prior (%)",
                         "solver-flagged errors following the prior", "unparsable", "answers 'obj1 bigger' (%)"],
                        diag_rows,
                        caption="Headline diagnostic: counter-commonsense (CC) errors where the model followed the "
                                "prior; read it against how often the model gives the prior on all items (on items "
                                "the solver flags, an error is the prior by construction)"))
    blocks += breakdown_blocks(diffs)
    with_reasons = [d for d in diffs if d.summary.get("reasons")]
    if with_reasons:
        blocks.append(Heading("Stated reasons", 4))
        blocks.append(reason_table([(d.label, d.summary["reasons"]) for d in with_reasons]))
        examples = [f"{d.label} {i} (right answer, wrong reason): {explain(d.run, i).extra['reason']['explanation']}"
                    for d in with_reasons for i in d.summary["reasons"]["examples"][:max_examples]]
        if examples:
            blocks.append(Preformatted("\n".join(examples)))
    plots = [_plot(diffs, groups, out)]
    blocks.append(Image(str(plots[0].relative_to(out)), "CConS accuracy per file"))
    figures = {d.label: {"by_group": d.summary["by_group"], "prior_diagnostic": d.summary["prior_diagnostic"],
                         "preposition_vs_verb": d.summary.get("preposition_vs_verb")} for d in diffs}
    figures["headline"] = headline(diffs)
    for run_dir, d in zip(run_dirs, diffs):
        errors = explain_errors(Path(run_dir))
        blocks.append(Heading(f"CConS errors of {d.label}", 3))
        counts = errors.categories()
        blocks.append(Table(["category", "errors"], [[c, str(n)] for c, n in counts]))
        for category, _ in counts:
            examples = [e for e in errors.explanations if e.category == category][:max_examples]
            text = "\n\n".join(f"[{e.item_id}] {e.text}" for e in examples)
            blocks.append(Preformatted(f"{category}\n\n{text}"))
        figures[d.label]["error_categories"] = dict(counts)
    return Section("cccons", blocks, plots, figures)


def _plot(diffs: list[DiffResult], groups: list[str], out: Path) -> Path:
    series = []
    for d in diffs:
        mine = {r["group"]: r for r in d.summary["by_group"]}
        series.append((d.label, [100 * (mine[g]["accuracy"] or 0) if g in mine else 0 for g in groups]))
    ns = [[({r["group"]: r for r in d.summary["by_group"]}.get(g) or {}).get("n") for g in groups] for d in diffs]
    labels = [group_title(g).replace("counter-commonsense", "counter-\ncommonsense").replace(" / ", "\n")
              for g in groups]
    return grouped_bars(series, labels, Path(out) / "plots" / "cccons_accuracy.png", "accuracy (%)",
                        max(9, 1.3 * len(groups) + 2), random_line=50, ns=ns)
