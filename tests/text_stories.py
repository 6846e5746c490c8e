"""Stories told in text only, as the action tests write them, and their check with derived states."""
from __future__ import annotations

from solver.states.model import Story
from solver.states.solve import ConflictResult
from solver.stories.check import check_with_derived


def text_story(sentences: list[str], story_id: str = "s") -> Story:
    """A story with its sentences and no annotated state: everything it knows comes from reading them."""
    return Story(id=story_id, sentences=sentences, states=[[] for _ in sentences])


def check_texts(stories: dict[str, list[str]]) -> dict[str, ConflictResult]:
    """Each story (by its id) checked from its sentences alone, in one solve."""
    return check_with_derived([text_story(v, k) for k, v in stories.items()]).results
