% physkb: by_kind/1 for answering one item exactly (see rules/affordances.pl).
% The item's kind is the fact item_kind(K); its cues are facts item_cue(Q).
by_kind(C) :- item_kind(K), kind_affords(K, C).
% an always-present cue, so that an item with no cue still grounds item_cue/1
item_cue(none).
