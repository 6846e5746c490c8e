"""A plan step's label ("Step 2:") is no subject: the command after it is the executor's, whoever carries out the plan."""
from solver.actions.lexicon import load_lexicon
from solver.actions.reader import read_story
from solver.actions.reader.plan_steps import without_step_labels


def test_label_left_out_and_command_verb_lowercased() -> None:
    got = without_step_labels(load_lexicon(), ["Step 1: Put the cup in the sink.", "Step 2: Give the cup to Nora.",
                                               "Step 3: Nora dries the cup.", "Step 4.", "A plain sentence."])
    assert got == ["put the cup in the sink.", "give the cup to Nora.", "Nora dries the cup.",
                   "Step 4.", "A plain sentence."]


def test_labelled_command_is_done_by_the_executor() -> None:
    reading = read_story(["Step 1: Fill a glass with water and give it to Nora.",
                          "Step 2: Put the glass on the table."], [], [])
    actors = {r.action: r.fillers.get("actor") for r in reading.readings}
    assert actors["fill"] == actors["put_on"] != ["Nora"]
