"""Actions in text: reading household sentences into the physical states they presuppose and bring about."""
