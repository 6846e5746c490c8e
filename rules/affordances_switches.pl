% physkb: the switches that describe one GRAFFORD item to rules/affordances.pl.
%
% Every cue is a probabilistic fact so that one compiled circuit serves every item of a
% kind: evaluating with an item's cue weights set to 1 (present) or 0 (absent) conditions
% the program exactly on that item. The 0.5 is never used as a probability.
0.5::item_cue(Q) :- cue(Q).
