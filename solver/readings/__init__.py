"""Readings: a story read into physkb's state vocabulary (solver/logic/vocabulary.py) by any reader.

models (generated pydantic models and JSON Schema), convert (readings <-> stories; the release annotations'
mapping), validate (errors by story, sentence and record; normalised names; contradictions), check (readings
checked by the state laws), prompt (the reading prompt from the KB), law_stories (our own reading stories),
commands (`physkb read`), plugins (the hook for model readers outside the solver).
"""
