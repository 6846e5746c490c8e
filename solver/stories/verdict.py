"""A story's verdict with what it rests on: the conflict solve's result and the reader's coverage.

Why: "plausible" is a claim about the whole story; the solver can only vouch for what was read. So
there are four verdicts, and `plausible` is true only for the first:

- `plausible`: every content clause was read and no conflict was found;
- `no_conflict_in_what_was_read`: no conflict in the clauses read, some left unread (k of n read);
- `implausible`: a conflict between two sentences (it stands whatever else was left unread);
- `not_understood`: nothing of the story could be read (a language the reader does not read, English
  and Italian mixed, no clause read); `plausible` is null and the unread clauses say why.

Used by `physkb check-story` (text and JSON) and the service's /v1/check-story, so both say the same.
"""
from __future__ import annotations

from typing import Optional

from solver.actions.coverage import Coverage
from solver.states.solve import ConflictResult

PLAUSIBLE = "plausible"
IMPLAUSIBLE = "implausible"
PARTLY_READ = "no_conflict_in_what_was_read"
NOT_UNDERSTOOD = "not_understood"
VERDICTS = (PLAUSIBLE, PARTLY_READ, IMPLAUSIBLE, NOT_UNDERSTOOD)


def verdict_of(result: ConflictResult, coverage: Optional[Coverage]) -> str:
    if coverage is not None and coverage.not_understood is not None:
        return NOT_UNDERSTOOD
    if not result.plausible:
        return IMPLAUSIBLE
    if coverage is not None and coverage.unread:
        return PARTLY_READ
    return PLAUSIBLE


def verdict_json(result: ConflictResult, coverage: Optional[Coverage]) -> dict:
    """The result's JSON with `verdict`, `coverage` {read, total} and `unread` (the clauses not read)."""
    verdict = verdict_of(result, coverage)
    out = result.to_json()
    out["plausible"] = {PLAUSIBLE: True, IMPLAUSIBLE: False}.get(verdict)
    if verdict == NOT_UNDERSTOOD:
        out.update(breakpoint=-1, evidence=-1, rules=[], trace=[],
                   explanation=f"not understood: {coverage.not_understood}")
    elif verdict == PARTLY_READ:
        out["explanation"] = f"{verdict_words(verdict, coverage)}: {out['explanation']}"
    out["verdict"] = verdict
    out["coverage"] = coverage.to_json() if coverage is not None else None
    out["unread"] = [u.to_json() for u in coverage.unread] if coverage is not None else []
    return out


def verdict_words(verdict: str, coverage: Optional[Coverage]) -> str:
    """The verdict in words, with the share read where not everything was."""
    read = f"{coverage.read} of {coverage.total} clauses read" if coverage is not None else ""
    if verdict == PARTLY_READ:
        return f"no conflict found in what was read ({read})"
    if verdict == NOT_UNDERSTOOD:
        return f"not understood ({coverage.not_understood}; {read})"
    return verdict


def verdict_lines(story_id: str, result: ConflictResult, coverage: Optional[Coverage]) -> list[str]:
    """The text output for one story: the verdict first, then the conflict's explanation and trace, then
    the clauses not read."""
    verdict = verdict_of(result, coverage)
    if verdict == IMPLAUSIBLE:
        head = f"implausible: sentence {result.evidence} -> sentence {result.breakpoint}"
        if coverage is not None and coverage.unread:
            head += f" ({coverage.read} of {coverage.total} clauses read)"
    else:
        head = verdict_words(verdict, coverage)
    lines = [f"{story_id}: {head}"]
    if verdict == IMPLAUSIBLE:
        lines.append(f"  {result.explanation}")
        lines.extend(f"  trace: {line}" for line in result.trace)
    if coverage is not None:
        lines.extend(f"  unread: sentence {u.sentence} ({u.text}): {u.reason}" for u in coverage.unread)
    return lines
