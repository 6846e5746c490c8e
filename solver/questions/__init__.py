"""questions area of the solver."""
