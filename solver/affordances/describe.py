"""An item as the ProbLog program sees it: the object's kind and the context cues."""
from __future__ import annotations

from dataclasses import dataclass

from solver.affordances.cues import Cue, find_cues
from solver.affordances.lexicon import KindLexicon, load_lexicon
from solver.affordances.loaders import CLASSES
from solver.affordances.phrases import head_candidates

#: ProbLog atoms of the 15 classes, in release column order.
CLASS_ATOMS: tuple[str, ...] = tuple(c.lower() for c in CLASSES)
ATOM_TO_CLASS = dict(zip(CLASS_ATOMS, CLASSES))


@dataclass(frozen=True)
class ItemDescription:
    """Kind (and the head noun that chose it) plus the cues found in sentence and phrase."""

    kind: str
    noun: str | None
    cues: tuple[Cue, ...]

    @property
    def cue_atoms(self) -> tuple[str, ...]:
        return tuple(c.atom for c in self.cues)


def describe(sentence: str, obj: str, lexicon: KindLexicon | None = None) -> ItemDescription:
    """Kind from the object phrase's head noun (our lexicon), cues from the sentence."""
    lex = lexicon or load_lexicon()
    kind, noun = lex.kind_of(head_candidates(obj))
    return ItemDescription(kind, noun, tuple(find_cues(sentence, obj)))
