% physkb: what each object kind typically affords, by our own judgement.
%
% typical(Kind, Classes): the affordance classes a person would expect of an object
% of that kind with no context. These are not probabilities: the fitter
% (python -m solver.affordances.fit) uses them as the prior it smooths learned
% frequencies towards, so kinds with few release rows still answer sensibly and
% kinds the release never shows answer from this file alone.
% Class atoms: grasp lift throw push fix ride play watch siton feed row pourfrom
% lookthrough writewith typeon.
typical(handheld_tool,    [grasp, lift, throw, push]).
typical(weapon,           [grasp, lift, throw, push, fix]).
typical(wearable,         [grasp, lift, throw, push, fix]).
typical(food,             [grasp, lift, throw, push, feed]).
typical(meal,             [feed]).
typical(food_substance,   [feed]).
typical(drink,            [grasp, lift, feed, pourfrom]).
typical(container,        [grasp, lift, throw, push, pourfrom]).
typical(document,         [grasp, lift, throw, push, lookthrough]).
typical(text,             [lookthrough]).
typical(recorded_show,    [watch]).
typical(live_event,       [watch]).
typical(game_sport,       [play, watch]).
typical(sound,            [play]).
typical(plaything,        [grasp, lift, throw, push, play]).
typical(music_instrument, [grasp, lift, play, fix]).
typical(typing_device,    [grasp, lift, push, fix, typeon, watch]).
typical(screen_device,    [lift, push, fix, watch]).
typical(electronic,       [grasp, lift, push, fix]).
typical(machine,          [push, fix]).
typical(writing_tool,     [grasp, lift, throw, writewith]).
typical(seat,             [lift, push, fix, siton]).
typical(furniture,        [lift, push, fix, siton]).
typical(land_vehicle,     [push, fix, ride, siton]).
typical(cycle,            [lift, push, fix, ride, siton]).
typical(watercraft,       [push, fix, ride, siton, row]).
typical(aircraft,         [fix, ride]).
typical(ridable_animal,   [ride, feed, watch, siton]).
typical(pet,              [grasp, lift, play, watch, feed]).
typical(farm_animal,      [feed, watch]).
typical(wild_animal,      [watch, feed]).
typical(small_animal,     [watch, feed]).
typical(aquatic_animal,   [grasp, lift, watch, feed]).
typical(child,            [lift, play, watch, feed]).
typical(person,           [watch]).
typical(body_part,        [watch]).
typical(plant,            [grasp, watch]).
typical(building,         [watch]).
typical(room,             []).
typical(opening,          [push, fix, lookthrough]).
typical(structure_part,   [fix]).
typical(landscape,        [watch]).
typical(water_body,       [watch, row]).
typical(road,             [ride]).
typical(picture,          [grasp, lift, throw, push, watch]).
typical(sculpture,        [lift, push, watch]).
typical(collectible,      [grasp, lift, push, watch]).
typical(visual_art,       [watch]).
typical(optical,          [grasp, lift, lookthrough]).
typical(material,         [grasp, lift, throw, push]).
typical(liquid_substance, [pourfrom]).
typical(drug,             [grasp, lift, feed]).
typical(abstract,         []).
typical(unknown,          []).
