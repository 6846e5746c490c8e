% physkb: by_kind/1 for answering one item exactly (see rules/affordances.pl).
% The item's kind is the fact item_kind(K), its head noun item_noun(N); its cues are
% facts item_cue(Q). A head noun the release attests often enough has its own
% noun_affords/2 facts (kb/affordances/priors.pl), which replace its kind's.
by_kind(C) :- item_noun(N), attested_noun(N), noun_affords(N, C).
by_kind(C) :- item_kind(K), \+ noun_attested, kind_affords(K, C).
noun_attested :- item_noun(N), attested_noun(N).

% always-present facts, so that an item with no cue or an unattested noun still grounds
% item_cue/1, attested_noun/1 and noun_affords/2 ('$none' is no noun's name); an item
% whose head noun is unknown comes with item_noun(none).
item_cue('$none').
attested_noun('$none').
0.0::noun_affords('$none', '$none').

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(by_kind, "an item affords a class by its attested noun's prior, else by its kind's prior.", fixed).
