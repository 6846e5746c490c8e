"""Reading words: lemmas and tokens shared by every area that reads text (actions, sizes, affordances)."""
from solver.language.lemmas import detect_language, gerund_verb, lemma, lemmatize, tokenize, verb_forms

__all__ = ["detect_language", "gerund_verb", "lemma", "lemmatize", "tokenize", "verb_forms"]
