"""A sleep told to last at the story's present ("will stay there until morning") is read; one told in the past is not."""
from solver.actions.reader import read_story


def _spans(sentences: list[str]) -> list[list[str]]:
    return [r.fillers.get("actor") for r in read_story(sentences, [], []).readings if r.action == "sleep_through"]


def test_a_sleep_told_to_last_is_read_for_the_sleeper() -> None:
    assert _spans(["Tom has gone to bed and will stay there until morning."]) == [["Tom"]]


def test_a_past_span_is_over_before_the_next_sentence() -> None:
    assert _spans(["Tom went to bed and stayed there until morning."]) == []
