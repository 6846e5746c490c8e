"""The tables of the reading constructions (kb/language/secondary_predicates.lp, alternations.lp,
construction_stories.lp) as clorm predicates.

Why here: solver/logic is the one typed boundary to clingo; the reader's construction modules
(solver/actions/reader/secondary.py, inchoative.py, intensifiers.py) and the story generator
(solver/actions/construction_stories.py) read their facts through these predicates with
solver.logic.tables.read, so a fact of another arity or argument type is an error naming the file.
"""
from __future__ import annotations


from solver.logic.declare import predicates


(ResultVerb, DepictiveVerb, PredicateState, PredicateSort, Intensifier, Intensified, Inchoative, StoryLine,
 StoryConflict, ConstructionVerb, StoryRole, StoryStyle, StoryLang, PieceNoun, PiecePreposition) = predicates("""
result_verb(lang: constant, word: string, verb: string)
    "kicked the door shut" is the change Verb ("shut") of the object.
depictive_verb(lang: constant, verb: string)
    "left the jar unopened" tells the object's state, not a leaving.
predicate_state(lang: constant, word: string, attribute: constant, value: integer)
    a word telling a state after a copula or an object only.
predicate_sort(lang: constant, word: string, sort: constant)
    the word tells the state only of a thing of Sort ("on": a device).
intensifier(lang: constant, word: string)
    a word that only strengthens the describing word after it ("bone dry").
intensified(lang: constant, word: string)
    a describing word an intensifier goes with, beside the kb's describing words.
inchoative(lang: constant, action: constant)
    Action's patient may be told as the subject ("the door opened").
story_line(construction: constant, plausible: integer, step: integer, template: string)
    one sentence template of a construction's story.
story_conflict(construction: constant, kind: constant, attribute: constant, evidence: integer, breakpoint: integer)
    the conflict of its implausible story.
construction_verb(construction: constant, verb: string)
    a verb the template's {v} stands for.
role(slot: constant, filler: string) as StoryRole
    a filler of the template slot {Slot} (a person, a container, a device ...).
story_style(construction: constant, style: constant)
    the style its stories are told in (simple when unsaid: narrative, plan, first_person).
story_lang(construction: constant, lang: constant, style: constant)
    the language and register of a construction's stories (default: en, simple).
piece_noun(lang: constant, noun: string)
    "broke into small Nouns" tells the thing in pieces (kb/language/pieces.lp).
piece_preposition(lang: constant, prep: string)
    "broke into pieces", "torn to rags", "in two halves" (kb/language/pieces.lp).
""")
