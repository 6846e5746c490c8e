"""sizes area of the solver."""
