% Commonsense against context: the prior answers when there is no context, and a
% context relation that the prior finds less probable is counter-commonsense.

% prior_bigger(I): obj1 is bigger than obj2 in general (probabilistic, rules/sizes_prior.pl).
prior_bigger(I) :- asked(I, A, B), bigger(A, B).

% counter_commonsense(I): its probability is the prior's belief in the relation opposite
% to the one the context implies; the solver flags the item when it exceeds 0.5.
counter_commonsense(I) :- implied(I, smaller), asked(I, A, B), bigger(A, B).
counter_commonsense(I) :- implied(I, bigger), asked(I, A, B), bigger(B, A).

% solved(I, What): everything the solver reports about item I, as one predicate so a batch
% is one ProbLog query and the engine tables each noun pair's prior once for all of it.
solved(I, implied(R))      :- implied(I, R).
solved(I, prior_bigger)    :- prior_bigger(I).
solved(I, counter_commonsense) :- counter_commonsense(I).
solved(I, because(P, S, B)) :- because(I, P, S, B).
solved(I, unmet(S, Q))     :- unmet(I, S, Q).
