"""Reading a story's sentences into actions: clause, verb pattern, role fillers resolved to entities.

Matching is driven by the patterns of kb/actions (data, not code): a pattern's literal words are
found in order among a clause's lemmas (or written forms), its slots take the noun phrases between
them, and each noun phrase is resolved to one of the story's entities (the entity list where the data
has one, else the nouns the story has named so far). Pronouns stand for the last thing (or person)
mentioned. A clause with a negation, or one no pattern matches, is reported as not understood.

The package, one job a module: `results` (what a reading gives), `tokens`, `clauses` (a sentence cut into
clauses), `entities` (noun phrases to entities, coreference), `patterns` (kb verb patterns matched to a
clause), `pattern_reader` (the reader by patterns: Italian, and English without the parser),
`english_frames` (the English reader over the parser's clause frames), `english_people`, `english_roles`,
`english_words`, `state_reports`, `secondary` (a describing word after an object: "kicked the door shut",
"left the jar unopened"), `inchoative` (a thing's change told with the thing as subject: "the door opened"),
`intensifiers` ("bone dry" read as "dry"), `italian_clauses`, `italian_roles`, `italian_words`, `supplies` and
`thing_sorts` (WordNet sorts of the things named).
"""
from __future__ import annotations

import os
from typing import Optional, Sequence

from solver.actions.lexicon import Lexicon, load_lexicon
from solver.actions.reader.chat_style import story_as_written
from solver.actions.reader.english_frames import read_english
from solver.actions.reader.pattern_reader import read_by_patterns
from solver.actions.reader.results import StoryReading


def read_story(sentences: Sequence[str], entities: Sequence[str] = (), persons: Sequence[str] = (),
               lang: Optional[str] = None, lexicon: Optional[Lexicon] = None, use_parser: bool = True) -> StoryReading:
    """Every clause of every sentence, understood (a Reading) or not (a NotUnderstood with its reason).

    English is read from spaCy's parse (clause frames, solver.language.frames); Italian, and English with
    `use_parser=False`, by the lemma patterns over each clause's words."""
    lex = lexicon or load_lexicon()
    lang = lang or lex.language_of(" ".join(sentences))
    if lang == "en" and use_parser and os.environ.get("PHYSKB_READER", "parser") != "patterns":
        return read_english(lex, story_as_written(sentences), entities, persons)
    return read_by_patterns(lex, lang, sentences, entities, persons)
