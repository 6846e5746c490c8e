"""Stories: a story checked with the states its actions imply (above the states and actions areas).

The states solver knows nothing of reading text and the action reader knows nothing of conflicts;
this layer joins them: read a story's actions, merge the states they imply with its annotations,
and solve for the first conflict (check.py); the CLI commands that need both live in commands.py.
"""
