% The commonsense size prior: how likely a thing of kind X is bigger than one of kind Y
% in general, derived from the typical dimensions in kb/sizes/nouns.pl.
%
% Size is the face a thing shows: C = sqrt(L * W), the side of the square of its two largest
% dimensions, each dimension counted as at least a tenth of the longest one. What the eye
% takes in of a thing is its outline seen face-on; its depth hides behind it. So a plate
% looks bigger than a piggy bank, a newspaper bigger than a pot and a book bigger than a
% jar, while for a compact thing (an animal, a room, a box) the face is about its bulk, so
% a room stays bigger than an elephant and a nest bigger than its bird. A stick-thin thing
% (a needle, a cigarette) is judged with its width raised to a tenth of its length.
% Model: the face of an instance of noun N is log-normal, log(size) ~ Normal(log C, s^2),
% with C its typical face (the median) and s = log(Spread) (Spread is the geometric standard
% deviation). For independent instances x of X and y of Y, log x - log y is then normal
% with mean log CX - log CY and variance sX^2 + sY^2, so
%     P(x > y) = Phi((log CX - log CY) / sqrt(sX^2 + sY^2))
% exactly, where Phi is the standard normal CDF, Phi(z) = (1 + erf(z / sqrt 2)) / 2.
% A wide spread on either side pulls the prior towards 0.5; a noun against itself is two
% draws of one size, so its prior is exactly 0.5. The prior is symmetric:
% P(bigger(X,Y)) = 1 - P(bigger(Y,X)).
% No rule here recurses: the order's transitive part is checked outside the
% probabilistic program (solver/sizes/order.py, networkx), which keeps grounding small.

% noun_scale(N, Form, LogSize, LogSpreadSquared): the log-normal parameters of a noun's size
% in a form: kept (noun/6, the default: the face above, of the thing as it is kept) or
% spread (what a covering compares is the area a thing spans: the face of its spread-out
% dimensions, from spread_out/4 for flexible things, from noun/6 for the others).
noun_scale(N, kept, L, V) :-
    noun(N, _, A, B, C, S),
    M is max(A, max(B, C)) / 10,
    X is max(A, M), Y is max(B, M), Z is max(C, M),
    L is (log(X) + log(Y) + log(Z) - log(min(X, min(Y, Z)))) / 2,
    V is log(S) * log(S).
noun_scale(N, spread, L, V) :-
    spread_out(N, A, B, C), noun(N, _, _, _, _, S),
    L is (log(A) + log(B) + log(C) - log(min(A, min(B, C)))) / 2,
    V is log(S) * log(S).
noun_scale(N, spread, L, V) :-
    noun(N, _, A, B, C, S), \+ spread_out(N, _, _, _),
    L is (log(A) + log(B) + log(C) - log(min(A, min(B, C)))) / 2,
    V is log(S) * log(S).
% noun_scale(N, LogSize, LogSpreadSquared): the kept form, the one the size order uses.
noun_scale(N, L, V) :- noun_scale(N, kept, L, V).

% size_gap(X, Y, Z): the z-score of log x - log y being above 0 (kept forms).
size_gap(X, Y, Z) :-
    noun_scale(X, LX, VX), noun_scale(Y, LY, VY),
    Z is (LX - LY) / sqrt(VX + VY).

% bigger(X, FX, Y, FY): an X in form FX is bigger than a Y in form FY.
% (the gap is spelled out here rather than called from size_gap/3: one subgoal less per
% pair halves the grounding time of a batch.)
P::bigger(X, FX, Y, FY) :-
    noun_scale(X, FX, LX, VX), noun_scale(Y, FY, LY, VY),
    P is (1 + erf((LX - LY) / sqrt(2 * (VX + VY)))) / 2.

% The sure part of the order: the gap leaves at most 5% doubt (Phi(1.645) = 0.95).
certainly_bigger(X, Y) :- size_gap(X, Y, Z), Z >= 1.645.

% prior_bigger(K): for the noun pair K the solver asks about (pair(K, Obj1, Form1, Obj2,
% Form2): the forms the context's phrase compares, kept when there is none), obj1 is
% bigger than obj2 in general.
% The same formula as bigger/4, written out over the pair rather than called: a batch asks
% about a thousand pairs, and one call level less per pair halves ProbLog's grounding time
% (bench/sizes_affordances.py). Each pair is its own choice; no query combines two pairs,
% so every answer equals P(bigger(A, FA, B, FB)).
pair(no_pair, no_noun, kept, no_noun, kept).
P::prior_bigger(K) :-
    pair(K, A, FA, B, FB),
    noun_scale(A, FA, LA, VA), noun_scale(B, FB, LB, VB),
    P is (1 + erf((LA - LB) / sqrt(2 * (VA + VB)))) / 2.

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(prior_bigger, "a thing of one kind is bigger than one of another with the log-normal probability of their typical faces.", fixed).
