% physkb: probability that an object of a kind (or a well-attested noun) affords a class.
%
% Learned from the GRAFFORD release file grafford/final_normal_dataset.tsv (2368 rows, all 5 folds
% of solver.affordances.fit.fold_of; `physkb validate grafford` refits on four folds and scores
% the fifth, so its figures are cross-validated).
% Produced 2026-11-22 by: python -m solver.affordances.fit --data <shared data folder>
%
% kind_affords: p = (positives + 2 * t) / (rows + 2), t = 0.7 when
% kb/affordances/typical.pl lists the class for the kind, else 0.03. The kind unknown
% counts every row: its prior is the base rate of each class.
% noun_affords (head nouns of at least 2 rows): p = (positives + 2 * q) /
% (rows + 2), q = kind_affords of the noun's kind.

% abstract: 53 rows
0.1908::kind_affords(abstract, grasp).
0.1377::kind_affords(abstract, lift).
0.1453::kind_affords(abstract, throw).
0.1150::kind_affords(abstract, push).
0.1642::kind_affords(abstract, fix).
0.0014::kind_affords(abstract, ride).
0.0014::kind_affords(abstract, play).
0.1605::kind_affords(abstract, watch).
0.0014::kind_affords(abstract, siton).
0.0695::kind_affords(abstract, feed).
0.0241::kind_affords(abstract, row).
0.0014::kind_affords(abstract, pourfrom).
0.0317::kind_affords(abstract, lookthrough).
0.0014::kind_affords(abstract, writewith).
0.0241::kind_affords(abstract, typeon).
% aircraft: 15 rows
0.0060::kind_affords(aircraft, grasp).
0.0060::kind_affords(aircraft, lift).
0.0060::kind_affords(aircraft, throw).
0.0060::kind_affords(aircraft, push).
0.4150::kind_affords(aircraft, fix).
0.2650::kind_affords(aircraft, ride).
0.0060::kind_affords(aircraft, play).
0.2310::kind_affords(aircraft, watch).
0.0560::kind_affords(aircraft, siton).
0.0060::kind_affords(aircraft, feed).
0.0060::kind_affords(aircraft, row).
0.0060::kind_affords(aircraft, pourfrom).
0.0060::kind_affords(aircraft, lookthrough).
0.0060::kind_affords(aircraft, writewith).
0.0060::kind_affords(aircraft, typeon).
% aquatic_animal: 18 rows
0.6400::kind_affords(aquatic_animal, grasp).
0.5525::kind_affords(aquatic_animal, lift).
0.3435::kind_affords(aquatic_animal, throw).
0.3310::kind_affords(aquatic_animal, push).
0.0060::kind_affords(aquatic_animal, fix).
0.0060::kind_affords(aquatic_animal, ride).
0.0060::kind_affords(aquatic_animal, play).
0.5025::kind_affords(aquatic_animal, watch).
0.0060::kind_affords(aquatic_animal, siton).
0.8775::kind_affords(aquatic_animal, feed).
0.0060::kind_affords(aquatic_animal, row).
0.0060::kind_affords(aquatic_animal, pourfrom).
0.0060::kind_affords(aquatic_animal, lookthrough).
0.0060::kind_affords(aquatic_animal, writewith).
0.0060::kind_affords(aquatic_animal, typeon).
% body_part: 86 rows
0.1644::kind_affords(body_part, grasp).
0.1972::kind_affords(body_part, lift).
0.0438::kind_affords(body_part, throw).
0.0704::kind_affords(body_part, push).
0.0066::kind_affords(body_part, fix).
0.0226::kind_affords(body_part, ride).
0.0013::kind_affords(body_part, play).
0.1982::kind_affords(body_part, watch).
0.0226::kind_affords(body_part, siton).
0.0013::kind_affords(body_part, feed).
0.0013::kind_affords(body_part, row).
0.0013::kind_affords(body_part, pourfrom).
0.0013::kind_affords(body_part, lookthrough).
0.0013::kind_affords(body_part, writewith).
0.0013::kind_affords(body_part, typeon).
% building: 141 rows
0.0172::kind_affords(building, grasp).
0.0276::kind_affords(building, lift).
0.0172::kind_affords(building, throw).
0.0188::kind_affords(building, push).
0.0780::kind_affords(building, fix).
0.0133::kind_affords(building, ride).
0.0158::kind_affords(building, play).
0.4268::kind_affords(building, watch).
0.0158::kind_affords(building, siton).
0.0009::kind_affords(building, feed).
0.0009::kind_affords(building, row).
0.0158::kind_affords(building, pourfrom).
0.1069::kind_affords(building, lookthrough).
0.0009::kind_affords(building, writewith).
0.0009::kind_affords(building, typeon).
% child: 30 rows
0.0610::kind_affords(child, grasp).
0.4333::kind_affords(child, lift).
0.0490::kind_affords(child, throw).
0.0729::kind_affords(child, push).
0.0086::kind_affords(child, fix).
0.0086::kind_affords(child, ride).
0.3619::kind_affords(child, play).
0.4381::kind_affords(child, watch).
0.0086::kind_affords(child, siton).
0.6071::kind_affords(child, feed).
0.0086::kind_affords(child, row).
0.0086::kind_affords(child, pourfrom).
0.0086::kind_affords(child, lookthrough).
0.0086::kind_affords(child, writewith).
0.0086::kind_affords(child, typeon).
% collectible: 24 rows
0.4322::kind_affords(collectible, grasp).
0.4044::kind_affords(collectible, lift).
0.1762::kind_affords(collectible, throw).
0.3489::kind_affords(collectible, push).
0.0596::kind_affords(collectible, fix).
0.0040::kind_affords(collectible, ride).
0.0040::kind_affords(collectible, play).
0.5211::kind_affords(collectible, watch).
0.0707::kind_affords(collectible, siton).
0.0040::kind_affords(collectible, feed).
0.0040::kind_affords(collectible, row).
0.0373::kind_affords(collectible, pourfrom).
0.0040::kind_affords(collectible, lookthrough).
0.0040::kind_affords(collectible, writewith).
0.0040::kind_affords(collectible, typeon).
% container: 51 rows
0.8461::kind_affords(container, grasp).
0.8917::kind_affords(container, lift).
0.8500::kind_affords(container, throw).
0.8242::kind_affords(container, push).
0.3653::kind_affords(container, fix).
0.0025::kind_affords(container, ride).
0.0025::kind_affords(container, play).
0.0640::kind_affords(container, watch).
0.0942::kind_affords(container, siton).
0.0293::kind_affords(container, feed).
0.0025::kind_affords(container, row).
0.4780::kind_affords(container, pourfrom).
0.0598::kind_affords(container, lookthrough).
0.0025::kind_affords(container, writewith).
0.0025::kind_affords(container, typeon).
% cycle: 4 rows
0.0120::kind_affords(cycle, grasp).
0.4800::kind_affords(cycle, lift).
0.0120::kind_affords(cycle, throw).
0.7800::kind_affords(cycle, push).
0.8800::kind_affords(cycle, fix).
0.8800::kind_affords(cycle, ride).
0.0120::kind_affords(cycle, play).
0.0120::kind_affords(cycle, watch).
0.8800::kind_affords(cycle, siton).
0.0120::kind_affords(cycle, feed).
0.0120::kind_affords(cycle, row).
0.0120::kind_affords(cycle, pourfrom).
0.0120::kind_affords(cycle, lookthrough).
0.0120::kind_affords(cycle, writewith).
0.0120::kind_affords(cycle, typeon).
% document: 145 rows
0.6136::kind_affords(document, grasp).
0.5927::kind_affords(document, lift).
0.5719::kind_affords(document, throw).
0.4190::kind_affords(document, push).
0.0933::kind_affords(document, fix).
0.0013::kind_affords(document, ride).
0.0013::kind_affords(document, play).
0.1783::kind_affords(document, watch).
0.0013::kind_affords(document, siton).
0.0013::kind_affords(document, feed).
0.0013::kind_affords(document, row).
0.0013::kind_affords(document, pourfrom).
0.3137::kind_affords(document, lookthrough).
0.0013::kind_affords(document, writewith).
0.0352::kind_affords(document, typeon).
% drink: 46 rows
0.4014::kind_affords(drink, grasp).
0.4180::kind_affords(drink, lift).
0.3083::kind_affords(drink, throw).
0.2143::kind_affords(drink, push).
0.0032::kind_affords(drink, fix).
0.0032::kind_affords(drink, ride).
0.0032::kind_affords(drink, play).
0.0361::kind_affords(drink, watch).
0.0032::kind_affords(drink, siton).
0.3776::kind_affords(drink, feed).
0.0295::kind_affords(drink, row).
0.2410::kind_affords(drink, pourfrom).
0.0032::kind_affords(drink, lookthrough).
0.0032::kind_affords(drink, writewith).
0.0032::kind_affords(drink, typeon).
% drug: 15 rows
0.4152::kind_affords(drug, grasp).
0.5061::kind_affords(drug, lift).
0.3539::kind_affords(drug, throw).
0.2933::kind_affords(drug, push).
0.0055::kind_affords(drug, fix).
0.0055::kind_affords(drug, ride).
0.0055::kind_affords(drug, play).
0.0055::kind_affords(drug, watch).
0.0055::kind_affords(drug, siton).
0.1273::kind_affords(drug, feed).
0.0055::kind_affords(drug, row).
0.0055::kind_affords(drug, pourfrom).
0.0055::kind_affords(drug, lookthrough).
0.0055::kind_affords(drug, writewith).
0.0055::kind_affords(drug, typeon).
% electronic: 45 rows
0.4506::kind_affords(electronic, grasp).
0.5023::kind_affords(electronic, lift).
0.3411::kind_affords(electronic, throw).
0.3874::kind_affords(electronic, push).
0.5109::kind_affords(electronic, fix).
0.0107::kind_affords(electronic, ride).
0.0538::kind_affords(electronic, play).
0.1802::kind_affords(electronic, watch).
0.0021::kind_affords(electronic, siton).
0.0021::kind_affords(electronic, feed).
0.0021::kind_affords(electronic, row).
0.0021::kind_affords(electronic, pourfrom).
0.0480::kind_affords(electronic, lookthrough).
0.0021::kind_affords(electronic, writewith).
0.0021::kind_affords(electronic, typeon).
% farm_animal: 19 rows
0.0929::kind_affords(farm_animal, grasp).
0.1262::kind_affords(farm_animal, lift).
0.0929::kind_affords(farm_animal, throw).
0.2373::kind_affords(farm_animal, push).
0.0040::kind_affords(farm_animal, fix).
0.0707::kind_affords(farm_animal, ride).
0.0040::kind_affords(farm_animal, play).
0.4822::kind_affords(farm_animal, watch).
0.0707::kind_affords(farm_animal, siton).
0.7378::kind_affords(farm_animal, feed).
0.0040::kind_affords(farm_animal, row).
0.0040::kind_affords(farm_animal, pourfrom).
0.0040::kind_affords(farm_animal, lookthrough).
0.0040::kind_affords(farm_animal, writewith).
0.0040::kind_affords(farm_animal, typeon).
% food: 134 rows
0.7568::kind_affords(food, grasp).
0.7539::kind_affords(food, lift).
0.7211::kind_affords(food, throw).
0.5754::kind_affords(food, push).
0.0011::kind_affords(food, fix).
0.0011::kind_affords(food, ride).
0.0011::kind_affords(food, play).
0.0645::kind_affords(food, watch).
0.0186::kind_affords(food, siton).
0.3037::kind_affords(food, feed).
0.0011::kind_affords(food, row).
0.0186::kind_affords(food, pourfrom).
0.0081::kind_affords(food, lookthrough).
0.0011::kind_affords(food, writewith).
0.0011::kind_affords(food, typeon).
% food_substance: 23 rows
0.1780::kind_affords(food_substance, grasp).
0.2280::kind_affords(food_substance, lift).
0.2030::kind_affords(food_substance, throw).
0.1280::kind_affords(food_substance, push).
0.0030::kind_affords(food_substance, fix).
0.0030::kind_affords(food_substance, ride).
0.0030::kind_affords(food_substance, play).
0.0030::kind_affords(food_substance, watch).
0.0030::kind_affords(food_substance, siton).
0.2950::kind_affords(food_substance, feed).
0.0030::kind_affords(food_substance, row).
0.0030::kind_affords(food_substance, pourfrom).
0.0030::kind_affords(food_substance, lookthrough).
0.0030::kind_affords(food_substance, writewith).
0.0030::kind_affords(food_substance, typeon).
% furniture: 43 rows
0.3803::kind_affords(furniture, grasp).
0.6089::kind_affords(furniture, lift).
0.2652::kind_affords(furniture, throw).
0.5315::kind_affords(furniture, push).
0.3245::kind_affords(furniture, fix).
0.0033::kind_affords(furniture, ride).
0.0033::kind_affords(furniture, play).
0.1449::kind_affords(furniture, watch).
0.4422::kind_affords(furniture, siton).
0.0033::kind_affords(furniture, feed).
0.0033::kind_affords(furniture, row).
0.0033::kind_affords(furniture, pourfrom).
0.0073::kind_affords(furniture, lookthrough).
0.0033::kind_affords(furniture, writewith).
0.0033::kind_affords(furniture, typeon).
% game_sport: 48 rows
0.0608::kind_affords(game_sport, grasp).
0.1035::kind_affords(game_sport, lift).
0.0779::kind_affords(game_sport, throw).
0.0815::kind_affords(game_sport, push).
0.0046::kind_affords(game_sport, fix).
0.0046::kind_affords(game_sport, ride).
0.6605::kind_affords(game_sport, play).
0.5149::kind_affords(game_sport, watch).
0.0046::kind_affords(game_sport, siton).
0.0046::kind_affords(game_sport, feed).
0.0046::kind_affords(game_sport, row).
0.0046::kind_affords(game_sport, pourfrom).
0.0046::kind_affords(game_sport, lookthrough).
0.0046::kind_affords(game_sport, writewith).
0.0046::kind_affords(game_sport, typeon).
% handheld_tool: 105 rows
0.5974::kind_affords(handheld_tool, grasp).
0.6529::kind_affords(handheld_tool, lift).
0.5061::kind_affords(handheld_tool, throw).
0.4490::kind_affords(handheld_tool, push).
0.3795::kind_affords(handheld_tool, fix).
0.0011::kind_affords(handheld_tool, ride).
0.0449::kind_affords(handheld_tool, play).
0.1454::kind_affords(handheld_tool, watch).
0.0011::kind_affords(handheld_tool, siton).
0.0230::kind_affords(handheld_tool, feed).
0.0011::kind_affords(handheld_tool, row).
0.0186::kind_affords(handheld_tool, pourfrom).
0.0455::kind_affords(handheld_tool, lookthrough).
0.0011::kind_affords(handheld_tool, writewith).
0.0011::kind_affords(handheld_tool, typeon).
% land_vehicle: 54 rows
0.0194::kind_affords(land_vehicle, grasp).
0.0447::kind_affords(land_vehicle, lift).
0.0037::kind_affords(land_vehicle, throw).
0.5949::kind_affords(land_vehicle, push).
0.7393::kind_affords(land_vehicle, fix).
0.6470::kind_affords(land_vehicle, ride).
0.0037::kind_affords(land_vehicle, play).
0.1072::kind_affords(land_vehicle, watch).
0.2177::kind_affords(land_vehicle, siton).
0.0037::kind_affords(land_vehicle, feed).
0.0037::kind_affords(land_vehicle, row).
0.0037::kind_affords(land_vehicle, pourfrom).
0.0060::kind_affords(land_vehicle, lookthrough).
0.0037::kind_affords(land_vehicle, writewith).
0.0037::kind_affords(land_vehicle, typeon).
% landscape: 119 rows
0.0225::kind_affords(landscape, grasp).
0.0225::kind_affords(landscape, lift).
0.0225::kind_affords(landscape, throw).
0.0171::kind_affords(landscape, push).
0.0090::kind_affords(landscape, fix).
0.0010::kind_affords(landscape, ride).
0.0386::kind_affords(landscape, play).
0.4520::kind_affords(landscape, watch).
0.0698::kind_affords(landscape, siton).
0.0171::kind_affords(landscape, feed).
0.0171::kind_affords(landscape, row).
0.0010::kind_affords(landscape, pourfrom).
0.0010::kind_affords(landscape, lookthrough).
0.0010::kind_affords(landscape, writewith).
0.0010::kind_affords(landscape, typeon).
% liquid_substance: 19 rows
0.1929::kind_affords(liquid_substance, grasp).
0.2707::kind_affords(liquid_substance, lift).
0.2373::kind_affords(liquid_substance, throw).
0.1262::kind_affords(liquid_substance, push).
0.0040::kind_affords(liquid_substance, fix).
0.0040::kind_affords(liquid_substance, ride).
0.0040::kind_affords(liquid_substance, play).
0.1262::kind_affords(liquid_substance, watch).
0.0040::kind_affords(liquid_substance, siton).
0.0040::kind_affords(liquid_substance, feed).
0.0040::kind_affords(liquid_substance, row).
0.1600::kind_affords(liquid_substance, pourfrom).
0.0040::kind_affords(liquid_substance, lookthrough).
0.0040::kind_affords(liquid_substance, writewith).
0.0040::kind_affords(liquid_substance, typeon).
% live_event: 82 rows
0.0015::kind_affords(live_event, grasp).
0.0265::kind_affords(live_event, lift).
0.0265::kind_affords(live_event, throw).
0.0265::kind_affords(live_event, push).
0.0077::kind_affords(live_event, fix).
0.0452::kind_affords(live_event, ride).
0.0682::kind_affords(live_event, play).
0.6167::kind_affords(live_event, watch).
0.0077::kind_affords(live_event, siton).
0.0015::kind_affords(live_event, feed).
0.0077::kind_affords(live_event, row).
0.0015::kind_affords(live_event, pourfrom).
0.0265::kind_affords(live_event, lookthrough).
0.0015::kind_affords(live_event, writewith).
0.0015::kind_affords(live_event, typeon).
% machine: 42 rows
0.1409::kind_affords(machine, grasp).
0.3336::kind_affords(machine, lift).
0.1370::kind_affords(machine, throw).
0.3919::kind_affords(machine, push).
0.7348::kind_affords(machine, fix).
0.0540::kind_affords(machine, ride).
0.0026::kind_affords(machine, play).
0.1464::kind_affords(machine, watch).
0.0461::kind_affords(machine, siton).
0.0026::kind_affords(machine, feed).
0.0461::kind_affords(machine, row).
0.0026::kind_affords(machine, pourfrom).
0.0026::kind_affords(machine, lookthrough).
0.0026::kind_affords(machine, writewith).
0.0026::kind_affords(machine, typeon).
% material: 44 rows
0.5410::kind_affords(material, grasp).
0.5543::kind_affords(material, lift).
0.4643::kind_affords(material, throw).
0.3177::kind_affords(material, push).
0.0424::kind_affords(material, fix).
0.0024::kind_affords(material, ride).
0.0024::kind_affords(material, play).
0.0674::kind_affords(material, watch).
0.0074::kind_affords(material, siton).
0.0024::kind_affords(material, feed).
0.0024::kind_affords(material, row).
0.0024::kind_affords(material, pourfrom).
0.0224::kind_affords(material, lookthrough).
0.0024::kind_affords(material, writewith).
0.0024::kind_affords(material, typeon).
% meal: 16 rows
0.0575::kind_affords(meal, grasp).
0.1325::kind_affords(meal, lift).
0.1075::kind_affords(meal, throw).
0.0825::kind_affords(meal, push).
0.0075::kind_affords(meal, fix).
0.0075::kind_affords(meal, ride).
0.0075::kind_affords(meal, play).
0.1325::kind_affords(meal, watch).
0.0075::kind_affords(meal, siton).
0.5500::kind_affords(meal, feed).
0.0075::kind_affords(meal, row).
0.0075::kind_affords(meal, pourfrom).
0.0075::kind_affords(meal, lookthrough).
0.0075::kind_affords(meal, writewith).
0.0075::kind_affords(meal, typeon).
% music_instrument: 7 rows
0.7333::kind_affords(music_instrument, grasp).
0.7333::kind_affords(music_instrument, lift).
0.3433::kind_affords(music_instrument, throw).
0.4544::kind_affords(music_instrument, push).
0.5111::kind_affords(music_instrument, fix).
0.0100::kind_affords(music_instrument, ride).
0.9000::kind_affords(music_instrument, play).
0.0100::kind_affords(music_instrument, watch).
0.0100::kind_affords(music_instrument, siton).
0.0100::kind_affords(music_instrument, feed).
0.0100::kind_affords(music_instrument, row).
0.0100::kind_affords(music_instrument, pourfrom).
0.0100::kind_affords(music_instrument, lookthrough).
0.0100::kind_affords(music_instrument, writewith).
0.0100::kind_affords(music_instrument, typeon).
% opening: 37 rows
0.0354::kind_affords(opening, grasp).
0.0318::kind_affords(opening, lift).
0.0086::kind_affords(opening, throw).
0.4250::kind_affords(opening, push).
0.5107::kind_affords(opening, fix).
0.0086::kind_affords(opening, ride).
0.0086::kind_affords(opening, play).
0.2235::kind_affords(opening, watch).
0.0086::kind_affords(opening, siton).
0.0086::kind_affords(opening, feed).
0.0086::kind_affords(opening, row).
0.0086::kind_affords(opening, pourfrom).
0.6405::kind_affords(opening, lookthrough).
0.0086::kind_affords(opening, writewith).
0.0086::kind_affords(opening, typeon).
% optical: 4 rows
0.6800::kind_affords(optical, grasp).
0.8800::kind_affords(optical, lift).
0.4120::kind_affords(optical, throw).
0.4120::kind_affords(optical, push).
0.2120::kind_affords(optical, fix).
0.0120::kind_affords(optical, ride).
0.0120::kind_affords(optical, play).
0.1120::kind_affords(optical, watch).
0.0120::kind_affords(optical, siton).
0.0120::kind_affords(optical, feed).
0.0120::kind_affords(optical, row).
0.0120::kind_affords(optical, pourfrom).
0.6800::kind_affords(optical, lookthrough).
0.0120::kind_affords(optical, writewith).
0.0120::kind_affords(optical, typeon).
% person: 66 rows
0.1678::kind_affords(person, grasp).
0.1486::kind_affords(person, lift).
0.0396::kind_affords(person, throw).
0.2544::kind_affords(person, push).
0.0108::kind_affords(person, fix).
0.0012::kind_affords(person, ride).
0.0556::kind_affords(person, play).
0.3731::kind_affords(person, watch).
0.0012::kind_affords(person, siton).
0.2640::kind_affords(person, feed).
0.0012::kind_affords(person, row).
0.0012::kind_affords(person, pourfrom).
0.0396::kind_affords(person, lookthrough).
0.0012::kind_affords(person, writewith).
0.0012::kind_affords(person, typeon).
% pet: 25 rows
0.6052::kind_affords(pet, grasp).
0.8195::kind_affords(pet, lift).
0.2627::kind_affords(pet, throw).
0.3451::kind_affords(pet, push).
0.0086::kind_affords(pet, fix).
0.0086::kind_affords(pet, ride).
0.5516::kind_affords(pet, play).
0.6629::kind_affords(pet, watch).
0.0086::kind_affords(pet, siton).
0.8923::kind_affords(pet, feed).
0.0086::kind_affords(pet, row).
0.0086::kind_affords(pet, pourfrom).
0.0086::kind_affords(pet, lookthrough).
0.0086::kind_affords(pet, writewith).
0.0086::kind_affords(pet, typeon).
% picture: 30 rows
0.6159::kind_affords(picture, grasp).
0.5989::kind_affords(picture, lift).
0.4966::kind_affords(picture, throw).
0.4398::kind_affords(picture, push).
0.1134::kind_affords(picture, fix).
0.0055::kind_affords(picture, ride).
0.0055::kind_affords(picture, play).
0.6955::kind_affords(picture, watch).
0.0055::kind_affords(picture, siton).
0.0055::kind_affords(picture, feed).
0.0055::kind_affords(picture, row).
0.0055::kind_affords(picture, pourfrom).
0.1930::kind_affords(picture, lookthrough).
0.0055::kind_affords(picture, writewith).
0.0055::kind_affords(picture, typeon).
% plant: 49 rows
0.5425::kind_affords(plant, grasp).
0.4805::kind_affords(plant, lift).
0.4199::kind_affords(plant, throw).
0.2073::kind_affords(plant, push).
0.0103::kind_affords(plant, fix).
0.0027::kind_affords(plant, ride).
0.0027::kind_affords(plant, play).
0.2841::kind_affords(plant, watch).
0.0352::kind_affords(plant, siton).
0.0027::kind_affords(plant, feed).
0.0027::kind_affords(plant, row).
0.0027::kind_affords(plant, pourfrom).
0.0027::kind_affords(plant, lookthrough).
0.0027::kind_affords(plant, writewith).
0.0027::kind_affords(plant, typeon).
% plaything: 8 rows
0.6800::kind_affords(plaything, grasp).
0.6800::kind_affords(plaything, lift).
0.6800::kind_affords(plaything, throw).
0.6467::kind_affords(plaything, push).
0.2120::kind_affords(plaything, fix).
0.0120::kind_affords(plaything, ride).
0.6467::kind_affords(plaything, play).
0.2120::kind_affords(plaything, watch).
0.0120::kind_affords(plaything, siton).
0.0120::kind_affords(plaything, feed).
0.0120::kind_affords(plaything, row).
0.0120::kind_affords(plaything, pourfrom).
0.0120::kind_affords(plaything, lookthrough).
0.0120::kind_affords(plaything, writewith).
0.0120::kind_affords(plaything, typeon).
% recorded_show: 44 rows
0.0663::kind_affords(recorded_show, grasp).
0.0663::kind_affords(recorded_show, lift).
0.0663::kind_affords(recorded_show, throw).
0.0663::kind_affords(recorded_show, push).
0.0663::kind_affords(recorded_show, fix).
0.0037::kind_affords(recorded_show, ride).
0.1400::kind_affords(recorded_show, play).
0.8375::kind_affords(recorded_show, watch).
0.0037::kind_affords(recorded_show, siton).
0.0037::kind_affords(recorded_show, feed).
0.0037::kind_affords(recorded_show, row).
0.0037::kind_affords(recorded_show, pourfrom).
0.0116::kind_affords(recorded_show, lookthrough).
0.0037::kind_affords(recorded_show, writewith).
0.0037::kind_affords(recorded_show, typeon).
% ridable_animal: 24 rows
0.0060::kind_affords(ridable_animal, grasp).
0.1060::kind_affords(ridable_animal, lift).
0.0060::kind_affords(ridable_animal, throw).
0.2291::kind_affords(ridable_animal, push).
0.1060::kind_affords(ridable_animal, fix).
0.7323::kind_affords(ridable_animal, ride).
0.0137::kind_affords(ridable_animal, play).
0.2958::kind_affords(ridable_animal, watch).
0.6515::kind_affords(ridable_animal, siton).
0.7246::kind_affords(ridable_animal, feed).
0.0060::kind_affords(ridable_animal, row).
0.0060::kind_affords(ridable_animal, pourfrom).
0.0060::kind_affords(ridable_animal, lookthrough).
0.0060::kind_affords(ridable_animal, writewith).
0.0060::kind_affords(ridable_animal, typeon).
% road: 33 rows
0.0060::kind_affords(road, grasp).
0.0060::kind_affords(road, lift).
0.0060::kind_affords(road, throw).
0.0060::kind_affords(road, push).
0.0347::kind_affords(road, fix).
0.5425::kind_affords(road, ride).
0.0060::kind_affords(road, play).
0.2898::kind_affords(road, watch).
0.1160::kind_affords(road, siton).
0.0060::kind_affords(road, feed).
0.0060::kind_affords(road, row).
0.0060::kind_affords(road, pourfrom).
0.0160::kind_affords(road, lookthrough).
0.0060::kind_affords(road, writewith).
0.0060::kind_affords(road, typeon).
% room: 32 rows
0.0997::kind_affords(room, grasp).
0.0997::kind_affords(room, lift).
0.0997::kind_affords(room, throw).
0.0442::kind_affords(room, push).
0.0650::kind_affords(room, fix).
0.0025::kind_affords(room, ride).
0.0129::kind_affords(room, play).
0.1206::kind_affords(room, watch).
0.0442::kind_affords(room, siton).
0.0164::kind_affords(room, feed).
0.0025::kind_affords(room, row).
0.0025::kind_affords(room, pourfrom).
0.1483::kind_affords(room, lookthrough).
0.0025::kind_affords(room, writewith).
0.0025::kind_affords(room, typeon).
% screen_device: 6 rows
0.1120::kind_affords(screen_device, grasp).
0.3800::kind_affords(screen_device, lift).
0.0620::kind_affords(screen_device, throw).
0.3300::kind_affords(screen_device, push).
0.6300::kind_affords(screen_device, fix).
0.0120::kind_affords(screen_device, ride).
0.0620::kind_affords(screen_device, play).
0.6800::kind_affords(screen_device, watch).
0.0120::kind_affords(screen_device, siton).
0.0120::kind_affords(screen_device, feed).
0.0120::kind_affords(screen_device, row).
0.0120::kind_affords(screen_device, pourfrom).
0.0120::kind_affords(screen_device, lookthrough).
0.0120::kind_affords(screen_device, writewith).
0.0120::kind_affords(screen_device, typeon).
% sculpture: 24 rows
0.0320::kind_affords(sculpture, grasp).
0.4364::kind_affords(sculpture, lift).
0.0902::kind_affords(sculpture, throw).
0.4182::kind_affords(sculpture, push).
0.1550::kind_affords(sculpture, fix).
0.0120::kind_affords(sculpture, ride).
0.0120::kind_affords(sculpture, play).
0.7473::kind_affords(sculpture, watch).
0.0120::kind_affords(sculpture, siton).
0.0120::kind_affords(sculpture, feed).
0.0120::kind_affords(sculpture, row).
0.0120::kind_affords(sculpture, pourfrom).
0.0987::kind_affords(sculpture, lookthrough).
0.0120::kind_affords(sculpture, writewith).
0.0120::kind_affords(sculpture, typeon).
% seat: 23 rows
0.3956::kind_affords(seat, grasp).
0.5944::kind_affords(seat, lift).
0.2539::kind_affords(seat, throw).
0.5167::kind_affords(seat, push).
0.4722::kind_affords(seat, fix).
0.0067::kind_affords(seat, ride).
0.0067::kind_affords(seat, play).
0.1622::kind_affords(seat, watch).
0.9111::kind_affords(seat, siton).
0.0067::kind_affords(seat, feed).
0.0067::kind_affords(seat, row).
0.0067::kind_affords(seat, pourfrom).
0.0067::kind_affords(seat, lookthrough).
0.0067::kind_affords(seat, writewith).
0.0067::kind_affords(seat, typeon).
% small_animal: 37 rows
0.2782::kind_affords(small_animal, grasp).
0.3338::kind_affords(small_animal, lift).
0.1510::kind_affords(small_animal, throw).
0.1671::kind_affords(small_animal, push).
0.0404::kind_affords(small_animal, fix).
0.0033::kind_affords(small_animal, ride).
0.0033::kind_affords(small_animal, play).
0.2835::kind_affords(small_animal, watch).
0.0033::kind_affords(small_animal, siton).
0.4848::kind_affords(small_animal, feed).
0.0033::kind_affords(small_animal, row).
0.0033::kind_affords(small_animal, pourfrom).
0.0033::kind_affords(small_animal, lookthrough).
0.0033::kind_affords(small_animal, writewith).
0.0033::kind_affords(small_animal, typeon).
% sound: 15 rows
0.0067::kind_affords(sound, grasp).
0.0067::kind_affords(sound, lift).
0.0067::kind_affords(sound, throw).
0.0067::kind_affords(sound, push).
0.0067::kind_affords(sound, fix).
0.0067::kind_affords(sound, ride).
0.5583::kind_affords(sound, play).
0.0067::kind_affords(sound, watch).
0.0067::kind_affords(sound, siton).
0.0067::kind_affords(sound, feed).
0.0067::kind_affords(sound, row).
0.0067::kind_affords(sound, pourfrom).
0.0067::kind_affords(sound, lookthrough).
0.0067::kind_affords(sound, writewith).
0.0067::kind_affords(sound, typeon).
% structure_part: 55 rows
0.0538::kind_affords(structure_part, grasp).
0.0710::kind_affords(structure_part, lift).
0.0538::kind_affords(structure_part, throw).
0.0691::kind_affords(structure_part, push).
0.1865::kind_affords(structure_part, fix).
0.0021::kind_affords(structure_part, ride).
0.0021::kind_affords(structure_part, play).
0.2396::kind_affords(structure_part, watch).
0.1991::kind_affords(structure_part, siton).
0.0366::kind_affords(structure_part, feed).
0.0021::kind_affords(structure_part, row).
0.0021::kind_affords(structure_part, pourfrom).
0.0691::kind_affords(structure_part, lookthrough).
0.0021::kind_affords(structure_part, writewith).
0.0021::kind_affords(structure_part, typeon).
% text: 81 rows
0.0252::kind_affords(text, grasp).
0.0252::kind_affords(text, lift).
0.0252::kind_affords(text, throw).
0.0252::kind_affords(text, push).
0.0339::kind_affords(text, fix).
0.0013::kind_affords(text, ride).
0.0037::kind_affords(text, play).
0.0950::kind_affords(text, watch).
0.0013::kind_affords(text, siton).
0.0013::kind_affords(text, feed).
0.0013::kind_affords(text, row).
0.0013::kind_affords(text, pourfrom).
0.3287::kind_affords(text, lookthrough).
0.0013::kind_affords(text, writewith).
0.0035::kind_affords(text, typeon).
% typing_device: 29 rows
0.7366::kind_affords(typing_device, grasp).
0.9125::kind_affords(typing_device, lift).
0.7289::kind_affords(typing_device, throw).
0.7111::kind_affords(typing_device, push).
0.9333::kind_affords(typing_device, fix).
0.0067::kind_affords(typing_device, ride).
0.3030::kind_affords(typing_device, play).
0.3662::kind_affords(typing_device, watch).
0.0067::kind_affords(typing_device, siton).
0.0067::kind_affords(typing_device, feed).
0.0067::kind_affords(typing_device, row).
0.0067::kind_affords(typing_device, pourfrom).
0.1618::kind_affords(typing_device, lookthrough).
0.0067::kind_affords(typing_device, writewith).
0.8199::kind_affords(typing_device, typeon).
% unknown: 3 rows
0.3000::kind_affords(unknown, grasp).
0.3299::kind_affords(unknown, lift).
0.2617::kind_affords(unknown, throw).
0.2540::kind_affords(unknown, push).
0.1562::kind_affords(unknown, fix).
0.0324::kind_affords(unknown, ride).
0.0391::kind_affords(unknown, play).
0.2625::kind_affords(unknown, watch).
0.0474::kind_affords(unknown, siton).
0.1001::kind_affords(unknown, feed).
0.0147::kind_affords(unknown, row).
0.0177::kind_affords(unknown, pourfrom).
0.0614::kind_affords(unknown, lookthrough).
0.0020::kind_affords(unknown, writewith).
0.0084::kind_affords(unknown, typeon).
% visual_art: 24 rows
0.0373::kind_affords(visual_art, grasp).
0.1040::kind_affords(visual_art, lift).
0.0373::kind_affords(visual_art, throw).
0.0040::kind_affords(visual_art, push).
0.0707::kind_affords(visual_art, fix).
0.0040::kind_affords(visual_art, ride).
0.0040::kind_affords(visual_art, play).
0.5989::kind_affords(visual_art, watch).
0.0040::kind_affords(visual_art, siton).
0.0040::kind_affords(visual_art, feed).
0.0040::kind_affords(visual_art, row).
0.0040::kind_affords(visual_art, pourfrom).
0.0596::kind_affords(visual_art, lookthrough).
0.0040::kind_affords(visual_art, writewith).
0.0040::kind_affords(visual_art, typeon).
% water_body: 36 rows
0.0037::kind_affords(water_body, grasp).
0.0037::kind_affords(water_body, lift).
0.0037::kind_affords(water_body, throw).
0.0037::kind_affords(water_body, push).
0.0037::kind_affords(water_body, fix).
0.0663::kind_affords(water_body, ride).
0.0037::kind_affords(water_body, play).
0.7351::kind_affords(water_body, watch).
0.0454::kind_affords(water_body, siton).
0.0037::kind_affords(water_body, feed).
0.4156::kind_affords(water_body, row).
0.0107::kind_affords(water_body, pourfrom).
0.0246::kind_affords(water_body, lookthrough).
0.0037::kind_affords(water_body, writewith).
0.0037::kind_affords(water_body, typeon).
% watercraft: 40 rows
0.1969::kind_affords(watercraft, grasp).
0.2389::kind_affords(watercraft, lift).
0.1200::kind_affords(watercraft, throw).
0.4166::kind_affords(watercraft, push).
0.5366::kind_affords(watercraft, fix).
0.3763::kind_affords(watercraft, ride).
0.0046::kind_affords(watercraft, play).
0.2756::kind_affords(watercraft, watch).
0.3530::kind_affords(watercraft, siton).
0.0046::kind_affords(watercraft, feed).
0.5838::kind_affords(watercraft, row).
0.0431::kind_affords(watercraft, pourfrom).
0.0046::kind_affords(watercraft, lookthrough).
0.0046::kind_affords(watercraft, writewith).
0.0046::kind_affords(watercraft, typeon).
% weapon: 52 rows
0.7028::kind_affords(weapon, grasp).
0.8056::kind_affords(weapon, lift).
0.8056::kind_affords(weapon, throw).
0.4996::kind_affords(weapon, push).
0.5040::kind_affords(weapon, fix).
0.0043::kind_affords(weapon, ride).
0.0122::kind_affords(weapon, play).
0.1333::kind_affords(weapon, watch).
0.0043::kind_affords(weapon, siton).
0.0043::kind_affords(weapon, feed).
0.0043::kind_affords(weapon, row).
0.0043::kind_affords(weapon, pourfrom).
0.0102::kind_affords(weapon, lookthrough).
0.0043::kind_affords(weapon, writewith).
0.0043::kind_affords(weapon, typeon).
% wearable: 110 rows
0.7861::kind_affords(wearable, grasp).
0.7793::kind_affords(wearable, lift).
0.7555::kind_affords(wearable, throw).
0.5666::kind_affords(wearable, push).
0.4166::kind_affords(wearable, fix).
0.0012::kind_affords(wearable, ride).
0.0114::kind_affords(wearable, play).
0.1315::kind_affords(wearable, watch).
0.0012::kind_affords(wearable, siton).
0.0012::kind_affords(wearable, feed).
0.0012::kind_affords(wearable, row).
0.0012::kind_affords(wearable, pourfrom).
0.0727::kind_affords(wearable, lookthrough).
0.0012::kind_affords(wearable, writewith).
0.0012::kind_affords(wearable, typeon).
% wild_animal: 50 rows
0.1575::kind_affords(wild_animal, grasp).
0.2625::kind_affords(wild_animal, lift).
0.1196::kind_affords(wild_animal, throw).
0.1835::kind_affords(wild_animal, push).
0.0255::kind_affords(wild_animal, fix).
0.0027::kind_affords(wild_animal, ride).
0.0633::kind_affords(wild_animal, play).
0.4884::kind_affords(wild_animal, watch).
0.0027::kind_affords(wild_animal, siton).
0.7925::kind_affords(wild_animal, feed).
0.0027::kind_affords(wild_animal, row).
0.0027::kind_affords(wild_animal, pourfrom).
0.0027::kind_affords(wild_animal, lookthrough).
0.0027::kind_affords(wild_animal, writewith).
0.0027::kind_affords(wild_animal, typeon).
% writing_tool: 3 rows
0.8500::kind_affords(writing_tool, grasp).
0.8500::kind_affords(writing_tool, lift).
0.8500::kind_affords(writing_tool, throw).
0.5150::kind_affords(writing_tool, push).
0.1400::kind_affords(writing_tool, fix).
0.0150::kind_affords(writing_tool, ride).
0.0150::kind_affords(writing_tool, play).
0.1400::kind_affords(writing_tool, watch).
0.0150::kind_affords(writing_tool, siton).
0.0150::kind_affords(writing_tool, feed).
0.0150::kind_affords(writing_tool, row).
0.0150::kind_affords(writing_tool, pourfrom).
0.0150::kind_affords(writing_tool, lookthrough).
0.8500::kind_affords(writing_tool, writewith).
0.0150::kind_affords(writing_tool, typeon).

% ---- well-attested head nouns
attested_noun(address). % 2 rows
0.0126::noun_affords(address, grasp). 0.0126::noun_affords(address, lift). 0.0126::noun_affords(address, throw). 0.0126::noun_affords(address, push). 0.0170::noun_affords(address, fix). 0.0007::noun_affords(address, ride). 0.0019::noun_affords(address, play). 0.0475::noun_affords(address, watch). 0.0007::noun_affords(address, siton). 0.0007::noun_affords(address, feed). 0.0007::noun_affords(address, row). 0.0007::noun_affords(address, pourfrom). 0.1644::noun_affords(address, lookthrough). 0.0007::noun_affords(address, writewith). 0.0017::noun_affords(address, typeon).
attested_noun(ads). % 2 rows
0.0126::noun_affords(ads, grasp). 0.0126::noun_affords(ads, lift). 0.0126::noun_affords(ads, throw). 0.0126::noun_affords(ads, push). 0.0170::noun_affords(ads, fix). 0.0007::noun_affords(ads, ride). 0.0019::noun_affords(ads, play). 0.2975::noun_affords(ads, watch). 0.0007::noun_affords(ads, siton). 0.0007::noun_affords(ads, feed). 0.0007::noun_affords(ads, row). 0.0007::noun_affords(ads, pourfrom). 0.4144::noun_affords(ads, lookthrough). 0.0007::noun_affords(ads, writewith). 0.0017::noun_affords(ads, typeon).
attested_noun(airplane). % 2 rows
0.0030::noun_affords(airplane, grasp). 0.0030::noun_affords(airplane, lift). 0.0030::noun_affords(airplane, throw). 0.0030::noun_affords(airplane, push). 0.4575::noun_affords(airplane, fix). 0.3825::noun_affords(airplane, ride). 0.0030::noun_affords(airplane, play). 0.6155::noun_affords(airplane, watch). 0.2780::noun_affords(airplane, siton). 0.0030::noun_affords(airplane, feed). 0.0030::noun_affords(airplane, row). 0.0030::noun_affords(airplane, pourfrom). 0.0030::noun_affords(airplane, lookthrough). 0.0030::noun_affords(airplane, writewith). 0.0030::noun_affords(airplane, typeon).
attested_noun(alcohol). % 2 rows
0.2007::noun_affords(alcohol, grasp). 0.2090::noun_affords(alcohol, lift). 0.1541::noun_affords(alcohol, throw). 0.1072::noun_affords(alcohol, push). 0.0016::noun_affords(alcohol, fix). 0.0016::noun_affords(alcohol, ride). 0.0016::noun_affords(alcohol, play). 0.0180::noun_affords(alcohol, watch). 0.0016::noun_affords(alcohol, siton). 0.6888::noun_affords(alcohol, feed). 0.0147::noun_affords(alcohol, row). 0.1205::noun_affords(alcohol, pourfrom). 0.0016::noun_affords(alcohol, lookthrough). 0.0016::noun_affords(alcohol, writewith). 0.0016::noun_affords(alcohol, typeon).
attested_noun(alligator). % 4 rows
0.0525::noun_affords(alligator, grasp). 0.0875::noun_affords(alligator, lift). 0.0399::noun_affords(alligator, throw). 0.0612::noun_affords(alligator, push). 0.0085::noun_affords(alligator, fix). 0.0009::noun_affords(alligator, ride). 0.0211::noun_affords(alligator, play). 0.6628::noun_affords(alligator, watch). 0.0009::noun_affords(alligator, siton). 0.7642::noun_affords(alligator, feed). 0.0009::noun_affords(alligator, row). 0.0009::noun_affords(alligator, pourfrom). 0.0009::noun_affords(alligator, lookthrough). 0.0009::noun_affords(alligator, writewith). 0.0009::noun_affords(alligator, typeon).
attested_noun(amphitheater). % 2 rows
0.0086::noun_affords(amphitheater, grasp). 0.0138::noun_affords(amphitheater, lift). 0.0086::noun_affords(amphitheater, throw). 0.0094::noun_affords(amphitheater, push). 0.0390::noun_affords(amphitheater, fix). 0.0067::noun_affords(amphitheater, ride). 0.0079::noun_affords(amphitheater, play). 0.4634::noun_affords(amphitheater, watch). 0.0079::noun_affords(amphitheater, siton). 0.0004::noun_affords(amphitheater, feed). 0.0004::noun_affords(amphitheater, row). 0.0079::noun_affords(amphitheater, pourfrom). 0.0534::noun_affords(amphitheater, lookthrough). 0.0004::noun_affords(amphitheater, writewith). 0.0004::noun_affords(amphitheater, typeon).
attested_noun(animal). % 14 rows
0.0822::noun_affords(animal, grasp). 0.2203::noun_affords(animal, lift). 0.0775::noun_affords(animal, throw). 0.1479::noun_affords(animal, push). 0.0032::noun_affords(animal, fix). 0.0003::noun_affords(animal, ride). 0.0079::noun_affords(animal, play). 0.4361::noun_affords(animal, watch). 0.0003::noun_affords(animal, siton). 0.7866::noun_affords(animal, feed). 0.0003::noun_affords(animal, row). 0.0003::noun_affords(animal, pourfrom). 0.0003::noun_affords(animal, lookthrough). 0.0003::noun_affords(animal, writewith). 0.0003::noun_affords(animal, typeon).
attested_noun(antique). % 3 rows
0.7729::noun_affords(antique, grasp). 0.7618::noun_affords(antique, lift). 0.6705::noun_affords(antique, throw). 0.7396::noun_affords(antique, push). 0.2238::noun_affords(antique, fix). 0.0016::noun_affords(antique, ride). 0.0016::noun_affords(antique, play). 0.4084::noun_affords(antique, watch). 0.0283::noun_affords(antique, siton). 0.0016::noun_affords(antique, feed). 0.0016::noun_affords(antique, row). 0.0149::noun_affords(antique, pourfrom). 0.0016::noun_affords(antique, lookthrough). 0.0016::noun_affords(antique, writewith). 0.0016::noun_affords(antique, typeon).
attested_noun(apple). % 9 rows
0.5012::noun_affords(apple, grasp). 0.6825::noun_affords(apple, lift). 0.6766::noun_affords(apple, throw). 0.3774::noun_affords(apple, push). 0.0002::noun_affords(apple, fix). 0.0002::noun_affords(apple, ride). 0.0002::noun_affords(apple, play). 0.0117::noun_affords(apple, watch). 0.0034::noun_affords(apple, siton). 0.1461::noun_affords(apple, feed). 0.0002::noun_affords(apple, row). 0.0034::noun_affords(apple, pourfrom). 0.0924::noun_affords(apple, lookthrough). 0.0002::noun_affords(apple, writewith). 0.0002::noun_affords(apple, typeon).
attested_noun(architecture). % 3 rows
0.0149::noun_affords(architecture, grasp). 0.0416::noun_affords(architecture, lift). 0.0149::noun_affords(architecture, throw). 0.0016::noun_affords(architecture, push). 0.0283::noun_affords(architecture, fix). 0.0016::noun_affords(architecture, ride). 0.0016::noun_affords(architecture, play). 0.4396::noun_affords(architecture, watch). 0.0016::noun_affords(architecture, siton). 0.0016::noun_affords(architecture, feed). 0.0016::noun_affords(architecture, row). 0.0016::noun_affords(architecture, pourfrom). 0.0238::noun_affords(architecture, lookthrough). 0.0016::noun_affords(architecture, writewith). 0.0016::noun_affords(architecture, typeon).
attested_noun(armor). % 3 rows
0.4811::noun_affords(armor, grasp). 0.9222::noun_affords(armor, lift). 0.7222::noun_affords(armor, throw). 0.3998::noun_affords(armor, push). 0.6016::noun_affords(armor, fix). 0.0017::noun_affords(armor, ride). 0.0049::noun_affords(armor, play). 0.0533::noun_affords(armor, watch). 0.0017::noun_affords(armor, siton). 0.0017::noun_affords(armor, feed). 0.0017::noun_affords(armor, row). 0.0017::noun_affords(armor, pourfrom). 0.0041::noun_affords(armor, lookthrough). 0.0017::noun_affords(armor, writewith). 0.0017::noun_affords(armor, typeon).
attested_noun(arrow). % 2 rows
0.8514::noun_affords(arrow, grasp). 0.9028::noun_affords(arrow, lift). 0.9028::noun_affords(arrow, throw). 0.4998::noun_affords(arrow, push). 0.5020::noun_affords(arrow, fix). 0.0021::noun_affords(arrow, ride). 0.0061::noun_affords(arrow, play). 0.3166::noun_affords(arrow, watch). 0.0021::noun_affords(arrow, siton). 0.0021::noun_affords(arrow, feed). 0.0021::noun_affords(arrow, row). 0.0021::noun_affords(arrow, pourfrom). 0.0051::noun_affords(arrow, lookthrough). 0.0021::noun_affords(arrow, writewith). 0.0021::noun_affords(arrow, typeon).
attested_noun(art). % 4 rows
0.0124::noun_affords(art, grasp). 0.0347::noun_affords(art, lift). 0.0124::noun_affords(art, throw). 0.0013::noun_affords(art, push). 0.0236::noun_affords(art, fix). 0.0013::noun_affords(art, ride). 0.0013::noun_affords(art, play). 0.6996::noun_affords(art, watch). 0.0013::noun_affords(art, siton). 0.0013::noun_affords(art, feed). 0.0013::noun_affords(art, row). 0.0013::noun_affords(art, pourfrom). 0.0199::noun_affords(art, lookthrough). 0.0013::noun_affords(art, writewith). 0.0013::noun_affords(art, typeon).
attested_noun(article). % 10 rows
0.0875::noun_affords(article, grasp). 0.0875::noun_affords(article, lift). 0.0875::noun_affords(article, throw). 0.0875::noun_affords(article, push). 0.0057::noun_affords(article, fix). 0.0002::noun_affords(article, ride). 0.0006::noun_affords(article, play). 0.1825::noun_affords(article, watch). 0.0002::noun_affords(article, siton). 0.0002::noun_affords(article, feed). 0.0002::noun_affords(article, row). 0.0002::noun_affords(article, pourfrom). 0.2215::noun_affords(article, lookthrough). 0.0002::noun_affords(article, writewith). 0.0839::noun_affords(article, typeon).
attested_noun(artifact). % 4 rows
0.3107::noun_affords(artifact, grasp). 0.3015::noun_affords(artifact, lift). 0.0587::noun_affords(artifact, throw). 0.1163::noun_affords(artifact, push). 0.0199::noun_affords(artifact, fix). 0.0013::noun_affords(artifact, ride). 0.0013::noun_affords(artifact, play). 0.3404::noun_affords(artifact, watch). 0.0236::noun_affords(artifact, siton). 0.0013::noun_affords(artifact, feed). 0.0013::noun_affords(artifact, row). 0.0124::noun_affords(artifact, pourfrom). 0.0013::noun_affords(artifact, lookthrough). 0.0013::noun_affords(artifact, writewith). 0.0013::noun_affords(artifact, typeon).
attested_noun(ashtray). % 4 rows
0.7820::noun_affords(ashtray, grasp). 0.9639::noun_affords(ashtray, lift). 0.9500::noun_affords(ashtray, throw). 0.4414::noun_affords(ashtray, push). 0.1218::noun_affords(ashtray, fix). 0.0008::noun_affords(ashtray, ride). 0.0008::noun_affords(ashtray, play). 0.0213::noun_affords(ashtray, watch). 0.0314::noun_affords(ashtray, siton). 0.0098::noun_affords(ashtray, feed). 0.0008::noun_affords(ashtray, row). 0.1593::noun_affords(ashtray, pourfrom). 0.0199::noun_affords(ashtray, lookthrough). 0.0008::noun_affords(ashtray, writewith). 0.0008::noun_affords(ashtray, typeon).
attested_noun(attire). % 2 rows
0.8930::noun_affords(attire, grasp). 0.6396::noun_affords(attire, lift). 0.6277::noun_affords(attire, throw). 0.2833::noun_affords(attire, push). 0.2083::noun_affords(attire, fix). 0.0006::noun_affords(attire, ride). 0.0057::noun_affords(attire, play). 0.0657::noun_affords(attire, watch). 0.0006::noun_affords(attire, siton). 0.0006::noun_affords(attire, feed). 0.0006::noun_affords(attire, row). 0.0006::noun_affords(attire, pourfrom). 0.0363::noun_affords(attire, lookthrough). 0.0006::noun_affords(attire, writewith). 0.0006::noun_affords(attire, typeon).
attested_noun(attraction). % 4 rows
0.0005::noun_affords(attraction, grasp). 0.0088::noun_affords(attraction, lift). 0.0088::noun_affords(attraction, throw). 0.0088::noun_affords(attraction, push). 0.0026::noun_affords(attraction, fix). 0.0151::noun_affords(attraction, ride). 0.0227::noun_affords(attraction, play). 0.7056::noun_affords(attraction, watch). 0.0026::noun_affords(attraction, siton). 0.0005::noun_affords(attraction, feed). 0.0026::noun_affords(attraction, row). 0.0005::noun_affords(attraction, pourfrom). 0.0088::noun_affords(attraction, lookthrough). 0.0005::noun_affords(attraction, writewith). 0.0005::noun_affords(attraction, typeon).
attested_noun(baby). % 5 rows
0.1603::noun_affords(baby, grasp). 0.8381::noun_affords(baby, lift). 0.1569::noun_affords(baby, throw). 0.0208::noun_affords(baby, push). 0.0024::noun_affords(baby, fix). 0.0024::noun_affords(baby, ride). 0.3891::noun_affords(baby, play). 0.5537::noun_affords(baby, watch). 0.0024::noun_affords(baby, siton). 0.8878::noun_affords(baby, feed). 0.0024::noun_affords(baby, row). 0.0024::noun_affords(baby, pourfrom). 0.0024::noun_affords(baby, lookthrough). 0.0024::noun_affords(baby, writewith). 0.0024::noun_affords(baby, typeon).
attested_noun(bag). % 8 rows
0.9692::noun_affords(bag, grasp). 0.9783::noun_affords(bag, lift). 0.9700::noun_affords(bag, throw). 0.7648::noun_affords(bag, push). 0.3731::noun_affords(bag, fix). 0.0005::noun_affords(bag, ride). 0.0005::noun_affords(bag, play). 0.0128::noun_affords(bag, watch). 0.0188::noun_affords(bag, siton). 0.0059::noun_affords(bag, feed). 0.0005::noun_affords(bag, row). 0.0956::noun_affords(bag, pourfrom). 0.1120::noun_affords(bag, lookthrough). 0.0005::noun_affords(bag, writewith). 0.0005::noun_affords(bag, typeon).
attested_noun(ball). % 6 rows
0.9200::noun_affords(ball, grasp). 0.9200::noun_affords(ball, lift). 0.9200::noun_affords(ball, throw). 0.7867::noun_affords(ball, push). 0.0530::noun_affords(ball, fix). 0.0030::noun_affords(ball, ride). 0.7867::noun_affords(ball, play). 0.0530::noun_affords(ball, watch). 0.0030::noun_affords(ball, siton). 0.0030::noun_affords(ball, feed). 0.0030::noun_affords(ball, row). 0.0030::noun_affords(ball, pourfrom). 0.0030::noun_affords(ball, lookthrough). 0.0030::noun_affords(ball, writewith). 0.0030::noun_affords(ball, typeon).
attested_noun(banana). % 2 rows
0.8784::noun_affords(banana, grasp). 0.6270::noun_affords(banana, lift). 0.8605::noun_affords(banana, throw). 0.5377::noun_affords(banana, push). 0.0005::noun_affords(banana, fix). 0.0005::noun_affords(banana, ride). 0.0005::noun_affords(banana, play). 0.0323::noun_affords(banana, watch). 0.0093::noun_affords(banana, siton). 0.1519::noun_affords(banana, feed). 0.0005::noun_affords(banana, row). 0.0093::noun_affords(banana, pourfrom). 0.0041::noun_affords(banana, lookthrough). 0.0005::noun_affords(banana, writewith). 0.0005::noun_affords(banana, typeon).
attested_noun(bank). % 2 rows
0.0086::noun_affords(bank, grasp). 0.0138::noun_affords(bank, lift). 0.0086::noun_affords(bank, throw). 0.0094::noun_affords(bank, push). 0.0390::noun_affords(bank, fix). 0.0067::noun_affords(bank, ride). 0.0079::noun_affords(bank, play). 0.4634::noun_affords(bank, watch). 0.2579::noun_affords(bank, siton). 0.0004::noun_affords(bank, feed). 0.0004::noun_affords(bank, row). 0.0079::noun_affords(bank, pourfrom). 0.0534::noun_affords(bank, lookthrough). 0.0004::noun_affords(bank, writewith). 0.0004::noun_affords(bank, typeon).
attested_noun(bar). % 2 rows
0.2705::noun_affords(bar, grasp). 0.2772::noun_affords(bar, lift). 0.2322::noun_affords(bar, throw). 0.1588::noun_affords(bar, push). 0.0212::noun_affords(bar, fix). 0.0012::noun_affords(bar, ride). 0.0012::noun_affords(bar, play). 0.0337::noun_affords(bar, watch). 0.0037::noun_affords(bar, siton). 0.0012::noun_affords(bar, feed). 0.0012::noun_affords(bar, row). 0.0012::noun_affords(bar, pourfrom). 0.0112::noun_affords(bar, lookthrough). 0.0012::noun_affords(bar, writewith). 0.0012::noun_affords(bar, typeon).
attested_noun(baseball). % 3 rows
0.0243::noun_affords(baseball, grasp). 0.0414::noun_affords(baseball, lift). 0.0312::noun_affords(baseball, throw). 0.0326::noun_affords(baseball, push). 0.0018::noun_affords(baseball, fix). 0.0018::noun_affords(baseball, ride). 0.8642::noun_affords(baseball, play). 0.6060::noun_affords(baseball, watch). 0.0018::noun_affords(baseball, siton). 0.0018::noun_affords(baseball, feed). 0.0018::noun_affords(baseball, row). 0.0018::noun_affords(baseball, pourfrom). 0.0018::noun_affords(baseball, lookthrough). 0.0018::noun_affords(baseball, writewith). 0.0018::noun_affords(baseball, typeon).
attested_noun(basketball). % 3 rows
0.0243::noun_affords(basketball, grasp). 0.2414::noun_affords(basketball, lift). 0.2312::noun_affords(basketball, throw). 0.2326::noun_affords(basketball, push). 0.0018::noun_affords(basketball, fix). 0.0018::noun_affords(basketball, ride). 0.8642::noun_affords(basketball, play). 0.6060::noun_affords(basketball, watch). 0.0018::noun_affords(basketball, siton). 0.0018::noun_affords(basketball, feed). 0.0018::noun_affords(basketball, row). 0.0018::noun_affords(basketball, pourfrom). 0.0018::noun_affords(basketball, lookthrough). 0.0018::noun_affords(basketball, writewith). 0.0018::noun_affords(basketball, typeon).
attested_noun(bay). % 2 rows
0.0019::noun_affords(bay, grasp). 0.0019::noun_affords(bay, lift). 0.0019::noun_affords(bay, throw). 0.0019::noun_affords(bay, push). 0.0019::noun_affords(bay, fix). 0.0331::noun_affords(bay, ride). 0.0019::noun_affords(bay, play). 0.3675::noun_affords(bay, watch). 0.0227::noun_affords(bay, siton). 0.0019::noun_affords(bay, feed). 0.2078::noun_affords(bay, row). 0.0053::noun_affords(bay, pourfrom). 0.0123::noun_affords(bay, lookthrough). 0.0019::noun_affords(bay, writewith). 0.0019::noun_affords(bay, typeon).
attested_noun(beach). % 5 rows
0.0064::noun_affords(beach, grasp). 0.0064::noun_affords(beach, lift). 0.0064::noun_affords(beach, throw). 0.0049::noun_affords(beach, push). 0.0026::noun_affords(beach, fix). 0.0003::noun_affords(beach, ride). 0.0110::noun_affords(beach, play). 0.2720::noun_affords(beach, watch). 0.4485::noun_affords(beach, siton). 0.0049::noun_affords(beach, feed). 0.0049::noun_affords(beach, row). 0.0003::noun_affords(beach, pourfrom). 0.0003::noun_affords(beach, lookthrough). 0.0003::noun_affords(beach, writewith). 0.0003::noun_affords(beach, typeon).
attested_noun(beast). % 2 rows
0.0787::noun_affords(beast, grasp). 0.1312::noun_affords(beast, lift). 0.0598::noun_affords(beast, throw). 0.0917::noun_affords(beast, push). 0.0127::noun_affords(beast, fix). 0.0014::noun_affords(beast, ride). 0.0317::noun_affords(beast, play). 0.4942::noun_affords(beast, watch). 0.0014::noun_affords(beast, siton). 0.8963::noun_affords(beast, feed). 0.0014::noun_affords(beast, row). 0.0014::noun_affords(beast, pourfrom). 0.0014::noun_affords(beast, lookthrough). 0.0014::noun_affords(beast, writewith). 0.0014::noun_affords(beast, typeon).
attested_noun(bed). % 7 rows
0.0845::noun_affords(bed, grasp). 0.5797::noun_affords(bed, lift). 0.0589::noun_affords(bed, throw). 0.8959::noun_affords(bed, push). 0.5165::noun_affords(bed, fix). 0.0007::noun_affords(bed, ride). 0.0007::noun_affords(bed, play). 0.1433::noun_affords(bed, watch). 0.8760::noun_affords(bed, siton). 0.0007::noun_affords(bed, feed). 0.0007::noun_affords(bed, row). 0.0007::noun_affords(bed, pourfrom). 0.0016::noun_affords(bed, lookthrough). 0.0007::noun_affords(bed, writewith). 0.0007::noun_affords(bed, typeon).
attested_noun(bedroom). % 2 rows
0.0499::noun_affords(bedroom, grasp). 0.0499::noun_affords(bedroom, lift). 0.0499::noun_affords(bedroom, throw). 0.0221::noun_affords(bedroom, push). 0.0325::noun_affords(bedroom, fix). 0.0013::noun_affords(bedroom, ride). 0.0065::noun_affords(bedroom, play). 0.3103::noun_affords(bedroom, watch). 0.0221::noun_affords(bedroom, siton). 0.0082::noun_affords(bedroom, feed). 0.0013::noun_affords(bedroom, row). 0.0013::noun_affords(bedroom, pourfrom). 0.0742::noun_affords(bedroom, lookthrough). 0.0013::noun_affords(bedroom, writewith). 0.0013::noun_affords(bedroom, typeon).
attested_noun(bee). % 3 rows
0.3113::noun_affords(bee, grasp). 0.3335::noun_affords(bee, lift). 0.2604::noun_affords(bee, throw). 0.2669::noun_affords(bee, push). 0.0161::noun_affords(bee, fix). 0.0013::noun_affords(bee, ride). 0.0013::noun_affords(bee, play). 0.5134::noun_affords(bee, watch). 0.0013::noun_affords(bee, siton). 0.7939::noun_affords(bee, feed). 0.0013::noun_affords(bee, row). 0.0013::noun_affords(bee, pourfrom). 0.0013::noun_affords(bee, lookthrough). 0.0013::noun_affords(bee, writewith). 0.0013::noun_affords(bee, typeon).
attested_noun(beer). % 2 rows
0.7007::noun_affords(beer, grasp). 0.7090::noun_affords(beer, lift). 0.6541::noun_affords(beer, throw). 0.3572::noun_affords(beer, push). 0.0016::noun_affords(beer, fix). 0.0016::noun_affords(beer, ride). 0.0016::noun_affords(beer, play). 0.0180::noun_affords(beer, watch). 0.0016::noun_affords(beer, siton). 0.1888::noun_affords(beer, feed). 0.0147::noun_affords(beer, row). 0.3705::noun_affords(beer, pourfrom). 0.0016::noun_affords(beer, lookthrough). 0.0016::noun_affords(beer, writewith). 0.0016::noun_affords(beer, typeon).
attested_noun(belt). % 4 rows
0.7620::noun_affords(belt, grasp). 0.9264::noun_affords(belt, lift). 0.9185::noun_affords(belt, throw). 0.6889::noun_affords(belt, push). 0.6389::noun_affords(belt, fix). 0.0004::noun_affords(belt, ride). 0.0038::noun_affords(belt, play). 0.0438::noun_affords(belt, watch). 0.0004::noun_affords(belt, siton). 0.0004::noun_affords(belt, feed). 0.0004::noun_affords(belt, row). 0.0004::noun_affords(belt, pourfrom). 0.0242::noun_affords(belt, lookthrough). 0.0004::noun_affords(belt, writewith). 0.0004::noun_affords(belt, typeon).
attested_noun(bench). % 5 rows
0.3987::noun_affords(bench, grasp). 0.5984::noun_affords(bench, lift). 0.0725::noun_affords(bench, throw). 0.4333::noun_affords(bench, push). 0.4206::noun_affords(bench, fix). 0.0019::noun_affords(bench, ride). 0.0019::noun_affords(bench, play). 0.3321::noun_affords(bench, watch). 0.8317::noun_affords(bench, siton). 0.0019::noun_affords(bench, feed). 0.0019::noun_affords(bench, row). 0.0019::noun_affords(bench, pourfrom). 0.0019::noun_affords(bench, lookthrough). 0.0019::noun_affords(bench, writewith). 0.0019::noun_affords(bench, typeon).
attested_noun(bill). % 2 rows
0.5568::noun_affords(bill, grasp). 0.2963::noun_affords(bill, lift). 0.5359::noun_affords(bill, throw). 0.7095::noun_affords(bill, push). 0.0467::noun_affords(bill, fix). 0.0007::noun_affords(bill, ride). 0.0007::noun_affords(bill, play). 0.0892::noun_affords(bill, watch). 0.0007::noun_affords(bill, siton). 0.0007::noun_affords(bill, feed). 0.0007::noun_affords(bill, row). 0.0007::noun_affords(bill, pourfrom). 0.6569::noun_affords(bill, lookthrough). 0.0007::noun_affords(bill, writewith). 0.0176::noun_affords(bill, typeon).
attested_noun(billboard). % 3 rows
0.0215::noun_affords(billboard, grasp). 0.0284::noun_affords(billboard, lift). 0.0215::noun_affords(billboard, throw). 0.2276::noun_affords(billboard, push). 0.0746::noun_affords(billboard, fix). 0.0008::noun_affords(billboard, ride). 0.0008::noun_affords(billboard, play). 0.4958::noun_affords(billboard, watch). 0.0796::noun_affords(billboard, siton). 0.0146::noun_affords(billboard, feed). 0.0008::noun_affords(billboard, row). 0.0008::noun_affords(billboard, pourfrom). 0.0276::noun_affords(billboard, lookthrough). 0.0008::noun_affords(billboard, writewith). 0.0008::noun_affords(billboard, typeon).
attested_noun(bird). % 11 rows
0.1967::noun_affords(bird, grasp). 0.2052::noun_affords(bird, lift). 0.1002::noun_affords(bird, throw). 0.1796::noun_affords(bird, push). 0.0062::noun_affords(bird, fix). 0.0005::noun_affords(bird, ride). 0.0005::noun_affords(bird, play). 0.5821::noun_affords(bird, watch). 0.0005::noun_affords(bird, siton). 0.6900::noun_affords(bird, feed). 0.0005::noun_affords(bird, row). 0.0005::noun_affords(bird, pourfrom). 0.0005::noun_affords(bird, lookthrough). 0.0005::noun_affords(bird, writewith). 0.0005::noun_affords(bird, typeon).
attested_noun(blade). % 4 rows
0.8658::noun_affords(blade, grasp). 0.8843::noun_affords(blade, lift). 0.6687::noun_affords(blade, throw). 0.6497::noun_affords(blade, push). 0.2932::noun_affords(blade, fix). 0.0004::noun_affords(blade, ride). 0.0150::noun_affords(blade, play). 0.0485::noun_affords(blade, watch). 0.0004::noun_affords(blade, siton). 0.0077::noun_affords(blade, feed). 0.0004::noun_affords(blade, row). 0.0062::noun_affords(blade, pourfrom). 0.0152::noun_affords(blade, lookthrough). 0.0004::noun_affords(blade, writewith). 0.0004::noun_affords(blade, typeon).
attested_noun(blood). % 2 rows
0.0822::noun_affords(blood, grasp). 0.0986::noun_affords(blood, lift). 0.0219::noun_affords(blood, throw). 0.0352::noun_affords(blood, push). 0.0033::noun_affords(blood, fix). 0.0113::noun_affords(blood, ride). 0.0006::noun_affords(blood, play). 0.0991::noun_affords(blood, watch). 0.0113::noun_affords(blood, siton). 0.0006::noun_affords(blood, feed). 0.0006::noun_affords(blood, row). 0.0006::noun_affords(blood, pourfrom). 0.0006::noun_affords(blood, lookthrough). 0.0006::noun_affords(blood, writewith). 0.0006::noun_affords(blood, typeon).
attested_noun(blueberry). % 2 rows
0.8784::noun_affords(blueberry, grasp). 0.8770::noun_affords(blueberry, lift). 0.8605::noun_affords(blueberry, throw). 0.7877::noun_affords(blueberry, push). 0.0005::noun_affords(blueberry, fix). 0.0005::noun_affords(blueberry, ride). 0.0005::noun_affords(blueberry, play). 0.0323::noun_affords(blueberry, watch). 0.0093::noun_affords(blueberry, siton). 0.1519::noun_affords(blueberry, feed). 0.0005::noun_affords(blueberry, row). 0.0093::noun_affords(blueberry, pourfrom). 0.0041::noun_affords(blueberry, lookthrough). 0.0005::noun_affords(blueberry, writewith). 0.0005::noun_affords(blueberry, typeon).
attested_noun(board). % 2 rows
0.0269::noun_affords(board, grasp). 0.0355::noun_affords(board, lift). 0.0269::noun_affords(board, throw). 0.0346::noun_affords(board, push). 0.0932::noun_affords(board, fix). 0.0010::noun_affords(board, ride). 0.0010::noun_affords(board, play). 0.1198::noun_affords(board, watch). 0.0996::noun_affords(board, siton). 0.0183::noun_affords(board, feed). 0.0010::noun_affords(board, row). 0.0010::noun_affords(board, pourfrom). 0.0346::noun_affords(board, lookthrough). 0.0010::noun_affords(board, writewith). 0.0010::noun_affords(board, typeon).
attested_noun(boat). % 22 rows
0.0164::noun_affords(boat, grasp). 0.0616::noun_affords(boat, lift). 0.0100::noun_affords(boat, throw). 0.6597::noun_affords(boat, push). 0.8780::noun_affords(boat, fix). 0.4064::noun_affords(boat, ride). 0.0004::noun_affords(boat, play). 0.2730::noun_affords(boat, watch). 0.7378::noun_affords(boat, siton). 0.0004::noun_affords(boat, feed). 0.7570::noun_affords(boat, row). 0.0036::noun_affords(boat, pourfrom). 0.0004::noun_affords(boat, lookthrough). 0.0004::noun_affords(boat, writewith). 0.0004::noun_affords(boat, typeon).
attested_noun(bomb). % 2 rows
0.6014::noun_affords(bomb, grasp). 0.6528::noun_affords(bomb, lift). 0.9028::noun_affords(bomb, throw). 0.4998::noun_affords(bomb, push). 0.5020::noun_affords(bomb, fix). 0.0021::noun_affords(bomb, ride). 0.0061::noun_affords(bomb, play). 0.0666::noun_affords(bomb, watch). 0.0021::noun_affords(bomb, siton). 0.0021::noun_affords(bomb, feed). 0.0021::noun_affords(bomb, row). 0.0021::noun_affords(bomb, pourfrom). 0.0051::noun_affords(bomb, lookthrough). 0.0021::noun_affords(bomb, writewith). 0.0021::noun_affords(bomb, typeon).
attested_noun(bone). % 4 rows
0.3881::noun_affords(bone, grasp). 0.5657::noun_affords(bone, lift). 0.3479::noun_affords(bone, throw). 0.1901::noun_affords(bone, push). 0.0022::noun_affords(bone, fix). 0.0075::noun_affords(bone, ride). 0.0004::noun_affords(bone, play). 0.0661::noun_affords(bone, watch). 0.0075::noun_affords(bone, siton). 0.0004::noun_affords(bone, feed). 0.0004::noun_affords(bone, row). 0.0004::noun_affords(bone, pourfrom). 0.0004::noun_affords(bone, lookthrough). 0.0004::noun_affords(bone, writewith). 0.0004::noun_affords(bone, typeon).
attested_noun(book). % 28 rows
0.8742::noun_affords(book, grasp). 0.9395::noun_affords(book, lift). 0.8381::noun_affords(book, throw). 0.7613::noun_affords(book, push). 0.1062::noun_affords(book, fix). 0.0001::noun_affords(book, ride). 0.0001::noun_affords(book, play). 0.0452::noun_affords(book, watch). 0.0001::noun_affords(book, siton). 0.0001::noun_affords(book, feed). 0.0001::noun_affords(book, row). 0.0001::noun_affords(book, pourfrom). 0.2876::noun_affords(book, lookthrough). 0.0001::noun_affords(book, writewith). 0.0023::noun_affords(book, typeon).
attested_noun(boot). % 2 rows
0.8930::noun_affords(boot, grasp). 0.8896::noun_affords(boot, lift). 0.6277::noun_affords(boot, throw). 0.5333::noun_affords(boot, push). 0.4583::noun_affords(boot, fix). 0.0006::noun_affords(boot, ride). 0.0057::noun_affords(boot, play). 0.0657::noun_affords(boot, watch). 0.0006::noun_affords(boot, siton). 0.0006::noun_affords(boot, feed). 0.0006::noun_affords(boot, row). 0.0006::noun_affords(boot, pourfrom). 0.0363::noun_affords(boot, lookthrough). 0.0006::noun_affords(boot, writewith). 0.0006::noun_affords(boot, typeon).
attested_noun(bottle). % 4 rows
0.9487::noun_affords(bottle, grasp). 0.9639::noun_affords(bottle, lift). 0.9500::noun_affords(bottle, throw). 0.9414::noun_affords(bottle, push). 0.1218::noun_affords(bottle, fix). 0.0008::noun_affords(bottle, ride). 0.0008::noun_affords(bottle, play). 0.0213::noun_affords(bottle, watch). 0.0314::noun_affords(bottle, siton). 0.0098::noun_affords(bottle, feed). 0.0008::noun_affords(bottle, row). 0.8260::noun_affords(bottle, pourfrom). 0.1866::noun_affords(bottle, lookthrough). 0.0008::noun_affords(bottle, writewith). 0.0008::noun_affords(bottle, typeon).
attested_noun(bowl). % 3 rows
0.9385::noun_affords(bowl, grasp). 0.9567::noun_affords(bowl, lift). 0.9400::noun_affords(bowl, throw). 0.7297::noun_affords(bowl, push). 0.3461::noun_affords(bowl, fix). 0.0010::noun_affords(bowl, ride). 0.0010::noun_affords(bowl, play). 0.2256::noun_affords(bowl, watch). 0.0377::noun_affords(bowl, siton). 0.0117::noun_affords(bowl, feed). 0.0010::noun_affords(bowl, row). 0.7912::noun_affords(bowl, pourfrom). 0.0239::noun_affords(bowl, lookthrough). 0.0010::noun_affords(bowl, writewith). 0.0010::noun_affords(bowl, typeon).
attested_noun(box). % 5 rows
0.8132::noun_affords(box, grasp). 0.9690::noun_affords(box, lift). 0.9571::noun_affords(box, throw). 0.9498::noun_affords(box, push). 0.1044::noun_affords(box, fix). 0.0007::noun_affords(box, ride). 0.0007::noun_affords(box, play). 0.0183::noun_affords(box, watch). 0.1698::noun_affords(box, siton). 0.0084::noun_affords(box, feed). 0.0007::noun_affords(box, row). 0.1366::noun_affords(box, pourfrom). 0.0171::noun_affords(box, lookthrough). 0.0007::noun_affords(box, writewith). 0.0007::noun_affords(box, typeon).
attested_noun(bread). % 2 rows
0.6284::noun_affords(bread, grasp). 0.8770::noun_affords(bread, lift). 0.8605::noun_affords(bread, throw). 0.7877::noun_affords(bread, push). 0.0005::noun_affords(bread, fix). 0.0005::noun_affords(bread, ride). 0.0005::noun_affords(bread, play). 0.0323::noun_affords(bread, watch). 0.0093::noun_affords(bread, siton). 0.4019::noun_affords(bread, feed). 0.0005::noun_affords(bread, row). 0.0093::noun_affords(bread, pourfrom). 0.0041::noun_affords(bread, lookthrough). 0.0005::noun_affords(bread, writewith). 0.0005::noun_affords(bread, typeon).
attested_noun(breakfast). % 5 rows
0.0164::noun_affords(breakfast, grasp). 0.0379::noun_affords(breakfast, lift). 0.0307::noun_affords(breakfast, throw). 0.0236::noun_affords(breakfast, push). 0.0021::noun_affords(breakfast, fix). 0.0021::noun_affords(breakfast, ride). 0.0021::noun_affords(breakfast, play). 0.0379::noun_affords(breakfast, watch). 0.0021::noun_affords(breakfast, siton). 0.5857::noun_affords(breakfast, feed). 0.0021::noun_affords(breakfast, row). 0.0021::noun_affords(breakfast, pourfrom). 0.0021::noun_affords(breakfast, lookthrough). 0.0021::noun_affords(breakfast, writewith). 0.0021::noun_affords(breakfast, typeon).
attested_noun(bridge). % 2 rows
0.0086::noun_affords(bridge, grasp). 0.0138::noun_affords(bridge, lift). 0.0086::noun_affords(bridge, throw). 0.0094::noun_affords(bridge, push). 0.2890::noun_affords(bridge, fix). 0.2567::noun_affords(bridge, ride). 0.0079::noun_affords(bridge, play). 0.4634::noun_affords(bridge, watch). 0.0079::noun_affords(bridge, siton). 0.0004::noun_affords(bridge, feed). 0.0004::noun_affords(bridge, row). 0.0079::noun_affords(bridge, pourfrom). 0.0534::noun_affords(bridge, lookthrough). 0.0004::noun_affords(bridge, writewith). 0.0004::noun_affords(bridge, typeon).
attested_noun(bug). % 3 rows
0.3113::noun_affords(bug, grasp). 0.3335::noun_affords(bug, lift). 0.2604::noun_affords(bug, throw). 0.2669::noun_affords(bug, push). 0.4161::noun_affords(bug, fix). 0.0013::noun_affords(bug, ride). 0.0013::noun_affords(bug, play). 0.1134::noun_affords(bug, watch). 0.0013::noun_affords(bug, siton). 0.1939::noun_affords(bug, feed). 0.0013::noun_affords(bug, row). 0.0013::noun_affords(bug, pourfrom). 0.0013::noun_affords(bug, lookthrough). 0.0013::noun_affords(bug, writewith). 0.0013::noun_affords(bug, typeon).
attested_noun(bull). % 2 rows
0.0464::noun_affords(bull, grasp). 0.0631::noun_affords(bull, lift). 0.0464::noun_affords(bull, throw). 0.3687::noun_affords(bull, push). 0.0020::noun_affords(bull, fix). 0.2853::noun_affords(bull, ride). 0.0020::noun_affords(bull, play). 0.7411::noun_affords(bull, watch). 0.5353::noun_affords(bull, siton). 0.8689::noun_affords(bull, feed). 0.0020::noun_affords(bull, row). 0.0020::noun_affords(bull, pourfrom). 0.0020::noun_affords(bull, lookthrough). 0.0020::noun_affords(bull, writewith). 0.0020::noun_affords(bull, typeon).
attested_noun(bus). % 3 rows
0.0077::noun_affords(bus, grasp). 0.0179::noun_affords(bus, lift). 0.0015::noun_affords(bus, throw). 0.4380::noun_affords(bus, push). 0.8957::noun_affords(bus, fix). 0.8588::noun_affords(bus, ride). 0.0015::noun_affords(bus, play). 0.0429::noun_affords(bus, watch). 0.2871::noun_affords(bus, siton). 0.0015::noun_affords(bus, feed). 0.0015::noun_affords(bus, row). 0.0015::noun_affords(bus, pourfrom). 0.0024::noun_affords(bus, lookthrough). 0.0015::noun_affords(bus, writewith). 0.0015::noun_affords(bus, typeon).
attested_noun(cable). % 3 rows
0.4389::noun_affords(cable, grasp). 0.6612::noun_affords(cable, lift). 0.4024::noun_affords(cable, throw). 0.3796::noun_affords(cable, push). 0.3518::noun_affords(cable, fix). 0.0004::noun_affords(cable, ride). 0.0180::noun_affords(cable, play). 0.0581::noun_affords(cable, watch). 0.0004::noun_affords(cable, siton). 0.0092::noun_affords(cable, feed). 0.0004::noun_affords(cable, row). 0.0074::noun_affords(cable, pourfrom). 0.0182::noun_affords(cable, lookthrough). 0.0004::noun_affords(cable, writewith). 0.0004::noun_affords(cable, typeon).
attested_noun(camera). % 6 rows
0.4876::noun_affords(camera, grasp). 0.6256::noun_affords(camera, lift). 0.5853::noun_affords(camera, throw). 0.4718::noun_affords(camera, push). 0.6277::noun_affords(camera, fix). 0.0027::noun_affords(camera, ride). 0.0134::noun_affords(camera, play). 0.2951::noun_affords(camera, watch). 0.0005::noun_affords(camera, siton). 0.0005::noun_affords(camera, feed). 0.0005::noun_affords(camera, row). 0.0005::noun_affords(camera, pourfrom). 0.2620::noun_affords(camera, lookthrough). 0.0005::noun_affords(camera, writewith). 0.0005::noun_affords(camera, typeon).
attested_noun(can). % 7 rows
0.8547::noun_affords(can, grasp). 0.9759::noun_affords(can, lift). 0.9667::noun_affords(can, throw). 0.7387::noun_affords(can, push). 0.0812::noun_affords(can, fix). 0.0006::noun_affords(can, ride). 0.0006::noun_affords(can, play). 0.1253::noun_affords(can, watch). 0.0209::noun_affords(can, siton). 0.1176::noun_affords(can, feed). 0.0006::noun_affords(can, row). 0.5507::noun_affords(can, pourfrom). 0.0133::noun_affords(can, lookthrough). 0.0006::noun_affords(can, writewith). 0.0006::noun_affords(can, typeon).
attested_noun(canal). % 3 rows
0.0015::noun_affords(canal, grasp). 0.0015::noun_affords(canal, lift). 0.0015::noun_affords(canal, throw). 0.0015::noun_affords(canal, push). 0.0015::noun_affords(canal, fix). 0.0265::noun_affords(canal, ride). 0.0015::noun_affords(canal, play). 0.6940::noun_affords(canal, watch). 0.0182::noun_affords(canal, siton). 0.0015::noun_affords(canal, feed). 0.3663::noun_affords(canal, row). 0.0043::noun_affords(canal, pourfrom). 0.0098::noun_affords(canal, lookthrough). 0.0015::noun_affords(canal, writewith). 0.0015::noun_affords(canal, typeon).
attested_noun(candle). % 2 rows
0.7987::noun_affords(candle, grasp). 0.8265::noun_affords(candle, lift). 0.7530::noun_affords(candle, throw). 0.4745::noun_affords(candle, push). 0.1898::noun_affords(candle, fix). 0.0005::noun_affords(candle, ride). 0.0225::noun_affords(candle, play). 0.0727::noun_affords(candle, watch). 0.0005::noun_affords(candle, siton). 0.0115::noun_affords(candle, feed). 0.0005::noun_affords(candle, row). 0.0093::noun_affords(candle, pourfrom). 0.0227::noun_affords(candle, lookthrough). 0.0005::noun_affords(candle, writewith). 0.0005::noun_affords(candle, typeon).
attested_noun(candy). % 3 rows
0.7027::noun_affords(candy, grasp). 0.7016::noun_affords(candy, lift). 0.6884::noun_affords(candy, throw). 0.6302::noun_affords(candy, push). 0.0004::noun_affords(candy, fix). 0.0004::noun_affords(candy, ride). 0.0004::noun_affords(candy, play). 0.2258::noun_affords(candy, watch). 0.0074::noun_affords(candy, siton). 0.3215::noun_affords(candy, feed). 0.0004::noun_affords(candy, row). 0.0074::noun_affords(candy, pourfrom). 0.0032::noun_affords(candy, lookthrough). 0.0004::noun_affords(candy, writewith). 0.0004::noun_affords(candy, typeon).
attested_noun(cane). % 3 rows
0.8389::noun_affords(cane, grasp). 0.8612::noun_affords(cane, lift). 0.6024::noun_affords(cane, throw). 0.3796::noun_affords(cane, push). 0.1518::noun_affords(cane, fix). 0.0004::noun_affords(cane, ride). 0.0180::noun_affords(cane, play). 0.2581::noun_affords(cane, watch). 0.0004::noun_affords(cane, siton). 0.0092::noun_affords(cane, feed). 0.0004::noun_affords(cane, row). 0.0074::noun_affords(cane, pourfrom). 0.0182::noun_affords(cane, lookthrough). 0.0004::noun_affords(cane, writewith). 0.0004::noun_affords(cane, typeon).
attested_noun(canoe). % 2 rows
0.3485::noun_affords(canoe, grasp). 0.6194::noun_affords(canoe, lift). 0.3100::noun_affords(canoe, throw). 0.7083::noun_affords(canoe, push). 0.7683::noun_affords(canoe, fix). 0.4382::noun_affords(canoe, ride). 0.0023::noun_affords(canoe, play). 0.1378::noun_affords(canoe, watch). 0.4265::noun_affords(canoe, siton). 0.0023::noun_affords(canoe, feed). 0.7919::noun_affords(canoe, row). 0.0215::noun_affords(canoe, pourfrom). 0.0023::noun_affords(canoe, lookthrough). 0.0023::noun_affords(canoe, writewith). 0.0023::noun_affords(canoe, typeon).
attested_noun(cap). % 3 rows
0.5144::noun_affords(cap, grasp). 0.3117::noun_affords(cap, lift). 0.3022::noun_affords(cap, throw). 0.2266::noun_affords(cap, push). 0.1666::noun_affords(cap, fix). 0.0005::noun_affords(cap, ride). 0.0046::noun_affords(cap, play). 0.2526::noun_affords(cap, watch). 0.0005::noun_affords(cap, siton). 0.0005::noun_affords(cap, feed). 0.0005::noun_affords(cap, row). 0.0005::noun_affords(cap, pourfrom). 0.0291::noun_affords(cap, lookthrough). 0.0005::noun_affords(cap, writewith). 0.0005::noun_affords(cap, typeon).
attested_noun(car). % 28 rows
0.0013::noun_affords(car, grasp). 0.0696::noun_affords(car, lift). 0.0003::noun_affords(car, throw). 0.7730::noun_affords(car, push). 0.9160::noun_affords(car, fix). 0.7765::noun_affords(car, ride). 0.0003::noun_affords(car, play). 0.3071::noun_affords(car, watch). 0.2478::noun_affords(car, siton). 0.0003::noun_affords(car, feed). 0.0003::noun_affords(car, row). 0.0003::noun_affords(car, pourfrom). 0.0337::noun_affords(car, lookthrough). 0.0003::noun_affords(car, writewith). 0.0003::noun_affords(car, typeon).
attested_noun(card). % 15 rows
0.7781::noun_affords(card, grasp). 0.8344::noun_affords(card, lift). 0.8320::noun_affords(card, throw). 0.5787::noun_affords(card, push). 0.0110::noun_affords(card, fix). 0.0002::noun_affords(card, ride). 0.0002::noun_affords(card, play). 0.0798::noun_affords(card, watch). 0.0002::noun_affords(card, siton). 0.0002::noun_affords(card, feed). 0.0002::noun_affords(card, row). 0.0002::noun_affords(card, pourfrom). 0.1546::noun_affords(card, lookthrough). 0.0002::noun_affords(card, writewith). 0.0041::noun_affords(card, typeon).
attested_noun(carp). % 2 rows
0.5700::noun_affords(carp, grasp). 0.5262::noun_affords(carp, lift). 0.4218::noun_affords(carp, throw). 0.4155::noun_affords(carp, push). 0.0030::noun_affords(carp, fix). 0.0030::noun_affords(carp, ride). 0.0030::noun_affords(carp, play). 0.2513::noun_affords(carp, watch). 0.0030::noun_affords(carp, siton). 0.9387::noun_affords(carp, feed). 0.0030::noun_affords(carp, row). 0.0030::noun_affords(carp, pourfrom). 0.0030::noun_affords(carp, lookthrough). 0.0030::noun_affords(carp, writewith). 0.0030::noun_affords(carp, typeon).
attested_noun(carpet). % 4 rows
0.7934::noun_affords(carpet, grasp). 0.7030::noun_affords(carpet, lift). 0.4217::noun_affords(carpet, throw). 0.5105::noun_affords(carpet, push). 0.2748::noun_affords(carpet, fix). 0.0011::noun_affords(carpet, ride). 0.0011::noun_affords(carpet, play). 0.0483::noun_affords(carpet, watch). 0.6474::noun_affords(carpet, siton). 0.0011::noun_affords(carpet, feed). 0.0011::noun_affords(carpet, row). 0.0011::noun_affords(carpet, pourfrom). 0.0024::noun_affords(carpet, lookthrough). 0.0011::noun_affords(carpet, writewith). 0.0011::noun_affords(carpet, typeon).
attested_noun(carrot). % 2 rows
0.8784::noun_affords(carrot, grasp). 0.8770::noun_affords(carrot, lift). 0.8605::noun_affords(carrot, throw). 0.5377::noun_affords(carrot, push). 0.0005::noun_affords(carrot, fix). 0.0005::noun_affords(carrot, ride). 0.0005::noun_affords(carrot, play). 0.2823::noun_affords(carrot, watch). 0.0093::noun_affords(carrot, siton). 0.4019::noun_affords(carrot, feed). 0.0005::noun_affords(carrot, row). 0.0093::noun_affords(carrot, pourfrom). 0.0041::noun_affords(carrot, lookthrough). 0.0005::noun_affords(carrot, writewith). 0.0005::noun_affords(carrot, typeon).
attested_noun(cart). % 2 rows
0.0097::noun_affords(cart, grasp). 0.0223::noun_affords(cart, lift). 0.0019::noun_affords(cart, throw). 0.7975::noun_affords(cart, push). 0.3696::noun_affords(cart, fix). 0.3235::noun_affords(cart, ride). 0.0019::noun_affords(cart, play). 0.0536::noun_affords(cart, watch). 0.3589::noun_affords(cart, siton). 0.0019::noun_affords(cart, feed). 0.0019::noun_affords(cart, row). 0.0019::noun_affords(cart, pourfrom). 0.0030::noun_affords(cart, lookthrough). 0.0019::noun_affords(cart, writewith). 0.0019::noun_affords(cart, typeon).
attested_noun(cartoon). % 2 rows
0.0331::noun_affords(cartoon, grasp). 0.0331::noun_affords(cartoon, lift). 0.0331::noun_affords(cartoon, throw). 0.0331::noun_affords(cartoon, push). 0.0331::noun_affords(cartoon, fix). 0.0019::noun_affords(cartoon, ride). 0.0700::noun_affords(cartoon, play). 0.9187::noun_affords(cartoon, watch). 0.0019::noun_affords(cartoon, siton). 0.0019::noun_affords(cartoon, feed). 0.0019::noun_affords(cartoon, row). 0.0019::noun_affords(cartoon, pourfrom). 0.0058::noun_affords(cartoon, lookthrough). 0.0019::noun_affords(cartoon, writewith). 0.0019::noun_affords(cartoon, typeon).
attested_noun(cash). % 3 rows
0.8164::noun_affords(cash, grasp). 0.8217::noun_affords(cash, lift). 0.7857::noun_affords(cash, throw). 0.3271::noun_affords(cash, push). 0.0170::noun_affords(cash, fix). 0.0010::noun_affords(cash, ride). 0.0010::noun_affords(cash, play). 0.0270::noun_affords(cash, watch). 0.0030::noun_affords(cash, siton). 0.0010::noun_affords(cash, feed). 0.0010::noun_affords(cash, row). 0.0010::noun_affords(cash, pourfrom). 0.0090::noun_affords(cash, lookthrough). 0.0010::noun_affords(cash, writewith). 0.0010::noun_affords(cash, typeon).
attested_noun(casino). % 2 rows
0.0086::noun_affords(casino, grasp). 0.0138::noun_affords(casino, lift). 0.0086::noun_affords(casino, throw). 0.0094::noun_affords(casino, push). 0.0390::noun_affords(casino, fix). 0.0067::noun_affords(casino, ride). 0.5079::noun_affords(casino, play). 0.2134::noun_affords(casino, watch). 0.0079::noun_affords(casino, siton). 0.0004::noun_affords(casino, feed). 0.0004::noun_affords(casino, row). 0.0079::noun_affords(casino, pourfrom). 0.0534::noun_affords(casino, lookthrough). 0.0004::noun_affords(casino, writewith). 0.0004::noun_affords(casino, typeon).
attested_noun(castle). % 2 rows
0.0086::noun_affords(castle, grasp). 0.0138::noun_affords(castle, lift). 0.0086::noun_affords(castle, throw). 0.0094::noun_affords(castle, push). 0.0390::noun_affords(castle, fix). 0.0067::noun_affords(castle, ride). 0.0079::noun_affords(castle, play). 0.7134::noun_affords(castle, watch). 0.0079::noun_affords(castle, siton). 0.0004::noun_affords(castle, feed). 0.0004::noun_affords(castle, row). 0.0079::noun_affords(castle, pourfrom). 0.0534::noun_affords(castle, lookthrough). 0.0004::noun_affords(castle, writewith). 0.0004::noun_affords(castle, typeon).
attested_noun(cat). % 13 rows
0.4807::noun_affords(cat, grasp). 0.5093::noun_affords(cat, lift). 0.1684::noun_affords(cat, throw). 0.2460::noun_affords(cat, push). 0.0011::noun_affords(cat, fix). 0.0011::noun_affords(cat, ride). 0.4736::noun_affords(cat, play). 0.6217::noun_affords(cat, watch). 0.0011::noun_affords(cat, siton). 0.8523::noun_affords(cat, feed). 0.0011::noun_affords(cat, row). 0.0011::noun_affords(cat, pourfrom). 0.0011::noun_affords(cat, lookthrough). 0.0011::noun_affords(cat, writewith). 0.0011::noun_affords(cat, typeon).
attested_noun(catfish). % 2 rows
0.5700::noun_affords(catfish, grasp). 0.5262::noun_affords(catfish, lift). 0.1718::noun_affords(catfish, throw). 0.4155::noun_affords(catfish, push). 0.0030::noun_affords(catfish, fix). 0.0030::noun_affords(catfish, ride). 0.0030::noun_affords(catfish, play). 0.5012::noun_affords(catfish, watch). 0.0030::noun_affords(catfish, siton). 0.9387::noun_affords(catfish, feed). 0.0030::noun_affords(catfish, row). 0.0030::noun_affords(catfish, pourfrom). 0.0030::noun_affords(catfish, lookthrough). 0.0030::noun_affords(catfish, writewith). 0.0030::noun_affords(catfish, typeon).
attested_noun(cattle). % 2 rows
0.0464::noun_affords(cattle, grasp). 0.0631::noun_affords(cattle, lift). 0.0464::noun_affords(cattle, throw). 0.3687::noun_affords(cattle, push). 0.0020::noun_affords(cattle, fix). 0.0353::noun_affords(cattle, ride). 0.0020::noun_affords(cattle, play). 0.7411::noun_affords(cattle, watch). 0.0353::noun_affords(cattle, siton). 0.8689::noun_affords(cattle, feed). 0.0020::noun_affords(cattle, row). 0.0020::noun_affords(cattle, pourfrom). 0.0020::noun_affords(cattle, lookthrough). 0.0020::noun_affords(cattle, writewith). 0.0020::noun_affords(cattle, typeon).
attested_noun(ceiling). % 2 rows
0.0269::noun_affords(ceiling, grasp). 0.0355::noun_affords(ceiling, lift). 0.0269::noun_affords(ceiling, throw). 0.0346::noun_affords(ceiling, push). 0.0932::noun_affords(ceiling, fix). 0.0010::noun_affords(ceiling, ride). 0.0010::noun_affords(ceiling, play). 0.6198::noun_affords(ceiling, watch). 0.0996::noun_affords(ceiling, siton). 0.0183::noun_affords(ceiling, feed). 0.0010::noun_affords(ceiling, row). 0.0010::noun_affords(ceiling, pourfrom). 0.0346::noun_affords(ceiling, lookthrough). 0.0010::noun_affords(ceiling, writewith). 0.0010::noun_affords(ceiling, typeon).
attested_noun(center). % 2 rows
0.0086::noun_affords(center, grasp). 0.0138::noun_affords(center, lift). 0.0086::noun_affords(center, throw). 0.0094::noun_affords(center, push). 0.0390::noun_affords(center, fix). 0.0067::noun_affords(center, ride). 0.0079::noun_affords(center, play). 0.4634::noun_affords(center, watch). 0.0079::noun_affords(center, siton). 0.0004::noun_affords(center, feed). 0.0004::noun_affords(center, row). 0.0079::noun_affords(center, pourfrom). 0.0534::noun_affords(center, lookthrough). 0.0004::noun_affords(center, writewith). 0.0004::noun_affords(center, typeon).
attested_noun(certificate). % 2 rows
0.5568::noun_affords(certificate, grasp). 0.2963::noun_affords(certificate, lift). 0.2859::noun_affords(certificate, throw). 0.2095::noun_affords(certificate, push). 0.0467::noun_affords(certificate, fix). 0.0007::noun_affords(certificate, ride). 0.0007::noun_affords(certificate, play). 0.0892::noun_affords(certificate, watch). 0.0007::noun_affords(certificate, siton). 0.0007::noun_affords(certificate, feed). 0.0007::noun_affords(certificate, row). 0.0007::noun_affords(certificate, pourfrom). 0.4069::noun_affords(certificate, lookthrough). 0.0007::noun_affords(certificate, writewith). 0.0176::noun_affords(certificate, typeon).
attested_noun(chair). % 8 rows
0.4791::noun_affords(chair, grasp). 0.7189::noun_affords(chair, lift). 0.5508::noun_affords(chair, throw). 0.7033::noun_affords(chair, push). 0.6944::noun_affords(chair, fix). 0.0013::noun_affords(chair, ride). 0.0013::noun_affords(chair, play). 0.0324::noun_affords(chair, watch). 0.9822::noun_affords(chair, siton). 0.0013::noun_affords(chair, feed). 0.0013::noun_affords(chair, row). 0.0013::noun_affords(chair, pourfrom). 0.0013::noun_affords(chair, lookthrough). 0.0013::noun_affords(chair, writewith). 0.0013::noun_affords(chair, typeon).
attested_noun(chamber). % 3 rows
0.2399::noun_affords(chamber, grasp). 0.2399::noun_affords(chamber, lift). 0.2399::noun_affords(chamber, throw). 0.0177::noun_affords(chamber, push). 0.0260::noun_affords(chamber, fix). 0.0010::noun_affords(chamber, ride). 0.0052::noun_affords(chamber, play). 0.2482::noun_affords(chamber, watch). 0.0177::noun_affords(chamber, siton). 0.2066::noun_affords(chamber, feed). 0.0010::noun_affords(chamber, row). 0.0010::noun_affords(chamber, pourfrom). 0.0593::noun_affords(chamber, lookthrough). 0.0010::noun_affords(chamber, writewith). 0.0010::noun_affords(chamber, typeon).
attested_noun(chapel). % 2 rows
0.0086::noun_affords(chapel, grasp). 0.0138::noun_affords(chapel, lift). 0.0086::noun_affords(chapel, throw). 0.0094::noun_affords(chapel, push). 0.0390::noun_affords(chapel, fix). 0.0067::noun_affords(chapel, ride). 0.0079::noun_affords(chapel, play). 0.4634::noun_affords(chapel, watch). 0.0079::noun_affords(chapel, siton). 0.0004::noun_affords(chapel, feed). 0.0004::noun_affords(chapel, row). 0.0079::noun_affords(chapel, pourfrom). 0.0534::noun_affords(chapel, lookthrough). 0.0004::noun_affords(chapel, writewith). 0.0004::noun_affords(chapel, typeon).
attested_noun(check). % 3 rows
0.6454::noun_affords(check, grasp). 0.6371::noun_affords(check, lift). 0.6287::noun_affords(check, throw). 0.3676::noun_affords(check, push). 0.0373::noun_affords(check, fix). 0.0005::noun_affords(check, ride). 0.0005::noun_affords(check, play). 0.0713::noun_affords(check, watch). 0.0005::noun_affords(check, siton). 0.0005::noun_affords(check, feed). 0.0005::noun_affords(check, row). 0.0005::noun_affords(check, pourfrom). 0.1255::noun_affords(check, lookthrough). 0.0005::noun_affords(check, writewith). 0.0141::noun_affords(check, typeon).
attested_noun(cheese). % 4 rows
0.9189::noun_affords(cheese, grasp). 0.9180::noun_affords(cheese, lift). 0.9070::noun_affords(cheese, throw). 0.6918::noun_affords(cheese, push). 0.0004::noun_affords(cheese, fix). 0.0004::noun_affords(cheese, ride). 0.0004::noun_affords(cheese, play). 0.0215::noun_affords(cheese, watch). 0.0062::noun_affords(cheese, siton). 0.2679::noun_affords(cheese, feed). 0.0004::noun_affords(cheese, row). 0.0062::noun_affords(cheese, pourfrom). 0.0027::noun_affords(cheese, lookthrough). 0.0004::noun_affords(cheese, writewith). 0.0004::noun_affords(cheese, typeon).
attested_noun(chevette). % 2 rows
0.0097::noun_affords(chevette, grasp). 0.0223::noun_affords(chevette, lift). 0.0019::noun_affords(chevette, throw). 0.7975::noun_affords(chevette, push). 0.8696::noun_affords(chevette, fix). 0.3235::noun_affords(chevette, ride). 0.0019::noun_affords(chevette, play). 0.0536::noun_affords(chevette, watch). 0.1089::noun_affords(chevette, siton). 0.0019::noun_affords(chevette, feed). 0.0019::noun_affords(chevette, row). 0.0019::noun_affords(chevette, pourfrom). 0.0030::noun_affords(chevette, lookthrough). 0.0019::noun_affords(chevette, writewith). 0.0019::noun_affords(chevette, typeon).
attested_noun(chicken). % 5 rows
0.6448::noun_affords(chicken, grasp). 0.9297::noun_affords(chicken, lift). 0.7774::noun_affords(chicken, throw). 0.4501::noun_affords(chicken, push). 0.0003::noun_affords(chicken, fix). 0.0003::noun_affords(chicken, ride). 0.0003::noun_affords(chicken, play). 0.0184::noun_affords(chicken, watch). 0.0053::noun_affords(chicken, siton). 0.0868::noun_affords(chicken, feed). 0.0003::noun_affords(chicken, row). 0.0053::noun_affords(chicken, pourfrom). 0.0023::noun_affords(chicken, lookthrough). 0.0003::noun_affords(chicken, writewith). 0.0003::noun_affords(chicken, typeon).
attested_noun(child). % 10 rows
0.0102::noun_affords(child, grasp). 0.3222::noun_affords(child, lift). 0.0082::noun_affords(child, throw). 0.1788::noun_affords(child, push). 0.0014::noun_affords(child, fix). 0.0014::noun_affords(child, ride). 0.3937::noun_affords(child, play). 0.4063::noun_affords(child, watch). 0.0014::noun_affords(child, siton). 0.6012::noun_affords(child, feed). 0.0014::noun_affords(child, row). 0.0014::noun_affords(child, pourfrom). 0.0014::noun_affords(child, lookthrough). 0.0014::noun_affords(child, writewith). 0.0014::noun_affords(child, typeon).
attested_noun(chin). % 2 rows
0.0822::noun_affords(chin, grasp). 0.3486::noun_affords(chin, lift). 0.0219::noun_affords(chin, throw). 0.0352::noun_affords(chin, push). 0.0033::noun_affords(chin, fix). 0.0113::noun_affords(chin, ride). 0.0006::noun_affords(chin, play). 0.0991::noun_affords(chin, watch). 0.0113::noun_affords(chin, siton). 0.0006::noun_affords(chin, feed). 0.0006::noun_affords(chin, row). 0.0006::noun_affords(chin, pourfrom). 0.0006::noun_affords(chin, lookthrough). 0.0006::noun_affords(chin, writewith). 0.0006::noun_affords(chin, typeon).
attested_noun(chip). % 2 rows
0.8784::noun_affords(chip, grasp). 0.8770::noun_affords(chip, lift). 0.8605::noun_affords(chip, throw). 0.7877::noun_affords(chip, push). 0.0005::noun_affords(chip, fix). 0.0005::noun_affords(chip, ride). 0.0005::noun_affords(chip, play). 0.0323::noun_affords(chip, watch). 0.0093::noun_affords(chip, siton). 0.1519::noun_affords(chip, feed). 0.0005::noun_affords(chip, row). 0.0093::noun_affords(chip, pourfrom). 0.0041::noun_affords(chip, lookthrough). 0.0005::noun_affords(chip, writewith). 0.0005::noun_affords(chip, typeon).
attested_noun(church). % 5 rows
0.0049::noun_affords(church, grasp). 0.0079::noun_affords(church, lift). 0.0049::noun_affords(church, throw). 0.0054::noun_affords(church, push). 0.0223::noun_affords(church, fix). 0.0038::noun_affords(church, ride). 0.0045::noun_affords(church, play). 0.4076::noun_affords(church, watch). 0.0045::noun_affords(church, siton). 0.0003::noun_affords(church, feed). 0.0003::noun_affords(church, row). 0.0045::noun_affords(church, pourfrom). 0.1734::noun_affords(church, lookthrough). 0.0003::noun_affords(church, writewith). 0.0003::noun_affords(church, typeon).
attested_noun(cigarette). % 3 rows
0.5661::noun_affords(cigarette, grasp). 0.6024::noun_affords(cigarette, lift). 0.7416::noun_affords(cigarette, throw). 0.5173::noun_affords(cigarette, push). 0.0022::noun_affords(cigarette, fix). 0.0022::noun_affords(cigarette, ride). 0.0022::noun_affords(cigarette, play). 0.0022::noun_affords(cigarette, watch). 0.0022::noun_affords(cigarette, siton). 0.0509::noun_affords(cigarette, feed). 0.0022::noun_affords(cigarette, row). 0.0022::noun_affords(cigarette, pourfrom). 0.0022::noun_affords(cigarette, lookthrough). 0.0022::noun_affords(cigarette, writewith). 0.0022::noun_affords(cigarette, typeon).
attested_noun(clock). % 3 rows
0.5802::noun_affords(clock, grasp). 0.8009::noun_affords(clock, lift). 0.5365::noun_affords(clock, throw). 0.3549::noun_affords(clock, push). 0.8044::noun_affords(clock, fix). 0.0043::noun_affords(clock, ride). 0.0215::noun_affords(clock, play). 0.2721::noun_affords(clock, watch). 0.0008::noun_affords(clock, siton). 0.0008::noun_affords(clock, feed). 0.0008::noun_affords(clock, row). 0.0008::noun_affords(clock, pourfrom). 0.0192::noun_affords(clock, lookthrough). 0.0008::noun_affords(clock, writewith). 0.0008::noun_affords(clock, typeon).
attested_noun(clothes). % 8 rows
0.9572::noun_affords(clothes, grasp). 0.9559::noun_affords(clothes, lift). 0.9511::noun_affords(clothes, throw). 0.8133::noun_affords(clothes, push). 0.8833::noun_affords(clothes, fix). 0.0002::noun_affords(clothes, ride). 0.0023::noun_affords(clothes, play). 0.0263::noun_affords(clothes, watch). 0.0002::noun_affords(clothes, siton). 0.0002::noun_affords(clothes, feed). 0.0002::noun_affords(clothes, row). 0.0002::noun_affords(clothes, pourfrom). 0.0145::noun_affords(clothes, lookthrough). 0.0002::noun_affords(clothes, writewith). 0.0002::noun_affords(clothes, typeon).
attested_noun(clothing). % 2 rows
0.6430::noun_affords(clothing, grasp). 0.6396::noun_affords(clothing, lift). 0.6277::noun_affords(clothing, throw). 0.5333::noun_affords(clothing, push). 0.4583::noun_affords(clothing, fix). 0.0006::noun_affords(clothing, ride). 0.0057::noun_affords(clothing, play). 0.3157::noun_affords(clothing, watch). 0.0006::noun_affords(clothing, siton). 0.0006::noun_affords(clothing, feed). 0.0006::noun_affords(clothing, row). 0.0006::noun_affords(clothing, pourfrom). 0.2863::noun_affords(clothing, lookthrough). 0.0006::noun_affords(clothing, writewith). 0.0006::noun_affords(clothing, typeon).
attested_noun(coast). % 4 rows
0.0075::noun_affords(coast, grasp). 0.0075::noun_affords(coast, lift). 0.0075::noun_affords(coast, throw). 0.0057::noun_affords(coast, push). 0.0030::noun_affords(coast, fix). 0.0003::noun_affords(coast, ride). 0.0129::noun_affords(coast, play). 0.3173::noun_affords(coast, watch). 0.0233::noun_affords(coast, siton). 0.0057::noun_affords(coast, feed). 0.0057::noun_affords(coast, row). 0.0003::noun_affords(coast, pourfrom). 0.0003::noun_affords(coast, lookthrough). 0.0003::noun_affords(coast, writewith). 0.0003::noun_affords(coast, typeon).
attested_noun(coffee). % 7 rows
0.4225::noun_affords(coffee, grasp). 0.3151::noun_affords(coffee, lift). 0.2907::noun_affords(coffee, throw). 0.0476::noun_affords(coffee, push). 0.0007::noun_affords(coffee, fix). 0.0007::noun_affords(coffee, ride). 0.0007::noun_affords(coffee, play). 0.0080::noun_affords(coffee, watch). 0.0007::noun_affords(coffee, siton). 0.3061::noun_affords(coffee, feed). 0.0065::noun_affords(coffee, row). 0.0536::noun_affords(coffee, pourfrom). 0.0007::noun_affords(coffee, lookthrough). 0.0007::noun_affords(coffee, writewith). 0.0007::noun_affords(coffee, typeon).
attested_noun(coin). % 2 rows
0.7705::noun_affords(coin, grasp). 0.7772::noun_affords(coin, lift). 0.7322::noun_affords(coin, throw). 0.4088::noun_affords(coin, push). 0.0212::noun_affords(coin, fix). 0.0012::noun_affords(coin, ride). 0.0012::noun_affords(coin, play). 0.2837::noun_affords(coin, watch). 0.0037::noun_affords(coin, siton). 0.0012::noun_affords(coin, feed). 0.0012::noun_affords(coin, row). 0.0012::noun_affords(coin, pourfrom). 0.0112::noun_affords(coin, lookthrough). 0.0012::noun_affords(coin, writewith). 0.0012::noun_affords(coin, typeon).
attested_noun(comedy). % 2 rows
0.0331::noun_affords(comedy, grasp). 0.0331::noun_affords(comedy, lift). 0.0331::noun_affords(comedy, throw). 0.0331::noun_affords(comedy, push). 0.0331::noun_affords(comedy, fix). 0.0019::noun_affords(comedy, ride). 0.0700::noun_affords(comedy, play). 0.9187::noun_affords(comedy, watch). 0.0019::noun_affords(comedy, siton). 0.0019::noun_affords(comedy, feed). 0.0019::noun_affords(comedy, row). 0.0019::noun_affords(comedy, pourfrom). 0.0058::noun_affords(comedy, lookthrough). 0.0019::noun_affords(comedy, writewith). 0.0019::noun_affords(comedy, typeon).
attested_noun(computer). % 16 rows
0.5818::noun_affords(computer, grasp). 0.8236::noun_affords(computer, lift). 0.5254::noun_affords(computer, throw). 0.5235::noun_affords(computer, push). 0.9926::noun_affords(computer, fix). 0.0007::noun_affords(computer, ride). 0.4781::noun_affords(computer, play). 0.5407::noun_affords(computer, watch). 0.0007::noun_affords(computer, siton). 0.0007::noun_affords(computer, feed). 0.0007::noun_affords(computer, row). 0.0007::noun_affords(computer, pourfrom). 0.0735::noun_affords(computer, lookthrough). 0.0007::noun_affords(computer, writewith). 0.8133::noun_affords(computer, typeon).
attested_noun(concert). % 6 rows
0.0004::noun_affords(concert, grasp). 0.0066::noun_affords(concert, lift). 0.0066::noun_affords(concert, throw). 0.0066::noun_affords(concert, push). 0.0019::noun_affords(concert, fix). 0.0113::noun_affords(concert, ride). 0.1420::noun_affords(concert, play). 0.9042::noun_affords(concert, watch). 0.0019::noun_affords(concert, siton). 0.0004::noun_affords(concert, feed). 0.0019::noun_affords(concert, row). 0.0004::noun_affords(concert, pourfrom). 0.0066::noun_affords(concert, lookthrough). 0.0004::noun_affords(concert, writewith). 0.0004::noun_affords(concert, typeon).
attested_noun(cookie). % 2 rows
0.6284::noun_affords(cookie, grasp). 0.6270::noun_affords(cookie, lift). 0.6105::noun_affords(cookie, throw). 0.5377::noun_affords(cookie, push). 0.0005::noun_affords(cookie, fix). 0.0005::noun_affords(cookie, ride). 0.0005::noun_affords(cookie, play). 0.0323::noun_affords(cookie, watch). 0.0093::noun_affords(cookie, siton). 0.1519::noun_affords(cookie, feed). 0.0005::noun_affords(cookie, row). 0.0093::noun_affords(cookie, pourfrom). 0.0041::noun_affords(cookie, lookthrough). 0.0005::noun_affords(cookie, writewith). 0.0005::noun_affords(cookie, typeon).
attested_noun(costume). % 3 rows
0.7144::noun_affords(costume, grasp). 0.7117::noun_affords(costume, lift). 0.5022::noun_affords(costume, throw). 0.2266::noun_affords(costume, push). 0.3666::noun_affords(costume, fix). 0.0005::noun_affords(costume, ride). 0.0046::noun_affords(costume, play). 0.0526::noun_affords(costume, watch). 0.0005::noun_affords(costume, siton). 0.0005::noun_affords(costume, feed). 0.0005::noun_affords(costume, row). 0.0005::noun_affords(costume, pourfrom). 0.0291::noun_affords(costume, lookthrough). 0.0005::noun_affords(costume, writewith). 0.0005::noun_affords(costume, typeon).
attested_noun(countryside). % 3 rows
0.0090::noun_affords(countryside, grasp). 0.0090::noun_affords(countryside, lift). 0.0090::noun_affords(countryside, throw). 0.0068::noun_affords(countryside, push). 0.0036::noun_affords(countryside, fix). 0.0004::noun_affords(countryside, ride). 0.0154::noun_affords(countryside, play). 0.3808::noun_affords(countryside, watch). 0.0279::noun_affords(countryside, siton). 0.0068::noun_affords(countryside, feed). 0.0068::noun_affords(countryside, row). 0.0004::noun_affords(countryside, pourfrom). 0.0004::noun_affords(countryside, lookthrough). 0.0004::noun_affords(countryside, writewith). 0.0004::noun_affords(countryside, typeon).
attested_noun(course). % 2 rows
0.0030::noun_affords(course, grasp). 0.0030::noun_affords(course, lift). 0.0030::noun_affords(course, throw). 0.0030::noun_affords(course, push). 0.0174::noun_affords(course, fix). 0.2713::noun_affords(course, ride). 0.0030::noun_affords(course, play). 0.1449::noun_affords(course, watch). 0.0580::noun_affords(course, siton). 0.0030::noun_affords(course, feed). 0.0030::noun_affords(course, row). 0.0030::noun_affords(course, pourfrom). 0.0080::noun_affords(course, lookthrough). 0.0030::noun_affords(course, writewith). 0.0030::noun_affords(course, typeon).
attested_noun(cow). % 3 rows
0.2372::noun_affords(cow, grasp). 0.2505::noun_affords(cow, lift). 0.2372::noun_affords(cow, throw). 0.0949::noun_affords(cow, push). 0.0016::noun_affords(cow, fix). 0.0283::noun_affords(cow, ride). 0.0016::noun_affords(cow, play). 0.3929::noun_affords(cow, watch). 0.0283::noun_affords(cow, siton). 0.6951::noun_affords(cow, feed). 0.0016::noun_affords(cow, row). 0.0016::noun_affords(cow, pourfrom). 0.0016::noun_affords(cow, lookthrough). 0.0016::noun_affords(cow, writewith). 0.0016::noun_affords(cow, typeon).
attested_noun(creature). % 3 rows
0.0630::noun_affords(creature, grasp). 0.1050::noun_affords(creature, lift). 0.0478::noun_affords(creature, throw). 0.2734::noun_affords(creature, push). 0.0102::noun_affords(creature, fix). 0.0011::noun_affords(creature, ride). 0.0253::noun_affords(creature, play). 0.5954::noun_affords(creature, watch). 0.0011::noun_affords(creature, siton). 0.7170::noun_affords(creature, feed). 0.0011::noun_affords(creature, row). 0.0011::noun_affords(creature, pourfrom). 0.0011::noun_affords(creature, lookthrough). 0.0011::noun_affords(creature, writewith). 0.0011::noun_affords(creature, typeon).
attested_noun(cricket). % 3 rows
0.2243::noun_affords(cricket, grasp). 0.4414::noun_affords(cricket, lift). 0.2312::noun_affords(cricket, throw). 0.4326::noun_affords(cricket, push). 0.0018::noun_affords(cricket, fix). 0.0018::noun_affords(cricket, ride). 0.4642::noun_affords(cricket, play). 0.2060::noun_affords(cricket, watch). 0.0018::noun_affords(cricket, siton). 0.0018::noun_affords(cricket, feed). 0.0018::noun_affords(cricket, row). 0.0018::noun_affords(cricket, pourfrom). 0.0018::noun_affords(cricket, lookthrough). 0.0018::noun_affords(cricket, writewith). 0.0018::noun_affords(cricket, typeon).
attested_noun(crop). % 4 rows
0.3475::noun_affords(crop, grasp). 0.3268::noun_affords(crop, lift). 0.3066::noun_affords(crop, throw). 0.0691::noun_affords(crop, push). 0.0034::noun_affords(crop, fix). 0.0009::noun_affords(crop, ride). 0.0009::noun_affords(crop, play). 0.0947::noun_affords(crop, watch). 0.0117::noun_affords(crop, siton). 0.0009::noun_affords(crop, feed). 0.0009::noun_affords(crop, row). 0.0009::noun_affords(crop, pourfrom). 0.0009::noun_affords(crop, lookthrough). 0.0009::noun_affords(crop, writewith). 0.0009::noun_affords(crop, typeon).
attested_noun(cruise). % 2 rows
0.0008::noun_affords(cruise, grasp). 0.0133::noun_affords(cruise, lift). 0.0133::noun_affords(cruise, throw). 0.0133::noun_affords(cruise, push). 0.0039::noun_affords(cruise, fix). 0.0226::noun_affords(cruise, ride). 0.0341::noun_affords(cruise, play). 0.3083::noun_affords(cruise, watch). 0.0039::noun_affords(cruise, siton). 0.0008::noun_affords(cruise, feed). 0.0039::noun_affords(cruise, row). 0.0008::noun_affords(cruise, pourfrom). 0.0133::noun_affords(cruise, lookthrough). 0.0008::noun_affords(cruise, writewith). 0.0008::noun_affords(cruise, typeon).
attested_noun(cup). % 2 rows
0.9231::noun_affords(cup, grasp). 0.9458::noun_affords(cup, lift). 0.9250::noun_affords(cup, throw). 0.9121::noun_affords(cup, push). 0.4327::noun_affords(cup, fix). 0.0013::noun_affords(cup, ride). 0.0013::noun_affords(cup, play). 0.0320::noun_affords(cup, watch). 0.0471::noun_affords(cup, siton). 0.0146::noun_affords(cup, feed). 0.0013::noun_affords(cup, row). 0.7390::noun_affords(cup, pourfrom). 0.0299::noun_affords(cup, lookthrough). 0.0013::noun_affords(cup, writewith). 0.0013::noun_affords(cup, typeon).
attested_noun(dagger). % 2 rows
0.8514::noun_affords(dagger, grasp). 0.9028::noun_affords(dagger, lift). 0.9028::noun_affords(dagger, throw). 0.4998::noun_affords(dagger, push). 0.5020::noun_affords(dagger, fix). 0.0021::noun_affords(dagger, ride). 0.0061::noun_affords(dagger, play). 0.0666::noun_affords(dagger, watch). 0.0021::noun_affords(dagger, siton). 0.0021::noun_affords(dagger, feed). 0.0021::noun_affords(dagger, row). 0.0021::noun_affords(dagger, pourfrom). 0.0051::noun_affords(dagger, lookthrough). 0.0021::noun_affords(dagger, writewith). 0.0021::noun_affords(dagger, typeon).
attested_noun(daisy). % 2 rows
0.7713::noun_affords(daisy, grasp). 0.7403::noun_affords(daisy, lift). 0.7100::noun_affords(daisy, throw). 0.3536::noun_affords(daisy, push). 0.0052::noun_affords(daisy, fix). 0.0014::noun_affords(daisy, ride). 0.0014::noun_affords(daisy, play). 0.1421::noun_affords(daisy, watch). 0.0176::noun_affords(daisy, siton). 0.0014::noun_affords(daisy, feed). 0.0014::noun_affords(daisy, row). 0.0014::noun_affords(daisy, pourfrom). 0.0014::noun_affords(daisy, lookthrough). 0.0014::noun_affords(daisy, writewith). 0.0014::noun_affords(daisy, typeon).
attested_noun(damage). % 2 rows
0.0954::noun_affords(damage, grasp). 0.0689::noun_affords(damage, lift). 0.0727::noun_affords(damage, throw). 0.0575::noun_affords(damage, push). 0.0821::noun_affords(damage, fix). 0.0007::noun_affords(damage, ride). 0.0007::noun_affords(damage, play). 0.0802::noun_affords(damage, watch). 0.0007::noun_affords(damage, siton). 0.0348::noun_affords(damage, feed). 0.0120::noun_affords(damage, row). 0.0007::noun_affords(damage, pourfrom). 0.0158::noun_affords(damage, lookthrough). 0.0007::noun_affords(damage, writewith). 0.0120::noun_affords(damage, typeon).
attested_noun(delgada). % 2 rows
0.0112::noun_affords(delgada, grasp). 0.0112::noun_affords(delgada, lift). 0.0112::noun_affords(delgada, throw). 0.0085::noun_affords(delgada, push). 0.0045::noun_affords(delgada, fix). 0.0005::noun_affords(delgada, ride). 0.0193::noun_affords(delgada, play). 0.2260::noun_affords(delgada, watch). 0.0349::noun_affords(delgada, siton). 0.0085::noun_affords(delgada, feed). 0.0085::noun_affords(delgada, row). 0.0005::noun_affords(delgada, pourfrom). 0.0005::noun_affords(delgada, lookthrough). 0.0005::noun_affords(delgada, writewith). 0.0005::noun_affords(delgada, typeon).
attested_noun(desert). % 2 rows
0.0112::noun_affords(desert, grasp). 0.0112::noun_affords(desert, lift). 0.0112::noun_affords(desert, throw). 0.0085::noun_affords(desert, push). 0.0045::noun_affords(desert, fix). 0.0005::noun_affords(desert, ride). 0.0193::noun_affords(desert, play). 0.2260::noun_affords(desert, watch). 0.0349::noun_affords(desert, siton). 0.0085::noun_affords(desert, feed). 0.0085::noun_affords(desert, row). 0.0005::noun_affords(desert, pourfrom). 0.0005::noun_affords(desert, lookthrough). 0.0005::noun_affords(desert, writewith). 0.0005::noun_affords(desert, typeon).
attested_noun(design). % 2 rows
0.0187::noun_affords(design, grasp). 0.0520::noun_affords(design, lift). 0.0187::noun_affords(design, throw). 0.0020::noun_affords(design, push). 0.0353::noun_affords(design, fix). 0.0020::noun_affords(design, ride). 0.0020::noun_affords(design, play). 0.2994::noun_affords(design, watch). 0.0020::noun_affords(design, siton). 0.0020::noun_affords(design, feed). 0.0020::noun_affords(design, row). 0.0020::noun_affords(design, pourfrom). 0.0298::noun_affords(design, lookthrough). 0.0020::noun_affords(design, writewith). 0.0020::noun_affords(design, typeon).
attested_noun(device). % 2 rows
0.7253::noun_affords(device, grasp). 0.5011::noun_affords(device, lift). 0.4206::noun_affords(device, throw). 0.6937::noun_affords(device, push). 0.7555::noun_affords(device, fix). 0.0053::noun_affords(device, ride). 0.0269::noun_affords(device, play). 0.3401::noun_affords(device, watch). 0.0010::noun_affords(device, siton). 0.0010::noun_affords(device, feed). 0.0010::noun_affords(device, row). 0.0010::noun_affords(device, pourfrom). 0.0240::noun_affords(device, lookthrough). 0.0010::noun_affords(device, writewith). 0.0010::noun_affords(device, typeon).
attested_noun(dinner). % 3 rows
0.0230::noun_affords(dinner, grasp). 0.0530::noun_affords(dinner, lift). 0.0430::noun_affords(dinner, throw). 0.0330::noun_affords(dinner, push). 0.0030::noun_affords(dinner, fix). 0.0030::noun_affords(dinner, ride). 0.0030::noun_affords(dinner, play). 0.0530::noun_affords(dinner, watch). 0.0030::noun_affords(dinner, siton). 0.8200::noun_affords(dinner, feed). 0.0030::noun_affords(dinner, row). 0.0030::noun_affords(dinner, pourfrom). 0.0030::noun_affords(dinner, lookthrough). 0.0030::noun_affords(dinner, writewith). 0.0030::noun_affords(dinner, typeon).
attested_noun(disease). % 2 rows
0.0954::noun_affords(disease, grasp). 0.0689::noun_affords(disease, lift). 0.0727::noun_affords(disease, throw). 0.0575::noun_affords(disease, push). 0.3321::noun_affords(disease, fix). 0.0007::noun_affords(disease, ride). 0.0007::noun_affords(disease, play). 0.0802::noun_affords(disease, watch). 0.0007::noun_affords(disease, siton). 0.0348::noun_affords(disease, feed). 0.0120::noun_affords(disease, row). 0.0007::noun_affords(disease, pourfrom). 0.0158::noun_affords(disease, lookthrough). 0.0007::noun_affords(disease, writewith). 0.0120::noun_affords(disease, typeon).
attested_noun(dish). % 2 rows
0.8784::noun_affords(dish, grasp). 0.8770::noun_affords(dish, lift). 0.8605::noun_affords(dish, throw). 0.7877::noun_affords(dish, push). 0.0005::noun_affords(dish, fix). 0.0005::noun_affords(dish, ride). 0.0005::noun_affords(dish, play). 0.2823::noun_affords(dish, watch). 0.0093::noun_affords(dish, siton). 0.4019::noun_affords(dish, feed). 0.0005::noun_affords(dish, row). 0.0093::noun_affords(dish, pourfrom). 0.0041::noun_affords(dish, lookthrough). 0.0005::noun_affords(dish, writewith). 0.0005::noun_affords(dish, typeon).
attested_noun(display). % 4 rows
0.0005::noun_affords(display, grasp). 0.0088::noun_affords(display, lift). 0.0088::noun_affords(display, throw). 0.0088::noun_affords(display, push). 0.0026::noun_affords(display, fix). 0.0151::noun_affords(display, ride). 0.0227::noun_affords(display, play). 0.5389::noun_affords(display, watch). 0.0026::noun_affords(display, siton). 0.0005::noun_affords(display, feed). 0.0026::noun_affords(display, row). 0.0005::noun_affords(display, pourfrom). 0.0088::noun_affords(display, lookthrough). 0.0005::noun_affords(display, writewith). 0.0005::noun_affords(display, typeon).
attested_noun(disposal). % 2 rows
0.0705::noun_affords(disposal, grasp). 0.1668::noun_affords(disposal, lift). 0.0685::noun_affords(disposal, throw). 0.1959::noun_affords(disposal, push). 0.3674::noun_affords(disposal, fix). 0.0270::noun_affords(disposal, ride). 0.0013::noun_affords(disposal, play). 0.0732::noun_affords(disposal, watch). 0.0230::noun_affords(disposal, siton). 0.0013::noun_affords(disposal, feed). 0.0230::noun_affords(disposal, row). 0.0013::noun_affords(disposal, pourfrom). 0.0013::noun_affords(disposal, lookthrough). 0.0013::noun_affords(disposal, writewith). 0.0013::noun_affords(disposal, typeon).
attested_noun(document). % 4 rows
0.7045::noun_affords(document, grasp). 0.8642::noun_affords(document, lift). 0.8573::noun_affords(document, throw). 0.4730::noun_affords(document, push). 0.0311::noun_affords(document, fix). 0.0004::noun_affords(document, ride). 0.0004::noun_affords(document, play). 0.0594::noun_affords(document, watch). 0.0004::noun_affords(document, siton). 0.0004::noun_affords(document, feed). 0.0004::noun_affords(document, row). 0.0004::noun_affords(document, pourfrom). 0.1046::noun_affords(document, lookthrough). 0.0004::noun_affords(document, writewith). 0.0117::noun_affords(document, typeon).
attested_noun(dodge). % 2 rows
0.0097::noun_affords(dodge, grasp). 0.0223::noun_affords(dodge, lift). 0.0019::noun_affords(dodge, throw). 0.7975::noun_affords(dodge, push). 0.8696::noun_affords(dodge, fix). 0.8235::noun_affords(dodge, ride). 0.0019::noun_affords(dodge, play). 0.0536::noun_affords(dodge, watch). 0.1089::noun_affords(dodge, siton). 0.0019::noun_affords(dodge, feed). 0.0019::noun_affords(dodge, row). 0.0019::noun_affords(dodge, pourfrom). 0.0030::noun_affords(dodge, lookthrough). 0.0019::noun_affords(dodge, writewith). 0.0019::noun_affords(dodge, typeon).
attested_noun(dog). % 8 rows
0.4210::noun_affords(dog, grasp). 0.8639::noun_affords(dog, lift). 0.1525::noun_affords(dog, throw). 0.5690::noun_affords(dog, push). 0.0017::noun_affords(dog, fix). 0.0017::noun_affords(dog, ride). 0.9103::noun_affords(dog, play). 0.6326::noun_affords(dog, watch). 0.0017::noun_affords(dog, siton). 0.9785::noun_affords(dog, feed). 0.0017::noun_affords(dog, row). 0.0017::noun_affords(dog, pourfrom). 0.0017::noun_affords(dog, lookthrough). 0.0017::noun_affords(dog, writewith). 0.0017::noun_affords(dog, typeon).
attested_noun(dome). % 2 rows
0.0086::noun_affords(dome, grasp). 0.0138::noun_affords(dome, lift). 0.0086::noun_affords(dome, throw). 0.0094::noun_affords(dome, push). 0.0390::noun_affords(dome, fix). 0.0067::noun_affords(dome, ride). 0.0079::noun_affords(dome, play). 0.7134::noun_affords(dome, watch). 0.0079::noun_affords(dome, siton). 0.0004::noun_affords(dome, feed). 0.0004::noun_affords(dome, row). 0.0079::noun_affords(dome, pourfrom). 0.0534::noun_affords(dome, lookthrough). 0.0004::noun_affords(dome, writewith). 0.0004::noun_affords(dome, typeon).
attested_noun(door). % 16 rows
0.1706::noun_affords(door, grasp). 0.0591::noun_affords(door, lift). 0.0010::noun_affords(door, throw). 0.8250::noun_affords(door, push). 0.8345::noun_affords(door, fix). 0.0010::noun_affords(door, ride). 0.0010::noun_affords(door, play). 0.4137::noun_affords(door, watch). 0.0010::noun_affords(door, siton). 0.0010::noun_affords(door, feed). 0.0010::noun_affords(door, row). 0.0010::noun_affords(door, pourfrom). 0.2934::noun_affords(door, lookthrough). 0.0010::noun_affords(door, writewith). 0.0010::noun_affords(door, typeon).
attested_noun(doorway). % 3 rows
0.0141::noun_affords(doorway, grasp). 0.0127::noun_affords(doorway, lift). 0.0034::noun_affords(doorway, throw). 0.1700::noun_affords(doorway, push). 0.4043::noun_affords(doorway, fix). 0.0034::noun_affords(doorway, ride). 0.0034::noun_affords(doorway, play). 0.2894::noun_affords(doorway, watch). 0.0034::noun_affords(doorway, siton). 0.0034::noun_affords(doorway, feed). 0.0034::noun_affords(doorway, row). 0.0034::noun_affords(doorway, pourfrom). 0.8562::noun_affords(doorway, lookthrough). 0.0034::noun_affords(doorway, writewith). 0.0034::noun_affords(doorway, typeon).
attested_noun(drawbridge). % 2 rows
0.0086::noun_affords(drawbridge, grasp). 0.2638::noun_affords(drawbridge, lift). 0.0086::noun_affords(drawbridge, throw). 0.0094::noun_affords(drawbridge, push). 0.2890::noun_affords(drawbridge, fix). 0.0067::noun_affords(drawbridge, ride). 0.0079::noun_affords(drawbridge, play). 0.4634::noun_affords(drawbridge, watch). 0.2579::noun_affords(drawbridge, siton). 0.0004::noun_affords(drawbridge, feed). 0.0004::noun_affords(drawbridge, row). 0.0079::noun_affords(drawbridge, pourfrom). 0.0534::noun_affords(drawbridge, lookthrough). 0.0004::noun_affords(drawbridge, writewith). 0.0004::noun_affords(drawbridge, typeon).
attested_noun(drawing). % 2 rows
0.3080::noun_affords(drawing, grasp). 0.2994::noun_affords(drawing, lift). 0.2483::noun_affords(drawing, throw). 0.2199::noun_affords(drawing, push). 0.0567::noun_affords(drawing, fix). 0.0027::noun_affords(drawing, ride). 0.0027::noun_affords(drawing, play). 0.5977::noun_affords(drawing, watch). 0.0027::noun_affords(drawing, siton). 0.0027::noun_affords(drawing, feed). 0.0027::noun_affords(drawing, row). 0.0027::noun_affords(drawing, pourfrom). 0.3465::noun_affords(drawing, lookthrough). 0.0027::noun_affords(drawing, writewith). 0.0027::noun_affords(drawing, typeon).
attested_noun(drink). % 7 rows
0.6448::noun_affords(drink, grasp). 0.6484::noun_affords(drink, lift). 0.4018::noun_affords(drink, throw). 0.3810::noun_affords(drink, push). 0.0007::noun_affords(drink, fix). 0.0007::noun_affords(drink, ride). 0.0007::noun_affords(drink, play). 0.0080::noun_affords(drink, watch). 0.0007::noun_affords(drink, siton). 0.5283::noun_affords(drink, feed). 0.0065::noun_affords(drink, row). 0.3869::noun_affords(drink, pourfrom). 0.0007::noun_affords(drink, lookthrough). 0.0007::noun_affords(drink, writewith). 0.0007::noun_affords(drink, typeon).
attested_noun(drug). % 3 rows
0.1661::noun_affords(drug, grasp). 0.2024::noun_affords(drug, lift). 0.3416::noun_affords(drug, throw). 0.1173::noun_affords(drug, push). 0.0022::noun_affords(drug, fix). 0.0022::noun_affords(drug, ride). 0.0022::noun_affords(drug, play). 0.0022::noun_affords(drug, watch). 0.0022::noun_affords(drug, siton). 0.0509::noun_affords(drug, feed). 0.0022::noun_affords(drug, row). 0.0022::noun_affords(drug, pourfrom). 0.0022::noun_affords(drug, lookthrough). 0.0022::noun_affords(drug, writewith). 0.0022::noun_affords(drug, typeon).
attested_noun(drumbeat). % 2 rows
0.0033::noun_affords(drumbeat, grasp). 0.0033::noun_affords(drumbeat, lift). 0.0033::noun_affords(drumbeat, throw). 0.0033::noun_affords(drumbeat, push). 0.0033::noun_affords(drumbeat, fix). 0.0033::noun_affords(drumbeat, ride). 0.2792::noun_affords(drumbeat, play). 0.0033::noun_affords(drumbeat, watch). 0.0033::noun_affords(drumbeat, siton). 0.0033::noun_affords(drumbeat, feed). 0.0033::noun_affords(drumbeat, row). 0.0033::noun_affords(drumbeat, pourfrom). 0.0033::noun_affords(drumbeat, lookthrough). 0.0033::noun_affords(drumbeat, writewith). 0.0033::noun_affords(drumbeat, typeon).
attested_noun('e-book'). % 2 rows
0.3068::noun_affords('e-book', grasp). 0.2963::noun_affords('e-book', lift). 0.2859::noun_affords('e-book', throw). 0.2095::noun_affords('e-book', push). 0.0467::noun_affords('e-book', fix). 0.0007::noun_affords('e-book', ride). 0.0007::noun_affords('e-book', play). 0.0892::noun_affords('e-book', watch). 0.0007::noun_affords('e-book', siton). 0.0007::noun_affords('e-book', feed). 0.0007::noun_affords('e-book', row). 0.0007::noun_affords('e-book', pourfrom). 0.1569::noun_affords('e-book', lookthrough). 0.0007::noun_affords('e-book', writewith). 0.0176::noun_affords('e-book', typeon).
attested_noun(egg). % 6 rows
0.5642::noun_affords(egg, grasp). 0.6885::noun_affords(egg, lift). 0.6803::noun_affords(egg, throw). 0.5189::noun_affords(egg, push). 0.0003::noun_affords(egg, fix). 0.0003::noun_affords(egg, ride). 0.0003::noun_affords(egg, play). 0.0161::noun_affords(egg, watch). 0.0046::noun_affords(egg, siton). 0.2009::noun_affords(egg, feed). 0.0003::noun_affords(egg, row). 0.0046::noun_affords(egg, pourfrom). 0.0020::noun_affords(egg, lookthrough). 0.0003::noun_affords(egg, writewith). 0.0003::noun_affords(egg, typeon).
attested_noun(emblem). % 2 rows
0.2687::noun_affords(emblem, grasp). 0.3020::noun_affords(emblem, lift). 0.2687::noun_affords(emblem, throw). 0.0020::noun_affords(emblem, push). 0.0353::noun_affords(emblem, fix). 0.0020::noun_affords(emblem, ride). 0.0020::noun_affords(emblem, play). 0.2994::noun_affords(emblem, watch). 0.0020::noun_affords(emblem, siton). 0.0020::noun_affords(emblem, feed). 0.0020::noun_affords(emblem, row). 0.0020::noun_affords(emblem, pourfrom). 0.0298::noun_affords(emblem, lookthrough). 0.0020::noun_affords(emblem, writewith). 0.0020::noun_affords(emblem, typeon).
attested_noun(engine). % 8 rows
0.0282::noun_affords(engine, grasp). 0.2667::noun_affords(engine, lift). 0.0274::noun_affords(engine, throw). 0.2784::noun_affords(engine, push). 0.9470::noun_affords(engine, fix). 0.0108::noun_affords(engine, ride). 0.0005::noun_affords(engine, play). 0.1293::noun_affords(engine, watch). 0.0092::noun_affords(engine, siton). 0.0005::noun_affords(engine, feed). 0.0092::noun_affords(engine, row). 0.0005::noun_affords(engine, pourfrom). 0.0005::noun_affords(engine, lookthrough). 0.0005::noun_affords(engine, writewith). 0.0005::noun_affords(engine, typeon).
attested_noun(equipment). % 5 rows
0.4564::noun_affords(equipment, grasp). 0.4723::noun_affords(equipment, lift). 0.4303::noun_affords(equipment, throw). 0.4140::noun_affords(equipment, push). 0.5370::noun_affords(equipment, fix). 0.0003::noun_affords(equipment, ride). 0.0128::noun_affords(equipment, play). 0.0415::noun_affords(equipment, watch). 0.0003::noun_affords(equipment, siton). 0.0066::noun_affords(equipment, feed). 0.0003::noun_affords(equipment, row). 0.0053::noun_affords(equipment, pourfrom). 0.1559::noun_affords(equipment, lookthrough). 0.0003::noun_affords(equipment, writewith). 0.0003::noun_affords(equipment, typeon).
attested_noun(event). % 3 rows
0.0006::noun_affords(event, grasp). 0.0106::noun_affords(event, lift). 0.0106::noun_affords(event, throw). 0.0106::noun_affords(event, push). 0.0031::noun_affords(event, fix). 0.0181::noun_affords(event, ride). 0.0273::noun_affords(event, play). 0.4467::noun_affords(event, watch). 0.0031::noun_affords(event, siton). 0.0006::noun_affords(event, feed). 0.0031::noun_affords(event, row). 0.0006::noun_affords(event, pourfrom). 0.0106::noun_affords(event, lookthrough). 0.0006::noun_affords(event, writewith). 0.0006::noun_affords(event, typeon).
attested_noun(exhibit). % 2 rows
0.0008::noun_affords(exhibit, grasp). 0.2632::noun_affords(exhibit, lift). 0.2632::noun_affords(exhibit, throw). 0.2632::noun_affords(exhibit, push). 0.0039::noun_affords(exhibit, fix). 0.0226::noun_affords(exhibit, ride). 0.0341::noun_affords(exhibit, play). 0.8083::noun_affords(exhibit, watch). 0.0039::noun_affords(exhibit, siton). 0.0008::noun_affords(exhibit, feed). 0.0039::noun_affords(exhibit, row). 0.0008::noun_affords(exhibit, pourfrom). 0.0133::noun_affords(exhibit, lookthrough). 0.0008::noun_affords(exhibit, writewith). 0.0008::noun_affords(exhibit, typeon).
attested_noun(eye). % 6 rows
0.0411::noun_affords(eye, grasp). 0.0493::noun_affords(eye, lift). 0.0110::noun_affords(eye, throw). 0.0176::noun_affords(eye, push). 0.0016::noun_affords(eye, fix). 0.0056::noun_affords(eye, ride). 0.0003::noun_affords(eye, play). 0.5496::noun_affords(eye, watch). 0.0056::noun_affords(eye, siton). 0.0003::noun_affords(eye, feed). 0.0003::noun_affords(eye, row). 0.0003::noun_affords(eye, pourfrom). 0.0003::noun_affords(eye, lookthrough). 0.0003::noun_affords(eye, writewith). 0.0003::noun_affords(eye, typeon).
attested_noun(face). % 6 rows
0.0411::noun_affords(face, grasp). 0.0493::noun_affords(face, lift). 0.0110::noun_affords(face, throw). 0.0176::noun_affords(face, push). 0.0016::noun_affords(face, fix). 0.0056::noun_affords(face, ride). 0.0003::noun_affords(face, play). 0.7996::noun_affords(face, watch). 0.0056::noun_affords(face, siton). 0.0003::noun_affords(face, feed). 0.0003::noun_affords(face, row). 0.0003::noun_affords(face, pourfrom). 0.0003::noun_affords(face, lookthrough). 0.0003::noun_affords(face, writewith). 0.0003::noun_affords(face, typeon).
attested_noun(fall). % 2 rows
0.0008::noun_affords(fall, grasp). 0.0133::noun_affords(fall, lift). 0.0133::noun_affords(fall, throw). 0.0133::noun_affords(fall, push). 0.0039::noun_affords(fall, fix). 0.0226::noun_affords(fall, ride). 0.0341::noun_affords(fall, play). 0.8083::noun_affords(fall, watch). 0.0039::noun_affords(fall, siton). 0.0008::noun_affords(fall, feed). 0.0039::noun_affords(fall, row). 0.0008::noun_affords(fall, pourfrom). 0.0133::noun_affords(fall, lookthrough). 0.0008::noun_affords(fall, writewith). 0.0008::noun_affords(fall, typeon).
attested_noun(fence). % 2 rows
0.2769::noun_affords(fence, grasp). 0.0355::noun_affords(fence, lift). 0.2769::noun_affords(fence, throw). 0.2846::noun_affords(fence, push). 0.3432::noun_affords(fence, fix). 0.0010::noun_affords(fence, ride). 0.0010::noun_affords(fence, play). 0.3698::noun_affords(fence, watch). 0.0996::noun_affords(fence, siton). 0.0183::noun_affords(fence, feed). 0.0010::noun_affords(fence, row). 0.0010::noun_affords(fence, pourfrom). 0.2846::noun_affords(fence, lookthrough). 0.0010::noun_affords(fence, writewith). 0.0010::noun_affords(fence, typeon).
attested_noun(festival). % 6 rows
0.0004::noun_affords(festival, grasp). 0.0066::noun_affords(festival, lift). 0.0066::noun_affords(festival, throw). 0.0066::noun_affords(festival, push). 0.0019::noun_affords(festival, fix). 0.0113::noun_affords(festival, ride). 0.0170::noun_affords(festival, play). 0.9042::noun_affords(festival, watch). 0.0019::noun_affords(festival, siton). 0.0004::noun_affords(festival, feed). 0.0019::noun_affords(festival, row). 0.0004::noun_affords(festival, pourfrom). 0.0066::noun_affords(festival, lookthrough). 0.0004::noun_affords(festival, writewith). 0.0004::noun_affords(festival, typeon).
attested_noun(figure). % 2 rows
0.0187::noun_affords(figure, grasp). 0.0520::noun_affords(figure, lift). 0.0187::noun_affords(figure, throw). 0.0020::noun_affords(figure, push). 0.0353::noun_affords(figure, fix). 0.0020::noun_affords(figure, ride). 0.0020::noun_affords(figure, play). 0.5494::noun_affords(figure, watch). 0.0020::noun_affords(figure, siton). 0.0020::noun_affords(figure, feed). 0.0020::noun_affords(figure, row). 0.0020::noun_affords(figure, pourfrom). 0.2798::noun_affords(figure, lookthrough). 0.0020::noun_affords(figure, writewith). 0.0020::noun_affords(figure, typeon).
attested_noun(film). % 8 rows
0.0133::noun_affords(film, grasp). 0.0133::noun_affords(film, lift). 0.0133::noun_affords(film, throw). 0.0133::noun_affords(film, push). 0.0133::noun_affords(film, fix). 0.0008::noun_affords(film, ride). 0.1280::noun_affords(film, play). 0.9675::noun_affords(film, watch). 0.0008::noun_affords(film, siton). 0.0008::noun_affords(film, feed). 0.0008::noun_affords(film, row). 0.0008::noun_affords(film, pourfrom). 0.1023::noun_affords(film, lookthrough). 0.0008::noun_affords(film, writewith). 0.0008::noun_affords(film, typeon).
attested_noun(finger). % 2 rows
0.3322::noun_affords(finger, grasp). 0.0986::noun_affords(finger, lift). 0.0219::noun_affords(finger, throw). 0.0352::noun_affords(finger, push). 0.0033::noun_affords(finger, fix). 0.0113::noun_affords(finger, ride). 0.0006::noun_affords(finger, play). 0.0991::noun_affords(finger, watch). 0.0113::noun_affords(finger, siton). 0.0006::noun_affords(finger, feed). 0.0006::noun_affords(finger, row). 0.0006::noun_affords(finger, pourfrom). 0.0006::noun_affords(finger, lookthrough). 0.0006::noun_affords(finger, writewith). 0.0006::noun_affords(finger, typeon).
attested_noun(fish). % 8 rows
0.5280::noun_affords(fish, grasp). 0.6105::noun_affords(fish, lift). 0.3687::noun_affords(fish, throw). 0.2662::noun_affords(fish, push). 0.0012::noun_affords(fish, fix). 0.0012::noun_affords(fish, ride). 0.0012::noun_affords(fish, play). 0.6005::noun_affords(fish, watch). 0.0012::noun_affords(fish, siton). 0.8755::noun_affords(fish, feed). 0.0012::noun_affords(fish, row). 0.0012::noun_affords(fish, pourfrom). 0.0012::noun_affords(fish, lookthrough). 0.0012::noun_affords(fish, writewith). 0.0012::noun_affords(fish, typeon).
attested_noun(floor). % 7 rows
0.0120::noun_affords(floor, grasp). 0.0158::noun_affords(floor, lift). 0.0120::noun_affords(floor, throw). 0.0154::noun_affords(floor, push). 0.2637::noun_affords(floor, fix). 0.0005::noun_affords(floor, ride). 0.0005::noun_affords(floor, play). 0.0532::noun_affords(floor, watch). 0.5998::noun_affords(floor, siton). 0.0081::noun_affords(floor, feed). 0.0005::noun_affords(floor, row). 0.0005::noun_affords(floor, pourfrom). 0.0154::noun_affords(floor, lookthrough). 0.0005::noun_affords(floor, writewith). 0.0005::noun_affords(floor, typeon).
attested_noun(flower). % 2 rows
0.7713::noun_affords(flower, grasp). 0.7403::noun_affords(flower, lift). 0.7100::noun_affords(flower, throw). 0.3536::noun_affords(flower, push). 0.0052::noun_affords(flower, fix). 0.0014::noun_affords(flower, ride). 0.0014::noun_affords(flower, play). 0.3921::noun_affords(flower, watch). 0.0176::noun_affords(flower, siton). 0.0014::noun_affords(flower, feed). 0.0014::noun_affords(flower, row). 0.0014::noun_affords(flower, pourfrom). 0.0014::noun_affords(flower, lookthrough). 0.0014::noun_affords(flower, writewith). 0.0014::noun_affords(flower, typeon).
attested_noun(fly). % 2 rows
0.1391::noun_affords(fly, grasp). 0.1669::noun_affords(fly, lift). 0.0755::noun_affords(fly, throw). 0.0836::noun_affords(fly, push). 0.0202::noun_affords(fly, fix). 0.0017::noun_affords(fly, ride). 0.0017::noun_affords(fly, play). 0.1418::noun_affords(fly, watch). 0.0017::noun_affords(fly, siton). 0.2424::noun_affords(fly, feed). 0.0017::noun_affords(fly, row). 0.0017::noun_affords(fly, pourfrom). 0.0017::noun_affords(fly, lookthrough). 0.0017::noun_affords(fly, writewith). 0.0017::noun_affords(fly, typeon).
attested_noun(fondue). % 2 rows
0.0890::noun_affords(fondue, grasp). 0.3640::noun_affords(fondue, lift). 0.3515::noun_affords(fondue, throw). 0.3140::noun_affords(fondue, push). 0.0015::noun_affords(fondue, fix). 0.0015::noun_affords(fondue, ride). 0.0015::noun_affords(fondue, play). 0.0015::noun_affords(fondue, watch). 0.0015::noun_affords(fondue, siton). 0.1475::noun_affords(fondue, feed). 0.0015::noun_affords(fondue, row). 0.0015::noun_affords(fondue, pourfrom). 0.0015::noun_affords(fondue, lookthrough). 0.0015::noun_affords(fondue, writewith). 0.0015::noun_affords(fondue, typeon).
attested_noun(food). % 24 rows
0.4813::noun_affords(food, grasp). 0.5580::noun_affords(food, lift). 0.4401::noun_affords(food, throw). 0.2750::noun_affords(food, push). 0.0001::noun_affords(food, fix). 0.0001::noun_affords(food, ride). 0.0001::noun_affords(food, play). 0.0819::noun_affords(food, watch). 0.0014::noun_affords(food, siton). 0.4080::noun_affords(food, feed). 0.0001::noun_affords(food, row). 0.0014::noun_affords(food, pourfrom). 0.0391::noun_affords(food, lookthrough). 0.0001::noun_affords(food, writewith). 0.0001::noun_affords(food, typeon).
attested_noun(foot). % 3 rows
0.2658::noun_affords(foot, grasp). 0.6789::noun_affords(foot, lift). 0.0175::noun_affords(foot, throw). 0.2282::noun_affords(foot, push). 0.0026::noun_affords(foot, fix). 0.0090::noun_affords(foot, ride). 0.0005::noun_affords(foot, play). 0.0793::noun_affords(foot, watch). 0.0090::noun_affords(foot, siton). 0.0005::noun_affords(foot, feed). 0.0005::noun_affords(foot, row). 0.0005::noun_affords(foot, pourfrom). 0.0005::noun_affords(foot, lookthrough). 0.0005::noun_affords(foot, writewith). 0.0005::noun_affords(foot, typeon).
attested_noun(football). % 7 rows
0.2357::noun_affords(football, grasp). 0.2452::noun_affords(football, lift). 0.2395::noun_affords(football, throw). 0.0181::noun_affords(football, push). 0.0010::noun_affords(football, fix). 0.0010::noun_affords(football, ride). 0.7023::noun_affords(football, play). 0.5589::noun_affords(football, watch). 0.0010::noun_affords(football, siton). 0.0010::noun_affords(football, feed). 0.0010::noun_affords(football, row). 0.0010::noun_affords(football, pourfrom). 0.0010::noun_affords(football, lookthrough). 0.0010::noun_affords(football, writewith). 0.0010::noun_affords(football, typeon).
attested_noun(fossil). % 4 rows
0.4774::noun_affords(fossil, grasp). 0.6348::noun_affords(fossil, lift). 0.2254::noun_affords(fossil, throw). 0.4496::noun_affords(fossil, push). 0.0199::noun_affords(fossil, fix). 0.0013::noun_affords(fossil, ride). 0.0013::noun_affords(fossil, play). 0.5070::noun_affords(fossil, watch). 0.0236::noun_affords(fossil, siton). 0.0013::noun_affords(fossil, feed). 0.0013::noun_affords(fossil, row). 0.0124::noun_affords(fossil, pourfrom). 0.0013::noun_affords(fossil, lookthrough). 0.0013::noun_affords(fossil, writewith). 0.0013::noun_affords(fossil, typeon).
attested_noun(fracture). % 2 rows
0.0822::noun_affords(fracture, grasp). 0.0986::noun_affords(fracture, lift). 0.0219::noun_affords(fracture, throw). 0.0352::noun_affords(fracture, push). 0.0033::noun_affords(fracture, fix). 0.0113::noun_affords(fracture, ride). 0.0006::noun_affords(fracture, play). 0.0991::noun_affords(fracture, watch). 0.0113::noun_affords(fracture, siton). 0.0006::noun_affords(fracture, feed). 0.0006::noun_affords(fracture, row). 0.0006::noun_affords(fracture, pourfrom). 0.0006::noun_affords(fracture, lookthrough). 0.0006::noun_affords(fracture, writewith). 0.0006::noun_affords(fracture, typeon).
attested_noun(furniture). % 3 rows
0.1521::noun_affords(furniture, grasp). 0.6435::noun_affords(furniture, lift). 0.1061::noun_affords(furniture, throw). 0.6126::noun_affords(furniture, push). 0.3298::noun_affords(furniture, fix). 0.0013::noun_affords(furniture, ride). 0.0013::noun_affords(furniture, play). 0.2579::noun_affords(furniture, watch). 0.5769::noun_affords(furniture, siton). 0.0013::noun_affords(furniture, feed). 0.0013::noun_affords(furniture, row). 0.0013::noun_affords(furniture, pourfrom). 0.0029::noun_affords(furniture, lookthrough). 0.0013::noun_affords(furniture, writewith). 0.0013::noun_affords(furniture, typeon).
attested_noun(gallery). % 7 rows
0.0038::noun_affords(gallery, grasp). 0.0061::noun_affords(gallery, lift). 0.0038::noun_affords(gallery, throw). 0.0042::noun_affords(gallery, push). 0.0173::noun_affords(gallery, fix). 0.0030::noun_affords(gallery, ride). 0.0035::noun_affords(gallery, play). 0.7615::noun_affords(gallery, watch). 0.0035::noun_affords(gallery, siton). 0.0002::noun_affords(gallery, feed). 0.0002::noun_affords(gallery, row). 0.0035::noun_affords(gallery, pourfrom). 0.0237::noun_affords(gallery, lookthrough). 0.0002::noun_affords(gallery, writewith). 0.0002::noun_affords(gallery, typeon).
attested_noun(game). % 18 rows
0.1061::noun_affords(game, grasp). 0.0104::noun_affords(game, lift). 0.0078::noun_affords(game, throw). 0.0082::noun_affords(game, push). 0.0005::noun_affords(game, fix). 0.0005::noun_affords(game, ride). 0.8661::noun_affords(game, play). 0.8515::noun_affords(game, watch). 0.0005::noun_affords(game, siton). 0.0005::noun_affords(game, feed). 0.0005::noun_affords(game, row). 0.0005::noun_affords(game, pourfrom). 0.0005::noun_affords(game, lookthrough). 0.0005::noun_affords(game, writewith). 0.0005::noun_affords(game, typeon).
attested_noun(garbage). % 3 rows
0.2772::noun_affords(garbage, grasp). 0.7083::noun_affords(garbage, lift). 0.6949::noun_affords(garbage, throw). 0.2505::noun_affords(garbage, push). 0.0016::noun_affords(garbage, fix). 0.0016::noun_affords(garbage, ride). 0.0016::noun_affords(garbage, play). 0.0505::noun_affords(garbage, watch). 0.0016::noun_affords(garbage, siton). 0.0016::noun_affords(garbage, feed). 0.0016::noun_affords(garbage, row). 0.0640::noun_affords(garbage, pourfrom). 0.0016::noun_affords(garbage, lookthrough). 0.0016::noun_affords(garbage, writewith). 0.0016::noun_affords(garbage, typeon).
attested_noun(garden). % 6 rows
0.0056::noun_affords(garden, grasp). 0.0056::noun_affords(garden, lift). 0.0056::noun_affords(garden, throw). 0.0043::noun_affords(garden, push). 0.0023::noun_affords(garden, fix). 0.0002::noun_affords(garden, ride). 0.2597::noun_affords(garden, play). 0.6130::noun_affords(garden, watch). 0.0174::noun_affords(garden, siton). 0.0043::noun_affords(garden, feed). 0.0043::noun_affords(garden, row). 0.0002::noun_affords(garden, pourfrom). 0.0002::noun_affords(garden, lookthrough). 0.0002::noun_affords(garden, writewith). 0.0002::noun_affords(garden, typeon).
attested_noun(garlic). % 4 rows
0.9189::noun_affords(garlic, grasp). 0.9180::noun_affords(garlic, lift). 0.9070::noun_affords(garlic, throw). 0.5251::noun_affords(garlic, push). 0.0004::noun_affords(garlic, fix). 0.0004::noun_affords(garlic, ride). 0.0004::noun_affords(garlic, play). 0.0215::noun_affords(garlic, watch). 0.0062::noun_affords(garlic, siton). 0.1012::noun_affords(garlic, feed). 0.0004::noun_affords(garlic, row). 0.0062::noun_affords(garlic, pourfrom). 0.0027::noun_affords(garlic, lookthrough). 0.0004::noun_affords(garlic, writewith). 0.0004::noun_affords(garlic, typeon).
attested_noun(gate). % 6 rows
0.0088::noun_affords(gate, grasp). 0.0079::noun_affords(gate, lift). 0.0021::noun_affords(gate, throw). 0.4812::noun_affords(gate, push). 0.2527::noun_affords(gate, fix). 0.0021::noun_affords(gate, ride). 0.0021::noun_affords(gate, play). 0.3059::noun_affords(gate, watch). 0.0021::noun_affords(gate, siton). 0.0021::noun_affords(gate, feed). 0.0021::noun_affords(gate, row). 0.0021::noun_affords(gate, pourfrom). 0.4101::noun_affords(gate, lookthrough). 0.0021::noun_affords(gate, writewith). 0.0021::noun_affords(gate, typeon).
attested_noun(generator). % 2 rows
0.0705::noun_affords(generator, grasp). 0.1668::noun_affords(generator, lift). 0.0685::noun_affords(generator, throw). 0.1959::noun_affords(generator, push). 0.8674::noun_affords(generator, fix). 0.0270::noun_affords(generator, ride). 0.0013::noun_affords(generator, play). 0.0732::noun_affords(generator, watch). 0.0230::noun_affords(generator, siton). 0.0013::noun_affords(generator, feed). 0.0230::noun_affords(generator, row). 0.0013::noun_affords(generator, pourfrom). 0.0013::noun_affords(generator, lookthrough). 0.0013::noun_affords(generator, writewith). 0.0013::noun_affords(generator, typeon).
attested_noun(gift). % 2 rows
0.7705::noun_affords(gift, grasp). 0.5272::noun_affords(gift, lift). 0.4822::noun_affords(gift, throw). 0.4088::noun_affords(gift, push). 0.0212::noun_affords(gift, fix). 0.0012::noun_affords(gift, ride). 0.0012::noun_affords(gift, play). 0.0337::noun_affords(gift, watch). 0.0037::noun_affords(gift, siton). 0.0012::noun_affords(gift, feed). 0.0012::noun_affords(gift, row). 0.0012::noun_affords(gift, pourfrom). 0.0112::noun_affords(gift, lookthrough). 0.0012::noun_affords(gift, writewith). 0.0012::noun_affords(gift, typeon).
attested_noun(girl). % 2 rows
0.0305::noun_affords(girl, grasp). 0.2167::noun_affords(girl, lift). 0.0245::noun_affords(girl, throw). 0.0364::noun_affords(girl, push). 0.0043::noun_affords(girl, fix). 0.0043::noun_affords(girl, ride). 0.1810::noun_affords(girl, play). 0.4690::noun_affords(girl, watch). 0.0043::noun_affords(girl, siton). 0.5536::noun_affords(girl, feed). 0.0043::noun_affords(girl, row). 0.0043::noun_affords(girl, pourfrom). 0.0043::noun_affords(girl, lookthrough). 0.0043::noun_affords(girl, writewith). 0.0043::noun_affords(girl, typeon).
attested_noun(glass). % 2 rows
0.9231::noun_affords(glass, grasp). 0.9458::noun_affords(glass, lift). 0.9250::noun_affords(glass, throw). 0.9121::noun_affords(glass, push). 0.1827::noun_affords(glass, fix). 0.0013::noun_affords(glass, ride). 0.0013::noun_affords(glass, play). 0.0320::noun_affords(glass, watch). 0.0471::noun_affords(glass, siton). 0.0146::noun_affords(glass, feed). 0.0013::noun_affords(glass, row). 0.4890::noun_affords(glass, pourfrom). 0.5299::noun_affords(glass, lookthrough). 0.0013::noun_affords(glass, writewith). 0.0013::noun_affords(glass, typeon).
attested_noun(glossary). % 2 rows
0.0126::noun_affords(glossary, grasp). 0.0126::noun_affords(glossary, lift). 0.0126::noun_affords(glossary, throw). 0.0126::noun_affords(glossary, push). 0.0170::noun_affords(glossary, fix). 0.0007::noun_affords(glossary, ride). 0.0019::noun_affords(glossary, play). 0.0475::noun_affords(glossary, watch). 0.0007::noun_affords(glossary, siton). 0.0007::noun_affords(glossary, feed). 0.0007::noun_affords(glossary, row). 0.0007::noun_affords(glossary, pourfrom). 0.6644::noun_affords(glossary, lookthrough). 0.0007::noun_affords(glossary, writewith). 0.0017::noun_affords(glossary, typeon).
attested_noun(goat). % 2 rows
0.0464::noun_affords(goat, grasp). 0.3131::noun_affords(goat, lift). 0.0464::noun_affords(goat, throw). 0.3687::noun_affords(goat, push). 0.0020::noun_affords(goat, fix). 0.2853::noun_affords(goat, ride). 0.0020::noun_affords(goat, play). 0.4911::noun_affords(goat, watch). 0.0353::noun_affords(goat, siton). 0.8689::noun_affords(goat, feed). 0.0020::noun_affords(goat, row). 0.0020::noun_affords(goat, pourfrom). 0.0020::noun_affords(goat, lookthrough). 0.0020::noun_affords(goat, writewith). 0.0020::noun_affords(goat, typeon).
attested_noun(gold). % 2 rows
0.5205::noun_affords(gold, grasp). 0.5272::noun_affords(gold, lift). 0.4822::noun_affords(gold, throw). 0.4088::noun_affords(gold, push). 0.0212::noun_affords(gold, fix). 0.0012::noun_affords(gold, ride). 0.0012::noun_affords(gold, play). 0.0337::noun_affords(gold, watch). 0.0037::noun_affords(gold, siton). 0.0012::noun_affords(gold, feed). 0.0012::noun_affords(gold, row). 0.0012::noun_affords(gold, pourfrom). 0.0112::noun_affords(gold, lookthrough). 0.0012::noun_affords(gold, writewith). 0.0012::noun_affords(gold, typeon).
attested_noun(gondola). % 3 rows
0.0788::noun_affords(gondola, grasp). 0.0956::noun_affords(gondola, lift). 0.0480::noun_affords(gondola, throw). 0.3666::noun_affords(gondola, push). 0.6146::noun_affords(gondola, fix). 0.3505::noun_affords(gondola, ride). 0.0018::noun_affords(gondola, play). 0.1102::noun_affords(gondola, watch). 0.5412::noun_affords(gondola, siton). 0.0018::noun_affords(gondola, feed). 0.6335::noun_affords(gondola, row). 0.0172::noun_affords(gondola, pourfrom). 0.0018::noun_affords(gondola, lookthrough). 0.0018::noun_affords(gondola, writewith). 0.0018::noun_affords(gondola, typeon).
attested_noun(good). % 4 rows
0.5325::noun_affords(good, grasp). 0.5510::noun_affords(good, lift). 0.5020::noun_affords(good, throw). 0.4830::noun_affords(good, push). 0.4598::noun_affords(good, fix). 0.0004::noun_affords(good, ride). 0.0150::noun_affords(good, play). 0.0485::noun_affords(good, watch). 0.0004::noun_affords(good, siton). 0.0077::noun_affords(good, feed). 0.0004::noun_affords(good, row). 0.0062::noun_affords(good, pourfrom). 0.0152::noun_affords(good, lookthrough). 0.0004::noun_affords(good, writewith). 0.0004::noun_affords(good, typeon).
attested_noun(grape). % 2 rows
0.8784::noun_affords(grape, grasp). 0.8770::noun_affords(grape, lift). 0.8605::noun_affords(grape, throw). 0.7877::noun_affords(grape, push). 0.0005::noun_affords(grape, fix). 0.0005::noun_affords(grape, ride). 0.0005::noun_affords(grape, play). 0.0323::noun_affords(grape, watch). 0.0093::noun_affords(grape, siton). 0.4019::noun_affords(grape, feed). 0.0005::noun_affords(grape, row). 0.0093::noun_affords(grape, pourfrom). 0.0041::noun_affords(grape, lookthrough). 0.0005::noun_affords(grape, writewith). 0.0005::noun_affords(grape, typeon).
attested_noun(grass). % 7 rows
0.3428::noun_affords(grass, grasp). 0.4401::noun_affords(grass, lift). 0.4267::noun_affords(grass, throw). 0.0461::noun_affords(grass, push). 0.0023::noun_affords(grass, fix). 0.0006::noun_affords(grass, ride). 0.0006::noun_affords(grass, play). 0.1743::noun_affords(grass, watch). 0.5634::noun_affords(grass, siton). 0.0006::noun_affords(grass, feed). 0.0006::noun_affords(grass, row). 0.0006::noun_affords(grass, pourfrom). 0.0006::noun_affords(grass, lookthrough). 0.0006::noun_affords(grass, writewith). 0.0006::noun_affords(grass, typeon).
attested_noun(ground). % 2 rows
0.0269::noun_affords(ground, grasp). 0.0355::noun_affords(ground, lift). 0.0269::noun_affords(ground, throw). 0.0346::noun_affords(ground, push). 0.0932::noun_affords(ground, fix). 0.0010::noun_affords(ground, ride). 0.0010::noun_affords(ground, play). 0.1198::noun_affords(ground, watch). 0.5996::noun_affords(ground, siton). 0.0183::noun_affords(ground, feed). 0.0010::noun_affords(ground, row). 0.0010::noun_affords(ground, pourfrom). 0.0346::noun_affords(ground, lookthrough). 0.0010::noun_affords(ground, writewith). 0.0010::noun_affords(ground, typeon).
attested_noun(guard). % 2 rows
0.3339::noun_affords(guard, grasp). 0.3243::noun_affords(guard, lift). 0.2698::noun_affords(guard, throw). 0.3772::noun_affords(guard, push). 0.0054::noun_affords(guard, fix). 0.0006::noun_affords(guard, ride). 0.0278::noun_affords(guard, play). 0.1865::noun_affords(guard, watch). 0.0006::noun_affords(guard, siton). 0.1320::noun_affords(guard, feed). 0.0006::noun_affords(guard, row). 0.0006::noun_affords(guard, pourfrom). 0.0198::noun_affords(guard, lookthrough). 0.0006::noun_affords(guard, writewith). 0.0006::noun_affords(guard, typeon).
attested_noun(guitar). % 2 rows
0.8667::noun_affords(guitar, grasp). 0.8667::noun_affords(guitar, lift). 0.6717::noun_affords(guitar, throw). 0.7272::noun_affords(guitar, push). 0.7556::noun_affords(guitar, fix). 0.0050::noun_affords(guitar, ride). 0.9500::noun_affords(guitar, play). 0.0050::noun_affords(guitar, watch). 0.0050::noun_affords(guitar, siton). 0.0050::noun_affords(guitar, feed). 0.0050::noun_affords(guitar, row). 0.0050::noun_affords(guitar, pourfrom). 0.0050::noun_affords(guitar, lookthrough). 0.0050::noun_affords(guitar, writewith). 0.0050::noun_affords(guitar, typeon).
attested_noun(gun). % 12 rows
0.9575::noun_affords(gun, grasp). 0.9722::noun_affords(gun, lift). 0.9008::noun_affords(gun, throw). 0.7142::noun_affords(gun, push). 0.5720::noun_affords(gun, fix). 0.0006::noun_affords(gun, ride). 0.0017::noun_affords(gun, play). 0.0905::noun_affords(gun, watch). 0.0006::noun_affords(gun, siton). 0.0006::noun_affords(gun, feed). 0.0006::noun_affords(gun, row). 0.0006::noun_affords(gun, pourfrom). 0.0729::noun_affords(gun, lookthrough). 0.0006::noun_affords(gun, writewith). 0.0006::noun_affords(gun, typeon).
attested_noun(hair). % 8 rows
0.4329::noun_affords(hair, grasp). 0.1394::noun_affords(hair, lift). 0.0088::noun_affords(hair, throw). 0.0141::noun_affords(hair, push). 0.2013::noun_affords(hair, fix). 0.0045::noun_affords(hair, ride). 0.0003::noun_affords(hair, play). 0.2396::noun_affords(hair, watch). 0.0045::noun_affords(hair, siton). 0.0003::noun_affords(hair, feed). 0.0003::noun_affords(hair, row). 0.0003::noun_affords(hair, pourfrom). 0.0003::noun_affords(hair, lookthrough). 0.0003::noun_affords(hair, writewith). 0.0003::noun_affords(hair, typeon).
attested_noun(hall). % 2 rows
0.0499::noun_affords(hall, grasp). 0.0499::noun_affords(hall, lift). 0.0499::noun_affords(hall, throw). 0.0221::noun_affords(hall, push). 0.0325::noun_affords(hall, fix). 0.0013::noun_affords(hall, ride). 0.0065::noun_affords(hall, play). 0.5603::noun_affords(hall, watch). 0.0221::noun_affords(hall, siton). 0.0082::noun_affords(hall, feed). 0.0013::noun_affords(hall, row). 0.0013::noun_affords(hall, pourfrom). 0.0742::noun_affords(hall, lookthrough). 0.0013::noun_affords(hall, writewith). 0.0013::noun_affords(hall, typeon).
attested_noun(hammer). % 3 rows
0.8389::noun_affords(hammer, grasp). 0.8612::noun_affords(hammer, lift). 0.8024::noun_affords(hammer, throw). 0.5796::noun_affords(hammer, push). 0.5518::noun_affords(hammer, fix). 0.0004::noun_affords(hammer, ride). 0.0180::noun_affords(hammer, play). 0.0581::noun_affords(hammer, watch). 0.0004::noun_affords(hammer, siton). 0.0092::noun_affords(hammer, feed). 0.0004::noun_affords(hammer, row). 0.0074::noun_affords(hammer, pourfrom). 0.0182::noun_affords(hammer, lookthrough). 0.0004::noun_affords(hammer, writewith). 0.0004::noun_affords(hammer, typeon).
attested_noun(hand). % 6 rows
0.5411::noun_affords(hand, grasp). 0.2993::noun_affords(hand, lift). 0.0110::noun_affords(hand, throw). 0.1426::noun_affords(hand, push). 0.0016::noun_affords(hand, fix). 0.0056::noun_affords(hand, ride). 0.0003::noun_affords(hand, play). 0.2996::noun_affords(hand, watch). 0.0056::noun_affords(hand, siton). 0.0003::noun_affords(hand, feed). 0.0003::noun_affords(hand, row). 0.0003::noun_affords(hand, pourfrom). 0.0003::noun_affords(hand, lookthrough). 0.0003::noun_affords(hand, writewith). 0.0003::noun_affords(hand, typeon).
attested_noun(hat). % 11 rows
0.8902::noun_affords(hat, grasp). 0.8891::noun_affords(hat, lift). 0.8855::noun_affords(hat, throw). 0.6256::noun_affords(hat, push). 0.5256::noun_affords(hat, fix). 0.0002::noun_affords(hat, ride). 0.0018::noun_affords(hat, play). 0.0972::noun_affords(hat, watch). 0.0002::noun_affords(hat, siton). 0.0002::noun_affords(hat, feed). 0.0002::noun_affords(hat, row). 0.0002::noun_affords(hat, pourfrom). 0.0112::noun_affords(hat, lookthrough). 0.0002::noun_affords(hat, writewith). 0.0002::noun_affords(hat, typeon).
attested_noun(head). % 2 rows
0.0822::noun_affords(head, grasp). 0.0986::noun_affords(head, lift). 0.0219::noun_affords(head, throw). 0.0352::noun_affords(head, push). 0.0033::noun_affords(head, fix). 0.0113::noun_affords(head, ride). 0.0006::noun_affords(head, play). 0.3491::noun_affords(head, watch). 0.0113::noun_affords(head, siton). 0.0006::noun_affords(head, feed). 0.0006::noun_affords(head, row). 0.0006::noun_affords(head, pourfrom). 0.0006::noun_affords(head, lookthrough). 0.0006::noun_affords(head, writewith). 0.0006::noun_affords(head, typeon).
attested_noun(heart). % 2 rows
0.0822::noun_affords(heart, grasp). 0.0986::noun_affords(heart, lift). 0.0219::noun_affords(heart, throw). 0.0352::noun_affords(heart, push). 0.0033::noun_affords(heart, fix). 0.0113::noun_affords(heart, ride). 0.0006::noun_affords(heart, play). 0.0991::noun_affords(heart, watch). 0.0113::noun_affords(heart, siton). 0.0006::noun_affords(heart, feed). 0.0006::noun_affords(heart, row). 0.0006::noun_affords(heart, pourfrom). 0.0006::noun_affords(heart, lookthrough). 0.0006::noun_affords(heart, writewith). 0.0006::noun_affords(heart, typeon).
attested_noun(helicopter). % 4 rows
0.0020::noun_affords(helicopter, grasp). 0.0020::noun_affords(helicopter, lift). 0.0020::noun_affords(helicopter, throw). 0.0020::noun_affords(helicopter, push). 0.4717::noun_affords(helicopter, fix). 0.4217::noun_affords(helicopter, ride). 0.0020::noun_affords(helicopter, play). 0.2437::noun_affords(helicopter, watch). 0.0187::noun_affords(helicopter, siton). 0.0020::noun_affords(helicopter, feed). 0.0020::noun_affords(helicopter, row). 0.0020::noun_affords(helicopter, pourfrom). 0.0020::noun_affords(helicopter, lookthrough). 0.0020::noun_affords(helicopter, writewith). 0.0020::noun_affords(helicopter, typeon).
attested_noun(highlight). % 2 rows
0.0331::noun_affords(highlight, grasp). 0.0331::noun_affords(highlight, lift). 0.0331::noun_affords(highlight, throw). 0.0331::noun_affords(highlight, push). 0.0331::noun_affords(highlight, fix). 0.0019::noun_affords(highlight, ride). 0.0700::noun_affords(highlight, play). 0.9187::noun_affords(highlight, watch). 0.0019::noun_affords(highlight, siton). 0.0019::noun_affords(highlight, feed). 0.0019::noun_affords(highlight, row). 0.0019::noun_affords(highlight, pourfrom). 0.0058::noun_affords(highlight, lookthrough). 0.0019::noun_affords(highlight, writewith). 0.0019::noun_affords(highlight, typeon).
attested_noun(hill). % 3 rows
0.0090::noun_affords(hill, grasp). 0.0090::noun_affords(hill, lift). 0.0090::noun_affords(hill, throw). 0.0068::noun_affords(hill, push). 0.0036::noun_affords(hill, fix). 0.0004::noun_affords(hill, ride). 0.0154::noun_affords(hill, play). 0.1808::noun_affords(hill, watch). 0.0279::noun_affords(hill, siton). 0.0068::noun_affords(hill, feed). 0.0068::noun_affords(hill, row). 0.0004::noun_affords(hill, pourfrom). 0.0004::noun_affords(hill, lookthrough). 0.0004::noun_affords(hill, writewith). 0.0004::noun_affords(hill, typeon).
attested_noun(hillside). % 3 rows
0.0090::noun_affords(hillside, grasp). 0.0090::noun_affords(hillside, lift). 0.0090::noun_affords(hillside, throw). 0.0068::noun_affords(hillside, push). 0.0036::noun_affords(hillside, fix). 0.0004::noun_affords(hillside, ride). 0.0154::noun_affords(hillside, play). 0.3808::noun_affords(hillside, watch). 0.2279::noun_affords(hillside, siton). 0.0068::noun_affords(hillside, feed). 0.0068::noun_affords(hillside, row). 0.0004::noun_affords(hillside, pourfrom). 0.0004::noun_affords(hillside, lookthrough). 0.0004::noun_affords(hillside, writewith). 0.0004::noun_affords(hillside, typeon).
attested_noun(him). % 2 rows
0.0839::noun_affords(him, grasp). 0.0743::noun_affords(him, lift). 0.0198::noun_affords(him, throw). 0.1272::noun_affords(him, push). 0.0054::noun_affords(him, fix). 0.0006::noun_affords(him, ride). 0.0278::noun_affords(him, play). 0.4365::noun_affords(him, watch). 0.0006::noun_affords(him, siton). 0.1320::noun_affords(him, feed). 0.0006::noun_affords(him, row). 0.0006::noun_affords(him, pourfrom). 0.0198::noun_affords(him, lookthrough). 0.0006::noun_affords(him, writewith). 0.0006::noun_affords(him, typeon).
attested_noun(home). % 2 rows
0.0086::noun_affords(home, grasp). 0.0138::noun_affords(home, lift). 0.0086::noun_affords(home, throw). 0.0094::noun_affords(home, push). 0.0390::noun_affords(home, fix). 0.0067::noun_affords(home, ride). 0.0079::noun_affords(home, play). 0.4634::noun_affords(home, watch). 0.0079::noun_affords(home, siton). 0.0004::noun_affords(home, feed). 0.0004::noun_affords(home, row). 0.0079::noun_affords(home, pourfrom). 0.0534::noun_affords(home, lookthrough). 0.0004::noun_affords(home, writewith). 0.0004::noun_affords(home, typeon).
attested_noun(honey). % 2 rows
0.0890::noun_affords(honey, grasp). 0.3640::noun_affords(honey, lift). 0.1015::noun_affords(honey, throw). 0.0640::noun_affords(honey, push). 0.0015::noun_affords(honey, fix). 0.0015::noun_affords(honey, ride). 0.0015::noun_affords(honey, play). 0.0015::noun_affords(honey, watch). 0.0015::noun_affords(honey, siton). 0.3975::noun_affords(honey, feed). 0.0015::noun_affords(honey, row). 0.0015::noun_affords(honey, pourfrom). 0.0015::noun_affords(honey, lookthrough). 0.0015::noun_affords(honey, writewith). 0.0015::noun_affords(honey, typeon).
attested_noun(horn). % 3 rows
0.4658::noun_affords(horn, grasp). 0.0789::noun_affords(horn, lift). 0.0175::noun_affords(horn, throw). 0.0282::noun_affords(horn, push). 0.0026::noun_affords(horn, fix). 0.0090::noun_affords(horn, ride). 0.0005::noun_affords(horn, play). 0.0793::noun_affords(horn, watch). 0.0090::noun_affords(horn, siton). 0.0005::noun_affords(horn, feed). 0.0005::noun_affords(horn, row). 0.0005::noun_affords(horn, pourfrom). 0.0005::noun_affords(horn, lookthrough). 0.0005::noun_affords(horn, writewith). 0.0005::noun_affords(horn, typeon).
attested_noun(horse). % 13 rows
0.0008::noun_affords(horse, grasp). 0.0141::noun_affords(horse, lift). 0.0008::noun_affords(horse, throw). 0.2305::noun_affords(horse, push). 0.0141::noun_affords(horse, fix). 0.8976::noun_affords(horse, ride). 0.0685::noun_affords(horse, play). 0.3061::noun_affords(horse, watch). 0.6202::noun_affords(horse, siton). 0.8299::noun_affords(horse, feed). 0.0008::noun_affords(horse, row). 0.0008::noun_affords(horse, pourfrom). 0.0008::noun_affords(horse, lookthrough). 0.0008::noun_affords(horse, writewith). 0.0008::noun_affords(horse, typeon).
attested_noun(hotel). % 3 rows
0.0069::noun_affords(hotel, grasp). 0.0111::noun_affords(hotel, lift). 0.0069::noun_affords(hotel, throw). 0.0075::noun_affords(hotel, push). 0.0312::noun_affords(hotel, fix). 0.2053::noun_affords(hotel, ride). 0.0063::noun_affords(hotel, play). 0.1707::noun_affords(hotel, watch). 0.0063::noun_affords(hotel, siton). 0.0004::noun_affords(hotel, feed). 0.0004::noun_affords(hotel, row). 0.0063::noun_affords(hotel, pourfrom). 0.0427::noun_affords(hotel, lookthrough). 0.0004::noun_affords(hotel, writewith). 0.0004::noun_affords(hotel, typeon).
attested_noun(house). % 3 rows
0.0069::noun_affords(house, grasp). 0.0111::noun_affords(house, lift). 0.0069::noun_affords(house, throw). 0.0075::noun_affords(house, push). 0.4312::noun_affords(house, fix). 0.0053::noun_affords(house, ride). 0.0063::noun_affords(house, play). 0.5707::noun_affords(house, watch). 0.0063::noun_affords(house, siton). 0.0004::noun_affords(house, feed). 0.0004::noun_affords(house, row). 0.0063::noun_affords(house, pourfrom). 0.2427::noun_affords(house, lookthrough). 0.0004::noun_affords(house, writewith). 0.0004::noun_affords(house, typeon).
attested_noun(image). % 2 rows
0.5580::noun_affords(image, grasp). 0.2994::noun_affords(image, lift). 0.2483::noun_affords(image, throw). 0.2199::noun_affords(image, push). 0.0567::noun_affords(image, fix). 0.0027::noun_affords(image, ride). 0.0027::noun_affords(image, play). 0.8477::noun_affords(image, watch). 0.0027::noun_affords(image, siton). 0.0027::noun_affords(image, feed). 0.0027::noun_affords(image, row). 0.0027::noun_affords(image, pourfrom). 0.3465::noun_affords(image, lookthrough). 0.0027::noun_affords(image, writewith). 0.0027::noun_affords(image, typeon).
attested_noun(instrument). % 4 rows
0.5325::noun_affords(instrument, grasp). 0.5510::noun_affords(instrument, lift). 0.5020::noun_affords(instrument, throw). 0.3163::noun_affords(instrument, push). 0.4598::noun_affords(instrument, fix). 0.0004::noun_affords(instrument, ride). 0.3483::noun_affords(instrument, play). 0.0485::noun_affords(instrument, watch). 0.0004::noun_affords(instrument, siton). 0.0077::noun_affords(instrument, feed). 0.0004::noun_affords(instrument, row). 0.0062::noun_affords(instrument, pourfrom). 0.0152::noun_affords(instrument, lookthrough). 0.0004::noun_affords(instrument, writewith). 0.0004::noun_affords(instrument, typeon).
attested_noun(iron). % 2 rows
0.2987::noun_affords(iron, grasp). 0.3265::noun_affords(iron, lift). 0.2530::noun_affords(iron, throw). 0.2245::noun_affords(iron, push). 0.1898::noun_affords(iron, fix). 0.0005::noun_affords(iron, ride). 0.0225::noun_affords(iron, play). 0.0727::noun_affords(iron, watch). 0.0005::noun_affords(iron, siton). 0.0115::noun_affords(iron, feed). 0.0005::noun_affords(iron, row). 0.0093::noun_affords(iron, pourfrom). 0.0227::noun_affords(iron, lookthrough). 0.0005::noun_affords(iron, writewith). 0.0005::noun_affords(iron, typeon).
attested_noun(island). % 7 rows
0.0050::noun_affords(island, grasp). 0.0050::noun_affords(island, lift). 0.0050::noun_affords(island, throw). 0.0038::noun_affords(island, push). 0.0020::noun_affords(island, fix). 0.0002::noun_affords(island, ride). 0.0086::noun_affords(island, play). 0.3227::noun_affords(island, watch). 0.0155::noun_affords(island, siton). 0.0038::noun_affords(island, feed). 0.0038::noun_affords(island, row). 0.0002::noun_affords(island, pourfrom). 0.0002::noun_affords(island, lookthrough). 0.0002::noun_affords(island, writewith). 0.0002::noun_affords(island, typeon).
attested_noun(item). % 3 rows
0.8389::noun_affords(item, grasp). 0.8612::noun_affords(item, lift). 0.4024::noun_affords(item, throw). 0.5796::noun_affords(item, push). 0.7518::noun_affords(item, fix). 0.0004::noun_affords(item, ride). 0.0180::noun_affords(item, play). 0.0581::noun_affords(item, watch). 0.0004::noun_affords(item, siton). 0.0092::noun_affords(item, feed). 0.0004::noun_affords(item, row). 0.0074::noun_affords(item, pourfrom). 0.2182::noun_affords(item, lookthrough). 0.0004::noun_affords(item, writewith). 0.0004::noun_affords(item, typeon).
attested_noun(jackrabbit). % 2 rows
0.5464::noun_affords(jackrabbit, grasp). 0.5631::noun_affords(jackrabbit, lift). 0.5464::noun_affords(jackrabbit, throw). 0.6187::noun_affords(jackrabbit, push). 0.0020::noun_affords(jackrabbit, fix). 0.0353::noun_affords(jackrabbit, ride). 0.0020::noun_affords(jackrabbit, play). 0.2411::noun_affords(jackrabbit, watch). 0.0353::noun_affords(jackrabbit, siton). 0.8689::noun_affords(jackrabbit, feed). 0.0020::noun_affords(jackrabbit, row). 0.0020::noun_affords(jackrabbit, pourfrom). 0.0020::noun_affords(jackrabbit, lookthrough). 0.0020::noun_affords(jackrabbit, writewith). 0.0020::noun_affords(jackrabbit, typeon).
attested_noun(jaw). % 3 rows
0.0658::noun_affords(jaw, grasp). 0.0789::noun_affords(jaw, lift). 0.0175::noun_affords(jaw, throw). 0.0282::noun_affords(jaw, push). 0.0026::noun_affords(jaw, fix). 0.0090::noun_affords(jaw, ride). 0.0005::noun_affords(jaw, play). 0.2793::noun_affords(jaw, watch). 0.0090::noun_affords(jaw, siton). 0.0005::noun_affords(jaw, feed). 0.0005::noun_affords(jaw, row). 0.0005::noun_affords(jaw, pourfrom). 0.0005::noun_affords(jaw, lookthrough). 0.0005::noun_affords(jaw, writewith). 0.0005::noun_affords(jaw, typeon).
attested_noun(jeans). % 3 rows
0.9144::noun_affords(jeans, grasp). 0.9117::noun_affords(jeans, lift). 0.9022::noun_affords(jeans, throw). 0.8266::noun_affords(jeans, push). 0.5666::noun_affords(jeans, fix). 0.0005::noun_affords(jeans, ride). 0.0046::noun_affords(jeans, play). 0.0526::noun_affords(jeans, watch). 0.0005::noun_affords(jeans, siton). 0.0005::noun_affords(jeans, feed). 0.0005::noun_affords(jeans, row). 0.0005::noun_affords(jeans, pourfrom). 0.0291::noun_affords(jeans, lookthrough). 0.0005::noun_affords(jeans, writewith). 0.0005::noun_affords(jeans, typeon).
attested_noun(jewel). % 4 rows
0.9287::noun_affords(jewel, grasp). 0.9264::noun_affords(jewel, lift). 0.9185::noun_affords(jewel, throw). 0.5222::noun_affords(jewel, push). 0.1389::noun_affords(jewel, fix). 0.0004::noun_affords(jewel, ride). 0.0038::noun_affords(jewel, play). 0.0438::noun_affords(jewel, watch). 0.0004::noun_affords(jewel, siton). 0.0004::noun_affords(jewel, feed). 0.0004::noun_affords(jewel, row). 0.0004::noun_affords(jewel, pourfrom). 0.0242::noun_affords(jewel, lookthrough). 0.0004::noun_affords(jewel, writewith). 0.0004::noun_affords(jewel, typeon).
attested_noun(jewelry). % 3 rows
0.7144::noun_affords(jewelry, grasp). 0.7117::noun_affords(jewelry, lift). 0.7022::noun_affords(jewelry, throw). 0.4266::noun_affords(jewelry, push). 0.5666::noun_affords(jewelry, fix). 0.0005::noun_affords(jewelry, ride). 0.0046::noun_affords(jewelry, play). 0.2526::noun_affords(jewelry, watch). 0.0005::noun_affords(jewelry, siton). 0.0005::noun_affords(jewelry, feed). 0.0005::noun_affords(jewelry, row). 0.0005::noun_affords(jewelry, pourfrom). 0.0291::noun_affords(jewelry, lookthrough). 0.0005::noun_affords(jewelry, writewith). 0.0005::noun_affords(jewelry, typeon).
attested_noun(journal). % 2 rows
0.3068::noun_affords(journal, grasp). 0.2963::noun_affords(journal, lift). 0.2859::noun_affords(journal, throw). 0.2095::noun_affords(journal, push). 0.0467::noun_affords(journal, fix). 0.0007::noun_affords(journal, ride). 0.0007::noun_affords(journal, play). 0.3392::noun_affords(journal, watch). 0.0007::noun_affords(journal, siton). 0.0007::noun_affords(journal, feed). 0.0007::noun_affords(journal, row). 0.0007::noun_affords(journal, pourfrom). 0.4069::noun_affords(journal, lookthrough). 0.0007::noun_affords(journal, writewith). 0.0176::noun_affords(journal, typeon).
attested_noun(key). % 7 rows
0.9105::noun_affords(key, grasp). 0.9229::noun_affords(key, lift). 0.6680::noun_affords(key, throw). 0.5442::noun_affords(key, push). 0.0843::noun_affords(key, fix). 0.0002::noun_affords(key, ride). 0.0100::noun_affords(key, play). 0.1434::noun_affords(key, watch). 0.0002::noun_affords(key, siton). 0.0051::noun_affords(key, feed). 0.0002::noun_affords(key, row). 0.0041::noun_affords(key, pourfrom). 0.0101::noun_affords(key, lookthrough). 0.0002::noun_affords(key, writewith). 0.0002::noun_affords(key, typeon).
attested_noun(kid). % 12 rows
0.1516::noun_affords(kid, grasp). 0.3476::noun_affords(kid, lift). 0.0784::noun_affords(kid, throw). 0.2247::noun_affords(kid, push). 0.0012::noun_affords(kid, fix). 0.0012::noun_affords(kid, ride). 0.3374::noun_affords(kid, play). 0.2054::noun_affords(kid, watch). 0.0012::noun_affords(kid, siton). 0.7296::noun_affords(kid, feed). 0.0012::noun_affords(kid, row). 0.0012::noun_affords(kid, pourfrom). 0.0012::noun_affords(kid, lookthrough). 0.0012::noun_affords(kid, writewith). 0.0012::noun_affords(kid, typeon).
attested_noun(kit). % 2 rows
0.5487::noun_affords(kit, grasp). 0.5765::noun_affords(kit, lift). 0.5030::noun_affords(kit, throw). 0.4745::noun_affords(kit, push). 0.4398::noun_affords(kit, fix). 0.0005::noun_affords(kit, ride). 0.0225::noun_affords(kit, play). 0.0727::noun_affords(kit, watch). 0.0005::noun_affords(kit, siton). 0.0115::noun_affords(kit, feed). 0.0005::noun_affords(kit, row). 0.0093::noun_affords(kit, pourfrom). 0.0227::noun_affords(kit, lookthrough). 0.0005::noun_affords(kit, writewith). 0.0005::noun_affords(kit, typeon).
attested_noun(kitchen). % 2 rows
0.0499::noun_affords(kitchen, grasp). 0.0499::noun_affords(kitchen, lift). 0.0499::noun_affords(kitchen, throw). 0.0221::noun_affords(kitchen, push). 0.0325::noun_affords(kitchen, fix). 0.0013::noun_affords(kitchen, ride). 0.0065::noun_affords(kitchen, play). 0.0603::noun_affords(kitchen, watch). 0.0221::noun_affords(kitchen, siton). 0.0082::noun_affords(kitchen, feed). 0.0013::noun_affords(kitchen, row). 0.0013::noun_affords(kitchen, pourfrom). 0.0742::noun_affords(kitchen, lookthrough). 0.0013::noun_affords(kitchen, writewith). 0.0013::noun_affords(kitchen, typeon).
attested_noun(kitten). % 2 rows
0.8026::noun_affords(kitten, grasp). 0.9098::noun_affords(kitten, lift). 0.3813::noun_affords(kitten, throw). 0.4226::noun_affords(kitten, push). 0.0043::noun_affords(kitten, fix). 0.0043::noun_affords(kitten, ride). 0.7758::noun_affords(kitten, play). 0.8315::noun_affords(kitten, watch). 0.0043::noun_affords(kitten, siton). 0.9462::noun_affords(kitten, feed). 0.0043::noun_affords(kitten, row). 0.0043::noun_affords(kitten, pourfrom). 0.0043::noun_affords(kitten, lookthrough). 0.0043::noun_affords(kitten, writewith). 0.0043::noun_affords(kitten, typeon).
attested_noun(knife). % 9 rows
0.9268::noun_affords(knife, grasp). 0.9369::noun_affords(knife, lift). 0.9102::noun_affords(knife, throw). 0.5362::noun_affords(knife, push). 0.5235::noun_affords(knife, fix). 0.0002::noun_affords(knife, ride). 0.0082::noun_affords(knife, play). 0.0264::noun_affords(knife, watch). 0.0002::noun_affords(knife, siton). 0.0042::noun_affords(knife, feed). 0.0002::noun_affords(knife, row). 0.0034::noun_affords(knife, pourfrom). 0.0083::noun_affords(knife, lookthrough). 0.0002::noun_affords(knife, writewith). 0.0002::noun_affords(knife, typeon).
attested_noun(lady). % 2 rows
0.0839::noun_affords(lady, grasp). 0.3243::noun_affords(lady, lift). 0.0198::noun_affords(lady, throw). 0.3772::noun_affords(lady, push). 0.0054::noun_affords(lady, fix). 0.0006::noun_affords(lady, ride). 0.0278::noun_affords(lady, play). 0.4365::noun_affords(lady, watch). 0.0006::noun_affords(lady, siton). 0.3820::noun_affords(lady, feed). 0.0006::noun_affords(lady, row). 0.0006::noun_affords(lady, pourfrom). 0.0198::noun_affords(lady, lookthrough). 0.0006::noun_affords(lady, writewith). 0.0006::noun_affords(lady, typeon).
attested_noun(lake). % 8 rows
0.0008::noun_affords(lake, grasp). 0.0008::noun_affords(lake, lift). 0.0008::noun_affords(lake, throw). 0.0008::noun_affords(lake, push). 0.0008::noun_affords(lake, fix). 0.0133::noun_affords(lake, ride). 0.0008::noun_affords(lake, play). 0.7470::noun_affords(lake, watch). 0.0091::noun_affords(lake, siton). 0.0008::noun_affords(lake, feed). 0.6831::noun_affords(lake, row). 0.0021::noun_affords(lake, pourfrom). 0.0049::noun_affords(lake, lookthrough). 0.0008::noun_affords(lake, writewith). 0.0008::noun_affords(lake, typeon).
attested_noun(land). % 2 rows
0.0112::noun_affords(land, grasp). 0.0112::noun_affords(land, lift). 0.0112::noun_affords(land, throw). 0.0085::noun_affords(land, push). 0.2545::noun_affords(land, fix). 0.0005::noun_affords(land, ride). 0.0193::noun_affords(land, play). 0.2260::noun_affords(land, watch). 0.0349::noun_affords(land, siton). 0.0085::noun_affords(land, feed). 0.0085::noun_affords(land, row). 0.0005::noun_affords(land, pourfrom). 0.0005::noun_affords(land, lookthrough). 0.0005::noun_affords(land, writewith). 0.0005::noun_affords(land, typeon).
attested_noun(landscape). % 3 rows
0.0090::noun_affords(landscape, grasp). 0.0090::noun_affords(landscape, lift). 0.0090::noun_affords(landscape, throw). 0.0068::noun_affords(landscape, push). 0.0036::noun_affords(landscape, fix). 0.0004::noun_affords(landscape, ride). 0.0154::noun_affords(landscape, play). 0.7808::noun_affords(landscape, watch). 0.0279::noun_affords(landscape, siton). 0.0068::noun_affords(landscape, feed). 0.0068::noun_affords(landscape, row). 0.0004::noun_affords(landscape, pourfrom). 0.0004::noun_affords(landscape, lookthrough). 0.0004::noun_affords(landscape, writewith). 0.0004::noun_affords(landscape, typeon).
attested_noun(leaf). % 3 rows
0.8170::noun_affords(leaf, grasp). 0.7922::noun_affords(leaf, lift). 0.7680::noun_affords(leaf, throw). 0.4829::noun_affords(leaf, push). 0.0041::noun_affords(leaf, fix). 0.0011::noun_affords(leaf, ride). 0.0011::noun_affords(leaf, play). 0.5137::noun_affords(leaf, watch). 0.0141::noun_affords(leaf, siton). 0.0011::noun_affords(leaf, feed). 0.0011::noun_affords(leaf, row). 0.0011::noun_affords(leaf, pourfrom). 0.0011::noun_affords(leaf, lookthrough). 0.0011::noun_affords(leaf, writewith). 0.0011::noun_affords(leaf, typeon).
attested_noun(leather). % 2 rows
0.6430::noun_affords(leather, grasp). 0.6396::noun_affords(leather, lift). 0.6277::noun_affords(leather, throw). 0.2833::noun_affords(leather, push). 0.2083::noun_affords(leather, fix). 0.0006::noun_affords(leather, ride). 0.0057::noun_affords(leather, play). 0.0657::noun_affords(leather, watch). 0.0006::noun_affords(leather, siton). 0.0006::noun_affords(leather, feed). 0.0006::noun_affords(leather, row). 0.0006::noun_affords(leather, pourfrom). 0.0363::noun_affords(leather, lookthrough). 0.0006::noun_affords(leather, writewith). 0.0006::noun_affords(leather, typeon).
attested_noun(leg). % 3 rows
0.0658::noun_affords(leg, grasp). 0.6789::noun_affords(leg, lift). 0.0175::noun_affords(leg, throw). 0.0282::noun_affords(leg, push). 0.0026::noun_affords(leg, fix). 0.0090::noun_affords(leg, ride). 0.0005::noun_affords(leg, play). 0.2793::noun_affords(leg, watch). 0.0090::noun_affords(leg, siton). 0.0005::noun_affords(leg, feed). 0.0005::noun_affords(leg, row). 0.0005::noun_affords(leg, pourfrom). 0.0005::noun_affords(leg, lookthrough). 0.0005::noun_affords(leg, writewith). 0.0005::noun_affords(leg, typeon).
attested_noun(letter). % 4 rows
0.7045::noun_affords(letter, grasp). 0.8642::noun_affords(letter, lift). 0.8573::noun_affords(letter, throw). 0.6397::noun_affords(letter, push). 0.0311::noun_affords(letter, fix). 0.0004::noun_affords(letter, ride). 0.0004::noun_affords(letter, play). 0.3928::noun_affords(letter, watch). 0.0004::noun_affords(letter, siton). 0.0004::noun_affords(letter, feed). 0.0004::noun_affords(letter, row). 0.0004::noun_affords(letter, pourfrom). 0.2712::noun_affords(letter, lookthrough). 0.0004::noun_affords(letter, writewith). 0.0117::noun_affords(letter, typeon).
attested_noun(light). % 2 rows
0.2253::noun_affords(light, grasp). 0.2511::noun_affords(light, lift). 0.1706::noun_affords(light, throw). 0.1937::noun_affords(light, push). 0.2555::noun_affords(light, fix). 0.0053::noun_affords(light, ride). 0.0269::noun_affords(light, play). 0.0901::noun_affords(light, watch). 0.0010::noun_affords(light, siton). 0.0010::noun_affords(light, feed). 0.0010::noun_affords(light, row). 0.0010::noun_affords(light, pourfrom). 0.0240::noun_affords(light, lookthrough). 0.0010::noun_affords(light, writewith). 0.0010::noun_affords(light, typeon).
attested_noun(limousine). % 2 rows
0.0097::noun_affords(limousine, grasp). 0.0223::noun_affords(limousine, lift). 0.0019::noun_affords(limousine, throw). 0.5475::noun_affords(limousine, push). 0.8696::noun_affords(limousine, fix). 0.5735::noun_affords(limousine, ride). 0.0019::noun_affords(limousine, play). 0.0536::noun_affords(limousine, watch). 0.1089::noun_affords(limousine, siton). 0.0019::noun_affords(limousine, feed). 0.0019::noun_affords(limousine, row). 0.0019::noun_affords(limousine, pourfrom). 0.0030::noun_affords(limousine, lookthrough). 0.0019::noun_affords(limousine, writewith). 0.0019::noun_affords(limousine, typeon).
attested_noun(line). % 2 rows
0.0269::noun_affords(line, grasp). 0.0355::noun_affords(line, lift). 0.0269::noun_affords(line, throw). 0.0346::noun_affords(line, push). 0.0932::noun_affords(line, fix). 0.0010::noun_affords(line, ride). 0.0010::noun_affords(line, play). 0.1198::noun_affords(line, watch). 0.0996::noun_affords(line, siton). 0.0183::noun_affords(line, feed). 0.0010::noun_affords(line, row). 0.0010::noun_affords(line, pourfrom). 0.0346::noun_affords(line, lookthrough). 0.0010::noun_affords(line, writewith). 0.0010::noun_affords(line, typeon).
attested_noun(liqueur). % 2 rows
0.4507::noun_affords(liqueur, grasp). 0.4590::noun_affords(liqueur, lift). 0.4041::noun_affords(liqueur, throw). 0.3572::noun_affords(liqueur, push). 0.0016::noun_affords(liqueur, fix). 0.0016::noun_affords(liqueur, ride). 0.0016::noun_affords(liqueur, play). 0.0180::noun_affords(liqueur, watch). 0.0016::noun_affords(liqueur, siton). 0.1888::noun_affords(liqueur, feed). 0.0147::noun_affords(liqueur, row). 0.1205::noun_affords(liqueur, pourfrom). 0.0016::noun_affords(liqueur, lookthrough). 0.0016::noun_affords(liqueur, writewith). 0.0016::noun_affords(liqueur, typeon).
attested_noun(machine). % 11 rows
0.1755::noun_affords(machine, grasp). 0.3590::noun_affords(machine, lift). 0.0980::noun_affords(machine, throw). 0.3680::noun_affords(machine, push). 0.9592::noun_affords(machine, fix). 0.1622::noun_affords(machine, ride). 0.0004::noun_affords(machine, play). 0.1764::noun_affords(machine, watch). 0.0071::noun_affords(machine, siton). 0.0004::noun_affords(machine, feed). 0.0071::noun_affords(machine, row). 0.0004::noun_affords(machine, pourfrom). 0.0004::noun_affords(machine, lookthrough). 0.0004::noun_affords(machine, writewith). 0.0004::noun_affords(machine, typeon).
attested_noun(magazine). % 10 rows
0.6023::noun_affords(magazine, grasp). 0.5154::noun_affords(magazine, lift). 0.5120::noun_affords(magazine, throw). 0.4032::noun_affords(magazine, push). 0.0156::noun_affords(magazine, fix). 0.0002::noun_affords(magazine, ride). 0.0002::noun_affords(magazine, play). 0.0297::noun_affords(magazine, watch). 0.0002::noun_affords(magazine, siton). 0.0002::noun_affords(magazine, feed). 0.0002::noun_affords(magazine, row). 0.0002::noun_affords(magazine, pourfrom). 0.3023::noun_affords(magazine, lookthrough). 0.0002::noun_affords(magazine, writewith). 0.0059::noun_affords(magazine, typeon).
attested_noun(mahal). % 2 rows
0.0086::noun_affords(mahal, grasp). 0.0138::noun_affords(mahal, lift). 0.0086::noun_affords(mahal, throw). 0.0094::noun_affords(mahal, push). 0.0390::noun_affords(mahal, fix). 0.0067::noun_affords(mahal, ride). 0.0079::noun_affords(mahal, play). 0.7134::noun_affords(mahal, watch). 0.0079::noun_affords(mahal, siton). 0.0004::noun_affords(mahal, feed). 0.0004::noun_affords(mahal, row). 0.0079::noun_affords(mahal, pourfrom). 0.0534::noun_affords(mahal, lookthrough). 0.0004::noun_affords(mahal, writewith). 0.0004::noun_affords(mahal, typeon).
attested_noun(mail). % 4 rows
0.5379::noun_affords(mail, grasp). 0.5309::noun_affords(mail, lift). 0.5240::noun_affords(mail, throw). 0.3063::noun_affords(mail, push). 0.0311::noun_affords(mail, fix). 0.0004::noun_affords(mail, ride). 0.0004::noun_affords(mail, play). 0.2261::noun_affords(mail, watch). 0.0004::noun_affords(mail, siton). 0.0004::noun_affords(mail, feed). 0.0004::noun_affords(mail, row). 0.0004::noun_affords(mail, pourfrom). 0.2712::noun_affords(mail, lookthrough). 0.0004::noun_affords(mail, writewith). 0.0117::noun_affords(mail, typeon).
attested_noun(mall). % 2 rows
0.0086::noun_affords(mall, grasp). 0.0138::noun_affords(mall, lift). 0.0086::noun_affords(mall, throw). 0.0094::noun_affords(mall, push). 0.0390::noun_affords(mall, fix). 0.0067::noun_affords(mall, ride). 0.0079::noun_affords(mall, play). 0.4634::noun_affords(mall, watch). 0.0079::noun_affords(mall, siton). 0.0004::noun_affords(mall, feed). 0.0004::noun_affords(mall, row). 0.0079::noun_affords(mall, pourfrom). 0.0534::noun_affords(mall, lookthrough). 0.0004::noun_affords(mall, writewith). 0.0004::noun_affords(mall, typeon).
attested_noun(mandrake). % 3 rows
0.6170::noun_affords(mandrake, grasp). 0.7922::noun_affords(mandrake, lift). 0.5680::noun_affords(mandrake, throw). 0.4829::noun_affords(mandrake, push). 0.0041::noun_affords(mandrake, fix). 0.0011::noun_affords(mandrake, ride). 0.0011::noun_affords(mandrake, play). 0.1137::noun_affords(mandrake, watch). 0.0141::noun_affords(mandrake, siton). 0.0011::noun_affords(mandrake, feed). 0.0011::noun_affords(mandrake, row). 0.0011::noun_affords(mandrake, pourfrom). 0.0011::noun_affords(mandrake, lookthrough). 0.0011::noun_affords(mandrake, writewith). 0.0011::noun_affords(mandrake, typeon).
attested_noun(map). % 3 rows
0.6454::noun_affords(map, grasp). 0.6371::noun_affords(map, lift). 0.6287::noun_affords(map, throw). 0.3676::noun_affords(map, push). 0.2373::noun_affords(map, fix). 0.0005::noun_affords(map, ride). 0.0005::noun_affords(map, play). 0.2713::noun_affords(map, watch). 0.0005::noun_affords(map, siton). 0.0005::noun_affords(map, feed). 0.0005::noun_affords(map, row). 0.0005::noun_affords(map, pourfrom). 0.3255::noun_affords(map, lookthrough). 0.0005::noun_affords(map, writewith). 0.0141::noun_affords(map, typeon).
attested_noun(mare). % 2 rows
0.0030::noun_affords(mare, grasp). 0.0530::noun_affords(mare, lift). 0.0030::noun_affords(mare, throw). 0.1145::noun_affords(mare, push). 0.0530::noun_affords(mare, fix). 0.8662::noun_affords(mare, ride). 0.0068::noun_affords(mare, play). 0.3979::noun_affords(mare, watch). 0.8258::noun_affords(mare, siton). 0.8623::noun_affords(mare, feed). 0.0030::noun_affords(mare, row). 0.0030::noun_affords(mare, pourfrom). 0.0030::noun_affords(mare, lookthrough). 0.0030::noun_affords(mare, writewith). 0.0030::noun_affords(mare, typeon).
attested_noun(marijuana). % 2 rows
0.2076::noun_affords(marijuana, grasp). 0.2530::noun_affords(marijuana, lift). 0.1770::noun_affords(marijuana, throw). 0.1467::noun_affords(marijuana, push). 0.0027::noun_affords(marijuana, fix). 0.0027::noun_affords(marijuana, ride). 0.0027::noun_affords(marijuana, play). 0.0027::noun_affords(marijuana, watch). 0.0027::noun_affords(marijuana, siton). 0.0636::noun_affords(marijuana, feed). 0.0027::noun_affords(marijuana, row). 0.0027::noun_affords(marijuana, pourfrom). 0.0027::noun_affords(marijuana, lookthrough). 0.0027::noun_affords(marijuana, writewith). 0.0027::noun_affords(marijuana, typeon).
attested_noun(market). % 2 rows
0.0086::noun_affords(market, grasp). 0.0138::noun_affords(market, lift). 0.0086::noun_affords(market, throw). 0.0094::noun_affords(market, push). 0.0390::noun_affords(market, fix). 0.0067::noun_affords(market, ride). 0.0079::noun_affords(market, play). 0.2134::noun_affords(market, watch). 0.0079::noun_affords(market, siton). 0.0004::noun_affords(market, feed). 0.0004::noun_affords(market, row). 0.0079::noun_affords(market, pourfrom). 0.0534::noun_affords(market, lookthrough). 0.0004::noun_affords(market, writewith). 0.0004::noun_affords(market, typeon).
attested_noun(mask). % 4 rows
0.9287::noun_affords(mask, grasp). 0.9264::noun_affords(mask, lift). 0.9185::noun_affords(mask, throw). 0.5222::noun_affords(mask, push). 0.8055::noun_affords(mask, fix). 0.0004::noun_affords(mask, ride). 0.0038::noun_affords(mask, play). 0.0438::noun_affords(mask, watch). 0.0004::noun_affords(mask, siton). 0.0004::noun_affords(mask, feed). 0.0004::noun_affords(mask, row). 0.0004::noun_affords(mask, pourfrom). 0.0242::noun_affords(mask, lookthrough). 0.0004::noun_affords(mask, writewith). 0.0004::noun_affords(mask, typeon).
attested_noun(mausoleum). % 2 rows
0.0086::noun_affords(mausoleum, grasp). 0.0138::noun_affords(mausoleum, lift). 0.0086::noun_affords(mausoleum, throw). 0.0094::noun_affords(mausoleum, push). 0.0390::noun_affords(mausoleum, fix). 0.0067::noun_affords(mausoleum, ride). 0.0079::noun_affords(mausoleum, play). 0.7134::noun_affords(mausoleum, watch). 0.0079::noun_affords(mausoleum, siton). 0.0004::noun_affords(mausoleum, feed). 0.0004::noun_affords(mausoleum, row). 0.0079::noun_affords(mausoleum, pourfrom). 0.0534::noun_affords(mausoleum, lookthrough). 0.0004::noun_affords(mausoleum, writewith). 0.0004::noun_affords(mausoleum, typeon).
attested_noun(meal). % 5 rows
0.3021::noun_affords(meal, grasp). 0.7521::noun_affords(meal, lift). 0.6021::noun_affords(meal, throw). 0.4521::noun_affords(meal, push). 0.0021::noun_affords(meal, fix). 0.0021::noun_affords(meal, ride). 0.0021::noun_affords(meal, play). 0.0379::noun_affords(meal, watch). 0.0021::noun_affords(meal, siton). 0.4429::noun_affords(meal, feed). 0.0021::noun_affords(meal, row). 0.0021::noun_affords(meal, pourfrom). 0.0021::noun_affords(meal, lookthrough). 0.0021::noun_affords(meal, writewith). 0.0021::noun_affords(meal, typeon).
attested_noun(meat). % 5 rows
0.7876::noun_affords(meat, grasp). 0.6440::noun_affords(meat, lift). 0.6346::noun_affords(meat, throw). 0.5930::noun_affords(meat, push). 0.0003::noun_affords(meat, fix). 0.0003::noun_affords(meat, ride). 0.0003::noun_affords(meat, play). 0.1613::noun_affords(meat, watch). 0.0053::noun_affords(meat, siton). 0.5153::noun_affords(meat, feed). 0.0003::noun_affords(meat, row). 0.0053::noun_affords(meat, pourfrom). 0.0023::noun_affords(meat, lookthrough). 0.0003::noun_affords(meat, writewith). 0.0003::noun_affords(meat, typeon).
attested_noun(memorial). % 5 rows
0.0049::noun_affords(memorial, grasp). 0.1508::noun_affords(memorial, lift). 0.0049::noun_affords(memorial, throw). 0.1482::noun_affords(memorial, push). 0.0223::noun_affords(memorial, fix). 0.0038::noun_affords(memorial, ride). 0.0045::noun_affords(memorial, play). 0.5505::noun_affords(memorial, watch). 0.0045::noun_affords(memorial, siton). 0.0003::noun_affords(memorial, feed). 0.0003::noun_affords(memorial, row). 0.0045::noun_affords(memorial, pourfrom). 0.0305::noun_affords(memorial, lookthrough). 0.0003::noun_affords(memorial, writewith). 0.0003::noun_affords(memorial, typeon).
attested_noun(mercury). % 2 rows
0.0964::noun_affords(mercury, grasp). 0.1353::noun_affords(mercury, lift). 0.1187::noun_affords(mercury, throw). 0.0631::noun_affords(mercury, push). 0.0020::noun_affords(mercury, fix). 0.0020::noun_affords(mercury, ride). 0.0020::noun_affords(mercury, play). 0.0631::noun_affords(mercury, watch). 0.0020::noun_affords(mercury, siton). 0.0020::noun_affords(mercury, feed). 0.0020::noun_affords(mercury, row). 0.0800::noun_affords(mercury, pourfrom). 0.0020::noun_affords(mercury, lookthrough). 0.0020::noun_affords(mercury, writewith). 0.0020::noun_affords(mercury, typeon).
attested_noun(microphone). % 2 rows
0.7253::noun_affords(microphone, grasp). 0.7511::noun_affords(microphone, lift). 0.1706::noun_affords(microphone, throw). 0.1937::noun_affords(microphone, push). 0.5055::noun_affords(microphone, fix). 0.0053::noun_affords(microphone, ride). 0.0269::noun_affords(microphone, play). 0.0901::noun_affords(microphone, watch). 0.0010::noun_affords(microphone, siton). 0.0010::noun_affords(microphone, feed). 0.0010::noun_affords(microphone, row). 0.0010::noun_affords(microphone, pourfrom). 0.0240::noun_affords(microphone, lookthrough). 0.0010::noun_affords(microphone, writewith). 0.0010::noun_affords(microphone, typeon).
attested_noun(milk). % 3 rows
0.1606::noun_affords(milk, grasp). 0.1672::noun_affords(milk, lift). 0.1233::noun_affords(milk, throw). 0.0857::noun_affords(milk, push). 0.0013::noun_affords(milk, fix). 0.0013::noun_affords(milk, ride). 0.0013::noun_affords(milk, play). 0.0144::noun_affords(milk, watch). 0.0013::noun_affords(milk, siton). 0.5510::noun_affords(milk, feed). 0.0118::noun_affords(milk, row). 0.0964::noun_affords(milk, pourfrom). 0.0013::noun_affords(milk, lookthrough). 0.0013::noun_affords(milk, writewith). 0.0013::noun_affords(milk, typeon).
attested_noun(mine). % 3 rows
0.0069::noun_affords(mine, grasp). 0.0111::noun_affords(mine, lift). 0.0069::noun_affords(mine, throw). 0.0075::noun_affords(mine, push). 0.0312::noun_affords(mine, fix). 0.0053::noun_affords(mine, ride). 0.0063::noun_affords(mine, play). 0.1707::noun_affords(mine, watch). 0.0063::noun_affords(mine, siton). 0.0004::noun_affords(mine, feed). 0.0004::noun_affords(mine, row). 0.0063::noun_affords(mine, pourfrom). 0.0427::noun_affords(mine, lookthrough). 0.0004::noun_affords(mine, writewith). 0.0004::noun_affords(mine, typeon).
attested_noun(mirror). % 2 rows
0.3400::noun_affords(mirror, grasp). 0.9400::noun_affords(mirror, lift). 0.7060::noun_affords(mirror, throw). 0.7060::noun_affords(mirror, push). 0.1060::noun_affords(mirror, fix). 0.0060::noun_affords(mirror, ride). 0.0060::noun_affords(mirror, play). 0.3060::noun_affords(mirror, watch). 0.0060::noun_affords(mirror, siton). 0.0060::noun_affords(mirror, feed). 0.0060::noun_affords(mirror, row). 0.0060::noun_affords(mirror, pourfrom). 0.3400::noun_affords(mirror, lookthrough). 0.0060::noun_affords(mirror, writewith). 0.0060::noun_affords(mirror, typeon).
attested_noun(moat). % 2 rows
0.0019::noun_affords(moat, grasp). 0.0019::noun_affords(moat, lift). 0.0019::noun_affords(moat, throw). 0.0019::noun_affords(moat, push). 0.0019::noun_affords(moat, fix). 0.0331::noun_affords(moat, ride). 0.0019::noun_affords(moat, play). 0.6175::noun_affords(moat, watch). 0.0227::noun_affords(moat, siton). 0.0019::noun_affords(moat, feed). 0.2078::noun_affords(moat, row). 0.0053::noun_affords(moat, pourfrom). 0.0123::noun_affords(moat, lookthrough). 0.0019::noun_affords(moat, writewith). 0.0019::noun_affords(moat, typeon).
attested_noun(model). % 3 rows
0.0128::noun_affords(model, grasp). 0.1745::noun_affords(model, lift). 0.0361::noun_affords(model, throw). 0.1673::noun_affords(model, push). 0.2620::noun_affords(model, fix). 0.0048::noun_affords(model, ride). 0.0048::noun_affords(model, play). 0.8989::noun_affords(model, watch). 0.0048::noun_affords(model, siton). 0.0048::noun_affords(model, feed). 0.0048::noun_affords(model, row). 0.0048::noun_affords(model, pourfrom). 0.2395::noun_affords(model, lookthrough). 0.0048::noun_affords(model, writewith). 0.0048::noun_affords(model, typeon).
attested_noun(monarchy). % 4 rows
0.0636::noun_affords(monarchy, grasp). 0.0459::noun_affords(monarchy, lift). 0.0484::noun_affords(monarchy, throw). 0.0383::noun_affords(monarchy, push). 0.0547::noun_affords(monarchy, fix). 0.0005::noun_affords(monarchy, ride). 0.0005::noun_affords(monarchy, play). 0.0535::noun_affords(monarchy, watch). 0.0005::noun_affords(monarchy, siton). 0.0232::noun_affords(monarchy, feed). 0.0080::noun_affords(monarchy, row). 0.0005::noun_affords(monarchy, pourfrom). 0.0106::noun_affords(monarchy, lookthrough). 0.0005::noun_affords(monarchy, writewith). 0.0080::noun_affords(monarchy, typeon).
attested_noun(monastery). % 2 rows
0.0086::noun_affords(monastery, grasp). 0.0138::noun_affords(monastery, lift). 0.0086::noun_affords(monastery, throw). 0.0094::noun_affords(monastery, push). 0.0390::noun_affords(monastery, fix). 0.0067::noun_affords(monastery, ride). 0.0079::noun_affords(monastery, play). 0.4634::noun_affords(monastery, watch). 0.0079::noun_affords(monastery, siton). 0.0004::noun_affords(monastery, feed). 0.0004::noun_affords(monastery, row). 0.0079::noun_affords(monastery, pourfrom). 0.0534::noun_affords(monastery, lookthrough). 0.0004::noun_affords(monastery, writewith). 0.0004::noun_affords(monastery, typeon).
attested_noun(monument). % 2 rows
0.0086::noun_affords(monument, grasp). 0.0138::noun_affords(monument, lift). 0.0086::noun_affords(monument, throw). 0.0094::noun_affords(monument, push). 0.0390::noun_affords(monument, fix). 0.0067::noun_affords(monument, ride). 0.0079::noun_affords(monument, play). 0.7134::noun_affords(monument, watch). 0.0079::noun_affords(monument, siton). 0.0004::noun_affords(monument, feed). 0.0004::noun_affords(monument, row). 0.0079::noun_affords(monument, pourfrom). 0.0534::noun_affords(monument, lookthrough). 0.0004::noun_affords(monument, writewith). 0.0004::noun_affords(monument, typeon).
attested_noun(mosque). % 3 rows
0.0069::noun_affords(mosque, grasp). 0.0111::noun_affords(mosque, lift). 0.0069::noun_affords(mosque, throw). 0.0075::noun_affords(mosque, push). 0.0312::noun_affords(mosque, fix). 0.0053::noun_affords(mosque, ride). 0.0063::noun_affords(mosque, play). 0.7707::noun_affords(mosque, watch). 0.0063::noun_affords(mosque, siton). 0.0004::noun_affords(mosque, feed). 0.0004::noun_affords(mosque, row). 0.0063::noun_affords(mosque, pourfrom). 0.0427::noun_affords(mosque, lookthrough). 0.0004::noun_affords(mosque, writewith). 0.0004::noun_affords(mosque, typeon).
attested_noun(motorcycle). % 2 rows
0.0060::noun_affords(motorcycle, grasp). 0.2400::noun_affords(motorcycle, lift). 0.0060::noun_affords(motorcycle, throw). 0.6400::noun_affords(motorcycle, push). 0.9400::noun_affords(motorcycle, fix). 0.9400::noun_affords(motorcycle, ride). 0.0060::noun_affords(motorcycle, play). 0.0060::noun_affords(motorcycle, watch). 0.9400::noun_affords(motorcycle, siton). 0.0060::noun_affords(motorcycle, feed). 0.0060::noun_affords(motorcycle, row). 0.0060::noun_affords(motorcycle, pourfrom). 0.0060::noun_affords(motorcycle, lookthrough). 0.0060::noun_affords(motorcycle, writewith). 0.0060::noun_affords(motorcycle, typeon).
attested_noun(mountain). % 6 rows
0.0056::noun_affords(mountain, grasp). 0.0056::noun_affords(mountain, lift). 0.0056::noun_affords(mountain, throw). 0.0043::noun_affords(mountain, push). 0.0023::noun_affords(mountain, fix). 0.0002::noun_affords(mountain, ride). 0.0097::noun_affords(mountain, play). 0.7380::noun_affords(mountain, watch). 0.0174::noun_affords(mountain, siton). 0.0043::noun_affords(mountain, feed). 0.0043::noun_affords(mountain, row). 0.0002::noun_affords(mountain, pourfrom). 0.0002::noun_affords(mountain, lookthrough). 0.0002::noun_affords(mountain, writewith). 0.0002::noun_affords(mountain, typeon).
attested_noun(movie). % 18 rows
0.0066::noun_affords(movie, grasp). 0.0066::noun_affords(movie, lift). 0.0066::noun_affords(movie, throw). 0.0066::noun_affords(movie, push). 0.0066::noun_affords(movie, fix). 0.0004::noun_affords(movie, ride). 0.0640::noun_affords(movie, play). 0.9838::noun_affords(movie, watch). 0.0004::noun_affords(movie, siton). 0.0004::noun_affords(movie, feed). 0.0004::noun_affords(movie, row). 0.0004::noun_affords(movie, pourfrom). 0.0012::noun_affords(movie, lookthrough). 0.0004::noun_affords(movie, writewith). 0.0004::noun_affords(movie, typeon).
attested_noun(mower). % 2 rows
0.0705::noun_affords(mower, grasp). 0.6668::noun_affords(mower, lift). 0.0685::noun_affords(mower, throw). 0.6959::noun_affords(mower, push). 0.8674::noun_affords(mower, fix). 0.0270::noun_affords(mower, ride). 0.0013::noun_affords(mower, play). 0.0732::noun_affords(mower, watch). 0.0230::noun_affords(mower, siton). 0.0013::noun_affords(mower, feed). 0.0230::noun_affords(mower, row). 0.0013::noun_affords(mower, pourfrom). 0.0013::noun_affords(mower, lookthrough). 0.0013::noun_affords(mower, writewith). 0.0013::noun_affords(mower, typeon).
attested_noun(mule). % 4 rows
0.0020::noun_affords(mule, grasp). 0.0353::noun_affords(mule, lift). 0.0020::noun_affords(mule, throw). 0.0764::noun_affords(mule, push). 0.0353::noun_affords(mule, fix). 0.9108::noun_affords(mule, ride). 0.0046::noun_affords(mule, play). 0.5986::noun_affords(mule, watch). 0.5505::noun_affords(mule, siton). 0.9082::noun_affords(mule, feed). 0.0020::noun_affords(mule, row). 0.0020::noun_affords(mule, pourfrom). 0.0020::noun_affords(mule, lookthrough). 0.0020::noun_affords(mule, writewith). 0.0020::noun_affords(mule, typeon).
attested_noun(mural). % 2 rows
0.0187::noun_affords(mural, grasp). 0.0520::noun_affords(mural, lift). 0.0187::noun_affords(mural, throw). 0.0020::noun_affords(mural, push). 0.0353::noun_affords(mural, fix). 0.0020::noun_affords(mural, ride). 0.0020::noun_affords(mural, play). 0.7994::noun_affords(mural, watch). 0.0020::noun_affords(mural, siton). 0.0020::noun_affords(mural, feed). 0.0020::noun_affords(mural, row). 0.0020::noun_affords(mural, pourfrom). 0.0298::noun_affords(mural, lookthrough). 0.0020::noun_affords(mural, writewith). 0.0020::noun_affords(mural, typeon).
attested_noun(museum). % 11 rows
0.0796::noun_affords(museum, grasp). 0.0812::noun_affords(museum, lift). 0.0796::noun_affords(museum, throw). 0.0029::noun_affords(museum, push). 0.0120::noun_affords(museum, fix). 0.0021::noun_affords(museum, ride). 0.0024::noun_affords(museum, play). 0.6041::noun_affords(museum, watch). 0.0024::noun_affords(museum, siton). 0.0001::noun_affords(museum, feed). 0.0001::noun_affords(museum, row). 0.0024::noun_affords(museum, pourfrom). 0.0164::noun_affords(museum, lookthrough). 0.0001::noun_affords(museum, writewith). 0.0001::noun_affords(museum, typeon).
attested_noun(music). % 8 rows
0.0013::noun_affords(music, grasp). 0.0013::noun_affords(music, lift). 0.0013::noun_affords(music, throw). 0.0013::noun_affords(music, push). 0.0013::noun_affords(music, fix). 0.0013::noun_affords(music, ride). 0.6117::noun_affords(music, play). 0.0013::noun_affords(music, watch). 0.0013::noun_affords(music, siton). 0.0013::noun_affords(music, feed). 0.0013::noun_affords(music, row). 0.0013::noun_affords(music, pourfrom). 0.0013::noun_affords(music, lookthrough). 0.0013::noun_affords(music, writewith). 0.0013::noun_affords(music, typeon).
attested_noun(musical). % 2 rows
0.0008::noun_affords(musical, grasp). 0.0133::noun_affords(musical, lift). 0.0133::noun_affords(musical, throw). 0.0133::noun_affords(musical, push). 0.0039::noun_affords(musical, fix). 0.0226::noun_affords(musical, ride). 0.2841::noun_affords(musical, play). 0.8083::noun_affords(musical, watch). 0.0039::noun_affords(musical, siton). 0.0008::noun_affords(musical, feed). 0.0039::noun_affords(musical, row). 0.0008::noun_affords(musical, pourfrom). 0.0133::noun_affords(musical, lookthrough). 0.0008::noun_affords(musical, writewith). 0.0008::noun_affords(musical, typeon).
attested_noun(newspaper). % 8 rows
0.8227::noun_affords(newspaper, grasp). 0.8185::noun_affords(newspaper, lift). 0.7144::noun_affords(newspaper, throw). 0.4838::noun_affords(newspaper, push). 0.1187::noun_affords(newspaper, fix). 0.0003::noun_affords(newspaper, ride). 0.0003::noun_affords(newspaper, play). 0.1357::noun_affords(newspaper, watch). 0.0003::noun_affords(newspaper, siton). 0.0003::noun_affords(newspaper, feed). 0.0003::noun_affords(newspaper, row). 0.0003::noun_affords(newspaper, pourfrom). 0.5627::noun_affords(newspaper, lookthrough). 0.0003::noun_affords(newspaper, writewith). 0.0070::noun_affords(newspaper, typeon).
attested_noun(note). % 2 rows
0.8068::noun_affords(note, grasp). 0.7963::noun_affords(note, lift). 0.7859::noun_affords(note, throw). 0.2095::noun_affords(note, push). 0.0467::noun_affords(note, fix). 0.0007::noun_affords(note, ride). 0.0007::noun_affords(note, play). 0.0892::noun_affords(note, watch). 0.0007::noun_affords(note, siton). 0.0007::noun_affords(note, feed). 0.0007::noun_affords(note, row). 0.0007::noun_affords(note, pourfrom). 0.4069::noun_affords(note, lookthrough). 0.0007::noun_affords(note, writewith). 0.0176::noun_affords(note, typeon).
attested_noun(novel). % 2 rows
0.3068::noun_affords(novel, grasp). 0.2963::noun_affords(novel, lift). 0.2859::noun_affords(novel, throw). 0.2095::noun_affords(novel, push). 0.0467::noun_affords(novel, fix). 0.0007::noun_affords(novel, ride). 0.0007::noun_affords(novel, play). 0.0892::noun_affords(novel, watch). 0.0007::noun_affords(novel, siton). 0.0007::noun_affords(novel, feed). 0.0007::noun_affords(novel, row). 0.0007::noun_affords(novel, pourfrom). 0.4069::noun_affords(novel, lookthrough). 0.0007::noun_affords(novel, writewith). 0.0176::noun_affords(novel, typeon).
attested_noun(number). % 2 rows
0.0954::noun_affords(number, grasp). 0.0689::noun_affords(number, lift). 0.0727::noun_affords(number, throw). 0.0575::noun_affords(number, push). 0.0821::noun_affords(number, fix). 0.0007::noun_affords(number, ride). 0.0007::noun_affords(number, play). 0.0802::noun_affords(number, watch). 0.0007::noun_affords(number, siton). 0.0348::noun_affords(number, feed). 0.0120::noun_affords(number, row). 0.0007::noun_affords(number, pourfrom). 0.0158::noun_affords(number, lookthrough). 0.0007::noun_affords(number, writewith). 0.0120::noun_affords(number, typeon).
attested_noun(oak). % 2 rows
0.2713::noun_affords(oak, grasp). 0.2403::noun_affords(oak, lift). 0.2100::noun_affords(oak, throw). 0.1036::noun_affords(oak, push). 0.0052::noun_affords(oak, fix). 0.0014::noun_affords(oak, ride). 0.0014::noun_affords(oak, play). 0.3921::noun_affords(oak, watch). 0.0176::noun_affords(oak, siton). 0.0014::noun_affords(oak, feed). 0.0014::noun_affords(oak, row). 0.0014::noun_affords(oak, pourfrom). 0.0014::noun_affords(oak, lookthrough). 0.0014::noun_affords(oak, writewith). 0.0014::noun_affords(oak, typeon).
attested_noun(object). % 2 rows
0.2987::noun_affords(object, grasp). 0.3265::noun_affords(object, lift). 0.2530::noun_affords(object, throw). 0.2245::noun_affords(object, push). 0.1898::noun_affords(object, fix). 0.0005::noun_affords(object, ride). 0.0225::noun_affords(object, play). 0.0727::noun_affords(object, watch). 0.0005::noun_affords(object, siton). 0.0115::noun_affords(object, feed). 0.0005::noun_affords(object, row). 0.0093::noun_affords(object, pourfrom). 0.0227::noun_affords(object, lookthrough). 0.0005::noun_affords(object, writewith). 0.0005::noun_affords(object, typeon).
attested_noun(octopus). % 2 rows
0.5700::noun_affords(octopus, grasp). 0.5262::noun_affords(octopus, lift). 0.4218::noun_affords(octopus, throw). 0.1655::noun_affords(octopus, push). 0.0030::noun_affords(octopus, fix). 0.0030::noun_affords(octopus, ride). 0.0030::noun_affords(octopus, play). 0.5012::noun_affords(octopus, watch). 0.0030::noun_affords(octopus, siton). 0.6887::noun_affords(octopus, feed). 0.0030::noun_affords(octopus, row). 0.0030::noun_affords(octopus, pourfrom). 0.0030::noun_affords(octopus, lookthrough). 0.0030::noun_affords(octopus, writewith). 0.0030::noun_affords(octopus, typeon).
attested_noun(outfit). % 2 rows
0.6430::noun_affords(outfit, grasp). 0.6396::noun_affords(outfit, lift). 0.6277::noun_affords(outfit, throw). 0.2833::noun_affords(outfit, push). 0.4583::noun_affords(outfit, fix). 0.0006::noun_affords(outfit, ride). 0.0057::noun_affords(outfit, play). 0.3157::noun_affords(outfit, watch). 0.0006::noun_affords(outfit, siton). 0.0006::noun_affords(outfit, feed). 0.0006::noun_affords(outfit, row). 0.0006::noun_affords(outfit, pourfrom). 0.0363::noun_affords(outfit, lookthrough). 0.0006::noun_affords(outfit, writewith). 0.0006::noun_affords(outfit, typeon).
attested_noun(pack). % 2 rows
0.9231::noun_affords(pack, grasp). 0.9458::noun_affords(pack, lift). 0.9250::noun_affords(pack, throw). 0.9121::noun_affords(pack, push). 0.4327::noun_affords(pack, fix). 0.0013::noun_affords(pack, ride). 0.0013::noun_affords(pack, play). 0.0320::noun_affords(pack, watch). 0.0471::noun_affords(pack, siton). 0.2646::noun_affords(pack, feed). 0.0013::noun_affords(pack, row). 0.2390::noun_affords(pack, pourfrom). 0.0299::noun_affords(pack, lookthrough). 0.0013::noun_affords(pack, writewith). 0.0013::noun_affords(pack, typeon).
attested_noun(paddock). % 2 rows
0.0499::noun_affords(paddock, grasp). 0.0499::noun_affords(paddock, lift). 0.0499::noun_affords(paddock, throw). 0.0221::noun_affords(paddock, push). 0.2825::noun_affords(paddock, fix). 0.0013::noun_affords(paddock, ride). 0.0065::noun_affords(paddock, play). 0.0603::noun_affords(paddock, watch). 0.0221::noun_affords(paddock, siton). 0.0082::noun_affords(paddock, feed). 0.0013::noun_affords(paddock, row). 0.0013::noun_affords(paddock, pourfrom). 0.0742::noun_affords(paddock, lookthrough). 0.0013::noun_affords(paddock, writewith). 0.0013::noun_affords(paddock, typeon).
attested_noun(page). % 6 rows
0.5284::noun_affords(page, grasp). 0.5232::noun_affords(page, lift). 0.3930::noun_affords(page, throw). 0.3547::noun_affords(page, push). 0.1483::noun_affords(page, fix). 0.0003::noun_affords(page, ride). 0.0003::noun_affords(page, play). 0.2946::noun_affords(page, watch). 0.0003::noun_affords(page, siton). 0.0003::noun_affords(page, feed). 0.0003::noun_affords(page, row). 0.0003::noun_affords(page, pourfrom). 0.4534::noun_affords(page, lookthrough). 0.0003::noun_affords(page, writewith). 0.0088::noun_affords(page, typeon).
attested_noun(painter). % 3 rows
0.0671::noun_affords(painter, grasp). 0.0594::noun_affords(painter, lift). 0.0158::noun_affords(painter, throw). 0.3017::noun_affords(painter, push). 0.0043::noun_affords(painter, fix). 0.0005::noun_affords(painter, ride). 0.0223::noun_affords(painter, play). 0.5492::noun_affords(painter, watch). 0.0005::noun_affords(painter, siton). 0.3056::noun_affords(painter, feed). 0.0005::noun_affords(painter, row). 0.0005::noun_affords(painter, pourfrom). 0.0158::noun_affords(painter, lookthrough). 0.0005::noun_affords(painter, writewith). 0.0005::noun_affords(painter, typeon).
attested_noun(painting). % 16 rows
0.4018::noun_affords(painting, grasp). 0.6777::noun_affords(painting, lift). 0.5552::noun_affords(painting, throw). 0.4378::noun_affords(painting, push). 0.1793::noun_affords(painting, fix). 0.0006::noun_affords(painting, ride). 0.0006::noun_affords(painting, play). 0.7439::noun_affords(painting, watch). 0.0006::noun_affords(painting, siton). 0.0006::noun_affords(painting, feed). 0.0006::noun_affords(painting, row). 0.0006::noun_affords(painting, pourfrom). 0.0770::noun_affords(painting, lookthrough). 0.0006::noun_affords(painting, writewith). 0.0006::noun_affords(painting, typeon).
attested_noun(pancake). % 2 rows
0.8784::noun_affords(pancake, grasp). 0.8770::noun_affords(pancake, lift). 0.6105::noun_affords(pancake, throw). 0.5377::noun_affords(pancake, push). 0.0005::noun_affords(pancake, fix). 0.0005::noun_affords(pancake, ride). 0.0005::noun_affords(pancake, play). 0.0323::noun_affords(pancake, watch). 0.0093::noun_affords(pancake, siton). 0.4019::noun_affords(pancake, feed). 0.0005::noun_affords(pancake, row). 0.0093::noun_affords(pancake, pourfrom). 0.0041::noun_affords(pancake, lookthrough). 0.0005::noun_affords(pancake, writewith). 0.0005::noun_affords(pancake, typeon).
attested_noun(pants). % 5 rows
0.9389::noun_affords(pants, grasp). 0.9369::noun_affords(pants, lift). 0.9301::noun_affords(pants, throw). 0.5904::noun_affords(pants, push). 0.6904::noun_affords(pants, fix). 0.0003::noun_affords(pants, ride). 0.0033::noun_affords(pants, play). 0.0376::noun_affords(pants, watch). 0.0003::noun_affords(pants, siton). 0.0003::noun_affords(pants, feed). 0.0003::noun_affords(pants, row). 0.0003::noun_affords(pants, pourfrom). 0.0208::noun_affords(pants, lookthrough). 0.0003::noun_affords(pants, writewith). 0.0003::noun_affords(pants, typeon).
attested_noun(paper). % 17 rows
0.8014::noun_affords(paper, grasp). 0.7992::noun_affords(paper, lift). 0.7444::noun_affords(paper, throw). 0.5704::noun_affords(paper, push). 0.0098::noun_affords(paper, fix). 0.0001::noun_affords(paper, ride). 0.0001::noun_affords(paper, play). 0.0188::noun_affords(paper, watch). 0.0001::noun_affords(paper, siton). 0.0001::noun_affords(paper, feed). 0.0001::noun_affords(paper, row). 0.0001::noun_affords(paper, pourfrom). 0.3488::noun_affords(paper, lookthrough). 0.0001::noun_affords(paper, writewith). 0.0563::noun_affords(paper, typeon).
attested_noun(park). % 3 rows
0.0090::noun_affords(park, grasp). 0.0090::noun_affords(park, lift). 0.0090::noun_affords(park, throw). 0.0068::noun_affords(park, push). 0.0036::noun_affords(park, fix). 0.0004::noun_affords(park, ride). 0.6154::noun_affords(park, play). 0.3808::noun_affords(park, watch). 0.0279::noun_affords(park, siton). 0.0068::noun_affords(park, feed). 0.0068::noun_affords(park, row). 0.0004::noun_affords(park, pourfrom). 0.0004::noun_affords(park, lookthrough). 0.0004::noun_affords(park, writewith). 0.0004::noun_affords(park, typeon).
attested_noun(pea). % 3 rows
0.9027::noun_affords(pea, grasp). 0.7016::noun_affords(pea, lift). 0.8884::noun_affords(pea, throw). 0.4302::noun_affords(pea, push). 0.0004::noun_affords(pea, fix). 0.0004::noun_affords(pea, ride). 0.0004::noun_affords(pea, play). 0.0258::noun_affords(pea, watch). 0.0074::noun_affords(pea, siton). 0.1215::noun_affords(pea, feed). 0.0004::noun_affords(pea, row). 0.0074::noun_affords(pea, pourfrom). 0.0032::noun_affords(pea, lookthrough). 0.0004::noun_affords(pea, writewith). 0.0004::noun_affords(pea, typeon).
attested_noun(peacock). % 5 rows
0.5081::noun_affords(peacock, grasp). 0.5239::noun_affords(peacock, lift). 0.3289::noun_affords(peacock, throw). 0.4763::noun_affords(peacock, push). 0.0115::noun_affords(peacock, fix). 0.0010::noun_affords(peacock, ride). 0.0010::noun_affords(peacock, play). 0.3667::noun_affords(peacock, watch). 0.0010::noun_affords(peacock, siton). 0.5671::noun_affords(peacock, feed). 0.0010::noun_affords(peacock, row). 0.0010::noun_affords(peacock, pourfrom). 0.0010::noun_affords(peacock, lookthrough). 0.0010::noun_affords(peacock, writewith). 0.0010::noun_affords(peacock, typeon).
attested_noun(peak). % 3 rows
0.0090::noun_affords(peak, grasp). 0.0090::noun_affords(peak, lift). 0.0090::noun_affords(peak, throw). 0.0068::noun_affords(peak, push). 0.0036::noun_affords(peak, fix). 0.0004::noun_affords(peak, ride). 0.0154::noun_affords(peak, play). 0.7808::noun_affords(peak, watch). 0.4279::noun_affords(peak, siton). 0.0068::noun_affords(peak, feed). 0.0068::noun_affords(peak, row). 0.0004::noun_affords(peak, pourfrom). 0.0004::noun_affords(peak, lookthrough). 0.0004::noun_affords(peak, writewith). 0.0004::noun_affords(peak, typeon).
attested_noun(pebble). % 2 rows
0.7705::noun_affords(pebble, grasp). 0.7772::noun_affords(pebble, lift). 0.7322::noun_affords(pebble, throw). 0.4088::noun_affords(pebble, push). 0.0212::noun_affords(pebble, fix). 0.0012::noun_affords(pebble, ride). 0.0012::noun_affords(pebble, play). 0.0337::noun_affords(pebble, watch). 0.0037::noun_affords(pebble, siton). 0.0012::noun_affords(pebble, feed). 0.0012::noun_affords(pebble, row). 0.0012::noun_affords(pebble, pourfrom). 0.0112::noun_affords(pebble, lookthrough). 0.0012::noun_affords(pebble, writewith). 0.0012::noun_affords(pebble, typeon).
attested_noun(pen). % 2 rows
0.9250::noun_affords(pen, grasp). 0.9250::noun_affords(pen, lift). 0.9250::noun_affords(pen, throw). 0.7575::noun_affords(pen, push). 0.3200::noun_affords(pen, fix). 0.0075::noun_affords(pen, ride). 0.0075::noun_affords(pen, play). 0.3200::noun_affords(pen, watch). 0.0075::noun_affords(pen, siton). 0.0075::noun_affords(pen, feed). 0.0075::noun_affords(pen, row). 0.0075::noun_affords(pen, pourfrom). 0.0075::noun_affords(pen, lookthrough). 0.9250::noun_affords(pen, writewith). 0.0075::noun_affords(pen, typeon).
attested_noun(person). % 2 rows
0.0839::noun_affords(person, grasp). 0.3243::noun_affords(person, lift). 0.0198::noun_affords(person, throw). 0.3772::noun_affords(person, push). 0.0054::noun_affords(person, fix). 0.0006::noun_affords(person, ride). 0.2778::noun_affords(person, play). 0.4365::noun_affords(person, watch). 0.0006::noun_affords(person, siton). 0.6320::noun_affords(person, feed). 0.0006::noun_affords(person, row). 0.0006::noun_affords(person, pourfrom). 0.0198::noun_affords(person, lookthrough). 0.0006::noun_affords(person, writewith). 0.0006::noun_affords(person, typeon).
attested_noun(phone). % 6 rows
0.9341::noun_affords(phone, grasp). 0.9781::noun_affords(phone, lift). 0.9322::noun_affords(phone, throw). 0.8028::noun_affords(phone, push). 0.9833::noun_affords(phone, fix). 0.0017::noun_affords(phone, ride). 0.2007::noun_affords(phone, play). 0.3416::noun_affords(phone, watch). 0.0017::noun_affords(phone, siton). 0.0017::noun_affords(phone, feed). 0.0017::noun_affords(phone, row). 0.0017::noun_affords(phone, pourfrom). 0.2904::noun_affords(phone, lookthrough). 0.0017::noun_affords(phone, writewith). 0.8300::noun_affords(phone, typeon).
attested_noun(photo). % 2 rows
0.8080::noun_affords(photo, grasp). 0.7994::noun_affords(photo, lift). 0.7483::noun_affords(photo, throw). 0.7199::noun_affords(photo, push). 0.0567::noun_affords(photo, fix). 0.0027::noun_affords(photo, ride). 0.0027::noun_affords(photo, play). 0.5977::noun_affords(photo, watch). 0.0027::noun_affords(photo, siton). 0.0027::noun_affords(photo, feed). 0.0027::noun_affords(photo, row). 0.0027::noun_affords(photo, pourfrom). 0.3465::noun_affords(photo, lookthrough). 0.0027::noun_affords(photo, writewith). 0.0027::noun_affords(photo, typeon).
attested_noun(photograph). % 2 rows
0.8080::noun_affords(photograph, grasp). 0.7994::noun_affords(photograph, lift). 0.7483::noun_affords(photograph, throw). 0.7199::noun_affords(photograph, push). 0.0567::noun_affords(photograph, fix). 0.0027::noun_affords(photograph, ride). 0.0027::noun_affords(photograph, play). 0.8477::noun_affords(photograph, watch). 0.0027::noun_affords(photograph, siton). 0.0027::noun_affords(photograph, feed). 0.0027::noun_affords(photograph, row). 0.0027::noun_affords(photograph, pourfrom). 0.3465::noun_affords(photograph, lookthrough). 0.0027::noun_affords(photograph, writewith). 0.0027::noun_affords(photograph, typeon).
attested_noun(piano). % 3 rows
0.2933::noun_affords(piano, grasp). 0.2933::noun_affords(piano, lift). 0.1373::noun_affords(piano, throw). 0.5818::noun_affords(piano, push). 0.6044::noun_affords(piano, fix). 0.0040::noun_affords(piano, ride). 0.9600::noun_affords(piano, play). 0.0040::noun_affords(piano, watch). 0.0040::noun_affords(piano, siton). 0.0040::noun_affords(piano, feed). 0.0040::noun_affords(piano, row). 0.0040::noun_affords(piano, pourfrom). 0.0040::noun_affords(piano, lookthrough). 0.0040::noun_affords(piano, writewith). 0.0040::noun_affords(piano, typeon).
attested_noun(picture). % 2 rows
0.3080::noun_affords(picture, grasp). 0.2994::noun_affords(picture, lift). 0.2483::noun_affords(picture, throw). 0.2199::noun_affords(picture, push). 0.0567::noun_affords(picture, fix). 0.0027::noun_affords(picture, ride). 0.0027::noun_affords(picture, play). 0.5977::noun_affords(picture, watch). 0.0027::noun_affords(picture, siton). 0.0027::noun_affords(picture, feed). 0.0027::noun_affords(picture, row). 0.0027::noun_affords(picture, pourfrom). 0.0965::noun_affords(picture, lookthrough). 0.0027::noun_affords(picture, writewith). 0.0027::noun_affords(picture, typeon).
attested_noun(pistol). % 5 rows
0.7722::noun_affords(pistol, grasp). 0.6587::noun_affords(pistol, lift). 0.6587::noun_affords(pistol, throw). 0.4285::noun_affords(pistol, push). 0.5726::noun_affords(pistol, fix). 0.0012::noun_affords(pistol, ride). 0.0035::noun_affords(pistol, play). 0.0381::noun_affords(pistol, watch). 0.0012::noun_affords(pistol, siton). 0.0012::noun_affords(pistol, feed). 0.0012::noun_affords(pistol, row). 0.0012::noun_affords(pistol, pourfrom). 0.0029::noun_affords(pistol, lookthrough). 0.0012::noun_affords(pistol, writewith). 0.0012::noun_affords(pistol, typeon).
attested_noun(pizza). % 5 rows
0.6448::noun_affords(pizza, grasp). 0.6440::noun_affords(pizza, lift). 0.7774::noun_affords(pizza, throw). 0.4501::noun_affords(pizza, push). 0.0003::noun_affords(pizza, fix). 0.0003::noun_affords(pizza, ride). 0.0003::noun_affords(pizza, play). 0.0184::noun_affords(pizza, watch). 0.0053::noun_affords(pizza, siton). 0.2296::noun_affords(pizza, feed). 0.0003::noun_affords(pizza, row). 0.0053::noun_affords(pizza, pourfrom). 0.0023::noun_affords(pizza, lookthrough). 0.0003::noun_affords(pizza, writewith). 0.0003::noun_affords(pizza, typeon).
attested_noun(plane). % 4 rows
0.0020::noun_affords(plane, grasp). 0.0020::noun_affords(plane, lift). 0.0020::noun_affords(plane, throw). 0.0020::noun_affords(plane, push). 0.6383::noun_affords(plane, fix). 0.2550::noun_affords(plane, ride). 0.0020::noun_affords(plane, play). 0.0770::noun_affords(plane, watch). 0.0187::noun_affords(plane, siton). 0.0020::noun_affords(plane, feed). 0.0020::noun_affords(plane, row). 0.0020::noun_affords(plane, pourfrom). 0.0020::noun_affords(plane, lookthrough). 0.0020::noun_affords(plane, writewith). 0.0020::noun_affords(plane, typeon).
attested_noun(plant). % 6 rows
0.3856::noun_affords(plant, grasp). 0.3701::noun_affords(plant, lift). 0.3550::noun_affords(plant, throw). 0.1768::noun_affords(plant, push). 0.1276::noun_affords(plant, fix). 0.0007::noun_affords(plant, ride). 0.0007::noun_affords(plant, play). 0.1960::noun_affords(plant, watch). 0.0088::noun_affords(plant, siton). 0.0007::noun_affords(plant, feed). 0.0007::noun_affords(plant, row). 0.0007::noun_affords(plant, pourfrom). 0.0007::noun_affords(plant, lookthrough). 0.0007::noun_affords(plant, writewith). 0.0007::noun_affords(plant, typeon).
attested_noun(play). % 4 rows
0.0005::noun_affords(play, grasp). 0.0088::noun_affords(play, lift). 0.0088::noun_affords(play, throw). 0.0088::noun_affords(play, push). 0.0026::noun_affords(play, fix). 0.0151::noun_affords(play, ride). 0.0227::noun_affords(play, play). 0.7056::noun_affords(play, watch). 0.0026::noun_affords(play, siton). 0.0005::noun_affords(play, feed). 0.0026::noun_affords(play, row). 0.0005::noun_affords(play, pourfrom). 0.0088::noun_affords(play, lookthrough). 0.0005::noun_affords(play, writewith). 0.0005::noun_affords(play, typeon).
attested_noun(player). % 6 rows
0.1670::noun_affords(player, grasp). 0.1621::noun_affords(player, lift). 0.0099::noun_affords(player, throw). 0.3136::noun_affords(player, push). 0.0027::noun_affords(player, fix). 0.0003::noun_affords(player, ride). 0.2639::noun_affords(player, play). 0.7183::noun_affords(player, watch). 0.0003::noun_affords(player, siton). 0.3160::noun_affords(player, feed). 0.0003::noun_affords(player, row). 0.0003::noun_affords(player, pourfrom). 0.0099::noun_affords(player, lookthrough). 0.0003::noun_affords(player, writewith). 0.0003::noun_affords(player, typeon).
attested_noun(plot). % 2 rows
0.0126::noun_affords(plot, grasp). 0.0126::noun_affords(plot, lift). 0.0126::noun_affords(plot, throw). 0.0126::noun_affords(plot, push). 0.0170::noun_affords(plot, fix). 0.0007::noun_affords(plot, ride). 0.0019::noun_affords(plot, play). 0.0475::noun_affords(plot, watch). 0.0007::noun_affords(plot, siton). 0.0007::noun_affords(plot, feed). 0.0007::noun_affords(plot, row). 0.0007::noun_affords(plot, pourfrom). 0.1644::noun_affords(plot, lookthrough). 0.0007::noun_affords(plot, writewith). 0.0017::noun_affords(plot, typeon).
attested_noun(plug). % 2 rows
0.2987::noun_affords(plug, grasp). 0.3265::noun_affords(plug, lift). 0.2530::noun_affords(plug, throw). 0.4745::noun_affords(plug, push). 0.6898::noun_affords(plug, fix). 0.0005::noun_affords(plug, ride). 0.0225::noun_affords(plug, play). 0.3227::noun_affords(plug, watch). 0.0005::noun_affords(plug, siton). 0.0115::noun_affords(plug, feed). 0.0005::noun_affords(plug, row). 0.0093::noun_affords(plug, pourfrom). 0.0227::noun_affords(plug, lookthrough). 0.0005::noun_affords(plug, writewith). 0.0005::noun_affords(plug, typeon).
attested_noun(pocket). % 2 rows
0.0499::noun_affords(pocket, grasp). 0.0499::noun_affords(pocket, lift). 0.0499::noun_affords(pocket, throw). 0.0221::noun_affords(pocket, push). 0.0325::noun_affords(pocket, fix). 0.0013::noun_affords(pocket, ride). 0.0065::noun_affords(pocket, play). 0.0603::noun_affords(pocket, watch). 0.0221::noun_affords(pocket, siton). 0.0082::noun_affords(pocket, feed). 0.0013::noun_affords(pocket, row). 0.0013::noun_affords(pocket, pourfrom). 0.3242::noun_affords(pocket, lookthrough). 0.0013::noun_affords(pocket, writewith). 0.0013::noun_affords(pocket, typeon).
attested_noun(pool). % 3 rows
0.0015::noun_affords(pool, grasp). 0.0015::noun_affords(pool, lift). 0.0015::noun_affords(pool, throw). 0.0015::noun_affords(pool, push). 0.0015::noun_affords(pool, fix). 0.0265::noun_affords(pool, ride). 0.0015::noun_affords(pool, play). 0.6940::noun_affords(pool, watch). 0.4182::noun_affords(pool, siton). 0.0015::noun_affords(pool, feed). 0.1663::noun_affords(pool, row). 0.0043::noun_affords(pool, pourfrom). 0.2098::noun_affords(pool, lookthrough). 0.0015::noun_affords(pool, writewith). 0.0015::noun_affords(pool, typeon).
attested_noun(pork). % 2 rows
0.6284::noun_affords(pork, grasp). 0.6270::noun_affords(pork, lift). 0.6105::noun_affords(pork, throw). 0.5377::noun_affords(pork, push). 0.0005::noun_affords(pork, fix). 0.0005::noun_affords(pork, ride). 0.0005::noun_affords(pork, play). 0.0323::noun_affords(pork, watch). 0.0093::noun_affords(pork, siton). 0.1519::noun_affords(pork, feed). 0.0005::noun_affords(pork, row). 0.0093::noun_affords(pork, pourfrom). 0.0041::noun_affords(pork, lookthrough). 0.0005::noun_affords(pork, writewith). 0.0005::noun_affords(pork, typeon).
attested_noun(port). % 4 rows
0.0057::noun_affords(port, grasp). 0.0092::noun_affords(port, lift). 0.0057::noun_affords(port, throw). 0.0063::noun_affords(port, push). 0.0260::noun_affords(port, fix). 0.0044::noun_affords(port, ride). 0.0053::noun_affords(port, play). 0.1423::noun_affords(port, watch). 0.0053::noun_affords(port, siton). 0.0003::noun_affords(port, feed). 0.0003::noun_affords(port, row). 0.0053::noun_affords(port, pourfrom). 0.0356::noun_affords(port, lookthrough). 0.0003::noun_affords(port, writewith). 0.0003::noun_affords(port, typeon).
attested_noun(portrait). % 2 rows
0.5580::noun_affords(portrait, grasp). 0.5494::noun_affords(portrait, lift). 0.4983::noun_affords(portrait, throw). 0.2199::noun_affords(portrait, push). 0.0567::noun_affords(portrait, fix). 0.0027::noun_affords(portrait, ride). 0.0027::noun_affords(portrait, play). 0.8477::noun_affords(portrait, watch). 0.0027::noun_affords(portrait, siton). 0.0027::noun_affords(portrait, feed). 0.0027::noun_affords(portrait, row). 0.0027::noun_affords(portrait, pourfrom). 0.0965::noun_affords(portrait, lookthrough). 0.0027::noun_affords(portrait, writewith). 0.0027::noun_affords(portrait, typeon).
attested_noun(postcard). % 2 rows
0.8068::noun_affords(postcard, grasp). 0.7963::noun_affords(postcard, lift). 0.7859::noun_affords(postcard, throw). 0.7095::noun_affords(postcard, push). 0.2967::noun_affords(postcard, fix). 0.0007::noun_affords(postcard, ride). 0.0007::noun_affords(postcard, play). 0.3392::noun_affords(postcard, watch). 0.0007::noun_affords(postcard, siton). 0.0007::noun_affords(postcard, feed). 0.0007::noun_affords(postcard, row). 0.0007::noun_affords(postcard, pourfrom). 0.1569::noun_affords(postcard, lookthrough). 0.0007::noun_affords(postcard, writewith). 0.2676::noun_affords(postcard, typeon).
attested_noun(potato). % 2 rows
0.8784::noun_affords(potato, grasp). 0.8770::noun_affords(potato, lift). 0.8605::noun_affords(potato, throw). 0.7877::noun_affords(potato, push). 0.0005::noun_affords(potato, fix). 0.0005::noun_affords(potato, ride). 0.0005::noun_affords(potato, play). 0.0323::noun_affords(potato, watch). 0.0093::noun_affords(potato, siton). 0.1519::noun_affords(potato, feed). 0.0005::noun_affords(potato, row). 0.0093::noun_affords(potato, pourfrom). 0.0041::noun_affords(potato, lookthrough). 0.0005::noun_affords(potato, writewith). 0.0005::noun_affords(potato, typeon).
attested_noun(pottery). % 2 rows
0.7161::noun_affords(pottery, grasp). 0.7022::noun_affords(pottery, lift). 0.5881::noun_affords(pottery, throw). 0.6744::noun_affords(pottery, push). 0.2798::noun_affords(pottery, fix). 0.0020::noun_affords(pottery, ride). 0.0020::noun_affords(pottery, play). 0.2606::noun_affords(pottery, watch). 0.0353::noun_affords(pottery, siton). 0.0020::noun_affords(pottery, feed). 0.0020::noun_affords(pottery, row). 0.2687::noun_affords(pottery, pourfrom). 0.0020::noun_affords(pottery, lookthrough). 0.0020::noun_affords(pottery, writewith). 0.0020::noun_affords(pottery, typeon).
attested_noun(prescription). % 2 rows
0.3068::noun_affords(prescription, grasp). 0.2963::noun_affords(prescription, lift). 0.2859::noun_affords(prescription, throw). 0.2095::noun_affords(prescription, push). 0.0467::noun_affords(prescription, fix). 0.0007::noun_affords(prescription, ride). 0.0007::noun_affords(prescription, play). 0.3392::noun_affords(prescription, watch). 0.0007::noun_affords(prescription, siton). 0.0007::noun_affords(prescription, feed). 0.0007::noun_affords(prescription, row). 0.0007::noun_affords(prescription, pourfrom). 0.4069::noun_affords(prescription, lookthrough). 0.0007::noun_affords(prescription, writewith). 0.0176::noun_affords(prescription, typeon).
attested_noun(problem). % 3 rows
0.0763::noun_affords(problem, grasp). 0.0551::noun_affords(problem, lift). 0.0581::noun_affords(problem, throw). 0.0460::noun_affords(problem, push). 0.4657::noun_affords(problem, fix). 0.0005::noun_affords(problem, ride). 0.0005::noun_affords(problem, play). 0.0642::noun_affords(problem, watch). 0.0005::noun_affords(problem, siton). 0.0278::noun_affords(problem, feed). 0.0096::noun_affords(problem, row). 0.0005::noun_affords(problem, pourfrom). 0.0127::noun_affords(problem, lookthrough). 0.0005::noun_affords(problem, writewith). 0.0096::noun_affords(problem, typeon).
attested_noun(product). % 4 rows
0.6991::noun_affords(product, grasp). 0.7176::noun_affords(product, lift). 0.6687::noun_affords(product, throw). 0.4830::noun_affords(product, push). 0.1265::noun_affords(product, fix). 0.0004::noun_affords(product, ride). 0.0150::noun_affords(product, play). 0.2151::noun_affords(product, watch). 0.0004::noun_affords(product, siton). 0.1743::noun_affords(product, feed). 0.0004::noun_affords(product, row). 0.0062::noun_affords(product, pourfrom). 0.0152::noun_affords(product, lookthrough). 0.0004::noun_affords(product, writewith). 0.0004::noun_affords(product, typeon).
attested_noun(program). % 4 rows
0.0221::noun_affords(program, grasp). 0.0221::noun_affords(program, lift). 0.0221::noun_affords(program, throw). 0.0221::noun_affords(program, push). 0.0221::noun_affords(program, fix). 0.0013::noun_affords(program, ride). 0.0467::noun_affords(program, play). 0.2792::noun_affords(program, watch). 0.0013::noun_affords(program, siton). 0.0013::noun_affords(program, feed). 0.0013::noun_affords(program, row). 0.0013::noun_affords(program, pourfrom). 0.0039::noun_affords(program, lookthrough). 0.0013::noun_affords(program, writewith). 0.0013::noun_affords(program, typeon).
attested_noun(pyramid). % 3 rows
0.0069::noun_affords(pyramid, grasp). 0.0111::noun_affords(pyramid, lift). 0.0069::noun_affords(pyramid, throw). 0.0075::noun_affords(pyramid, push). 0.0312::noun_affords(pyramid, fix). 0.0053::noun_affords(pyramid, ride). 0.0063::noun_affords(pyramid, play). 0.3707::noun_affords(pyramid, watch). 0.0063::noun_affords(pyramid, siton). 0.0004::noun_affords(pyramid, feed). 0.0004::noun_affords(pyramid, row). 0.0063::noun_affords(pyramid, pourfrom). 0.0427::noun_affords(pyramid, lookthrough). 0.0004::noun_affords(pyramid, writewith). 0.0004::noun_affords(pyramid, typeon).
attested_noun(race). % 2 rows
0.0008::noun_affords(race, grasp). 0.0133::noun_affords(race, lift). 0.0133::noun_affords(race, throw). 0.0133::noun_affords(race, push). 0.0039::noun_affords(race, fix). 0.0226::noun_affords(race, ride). 0.0341::noun_affords(race, play). 0.8083::noun_affords(race, watch). 0.0039::noun_affords(race, siton). 0.0008::noun_affords(race, feed). 0.0039::noun_affords(race, row). 0.0008::noun_affords(race, pourfrom). 0.0133::noun_affords(race, lookthrough). 0.0008::noun_affords(race, writewith). 0.0008::noun_affords(race, typeon).
attested_noun(radio). % 2 rows
0.4753::noun_affords(radio, grasp). 0.5011::noun_affords(radio, lift). 0.4206::noun_affords(radio, throw). 0.4437::noun_affords(radio, push). 0.5055::noun_affords(radio, fix). 0.0053::noun_affords(radio, ride). 0.0269::noun_affords(radio, play). 0.0901::noun_affords(radio, watch). 0.0010::noun_affords(radio, siton). 0.0010::noun_affords(radio, feed). 0.0010::noun_affords(radio, row). 0.0010::noun_affords(radio, pourfrom). 0.0240::noun_affords(radio, lookthrough). 0.0010::noun_affords(radio, writewith). 0.0010::noun_affords(radio, typeon).
attested_noun(rain). % 2 rows
0.0112::noun_affords(rain, grasp). 0.0112::noun_affords(rain, lift). 0.0112::noun_affords(rain, throw). 0.0085::noun_affords(rain, push). 0.0045::noun_affords(rain, fix). 0.0005::noun_affords(rain, ride). 0.0193::noun_affords(rain, play). 0.4760::noun_affords(rain, watch). 0.0349::noun_affords(rain, siton). 0.0085::noun_affords(rain, feed). 0.0085::noun_affords(rain, row). 0.0005::noun_affords(rain, pourfrom). 0.0005::noun_affords(rain, lookthrough). 0.0005::noun_affords(rain, writewith). 0.0005::noun_affords(rain, typeon).
attested_noun(rapier). % 2 rows
0.8514::noun_affords(rapier, grasp). 0.9028::noun_affords(rapier, lift). 0.9028::noun_affords(rapier, throw). 0.4998::noun_affords(rapier, push). 0.2520::noun_affords(rapier, fix). 0.0021::noun_affords(rapier, ride). 0.0061::noun_affords(rapier, play). 0.0666::noun_affords(rapier, watch). 0.0021::noun_affords(rapier, siton). 0.0021::noun_affords(rapier, feed). 0.0021::noun_affords(rapier, row). 0.0021::noun_affords(rapier, pourfrom). 0.0051::noun_affords(rapier, lookthrough). 0.0021::noun_affords(rapier, writewith). 0.0021::noun_affords(rapier, typeon).
attested_noun(rat). % 2 rows
0.1391::noun_affords(rat, grasp). 0.1669::noun_affords(rat, lift). 0.0755::noun_affords(rat, throw). 0.0836::noun_affords(rat, push). 0.0202::noun_affords(rat, fix). 0.0017::noun_affords(rat, ride). 0.0017::noun_affords(rat, play). 0.1418::noun_affords(rat, watch). 0.0017::noun_affords(rat, siton). 0.4924::noun_affords(rat, feed). 0.0017::noun_affords(rat, row). 0.0017::noun_affords(rat, pourfrom). 0.0017::noun_affords(rat, lookthrough). 0.0017::noun_affords(rat, writewith). 0.0017::noun_affords(rat, typeon).
attested_noun(reagent). % 2 rows
0.3464::noun_affords(reagent, grasp). 0.6353::noun_affords(reagent, lift). 0.3687::noun_affords(reagent, throw). 0.3131::noun_affords(reagent, push). 0.0020::noun_affords(reagent, fix). 0.0020::noun_affords(reagent, ride). 0.0020::noun_affords(reagent, play). 0.3131::noun_affords(reagent, watch). 0.0020::noun_affords(reagent, siton). 0.0020::noun_affords(reagent, feed). 0.0020::noun_affords(reagent, row). 0.0800::noun_affords(reagent, pourfrom). 0.0020::noun_affords(reagent, lookthrough). 0.0020::noun_affords(reagent, writewith). 0.0020::noun_affords(reagent, typeon).
attested_noun(report). % 11 rows
0.0039::noun_affords(report, grasp). 0.0039::noun_affords(report, lift). 0.0039::noun_affords(report, throw). 0.0039::noun_affords(report, push). 0.0052::noun_affords(report, fix). 0.0002::noun_affords(report, ride). 0.0006::noun_affords(report, play). 0.0146::noun_affords(report, watch). 0.0002::noun_affords(report, siton). 0.0002::noun_affords(report, feed). 0.0002::noun_affords(report, row). 0.0002::noun_affords(report, pourfrom). 0.8198::noun_affords(report, lookthrough). 0.0002::noun_affords(report, writewith). 0.0005::noun_affords(report, typeon).
attested_noun(resort). % 2 rows
0.0086::noun_affords(resort, grasp). 0.0138::noun_affords(resort, lift). 0.0086::noun_affords(resort, throw). 0.0094::noun_affords(resort, push). 0.0390::noun_affords(resort, fix). 0.0067::noun_affords(resort, ride). 0.0079::noun_affords(resort, play). 0.2134::noun_affords(resort, watch). 0.0079::noun_affords(resort, siton). 0.0004::noun_affords(resort, feed). 0.0004::noun_affords(resort, row). 0.0079::noun_affords(resort, pourfrom). 0.0534::noun_affords(resort, lookthrough). 0.0004::noun_affords(resort, writewith). 0.0004::noun_affords(resort, typeon).
attested_noun(review). % 2 rows
0.0126::noun_affords(review, grasp). 0.0126::noun_affords(review, lift). 0.0126::noun_affords(review, throw). 0.0126::noun_affords(review, push). 0.0170::noun_affords(review, fix). 0.0007::noun_affords(review, ride). 0.0019::noun_affords(review, play). 0.0475::noun_affords(review, watch). 0.0007::noun_affords(review, siton). 0.0007::noun_affords(review, feed). 0.0007::noun_affords(review, row). 0.0007::noun_affords(review, pourfrom). 0.4144::noun_affords(review, lookthrough). 0.0007::noun_affords(review, writewith). 0.0017::noun_affords(review, typeon).
attested_noun(rhino). % 2 rows
0.0787::noun_affords(rhino, grasp). 0.1312::noun_affords(rhino, lift). 0.0598::noun_affords(rhino, throw). 0.3417::noun_affords(rhino, push). 0.0127::noun_affords(rhino, fix). 0.0014::noun_affords(rhino, ride). 0.0317::noun_affords(rhino, play). 0.4942::noun_affords(rhino, watch). 0.0014::noun_affords(rhino, siton). 0.6463::noun_affords(rhino, feed). 0.0014::noun_affords(rhino, row). 0.0014::noun_affords(rhino, pourfrom). 0.0014::noun_affords(rhino, lookthrough). 0.0014::noun_affords(rhino, writewith). 0.0014::noun_affords(rhino, typeon).
attested_noun(rice). % 3 rows
0.5027::noun_affords(rice, grasp). 0.5016::noun_affords(rice, lift). 0.4884::noun_affords(rice, throw). 0.4302::noun_affords(rice, push). 0.0004::noun_affords(rice, fix). 0.0004::noun_affords(rice, ride). 0.0004::noun_affords(rice, play). 0.0258::noun_affords(rice, watch). 0.0074::noun_affords(rice, siton). 0.3215::noun_affords(rice, feed). 0.0004::noun_affords(rice, row). 0.0074::noun_affords(rice, pourfrom). 0.0032::noun_affords(rice, lookthrough). 0.0004::noun_affords(rice, writewith). 0.0004::noun_affords(rice, typeon).
attested_noun(ride). % 4 rows
0.0005::noun_affords(ride, grasp). 0.0088::noun_affords(ride, lift). 0.0088::noun_affords(ride, throw). 0.0088::noun_affords(ride, push). 0.1693::noun_affords(ride, fix). 0.5151::noun_affords(ride, ride). 0.0227::noun_affords(ride, play). 0.5389::noun_affords(ride, watch). 0.1693::noun_affords(ride, siton). 0.0005::noun_affords(ride, feed). 0.1693::noun_affords(ride, row). 0.0005::noun_affords(ride, pourfrom). 0.0088::noun_affords(ride, lookthrough). 0.0005::noun_affords(ride, writewith). 0.0005::noun_affords(ride, typeon).
attested_noun(ring). % 2 rows
0.6430::noun_affords(ring, grasp). 0.6396::noun_affords(ring, lift). 0.6277::noun_affords(ring, throw). 0.5333::noun_affords(ring, push). 0.4583::noun_affords(ring, fix). 0.0006::noun_affords(ring, ride). 0.2557::noun_affords(ring, play). 0.5657::noun_affords(ring, watch). 0.0006::noun_affords(ring, siton). 0.0006::noun_affords(ring, feed). 0.0006::noun_affords(ring, row). 0.0006::noun_affords(ring, pourfrom). 0.5363::noun_affords(ring, lookthrough). 0.0006::noun_affords(ring, writewith). 0.0006::noun_affords(ring, typeon).
attested_noun(river). % 9 rows
0.0007::noun_affords(river, grasp). 0.0007::noun_affords(river, lift). 0.0007::noun_affords(river, throw). 0.0007::noun_affords(river, push). 0.0007::noun_affords(river, fix). 0.0120::noun_affords(river, ride). 0.0007::noun_affords(river, play). 0.7700::noun_affords(river, watch). 0.0083::noun_affords(river, siton). 0.0007::noun_affords(river, feed). 0.6210::noun_affords(river, row). 0.0929::noun_affords(river, pourfrom). 0.0045::noun_affords(river, lookthrough). 0.0007::noun_affords(river, writewith). 0.0007::noun_affords(river, typeon).
attested_noun(road). % 16 rows
0.0007::noun_affords(road, grasp). 0.0007::noun_affords(road, lift). 0.0007::noun_affords(road, throw). 0.0007::noun_affords(road, push). 0.1705::noun_affords(road, fix). 0.6158::noun_affords(road, ride). 0.0007::noun_affords(road, play). 0.4211::noun_affords(road, watch). 0.0129::noun_affords(road, siton). 0.0007::noun_affords(road, feed). 0.0007::noun_affords(road, row). 0.0007::noun_affords(road, pourfrom). 0.0018::noun_affords(road, lookthrough). 0.0007::noun_affords(road, writewith). 0.0007::noun_affords(road, typeon).
attested_noun(rock). % 8 rows
0.2082::noun_affords(rock, grasp). 0.6109::noun_affords(rock, lift). 0.3929::noun_affords(rock, throw). 0.3635::noun_affords(rock, push). 0.0085::noun_affords(rock, fix). 0.0005::noun_affords(rock, ride). 0.0005::noun_affords(rock, play). 0.1135::noun_affords(rock, watch). 0.1015::noun_affords(rock, siton). 0.0005::noun_affords(rock, feed). 0.0005::noun_affords(rock, row). 0.0005::noun_affords(rock, pourfrom). 0.0045::noun_affords(rock, lookthrough). 0.0005::noun_affords(rock, writewith). 0.0005::noun_affords(rock, typeon).
attested_noun(room). % 4 rows
0.0332::noun_affords(room, grasp). 0.0332::noun_affords(room, lift). 0.0332::noun_affords(room, throw). 0.0147::noun_affords(room, push). 0.0217::noun_affords(room, fix). 0.0008::noun_affords(room, ride). 0.1710::noun_affords(room, play). 0.0402::noun_affords(room, watch). 0.0147::noun_affords(room, siton). 0.0055::noun_affords(room, feed). 0.0008::noun_affords(room, row). 0.0008::noun_affords(room, pourfrom). 0.0494::noun_affords(room, lookthrough). 0.0008::noun_affords(room, writewith). 0.0008::noun_affords(room, typeon).
attested_noun(rope). % 2 rows
0.7987::noun_affords(rope, grasp). 0.8265::noun_affords(rope, lift). 0.7530::noun_affords(rope, throw). 0.4745::noun_affords(rope, push). 0.4398::noun_affords(rope, fix). 0.0005::noun_affords(rope, ride). 0.0225::noun_affords(rope, play). 0.0727::noun_affords(rope, watch). 0.0005::noun_affords(rope, siton). 0.0115::noun_affords(rope, feed). 0.0005::noun_affords(rope, row). 0.0093::noun_affords(rope, pourfrom). 0.0227::noun_affords(rope, lookthrough). 0.0005::noun_affords(rope, writewith). 0.0005::noun_affords(rope, typeon).
attested_noun(row). % 2 rows
0.0269::noun_affords(row, grasp). 0.0355::noun_affords(row, lift). 0.0269::noun_affords(row, throw). 0.0346::noun_affords(row, push). 0.0932::noun_affords(row, fix). 0.0010::noun_affords(row, ride). 0.0010::noun_affords(row, play). 0.3698::noun_affords(row, watch). 0.0996::noun_affords(row, siton). 0.0183::noun_affords(row, feed). 0.0010::noun_affords(row, row). 0.0010::noun_affords(row, pourfrom). 0.0346::noun_affords(row, lookthrough). 0.0010::noun_affords(row, writewith). 0.0010::noun_affords(row, typeon).
attested_noun(rowboat). % 2 rows
0.0985::noun_affords(rowboat, grasp). 0.1194::noun_affords(rowboat, lift). 0.0600::noun_affords(rowboat, throw). 0.2083::noun_affords(rowboat, push). 0.5183::noun_affords(rowboat, fix). 0.1882::noun_affords(rowboat, ride). 0.0023::noun_affords(rowboat, play). 0.1378::noun_affords(rowboat, watch). 0.1765::noun_affords(rowboat, siton). 0.0023::noun_affords(rowboat, feed). 0.5419::noun_affords(rowboat, row). 0.0215::noun_affords(rowboat, pourfrom). 0.0023::noun_affords(rowboat, lookthrough). 0.0023::noun_affords(rowboat, writewith). 0.0023::noun_affords(rowboat, typeon).
attested_noun(safe). % 2 rows
0.1902::noun_affords(safe, grasp). 0.5544::noun_affords(safe, lift). 0.1326::noun_affords(safe, throw). 0.5157::noun_affords(safe, push). 0.4122::noun_affords(safe, fix). 0.0017::noun_affords(safe, ride). 0.0017::noun_affords(safe, play). 0.0724::noun_affords(safe, watch). 0.2211::noun_affords(safe, siton). 0.0017::noun_affords(safe, feed). 0.0017::noun_affords(safe, row). 0.0017::noun_affords(safe, pourfrom). 0.0037::noun_affords(safe, lookthrough). 0.0017::noun_affords(safe, writewith). 0.0017::noun_affords(safe, typeon).
attested_noun(salamander). % 2 rows
0.3287::noun_affords(salamander, grasp). 0.3812::noun_affords(salamander, lift). 0.0598::noun_affords(salamander, throw). 0.0917::noun_affords(salamander, push). 0.0127::noun_affords(salamander, fix). 0.0014::noun_affords(salamander, ride). 0.0317::noun_affords(salamander, play). 0.2442::noun_affords(salamander, watch). 0.0014::noun_affords(salamander, siton). 0.8963::noun_affords(salamander, feed). 0.0014::noun_affords(salamander, row). 0.0014::noun_affords(salamander, pourfrom). 0.0014::noun_affords(salamander, lookthrough). 0.0014::noun_affords(salamander, writewith). 0.0014::noun_affords(salamander, typeon).
attested_noun(salt). % 2 rows
0.3390::noun_affords(salt, grasp). 0.3640::noun_affords(salt, lift). 0.3515::noun_affords(salt, throw). 0.0640::noun_affords(salt, push). 0.0015::noun_affords(salt, fix). 0.0015::noun_affords(salt, ride). 0.0015::noun_affords(salt, play). 0.0015::noun_affords(salt, watch). 0.0015::noun_affords(salt, siton). 0.1475::noun_affords(salt, feed). 0.0015::noun_affords(salt, row). 0.0015::noun_affords(salt, pourfrom). 0.0015::noun_affords(salt, lookthrough). 0.0015::noun_affords(salt, writewith). 0.0015::noun_affords(salt, typeon).
attested_noun(sandwich). % 2 rows
0.6284::noun_affords(sandwich, grasp). 0.6270::noun_affords(sandwich, lift). 0.6105::noun_affords(sandwich, throw). 0.5377::noun_affords(sandwich, push). 0.0005::noun_affords(sandwich, fix). 0.0005::noun_affords(sandwich, ride). 0.0005::noun_affords(sandwich, play). 0.0323::noun_affords(sandwich, watch). 0.0093::noun_affords(sandwich, siton). 0.1519::noun_affords(sandwich, feed). 0.0005::noun_affords(sandwich, row). 0.0093::noun_affords(sandwich, pourfrom). 0.0041::noun_affords(sandwich, lookthrough). 0.0005::noun_affords(sandwich, writewith). 0.0005::noun_affords(sandwich, typeon).
attested_noun(sauce). % 3 rows
0.0712::noun_affords(sauce, grasp). 0.0912::noun_affords(sauce, lift). 0.0812::noun_affords(sauce, throw). 0.0512::noun_affords(sauce, push). 0.0012::noun_affords(sauce, fix). 0.0012::noun_affords(sauce, ride). 0.0012::noun_affords(sauce, play). 0.0012::noun_affords(sauce, watch). 0.0012::noun_affords(sauce, siton). 0.1180::noun_affords(sauce, feed). 0.0012::noun_affords(sauce, row). 0.0012::noun_affords(sauce, pourfrom). 0.0012::noun_affords(sauce, lookthrough). 0.0012::noun_affords(sauce, writewith). 0.0012::noun_affords(sauce, typeon).
attested_noun(scene). % 2 rows
0.0008::noun_affords(scene, grasp). 0.2632::noun_affords(scene, lift). 0.2632::noun_affords(scene, throw). 0.2632::noun_affords(scene, push). 0.0039::noun_affords(scene, fix). 0.0226::noun_affords(scene, ride). 0.0341::noun_affords(scene, play). 0.5583::noun_affords(scene, watch). 0.0039::noun_affords(scene, siton). 0.0008::noun_affords(scene, feed). 0.0039::noun_affords(scene, row). 0.0008::noun_affords(scene, pourfrom). 0.0133::noun_affords(scene, lookthrough). 0.0008::noun_affords(scene, writewith). 0.0008::noun_affords(scene, typeon).
attested_noun(school). % 2 rows
0.0086::noun_affords(school, grasp). 0.0138::noun_affords(school, lift). 0.0086::noun_affords(school, throw). 0.0094::noun_affords(school, push). 0.2890::noun_affords(school, fix). 0.0067::noun_affords(school, ride). 0.0079::noun_affords(school, play). 0.2134::noun_affords(school, watch). 0.0079::noun_affords(school, siton). 0.0004::noun_affords(school, feed). 0.0004::noun_affords(school, row). 0.0079::noun_affords(school, pourfrom). 0.3034::noun_affords(school, lookthrough). 0.0004::noun_affords(school, writewith). 0.0004::noun_affords(school, typeon).
attested_noun(scrubber). % 2 rows
0.2987::noun_affords(scrubber, grasp). 0.5765::noun_affords(scrubber, lift). 0.2530::noun_affords(scrubber, throw). 0.2245::noun_affords(scrubber, push). 0.6898::noun_affords(scrubber, fix). 0.0005::noun_affords(scrubber, ride). 0.0225::noun_affords(scrubber, play). 0.0727::noun_affords(scrubber, watch). 0.0005::noun_affords(scrubber, siton). 0.0115::noun_affords(scrubber, feed). 0.0005::noun_affords(scrubber, row). 0.0093::noun_affords(scrubber, pourfrom). 0.0227::noun_affords(scrubber, lookthrough). 0.0005::noun_affords(scrubber, writewith). 0.0005::noun_affords(scrubber, typeon).
attested_noun(sculpture). % 10 rows
0.0887::noun_affords(sculpture, grasp). 0.5727::noun_affords(sculpture, lift). 0.2650::noun_affords(sculpture, throw). 0.5697::noun_affords(sculpture, push). 0.1925::noun_affords(sculpture, fix). 0.0020::noun_affords(sculpture, ride). 0.0020::noun_affords(sculpture, play). 0.7079::noun_affords(sculpture, watch). 0.0020::noun_affords(sculpture, siton). 0.0020::noun_affords(sculpture, feed). 0.0020::noun_affords(sculpture, row). 0.0020::noun_affords(sculpture, pourfrom). 0.0998::noun_affords(sculpture, lookthrough). 0.0020::noun_affords(sculpture, writewith). 0.0020::noun_affords(sculpture, typeon).
attested_noun(sea). % 2 rows
0.0019::noun_affords(sea, grasp). 0.0019::noun_affords(sea, lift). 0.0019::noun_affords(sea, throw). 0.0019::noun_affords(sea, push). 0.0019::noun_affords(sea, fix). 0.0331::noun_affords(sea, ride). 0.0019::noun_affords(sea, play). 0.8675::noun_affords(sea, watch). 0.0227::noun_affords(sea, siton). 0.0019::noun_affords(sea, feed). 0.4578::noun_affords(sea, row). 0.0053::noun_affords(sea, pourfrom). 0.0123::noun_affords(sea, lookthrough). 0.0019::noun_affords(sea, writewith). 0.0019::noun_affords(sea, typeon).
attested_noun(seat). % 5 rows
0.5416::noun_affords(seat, grasp). 0.5984::noun_affords(seat, lift). 0.5011::noun_affords(seat, throw). 0.5762::noun_affords(seat, push). 0.2778::noun_affords(seat, fix). 0.0019::noun_affords(seat, ride). 0.0019::noun_affords(seat, play). 0.0463::noun_affords(seat, watch). 0.9746::noun_affords(seat, siton). 0.0019::noun_affords(seat, feed). 0.0019::noun_affords(seat, row). 0.0019::noun_affords(seat, pourfrom). 0.0019::noun_affords(seat, lookthrough). 0.0019::noun_affords(seat, writewith). 0.0019::noun_affords(seat, typeon).
attested_noun(seed). % 3 rows
0.5027::noun_affords(seed, grasp). 0.5016::noun_affords(seed, lift). 0.8884::noun_affords(seed, throw). 0.4302::noun_affords(seed, push). 0.0004::noun_affords(seed, fix). 0.0004::noun_affords(seed, ride). 0.0004::noun_affords(seed, play). 0.0258::noun_affords(seed, watch). 0.0074::noun_affords(seed, siton). 0.1215::noun_affords(seed, feed). 0.0004::noun_affords(seed, row). 0.0074::noun_affords(seed, pourfrom). 0.0032::noun_affords(seed, lookthrough). 0.0004::noun_affords(seed, writewith). 0.0004::noun_affords(seed, typeon).
attested_noun(shadow). % 2 rows
0.0112::noun_affords(shadow, grasp). 0.0112::noun_affords(shadow, lift). 0.0112::noun_affords(shadow, throw). 0.0085::noun_affords(shadow, push). 0.0045::noun_affords(shadow, fix). 0.0005::noun_affords(shadow, ride). 0.0193::noun_affords(shadow, play). 0.4760::noun_affords(shadow, watch). 0.0349::noun_affords(shadow, siton). 0.0085::noun_affords(shadow, feed). 0.0085::noun_affords(shadow, row). 0.0005::noun_affords(shadow, pourfrom). 0.0005::noun_affords(shadow, lookthrough). 0.0005::noun_affords(shadow, writewith). 0.0005::noun_affords(shadow, typeon).
attested_noun(ship). % 4 rows
0.0656::noun_affords(ship, grasp). 0.0796::noun_affords(ship, lift). 0.0400::noun_affords(ship, throw). 0.1389::noun_affords(ship, push). 0.5122::noun_affords(ship, fix). 0.2921::noun_affords(ship, ride). 0.0015::noun_affords(ship, play). 0.2585::noun_affords(ship, watch). 0.2843::noun_affords(ship, siton). 0.0015::noun_affords(ship, feed). 0.3613::noun_affords(ship, row). 0.0144::noun_affords(ship, pourfrom). 0.0015::noun_affords(ship, lookthrough). 0.0015::noun_affords(ship, writewith). 0.0015::noun_affords(ship, typeon).
attested_noun(shirt). % 8 rows
0.7572::noun_affords(shirt, grasp). 0.8559::noun_affords(shirt, lift). 0.8511::noun_affords(shirt, throw). 0.6133::noun_affords(shirt, push). 0.4833::noun_affords(shirt, fix). 0.0002::noun_affords(shirt, ride). 0.0023::noun_affords(shirt, play). 0.1263::noun_affords(shirt, watch). 0.0002::noun_affords(shirt, siton). 0.0002::noun_affords(shirt, feed). 0.0002::noun_affords(shirt, row). 0.0002::noun_affords(shirt, pourfrom). 0.0145::noun_affords(shirt, lookthrough). 0.0002::noun_affords(shirt, writewith). 0.0002::noun_affords(shirt, typeon).
attested_noun(shoe). % 8 rows
0.8572::noun_affords(shoe, grasp). 0.9559::noun_affords(shoe, lift). 0.9511::noun_affords(shoe, throw). 0.8133::noun_affords(shoe, push). 0.6833::noun_affords(shoe, fix). 0.0002::noun_affords(shoe, ride). 0.0023::noun_affords(shoe, play). 0.0263::noun_affords(shoe, watch). 0.0002::noun_affords(shoe, siton). 0.0002::noun_affords(shoe, feed). 0.0002::noun_affords(shoe, row). 0.0002::noun_affords(shoe, pourfrom). 0.0145::noun_affords(shoe, lookthrough). 0.0002::noun_affords(shoe, writewith). 0.0002::noun_affords(shoe, typeon).
attested_noun(show). % 15 rows
0.0002::noun_affords(show, grasp). 0.0031::noun_affords(show, lift). 0.0031::noun_affords(show, throw). 0.0031::noun_affords(show, push). 0.0009::noun_affords(show, fix). 0.0053::noun_affords(show, ride). 0.0080::noun_affords(show, play). 0.8961::noun_affords(show, watch). 0.0009::noun_affords(show, siton). 0.0002::noun_affords(show, feed). 0.0009::noun_affords(show, row). 0.0002::noun_affords(show, pourfrom). 0.0031::noun_affords(show, lookthrough). 0.0002::noun_affords(show, writewith). 0.0002::noun_affords(show, typeon).
attested_noun(shrub). % 2 rows
0.7713::noun_affords(shrub, grasp). 0.4903::noun_affords(shrub, lift). 0.4600::noun_affords(shrub, throw). 0.1036::noun_affords(shrub, push). 0.0052::noun_affords(shrub, fix). 0.0014::noun_affords(shrub, ride). 0.0014::noun_affords(shrub, play). 0.3921::noun_affords(shrub, watch). 0.0176::noun_affords(shrub, siton). 0.0014::noun_affords(shrub, feed). 0.0014::noun_affords(shrub, row). 0.0014::noun_affords(shrub, pourfrom). 0.0014::noun_affords(shrub, lookthrough). 0.0014::noun_affords(shrub, writewith). 0.0014::noun_affords(shrub, typeon).
attested_noun(signature). % 2 rows
0.0126::noun_affords(signature, grasp). 0.0126::noun_affords(signature, lift). 0.0126::noun_affords(signature, throw). 0.0126::noun_affords(signature, push). 0.0170::noun_affords(signature, fix). 0.0007::noun_affords(signature, ride). 0.0019::noun_affords(signature, play). 0.0475::noun_affords(signature, watch). 0.0007::noun_affords(signature, siton). 0.0007::noun_affords(signature, feed). 0.0007::noun_affords(signature, row). 0.0007::noun_affords(signature, pourfrom). 0.1644::noun_affords(signature, lookthrough). 0.0007::noun_affords(signature, writewith). 0.0017::noun_affords(signature, typeon).
attested_noun(site). % 5 rows
0.0049::noun_affords(site, grasp). 0.0079::noun_affords(site, lift). 0.0049::noun_affords(site, throw). 0.0054::noun_affords(site, push). 0.0223::noun_affords(site, fix). 0.0038::noun_affords(site, ride). 0.0045::noun_affords(site, play). 0.2648::noun_affords(site, watch). 0.0045::noun_affords(site, siton). 0.0003::noun_affords(site, feed). 0.0003::noun_affords(site, row). 0.0045::noun_affords(site, pourfrom). 0.3162::noun_affords(site, lookthrough). 0.0003::noun_affords(site, writewith). 0.0003::noun_affords(site, typeon).
attested_noun(skirt). % 3 rows
0.7144::noun_affords(skirt, grasp). 0.7117::noun_affords(skirt, lift). 0.7022::noun_affords(skirt, throw). 0.4266::noun_affords(skirt, push). 0.5666::noun_affords(skirt, fix). 0.0005::noun_affords(skirt, ride). 0.0046::noun_affords(skirt, play). 0.0526::noun_affords(skirt, watch). 0.0005::noun_affords(skirt, siton). 0.0005::noun_affords(skirt, feed). 0.0005::noun_affords(skirt, row). 0.0005::noun_affords(skirt, pourfrom). 0.0291::noun_affords(skirt, lookthrough). 0.0005::noun_affords(skirt, writewith). 0.0005::noun_affords(skirt, typeon).
attested_noun(sky). % 6 rows
0.0056::noun_affords(sky, grasp). 0.0056::noun_affords(sky, lift). 0.0056::noun_affords(sky, throw). 0.0043::noun_affords(sky, push). 0.0023::noun_affords(sky, fix). 0.0002::noun_affords(sky, ride). 0.0097::noun_affords(sky, play). 0.8630::noun_affords(sky, watch). 0.0174::noun_affords(sky, siton). 0.0043::noun_affords(sky, feed). 0.0043::noun_affords(sky, row). 0.0002::noun_affords(sky, pourfrom). 0.0002::noun_affords(sky, lookthrough). 0.0002::noun_affords(sky, writewith). 0.0002::noun_affords(sky, typeon).
attested_noun(slate). % 3 rows
0.0215::noun_affords(slate, grasp). 0.0284::noun_affords(slate, lift). 0.0215::noun_affords(slate, throw). 0.0276::noun_affords(slate, push). 0.0746::noun_affords(slate, fix). 0.0008::noun_affords(slate, ride). 0.0008::noun_affords(slate, play). 0.0958::noun_affords(slate, watch). 0.0796::noun_affords(slate, siton). 0.0146::noun_affords(slate, feed). 0.0008::noun_affords(slate, row). 0.0008::noun_affords(slate, pourfrom). 0.2276::noun_affords(slate, lookthrough). 0.0008::noun_affords(slate, writewith). 0.0008::noun_affords(slate, typeon).
attested_noun(slit). % 2 rows
0.0177::noun_affords(slit, grasp). 0.0159::noun_affords(slit, lift). 0.0043::noun_affords(slit, throw). 0.2125::noun_affords(slit, push). 0.2554::noun_affords(slit, fix). 0.0043::noun_affords(slit, ride). 0.0043::noun_affords(slit, play). 0.1117::noun_affords(slit, watch). 0.0043::noun_affords(slit, siton). 0.0043::noun_affords(slit, feed). 0.0043::noun_affords(slit, row). 0.0043::noun_affords(slit, pourfrom). 0.5702::noun_affords(slit, lookthrough). 0.0043::noun_affords(slit, writewith). 0.0043::noun_affords(slit, typeon).
attested_noun(snake). % 6 rows
0.1644::noun_affords(snake, grasp). 0.3156::noun_affords(snake, lift). 0.1549::noun_affords(snake, throw). 0.1709::noun_affords(snake, push). 0.0064::noun_affords(snake, fix). 0.0007::noun_affords(snake, ride). 0.0158::noun_affords(snake, play). 0.6221::noun_affords(snake, watch). 0.0007::noun_affords(snake, siton). 0.6981::noun_affords(snake, feed). 0.0007::noun_affords(snake, row). 0.0007::noun_affords(snake, pourfrom). 0.0007::noun_affords(snake, lookthrough). 0.0007::noun_affords(snake, writewith). 0.0007::noun_affords(snake, typeon).
attested_noun(snow). % 3 rows
0.2090::noun_affords(snow, grasp). 0.2090::noun_affords(snow, lift). 0.2090::noun_affords(snow, throw). 0.0068::noun_affords(snow, push). 0.0036::noun_affords(snow, fix). 0.0004::noun_affords(snow, ride). 0.0154::noun_affords(snow, play). 0.1808::noun_affords(snow, watch). 0.4279::noun_affords(snow, siton). 0.0068::noun_affords(snow, feed). 0.0068::noun_affords(snow, row). 0.0004::noun_affords(snow, pourfrom). 0.0004::noun_affords(snow, lookthrough). 0.0004::noun_affords(snow, writewith). 0.0004::noun_affords(snow, typeon).
attested_noun(soccer). % 2 rows
0.0304::noun_affords(soccer, grasp). 0.0518::noun_affords(soccer, lift). 0.0389::noun_affords(soccer, throw). 0.0408::noun_affords(soccer, push). 0.0023::noun_affords(soccer, fix). 0.0023::noun_affords(soccer, ride). 0.5803::noun_affords(soccer, play). 0.7574::noun_affords(soccer, watch). 0.0023::noun_affords(soccer, siton). 0.0023::noun_affords(soccer, feed). 0.0023::noun_affords(soccer, row). 0.0023::noun_affords(soccer, pourfrom). 0.0023::noun_affords(soccer, lookthrough). 0.0023::noun_affords(soccer, writewith). 0.0023::noun_affords(soccer, typeon).
attested_noun(speaker). % 2 rows
0.2253::noun_affords(speaker, grasp). 0.2511::noun_affords(speaker, lift). 0.1706::noun_affords(speaker, throw). 0.1937::noun_affords(speaker, push). 0.2555::noun_affords(speaker, fix). 0.0053::noun_affords(speaker, ride). 0.0269::noun_affords(speaker, play). 0.3401::noun_affords(speaker, watch). 0.0010::noun_affords(speaker, siton). 0.0010::noun_affords(speaker, feed). 0.0010::noun_affords(speaker, row). 0.0010::noun_affords(speaker, pourfrom). 0.0240::noun_affords(speaker, lookthrough). 0.0010::noun_affords(speaker, writewith). 0.0010::noun_affords(speaker, typeon).
attested_noun(species). % 2 rows
0.0787::noun_affords(species, grasp). 0.1312::noun_affords(species, lift). 0.0598::noun_affords(species, throw). 0.0917::noun_affords(species, push). 0.0127::noun_affords(species, fix). 0.0014::noun_affords(species, ride). 0.0317::noun_affords(species, play). 0.4942::noun_affords(species, watch). 0.0014::noun_affords(species, siton). 0.8963::noun_affords(species, feed). 0.0014::noun_affords(species, row). 0.0014::noun_affords(species, pourfrom). 0.0014::noun_affords(species, lookthrough). 0.0014::noun_affords(species, writewith). 0.0014::noun_affords(species, typeon).
attested_noun(sport). % 8 rows
0.0122::noun_affords(sport, grasp). 0.0207::noun_affords(sport, lift). 0.0156::noun_affords(sport, throw). 0.0163::noun_affords(sport, push). 0.0009::noun_affords(sport, fix). 0.0009::noun_affords(sport, ride). 0.7321::noun_affords(sport, play). 0.5030::noun_affords(sport, watch). 0.0009::noun_affords(sport, siton). 0.0009::noun_affords(sport, feed). 0.0009::noun_affords(sport, row). 0.0009::noun_affords(sport, pourfrom). 0.0009::noun_affords(sport, lookthrough). 0.0009::noun_affords(sport, writewith). 0.0009::noun_affords(sport, typeon).
attested_noun(stadium). % 2 rows
0.0086::noun_affords(stadium, grasp). 0.0138::noun_affords(stadium, lift). 0.0086::noun_affords(stadium, throw). 0.0094::noun_affords(stadium, push). 0.0390::noun_affords(stadium, fix). 0.0067::noun_affords(stadium, ride). 0.0079::noun_affords(stadium, play). 0.7134::noun_affords(stadium, watch). 0.0079::noun_affords(stadium, siton). 0.0004::noun_affords(stadium, feed). 0.0004::noun_affords(stadium, row). 0.0079::noun_affords(stadium, pourfrom). 0.0534::noun_affords(stadium, lookthrough). 0.0004::noun_affords(stadium, writewith). 0.0004::noun_affords(stadium, typeon).
attested_noun(stair). % 2 rows
0.0269::noun_affords(stair, grasp). 0.0355::noun_affords(stair, lift). 0.0269::noun_affords(stair, throw). 0.0346::noun_affords(stair, push). 0.0932::noun_affords(stair, fix). 0.0010::noun_affords(stair, ride). 0.0010::noun_affords(stair, play). 0.1198::noun_affords(stair, watch). 0.3496::noun_affords(stair, siton). 0.0183::noun_affords(stair, feed). 0.0010::noun_affords(stair, row). 0.0010::noun_affords(stair, pourfrom). 0.0346::noun_affords(stair, lookthrough). 0.0010::noun_affords(stair, writewith). 0.0010::noun_affords(stair, typeon).
attested_noun(staircase). % 3 rows
0.0215::noun_affords(staircase, grasp). 0.0284::noun_affords(staircase, lift). 0.0215::noun_affords(staircase, throw). 0.0276::noun_affords(staircase, push). 0.0746::noun_affords(staircase, fix). 0.0008::noun_affords(staircase, ride). 0.0008::noun_affords(staircase, play). 0.6958::noun_affords(staircase, watch). 0.0796::noun_affords(staircase, siton). 0.0146::noun_affords(staircase, feed). 0.0008::noun_affords(staircase, row). 0.0008::noun_affords(staircase, pourfrom). 0.0276::noun_affords(staircase, lookthrough). 0.0008::noun_affords(staircase, writewith). 0.0008::noun_affords(staircase, typeon).
attested_noun(star). % 2 rows
0.0112::noun_affords(star, grasp). 0.0112::noun_affords(star, lift). 0.0112::noun_affords(star, throw). 0.0085::noun_affords(star, push). 0.0045::noun_affords(star, fix). 0.0005::noun_affords(star, ride). 0.0193::noun_affords(star, play). 0.4760::noun_affords(star, watch). 0.0349::noun_affords(star, siton). 0.0085::noun_affords(star, feed). 0.0085::noun_affords(star, row). 0.0005::noun_affords(star, pourfrom). 0.0005::noun_affords(star, lookthrough). 0.0005::noun_affords(star, writewith). 0.0005::noun_affords(star, typeon).
attested_noun(station). % 4 rows
0.0057::noun_affords(station, grasp). 0.0092::noun_affords(station, lift). 0.0057::noun_affords(station, throw). 0.0063::noun_affords(station, push). 0.0260::noun_affords(station, fix). 0.0044::noun_affords(station, ride). 0.0053::noun_affords(station, play). 0.1423::noun_affords(station, watch). 0.0053::noun_affords(station, siton). 0.0003::noun_affords(station, feed). 0.0003::noun_affords(station, row). 0.0053::noun_affords(station, pourfrom). 0.0356::noun_affords(station, lookthrough). 0.0003::noun_affords(station, writewith). 0.0003::noun_affords(station, typeon).
attested_noun(statue). % 11 rows
0.0049::noun_affords(statue, grasp). 0.2210::noun_affords(statue, lift). 0.0908::noun_affords(statue, throw). 0.1413::noun_affords(statue, push). 0.1777::noun_affords(statue, fix). 0.0018::noun_affords(statue, ride). 0.0018::noun_affords(statue, play). 0.6534::noun_affords(statue, watch). 0.0018::noun_affords(statue, siton). 0.0018::noun_affords(statue, feed). 0.0018::noun_affords(statue, row). 0.0018::noun_affords(statue, pourfrom). 0.0152::noun_affords(statue, lookthrough). 0.0018::noun_affords(statue, writewith). 0.0018::noun_affords(statue, typeon).
attested_noun(steel). % 3 rows
0.4164::noun_affords(steel, grasp). 0.6217::noun_affords(steel, lift). 0.5857::noun_affords(steel, throw). 0.5271::noun_affords(steel, push). 0.0170::noun_affords(steel, fix). 0.0010::noun_affords(steel, ride). 0.0010::noun_affords(steel, play). 0.0270::noun_affords(steel, watch). 0.0030::noun_affords(steel, siton). 0.0010::noun_affords(steel, feed). 0.0010::noun_affords(steel, row). 0.0010::noun_affords(steel, pourfrom). 0.0090::noun_affords(steel, lookthrough). 0.0010::noun_affords(steel, writewith). 0.0010::noun_affords(steel, typeon).
attested_noun(step). % 2 rows
0.0269::noun_affords(step, grasp). 0.0355::noun_affords(step, lift). 0.0269::noun_affords(step, throw). 0.0346::noun_affords(step, push). 0.0932::noun_affords(step, fix). 0.0010::noun_affords(step, ride). 0.0010::noun_affords(step, play). 0.1198::noun_affords(step, watch). 0.3496::noun_affords(step, siton). 0.0183::noun_affords(step, feed). 0.0010::noun_affords(step, row). 0.0010::noun_affords(step, pourfrom). 0.0346::noun_affords(step, lookthrough). 0.0010::noun_affords(step, writewith). 0.0010::noun_affords(step, typeon).
attested_noun(stereo). % 2 rows
0.4753::noun_affords(stereo, grasp). 0.7511::noun_affords(stereo, lift). 0.6706::noun_affords(stereo, throw). 0.4437::noun_affords(stereo, push). 0.7555::noun_affords(stereo, fix). 0.0053::noun_affords(stereo, ride). 0.2769::noun_affords(stereo, play). 0.0901::noun_affords(stereo, watch). 0.0010::noun_affords(stereo, siton). 0.0010::noun_affords(stereo, feed). 0.0010::noun_affords(stereo, row). 0.0010::noun_affords(stereo, pourfrom). 0.0240::noun_affords(stereo, lookthrough). 0.0010::noun_affords(stereo, writewith). 0.0010::noun_affords(stereo, typeon).
attested_noun(stone). % 3 rows
0.6164::noun_affords(stone, grasp). 0.6217::noun_affords(stone, lift). 0.5857::noun_affords(stone, throw). 0.5271::noun_affords(stone, push). 0.0170::noun_affords(stone, fix). 0.0010::noun_affords(stone, ride). 0.0010::noun_affords(stone, play). 0.0270::noun_affords(stone, watch). 0.0030::noun_affords(stone, siton). 0.0010::noun_affords(stone, feed). 0.0010::noun_affords(stone, row). 0.0010::noun_affords(stone, pourfrom). 0.0090::noun_affords(stone, lookthrough). 0.0010::noun_affords(stone, writewith). 0.0010::noun_affords(stone, typeon).
attested_noun(story). % 9 rows
0.0046::noun_affords(story, grasp). 0.0046::noun_affords(story, lift). 0.0046::noun_affords(story, throw). 0.0046::noun_affords(story, push). 0.0062::noun_affords(story, fix). 0.0002::noun_affords(story, ride). 0.0916::noun_affords(story, play). 0.1082::noun_affords(story, watch). 0.0002::noun_affords(story, siton). 0.0002::noun_affords(story, feed). 0.0002::noun_affords(story, row). 0.0002::noun_affords(story, pourfrom). 0.1507::noun_affords(story, lookthrough). 0.0002::noun_affords(story, writewith). 0.0006::noun_affords(story, typeon).
attested_noun(street). % 10 rows
0.0010::noun_affords(street, grasp). 0.0010::noun_affords(street, lift). 0.0010::noun_affords(street, throw). 0.0010::noun_affords(street, push). 0.0891::noun_affords(street, fix). 0.4238::noun_affords(street, ride). 0.0010::noun_affords(street, play). 0.3816::noun_affords(street, watch). 0.1027::noun_affords(street, siton). 0.0010::noun_affords(street, feed). 0.0010::noun_affords(street, row). 0.0010::noun_affords(street, pourfrom). 0.0860::noun_affords(street, lookthrough). 0.0010::noun_affords(street, writewith). 0.0010::noun_affords(street, typeon).
attested_noun(structure). % 3 rows
0.0069::noun_affords(structure, grasp). 0.0111::noun_affords(structure, lift). 0.0069::noun_affords(structure, throw). 0.0075::noun_affords(structure, push). 0.0312::noun_affords(structure, fix). 0.0053::noun_affords(structure, ride). 0.0063::noun_affords(structure, play). 0.1707::noun_affords(structure, watch). 0.0063::noun_affords(structure, siton). 0.0004::noun_affords(structure, feed). 0.0004::noun_affords(structure, row). 0.0063::noun_affords(structure, pourfrom). 0.0427::noun_affords(structure, lookthrough). 0.0004::noun_affords(structure, writewith). 0.0004::noun_affords(structure, typeon).
attested_noun(strychnine). % 3 rows
0.0772::noun_affords(strychnine, grasp). 0.1083::noun_affords(strychnine, lift). 0.0949::noun_affords(strychnine, throw). 0.0505::noun_affords(strychnine, push). 0.0016::noun_affords(strychnine, fix). 0.0016::noun_affords(strychnine, ride). 0.0016::noun_affords(strychnine, play). 0.2505::noun_affords(strychnine, watch). 0.0016::noun_affords(strychnine, siton). 0.0016::noun_affords(strychnine, feed). 0.0016::noun_affords(strychnine, row). 0.0640::noun_affords(strychnine, pourfrom). 0.0016::noun_affords(strychnine, lookthrough). 0.0016::noun_affords(strychnine, writewith). 0.0016::noun_affords(strychnine, typeon).
attested_noun(study). % 4 rows
0.0084::noun_affords(study, grasp). 0.0084::noun_affords(study, lift). 0.0084::noun_affords(study, throw). 0.0084::noun_affords(study, push). 0.0113::noun_affords(study, fix). 0.0004::noun_affords(study, ride). 0.0012::noun_affords(study, play). 0.0317::noun_affords(study, watch). 0.0004::noun_affords(study, siton). 0.0004::noun_affords(study, feed). 0.0004::noun_affords(study, row). 0.0004::noun_affords(study, pourfrom). 0.4429::noun_affords(study, lookthrough). 0.0004::noun_affords(study, writewith). 0.0012::noun_affords(study, typeon).
attested_noun(stuff). % 2 rows
0.2987::noun_affords(stuff, grasp). 0.3265::noun_affords(stuff, lift). 0.2530::noun_affords(stuff, throw). 0.2245::noun_affords(stuff, push). 0.4398::noun_affords(stuff, fix). 0.0005::noun_affords(stuff, ride). 0.0225::noun_affords(stuff, play). 0.0727::noun_affords(stuff, watch). 0.0005::noun_affords(stuff, siton). 0.0115::noun_affords(stuff, feed). 0.0005::noun_affords(stuff, row). 0.0093::noun_affords(stuff, pourfrom). 0.0227::noun_affords(stuff, lookthrough). 0.0005::noun_affords(stuff, writewith). 0.0005::noun_affords(stuff, typeon).
attested_noun(sugarcane). % 2 rows
0.8784::noun_affords(sugarcane, grasp). 0.8770::noun_affords(sugarcane, lift). 0.8605::noun_affords(sugarcane, throw). 0.5377::noun_affords(sugarcane, push). 0.0005::noun_affords(sugarcane, fix). 0.0005::noun_affords(sugarcane, ride). 0.0005::noun_affords(sugarcane, play). 0.0323::noun_affords(sugarcane, watch). 0.0093::noun_affords(sugarcane, siton). 0.4019::noun_affords(sugarcane, feed). 0.0005::noun_affords(sugarcane, row). 0.0093::noun_affords(sugarcane, pourfrom). 0.0041::noun_affords(sugarcane, lookthrough). 0.0005::noun_affords(sugarcane, writewith). 0.0005::noun_affords(sugarcane, typeon).
attested_noun(suit). % 2 rows
0.6430::noun_affords(suit, grasp). 0.6396::noun_affords(suit, lift). 0.6277::noun_affords(suit, throw). 0.5333::noun_affords(suit, push). 0.7083::noun_affords(suit, fix). 0.0006::noun_affords(suit, ride). 0.0057::noun_affords(suit, play). 0.3157::noun_affords(suit, watch). 0.0006::noun_affords(suit, siton). 0.0006::noun_affords(suit, feed). 0.0006::noun_affords(suit, row). 0.0006::noun_affords(suit, pourfrom). 0.0363::noun_affords(suit, lookthrough). 0.0006::noun_affords(suit, writewith). 0.0006::noun_affords(suit, typeon).
attested_noun(sun). % 2 rows
0.0112::noun_affords(sun, grasp). 0.0112::noun_affords(sun, lift). 0.0112::noun_affords(sun, throw). 0.0085::noun_affords(sun, push). 0.0045::noun_affords(sun, fix). 0.0005::noun_affords(sun, ride). 0.0193::noun_affords(sun, play). 0.7260::noun_affords(sun, watch). 0.0349::noun_affords(sun, siton). 0.0085::noun_affords(sun, feed). 0.0085::noun_affords(sun, row). 0.0005::noun_affords(sun, pourfrom). 0.0005::noun_affords(sun, lookthrough). 0.0005::noun_affords(sun, writewith). 0.0005::noun_affords(sun, typeon).
attested_noun(sweater). % 3 rows
0.9144::noun_affords(sweater, grasp). 0.9117::noun_affords(sweater, lift). 0.7022::noun_affords(sweater, throw). 0.4266::noun_affords(sweater, push). 0.3666::noun_affords(sweater, fix). 0.0005::noun_affords(sweater, ride). 0.0046::noun_affords(sweater, play). 0.0526::noun_affords(sweater, watch). 0.0005::noun_affords(sweater, siton). 0.0005::noun_affords(sweater, feed). 0.0005::noun_affords(sweater, row). 0.0005::noun_affords(sweater, pourfrom). 0.0291::noun_affords(sweater, lookthrough). 0.0005::noun_affords(sweater, writewith). 0.0005::noun_affords(sweater, typeon).
attested_noun(switchboard). % 2 rows
0.4753::noun_affords(switchboard, grasp). 0.5011::noun_affords(switchboard, lift). 0.4206::noun_affords(switchboard, throw). 0.1937::noun_affords(switchboard, push). 0.5055::noun_affords(switchboard, fix). 0.0053::noun_affords(switchboard, ride). 0.0269::noun_affords(switchboard, play). 0.3401::noun_affords(switchboard, watch). 0.0010::noun_affords(switchboard, siton). 0.0010::noun_affords(switchboard, feed). 0.0010::noun_affords(switchboard, row). 0.0010::noun_affords(switchboard, pourfrom). 0.0240::noun_affords(switchboard, lookthrough). 0.0010::noun_affords(switchboard, writewith). 0.0010::noun_affords(switchboard, typeon).
attested_noun(sword). % 12 rows
0.8861::noun_affords(sword, grasp). 0.9722::noun_affords(sword, lift). 0.9008::noun_affords(sword, throw). 0.6428::noun_affords(sword, push). 0.7149::noun_affords(sword, fix). 0.0006::noun_affords(sword, ride). 0.0017::noun_affords(sword, play). 0.0190::noun_affords(sword, watch). 0.0006::noun_affords(sword, siton). 0.0006::noun_affords(sword, feed). 0.0006::noun_affords(sword, row). 0.0006::noun_affords(sword, pourfrom). 0.0015::noun_affords(sword, lookthrough). 0.0006::noun_affords(sword, writewith). 0.0006::noun_affords(sword, typeon).
attested_noun(system). % 4 rows
0.1502::noun_affords(system, grasp). 0.1674::noun_affords(system, lift). 0.1137::noun_affords(system, throw). 0.1291::noun_affords(system, push). 0.3370::noun_affords(system, fix). 0.1702::noun_affords(system, ride). 0.0179::noun_affords(system, play). 0.0601::noun_affords(system, watch). 0.0007::noun_affords(system, siton). 0.0007::noun_affords(system, feed). 0.0007::noun_affords(system, row). 0.0007::noun_affords(system, pourfrom). 0.0160::noun_affords(system, lookthrough). 0.0007::noun_affords(system, writewith). 0.0007::noun_affords(system, typeon).
attested_noun(table). % 14 rows
0.2975::noun_affords(table, grasp). 0.5761::noun_affords(table, lift). 0.2207::noun_affords(table, throw). 0.5039::noun_affords(table, push). 0.2906::noun_affords(table, fix). 0.0004::noun_affords(table, ride). 0.0004::noun_affords(table, play). 0.0806::noun_affords(table, watch). 0.1803::noun_affords(table, siton). 0.0004::noun_affords(table, feed). 0.0004::noun_affords(table, row). 0.0004::noun_affords(table, pourfrom). 0.0634::noun_affords(table, lookthrough). 0.0004::noun_affords(table, writewith). 0.0004::noun_affords(table, typeon).
attested_noun(tapestry). % 2 rows
0.4402::noun_affords(tapestry, grasp). 0.3044::noun_affords(tapestry, lift). 0.1326::noun_affords(tapestry, throw). 0.2657::noun_affords(tapestry, push). 0.1622::noun_affords(tapestry, fix). 0.0017::noun_affords(tapestry, ride). 0.0017::noun_affords(tapestry, play). 0.5724::noun_affords(tapestry, watch). 0.2211::noun_affords(tapestry, siton). 0.0017::noun_affords(tapestry, feed). 0.0017::noun_affords(tapestry, row). 0.0017::noun_affords(tapestry, pourfrom). 0.0037::noun_affords(tapestry, lookthrough). 0.0017::noun_affords(tapestry, writewith). 0.0017::noun_affords(tapestry, typeon).
attested_noun(tarantula). % 2 rows
0.3891::noun_affords(tarantula, grasp). 0.4169::noun_affords(tarantula, lift). 0.3255::noun_affords(tarantula, throw). 0.3336::noun_affords(tarantula, push). 0.0202::noun_affords(tarantula, fix). 0.0017::noun_affords(tarantula, ride). 0.0017::noun_affords(tarantula, play). 0.1418::noun_affords(tarantula, watch). 0.0017::noun_affords(tarantula, siton). 0.4924::noun_affords(tarantula, feed). 0.0017::noun_affords(tarantula, row). 0.0017::noun_affords(tarantula, pourfrom). 0.0017::noun_affords(tarantula, lookthrough). 0.0017::noun_affords(tarantula, writewith). 0.0017::noun_affords(tarantula, typeon).
attested_noun(taxi). % 2 rows
0.0097::noun_affords(taxi, grasp). 0.0223::noun_affords(taxi, lift). 0.0019::noun_affords(taxi, throw). 0.5475::noun_affords(taxi, push). 0.6196::noun_affords(taxi, fix). 0.8235::noun_affords(taxi, ride). 0.0019::noun_affords(taxi, play). 0.3036::noun_affords(taxi, watch). 0.1089::noun_affords(taxi, siton). 0.0019::noun_affords(taxi, feed). 0.0019::noun_affords(taxi, row). 0.0019::noun_affords(taxi, pourfrom). 0.0030::noun_affords(taxi, lookthrough). 0.0019::noun_affords(taxi, writewith). 0.0019::noun_affords(taxi, typeon).
attested_noun(tea). % 3 rows
0.3606::noun_affords(tea, grasp). 0.5672::noun_affords(tea, lift). 0.3233::noun_affords(tea, throw). 0.2857::noun_affords(tea, push). 0.0013::noun_affords(tea, fix). 0.0013::noun_affords(tea, ride). 0.0013::noun_affords(tea, play). 0.0144::noun_affords(tea, watch). 0.0013::noun_affords(tea, siton). 0.1510::noun_affords(tea, feed). 0.0118::noun_affords(tea, row). 0.0964::noun_affords(tea, pourfrom). 0.0013::noun_affords(tea, lookthrough). 0.0013::noun_affords(tea, writewith). 0.0013::noun_affords(tea, typeon).
attested_noun(team). % 4 rows
0.0559::noun_affords(team, grasp). 0.0495::noun_affords(team, lift). 0.0132::noun_affords(team, throw). 0.0848::noun_affords(team, push). 0.0036::noun_affords(team, fix). 0.0004::noun_affords(team, ride). 0.6852::noun_affords(team, play). 0.7910::noun_affords(team, watch). 0.0004::noun_affords(team, siton). 0.0880::noun_affords(team, feed). 0.0004::noun_affords(team, row). 0.0004::noun_affords(team, pourfrom). 0.0132::noun_affords(team, lookthrough). 0.0004::noun_affords(team, writewith). 0.0004::noun_affords(team, typeon).
attested_noun(technology). % 2 rows
0.2253::noun_affords(technology, grasp). 0.2511::noun_affords(technology, lift). 0.1706::noun_affords(technology, throw). 0.1937::noun_affords(technology, push). 0.2555::noun_affords(technology, fix). 0.0053::noun_affords(technology, ride). 0.0269::noun_affords(technology, play). 0.0901::noun_affords(technology, watch). 0.0010::noun_affords(technology, siton). 0.0010::noun_affords(technology, feed). 0.0010::noun_affords(technology, row). 0.0010::noun_affords(technology, pourfrom). 0.0240::noun_affords(technology, lookthrough). 0.0010::noun_affords(technology, writewith). 0.0010::noun_affords(technology, typeon).
attested_noun(telegram). % 2 rows
0.8068::noun_affords(telegram, grasp). 0.7963::noun_affords(telegram, lift). 0.7859::noun_affords(telegram, throw). 0.4595::noun_affords(telegram, push). 0.0467::noun_affords(telegram, fix). 0.0007::noun_affords(telegram, ride). 0.0007::noun_affords(telegram, play). 0.0892::noun_affords(telegram, watch). 0.0007::noun_affords(telegram, siton). 0.0007::noun_affords(telegram, feed). 0.0007::noun_affords(telegram, row). 0.0007::noun_affords(telegram, pourfrom). 0.4069::noun_affords(telegram, lookthrough). 0.0007::noun_affords(telegram, writewith). 0.0176::noun_affords(telegram, typeon).
attested_noun(telephone). % 3 rows
0.6946::noun_affords(telephone, grasp). 0.9650::noun_affords(telephone, lift). 0.8916::noun_affords(telephone, throw). 0.6844::noun_affords(telephone, push). 0.9733::noun_affords(telephone, fix). 0.0027::noun_affords(telephone, ride). 0.1212::noun_affords(telephone, play). 0.1465::noun_affords(telephone, watch). 0.0027::noun_affords(telephone, siton). 0.0027::noun_affords(telephone, feed). 0.0027::noun_affords(telephone, row). 0.0027::noun_affords(telephone, pourfrom). 0.0647::noun_affords(telephone, lookthrough). 0.0027::noun_affords(telephone, writewith). 0.5280::noun_affords(telephone, typeon).
attested_noun(television). % 4 rows
0.3707::noun_affords(television, grasp). 0.4600::noun_affords(television, lift). 0.1873::noun_affords(television, throw). 0.2767::noun_affords(television, push). 0.7100::noun_affords(television, fix). 0.0040::noun_affords(television, ride). 0.1873::noun_affords(television, play). 0.8933::noun_affords(television, watch). 0.0040::noun_affords(television, siton). 0.0040::noun_affords(television, feed). 0.0040::noun_affords(television, row). 0.0040::noun_affords(television, pourfrom). 0.0040::noun_affords(television, lookthrough). 0.0040::noun_affords(television, writewith). 0.0040::noun_affords(television, typeon).
attested_noun(temple). % 3 rows
0.0069::noun_affords(temple, grasp). 0.0111::noun_affords(temple, lift). 0.0069::noun_affords(temple, throw). 0.0075::noun_affords(temple, push). 0.0312::noun_affords(temple, fix). 0.0053::noun_affords(temple, ride). 0.0063::noun_affords(temple, play). 0.3707::noun_affords(temple, watch). 0.0063::noun_affords(temple, siton). 0.0004::noun_affords(temple, feed). 0.0004::noun_affords(temple, row). 0.0063::noun_affords(temple, pourfrom). 0.0427::noun_affords(temple, lookthrough). 0.0004::noun_affords(temple, writewith). 0.0004::noun_affords(temple, typeon).
attested_noun(tent). % 2 rows
0.1902::noun_affords(tent, grasp). 0.5544::noun_affords(tent, lift). 0.1326::noun_affords(tent, throw). 0.2657::noun_affords(tent, push). 0.4122::noun_affords(tent, fix). 0.0017::noun_affords(tent, ride). 0.0017::noun_affords(tent, play). 0.0724::noun_affords(tent, watch). 0.2211::noun_affords(tent, siton). 0.0017::noun_affords(tent, feed). 0.0017::noun_affords(tent, row). 0.0017::noun_affords(tent, pourfrom). 0.0037::noun_affords(tent, lookthrough). 0.0017::noun_affords(tent, writewith). 0.0017::noun_affords(tent, typeon).
attested_noun(theater). % 3 rows
0.0069::noun_affords(theater, grasp). 0.0111::noun_affords(theater, lift). 0.0069::noun_affords(theater, throw). 0.0075::noun_affords(theater, push). 0.0312::noun_affords(theater, fix). 0.0053::noun_affords(theater, ride). 0.0063::noun_affords(theater, play). 0.5707::noun_affords(theater, watch). 0.0063::noun_affords(theater, siton). 0.0004::noun_affords(theater, feed). 0.0004::noun_affords(theater, row). 0.0063::noun_affords(theater, pourfrom). 0.0427::noun_affords(theater, lookthrough). 0.0004::noun_affords(theater, writewith). 0.0004::noun_affords(theater, typeon).
attested_noun(thousand). % 2 rows
0.7705::noun_affords(thousand, grasp). 0.7772::noun_affords(thousand, lift). 0.7322::noun_affords(thousand, throw). 0.4088::noun_affords(thousand, push). 0.0212::noun_affords(thousand, fix). 0.0012::noun_affords(thousand, ride). 0.0012::noun_affords(thousand, play). 0.0337::noun_affords(thousand, watch). 0.0037::noun_affords(thousand, siton). 0.0012::noun_affords(thousand, feed). 0.0012::noun_affords(thousand, row). 0.0012::noun_affords(thousand, pourfrom). 0.2612::noun_affords(thousand, lookthrough). 0.0012::noun_affords(thousand, writewith). 0.0012::noun_affords(thousand, typeon).
attested_noun(throne). % 2 rows
0.1978::noun_affords(throne, grasp). 0.2972::noun_affords(throne, lift). 0.1269::noun_affords(throne, throw). 0.5083::noun_affords(throne, push). 0.4861::noun_affords(throne, fix). 0.0033::noun_affords(throne, ride). 0.0033::noun_affords(throne, play). 0.0811::noun_affords(throne, watch). 0.9556::noun_affords(throne, siton). 0.0033::noun_affords(throne, feed). 0.0033::noun_affords(throne, row). 0.0033::noun_affords(throne, pourfrom). 0.0033::noun_affords(throne, lookthrough). 0.0033::noun_affords(throne, writewith). 0.0033::noun_affords(throne, typeon).
attested_noun(ticket). % 2 rows
0.8068::noun_affords(ticket, grasp). 0.5463::noun_affords(ticket, lift). 0.5359::noun_affords(ticket, throw). 0.2095::noun_affords(ticket, push). 0.0467::noun_affords(ticket, fix). 0.0007::noun_affords(ticket, ride). 0.0007::noun_affords(ticket, play). 0.0892::noun_affords(ticket, watch). 0.0007::noun_affords(ticket, siton). 0.0007::noun_affords(ticket, feed). 0.0007::noun_affords(ticket, row). 0.0007::noun_affords(ticket, pourfrom). 0.1569::noun_affords(ticket, lookthrough). 0.0007::noun_affords(ticket, writewith). 0.0176::noun_affords(ticket, typeon).
attested_noun(time). % 3 rows
0.2763::noun_affords(time, grasp). 0.0551::noun_affords(time, lift). 0.2581::noun_affords(time, throw). 0.0460::noun_affords(time, push). 0.0657::noun_affords(time, fix). 0.0005::noun_affords(time, ride). 0.0005::noun_affords(time, play). 0.0642::noun_affords(time, watch). 0.0005::noun_affords(time, siton). 0.0278::noun_affords(time, feed). 0.0096::noun_affords(time, row). 0.0005::noun_affords(time, pourfrom). 0.2127::noun_affords(time, lookthrough). 0.0005::noun_affords(time, writewith). 0.0096::noun_affords(time, typeon).
attested_noun(tobacco). % 2 rows
0.4576::noun_affords(tobacco, grasp). 0.5030::noun_affords(tobacco, lift). 0.4270::noun_affords(tobacco, throw). 0.3967::noun_affords(tobacco, push). 0.0027::noun_affords(tobacco, fix). 0.0027::noun_affords(tobacco, ride). 0.0027::noun_affords(tobacco, play). 0.0027::noun_affords(tobacco, watch). 0.0027::noun_affords(tobacco, siton). 0.0636::noun_affords(tobacco, feed). 0.0027::noun_affords(tobacco, row). 0.0027::noun_affords(tobacco, pourfrom). 0.0027::noun_affords(tobacco, lookthrough). 0.0027::noun_affords(tobacco, writewith). 0.0027::noun_affords(tobacco, typeon).
attested_noun(tomato). % 2 rows
0.8784::noun_affords(tomato, grasp). 0.8770::noun_affords(tomato, lift). 0.8605::noun_affords(tomato, throw). 0.7877::noun_affords(tomato, push). 0.0005::noun_affords(tomato, fix). 0.0005::noun_affords(tomato, ride). 0.0005::noun_affords(tomato, play). 0.0323::noun_affords(tomato, watch). 0.0093::noun_affords(tomato, siton). 0.6519::noun_affords(tomato, feed). 0.0005::noun_affords(tomato, row). 0.0093::noun_affords(tomato, pourfrom). 0.0041::noun_affords(tomato, lookthrough). 0.0005::noun_affords(tomato, writewith). 0.0005::noun_affords(tomato, typeon).
attested_noun(tool). % 3 rows
0.8389::noun_affords(tool, grasp). 0.8612::noun_affords(tool, lift). 0.8024::noun_affords(tool, throw). 0.1796::noun_affords(tool, push). 0.7518::noun_affords(tool, fix). 0.0004::noun_affords(tool, ride). 0.0180::noun_affords(tool, play). 0.0581::noun_affords(tool, watch). 0.0004::noun_affords(tool, siton). 0.0092::noun_affords(tool, feed). 0.0004::noun_affords(tool, row). 0.0074::noun_affords(tool, pourfrom). 0.0182::noun_affords(tool, lookthrough). 0.0004::noun_affords(tool, writewith). 0.0004::noun_affords(tool, typeon).
attested_noun(tooth). % 2 rows
0.0822::noun_affords(tooth, grasp). 0.0986::noun_affords(tooth, lift). 0.0219::noun_affords(tooth, throw). 0.0352::noun_affords(tooth, push). 0.0033::noun_affords(tooth, fix). 0.0113::noun_affords(tooth, ride). 0.0006::noun_affords(tooth, play). 0.3491::noun_affords(tooth, watch). 0.0113::noun_affords(tooth, siton). 0.0006::noun_affords(tooth, feed). 0.0006::noun_affords(tooth, row). 0.0006::noun_affords(tooth, pourfrom). 0.0006::noun_affords(tooth, lookthrough). 0.0006::noun_affords(tooth, writewith). 0.0006::noun_affords(tooth, typeon).
attested_noun(tower). % 6 rows
0.0043::noun_affords(tower, grasp). 0.0069::noun_affords(tower, lift). 0.0043::noun_affords(tower, throw). 0.0047::noun_affords(tower, push). 0.0195::noun_affords(tower, fix). 0.0033::noun_affords(tower, ride). 0.0040::noun_affords(tower, play). 0.4817::noun_affords(tower, watch). 0.0040::noun_affords(tower, siton). 0.0002::noun_affords(tower, feed). 0.0002::noun_affords(tower, row). 0.0040::noun_affords(tower, pourfrom). 0.1517::noun_affords(tower, lookthrough). 0.0002::noun_affords(tower, writewith). 0.0002::noun_affords(tower, typeon).
attested_noun(train). % 2 rows
0.0097::noun_affords(train, grasp). 0.0223::noun_affords(train, lift). 0.0019::noun_affords(train, throw). 0.2975::noun_affords(train, push). 0.3696::noun_affords(train, fix). 0.8235::noun_affords(train, ride). 0.0019::noun_affords(train, play). 0.3036::noun_affords(train, watch). 0.3589::noun_affords(train, siton). 0.0019::noun_affords(train, feed). 0.0019::noun_affords(train, row). 0.0019::noun_affords(train, pourfrom). 0.0030::noun_affords(train, lookthrough). 0.0019::noun_affords(train, writewith). 0.0019::noun_affords(train, typeon).
attested_noun(treasure). % 3 rows
0.3729::noun_affords(treasure, grasp). 0.5618::noun_affords(treasure, lift). 0.2705::noun_affords(treasure, throw). 0.3396::noun_affords(treasure, push). 0.0238::noun_affords(treasure, fix). 0.0016::noun_affords(treasure, ride). 0.0016::noun_affords(treasure, play). 0.4084::noun_affords(treasure, watch). 0.0283::noun_affords(treasure, siton). 0.0016::noun_affords(treasure, feed). 0.0016::noun_affords(treasure, row). 0.0149::noun_affords(treasure, pourfrom). 0.0016::noun_affords(treasure, lookthrough). 0.0016::noun_affords(treasure, writewith). 0.0016::noun_affords(treasure, typeon).
attested_noun(treasury). % 2 rows
0.0086::noun_affords(treasury, grasp). 0.0138::noun_affords(treasury, lift). 0.0086::noun_affords(treasury, throw). 0.0094::noun_affords(treasury, push). 0.0390::noun_affords(treasury, fix). 0.0067::noun_affords(treasury, ride). 0.0079::noun_affords(treasury, play). 0.4634::noun_affords(treasury, watch). 0.0079::noun_affords(treasury, siton). 0.0004::noun_affords(treasury, feed). 0.0004::noun_affords(treasury, row). 0.0079::noun_affords(treasury, pourfrom). 0.0534::noun_affords(treasury, lookthrough). 0.0004::noun_affords(treasury, writewith). 0.0004::noun_affords(treasury, typeon).
attested_noun(tree). % 8 rows
0.1085::noun_affords(tree, grasp). 0.0961::noun_affords(tree, lift). 0.0840::noun_affords(tree, throw). 0.0415::noun_affords(tree, push). 0.0021::noun_affords(tree, fix). 0.0005::noun_affords(tree, ride). 0.0005::noun_affords(tree, play). 0.3568::noun_affords(tree, watch). 0.0070::noun_affords(tree, siton). 0.0005::noun_affords(tree, feed). 0.0005::noun_affords(tree, row). 0.0005::noun_affords(tree, pourfrom). 0.0005::noun_affords(tree, lookthrough). 0.0005::noun_affords(tree, writewith). 0.0005::noun_affords(tree, typeon).
attested_noun(trouble). % 2 rows
0.0954::noun_affords(trouble, grasp). 0.0689::noun_affords(trouble, lift). 0.0727::noun_affords(trouble, throw). 0.0575::noun_affords(trouble, push). 0.0821::noun_affords(trouble, fix). 0.0007::noun_affords(trouble, ride). 0.0007::noun_affords(trouble, play). 0.0802::noun_affords(trouble, watch). 0.0007::noun_affords(trouble, siton). 0.0348::noun_affords(trouble, feed). 0.0120::noun_affords(trouble, row). 0.0007::noun_affords(trouble, pourfrom). 0.0158::noun_affords(trouble, lookthrough). 0.0007::noun_affords(trouble, writewith). 0.0120::noun_affords(trouble, typeon).
attested_noun(truck). % 3 rows
0.0077::noun_affords(truck, grasp). 0.2179::noun_affords(truck, lift). 0.0015::noun_affords(truck, throw). 0.8380::noun_affords(truck, push). 0.8957::noun_affords(truck, fix). 0.6588::noun_affords(truck, ride). 0.0015::noun_affords(truck, play). 0.2429::noun_affords(truck, watch). 0.0871::noun_affords(truck, siton). 0.0015::noun_affords(truck, feed). 0.0015::noun_affords(truck, row). 0.0015::noun_affords(truck, pourfrom). 0.0024::noun_affords(truck, lookthrough). 0.0015::noun_affords(truck, writewith). 0.0015::noun_affords(truck, typeon).
attested_noun(tunnel). % 2 rows
0.0086::noun_affords(tunnel, grasp). 0.0138::noun_affords(tunnel, lift). 0.0086::noun_affords(tunnel, throw). 0.0094::noun_affords(tunnel, push). 0.0390::noun_affords(tunnel, fix). 0.0067::noun_affords(tunnel, ride). 0.0079::noun_affords(tunnel, play). 0.2134::noun_affords(tunnel, watch). 0.0079::noun_affords(tunnel, siton). 0.0004::noun_affords(tunnel, feed). 0.0004::noun_affords(tunnel, row). 0.0079::noun_affords(tunnel, pourfrom). 0.3034::noun_affords(tunnel, lookthrough). 0.0004::noun_affords(tunnel, writewith). 0.0004::noun_affords(tunnel, typeon).
attested_noun(turtle). % 3 rows
0.4630::noun_affords(turtle, grasp). 0.5050::noun_affords(turtle, lift). 0.2478::noun_affords(turtle, throw). 0.2734::noun_affords(turtle, push). 0.0102::noun_affords(turtle, fix). 0.0011::noun_affords(turtle, ride). 0.2253::noun_affords(turtle, play). 0.3954::noun_affords(turtle, watch). 0.0011::noun_affords(turtle, siton). 0.7170::noun_affords(turtle, feed). 0.0011::noun_affords(turtle, row). 0.0011::noun_affords(turtle, pourfrom). 0.0011::noun_affords(turtle, lookthrough). 0.0011::noun_affords(turtle, writewith). 0.0011::noun_affords(turtle, typeon).
attested_noun(valley). % 2 rows
0.0112::noun_affords(valley, grasp). 0.0112::noun_affords(valley, lift). 0.0112::noun_affords(valley, throw). 0.0085::noun_affords(valley, push). 0.0045::noun_affords(valley, fix). 0.0005::noun_affords(valley, ride). 0.0193::noun_affords(valley, play). 0.2260::noun_affords(valley, watch). 0.0349::noun_affords(valley, siton). 0.0085::noun_affords(valley, feed). 0.0085::noun_affords(valley, row). 0.0005::noun_affords(valley, pourfrom). 0.0005::noun_affords(valley, lookthrough). 0.0005::noun_affords(valley, writewith). 0.0005::noun_affords(valley, typeon).
attested_noun(vase). % 2 rows
0.6731::noun_affords(vase, grasp). 0.9458::noun_affords(vase, lift). 0.9250::noun_affords(vase, throw). 0.9121::noun_affords(vase, push). 0.6827::noun_affords(vase, fix). 0.0013::noun_affords(vase, ride). 0.0013::noun_affords(vase, play). 0.0320::noun_affords(vase, watch). 0.0471::noun_affords(vase, siton). 0.0146::noun_affords(vase, feed). 0.0013::noun_affords(vase, row). 0.7390::noun_affords(vase, pourfrom). 0.0299::noun_affords(vase, lookthrough). 0.0013::noun_affords(vase, writewith). 0.0013::noun_affords(vase, typeon).
attested_noun(vegetable). % 4 rows
0.9189::noun_affords(vegetable, grasp). 0.5846::noun_affords(vegetable, lift). 0.7404::noun_affords(vegetable, throw). 0.5251::noun_affords(vegetable, push). 0.0004::noun_affords(vegetable, fix). 0.0004::noun_affords(vegetable, ride). 0.0004::noun_affords(vegetable, play). 0.0215::noun_affords(vegetable, watch). 0.0062::noun_affords(vegetable, siton). 0.4346::noun_affords(vegetable, feed). 0.0004::noun_affords(vegetable, row). 0.0062::noun_affords(vegetable, pourfrom). 0.1694::noun_affords(vegetable, lookthrough). 0.0004::noun_affords(vegetable, writewith). 0.0004::noun_affords(vegetable, typeon).
attested_noun(vehicle). % 4 rows
0.1731::noun_affords(vehicle, grasp). 0.1816::noun_affords(vehicle, lift). 0.0013::noun_affords(vehicle, throw). 0.8650::noun_affords(vehicle, push). 0.9131::noun_affords(vehicle, fix). 0.8823::noun_affords(vehicle, ride). 0.0013::noun_affords(vehicle, play). 0.0357::noun_affords(vehicle, watch). 0.4059::noun_affords(vehicle, siton). 0.0013::noun_affords(vehicle, feed). 0.0013::noun_affords(vehicle, row). 0.0013::noun_affords(vehicle, pourfrom). 0.0020::noun_affords(vehicle, lookthrough). 0.0013::noun_affords(vehicle, writewith). 0.0013::noun_affords(vehicle, typeon).
attested_noun(vessel). % 2 rows
0.5985::noun_affords(vessel, grasp). 0.6194::noun_affords(vessel, lift). 0.0600::noun_affords(vessel, throw). 0.2083::noun_affords(vessel, push). 0.2683::noun_affords(vessel, fix). 0.1882::noun_affords(vessel, ride). 0.0023::noun_affords(vessel, play). 0.1378::noun_affords(vessel, watch). 0.1765::noun_affords(vessel, siton). 0.0023::noun_affords(vessel, feed). 0.2919::noun_affords(vessel, row). 0.2715::noun_affords(vessel, pourfrom). 0.0023::noun_affords(vessel, lookthrough). 0.0023::noun_affords(vessel, writewith). 0.0023::noun_affords(vessel, typeon).
attested_noun(view). % 9 rows
0.0041::noun_affords(view, grasp). 0.0041::noun_affords(view, lift). 0.0041::noun_affords(view, throw). 0.0031::noun_affords(view, push). 0.0016::noun_affords(view, fix). 0.0002::noun_affords(view, ride). 0.0070::noun_affords(view, play). 0.8095::noun_affords(view, watch). 0.0127::noun_affords(view, siton). 0.0031::noun_affords(view, feed). 0.0031::noun_affords(view, row). 0.0002::noun_affords(view, pourfrom). 0.0002::noun_affords(view, lookthrough). 0.0002::noun_affords(view, writewith). 0.0002::noun_affords(view, typeon).
attested_noun(volcano). % 2 rows
0.0112::noun_affords(volcano, grasp). 0.0112::noun_affords(volcano, lift). 0.0112::noun_affords(volcano, throw). 0.0085::noun_affords(volcano, push). 0.0045::noun_affords(volcano, fix). 0.0005::noun_affords(volcano, ride). 0.0193::noun_affords(volcano, play). 0.7260::noun_affords(volcano, watch). 0.0349::noun_affords(volcano, siton). 0.0085::noun_affords(volcano, feed). 0.0085::noun_affords(volcano, row). 0.0005::noun_affords(volcano, pourfrom). 0.0005::noun_affords(volcano, lookthrough). 0.0005::noun_affords(volcano, writewith). 0.0005::noun_affords(volcano, typeon).
attested_noun(wall). % 9 rows
0.0098::noun_affords(wall, grasp). 0.0129::noun_affords(wall, lift). 0.0098::noun_affords(wall, throw). 0.1035::noun_affords(wall, push). 0.2157::noun_affords(wall, fix). 0.0004::noun_affords(wall, ride). 0.0004::noun_affords(wall, play). 0.2254::noun_affords(wall, watch). 0.0362::noun_affords(wall, siton). 0.0066::noun_affords(wall, feed). 0.0004::noun_affords(wall, row). 0.0004::noun_affords(wall, pourfrom). 0.1035::noun_affords(wall, lookthrough). 0.0004::noun_affords(wall, writewith). 0.0004::noun_affords(wall, typeon).
attested_noun(water). % 4 rows
0.1338::noun_affords(water, grasp). 0.1393::noun_affords(water, lift). 0.1028::noun_affords(water, throw). 0.0714::noun_affords(water, push). 0.0011::noun_affords(water, fix). 0.0011::noun_affords(water, ride). 0.0011::noun_affords(water, play). 0.3454::noun_affords(water, watch). 0.0011::noun_affords(water, siton). 0.1259::noun_affords(water, feed). 0.3432::noun_affords(water, row). 0.0803::noun_affords(water, pourfrom). 0.0011::noun_affords(water, lookthrough). 0.0011::noun_affords(water, writewith). 0.0011::noun_affords(water, typeon).
attested_noun(wax). % 2 rows
0.5205::noun_affords(wax, grasp). 0.5272::noun_affords(wax, lift). 0.4822::noun_affords(wax, throw). 0.1588::noun_affords(wax, push). 0.0212::noun_affords(wax, fix). 0.0012::noun_affords(wax, ride). 0.0012::noun_affords(wax, play). 0.0337::noun_affords(wax, watch). 0.0037::noun_affords(wax, siton). 0.0012::noun_affords(wax, feed). 0.0012::noun_affords(wax, row). 0.0012::noun_affords(wax, pourfrom). 0.0112::noun_affords(wax, lookthrough). 0.0012::noun_affords(wax, writewith). 0.0012::noun_affords(wax, typeon).
attested_noun(weapon). % 9 rows
0.8551::noun_affords(weapon, grasp). 0.7828::noun_affords(weapon, lift). 0.7828::noun_affords(weapon, throw). 0.4545::noun_affords(weapon, push). 0.5462::noun_affords(weapon, fix). 0.0008::noun_affords(weapon, ride). 0.0931::noun_affords(weapon, play). 0.2060::noun_affords(weapon, watch). 0.0008::noun_affords(weapon, siton). 0.0008::noun_affords(weapon, feed). 0.0008::noun_affords(weapon, row). 0.0008::noun_affords(weapon, pourfrom). 0.0019::noun_affords(weapon, lookthrough). 0.0008::noun_affords(weapon, writewith). 0.0008::noun_affords(weapon, typeon).
attested_noun(website). % 2 rows
0.0126::noun_affords(website, grasp). 0.0126::noun_affords(website, lift). 0.0126::noun_affords(website, throw). 0.0126::noun_affords(website, push). 0.2670::noun_affords(website, fix). 0.0007::noun_affords(website, ride). 0.0019::noun_affords(website, play). 0.2975::noun_affords(website, watch). 0.0007::noun_affords(website, siton). 0.0007::noun_affords(website, feed). 0.0007::noun_affords(website, row). 0.0007::noun_affords(website, pourfrom). 0.1644::noun_affords(website, lookthrough). 0.0007::noun_affords(website, writewith). 0.0017::noun_affords(website, typeon).
attested_noun(windmill). % 2 rows
0.0705::noun_affords(windmill, grasp). 0.1668::noun_affords(windmill, lift). 0.0685::noun_affords(windmill, throw). 0.1959::noun_affords(windmill, push). 0.6174::noun_affords(windmill, fix). 0.0270::noun_affords(windmill, ride). 0.0013::noun_affords(windmill, play). 0.0732::noun_affords(windmill, watch). 0.0230::noun_affords(windmill, siton). 0.0013::noun_affords(windmill, feed). 0.0230::noun_affords(windmill, row). 0.0013::noun_affords(windmill, pourfrom). 0.0013::noun_affords(windmill, lookthrough). 0.0013::noun_affords(windmill, writewith). 0.0013::noun_affords(windmill, typeon).
attested_noun(window). % 10 rows
0.0059::noun_affords(window, grasp). 0.0886::noun_affords(window, lift). 0.0014::noun_affords(window, throw). 0.2375::noun_affords(window, push). 0.7518::noun_affords(window, fix). 0.0014::noun_affords(window, ride). 0.0014::noun_affords(window, play). 0.3706::noun_affords(window, watch). 0.0014::noun_affords(window, siton). 0.0014::noun_affords(window, feed). 0.0014::noun_affords(window, row). 0.0014::noun_affords(window, pourfrom). 0.9401::noun_affords(window, lookthrough). 0.0014::noun_affords(window, writewith). 0.0014::noun_affords(window, typeon).
attested_noun(wine). % 8 rows
0.2803::noun_affords(wine, grasp). 0.3836::noun_affords(wine, lift). 0.2617::noun_affords(wine, throw). 0.2429::noun_affords(wine, push). 0.0006::noun_affords(wine, fix). 0.0006::noun_affords(wine, ride). 0.0006::noun_affords(wine, play). 0.1072::noun_affords(wine, watch). 0.0006::noun_affords(wine, siton). 0.2755::noun_affords(wine, feed). 0.0059::noun_affords(wine, row). 0.2482::noun_affords(wine, pourfrom). 0.0006::noun_affords(wine, lookthrough). 0.0006::noun_affords(wine, writewith). 0.0006::noun_affords(wine, typeon).
attested_noun(wing). % 2 rows
0.3322::noun_affords(wing, grasp). 0.3486::noun_affords(wing, lift). 0.2719::noun_affords(wing, throw). 0.2852::noun_affords(wing, push). 0.0033::noun_affords(wing, fix). 0.0113::noun_affords(wing, ride). 0.0006::noun_affords(wing, play). 0.0991::noun_affords(wing, watch). 0.0113::noun_affords(wing, siton). 0.0006::noun_affords(wing, feed). 0.0006::noun_affords(wing, row). 0.0006::noun_affords(wing, pourfrom). 0.0006::noun_affords(wing, lookthrough). 0.0006::noun_affords(wing, writewith). 0.0006::noun_affords(wing, typeon).
attested_noun(wire). % 3 rows
0.6389::noun_affords(wire, grasp). 0.8612::noun_affords(wire, lift). 0.8024::noun_affords(wire, throw). 0.5796::noun_affords(wire, push). 0.5518::noun_affords(wire, fix). 0.0004::noun_affords(wire, ride). 0.0180::noun_affords(wire, play). 0.0581::noun_affords(wire, watch). 0.0004::noun_affords(wire, siton). 0.0092::noun_affords(wire, feed). 0.0004::noun_affords(wire, row). 0.0074::noun_affords(wire, pourfrom). 0.0182::noun_affords(wire, lookthrough). 0.0004::noun_affords(wire, writewith). 0.0004::noun_affords(wire, typeon).
attested_noun(woman). % 2 rows
0.3339::noun_affords(woman, grasp). 0.3243::noun_affords(woman, lift). 0.0198::noun_affords(woman, throw). 0.3772::noun_affords(woman, push). 0.0054::noun_affords(woman, fix). 0.0006::noun_affords(woman, ride). 0.0278::noun_affords(woman, play). 0.4365::noun_affords(woman, watch). 0.0006::noun_affords(woman, siton). 0.3820::noun_affords(woman, feed). 0.0006::noun_affords(woman, row). 0.0006::noun_affords(woman, pourfrom). 0.0198::noun_affords(woman, lookthrough). 0.0006::noun_affords(woman, writewith). 0.0006::noun_affords(woman, typeon).
attested_noun(wood). % 2 rows
0.2705::noun_affords(wood, grasp). 0.2772::noun_affords(wood, lift). 0.2322::noun_affords(wood, throw). 0.1588::noun_affords(wood, push). 0.0212::noun_affords(wood, fix). 0.0012::noun_affords(wood, ride). 0.0012::noun_affords(wood, play). 0.0337::noun_affords(wood, watch). 0.0037::noun_affords(wood, siton). 0.0012::noun_affords(wood, feed). 0.0012::noun_affords(wood, row). 0.0012::noun_affords(wood, pourfrom). 0.0112::noun_affords(wood, lookthrough). 0.0012::noun_affords(wood, writewith). 0.0012::noun_affords(wood, typeon).
attested_noun(work). % 3 rows
0.0149::noun_affords(work, grasp). 0.0416::noun_affords(work, lift). 0.0149::noun_affords(work, throw). 0.0016::noun_affords(work, push). 0.0283::noun_affords(work, fix). 0.0016::noun_affords(work, ride). 0.0016::noun_affords(work, play). 0.8396::noun_affords(work, watch). 0.0016::noun_affords(work, siton). 0.0016::noun_affords(work, feed). 0.0016::noun_affords(work, row). 0.0016::noun_affords(work, pourfrom). 0.2238::noun_affords(work, lookthrough). 0.0016::noun_affords(work, writewith). 0.0016::noun_affords(work, typeon).
attested_noun(writer). % 2 rows
0.3339::noun_affords(writer, grasp). 0.3243::noun_affords(writer, lift). 0.2698::noun_affords(writer, throw). 0.3772::noun_affords(writer, push). 0.2554::noun_affords(writer, fix). 0.0006::noun_affords(writer, ride). 0.0278::noun_affords(writer, play). 0.4365::noun_affords(writer, watch). 0.0006::noun_affords(writer, siton). 0.1320::noun_affords(writer, feed). 0.0006::noun_affords(writer, row). 0.0006::noun_affords(writer, pourfrom). 0.0198::noun_affords(writer, lookthrough). 0.0006::noun_affords(writer, writewith). 0.0006::noun_affords(writer, typeon).
