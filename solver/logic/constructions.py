"""The tables of the reading constructions (kb/language/secondary_predicates.lp, alternations.lp,
construction_stories.lp) as clorm predicates.

Why here: solver/logic is the one typed boundary to clingo; the reader's construction modules
(solver/actions/reader/secondary.py, inchoative.py, intensifiers.py) and the story generator
(solver/actions/construction_stories.py) read their facts through these predicates with
solver.logic.tables.read, so a fact of another arity or argument type is an error naming the file.
"""
from __future__ import annotations

from clorm import ConstantField, IntegerField, StringField

from solver.logic.declare import predicate


ResultVerb = predicate("result_verb", lang=ConstantField, word=StringField, verb=StringField,
                       doc='result_verb(Lang,Word,Verb): "kicked the door shut" is the change Verb ("shut") of the '
                           "object.")
DepictiveVerb = predicate("depictive_verb", lang=ConstantField, verb=StringField,
                          doc="depictive_verb(Lang,Verb): \"left the jar unopened\" tells the object's state, not a "
                              "leaving.")
PredicateState = predicate("predicate_state", lang=ConstantField, word=StringField, attribute=ConstantField,
                           value=IntegerField,
                           doc="predicate_state(Lang,Word,Attribute,Value): a word telling a state after a copula or "
                               "an object only.")
PredicateSort = predicate("predicate_sort", lang=ConstantField, word=StringField, sort=ConstantField,
                          doc="predicate_sort(Lang,Word,Sort): the word tells the state only of a thing of Sort "
                              '("on": a device).')
Intensifier = predicate("intensifier", lang=ConstantField, word=StringField,
                        doc='intensifier(Lang,Word): a word that only strengthens the describing word after it ("bone '
                            'dry").')
Intensified = predicate("intensified", lang=ConstantField, word=StringField,
                        doc="intensified(Lang,Word): a describing word an intensifier goes with, beside the kb's "
                            "describing words.")
Inchoative = predicate("inchoative", lang=ConstantField, action=ConstantField,
                       doc="inchoative(Lang,Action): Action's patient may be told as the subject "
                           '("the door opened").')
StoryLine = predicate("story_line", construction=ConstantField, plausible=IntegerField, step=IntegerField,
                      template=StringField,
                      doc="story_line(Construction,Plausible,Step,Template): one sentence template of a "
                          "construction's story.")
StoryConflict = predicate("story_conflict", construction=ConstantField, kind=ConstantField, attribute=ConstantField,
                          evidence=IntegerField, breakpoint=IntegerField,
                          doc="story_conflict(Construction,Kind,Attribute,Evidence,Breakpoint): the conflict of its "
                              "implausible story.")
ConstructionVerb = predicate("construction_verb", construction=ConstantField, verb=StringField,
                             doc="construction_verb(Construction,Verb): a verb the template's {v} stands for.")
StoryRole = predicate("role", "StoryRole", slot=ConstantField, filler=StringField,
                      doc="role(Slot,Filler): a filler of the template slot {Slot} (a person, a container, a device "
                          "...).")
StoryStyle = predicate("story_style", construction=ConstantField, style=ConstantField,
                       doc="story_style(Construction,Style): the style its stories are told in (simple when unsaid: "
                           "narrative, plan, first_person).")
StoryLang = predicate("story_lang", construction=ConstantField, lang=ConstantField, style=ConstantField,
                      doc="story_lang(Construction,Lang,Style): the language and register of a construction's stories "
                          "(default: en, simple).")
PieceNoun = predicate("piece_noun", lang=ConstantField, noun=StringField,
                      doc='piece_noun(Lang,Noun): "broke into small Nouns" tells the thing in pieces (kb/language/'
                          "pieces.lp).")
PiecePreposition = predicate("piece_preposition", lang=ConstantField, prep=StringField,
                             doc='piece_preposition(Lang,Prep): "broke into pieces", "torn to rags", "in two halves" '
                                 "(kb/language/pieces.lp).")
