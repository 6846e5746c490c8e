"""coat area of the solver."""
