"""physkb's query service: the knowledge base over HTTP for agents in other processes (`physkb serve`).

It answers from knowledge only (rules and facts, loaded and grounded once at start), never from
a language model: best_substitute (COAT), check-story (states), size (sizes), afford (affordances),
and a batch of any of them.
"""
