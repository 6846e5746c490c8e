% Commonsense against context: the prior answers when there is no context, and a
% context relation that the prior finds less probable is counter-commonsense.
%
% Per noun pair K the solver adds pair(K, Obj1, Obj2); per item I, item(I, Phrase, S1,
% S2, K) names the pair it asks about (rules/sizes_context.pl). Priors are asked per
% pair, so a thousand items over the same nouns ground each prior once.

pair(no_pair, no_noun, no_noun).

% prior_bigger(K): obj1 is bigger than obj2 in general (probabilistic, rules/sizes_prior.pl).
prior_bigger(K) :- pair(K, A, B), bigger(A, B).
prior_smaller(K) :- pair(K, A, B), bigger(B, A).

% counter_commonsense(I): its probability is the prior's belief in the relation opposite
% to the one the context implies; the solver flags the item when it exceeds 0.5.
counter_commonsense(I) :- implied(I, smaller), item(I, _, _, _, K), prior_bigger(K).
counter_commonsense(I) :- implied(I, bigger), item(I, _, _, _, K), prior_smaller(K).
