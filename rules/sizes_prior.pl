% The commonsense size prior: how likely a thing of kind X is bigger than one of kind Y
% in general, derived from the typical dimensions in kb/sizes/nouns.pl.
%
% Sizes are taken as log-normal around the typical length with the written spread, so
% the gap between two nouns is the difference of their log lengths over the combined
% spread (a z-score); the logistic curve with slope 1.702 is the usual close stand-in
% for the normal CDF. The prior is symmetric: P(bigger(X,Y)) = 1 - P(bigger(Y,X)).
% No rule here recurses: the order's transitive part is checked outside the
% probabilistic program (solver/sizes/order.py, networkx), which keeps grounding small.

% noun_scale(N, LogSize, LogSpreadSquared): the log-normal parameters of a noun's size.
noun_scale(N, L, V) :- noun(N, _, C, S), L is log(C), V is log(S) * log(S).

% Two things of the same kind are two draws of one size: the gap is 0, the prior even.
size_gap(X, Y, Z) :-
    noun_scale(X, LX, VX), noun_scale(Y, LY, VY),
    Z is (LX - LY) / sqrt(VX + VY).

% (the gap is spelled out here rather than called from size_gap/3: one subgoal less per
% pair halves the grounding time of a batch.)
P::bigger(X, Y) :-
    noun_scale(X, LX, VX), noun_scale(Y, LY, VY),
    P is 1 / (1 + exp(-1.702 * (LX - LY) / sqrt(VX + VY))).

% The sure part of the order: the gap leaves at most 5% doubt.
certainly_bigger(X, Y) :- size_gap(X, Y, Z), Z >= 1.73.

% prior_bigger(K): for the noun pair K the solver asks about (pair(K, Obj1, Obj2)),
% obj1 is bigger than obj2 in general.
pair(no_pair, no_noun, no_noun).
prior_bigger(K) :- pair(K, A, B), bigger(A, B).
