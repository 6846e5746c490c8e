% The commonsense size prior: how likely a thing of kind X is bigger than one of kind Y
% in general, derived from the typical dimensions in kb/sizes/nouns.pl.
%
% Model: the size of an instance of noun N is log-normal, log(size) ~ Normal(log C, s^2),
% with C its TypicalCm (the median) and s = log(Spread) (Spread is the geometric standard
% deviation). For independent instances x of X and y of Y, log x - log y is then normal
% with mean log CX - log CY and variance sX^2 + sY^2, so
%     P(x > y) = Phi((log CX - log CY) / sqrt(sX^2 + sY^2))
% exactly, where Phi is the standard normal CDF, Phi(z) = (1 + erf(z / sqrt 2)) / 2.
% A wide spread on either side pulls the prior towards 0.5; a noun against itself is two
% draws of one size, so its prior is exactly 0.5. The prior is symmetric:
% P(bigger(X,Y)) = 1 - P(bigger(Y,X)).
% No rule here recurses: the order's transitive part is checked outside the
% probabilistic program (solver/sizes/order.py, networkx), which keeps grounding small.

% noun_scale(N, LogSize, LogSpreadSquared): the log-normal parameters of a noun's size.
noun_scale(N, L, V) :- noun(N, _, C, S), L is log(C), V is log(S) * log(S).

% size_gap(X, Y, Z): the z-score of log x - log y being above 0.
size_gap(X, Y, Z) :-
    noun_scale(X, LX, VX), noun_scale(Y, LY, VY),
    Z is (LX - LY) / sqrt(VX + VY).

% (the gap is spelled out here rather than called from size_gap/3: one subgoal less per
% pair halves the grounding time of a batch.)
P::bigger(X, Y) :-
    noun_scale(X, LX, VX), noun_scale(Y, LY, VY),
    P is (1 + erf((LX - LY) / sqrt(2 * (VX + VY)))) / 2.

% The sure part of the order: the gap leaves at most 5% doubt (Phi(1.645) = 0.95).
certainly_bigger(X, Y) :- size_gap(X, Y, Z), Z >= 1.645.

% prior_bigger(K): for the noun pair K the solver asks about (pair(K, Obj1, Obj2)),
% obj1 is bigger than obj2 in general.
pair(no_pair, no_noun, no_noun).
prior_bigger(K) :- pair(K, A, B), bigger(A, B).
