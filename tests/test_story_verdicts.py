"""Verdicts that never bluff (issue 30, issue 33 item 7): coverage and unread clauses on every verdict,
"no conflict found in what was read" where something was left unread, "not understood" for stories the
embedded reader cannot read, --annotations-only refused without states, no clingo warnings for users,
and a thing taken out of a container twice."""
from __future__ import annotations

import pytest
import json

from solver.states.model import Story
from solver.stories.check import check_with_derived
from solver.stories.verdict import IMPLAUSIBLE, NOT_UNDERSTOOD, PARTLY_READ, PLAUSIBLE, verdict_json, verdict_of

# Stories of our own wording, in languages the reader does not read or in two languages at once.
FOREIGN = {
    "french": ["Marie a ouvert le frigo.", "Elle a pris le lait et l'a bu."],
    "german": ["Anna öffnete den Kühlschrank.", "Sie nahm die Milch heraus und trank sie."],
    "chinese": ["汤姆打开了冰箱。", "他拿出了牛奶。"],
    "arabic": ["فتح توم الثلاجة.", "أخذ الحليب."],
    "spanish": ["Ana abrió la nevera.", "Sacó la leche y la bebió."],
    "mixed": ["Tom opened the fridge and took out the butter.", "Poi ha messo il burro sul tavolo della cucina."],
}


def _story(sid: str, sentences: list[str]) -> Story:
    return Story(id=sid, sentences=sentences, states=[[] for _ in sentences], source="text")


def _verdicts(stories: dict[str, list[str]]) -> dict[str, dict]:
    built = [_story(k, v) for k, v in stories.items()]
    check = check_with_derived(built)
    return {s.id: verdict_json(check.results[s.id], check.coverage[s.id]) for s in built}


def test_unreadable_languages_and_mixed_stories_are_not_understood() -> None:
    out = _verdicts(FOREIGN)
    for sid, v in out.items():
        assert v["verdict"] == NOT_UNDERSTOOD, (sid, v)
        assert v["plausible"] is None and v["coverage"]["read"] == 0
        assert [u["sentence"] for u in v["unread"]] == list(range(len(FOREIGN[sid])))
    assert "mixes English and Italian" in out["mixed"]["explanation"]


def test_english_and_italian_stories_are_read() -> None:
    out = _verdicts({
        "en": ["Ben opened the fridge.", "He took the butter out of the fridge.", "He closed the fridge."],
        "it": ["Luca ha aperto il frigo.", "Ha preso il burro dal frigo.", "Poi ha chiuso il frigo."],
    })
    for sid, v in out.items():
        assert v["verdict"] == PLAUSIBLE and v["plausible"] is True, (sid, v)
        assert v["coverage"]["read"] == v["coverage"]["total"] > 0 and v["unread"] == []


def test_unread_content_is_never_a_bare_plausible() -> None:
    # the middle clause names things (a thing of the story) with a verb no pattern reads
    v = _verdicts({"partly": ["Ben opened the fridge.", "He juggled the oranges in the garden.",
                              "He closed the fridge."]})["partly"]
    assert v["verdict"] == PARTLY_READ and v["plausible"] is None
    assert v["coverage"]["read"] < v["coverage"]["total"]
    assert any(u["sentence"] == 1 for u in v["unread"])
    assert v["explanation"].startswith("no conflict found in what was read (")


def test_a_thing_taken_out_twice_is_a_conflict_and_put_back_is_not() -> None:
    took = "Tom took the milk out of the fridge."
    out = _verdicts({
        "twice": [took, took],
        "hundred": [took] * 100,
        "put_back": [took, "He put it back in the fridge.", took],
        "between": ["Anna took the scissors out of the drawer.", "She cut the paper.",
                    "She took the scissors out of the drawer."],
        "a_beer": ["Tom took a beer out of the fridge.", "Later Tom took a beer out of the fridge."],
        "italian": ["Luca ha preso il latte dal frigo.", "Poi ha preso il latte dal frigo."],
    })
    for sid in ("twice", "hundred", "italian"):
        assert out[sid]["verdict"] == IMPLAUSIBLE and (out[sid]["evidence"], out[sid]["breakpoint"]) == (0, 1), sid
        assert "out_is_no_longer_in" in out[sid]["rules"]
    assert out["between"]["verdict"] == IMPLAUSIBLE and (out["between"]["evidence"], out["between"]["breakpoint"]) == (0, 2)
    assert out["put_back"]["plausible"] is not False
    assert out["a_beer"]["plausible"] is not False  # two beers


def test_verdict_of_keeps_a_conflict_found_in_what_was_read() -> None:
    from solver.actions.coverage import Coverage, UnreadClause
    from solver.states.solve import ConflictResult

    partly = Coverage(2, 3, [UnreadClause(1, 0, "x", "no pattern matches")])
    assert verdict_of(ConflictResult("s", plausible=False, breakpoint=2, evidence=0), partly) == IMPLAUSIBLE
    assert verdict_of(ConflictResult("s", plausible=True), partly) == PARTLY_READ
    assert verdict_of(ConflictResult("s", plausible=True), Coverage(3, 3)) == PLAUSIBLE


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_check_story_cli_verdicts_exit_codes_and_no_clingo_warnings(cli, tmp_path) -> None:
    folder = tmp_path / "stories"
    folder.mkdir()
    for sid, sentences in (("french", FOREIGN["french"]), ("milk", ["Tom took the milk out of the fridge."] * 2)):
        (folder / f"{sid}.json").write_text(json.dumps({"id": sid, "sentences": sentences}), encoding="utf-8")
    code, out, err = cli("check-story", str(folder), "--json")
    assert code == 4, err  # README, Exit codes: a story not understood
    assert "Warning" not in err and "clingo" not in err
    got = {r["story_id"]: r for r in json.loads(out)}
    assert got["french"]["verdict"] == NOT_UNDERSTOOD and got["milk"]["verdict"] == IMPLAUSIBLE
    text = tmp_path / "french.txt"
    text.write_text("\n".join(FOREIGN["chinese"]) + "\n", encoding="utf-8")
    code, out, err = cli("check-story", str(text))
    assert code == 4 and out.startswith("french: not understood (") and "clingo" not in err
    # --annotations-only on a story without states would check nothing: an error naming the story
    code, out, err = cli("check-story", str(text), "--annotations-only")
    assert code == 1 and "no" in err and "'french'" in err and "annotated" in err
