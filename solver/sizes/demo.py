"""A short, self-contained demonstration of the size knowledge for the main job."""
from __future__ import annotations

from pathlib import Path
from solver.paths import resolve_data_dir
from solver.sizes.validate import validate_cccons
from solver.sizes.answer import answer_many

#: Size questions of our own: ordinary and counter-commonsense contexts, and no context.
DEMO_ITEMS: tuple[tuple[str, str, str], ...] = (
    ("A mug now accommodates an elephant.", "elephant", "mug"),
    ("An elephant was carrying a mug.", "mug", "elephant"),
    ("A kitten hides behind a curtain.", "kitten", "curtain"),
    ("A stretcher flew into a bird.", "stretcher", "bird"),
    ("A cat danced with a dog.", "cat", "dog"),
    ("", "refrigerator", "rice cooker"),
)


def _line(a) -> str:
    ctx = f"{a.context!r}" if a.context else "(no context)"
    flag = ", COUNTER-COMMONSENSE" if a.counter_commonsense else ""
    via = f" via {a.phrase}" if a.phrase else ""
    return (f"- {ctx} {a.obj1} vs {a.obj2}: implied {a.implied}{via}; "
            f"P({a.noun1} bigger) = {a.prior_bigger:.2f}; answer {a.answer}{flag}")


def summary(data_dir: Path | None) -> str:
    """Answers for a few size pairs of our own; with release data, the CConS validation summary too."""
    lines = ["Sizes in context (CConS): verb-phrase lexicon + ProbLog size prior + counter-commonsense flag."]
    lines += [_line(a) for a in answer_many(list(DEMO_ITEMS))]
    folder = resolve_data_dir(data_dir, "cccons") if data_dir is not None else None
    if folder is not None and folder.is_dir():
        report = validate_cccons(folder)
        lines.append(f"CConS {folder}: {report.rows} rows validated in {report.seconds:.1f} s")
        for f in report.files:
            if f.difficulty == "nocontext":
                lines.append(f"  {f.file}: prior accuracy {f.prior_accuracy:.3f}")
            else:
                lines.append(f"  {f.file}: coverage {f.coverage:.3f}, implied accuracy {f.implied_accuracy:.3f}, "
                             f"flag accuracy {f.flag_accuracy:.3f}")
        fl = report.flag
        lines.append(f"  counter-commonsense flag (full files): precision {fl['precision']:.3f}, "
                     f"recall {fl['recall']:.3f}, F1 {fl['f1']:.3f}")
        counts: dict[str, int] = {}
        for a in report.anomalies:
            counts[a.kind] = counts.get(a.kind, 0) + 1
        lines.append("  release anomalies: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
        lines.append("  goals: " + "; ".join(f"{g} {'met' if ok else 'NOT met'}" for g, ok in report.goals.items()))
    else:
        lines.append("(no release data given: validation skipped)")
    return "\n".join(lines)
