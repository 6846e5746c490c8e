"""Atoms that leave the action programs (rules/actions_propose.lp), as clorm predicates."""
from __future__ import annotations

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.logic.terms import TermTextField


class ProposalAtom(Predicate, name="proposal"):
    """proposal/8: a state a sentence's action needs (pre) or brings about (post, change), and why."""

    story = StringField
    sentence = IntegerField
    entity = StringField
    attribute = TermTextField  # a constant, or a term such as inside("fridge")
    part = ConstantField  # pre | post | change
    value = TermTextField  # 0 / 1, or a change's name
    action = ConstantField
    rule = ConstantField


class DefaultRule(Predicate, name="default_rule"):
    """default_rule/1 (rules/actions_propose.lp): a rule whose proposals are general defaults (a thing acted
    on exists, works ...), not knowledge of one action."""

    rule = ConstantField
