"""The tables of the reading constructions (kb/language/secondary_predicates.lp, alternations.lp,
construction_stories.lp) as clorm predicates.

Why here: solver/logic is the one typed boundary to clingo; the reader's construction modules
(solver/actions/reader/secondary.py, inchoative.py, intensifiers.py) and the story generator
(solver/actions/construction_stories.py) read their facts through these predicates with
solver.logic.tables.read, so a fact of another arity or argument type is an error naming the file.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, Predicate, StringField


class ResultVerb(Predicate, name="result_verb"):
    """result_verb(Lang,Word,Verb): "kicked the door shut" is the change Verb ("shut") of the object."""

    lang = ConstantField
    word = StringField
    verb = StringField


class DepictiveVerb(Predicate, name="depictive_verb"):
    """depictive_verb(Lang,Verb): "left the jar unopened" tells the object's state, not a leaving."""

    lang = ConstantField
    verb = StringField


class PredicateState(Predicate, name="predicate_state"):
    """predicate_state(Lang,Word,Attribute,Value): a word telling a state after a copula or an object only."""

    lang = ConstantField
    word = StringField
    attribute = ConstantField
    value = IntegerField


class PredicateSort(Predicate, name="predicate_sort"):
    """predicate_sort(Lang,Word,Sort): the word tells the state only of a thing of Sort ("on": a device)."""

    lang = ConstantField
    word = StringField
    sort = ConstantField


class Intensifier(Predicate, name="intensifier"):
    """intensifier(Lang,Word): a word that only strengthens the describing word after it ("bone dry")."""

    lang = ConstantField
    word = StringField


class Intensified(Predicate, name="intensified"):
    """intensified(Lang,Word): a describing word an intensifier goes with, beside the kb's describing words."""

    lang = ConstantField
    word = StringField


class Inchoative(Predicate, name="inchoative"):
    """inchoative(Lang,Action): Action's patient may be told as the subject ("the door opened")."""

    lang = ConstantField
    action = ConstantField


class StoryLine(Predicate, name="story_line"):
    """story_line(Construction,Plausible,Step,Template): one sentence template of a construction's story."""

    construction = ConstantField
    plausible = IntegerField
    step = IntegerField
    template = StringField


class StoryConflict(Predicate, name="story_conflict"):
    """story_conflict(Construction,Kind,Attribute,Evidence,Breakpoint): the conflict of its implausible story."""

    construction = ConstantField
    kind = ConstantField
    attribute = ConstantField
    evidence = IntegerField
    breakpoint = IntegerField


class ConstructionVerb(Predicate, name="construction_verb"):
    """construction_verb(Construction,Verb): a verb the template's {v} stands for."""

    construction = ConstantField
    verb = StringField


class StoryRole(Predicate, name="role"):
    """role(Slot,Filler): a filler of the template slot {Slot} (a person, a container, a device ...)."""

    slot = ConstantField
    filler = StringField
