% Commonsense against context: a context relation that the prior finds less probable is
% counter-commonsense. (With no context the prior alone answers: prior_bigger/1.)
%
% Uses implied/2 and item/5 (rules/sizes_context.pl) and prior_bigger/1
% (rules/sizes_prior.pl). The prior is symmetric, so "not bigger" is "smaller".

% counter_commonsense(I): its probability is the prior's belief in the relation opposite
% to the one the context implies; the solver flags the item when it exceeds 0.5.
counter_commonsense(I) :- implied(I, smaller), item(I, _, _, _, K), prior_bigger(K).
counter_commonsense(I) :- implied(I, bigger), item(I, _, _, _, K), \+ prior_bigger(K).

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(counter_commonsense, "a context relation the prior finds less probable than its opposite is counter-commonsense.", fixed).
