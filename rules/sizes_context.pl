% The size relation a context sentence implies, from the verb-phrase lexicon
% (kb/sizes/lexicon.pl). The solver matches the sentence against the phrase patterns and
% adds, per item I:
%   item(I, Phrase, S1, S2, K)  the phrase that matched, the slots obj1 and obj2 fill
%                               (none when an object fills no slot) and the noun pair K
%                               asked about (pair/3 in rules/sizes_prior.pl),
%   filler(I, Slot, Noun)       every slot's noun, for the slot checks below.
% Every per-item fact leads with the item, so ProbLog looks them up by one argument.

% Placeholders that declare the per-item predicates, so a batch without any matched
% context still grounds; no_item never takes part in a query.
item(no_item, no_phrase, no_slot, no_slot, no_pair).
filler(no_item, no_slot, no_noun).

% Relations the general reader (solver/sizes/reader.py, kb/sizes/reading.pl) finds come as
% items of the phrase `reading`, whose slot `small` holds the smaller thing.
implies(reading, small, big).

% implied(I, R): the context says obj1 is R (smaller / bigger) than obj2.
implied(I, smaller) :- item(I, P, S1, S2, _), implies(P, S1, S2).
implied(I, bigger)  :- item(I, P, S1, S2, _), implies(P, S2, S1).

% What slots presume of their fillers (needs/3 in the lexicon).
animate_kind(person). animate_kind(mammal). animate_kind(bird). animate_kind(fish).
animate_kind(reptile). animate_kind(amphibian). animate_kind(invertebrate).
animate_kind(insect). animate_kind(microbe).

flightless(ant). flightless(flea). flightless(chicken).

has_property(N, animate)   :- noun(N, K, _, _, _, _), animate_kind(K).
has_property(N, living)    :- has_property(N, animate).
has_property(N, living)    :- noun(N, plant, _, _, _, _).
has_property(N, plant)     :- noun(N, plant, _, _, _, _).
has_property(N, person)    :- noun(N, person, _, _, _, _).
has_property(N, has_mouth) :- noun(N, K, _, _, _, _), animate_kind(K), K \= microbe.
has_property(N, has_hands) :- noun(N, person, _, _, _, _).
has_property(monkey, has_hands).
has_property(gorilla, has_hands).
has_property(N, can_fly)   :- noun(N, bird, _, _, _, _), \+ flightless(N).
has_property(N, can_fly)   :- noun(N, insect, _, _, _, _), \+ flightless(N).
has_property(aircraft, can_fly).
has_property(plane, can_fly).
has_property(N, vehicle)   :- noun(N, vehicle, _, _, _, _).

% unmet(I, Slot, Property): the sentence puts a filler where the phrase presumes a
% property it lacks (a stretcher that "flies"): reported, the relation still holds.
unmet(I, S, Prop) :- item(I, P, _, _, _), needs(P, S, Prop), filler(I, S, N), \+ has_property(N, Prop).

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(implied, "a matched phrase implies which object is smaller and which bigger.", fixed).
rule_doc(unmet, "a slot filler lacking what the phrase presumes of it is reported; the relation still holds.", fixed).
