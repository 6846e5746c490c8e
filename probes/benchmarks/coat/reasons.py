"""A model's stated reason for a COAT answer, checked against the solver's facts and penalties.

Generation with `--ask-reason` keeps the reason a model gives ("the StoveBurner is available
and clean"). A symbolic ground truth can check it: which variables and values the reason
mentions, whether they are true of the option the model chose (and of the gold), and whether
they are the variables that cost that option penalty. A right answer with a false reason is
a lucky guess; that is what this module lets a report count.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Mapping, Optional

from solver.coat.records import DOMAINS, VARIABLES
from solver.coat.derive import explain_configuration

# Words a reason may use for a value, per variable. Checked in this order, so that longer
# phrases ("super heavy", "irreversibly used") win over their parts ("heavy", "used").
_WORDS: list[tuple[str, str, str]] = [
    ("mass", "super-heavy", r"super[- ]?heavy|very heavy"),
    ("mass", "light", r"light[- ]?weight|light(?! source)"),
    ("mass", "medium", r"medium[- ]?weight|medium"),
    ("mass", "heavy", r"heavy"),
    ("temperature", "RoomTemp", r"room[- ]?temp(?:erature)?"),
    ("temperature", "Cold", r"cold|cool|chilled|frozen"),
    ("temperature", "Hot", r"hot|warm|heated"),
    ("already_in_use", "irreversible-using", r"irreversibl[a-z]*(?: (?:used|using|in use))?"),
    ("already_in_use", "reversible-using", r"reversibl[a-z]*(?: (?:used|using|in use))?"),
    ("already_in_use", "free", r"free|available|unused|not (?:being )?(?:in )?used|not in use"),
    ("already_in_use", "in use", r"in use|being used|occupied|busy"),
    ("condition", "clean", r"clean"),
    ("condition", "dirty", r"dirty|unclean|soiled"),
    ("condition", "broken", r"broken|damaged|cracked|not working"),
    ("material", "Wood", r"wood(?:en)?"),
    ("material", "Metal", r"metal(?:lic)?|steel|iron|aluminium|aluminum"),
    ("material", "Fabric", r"fabric|cloth"),
]
_WORDS += [("material", m, m.lower()) for m in DOMAINS["material"] if m not in ("Wood", "Metal", "Fabric")]
_LABELS = re.compile(r"\b(?:already[ _]in[ _]use|object[ _]name|mass|temperature|material|condition)\s*:")
_NEGATION = re.compile(r"(?:\bnot|\bisn't|\bis not|\bnever|\bno longer|n't)\s+(?:\w+\s+)?$")
_WORD_OF = {"RoomTemp": "at room temperature", "reversible-using": "in use (reversibly)",
            "irreversible-using": "in use (irreversibly)", "super-heavy": "super-heavy"}


@dataclass(frozen=True)
class OptionFacts:
    """What the solver knows of one option: its values, class and each variable's penalty."""

    letter: str
    object_name: str
    configuration: Mapping[str, Optional[str]]
    penalties: Mapping[str, int] = field(default_factory=dict)  # variable -> time + material penalty it costs
    cls: Optional[str] = None


@dataclass(frozen=True)
class Claim:
    """One value a reason states (or denies) about a variable, checked against an option."""

    variable: str
    value: str  # a domain value, or "in use" (either kind of use)
    asserted: bool  # False: the reason says the option is NOT this
    text: str  # the words of the reason that state it

    def holds_for(self, configuration: Mapping[str, Optional[str]]) -> Optional[bool]:
        actual = configuration.get(self.variable)
        if actual is None:
            return None
        has = actual != "free" if self.value == "in use" else actual == self.value
        return has if self.asserted else not has


@dataclass
class ReasonCheck:
    reason: str
    claims: list[Claim]
    chosen: OptionFacts
    gold: OptionFacts
    true_of_chosen: list[Optional[bool]]
    true_of_gold: list[Optional[bool]]

    @property
    def verdict(self) -> str:
        """no_claim (mentions no variable value), wrong (a claim false of the chosen option) or right."""
        if not self.claims:
            return "no_claim"
        return "wrong" if any(t is False for t in self.true_of_chosen) else "right"

    @property
    def penalised_claims(self) -> list[Claim]:
        """Claims about a variable that costs the chosen option penalty (the ones that matter)."""
        return [c for c in self.claims if self.chosen.penalties.get(c.variable, 0) > 0]

    def explanation(self) -> str:
        """Plain words: 'says the StoveBurner is clean; the option says dirty (+50)'."""
        if not self.claims:
            return "the reason names no value of mass, material, temperature, use or condition"
        parts = []
        for c, ok in zip(self.claims, self.true_of_chosen):
            if ok is not False:
                continue
            actual = self.chosen.configuration.get(c.variable)
            cost = self.chosen.penalties.get(c.variable, 0)
            said = _words(c.value) if c.asserted else f"not {_words(c.value)}"
            parts.append(f"says the {self.chosen.object_name} is {said}; the option says {_words(actual)}"
                         + (f" (+{cost})" if cost else ""))
        if parts:
            return "; ".join(parts)
        costly = self.penalised_claims
        if costly:
            return "every stated value is true of the option, including " + ", ".join(
                f"{c.variable} (+{self.chosen.penalties[c.variable]})" for c in costly)
        return "every stated value is true of the option"

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "explanation": self.explanation(),
                "claims": [{"variable": c.variable, "value": c.value, "asserted": c.asserted, "text": c.text,
                            "true_of_chosen": t, "true_of_gold": g,
                            "penalty_chosen": self.chosen.penalties.get(c.variable, 0),
                            "penalty_gold": self.gold.penalties.get(c.variable, 0)}
                           for c, t, g in zip(self.claims, self.true_of_chosen, self.true_of_gold)]}


def _words(value: Optional[str]) -> str:
    return "unknown" if value is None else _WORD_OF.get(value, value.lower() if value[:1].isupper() else value)


def extract_claims(reason: str) -> list[Claim]:
    """The values a reason states or denies, each once, in the order they appear."""
    # An answer that restates the option ("already in use: free, condition: dirty") names its values
    # after field labels; the labels themselves ("in use") are no claim. Blanked to the same length
    # so positions still point into the reason.
    text = _LABELS.sub(lambda m: " " * len(m.group(0)), reason.lower())
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, Claim]] = []
    for variable, value, pattern in _WORDS:
        for m in re.finditer(rf"\b(?:{pattern})\b", text):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue  # part of a longer phrase already read
            taken.append((m.start(), m.end()))
            negated = bool(_NEGATION.search(text[max(0, m.start() - 24):m.start()])) and value != "free"
            found.append((m.start(), Claim(variable, value, not negated, reason[m.start():m.end()])))
    seen, out = set(), []
    for _, c in sorted(found, key=lambda x: x[0]):
        key = (c.variable, c.value, c.asserted)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def check_reason(reason: str, chosen: OptionFacts, gold: OptionFacts) -> ReasonCheck:
    claims = extract_claims(reason or "")
    return ReasonCheck(reason, claims, chosen, gold, [c.holds_for(chosen.configuration) for c in claims],
                       [c.holds_for(gold.configuration) for c in claims])


def option_facts(item, index: int, profile: str = "corrected", kb=None) -> OptionFacts:
    """An item's option with the solver's penalty per variable (explain_configuration's terms)."""
    opt = item.options[index]
    config = {v: getattr(opt, v) for v in VARIABLES}
    penalties: dict[str, int] = {}
    if kb is not None and all(config.values()):
        verdict = explain_configuration(kb, item.utility, item.task, opt.object_name, config, profile)
        for t in verdict.terms:
            penalties[t.variable] = penalties.get(t.variable, 0) + t.amount
    return OptionFacts(opt.letter, opt.object_name, config, penalties, getattr(opt, "cls", None))
