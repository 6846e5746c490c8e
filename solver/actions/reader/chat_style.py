"""Chat-style sentences ("anna locked the shed", no capital, no full stop) told as written sentences.

Why: the English parser finds people by their capital letter and clauses by their end; a story typed as a chat
message loses both, and "anna" is read as a thing, not the one who acts. Only the first letter and the end
are restored: a name inside a lowercase sentence stays as the writer left it.
"""
from __future__ import annotations

import unicodedata
from typing import Sequence


def as_written(sentence: str) -> str:
    """The sentence with a capital first letter and a closing full stop where the writer left them out."""
    text = sentence.strip()
    if not text:
        return sentence
    first = next((k for k, ch in enumerate(text) if ch.isalpha()), None)
    if first is not None and text[first].islower() and all(unicodedata.category(ch).startswith(("P", "Z")) for ch in text[:first]):
        text = text[:first] + text[first].upper() + text[first + 1:]
    if not unicodedata.category(text[-1]).startswith("P"):  # any closing punctuation the writer put stays
        text += "."
    return text


def story_as_written(sentences: Sequence[str]) -> list[str]:
    """Every sentence of a story as written (see as_written)."""
    return [as_written(s) for s in sentences]
