% physkb: affordances of an object in a sentence (GRAFFORD), ProbLog.
%
% Loaded with kb/affordances/priors.pl (P::kind_affords(Kind, Class)) and one of the
% by_kind/1 definitions below. The item in hand is described by item_kind(K), its kind
% from our lexicon (kb/affordances/lexicon.pl), and item_cue(Q) for each context cue
% found in the sentence and the object phrase (solver/affordances/cues.py).
%
% Every context rule has a name, the first argument of raises/2 or blocks/2; the query
% fired(Rule, Class, Effect) tells which rules moved which class for the item (the trace).

affordance(grasp). affordance(lift). affordance(throw). affordance(push).
affordance(fix). affordance(ride). affordance(play). affordance(watch).
affordance(siton). affordance(feed). affordance(row). affordance(pourfrom).
affordance(lookthrough). affordance(writewith). affordance(typeon).

% ---- groups of classes the context rules talk about ---------------------------------
hand_use(grasp). hand_use(lift). hand_use(throw). hand_use(push).
% uses that need the real, full-size thing
full_size_use(ride). full_size_use(siton). full_size_use(row). full_size_use(feed).
full_size_use(pourfrom). full_size_use(typeon). full_size_use(writewith).
full_size_use(lookthrough). full_size_use(fix).
% uses of a living creature
living_use(ride). living_use(feed). living_use(play). living_use(watch). living_use(siton).
% uses that need the thing detached from a body
detached_use(throw). detached_use(lift). detached_use(push). detached_use(ride).
detached_use(siton). detached_use(row). detached_use(pourfrom).
animal_kind(ridable_animal). animal_kind(pet). animal_kind(farm_animal).
animal_kind(wild_animal). animal_kind(small_animal). animal_kind(aquatic_animal).

% ---- prior from the object's kind ---------------------------------------------------
% by_kind(C): the object's kind (or its head noun, when the release attests it often
% enough for noun_affords/2 facts) affords C. Defined in rules/affordances_kind.pl (exact,
% one item) or rules/affordances_bulk.pl (many items: one compiled circuit whose
% kind_prior(C) weights are set to the item's noun_affords or kind_affords).

% ---- context rules --------------------------------------------------------------------
% depicted_object: a thing shown in a picture, a logo or a statue cannot be used as the
% thing ("the apple logo" is not grasped, thrown or eaten); it can be looked at.
0.9::blocks(depicted_object, C) :- item_cue(depicted), full_size_use(C).
0.85::blocks(depicted_object, C) :- item_cue(depicted), hand_use(C).
0.7::raises(depicted_object, watch) :- item_cue(depicted).

% toy_object: a toy or model of a vehicle, animal or seat is not ridden, fed, sat on;
% it is a small thing to handle and play with.
0.9::blocks(toy_object, C) :- item_cue(toy), full_size_use(C).
0.7::raises(toy_object, play) :- item_cue(toy).
0.6::raises(toy_object, C) :- item_cue(toy), hand_use(C).

% broken_object: a broken thing does not do its job (a broken chair is not sat on, a
% cracked cup not poured from) until it is fixed; it is still handled.
working_use(ride). working_use(siton). working_use(row). working_use(pourfrom).
working_use(typeon). working_use(writewith). working_use(lookthrough). working_use(play).
0.8::blocks(broken_object, C) :- item_cue(broken), working_use(C).
0.6::raises(broken_object, fix) :- item_cue(broken).

% container_holds_contents: "a cup of coffee" is a cup with something inside: it can be
% held, lifted and poured from.
0.7::raises(container_holds_contents, pourfrom) :- item_cue(holds_contents).
0.6::raises(container_holds_contents, C) :- item_cue(holds_contents), hand_use(C), C \= throw.

% contents_of_container: "the coffee" in "a cup of the coffee" is handled through its
% container: lifting the cup lifts it.
0.4::raises(contents_of_container, C) :- item_cue(in_container), hand_use(C), C \= throw.

% animal_as_food: an animal named in a meal or a recipe is meat: not ridden, fed or
% played with, but handled like food.
0.85::blocks(animal_as_food, C) :- item_cue(food_context), item_kind(K), animal_kind(K), living_use(C).
0.5::raises(animal_as_food, C) :- item_cue(food_context), item_kind(K), animal_kind(K), hand_use(C).

% attached_body_part: "my hand" belongs to a living body: it is not thrown, ridden or
% carried off on its own.
0.8::blocks(attached_body_part, C) :- item_cue(owned_part), item_kind(body_part), detached_use(C).

% noun_as_modifier: "the car industry" talks about an industry, not a car: the
% object's own affordances do not apply.
0.8::blocks(noun_as_modifier, C) :- item_cue(noun_modifier), affordance(C), C \= watch.

% verb_mention: the sentence does the action ("she rode ...", "typing on ..."), which is
% weak evidence that the object affords it.
0.2::raises(verb_mention, C) :- item_cue(verb(C)).

% ---- the answer ------------------------------------------------------------------------
support(C) :- by_kind(C).
support(C) :- raises(_, C).
blocked(C) :- blocks(_, C).
affords(C) :- affordance(C), support(C), \+ blocked(C).

fired(R, C, raises) :- raises(R, C).
fired(R, C, blocks) :- blocks(R, C).

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(depicted_object, "a depicted thing (a picture, a statue of it) is watched, not used at full size or by hand.", fixed).
rule_doc(toy_object, "a toy version is played with and handled, not used at full size.", fixed).
rule_doc(broken_object, "a broken thing is not used for what needs it working, and may be fixed.", fixed).
rule_doc(container_holds_contents, "a container holding something is poured from and handled with it.", fixed).
rule_doc(contents_of_container, "a thing inside a container is somewhat likely handled (grasped, lifted, pushed), not thrown.", fixed).
rule_doc(animal_as_food, "an animal named in a food context is not used as a living animal but handled as food.", fixed).
rule_doc(attached_body_part, "a body part still attached is not used as a detached thing.", fixed).
rule_doc(noun_as_modifier, "a noun modifying another names a different thing: its own uses are blocked.", fixed).
rule_doc(verb_mention, "a verb of a use mentioned with the thing raises that use a little.", fixed).
