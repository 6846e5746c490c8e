"""The verb-phrase lexicon: patterns compile, match, and generalise to sentences we wrote."""
from __future__ import annotations

import pytest

from solver.sizes.answer import answer_many
from solver.sizes.knowledge import default_kb
from solver.sizes.matcher import best_match, candidates, normalize_sentence

# Our own sentences: the lexicon's verb phrases with nouns in combinations of our choosing,
# other determiners, other tenses the lexicon lists, and other agents.
# (context, obj1, obj2, expected relation of obj1 to obj2, expected phrase)
OWN_SENTENCES = [
    ("The suitcase now accommodates a teddy bear.", "teddy bear", "suitcase", "smaller", "accommodates"),
    ("A garage accommodated a tractor.", "garage", "tractor", "bigger", "accommodates"),
    ("My wallet contains a receipt.", "wallet", "receipt", "bigger", "contains"),
    ("A pocket contained a marble.", "marble", "pocket", "smaller", "contains"),
    ("The dog swallowed a coin.", "coin", "dog", "smaller", "swallowed"),
    ("A snake swallows an egg.", "snake", "egg", "bigger", "swallowed"),
    ("A gorilla was carrying a watermelon.", "watermelon", "gorilla", "smaller", "carrying"),
    ("An elephant carries a clown.", "elephant", "clown", "bigger", "carries"),
    ("A kitten hides behind a curtain.", "kitten", "curtain", "smaller", "hides_behind"),
    ("The rabbit was hiding behind a bush.", "bush", "rabbit", "bigger", "is_hiding_behind"),
    ("A squirrel is hidden in a boot.", "squirrel", "boot", "smaller", "hidden_in"),
    ("Inside a drawer was a battery.", "drawer", "battery", "bigger", "inside_was"),
    ("I kept a ring in a wallet.", "ring", "wallet", "smaller", "kept_in"),
    ("She kept a hamster confined in a box.", None, None, None, "kept_confined_in"),
    ("He pushed a couch into a garage.", "couch", "garage", "smaller", "pushed_into"),
    ("A monkey put a banana into a bag.", "bag", "banana", "bigger", "put_into"),
    ("We managed to squeeze a hammock into a suitcase.", None, None, None, "squeezed_into"),
    ("We managed to squeeze a laptop into a backpack.", None, None, None, "squeezed_into"),
    ("A bee flew into a mug.", "bee", "mug", "smaller", "flew_into"),
    ("A frog lived in a pond.", "pond", "frog", "bigger", "lived_in"),
    ("A mouse fled from a kitten.", "mouse", "kitten", "smaller", "fled_from"),
    ("A cat emerged from a closet.", "closet", "cat", "bigger", "emerged_from"),
    ("A beetle has escaped from a jar.", "beetle", "jar", "smaller", "escaped_from"),
    ("A bus is filled with a sofa.", None, None, None, "filled_with"),
    ("A refrigerator is filled with an orange.", "orange", "refrigerator", "smaller", "filled_with"),
    ("A piano is stuffed full of a sock.", None, None, None, "stuffed_full_of"),
    ("A warehouse is stuffed full of a couch.", "warehouse", "couch", "bigger", "stuffed_full_of"),
    ("A towel covered a keyboard.", "keyboard", "towel", "smaller", "covered"),
    ("I covered a laptop with a blanket.", "blanket", "laptop", "bigger", "covered_with"),
    ("A sandwich is covered with a leaf.", "sandwich", "leaf", "smaller", "is_covered_with"),
    ("A ladybug landed on a spoon.", "ladybug", "spoon", "smaller", "landed_on"),
    ("I laid a pencil on a desk.", "desk", "pencil", "bigger", "laid_on"),
    ("A bear lifted a couch.", "couch", "bear", "smaller", "lifted"),
    ("A person threw a frisbee.", "person", "frisbee", "bigger", "threw_easily"),
    ("A human threw a ball easily.", "ball", "human", "smaller", "threw_easily"),
    ("A soldier grabbed a rifle.", None, None, None, "grabbed"),
    ("A chicken caught a worm.", "worm", "chicken", "smaller", "caught"),
    ("A cat caught a mouse in its mouth.", "cat", "mouse", "bigger", "caught_in_mouth"),
    ("A dog crossed a blanket.", "dog", "blanket", "smaller", "crossed"),
    ("A car broke under the weight of an elephant.", "elephant", "car", "smaller", "broke_under_weight"),
    ("A rock crushed a phone into small pieces.", "phone", "rock", "smaller", "crushed"),
    ("A tractor crushed a bicycle.", "tractor", "bicycle", "bigger", "crushed"),
    ("A monkey handed a banana to her.", "banana", "monkey", "smaller", "handed_to"),
    ("A clown passed a cat to us.", "clown", "cat", "bigger", "passed_to"),
    ("Police discovered a gun while searching a van.", "gun", "van", "smaller", "discovered_searching"),
    ("A clown got married in a church which is built in a warehouse.", "clown", "warehouse", "smaller", "married_in_church"),
    ("A bottle is placed on a table.", "table", "bottle", "bigger", "placed_on"),
    ("A plate was placed in a sink.", "plate", "sink", "smaller", "placed_in"),
    ("He reached inside a drawer for a key.", "key", "drawer", "smaller", "reached_inside_for"),
    ("A worm crawled into an apple.", "apple", "worm", "bigger", "crawled_into"),
    ("A candle occupied almost all of a jar.", "candle", "jar", "smaller", "occupied_almost_all"),
    ("An ant invaded a kitchen.", None, None, None, "invaded"),
    ("A truck sank into a pond.", None, None, None, "sank_into"),
    ("A ship sank into a pond.", "ship", "pond", "smaller", "sank_into"),
    ("I painted an elephant on a canvas.", "elephant", "canvas", "smaller", "painted_on"),
    ("A leaflet spread out on a desk.", "desk", "leaflet", "bigger", "spread_out_on"),
    ("A bird is appeared from a hat.", "bird", "hat", "smaller", "appeared_from"),
]


@pytest.mark.parametrize("context,obj1,obj2,relation,phrase", OWN_SENTENCES)
def test_own_sentences_match_the_intended_phrase(context, obj1, obj2, relation, phrase):
    match = best_match(context)
    assert match is not None, context
    assert match.phrase.id == phrase


def test_own_sentences_imply_the_right_relation():
    items = [(c, o1, o2) for c, o1, o2, rel, _ in OWN_SENTENCES if rel]
    answers = answer_many(items)
    wrong = [(i, a.implied) for i, a, (_, _, _, rel, _) in
             zip(items, answers, [s for s in OWN_SENTENCES if s[3]]) if a.implied != rel]
    assert not wrong


def test_unknown_nouns_still_fill_slots_but_are_not_known():
    match = best_match("We managed to squeeze a hammock into a suitcase.")
    assert match.fillers["x"].text == "hammock" and match.fillers["x"].noun is None
    assert match.fillers["y"].noun == "suitcase"


def test_no_phrase_means_unknown_never_a_guess():
    [a] = answer_many([("A cat danced with a dog.", "cat", "dog")])
    assert a.implied == "unknown" and a.answer == "unknown"
    assert not a.counter_commonsense
    assert any("no lexicon phrase" in t for t in a.trace)


def test_objects_outside_the_phrase_slots_are_unknown():
    # the agent of "abandoned ... in ..." is not compared with anything
    [a] = answer_many([("A clown abandoned a shirt in a studio.", "clown", "shirt")])
    assert a.implied == "unknown"
    assert a.phrase == "abandoned_in"


def test_every_pattern_matches_a_sentence_built_from_it():
    """Fill each pattern's slots with nouns and its alternatives with their first word."""
    kb = default_kb()
    nouns = ["apple", "suitcase", "monkey"]
    for phrase in kb.phrases.values():
        words, filled = [], {}
        for t in phrase.tokens:
            if t.kind == "slot":
                noun = nouns[len(filled) % len(nouns)]
                filled[t.slot] = noun
                words += ["a", noun]
            elif t.kind in ("word", "any"):
                words.append(t.words[0])
        sentence = " ".join(words).capitalize() + "."
        found = [m.phrase.id for m in candidates(sentence, kb)]
        assert phrase.id in found, (phrase.id, sentence)


def test_modifiers_before_the_head_noun():
    [a] = answer_many([("A tiny grey mouse was carrying a huge watermelon.", "mouse", "watermelon")])
    assert a.slots == {"a": "mouse", "x": "watermelon"}
    assert a.implied == "bigger" and a.counter_commonsense


def test_normalization():
    assert normalize_sentence(' "I\'ve left a Box in a ship." ') == "i have left a box in a ship"


def test_misspelt_verbs_of_the_wild_are_understood():
    assert best_match("A monkey slided a coin into a jar.").phrase.id == "slid_into"
    assert best_match("A kitten fleed from a desk.").phrase.id == "fled_from"
