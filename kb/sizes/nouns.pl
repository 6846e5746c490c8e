% physkb noun size knowledge (authored by the physkb team, not taken from any release).
%
% noun(Name, Kind, TypicalCm, Spread).
%   TypicalCm: the typical length of the thing's largest dimension as it is usually kept
%              or met at home or outdoors (cloth folded, a snake coiled at rest, a sheet
%              of paper flat, a family car), in centimetres.
%   Spread:    how much that length varies between instances, as a multiplicative factor
%              (1.1 = nearly standard, like a credit card; 3 = anything from a jar to a
%              shipping container). It sets how sure the prior is, see rules/sizes_prior.pl.
% Kinds group nouns for the properties verb phrases demand of their slots
% (rules/sizes_context.pl: animate, has_hands, can_fly, ...).
% Ambiguous words get the sense most common in everyday talk; the spread covers the rest.

% --- people ---------------------------------------------------------------
noun(actor, person, 170, 1.15).
noun(clown, person, 170, 1.15).
noun(human, person, 170, 1.15).
noun(person, person, 170, 1.15).
noun(soldier, person, 175, 1.15).

% --- animals ----------------------------------------------------------------
noun(bear, mammal, 200, 1.4).
noun(cat, mammal, 45, 1.3).
noun(cattle, mammal, 240, 1.2).       % one head of cattle: a cow
noun(dog, mammal, 70, 1.6).
noun(elephant, mammal, 600, 1.3).
noun(gorilla, mammal, 170, 1.2).
noun(kitten, mammal, 20, 1.4).
noun(monkey, mammal, 55, 1.6).
noun(mouse, mammal, 8, 1.4).          % the animal; a computer mouse is about as long
noun(rabbit, mammal, 40, 1.3).
noun(rhinoceros, mammal, 350, 1.2).
noun(squirrel, mammal, 25, 1.3).
noun(bird, bird, 20, 2.0).
noun(chicken, bird, 40, 1.3).
noun(fish, fish, 30, 2.5).
noun(salmon, fish, 35, 2.0).         % as a household meets it: a fillet or a small fish
noun(snake, reptile, 30, 2.5).       % coiled at rest; stretched out 0.5 to 2 m
noun(frog, amphibian, 8, 1.8).
noun(worm, invertebrate, 10, 2.0).
noun(spider, invertebrate, 2, 2.5).
noun(ant, insect, 0.5, 1.6).
noun(bee, insect, 1.5, 1.3).
noun(beetle, insect, 1.5, 2.0).
noun(butterfly, insect, 6, 1.5).
noun(flea, insect, 0.25, 1.5).
noun(insect, insect, 1.5, 2.5).
noun(ladybug, insect, 0.7, 1.3).
noun(bacteria, microbe, 0.0002, 3.0).

% --- plants and food -----------------------------------------------------------
noun(bush, plant, 150, 1.6).
noun(flower, plant, 25, 2.0).
noun(leaf, plant, 8, 2.0).
noun(plant, plant, 40, 2.5).
noun(rose, plant, 25, 1.6).           % a cut flower, like flower/4 above
noun(pollen, plant, 0.003, 2.0).      % one grain
noun(nectar, food, 0.5, 3.0).         % a drop
noun(apple, food, 8, 1.2).
noun(banana, food, 18, 1.2).
noun(biscuit, food, 6, 1.4).
noun(candy, food, 2.5, 1.6).
noun(chocolate, food, 12, 1.8).
noun(egg, food, 5.5, 1.15).
noun(food, food, 15, 3.0).
noun(ice, food, 3, 3.0).              % an ice cube
noun(jelly, food, 8, 2.0).
noun(orange, food, 8, 1.2).
noun(potato, food, 9, 1.4).
noun(sandwich, food, 15, 1.3).
noun(vegetable, food, 15, 2.0).
noun(watermelon, food, 30, 1.3).
noun(cigarette, item, 8.5, 1.1).
noun(tobacco, item, 7, 2.0).          % a pouch or pinch of it

% --- body parts -----------------------------------------------------------------
noun(hand, body_part, 19, 1.15).
noun(thumb, body_part, 6, 1.2).
noun(tooth, body_part, 1, 1.5).
noun(mouth, body_part, 10, 2.0).      % any animal's: ~5 cm for people, far more for cows
noun('bird\'s beak', body_part, 3, 2.0).

% --- small things -------------------------------------------------------------------
noun(badge, item, 6, 1.5).
noun(battery, item, 5, 1.5).
noun(bracelet, clothing, 7, 1.2).
noun(cd, item, 12, 1.02).
noun(coin, item, 2.4, 1.2).
noun('credit card', item, 8.6, 1.01).
noun(diamond, item, 0.6, 2.0).        % a gem, not a baseball diamond
noun(disk, item, 12, 1.5).
noun(eraser, item, 5, 1.3).
noun(key, item, 6, 1.2).
noun(lens, item, 5, 2.0).
noun(marble, item, 1.5, 1.3).
noun(nail, item, 5, 1.5).
noun(needle, item, 4, 1.5).
noun(penny, item, 1.9, 1.02).
noun(ring, clothing, 2, 1.2).
noun(watch, clothing, 4, 1.2).
noun(candle, item, 15, 1.6).
noun(pencil, item, 18, 1.1).
noun(ruler, item, 30, 1.1).
noun(knife, tool, 22, 1.4).
noun(spoon, tool, 15, 1.3).
noun(brush, tool, 20, 1.5).
noun(gun, weapon, 30, 2.0).           % handguns ~20 cm, rifles ~100 cm
noun(bomb, weapon, 40, 2.5).
noun(toy, toy, 15, 2.0).
noun(ball, toy, 22, 1.6).
noun(basketball, toy, 24, 1.05).
noun(balloon, toy, 30, 1.4).
noun(frisbee, toy, 27, 1.05).
noun('teddy bear', toy, 35, 1.6).
noun(rock, item, 15, 3.0).            % a stone you can pick up; boulders exist

% --- paper and cloth (flat) --------------------------------------------------------
noun(album, paper, 30, 1.2).
noun(book, paper, 24, 1.3).
noun(comic, paper, 26, 1.1).
noun(dictionary, paper, 25, 1.2).
noun(envelope, paper, 22, 1.3).
noun(file, paper, 30, 1.4).           % a document folder
noun(leaflet, paper, 21, 1.2).
noun(letter, paper, 25, 1.2).
noun(newspaper, paper, 50, 1.2).
noun(notebook, paper, 25, 1.2).
noun(photo, paper, 13, 1.4).
noun(receipt, paper, 15, 1.5).
noun(ticket, paper, 12, 1.3).
noun(sheet, paper, 30, 2.5).          % of paper mostly; bed sheets are ~230 cm
noun(canvas, cloth, 60, 1.6).
noun(blanket, cloth, 50, 1.5).       % folded
noun(curtain, cloth, 200, 1.3).
noun(flag, cloth, 60, 2.0).          % hand flags to flagpole flags
noun(handkerchief, cloth, 15, 1.6).  % folded
noun(towel, cloth, 30, 1.5).         % folded
noun(shirt, clothing, 70, 1.15).
noun(glove, clothing, 25, 1.2).
noun(hat, clothing, 30, 1.2).
noun(boot, clothing, 30, 1.2).
noun(helmet, clothing, 28, 1.1).
noun(pocket, clothing, 15, 1.3).
noun(zipper, clothing, 15, 1.8).      % a zipper pouch or the fastener itself

% --- containers ------------------------------------------------------------------
noun(bag, container, 40, 1.6).
noun(bin, container, 60, 1.4).
noun(bottle, container, 28, 1.4).
noun(bowl, container, 16, 1.5).
noun(box, container, 40, 2.0).
noun(container, container, 100, 4.0). % anything from a jar to a shipping container
noun(dish, container, 25, 1.3).
noun(jar, container, 15, 1.5).
noun('key box', container, 14, 1.8).  % a key lockbox; wall key cabinets are ~30 cm
noun(mug, container, 10, 1.1).
noun(package, container, 35, 1.8).
noun(pan, container, 30, 1.2).
noun('piggy bank', container, 18, 1.3).
noun(plate, container, 26, 1.15).
noun(pot, container, 25, 1.4).
noun(sack, container, 70, 1.4).
noun(suitcase, container, 65, 1.2).
noun(wallet, container, 11, 1.15).
noun('trash can', container, 70, 1.3).
noun(aquarium, container, 80, 2.0).
noun(nest, container, 20, 1.6).
noun('cutting board', tool, 35, 1.3).

% --- devices and appliances ------------------------------------------------------------
noun(camera, device, 12, 1.5).
noun('electric bulb', device, 11, 1.3).
noun('electric fan', device, 45, 1.4).
noun(headphone, device, 18, 1.3).
noun(keyboard, device, 45, 1.1).
noun(laptop, device, 35, 1.1).
noun(monitor, device, 55, 1.3).
noun(phone, device, 14, 1.2).
noun(smartphone, device, 15, 1.1).
noun(printer, device, 45, 1.3).
noun(radio, device, 25, 1.6).
noun(television, device, 100, 1.3).
noun('rice cooker', appliance, 30, 1.2).
noun(oven, appliance, 60, 1.2).
noun(refrigerator, appliance, 180, 1.15).
noun(sink, appliance, 60, 1.3).

% --- furniture -------------------------------------------------------------------------
noun(bed, furniture, 200, 1.1).
noun(closet, furniture, 200, 1.3).
noun(couch, furniture, 200, 1.15).
noun(crib, furniture, 120, 1.15).
noun(desk, furniture, 130, 1.2).
noun(drawer, furniture, 50, 1.3).
noun(piano, furniture, 150, 1.2).
noun(shelf, furniture, 100, 1.5).
noun(table, furniture, 150, 1.3).
noun(stretcher, furniture, 200, 1.05).

% --- vehicles ----------------------------------------------------------------------------
noun(bicycle, vehicle, 175, 1.1).
noun(car, vehicle, 450, 1.1).
noun(ambulance, vehicle, 600, 1.1).
noun(van, vehicle, 500, 1.1).
noun(tractor, vehicle, 400, 1.3).
noun(tank, vehicle, 700, 1.3).        % the armoured vehicle; a water tank is smaller
noun(bus, vehicle, 1200, 1.1).
noun(aircraft, vehicle, 3500, 2.0).
noun(plane, vehicle, 3500, 1.8).
noun(ship, vehicle, 10000, 3.0).

% --- places and buildings ------------------------------------------------------------------
noun(burrow, place, 40, 2.0).         % an animal's hole in the ground
noun(hive, place, 50, 1.6).
noun(pond, place, 500, 2.2).
noun(room, place, 400, 1.4).
noun(garage, building, 600, 1.3).
noun(studio, building, 800, 1.6).
noun(home, building, 1500, 1.5).
noun(house, building, 1500, 1.4).
noun(asylum, building, 3000, 2.0).
noun(warehouse, building, 6000, 1.8).
noun('parking lot', place, 5000, 2.5).

% --- words for nouns we already know ---------------------------------------------------------
% alias(Word, Noun, Why): typo = misspelt in the wild, spelling = another spelling,
% synonym = another word for the same thing, plural = a plural used as a singular.
alias(strecher, stretcher, typo).
alias(beatle, beetle, typo).
alias('basket ball', basketball, spelling).
alias(bike, bicycle, synonym).
alias(fridge, refrigerator, synonym).
alias(teeth, tooth, plural).
alias(cellphone, smartphone, synonym).
alias(tv, television, synonym).
alias(cow, cattle, synonym).
alias(puppy, dog, synonym).

% known_bigger(Big, Small): comparisons we are sure of whatever the numbers above say (a
% whole and its part, a grown animal and its young, ...). solver/sizes/order.py checks
% with networkx that they and the sure part of the prior form one order without a cycle.
known_bigger(cat, kitten).
known_bigger(hand, thumb).
known_bigger(mouth, tooth).
known_bigger(bird, 'bird\'s beak').
known_bigger(desk, drawer).
known_bigger(shirt, pocket).
known_bigger(house, room).
known_bigger(elephant, rhinoceros).
known_bigger('key box', key).
known_bigger(refrigerator, 'rice cooker').
known_bigger(bus, car).
known_bigger(bee, flea).
known_bigger(plant, leaf).
known_bigger(bush, rose).
known_bigger(aquarium, fish).
known_bigger(hive, bee).
known_bigger(wallet, 'credit card').
