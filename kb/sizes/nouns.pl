% physkb noun size knowledge (authored by the physkb team, not taken from any release).
%
% noun(Name, Kind, L, W, H, Spread).
%   L, W, H:   the three typical dimensions of an instance, in centimetres, of the thing as it
%              is kept and handled: a blanket or a shirt folded, a snake coiled, an animal
%              standing (head-and-body length, body width, height). Flexible things also
%              have their spread-out dimensions (spread_out/4 below), which phrases about
%              covering and wrapping use.
%   Face:      what people compare when they say one thing is bigger than another is the
%              outline a thing shows, not its longest side alone nor its weight of material:
%              a blanket is bigger than a shirt, a room bigger than an elephant, a nest bigger
%              than its bird, a plate bigger than a piggy bank, a newspaper bigger than a pot.
%              physkb takes the face as sqrt(L*W) of the two largest dimensions, the side of
%              a square of the same area (Noun.face_cm); the depth hides behind the face. A
%              dimension under a tenth of the longest counts as that tenth
%              (rules/sizes_prior.pl): a needle or a cigarette is judged by its length, not
%              by a face of almost nothing.
%   Spread:    the geometric standard deviation of that face side over the instances people
%              call by the word: about two in three instances lie between Face/Spread and
%              Face*Spread, and 19 in 20 within Spread^2 either way.
%              1.02-1.05 = made to a standard (a CD, a credit card, a basketball);
%              1.1-1.2   = one natural kind of fairly even size (an egg, an adult, a car);
%              1.3-1.6   = a word for a family of related things (a dog, a bin, a radio);
%              1.8-2.5   = a word for anything of a broad class (a bag, a box, a plant, a fish);
%              3 and up  = a word for things of every size (a container, a rock, food).
%              It sets how sure the prior is, see rules/sizes_prior.pl.
% Kinds group nouns for the properties verb phrases demand of their slots
% (rules/sizes_context.pl: animate, has_hands, can_fly, ...).
% Ambiguous words get the sense most common in everyday talk; the spread covers the rest.
% Every value was set from general knowledge of the things themselves (the reasoning is
% the comment beside it), never from a release's labels. The pairs in
% tests/data/size_pairs.csv (written by us) check that the prior matches common sense.

% --- people ---------------------------------------------------------------------------
% Adults stand 150-190 cm, ~45 cm across the shoulders, ~25 cm front to back.
noun(actor, person, 170, 45, 25, 1.08).       % an adult
noun(clown, person, 170, 45, 25, 1.08).       % an adult performer
noun(human, person, 165, 42, 24, 1.15).       % any human, children included
noun(person, person, 165, 42, 24, 1.15).      % any person, children included
noun(soldier, person, 175, 47, 26, 1.06).     % an adult, most of them men, with kit
noun(man, person, 175, 47, 26, 1.06).         % an adult man
noun(woman, person, 163, 40, 23, 1.06).       % an adult woman
noun(child, person, 120, 32, 18, 1.25).       % a child of 3-12: 95-150 cm tall
noun(baby, person, 65, 25, 15, 1.2).          % an infant ~50-75 cm long

% --- animals (head-and-body length, body width, standing height) ----------------------------
noun(parrot, bird, 35, 10, 20, 1.5).           % budgies ~18 cm to macaws ~85 cm
noun(sparrow, bird, 15, 5, 7, 1.1).            % ~14-16 cm
noun(pigeon, bird, 32, 10, 15, 1.1).           % ~30-35 cm
noun(crow, bird, 45, 12, 20, 1.1).             % ~45 cm
noun(swan, bird, 140, 40, 60, 1.15).           % ~1.3-1.6 m beak to tail
noun(goose, bird, 80, 25, 40, 1.15).           % ~75-90 cm
noun(penguin, bird, 60, 25, 25, 1.6).          % little penguins ~35 cm to emperors ~115 cm
noun(ostrich, bird, 200, 70, 230, 1.1).        % ~2-2.7 m tall
noun(fox, mammal, 65, 18, 40, 1.15).           % head and body ~60-70 cm
noun(wolf, mammal, 120, 30, 80, 1.15).         % ~1-1.4 m head and body
noun(deer, mammal, 180, 45, 100, 1.3).         % roe ~1.1 m to red deer ~2 m
noun(donkey, mammal, 180, 50, 120, 1.15).      % ~1-1.3 m at the withers
noun(camel, mammal, 300, 70, 200, 1.1).        % ~3 m long, ~2 m at the hump
noun(zebra, mammal, 240, 60, 140, 1.1).        % ~2.2-2.5 m head and body
noun(hippopotamus, mammal, 400, 150, 150, 1.15). % ~3.5-4.5 m long
noun(kangaroo, mammal, 140, 40, 150, 1.3).     % standing ~1.5 m
noun(panda, mammal, 160, 60, 80, 1.15).        % ~1.5-1.8 m
noun(koala, mammal, 75, 30, 40, 1.15).         % ~70-80 cm
noun(hedgehog, mammal, 22, 12, 10, 1.2).       % ~20-25 cm
noun(bat, mammal, 8, 4, 3, 1.8).               % most bats ~4-10 cm bodies
noun(crab, invertebrate, 15, 10, 5, 1.8).      % shore crabs ~6 cm, edible crabs ~20 cm
noun(lobster, invertebrate, 35, 10, 10, 1.3).  % ~25-50 cm
noun(octopus, invertebrate, 60, 30, 20, 1.8).  % the common octopus ~60 cm with arms
noun(jellyfish, invertebrate, 25, 25, 15, 2.2). % ~10-40 cm bells; some far larger
noun(lizard, reptile, 20, 4, 4, 1.8).          % garden lizards ~10-25 cm
noun(crocodile, reptile, 400, 60, 50, 1.3).    % ~3-5 m
noun(dinosaur, reptile, 1200, 300, 500, 2.5).  % the ones people picture: ~5-30 m
noun(caterpillar, insect, 4, 0.6, 0.6, 1.5).   % ~2-6 cm
noun(dragonfly, insect, 6, 8, 1, 1.3).         % ~6 cm body, wings ~8 cm across
noun(wasp, insect, 1.6, 0.5, 0.5, 1.3).        % ~1.2-2 cm
noun(cockroach, insect, 3, 1.3, 0.6, 1.4).     % ~2-4 cm
noun(slug, invertebrate, 6, 1, 1, 1.6).        % ~3-10 cm
noun(bear, mammal, 180, 60, 100, 1.3).        % black bear 150-180 cm long, ~1 m at the shoulder
noun(cat, mammal, 46, 15, 25, 1.15).          % adult domestic cat ~46 cm long, ~25 cm tall
noun(cattle, mammal, 240, 65, 140, 1.15).     % a cow ~240 cm nose to rump, ~140 cm at the withers
noun(horse, mammal, 240, 60, 160, 1.15).      % a riding horse ~2.4 m long, ~1.6 m at the withers
noun(pig, mammal, 150, 45, 80, 1.3).          % a farm pig 1.2-1.8 m long
noun(sheep, mammal, 130, 40, 80, 1.15).       % 1.2-1.5 m long, ~80 cm tall
noun(goat, mammal, 120, 30, 75, 1.2).         % 1-1.4 m long
noun(dog, mammal, 70, 22, 50, 1.6).           % chihuahua ~25 cm to great dane ~120 cm; a labrador ~75
noun(elephant, mammal, 550, 150, 280, 1.2).   % body 5-6.5 m, ~1.5 m wide, 2.5-3.2 m tall
noun(giraffe, mammal, 400, 80, 480, 1.15).    % ~4 m long, 4.5-5.5 m tall, slender
noun(whale, mammal, 1500, 300, 300, 1.8).     % humpback ~14 m; minke ~8 m, blue ~25 m
noun(dolphin, mammal, 250, 50, 60, 1.2).      % bottlenose 2-4 m
noun(lion, mammal, 190, 55, 110, 1.15).       % ~1.7-2.1 m head and body, ~1.1 m at the shoulder
noun(tiger, mammal, 200, 55, 100, 1.15).      % ~1.8-2.3 m head and body
noun(gorilla, mammal, 165, 70, 60, 1.15).     % standing ~1.5-1.7 m, broad chest
noun(kitten, mammal, 20, 7, 12, 1.3).         % a few weeks to months old, 12-30 cm
noun(puppy, mammal, 30, 10, 20, 1.5).         % a young dog: ~15 cm toy-breed pups to ~50 cm large-breed ones
noun(monkey, mammal, 50, 18, 30, 1.6).        % marmoset ~20 cm, macaque ~55 cm, baboon ~80 cm
noun(mouse, mammal, 9, 3, 3, 1.3).            % house mouse 7-10 cm, ~3 cm wide and high
noun(hamster, mammal, 14, 6, 6, 1.2).         % 12-17 cm
noun(rat, mammal, 22, 7, 7, 1.2).             % brown rat 20-25 cm head and body
noun(rabbit, mammal, 40, 15, 22, 1.3).        % pet and wild rabbits 30-50 cm
noun(rhinoceros, mammal, 350, 120, 170, 1.15). % body 3-4 m, ~1.7 m at the shoulder
noun(squirrel, mammal, 23, 8, 10, 1.2).       % tree squirrel body 20-27 cm (tail as long again)
noun(bird, bird, 22, 7, 10, 1.8).             % sparrow 15 cm, pigeon 32 cm, crow 45 cm; swans 1.5 m
noun(chicken, bird, 45, 20, 40, 1.2).         % a hen ~40-50 cm beak to tail, ~40 cm tall
noun(duck, bird, 55, 22, 30, 1.2).            % mallard 50-65 cm
noun(owl, bird, 35, 18, 30, 1.4).             % barn owl ~35 cm; little owls ~22, eagle owls ~70
noun(eagle, bird, 85, 30, 45, 1.2).           % golden and bald eagles 70-100 cm beak to tail
noun(fish, fish, 30, 6, 10, 2.5).             % aquarium fish ~5 cm to tuna ~2 m; a table fish ~30 cm
noun(shark, fish, 250, 50, 60, 1.8).          % most sharks people picture 2-4 m; dogfish ~70 cm
noun(salmon, fish, 35, 7, 10, 2.0).           % in a household, a fillet or a small whole fish (an adult wild salmon 60-80 cm)
noun(snake, reptile, 30, 30, 8, 2.5).                 % kept: coiled at rest ~30 cm across
noun(turtle, reptile, 30, 22, 12, 1.8).       % a pet turtle ~15 cm, sea turtles ~1 m
noun(frog, amphibian, 7, 4, 3, 1.5).          % common frog 6-9 cm; bullfrogs ~15 cm, tree frogs ~3 cm
noun(worm, invertebrate, 12, 1, 1, 1.8).      % earthworm ~9-30 cm long, under 1 cm thick
noun(snail, invertebrate, 4, 2.5, 3, 1.4).    % garden snail shell ~3-4 cm
noun(spider, invertebrate, 3, 3, 1, 2.2).     % house spider ~3 cm across its legs; tarantulas ~15
noun(ant, insect, 0.5, 0.15, 0.15, 1.6).      % 2-15 mm
noun(bee, insect, 1.4, 0.5, 0.5, 1.3).        % honeybee 1.2-1.5 cm, bumblebee ~2 cm
noun(beetle, insect, 1.5, 0.8, 0.6, 2.0).     % ladybird 0.7 cm to stag beetle 7 cm
noun(butterfly, insect, 6, 3, 1, 1.5).        % wingspan 3-10 cm
noun(fly, insect, 0.7, 0.3, 0.3, 1.4).        % a house fly ~7 mm
noun(mosquito, insect, 0.6, 0.2, 0.2, 1.3).   % 3-6 mm body, legs longer
noun(flea, insect, 0.25, 0.1, 0.15, 1.3).     % 1.5-3.3 mm
noun(insect, insect, 1.5, 0.5, 0.5, 2.5).     % any insect: gnat to stick insect
noun(ladybug, insect, 0.7, 0.5, 0.4, 1.2).    % 6-8 mm
noun(bacteria, microbe, 0.0002, 0.0001, 0.0001, 2.0). % one cell, 1-5 micrometres

% --- plants and food -----------------------------------------------------------------------
noun(nut, food, 2.5, 2, 2, 1.4).             % a walnut ~3 cm, a hazelnut ~1.5 cm
noun(seed, plant, 0.4, 0.3, 0.2, 3.0).        % most seeds a few mm; a coconut is a seed too
noun(mushroom, food, 6, 6, 5, 1.6).           % a button mushroom ~4 cm; field mushrooms ~10 cm
noun(pear, food, 10, 7, 7, 1.15).             % ~8-12 cm long
noun(peach, food, 7, 7, 7, 1.15).             % ~6-8 cm
noun(plum, food, 5, 4.5, 4.5, 1.2).           % ~4-6 cm
noun(cucumber, food, 22, 4.5, 4.5, 1.2).      % ~20-25 cm
noun(cabbage, food, 18, 18, 16, 1.2).         % ~15-20 cm
noun(lettuce, food, 20, 20, 15, 1.2).         % a head ~15-25 cm
noun(corn, food, 20, 5, 5, 1.2).              % an ear ~18-22 cm
noun(rice, food, 0.6, 0.2, 0.2, 1.3).         % a grain ~6 mm
noun(bean, food, 1.5, 0.8, 0.6, 1.6).         % a dried bean ~1-2 cm; green beans ~12 cm
noun(pie, food, 23, 23, 5, 1.3).              % ~20-25 cm across
noun(burger, food, 11, 11, 7, 1.2).           % ~10-12 cm
noun(sausage, food, 13, 2.5, 2.5, 1.4).       % ~10-20 cm
noun(steak, food, 18, 12, 2.5, 1.3).          % ~15-20 cm
noun(turkey, food, 40, 30, 25, 1.2).          % a roast turkey ~35-45 cm
noun(donut, food, 9, 9, 3.5, 1.1).            % ~8-10 cm
noun(muffin, food, 7, 7, 6, 1.15).            % ~6-8 cm
noun(sugar, food, 1.6, 1.6, 1.6, 3.0).        % a cube ~1.6 cm; a bag ~20 cm
noun(salt, food, 0.05, 0.05, 0.05, 3.0).      % a grain; a pinch or a shaker is more
noun(cactus, plant, 30, 15, 15, 2.5).         % a pot cactus ~10-30 cm; saguaros ~12 m
noun(sunflower, plant, 200, 30, 30, 1.4).     % ~1.5-3 m tall
noun(tulip, plant, 40, 6, 6, 1.2).            % ~30-50 cm with its stem
noun(tree, plant, 1000, 500, 500, 1.8).       % a garden or street tree 5-20 m tall, crown ~5 m
noun(bush, plant, 150, 120, 120, 1.6).        % garden shrubs 0.5-3 m
noun(flower, plant, 30, 8, 8, 2.0).           % a cut flower with stem ~30-50 cm, a bloom ~8 cm
noun(leaf, plant, 8, 5, 0.1, 2.0).            % tree leaves 3-20 cm; palm and banana leaves far more
noun(plant, plant, 50, 30, 30, 2.5).          % a house plant ~30-80 cm; garden plants, trees
noun(rose, plant, 40, 8, 8, 1.8).             % a cut rose with its stem ~40-60 cm; a bloom ~8 cm, a bush ~1.5 m
noun(grass, plant, 15, 0.5, 0.1, 2.0).        % a blade of grass 5-30 cm
noun(pollen, plant, 0.003, 0.003, 0.003, 2.0). % one grain, 10-100 micrometres
noun(nectar, food, 0.3, 0.3, 0.3, 3.0).       % a drop in a flower, a few mm; a feeder holds more
noun(apple, food, 8, 8, 8, 1.15).             % 7-9 cm across
noun(banana, food, 18, 4, 4, 1.15).           % 15-22 cm long, ~4 cm thick
noun(biscuit, food, 6, 6, 1, 1.3).            % 5-8 cm across, under 1 cm thick
noun(bread, food, 25, 12, 10, 1.3).           % a loaf ~25 cm; rolls ~10 cm
noun(cake, food, 22, 22, 9, 1.4).             % a round cake 20-25 cm across; cupcakes ~6 cm
noun(pizza, food, 30, 30, 1.5, 1.3).          % 25-35 cm across
noun(cheese, food, 10, 8, 5, 2.0).            % a piece from the shop ~10 cm; wheels ~40 cm
noun(candy, food, 2.5, 2, 1.5, 1.8).          % a sweet ~2 cm; a candy bar ~12 cm
noun(chocolate, food, 15, 7, 1, 1.8).         % a bar ~15x7 cm; a single chocolate ~3 cm
noun(egg, food, 5.7, 4.4, 4.4, 1.08).         % a hen's egg 5.3-6.3 cm long: eggs hardly vary
noun(food, food, 15, 10, 5, 3.0).             % a serving or an item of food: a crumb to a turkey
noun(ice, food, 3, 3, 3, 3.0).                % an ice cube ~3 cm; blocks and sheets of ice exist
noun(jelly, food, 8, 8, 5, 2.0).              % a serving of jelly ~8 cm; a jar ~12 cm
noun(orange, food, 8, 8, 8, 1.15).            % 7-9 cm across
noun(lemon, food, 8, 6, 6, 1.15).             % 7-9 cm long
noun(grape, food, 2, 1.7, 1.7, 1.2).          % 1.5-2.5 cm
noun(cherry, food, 2.2, 2.2, 2.2, 1.15).      % ~2 cm
noun(strawberry, food, 3.5, 3, 3, 1.25).      % 2.5-4.5 cm
noun(pea, food, 0.8, 0.8, 0.8, 1.2).          % 6-10 mm
noun(carrot, food, 18, 3, 3, 1.2).            % 15-20 cm long, ~3 cm thick
noun(tomato, food, 7, 7, 6, 1.4).             % 5-9 cm; cherry tomatoes 2 cm
noun(onion, food, 7, 7, 7, 1.2).              % 6-9 cm
noun(potato, food, 9, 6, 5, 1.3).             % 6-12 cm
noun(pumpkin, food, 35, 35, 28, 1.4).         % 25-45 cm across; giant ones far more
noun(pineapple, food, 28, 13, 13, 1.15).      % ~25-30 cm with its crown
noun(coconut, food, 20, 15, 15, 1.15).        % ~20 cm in its husk
noun(melon, food, 20, 15, 15, 1.2).           % a cantaloupe or honeydew 15-25 cm
noun(sandwich, food, 13, 12, 5, 1.2).         % two slices of bread ~12-13 cm and a filling
noun(vegetable, food, 15, 5, 5, 2.0).         % a pea to a cabbage; carrots, cucumbers ~15-20 cm
noun(watermelon, food, 30, 22, 22, 1.25).     % 25-40 cm long
noun(cigarette, item, 8.5, 0.8, 0.8, 1.08).   % king size 8.4 cm, 100s 10 cm
noun(tobacco, item, 10, 8, 2, 2.0).           % a pouch or a tin ~10 cm; a pinch far less

% --- body parts -------------------------------------------------------------------------------
noun(hand, body_part, 19, 9, 3, 1.15).        % an adult's 17-20 cm wrist to fingertip, ~9 cm wide
noun(thumb, body_part, 6, 2, 2, 1.2).         % an adult's ~6 cm
noun(tooth, body_part, 1, 0.8, 0.8, 1.4).     % a human tooth's crown ~1 cm
noun(mouth, body_part, 6, 5, 4, 2.0).         % a person's ~5 cm wide and deep; a cat's ~3 cm, a cow's ~15 cm
noun('bird\'s beak', body_part, 3, 1, 1, 2.0). % a sparrow's ~1 cm to a pelican's ~40 cm

% --- small things -------------------------------------------------------------------------------
noun(button, item, 1.5, 1.5, 0.3, 1.4).        % shirt buttons ~1-2 cm; coat buttons ~3 cm
noun(bead, item, 0.8, 0.8, 0.8, 1.5).         % 4-12 mm
noun(stamp, paper, 3, 2.5, 0.01, 1.2).        % a postage stamp ~2-4 cm
noun(paperclip, item, 3.3, 0.9, 0.1, 1.1).    % ~3 cm
noun(pin, item, 3, 0.1, 0.1, 1.3).            % a dressmaker's pin ~3 cm
noun(screw, item, 3, 0.4, 0.4, 1.5).          % 1-8 cm
noun(bolt, item, 6, 1, 1, 1.5).               % 2-15 cm
noun(match, item, 5, 0.3, 0.3, 1.1).          % a matchstick ~5 cm
noun(lighter, item, 8, 2.5, 1.2, 1.1).        % a disposable lighter ~8 cm
noun(dice, toy, 1.6, 1.6, 1.6, 1.2).          % a die ~1.6 cm
noun(sponge, item, 10, 7, 3, 1.2).            % a kitchen sponge ~10 cm
noun(soap, item, 9, 6, 3, 1.15).              % a bar ~9 cm
noun(glasses, item, 14, 5, 4, 1.1).           % spectacles ~14 cm across
noun(bone, item, 20, 4, 4, 2.0).              % a dog's bone ~15-25 cm; a chicken bone ~8 cm
noun(feather, item, 15, 3, 0.3, 1.8).         % 5-30 cm
noun(shell, item, 5, 4, 2, 1.8).              % a beach shell 2-10 cm
noun(stick, item, 60, 2, 2, 1.6).             % a fallen stick ~30-100 cm
noun(cork, item, 4.5, 2.4, 2.4, 1.1).         % a wine cork ~4.5 cm
noun(lid, item, 15, 15, 2, 1.6).              % a jar or pot lid 6-30 cm
noun(can, container, 12, 7, 7, 1.3).          % a food or drink can ~11-12 cm
noun(tin, container, 12, 10, 8, 1.5).         % a food tin ~11 cm; biscuit tins ~25 cm
noun(shoebox, container, 33, 20, 12, 1.15).   % ~33 x 20 x 12 cm
noun(handbag, container, 32, 12, 24, 1.4).    % ~25-40 cm
noun(purse, container, 15, 4, 10, 1.4).       % a coin purse ~10 cm, a handbag purse ~30 cm
noun(mailbox, container, 45, 20, 25, 1.4).    % a house mailbox ~45 cm; street postboxes ~1.5 m
noun(crate, container, 50, 35, 30, 1.4).      % a wooden or plastic crate ~40-60 cm
noun(barrel, container, 60, 60, 90, 1.3).     % a wine or oil barrel ~90 cm tall
noun(tray, container, 45, 32, 2, 1.3).        % a serving tray ~40-50 cm
noun(thermos, container, 28, 8, 8, 1.2).      % a 0.5-1 l flask ~25-30 cm
noun(glass, container, 13, 7.5, 7.5, 1.3).    % a drinking glass ~10-15 cm tall
noun(saucepan, container, 38, 18, 12, 1.2).   % ~18 cm across, ~38 cm with its handle
noun(umbrella, item, 90, 8, 8, 1.3).          % folded ~80-95 cm long; opened ~1 m across
noun(guitar, item, 100, 38, 10, 1.1).         % a classical guitar ~100 cm
noun(violin, item, 60, 21, 12, 1.05).         % a full-size violin ~60 cm
noun(drum, item, 40, 40, 35, 1.6).            % a snare ~35 cm; bass drums ~55 cm
noun(tablet, device, 24, 17, 0.7, 1.2).       % a 10-inch tablet ~24 cm
noun(mirror, item, 60, 45, 2, 1.8).           % a wall mirror ~40-90 cm; pocket mirrors ~8 cm
noun(picture, paper, 40, 30, 2, 1.8).         % a framed picture ~20-60 cm
noun(painting, paper, 60, 45, 3, 1.8).        % a painting on canvas ~30-100 cm
noun(poster, paper, 84, 60, 0.05, 1.3).       % A1 ~84 x 60 cm
noun(map, paper, 70, 50, 0.05, 1.5).          % a folded-out road map ~70 cm
noun(magazine, paper, 28, 21, 0.5, 1.1).      % ~28 x 21 cm
noun(card, paper, 15, 10, 0.05, 1.4).         % a greeting card ~15 cm; playing cards ~9 cm
noun(pebble, item, 3, 2.5, 1.5, 1.6).         % 1-6 cm
noun(brick, item, 21.5, 10, 6.5, 1.05).       % a standard brick 215 x 102.5 x 65 mm
noun(log, item, 60, 20, 20, 1.6).             % a firewood log ~30-60 cm; tree logs metres
noun(ladder, item, 250, 45, 10, 1.5).         % a household ladder ~2-3 m
noun(badge, item, 6, 5, 0.5, 1.4).            % pin badges 3-5 cm, ID badges ~8.5 cm
noun(battery, item, 5, 1.4, 1.4, 1.5).        % AA 5 cm, button cells 2 cm, car batteries ~25 cm
noun(bracelet, clothing, 7, 7, 1, 1.15).      % ~6-8 cm across as worn
noun(cd, item, 12, 12, 0.12, 1.02).           % 12 cm across, by standard
noun(coin, item, 2.4, 2.4, 0.2, 1.2).         % 1.6-3 cm across
noun('credit card', item, 8.6, 5.4, 0.08, 1.01). % 85.6 x 54 mm, by standard
noun(diamond, item, 0.6, 0.6, 0.4, 2.0).      % a gem: a one-carat stone is 6.5 mm across
noun(disk, item, 12, 12, 0.2, 1.3).           % an optical disc 12 cm; floppy 9 cm, hard disk 10-15 cm
noun(eraser, item, 5, 2, 1, 1.3).             % 3-7 cm
noun(key, item, 6, 2.2, 0.2, 1.2).            % a house key ~5-7 cm
noun(lens, item, 5, 4, 0.5, 2.0).             % a spectacle lens ~5 cm; contact lens 1.4, camera lens ~10
noun(marble, item, 1.6, 1.6, 1.6, 1.2).       % ~1.6 cm, shooters ~2.5 cm
noun(nail, item, 5, 0.3, 0.3, 1.5).           % common nails 2.5-10 cm
noun(needle, item, 4, 0.1, 0.1, 1.5).         % sewing needles 3-5 cm; knitting needles ~30 cm
noun(pen, item, 14, 1, 1, 1.1).               % ~14 cm
noun(penny, item, 1.9, 1.9, 0.15, 1.02).      % a US cent 19 mm, a UK penny 20 mm
noun(ring, clothing, 2, 2, 0.5, 1.2).         % a finger ring ~2 cm across
noun(watch, clothing, 5, 4, 1.2, 1.4).        % a wristwatch's case ~4 cm (the strap wraps the wrist)
noun(candle, item, 15, 6, 6, 1.6).            % tea light 4 cm, pillar ~15 cm, taper ~25 cm
noun(pencil, item, 17, 0.7, 0.7, 1.15).       % 19 cm new, shorter in use
noun(ruler, item, 30, 3, 0.3, 1.2).           % 15 cm and 30 cm rulers; metre sticks
noun(scissors, tool, 20, 8, 1, 1.3).          % 15-25 cm
noun(comb, tool, 15, 4, 0.5, 1.3).            % 12-20 cm
noun(toothbrush, tool, 18, 2, 2, 1.08).       % ~18 cm
noun(knife, tool, 22, 2.5, 1, 1.4).           % table knife ~22 cm, chef's knife ~33 cm, pocket knife ~9 cm
noun(spoon, tool, 15, 4, 2, 1.2).             % teaspoon ~13 cm, tablespoon ~18 cm
noun(fork, tool, 19, 2.5, 1.5, 1.15).         % ~18-20 cm
noun(brush, tool, 20, 5, 4, 1.5).             % toothbrush ~18 cm, hairbrush ~22 cm, paintbrushes vary
noun(hammer, tool, 30, 12, 3, 1.2).           % a claw hammer ~30 cm
noun(broom, tool, 140, 30, 8, 1.15).          % ~1.3-1.5 m with its head
noun(gun, weapon, 30, 15, 4, 2.0).            % handguns ~20 cm, rifles ~100 cm
noun(bomb, weapon, 40, 20, 20, 2.5).          % a grenade ~10 cm to an aircraft bomb ~2-3 m
noun(toy, toy, 15, 10, 8, 2.0).               % a toy car ~8 cm to a ride-on toy ~80 cm
noun(ball, toy, 20, 20, 20, 1.8).             % golf 4 cm, tennis 7 cm, football 22 cm, beach ball ~50 cm
noun(basketball, toy, 24, 24, 24, 1.03).      % 24 cm, by standard
noun(balloon, toy, 28, 25, 25, 1.3).          % a blown-up party balloon ~25-30 cm
noun(frisbee, toy, 27, 27, 3, 1.05).          % ~27 cm across, ~3 cm deep
noun(doll, toy, 30, 10, 6, 1.5).              % fashion dolls ~30 cm, baby dolls ~45 cm
noun('teddy bear', toy, 35, 20, 15, 1.6).     % ~20 cm to ~1 m
noun(rock, item, 15, 10, 8, 3.0).             % a stone you can pick up; boulders exist

% --- paper and cloth (spread out as used) --------------------------------------------------------
noun(album, paper, 32, 30, 5, 1.2).           % a photo album ~30 cm square, ~5 cm thick
noun(book, paper, 24, 16, 3, 1.25).           % paperback ~18 cm, hardback ~24 cm, textbook ~28 cm
noun(comic, paper, 26, 17, 0.3, 1.1).         % a comic book ~26 x 17 cm, thin
noun(dictionary, paper, 25, 18, 6, 1.3).      % desk dictionaries ~25 cm; pocket ones ~12 cm
noun(envelope, paper, 22, 11, 0.5, 1.3).      % DL 22 x 11 cm, C5 23 x 16 cm; small ones ~15 cm
noun(file, paper, 31, 24, 2, 1.3).            % a document folder ~31 x 24 cm
noun(leaflet, paper, 21, 15, 0.1, 1.2).       % A5 21 cm, DL 21 cm, A4 30 cm
noun(letter, paper, 22, 11, 0.3, 1.3).                % kept: folded into its envelope ~22 x 11 cm
noun(newspaper, paper, 38, 29, 1.5, 1.3).             % kept: folded as sold ~38 x 29 cm
noun(notebook, paper, 25, 18, 1.5, 1.2).      % A5 21 cm to A4 30 cm
noun(photo, paper, 15, 10, 0.05, 1.4).        % a print: 10x15 cm; framed ones larger
noun(receipt, paper, 15, 8, 0.01, 1.5).       % till slips 8 cm wide, 10-30 cm long
noun(ticket, paper, 10, 6, 0.02, 1.4).        % bus tickets ~6 cm, train ~8.5 cm, event tickets ~15 cm
noun(sheet, paper, 30, 21, 0.01, 2.5).        % a sheet of paper 30 x 21 cm (A4); bed sheets ~230 cm
noun(canvas, cloth, 60, 45, 2, 1.6).          % a painter's canvas 30-100 cm on its frame
noun(blanket, cloth, 50, 40, 12, 1.3).                % kept: folded as kept: ~50 x 40 cm, a dozen cm thick
noun(curtain, cloth, 50, 35, 8, 1.3).                 % kept: folded ~50 x 35 cm
noun(flag, cloth, 40, 30, 5, 2.0).                    % kept: folded or furled ~40 cm
noun(handkerchief, cloth, 12, 12, 1, 1.2).            % kept: folded in a pocket ~12 cm
noun(towel, cloth, 35, 25, 6, 1.5).                   % kept: folded ~35 x 25 cm
noun(napkin, cloth, 15, 15, 1, 1.3).                  % kept: folded ~15 cm
noun(pillow, cloth, 65, 45, 15, 1.2).         % a bed pillow ~50 x 75 cm
noun(carpet, cloth, 180, 25, 25, 1.6).                % kept: rolled up ~180 cm long, 25 cm thick
noun(shirt, clothing, 30, 25, 4, 1.2).                % kept: folded ~30 x 25 cm
noun(dress, clothing, 35, 30, 5, 1.2).                % kept: folded ~35 x 30 cm
noun(skirt, clothing, 30, 25, 3, 1.3).                % kept: folded ~30 cm
noun(trousers, clothing, 35, 30, 5, 1.15).            % kept: folded ~35 x 30 cm
noun(jacket, clothing, 40, 35, 10, 1.15).             % kept: folded ~40 cm, padded
noun(coat, clothing, 45, 35, 12, 1.2).                % kept: folded ~45 cm
noun(sweater, clothing, 30, 25, 7, 1.15).             % kept: folded ~30 cm
noun(scarf, clothing, 30, 15, 6, 1.3).                % kept: folded ~30 cm
noun(tie, clothing, 10, 8, 4, 1.05).                  % kept: rolled ~10 cm
noun(belt, clothing, 12, 12, 4, 1.15).                % kept: rolled ~12 cm
noun(sock, clothing, 15, 8, 2, 1.2).                  % kept: folded in a pair ~15 cm
noun(shoe, clothing, 28, 10, 11, 1.15).       % an adult's ~26-30 cm long
noun(glove, clothing, 25, 10, 3, 1.2).        % 22-28 cm
noun(mitten, clothing, 24, 11, 3, 1.2).       % like a glove, a little wider
noun(hat, clothing, 30, 28, 12, 1.25).        % a cap ~25 cm, a brimmed hat ~35 cm
noun(cap, clothing, 27, 20, 12, 1.15).        % a baseball cap with its peak ~27 cm
noun(boot, clothing, 30, 11, 30, 1.3).        % ~28-32 cm long, ~15-45 cm high
noun(helmet, clothing, 28, 22, 22, 1.1).      % ~26-30 cm
noun(pocket, clothing, 15, 13, 1, 1.3).       % a trouser or shirt pocket ~12-18 cm deep
noun(zipper, clothing, 20, 3, 0.5, 1.8).      % trouser fly ~10 cm, jacket ~60 cm

% --- containers ------------------------------------------------------------------------------------
noun(bag, container, 40, 30, 15, 1.8).        % a shopping bag or backpack ~40-45 cm; pouches ~15, duffels ~70
noun(basket, container, 40, 30, 25, 1.5).     % a shopping basket ~40 cm; laundry baskets ~60, bread baskets ~25
noun(bucket, container, 30, 30, 30, 1.2).     % a 10 l bucket ~30 cm
noun(bin, container, 40, 35, 60, 1.5).        % kitchen bin ~60 cm tall; desk bins ~30 cm, wheelie bins ~105 cm
noun(bottle, container, 25, 8, 8, 1.3).       % water bottle ~20-25 cm, wine bottle ~30 cm
noun(bowl, container, 18, 18, 8, 1.4).        % cereal bowl ~15 cm, mixing bowl ~28 cm
noun('sugar bowl', container, 10, 10, 9, 1.2). % a lidded sugar bowl ~8-12 cm
noun(box, container, 40, 30, 25, 2.2).        % a ring box ~6 cm, a shoebox ~33 cm, a moving box ~60 cm
noun(container, container, 40, 30, 25, 3.5).  % a food tub ~15 cm, a storage box ~50 cm; shipping ones 6-12 m
noun(cup, container, 9, 8, 8, 1.2).           % a teacup or coffee cup ~8-10 cm
noun(dish, container, 25, 20, 5, 1.3).        % serving and baking dishes ~20-35 cm
noun(jar, container, 10, 10, 14, 1.4).        % jam jar ~10 cm, mason jar ~15 cm, cookie jar ~25 cm
noun('key box', container, 20, 15, 6, 1.6).   % a key lockbox ~12 cm, a wall key cabinet ~25-30 cm
noun(mug, container, 12, 8.5, 10, 1.15).      % ~10 cm tall, ~12 cm with the handle
noun(package, container, 35, 25, 15, 1.8).    % a parcel ~15-60 cm
noun(pan, container, 45, 28, 6, 1.3).         % a frying pan ~28 cm across, ~45 cm with its handle
noun('piggy bank', container, 18, 11, 13, 1.3). % 15-20 cm
noun(plate, container, 26, 26, 2, 1.15).      % dinner plate ~26-28 cm, side plate ~18 cm
noun(pot, container, 25, 25, 18, 1.4).        % a cooking pot ~20-30 cm across; plant pots ~15-30 cm
noun(kettle, container, 22, 16, 24, 1.15).    % ~1.7 l kettles ~22-25 cm tall
noun(teapot, container, 22, 14, 15, 1.2).     % ~1 l, spout to handle ~22 cm
noun(vase, container, 15, 15, 30, 1.5).       % ~20-40 cm tall
noun(sack, container, 80, 50, 20, 1.4).       % a burlap or potato sack ~70-100 cm
noun(suitcase, container, 70, 45, 27, 1.2).   % cabin case ~55 cm, checked ~70-80 cm
noun(wallet, container, 11, 9, 2, 1.25).      % bifold ~11 cm, long wallets ~19 cm
noun('trash can', container, 45, 40, 70, 1.3). % kitchen ~65 cm tall, outdoor ~100 cm
noun(aquarium, container, 80, 35, 45, 2.0).   % a home tank ~60-120 cm; nano tanks ~30 cm
noun(nest, container, 20, 20, 10, 2.0).       % a songbird's nest ~10-20 cm; a crow's ~50 cm, an eagle's ~1.5 m
noun('cutting board', tool, 35, 25, 2, 1.3).  % 30-45 cm

% --- devices and appliances ---------------------------------------------------------------------------
noun(computer, device, 45, 20, 40, 1.4).     % a desktop tower ~45 cm; laptops are their own noun
noun(speaker, device, 20, 15, 25, 1.6).       % a bookshelf speaker ~25 cm; smart speakers ~15 cm
noun(heater, appliance, 40, 20, 60, 1.5).     % a room heater ~40-70 cm
noun(dishwasher, appliance, 60, 60, 85, 1.05). % by standard ~60 x 60 x 85 cm
noun(freezer, appliance, 60, 60, 85, 1.4).    % an under-counter freezer ~85 cm; chest freezers ~1 m
noun(stove, appliance, 60, 60, 90, 1.2).      % a cooker ~60 x 60 x 90 cm
noun(blender, appliance, 18, 18, 40, 1.2).    % ~40 cm tall
noun(vacuum, appliance, 35, 30, 100, 1.4).    % an upright ~1 m; cylinder vacuums ~40 cm
noun(camera, device, 12, 7, 6, 1.4).          % compact ~10 cm, DSLR ~14 cm
noun('electric bulb', device, 11, 6, 6, 1.3). % a household light bulb ~11 cm, 6 cm across
noun('electric fan', device, 40, 30, 50, 1.6). % desk fan ~35 cm, pedestal fan ~120 cm
noun(lamp, device, 30, 30, 50, 1.5).          % a table lamp ~40-60 cm tall; floor lamps ~1.6 m
noun(clock, device, 30, 30, 5, 1.5).          % a wall clock ~30 cm; alarm clocks ~12 cm
noun(headphone, device, 18, 16, 8, 1.5).      % over-ear ~18-20 cm; earbuds ~2 cm
noun(keyboard, device, 45, 14, 3, 1.2).       % full size ~44-46 cm; compact ~30 cm
noun(laptop, device, 34, 23, 2, 1.1).         % 13 inch ~30 cm, 15.6 inch ~36 cm
noun(monitor, device, 55, 20, 40, 1.2).       % a 24 inch screen ~53 cm wide on its stand
noun(phone, device, 15, 7, 1, 1.2).           % a mobile ~15 cm, a desk phone ~20 cm
noun(smartphone, device, 15, 7, 0.8, 1.08).   % 14-16 cm
noun(remote, device, 18, 5, 2, 1.15).         % a TV remote ~15-20 cm
noun(printer, device, 45, 35, 20, 1.3).       % home inkjet ~45 cm, office laser ~50-60 cm
noun(radio, device, 25, 10, 14, 1.5).         % pocket ~12 cm, tabletop ~30 cm
noun(television, device, 110, 20, 65, 1.3).   % a 43-55 inch set is 95-125 cm wide on its stand
noun('rice cooker', appliance, 30, 26, 25, 1.2). % 25-35 cm
noun(toaster, appliance, 28, 17, 19, 1.15).   % a two-slot toaster ~28 cm
noun(microwave, appliance, 50, 38, 30, 1.15). % ~45-55 cm wide
noun(oven, appliance, 60, 60, 60, 1.3).       % a built-in oven ~60 cm cube, a range ~90 cm, a microwave ~50 cm
noun('washing machine', appliance, 60, 60, 85, 1.08). % by standard ~60 x 60 x 85 cm
noun(refrigerator, appliance, 175, 65, 65, 1.2). % full size ~170-180 cm tall; mini fridges ~85 cm
noun(sink, appliance, 60, 45, 20, 1.3).       % kitchen sink ~60-80 cm, basin ~50 cm
noun(bathtub, appliance, 170, 75, 55, 1.1).   % ~170 x 75 cm

% --- furniture ----------------------------------------------------------------------------------------
noun(armchair, furniture, 85, 85, 95, 1.15).  % ~80-90 cm wide
noun(bench, furniture, 150, 45, 80, 1.3).      % a park bench ~1.5 m
noun(cabinet, furniture, 80, 45, 90, 1.4).     % a kitchen cabinet ~60-100 cm
noun(dresser, furniture, 110, 50, 90, 1.2).    % a chest of drawers ~1 m wide
noun(cot, furniture, 120, 65, 90, 1.15).       % a baby cot ~120 x 60 cm
noun(door, furniture, 200, 85, 4, 1.1).        % a house door ~200 x 80-90 cm
noun(window, furniture, 120, 100, 5, 1.4).     % a house window ~1 m
noun(fence, furniture, 500, 180, 5, 2.0).      % a garden fence run ~several metres
noun(wall, furniture, 450, 250, 15, 1.5).      % a room's wall ~4 m long, 2.5 m high
noun(staircase, furniture, 400, 100, 280, 1.3). % one flight ~3-4 m
noun(ceiling, furniture, 450, 400, 20, 1.3).   % a room's ceiling ~4 m across
noun(bed, furniture, 200, 140, 50, 1.2).      % ~190-210 cm long, single ~90 to king ~180 cm wide
noun(chair, furniture, 45, 50, 90, 1.2).      % a dining chair ~45 cm seat, ~90 cm tall
noun(stool, furniture, 35, 35, 60, 1.3).      % ~45-75 cm tall
noun(closet, furniture, 100, 60, 190, 1.3).   % a wardrobe ~180-200 cm tall, ~100 cm wide; walk-in closets larger
noun(couch, furniture, 200, 90, 85, 1.2).     % loveseat ~150 cm, three-seater ~210 cm
noun(crib, furniture, 130, 70, 100, 1.1).     % ~130 x 70 cm, ~1 m tall
noun(desk, furniture, 120, 60, 75, 1.2).      % 100-160 cm wide, ~75 cm tall
noun(drawer, furniture, 45, 40, 15, 1.3).     % desk drawer ~40 cm, dresser drawer ~80 cm
noun(piano, furniture, 150, 60, 120, 1.2).    % an upright ~150 cm wide; grands ~150-270 cm long
noun(shelf, furniture, 80, 25, 2, 1.5).       % a wall shelf ~60-120 cm board; a bookshelf unit is bigger
noun(bookshelf, furniture, 80, 30, 180, 1.3). % a bookcase ~80 cm wide, ~180 cm tall
noun(table, furniture, 140, 80, 75, 1.4).     % dining ~150-180 cm, coffee ~110 cm, side ~50 cm
noun(stretcher, furniture, 200, 55, 15, 1.05). % a medical stretcher ~190-210 x 55 cm

% --- vehicles -----------------------------------------------------------------------------------------
noun(canoe, vehicle, 500, 85, 40, 1.15).       % ~4.5-5.5 m
noun(kayak, vehicle, 400, 60, 35, 1.3).        % ~3-5 m
noun(sled, vehicle, 120, 50, 25, 1.3).         % a child's sled ~1 m
noun(wagon, vehicle, 90, 45, 40, 1.8).         % a child's wagon ~90 cm; farm wagons ~4 m
noun(stroller, vehicle, 90, 60, 105, 1.15).    % ~90 x 60 cm, ~1 m tall
noun(wheelchair, vehicle, 105, 65, 90, 1.1).   % ~1 m long
noun(tram, vehicle, 3000, 250, 350, 1.3).      % ~20-40 m
noun(submarine, vehicle, 8000, 1000, 1000, 1.6). % ~60-120 m
noun(rocket, vehicle, 5000, 500, 500, 2.2).    % a space rocket ~30-100 m; toy rockets are toys
noun(skateboard, vehicle, 80, 20, 10, 1.1).   % ~80 cm deck
noun(scooter, vehicle, 110, 50, 110, 1.3).    % a kick scooter ~80 cm, a motor scooter ~180 cm
noun(bicycle, vehicle, 175, 55, 100, 1.15).   % adult bikes ~175 cm long; children's ~120 cm
noun(motorcycle, vehicle, 210, 80, 115, 1.15). % ~2-2.2 m long
noun(car, vehicle, 450, 180, 150, 1.1).       % small cars ~380 cm, family cars ~450-480 cm
noun(ambulance, vehicle, 600, 210, 270, 1.1). % a van-based ambulance ~550-700 cm
noun(van, vehicle, 500, 200, 200, 1.15).      % minivan ~510 cm, cargo van ~500-600 cm
noun(truck, vehicle, 900, 250, 350, 1.5).     % a pickup ~5.5 m to a lorry ~12-16 m
noun(tractor, vehicle, 400, 200, 250, 1.3).   % farm tractors ~3.5-5 m; garden tractors ~2 m
noun(tank, vehicle, 750, 350, 250, 1.8).      % the armoured vehicle ~7-10 m; water and fish tanks are smaller
noun(boat, vehicle, 600, 220, 150, 2.0).      % a rowing boat ~4 m, a motor boat ~6-8 m
noun(bus, vehicle, 1200, 255, 300, 1.15).     % a city bus ~12 m; minibuses ~7 m
noun(train, vehicle, 10000, 300, 400, 1.6).   % a few coaches of ~20 m each
noun(helicopter, vehicle, 1300, 250, 350, 1.3). % ~10-17 m with the rotor
noun(aircraft, vehicle, 3000, 2800, 800, 2.0). % light aircraft ~8 m to airliners ~40-70 m
noun(plane, vehicle, 3500, 3400, 1100, 1.8).  % an airliner ~35-40 m long and wide; light planes ~8 m
noun(ship, vehicle, 10000, 1500, 2000, 2.5).  % ~30 m to ~400 m

% --- places, rooms and buildings ------------------------------------------------------------------------------
noun(hospital, building, 10000, 5000, 2000, 1.6). % a hospital ~50-200 m of buildings
noun(office, place, 500, 400, 270, 1.6).       % an office room ~4-6 m; office buildings far more
noun(shop, building, 1500, 800, 400, 1.8).     % a shop floor ~8-20 m
noun(supermarket, building, 6000, 4000, 600, 1.4). % ~40-80 m
noun(stadium, building, 25000, 20000, 4000, 1.4). % ~200-300 m
noun(airport, place, 300000, 200000, 2000, 1.8). % several km of runways and buildings
noun(library, building, 3000, 2000, 1000, 1.8). % ~20-50 m
noun(museum, building, 6000, 4000, 1500, 1.8). % ~30-100 m
noun(palace, building, 10000, 6000, 2500, 1.6). % ~60-200 m
noun(tower, building, 1000, 1000, 5000, 2.0).  % a church tower ~30 m; towers ~10-300 m
noun(bridge, building, 10000, 1500, 1500, 2.2). % a road bridge ~20-500 m
noun(cave, place, 2000, 500, 500, 2.5).        % a few metres to kilometres
noun(forest, place, 200000, 200000, 2000, 2.5). % ~1-10 km across
noun(lake, place, 100000, 50000, 1000, 2.5).   % ~0.2-5 km
noun(sea, place, 50000000, 50000000, 100000, 2.0). % hundreds of km
noun(mountain, place, 500000, 500000, 150000, 2.0). % ~1-3 km high, several km across
noun(island, place, 500000, 300000, 5000, 3.0). % a few hundred m to hundreds of km
noun(village, place, 100000, 100000, 1000, 1.8). % ~0.5-2 km across
noun(town, place, 400000, 400000, 2000, 1.8).  % ~2-8 km across
noun(country, place, 50000000, 50000000, 100000, 2.5). % ~100-1000 km across
noun(planet, place, 1.27e9, 1.27e9, 1.27e9, 2.0). % Earth ~12,700 km across
noun(moon, place, 3.47e8, 3.47e8, 3.47e8, 1.5). % the Moon ~3,470 km across
noun(sun, place, 1.39e11, 1.39e11, 1.39e11, 1.1). % ~1.39 million km across
noun(star, place, 1.39e11, 1.39e11, 1.39e11, 5.0). % stars like the Sun, and far bigger or smaller
noun(attic, place, 600, 400, 200, 1.4).        % under the roof of a house
noun(basement, place, 800, 600, 230, 1.4).     % under a house
noun(hallway, place, 500, 120, 250, 1.4).      % ~1-1.5 m wide
noun(balcony, place, 300, 150, 250, 1.5).      % ~2-4 m
noun(elevator, place, 150, 140, 230, 1.3).     % a lift car ~1.5 m square
noun(cage, container, 60, 40, 45, 1.8).        % a pet cage ~40-80 cm; zoo cages far more
noun(hutch, container, 120, 50, 50, 1.3).      % a rabbit hutch ~1.2 m
noun(burrow, place, 100, 20, 20, 2.5).        % a rabbit's tunnel 1-3 m long, ~15-20 cm wide
noun(hive, place, 50, 40, 30, 1.5).           % a beehive box ~50 cm; wild combs ~30-100 cm
noun(pond, place, 800, 500, 100, 2.5).        % a garden pond ~2-5 m; a village pond tens of metres
noun(room, place, 450, 400, 250, 1.3).        % a bedroom ~3.5-4.5 m, a living room ~5-6 m, ~2.5 m high
noun(bedroom, place, 400, 350, 250, 1.2).     % ~3.5-4.5 m
noun(kitchen, place, 450, 350, 250, 1.3).     % ~3-5 m
noun(bathroom, place, 300, 250, 250, 1.3).    % ~2-3.5 m
noun('living room', place, 550, 450, 250, 1.2). % ~4.5-6 m
noun(garden, place, 1500, 800, 300, 2.0).     % a back garden ~10-20 m long
noun(tent, building, 250, 200, 130, 1.5).     % a two-person tent ~2 x 1.5 m; family tents bigger
noun(doghouse, building, 90, 70, 80, 1.3).    % ~80-100 cm
noun(garage, building, 600, 300, 250, 1.2).   % a single garage ~6 x 3 m
noun(studio, building, 800, 600, 300, 1.6).   % a studio flat ~6-8 m; recording and film studios larger
noun(home, building, 1200, 900, 600, 1.5).    % a flat or a house, ~8-15 m
noun(house, building, 1200, 1000, 700, 1.4).  % a family house ~10-15 m, two floors
noun(barn, building, 2000, 1200, 800, 1.4).   % ~15-30 m long
noun(church, building, 3000, 1500, 1500, 1.5). % a parish church ~20-40 m long
noun(school, building, 6000, 3000, 1000, 1.5). % ~40-80 m of buildings
noun(hotel, building, 5000, 2000, 2000, 1.8). % ~30-80 m, several floors
noun(castle, building, 6000, 5000, 2000, 1.6). % ~40-100 m of walls
noun(skyscraper, building, 4000, 4000, 20000, 1.4). % ~150-300 m tall
noun(asylum, building, 3000, 2000, 1200, 2.0). % an institution's building, ~20-100 m
noun(warehouse, building, 6000, 3000, 1000, 1.8). % ~30-150 m
noun('parking lot', place, 4000, 3000, 300, 2.2). % a few spaces ~15 m to a mall's ~200 m
noun(city, place, 1000000, 1000000, 10000, 2.0). % ~5-30 km across

% --- flexible things spread out -----------------------------------------------------------
% spread_out(Name, L, W, H): the dimensions of a flexible thing opened, laid or hung out.
% noun/6 gives every thing as it is kept (folded, rolled, coiled), which is what fits in,
% is carried or hides; phrases about extent (covering, wrapping, spreading: extent/1 in
% kb/sizes/lexicon.pl) compare the area things span instead (the side of the square of
% their two largest dimensions), flexible things spread out. A blanket is bigger than a
% shirt either way.
spread_out(snake, 120, 4, 4).                 % stretched out 0.5-1.5 m, ~4 cm thick
spread_out(letter, 28, 21, 0.1).              % unfolded ~28 x 21 cm
spread_out(newspaper, 58, 38, 1).             % opened ~58 x 38 cm
spread_out(blanket, 200, 150, 1).             % spread out 150-230 cm
spread_out(curtain, 200, 140, 1).             % hung 150-250 cm
spread_out(flag, 150, 90, 0.2).               % flown: house flags ~150 cm
spread_out(handkerchief, 40, 40, 0.1).        % open ~30-45 cm square
spread_out(towel, 120, 65, 0.5).              % spread out: hand towel ~50-80 cm, bath towel ~140 cm
spread_out(napkin, 40, 40, 0.1).              % open ~40 cm square
spread_out(carpet, 250, 180, 1).              % laid: a rug 1.5-3 m; doormats ~60 cm
spread_out(shirt, 75, 50, 1).                 % laid flat ~75 x 50 cm
spread_out(dress, 100, 50, 1).                % laid flat ~90-120 cm long
spread_out(skirt, 60, 45, 1).                 % laid flat ~60 cm
spread_out(trousers, 105, 40, 1).             % laid flat ~100-110 cm long
spread_out(jacket, 75, 55, 3).                % laid flat ~70-80 cm long
spread_out(coat, 100, 55, 3).                 % laid flat ~90-110 cm long
spread_out(sweater, 70, 50, 1.5).             % laid flat ~65-75 cm
spread_out(scarf, 160, 25, 0.5).              % open ~150-180 cm long
spread_out(tie, 145, 8, 0.5).                 % open ~145 cm
spread_out(belt, 110, 3.5, 0.4).              % open ~100-120 cm
spread_out(sock, 25, 10, 1).                  % laid flat ~20-30 cm

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
alias('light bulb', 'electric bulb', synonym).
alias(lightbulb, 'electric bulb', spelling).
alias(bulb, 'electric bulb', synonym).
alias(sofa, couch, synonym).
alias(wardrobe, closet, synonym).
alias(cupboard, closet, synonym).
alias(bookcase, bookshelf, synonym).
alias('t-shirt', shirt, synonym).
alias(tshirt, shirt, spelling).
alias(blouse, shirt, synonym).
alias(jumper, sweater, synonym).
alias(pants, trousers, synonym).
alias(jeans, trousers, synonym).
alias(sneaker, shoe, synonym).
alias(cookie, biscuit, synonym).
alias(loaf, bread, synonym).
alias(lorry, truck, synonym).
alias(automobile, car, synonym).
alias(motorbike, motorcycle, synonym).
alias(airplane, plane, synonym).
alias(aeroplane, plane, spelling).
alias(airliner, plane, synonym).
alias(backpack, bag, synonym).
alias(rucksack, bag, synonym).
alias(rug, carpet, synonym).
alias(teacup, cup, synonym).
alias(apartment, home, synonym).
alias(flat, home, synonym).
alias(kid, child, synonym).
alias(infant, baby, synonym).
alias(bunny, rabbit, synonym).
alias(dustbin, bin, synonym).
alias('garbage can', 'trash can', synonym).
alias('mobile phone', smartphone, synonym).
alias('microwave oven', microwave, synonym).
alias(stone, rock, synonym).
alias(people, person, plural).
alias(men, man, plural).
alias(women, woman, plural).
alias(children, child, plural).
alias(mice, mouse, plural).

% known_bigger(Big, Small): comparisons we are sure of whatever the numbers above say (a
% whole and its part, a grown animal and its young, ...). solver/sizes/order.py checks
% with networkx that they and the sure part of the prior form one order without a cycle.
known_bigger(cat, kitten).
known_bigger(dog, puppy).
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
known_bigger(room, elephant).
known_bigger(nest, bird).
known_bigger(blanket, shirt).
known_bigger(house, 'electric bulb').
known_bigger(horse, dog).
known_bigger(house, kitchen).
known_bigger(shoe, sock).
