""""Without waking" tells the sentence's actor still asleep; "without waking the baby" does not (our own sentences)."""
from solver.actions.reader import read_story


def _sleepers(sentences: list[str]) -> list[list[str]]:
    return [r.fillers.get("actor") for r in read_story(sentences, [], []).readings if r.action == "stay_asleep"]


def test_without_waking_is_the_actor_still_asleep() -> None:
    assert _sleepers(["Tom fell asleep.", "Without waking up, Tom ate the cake."]) == [["Tom"]]
    assert _sleepers(["Tom fell asleep.", "Without stirring, Tom ate the cake."]) == [["Tom"]]


def test_without_waking_someone_else_is_no_sleeper() -> None:
    assert _sleepers(["Tom fell asleep.", "Without waking him, Anna ate the cake."]) == []
