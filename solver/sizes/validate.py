"""`physkb validate cccons`: the lexicon and size KB against the CConS release.

Per file: coverage (rows whose context the lexicon understands for the asked pair),
implied-relation accuracy on covered rows, flag accuracy (flag on adversarial rows, not
on normal ones) and the prior's accuracy (the answer of the nocontext files). Over the
full normal and adversarial files: the flag's precision, recall and F1. And the
release's anomalies, reported, never fixed: duplicates, typos, split files that do not
match their full file, nocontext rows that differ from their context rows, and rows
whose subset our prior strongly disputes.
"""
from __future__ import annotations

import re
import time
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

from solver.sizes.loaders import CConsRow, load_cccons
from solver.paths import PROJECT_ROOT
from solver.sizes.order import check_order
import csv
from solver.csvfiles import csv_dicts
from solver.sizes.answer import answer_many
from solver.sizes.knowledge import default_kb

STRONG = 0.9  # prior belief above which a row's subset is reported as doubtful
#: Our own sentences of new wording (none from the release), scored beside the release files.
OWN_SENTENCES = "tests/data/size_sentences.csv"


@dataclass
class FileReport:
    file: str
    subset: str
    difficulty: str
    rows: int
    covered: int = 0
    implied_correct: int = 0
    flag_correct: int = 0
    prior_correct: int = 0
    unknown_nouns: int = 0

    @property
    def coverage(self) -> float | None:
        return None if self.difficulty == "nocontext" else _ratio(self.covered, self.rows)

    @property
    def implied_accuracy(self) -> float | None:
        return None if self.difficulty == "nocontext" else _ratio(self.implied_correct, self.covered)

    @property
    def flag_accuracy(self) -> float | None:
        return None if self.difficulty == "nocontext" else _ratio(self.flag_correct, self.covered)

    @property
    def prior_accuracy(self) -> float | None:
        return _ratio(self.prior_correct, self.rows - self.unknown_nouns)

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(coverage=self.coverage, implied_accuracy=self.implied_accuracy,
                 flag_accuracy=self.flag_accuracy, prior_accuracy=self.prior_accuracy)
        return d


@dataclass
class Anomaly:
    kind: str
    file: str
    line: int
    detail: str


@dataclass
class CConsReport:
    data_dir: str
    files: list[FileReport]
    flag: dict[str, float | int]
    anomalies: list[Anomaly]
    order: dict
    rows: int
    seconds: float
    goals: dict[str, bool] = field(default_factory=dict)
    own: dict | None = None  # figures on our own new-wording sentences, when the file is there

    def to_dict(self) -> dict:
        return {
            "own_sentences": self.own,
            "data_dir": self.data_dir,
            "rows": self.rows,
            "seconds": round(self.seconds, 3),
            "files": [f.to_dict() for f in self.files],
            "flag": self.flag,
            "goals": self.goals,
            "order": self.order,
            "anomaly_counts": dict(Counter(a.kind for a in self.anomalies)),
            "anomalies": [asdict(a) for a in self.anomalies],
        }


def _flag_scores(counts: Counter) -> dict:
    """Precision, recall and F1 of the flag, adversarial rows being the positives."""
    tp, fp, fn, tn = counts[(True, True)], counts[(False, True)], counts[(True, False)], counts[(False, False)]
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "precision": precision, "recall": recall, "f1": f1}


def _ratio(a: int, b: int) -> float | None:
    return a / b if b else None


def validate_cccons(data_dir: Path, progress: bool = False) -> CConsReport:
    """Answer every release row with the KB and compare; list the release's anomalies."""
    start = time.perf_counter()
    kb = default_kb()
    rows = load_cccons(data_dir)
    anomalies: list[Anomaly] = []
    known = [r for r in rows if kb.resolve(r.obj1) and kb.resolve(r.obj2)]
    for r in rows:
        for obj in (r.obj1, r.obj2):
            if kb.resolve(obj) is None:
                anomalies.append(Anomaly("unknown_noun", r.file, r.line, f"{obj!r} is not in kb/sizes/nouns.pl"))
    own_rows = read_own_sentences()
    # one batch, one grounding: the release rows and our own sentences together
    batch = answer_many([(r.context, r.obj1, r.obj2) for r in known]
                        + [(r["context"], r["obj1"], r["obj2"]) for r in own_rows or ()], kb)
    answers = dict(zip((id(r) for r in known), batch))

    reports: dict[str, FileReport] = {}
    counts = Counter()
    undisputed = Counter()  # the same, leaving out rows whose subset the prior strongly disputes
    for r in rows:
        fr = reports.setdefault(r.file, FileReport(r.file, r.subset, r.difficulty, 0))
        fr.rows += 1
        a = answers.get(id(r))
        if a is None:
            fr.unknown_nouns += 1
            continue
        if a.prior == r.gold:
            fr.prior_correct += 1
        if r.difficulty == "nocontext" or a.implied == "unknown":
            continue
        fr.covered += 1
        fr.implied_correct += a.implied == r.gold
        adversarial = r.subset == "adversarial"
        fr.flag_correct += a.counter_commonsense == adversarial
        disputed = (a.counter_probability < 1 - STRONG) if adversarial else (a.counter_probability > STRONG)
        if r.difficulty == "full":
            counts[(adversarial, a.counter_commonsense)] += 1
            if not disputed:
                undisputed[(adversarial, a.counter_commonsense)] += 1
        if adversarial and a.counter_probability < 1 - STRONG:
            anomalies.append(Anomaly("subset_doubtful", r.file, r.line,
                                     f"adversarial, but the context agrees with commonsense: "
                                     f"P({a.noun1} {a.implied} than {a.noun2}) = {1 - a.counter_probability:.2f}"))
        elif not adversarial and a.counter_probability > STRONG:
            anomalies.append(Anomaly("subset_doubtful", r.file, r.line,
                                     f"normal, but the context defies commonsense: "
                                     f"P({a.noun1} {a.implied} than {a.noun2}) = {1 - a.counter_probability:.2f}"))
    for r in rows:  # full-file rows with unknown nouns count as unflagged
        if r.difficulty == "full" and id(r) not in answers:
            counts[(r.subset == "adversarial", False)] += 1
    flag = _flag_scores(counts)
    f1 = flag["f1"]
    flag["undisputed"] = _flag_scores(undisputed)

    anomalies.extend(release_anomalies(rows, kb))
    order = check_order()
    files = sorted(reports.values(), key=lambda f: (f.subset != "normal", ["full", "easy", "difficult", "nocontext"].index(f.difficulty)))
    context_files = [f for f in files if f.difficulty != "nocontext"]
    goals = {
        "coverage >= 0.95 in every file": all((f.coverage or 0) >= 0.95 for f in context_files),
        "implied accuracy >= 0.97 in every file": all((f.implied_accuracy or 0) >= 0.97 for f in context_files),
        "flag F1 >= 0.93 (full normal + adversarial)": f1 >= 0.93,
        "size order consistent": order.ok,
    }
    own = None if own_rows is None else _score_own(own_rows, batch[len(known):])
    if own is not None:
        goals["own sentences: coverage >= 0.9, accuracy >= 0.97, flag accuracy >= 0.95"] = (
            own["coverage"] >= 0.9 and own["accuracy"] >= 0.97 and own["flag_accuracy"] >= 0.95)
    seconds = time.perf_counter() - start
    return CConsReport(str(data_dir), files, flag, anomalies, order.to_dict(), len(rows), seconds, goals, own)


def read_own_sentences(path: Path | None = None) -> list[dict[str, str]] | None:
    """Our own new-wording sentences (context, obj1, obj2, relation, counter,
    construction); None when the file is absent (an installed package without its tests)."""
    path = path or PROJECT_ROOT / OWN_SENTENCES
    if not path.is_file():
        return None
    return [row for _, row in csv_dicts(path, "sentence table")[1]]


def score_own_sentences(path: Path | None = None) -> dict | None:
    """Coverage, accuracy on covered and flag accuracy on our own new-wording sentences;
    None when the file is absent."""
    rows = read_own_sentences(path)
    if rows is None:
        return None
    return _score_own(rows, answer_many([(r["context"], r["obj1"], r["obj2"]) for r in rows]))


def _score_own(rows: list[dict[str, str]], answers: list) -> dict:
    covered = [(r, a) for r, a in zip(rows, answers) if a.implied != "unknown"]
    n, c = len(rows), len(covered)
    by_kind = Counter(a.entry_kind for _, a in covered)
    return {
        "file": OWN_SENTENCES, "sentences": n, "covered": c,
        "coverage": c / n if n else 0.0,
        "accuracy": sum(a.implied == r["relation"] for r, a in covered) / c if c else 0.0,
        "flag_accuracy": sum(a.counter_commonsense == (r["counter"] == "1") for r, a in covered) / c if c else 0.0,
        "read_by": dict(by_kind),
    }


_VOWEL_SOUND = re.compile(r"^(?:[aeio]|u(?!s|ni|tensil)|hour|honest)")


def release_anomalies(rows: list[CConsRow], kb) -> list[Anomaly]:
    """Duplicates, typos, split/full mismatches and nocontext/context differences."""
    out: list[Anomaly] = []
    by_file: dict[str, list[CConsRow]] = defaultdict(list)
    for r in rows:
        by_file[r.file].append(r)

    # duplicates: the same context about the same two objects, in one file
    for name, file_rows in by_file.items():
        seen: dict[tuple, CConsRow] = {}
        for r in file_rows:
            key = (r.context, frozenset((r.obj1, r.obj2)))
            if key in seen:
                first = seen[key]
                same = (first.obj1, first.obj2, first.label) == (r.obj1, r.obj2, r.label)
                swapped = (first.obj1, first.obj2) == (r.obj2, r.obj1) and first.label != r.label
                how = "identical" if same else "objects swapped, labels agree" if swapped else "labels conflict"
                if r.difficulty == "nocontext" and how == "labels conflict":
                    how = "labels conflict: no prior can answer both"
                if r.difficulty != "nocontext" or how.startswith("labels conflict"):
                    out.append(Anomaly("duplicate", name, r.line, f"repeats record {first.line} ({how})"))
            else:
                seen[key] = r

    # typos: noun strings and context words we know as misspellings, and a/an slips
    for r in rows:
        for obj in (r.obj1, r.obj2):
            alias = kb.aliases.get(" ".join(obj.lower().split()))
            if alias and alias.why in ("typo", "spelling", "plural"):
                out.append(Anomaly("typo", r.file, r.line, f"object {obj!r} for {alias.noun!r} ({alias.why})"))
        words = re.findall(r"[A-Za-z']+", r.context)
        for w in words:
            if w.lower() in kb.misspellings:
                out.append(Anomaly("typo", r.file, r.line, f"context word {w!r} for {kb.misspellings[w.lower()]!r}"))
        for det, nxt in zip(words, words[1:]):
            d = det.lower()
            if d == "an" and not _VOWEL_SOUND.match(nxt.lower()):
                out.append(Anomaly("typo", r.file, r.line, f"'{det} {nxt}': 'a' expected"))
            elif d == "a" and _VOWEL_SOUND.match(nxt.lower()) and nxt.isalpha():
                out.append(Anomaly("typo", r.file, r.line, f"'{det} {nxt}': 'an' expected"))

    # split files against their full file; nocontext files against the full file
    def spelled(r: CConsRow) -> tuple:
        """The row with known misspellings undone, to tell spelling drift from absence."""
        def fix(m: re.Match) -> str:
            alias = kb.aliases.get(m.group(0))
            return alias.noun if alias and alias.why == "typo" else m.group(0)

        context = re.sub(r"[a-z']+", fix, r.context.lower())
        return (context, kb.resolve(r.obj1) or r.obj1, kb.resolve(r.obj2) or r.obj2, r.label)

    for subset in ("normal", "adversarial"):
        full = [r for r in rows if r.subset == subset and r.difficulty == "full"]
        exact = {(r.context, r.obj1, r.obj2, r.label) for r in full}
        loose = {spelled(r): r for r in full}
        covered: set[tuple] = set()
        splits = [x for x in rows if x.subset == subset and x.difficulty in ("easy", "difficult")]
        for r in splits:
            key = spelled(r)
            covered.add(key)
            if (r.context, r.obj1, r.obj2, r.label) not in exact:
                if key in loose:
                    fr = loose[key]
                    out.append(Anomaly("split_spelling_differs", r.file, r.line,
                                       f"{r.difficulty} row spelled differently in {fr.file} record {fr.line}"))
                else:
                    out.append(Anomaly("split_not_in_full", r.file, r.line, f"{r.difficulty} row absent from the full file"))
            has_in = bool(re.search(r"\b(in|into)\b", r.context, re.I))
            if r.difficulty == "easy" and not has_in:
                out.append(Anomaly("split_misfiled", r.file, r.line, "easy row without 'in'/'into'"))
            if r.difficulty == "difficult" and has_in:
                out.append(Anomaly("split_misfiled", r.file, r.line, "difficult row with 'in'/'into'"))
        if splits:
            for r in full:
                if spelled(r) not in covered:
                    out.append(Anomaly("full_not_in_split", r.file, r.line, "row of the full file in neither easy nor difficult file"))
        nocontext = [r for r in rows if r.subset == subset and r.difficulty == "nocontext"]
        if nocontext and full:
            if len(nocontext) != len(full):
                out.append(Anomaly("nocontext_mismatch", nocontext[0].file, 0,
                                   f"{len(nocontext)} rows, the full file has {len(full)}"))
            for nc, fr in zip(nocontext, full):
                diffs = [f"{f} {getattr(nc, f)!r} vs {getattr(fr, f)!r}" for f in ("obj1", "obj2", "label")
                         if getattr(nc, f) != getattr(fr, f)]
                if nc.context:
                    diffs.append("context not empty")
                if diffs:
                    out.append(Anomaly("nocontext_mismatch", nc.file, nc.line,
                                       f"differs from {fr.file} record {fr.line}: " + "; ".join(diffs)))
    return out
