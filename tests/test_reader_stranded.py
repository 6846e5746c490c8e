"""A person stuck or stranded at a place is there; a place in a named town is far from home (our own sentences)."""
from solver.actions.lexicon import load_lexicon
from solver.actions.reader import read_story
from solver.actions.reader.stranded import as_present


def test_stranded_word_left_out_only_after_a_person_and_before_a_place() -> None:
    lex = load_lexicon()
    assert as_present(lex, "Tom was stranded at the station.") == "Tom was at the station."
    assert as_present(lex, "i'm still stuck in the office") == "i'm still in the office"
    assert as_present(lex, "The key was stuck in the lock.") == "The key was stuck in the lock."
    assert as_present(lex, "We got stuck in traffic.") == "We got stuck in traffic."


def test_a_place_in_a_named_town_is_read_with_the_town() -> None:
    reading = read_story(["Tom was stuck at the hotel in Madrid."], [], [])
    be_at = [r for r in reading.readings if r.action == "be_at"]
    assert be_at and be_at[0].fillers["to"] == ["hotel"] and be_at[0].fillers.get("within") == ["madrid"]
