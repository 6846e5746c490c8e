"""states area of the solver."""
