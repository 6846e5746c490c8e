"""An item as the ProbLog program sees it: the object's kind and the context cues."""
from __future__ import annotations

from dataclasses import dataclass

from solver.affordances.cues import Cue, find_cues
from solver.affordances.lexicon import UNKNOWN_KIND, KindLexicon, load_lexicon
from solver.affordances.loaders import CLASSES
from solver.affordances.phrases import head_candidates, split_phrase
from solver.language import lemma

#: ProbLog atoms of the 15 classes, in release column order.
CLASS_ATOMS: tuple[str, ...] = tuple(c.lower() for c in CLASSES)
ATOM_TO_CLASS = dict(zip(CLASS_ATOMS, CLASSES))


@dataclass(frozen=True)
class ItemDescription:
    """Kind (and the head noun that chose it) plus the cues found in sentence and phrase."""

    kind: str
    noun: str | None
    cues: tuple[Cue, ...]
    kind_source: str = "lexicon"  # lexicon | modifier | fallback
    kind_note: str = ""  # how the kind was found, for the trace

    @property
    def fallback(self) -> bool:
        """The head noun is not in the kind lexicon: the kind came from a fallback."""
        return self.kind_source == "fallback"

    @property
    def cue_atoms(self) -> tuple[str, ...]:
        return tuple(c.atom for c in self.cues)


def describe(sentence: str, obj: str, lexicon: KindLexicon | None = None,
             withheld: frozenset[str] = frozenset()) -> ItemDescription:
    """Kind from the object phrase's head noun and modifiers, cues from the sentence.

    `withheld` hides lexicon nouns, as if the lexicon had never listed them: validation
    uses it to score the fallback on nouns it has not seen.
    """
    lex = lexicon or load_lexicon()
    kind, noun, source, note = kind_of_phrase(obj, lex, withheld)
    return ItemDescription(kind, noun, tuple(find_cues(sentence, obj)), source, note)


def kind_of_phrase(obj: str, lex: KindLexicon, withheld: frozenset[str] = frozenset()) -> tuple[str, str | None, str, str]:
    """(kind, noun, source, note): the head noun's kind, changed by a modifier that changes
    what the phrase denotes ("toy car"), or a fallback for a head noun the lexicon lacks."""
    cands = head_candidates(obj)
    head = cands[0] if cands else ""
    known = {w: k for w, k in ((c, lex.noun_kind.get(c)) for c in cands) if k and w not in withheld}
    kind = known.get(head)
    noun: str | None = head if kind else None
    source, note = "lexicon", f"head noun {head!r} -> kind {kind} (kb/affordances/lexicon.pl)"
    if kind is None:
        kind, noun, how = _fallback(head, obj, lex, withheld)
        source, note = "fallback", f"head noun {head!r} is not in kb/affordances/lexicon.pl: fallback kind {kind} ({how})"
    words = split_phrase(obj)[0][:-1]
    for w in words:
        for kinds, new in lex.modifier_kinds.get(w, ()):
            if new != kind and (kinds is None or kind in kinds):
                note += (f"; modifier {w!r} makes it {new} (modifier_kind/3, kb/affordances/lexicon.pl), "
                         f"so the numbers of the noun {noun or head!r} itself do not apply")
                return new, None, "modifier" if source == "lexicon" else source, note
    return kind, noun, source, note


def _fallback(head: str, obj: str, lex: KindLexicon, withheld: frozenset[str]) -> tuple[str, str | None, str]:
    """A kind for a head noun the lexicon lacks: its lemma, a known noun it ends with
    ("firetruck" -> truck), the kind the size knowledge gives the phrase or its head, else
    the kind unknown. A modifier is never taken for the head ("rice cooker" is no food)."""
    def listed(word: str) -> str | None:
        return None if word in withheld else lex.noun_kind.get(word)

    written = (split_phrase(obj)[0] or [""])[-1]
    spellings = [(written, "the word as written"), (written.replace("-", "_"), "the word as written"),
                 (written.replace("-", ""), "the word as written"), (lemma(written) if written else "", "the shared lemmatiser")]
    for base, how in spellings:
        if base and base != head and listed(base):
            return listed(base), base, f"{how}: {base!r}"
    for i in range(1, max(0, len(head) - 3) + 1):
        tail = head[i:]
        if len(tail) >= 4 and listed(tail):
            return listed(tail), tail, f"compound ending in the known noun {tail!r}"
    try:
        # lazy: reached only for a noun the lexicon does not list; `physkb afford` starts without the sizes KB
        from solver.sizes.knowledge import default_kb

        size_noun = (default_kb().resolve(obj) or default_kb().resolve(head)) if head else None
    except Exception:  # the size KB is optional knowledge here: unreadable means not there
        size_noun = None
    if size_noun is not None and size_noun not in withheld:
        size_kind = default_kb().nouns[size_noun].kind
        if size_kind in lex.size_kinds:
            return lex.size_kinds[size_kind], None, f"its size kind {size_kind!r} in kb/sizes/nouns.pl (size_kind/2)"
    return UNKNOWN_KIND, None, "no lemma, compound or size knowledge names it: the kind unknown"
