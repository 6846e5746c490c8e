"""What a check-story will cost, known from its size before it runs, so a request that cannot finish
within the server's time budget is refused at once instead of holding a solver worker until it is killed.

Reading a story grows with its text and, through the links between sentences (who and what each
one refers to, the states carried forward), with the number of sentences times the text: on an
idle 2-core machine 10 sentences of 1,990 characters took 3.1 s, 100 of 200 took 10 s, 25 of 1,990
took 17 s and 50 of 1,990 took 41 s (bench/story_cost.py measures it again). The estimate below
is about twice those times, so a busy machine is allowed for; a story is refused when its
estimate exceeds the budget, or when it is over MAX_STORY_CHARS whatever the budget (a worker held
for minutes by one request is the exhaustion the limit is there to stop).
"""
from __future__ import annotations

from typing import Sequence

MAX_STORY_CHARS = 20_000  # the text of one story, all sentences together (TRIP stories have about 200)
SECONDS_BASE = 0.5
SECONDS_PER_CHAR = 2.5e-4
SECONDS_PER_SENTENCE_CHAR = 4e-6  # per (sentence x character): the links between sentences


def story_seconds(sentences: Sequence[str]) -> float:
    """Estimated seconds to check a story of these sentences on a busy machine (an upper estimate)."""
    chars = sum(len(s) for s in sentences)
    return SECONDS_BASE + SECONDS_PER_CHAR * chars + SECONDS_PER_SENTENCE_CHAR * len(sentences) * chars


def story_refusal(sentences: Sequence[str], budget_s: float) -> tuple[int, str] | None:
    """(HTTP status, message) when this story should not be started under a `budget_s` time budget, else None."""
    chars = sum(len(s) for s in sentences)
    if chars > MAX_STORY_CHARS:
        return 413, (f"the story has {chars:,} characters in {len(sentences)} sentences; at most "
                     f"{MAX_STORY_CHARS:,} are checked in one request (split it into shorter stories)")
    estimate = story_seconds(sentences)
    if estimate > budget_s:
        return 422, (f"a story of {len(sentences)} sentences and {chars:,} characters is estimated at "
                     f"{estimate:.0f} s, over the server's time budget of {budget_s:g} s (`physkb serve --timeout`); "
                     "send fewer or shorter sentences")
    return None
