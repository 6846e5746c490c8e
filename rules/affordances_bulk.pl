% physkb: by_kind/1 for answering many items with one compiled circuit (see
% rules/affordances.pl and solver/affordances/program.py).
%
% The circuit is compiled once with every kind, cue and kind_prior as a 0.5 switch.
% For an item of kind K the evaluator sets item_kind(K) to 1 and every other kind to
% 0, each cue to 1 or 0, and kind_prior(C) to the probability of noun_affords(N, C) when
% the item's head noun N is attested, else of kind_affords(K, C) (kb/affordances/priors.pl).
% With the item's kind and noun certain, that fact is the only way by_kind(C) holds in
% the exact program (rules/affordances_kind.pl), so both programs give the same
% probabilities (tests/test_affordances_program.py checks it); the bulk one avoids the
% disjunction over 49 kinds that makes one circuit for all kinds blow up.
by_kind(C) :- kind_prior(C).

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(by_kind_switch, "many items share one circuit: the item's prior enters as the kind_prior switch.", fixed).
