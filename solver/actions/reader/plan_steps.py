"""Plan steps: the label of a numbered step ("Step 2:", "Task 3 -") left out before parsing.

Why: the small parser takes "Step 2" for the subject of the command after it ("Step 2: Fill a glass": a step
filling a glass), so the command loses its doer, whoever carries out the plan, and takes the last person named
instead. Left alone at the head of the sentence, a capitalised command verb is still taken for a name
("Put Kevin's boots in the car": a name "Put Kevin"), so the step's first word is written in lower case, as a
command inside a sentence is, unless the story writes it with a capital inside a sentence too (a name: "Step
3: Anna takes the bus"). A bare number ("2.", "2)") is already passed over by the frames
(solver.language.frames). Which words label a step is a kb word class (kb/language/reader_en.lp: step_label).
"""
from __future__ import annotations

import re
from typing import Sequence

from solver.actions.lexicon import Lexicon


def without_step_labels(lex: Lexicon, sentences: Sequence[str]) -> list[str]:
    """Each sentence without a leading "<label> <number>" and the colon, dash, full stop or bracket after it."""
    labels = lex.words.get(("en", "step_label"), set())
    if not labels:
        return list(sentences)
    alternatives = "|".join(re.escape(w) for w in sorted(labels, key=len, reverse=True))
    label = re.compile(rf"\s*(?:{alternatives})\s*\d+\s*[:.)\-–—]\s*", flags=re.IGNORECASE)
    steps = []
    for sentence in sentences:
        m = label.match(sentence)
        rest = sentence[m.end():] if m else ""
        steps.append(rest if rest.strip() else None)
    names = _names_inside([rest or sentence for rest, sentence in zip(steps, sentences)])
    out = []
    for rest, sentence in zip(steps, sentences):
        if rest is None:
            out.append(sentence)
            continue
        first = re.match(r"([A-Z][a-z]+)\b(?!\.)", rest)
        if first and first.group(1) not in names:
            rest = rest[0].lower() + rest[1:]
        out.append(rest)
    return out


def _names_inside(sentences: Sequence[str]) -> set[str]:
    """Words the story writes with a capital after the first word of a sentence (after a step label too)."""
    found: set[str] = set()
    for sentence in sentences:
        words = re.findall(r"[A-Za-z]+", sentence)
        found.update(w for w in words[1:] if w[0].isupper() and w[1:].islower())
    return found
