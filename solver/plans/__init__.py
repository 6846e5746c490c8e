"""Agents' plans: VirtualHome programs checked as the Embodied Agent Interface's executor runs them.

steps (plan files), scene (scene graphs and their facts), check (one solve per plan, the verdict),
explain (the words), commands (`physkb check-plan`). The laws are rules/plans_*.lp over the
vocabulary in kb/plans/.
"""
