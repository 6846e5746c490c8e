"""The limits on text a user hands physkb, one set for the CLI and the service (`physkb serve`).

Why limits at all: reading and solving grow faster than the text. A story's grounding grows faster
than its length (a value a domain rule derives is grounded as possibly holding at every later
sentence), and one 100,000-character "sentence" took 77 s and 542 MB to read. The service refused
both long before the CLI did; a user who moves a story from one to the other must meet the same
answer, so both read these numbers (solver/service/models.py states the same figures in its schema,
and tests/test_limits.py holds them equal).
"""
from __future__ import annotations

from solver.errors import DataError

MAX_SENTENCE_CHARS = 2000  # one sentence (of a story, an affordance question or a size context)
MAX_STORY_SENTENCES = 100  # sentences of one story to check
MAX_NAME_CHARS = 200  # an object's name


def check_sentence(text: str, where: str) -> None:
    """Refuse a sentence too long to read in reasonable time, before any reading starts."""
    if len(text) > MAX_SENTENCE_CHARS:
        raise DataError(f"the sentence has {len(text):,} characters; physkb reads at most {MAX_SENTENCE_CHARS:,} "
                        "per sentence (as `physkb serve` does): split it into sentences", where=where)


def check_story_length(n_sentences: int, where: str) -> None:
    """Refuse a story too long to check in reasonable time, before any grounding starts."""
    if n_sentences > MAX_STORY_SENTENCES:
        raise DataError(f"the story has {n_sentences:,} sentences; check-story takes at most {MAX_STORY_SENTENCES} "
                        "(as `physkb serve` does; its time grows faster than the length): split it into shorter "
                        "stories", where=where)


def check_name(name: str, where: str) -> None:
    """Refuse an object name longer than any name the knowledge holds could be."""
    if len(name) > MAX_NAME_CHARS:
        raise DataError(f"the name has {len(name):,} characters; physkb takes at most {MAX_NAME_CHARS}", where=where)
