"""Dataset statistics of the release files, laid out like the papers' dataset tables.

`physkb stats coat|gita|trip|cccons|grafford` reads the release through the existing loaders
and prints what each paper reports about its data, with our counts beside the paper's where
the paper gives one, so a reader sees at once whether the release is the data the paper
describes. One module per benchmark builds a StatsReport; model.py renders it and plots.py
draws its figures.
"""
