"""One typed story model shared by every release format (GITA, TRIP) and the project's own stories.

Loaders turn their format into `Story`; the solver, validators, scorer and probes read only
these records, so nothing downstream knows which file a story came from.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from solver.logic.states import LocationChange, Meaning
from solver.logic.tables import read
from solver.language.lexicon import change_words, state_adjectives
from solver.paths import RULES_DIR

HUMAN_ATTRIBUTES = ("h_location", "conscious", "wearing", "h_wet", "hygiene")
OBJECT_ATTRIBUTES = (
    "location", "exist", "clean", "power", "functional", "pieces", "wet", "open", "temperature",
    "solid", "contain", "running", "moveable", "mixed", "edible",
)
# The order TRIP's curated files use for their 20-slot state vectors.
ATTRIBUTES = HUMAN_ATTRIBUTES + OBJECT_ATTRIBUTES
LOCATION_ATTRIBUTES = ("h_location", "location")
DEFAULT_ATTRIBUTES = tuple(a for a in ATTRIBUTES if a not in LOCATION_ATTRIBUTES)

# Words for the false / true value of each default attribute (used in plain-words traces), and for
# each location change: kb/language/en.lp (state_adjective/4, change_words/2).
ADJECTIVES: dict[str, tuple[str, str]] = state_adjectives()

# The label table is stated once, in the logic (rules/states_labels.lp: meaning/3 and
# location_change/3); loaders read it from there so that Python and the rules cannot disagree.
_LABELS_FILE = RULES_DIR / "states_labels.lp"
_TRUTH = {"0": False, "1": True, "u": None}


def _label_table() -> dict[int, tuple[Optional[bool], Optional[bool]]]:
    rows = sorted(read(_LABELS_FILE, Meaning), key=lambda m: m.label)
    return {m.label: (_TRUTH[m.pre], _TRUTH[m.post]) for m in rows}


def _location_changes() -> dict[str, dict[int, str]]:
    table: dict[str, dict[int, str]] = {}
    for row in sorted(read(_LABELS_FILE, LocationChange), key=lambda r: r.label):
        table.setdefault(row.attribute, {})[row.label] = row.change
    return table


# Raw label of a default attribute -> (precondition, effect); None = unknown / irrelevant.
LABEL_TABLE: dict[int, tuple[Optional[bool], Optional[bool]]] = _label_table()
# Raw labels of the two location attributes -> change names (0 = no change, not stored).
LOCATION_CHANGES: dict[str, dict[int, str]] = _location_changes()
CHANGE_WORDS: dict[str, str] = change_words()


@dataclass(frozen=True)
class StateLabel:
    """What one sentence says about one entity's attribute.

    Default attributes carry `pre` / `post` (None = unknown or irrelevant); the location
    attributes carry `change` (a name from LOCATION_CHANGES) instead.
    """

    entity: str
    attribute: str
    pre: Optional[bool] = None
    post: Optional[bool] = None
    change: Optional[str] = None

    @property
    def informative(self) -> bool:
        return self.pre is not None or self.post is not None or self.change is not None


@dataclass
class Story:
    """A story with its per-sentence state labels and (when annotated) its gold conflict.

    `breakpoint` is the 0-based sentence whose precondition fails (-1 if plausible) and
    `evidence` the earlier sentences whose effects make it fail (usually one).
    `states` has one list of labels per annotated sentence; it may be longer or shorter
    than `sentences` in a malformed release record (validators report that).
    """

    id: str
    sentences: list[str]
    states: list[list[StateLabel]]
    entities: list[str] = field(default_factory=list)
    actor: Optional[str] = None
    plausible: Optional[bool] = None
    breakpoint: int = -1
    evidence: list[int] = field(default_factory=list)
    partition: str = "plausible"  # "plausible" | "cloze" | "order" (GITA) | "implausible" (TRIP, own)
    pair_id: Optional[str] = None  # TRIP: the example both stories of a pair share (one is plausible)
    group_id: Optional[str] = None  # the base story a variant was made from (GITA: N for N-C0, N-O0; ours: variant_of)
    source: str = ""
    # The vocabulary's records beyond the 20 attributes (solver.logic.vocabulary told_* facts of this story:
    # people, places, holders, locks, quantities, parts, areas, elapsed time), from a reading.
    told: list = field(default_factory=list, repr=False, compare=False)
    raw: dict = field(default_factory=dict, repr=False, compare=False)  # release fields validators inspect

    @property
    def gold_pair(self) -> Optional[tuple[int, int]]:
        """(evidence, breakpoint) of an implausible story, or None."""
        if self.breakpoint < 0 or not self.evidence:
            return None
        return (self.evidence[0], self.breakpoint)

    def labels(self, sentence: int) -> list[StateLabel]:
        return self.states[sentence] if 0 <= sentence < len(self.states) else []
