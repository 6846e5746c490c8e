"""Read a choice out of generated text: an option letter, or Yes/No. Unparsable stays unparsed."""
from __future__ import annotations

import re

from solver.language.lexicon import word_list

GENERATE_INSTRUCTION = "Answer with the letter of the best option only."  # closes every lettered question



def _alternatives(name: str) -> str:
    """A word list of kb/language/en.lp as a regular expression group of its words, in the listed order."""
    return "(?:" + "|".join(re.escape(w) for w in word_list(name)) + ")"


_ANSWER = _alternatives("answer_word")  # answer, option, choice
_PREAMBLE = rf"(?:(?:the\s+)?(?:{_alternatives('answer_adjective')}\s+)?{_ANSWER}\s*(?:is\s*)?:?\s*)?"


def parse_letter(text: str, n_options: int) -> int | None:
    """0-based option index named by the answer's letter, or None when no letter can be read.

    Accepts "B", "B.", "(B)", "**B**", "B) a knife", "Answer: B", "The answer is B" and a
    later "answer is C". Only capital letters count, and "A knife" reads as an article."""
    letters = "ABCDEFGHIJ"[:n_options]
    stripped = text.strip()
    match = re.match(rf"^[\s*\"'\[(]*{_PREAMBLE}[*(\[]*([A-J])(?![A-Za-z0-9'])", stripped, flags=re.IGNORECASE)
    if match and match.group(1) in letters:
        rest = stripped[match.end():]
        if not (match.group(1) == "A" and re.match(r"^ [a-z]", rest)):
            return letters.index(match.group(1))
    match = re.search(rf"\b{_ANSWER}\s+is\s*:?\s*\(?([{letters}])(?![A-Za-z0-9'])", stripped,
                      flags=re.IGNORECASE)
    if match and match.group(1) in letters:
        return letters.index(match.group(1))
    return None


def parse_yes_no(text: str) -> bool | None:
    """True for a leading yes, False for a leading no, None otherwise."""
    match = re.match(r"^\W*(yes|no)\b", text.strip(), flags=re.IGNORECASE)
    if not match:
        return None
    return match.group(1).lower() == "yes"


def stated_reason(answer: str) -> str:
    """The words after the answer ("B, because it is clean" -> "because it is clean"; "No. Sentence 3 ..." ->
    "Sentence 3 ..."): the answer letter or a leading Yes/No, with an "answer is" preamble, taken off."""
    text = " ".join(str(answer).split())
    m = re.match(r"^\W*(?:(?:the\s+)?(?:best\s+|correct\s+)?(?:answer|option)\s*(?:is)?\s*:?\s*)?"
                 r"(?:\(?[A-J]\b\)?|yes\b|no\b)[\s.:,;)\-]*", text, re.IGNORECASE)
    return text[m.end():].strip() if m else text
