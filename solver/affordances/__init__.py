"""affordances area of the solver."""
