"""A short, self-contained demonstration of the affordance knowledge for the main job."""
from __future__ import annotations

from pathlib import Path
from solver.paths import resolve_data_dir
from solver.affordances.answer import afford
from solver.affordances.validate import format_summary, validate_grafford

#: Sentences of our own, each showing one context rule at work.
DEMO_ITEMS: tuple[tuple[str, str], ...] = (
    ("She rode the horse along the beach at dawn.", "the horse"),
    ("The boy pushed his toy car across the kitchen floor.", "toy car"),
    ("The apple logo glowed on the back of the laptop.", "apple"),
    ("He poured himself a cup of coffee before the meeting.", "a cup of coffee"),
    ("We ordered roast duck for dinner.", "duck"),
)


def _line(sentence: str, obj: str) -> str:
    answer = afford(sentence, obj)
    top = ", ".join(f"{c} {p:.2f}" for c, p in answer.ranked()[:3])
    rules = sorted({r.rule for r in answer.applied_rules})
    return f"- {obj!r} in {sentence!r}: kind {answer.kind}; top {top}" + (f"; rules: {', '.join(rules)}" if rules else "")


def summary(data_dir: Path | None) -> str:
    """Answers for a few sentences of our own; with release data, the GRAFFORD validation summary too."""
    lines = ["Affordances (GRAFFORD): ProbLog kind priors + named context rules."]
    lines += [_line(s, o) for s, o in DEMO_ITEMS]
    folder = resolve_data_dir(data_dir, "grafford") if data_dir is not None else None
    if folder is not None and folder.is_dir():
        lines.append(format_summary(validate_grafford(folder)))
    else:
        lines.append("(no release data given: validation skipped)")
    return "\n".join(lines)
