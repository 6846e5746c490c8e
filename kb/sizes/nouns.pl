% physkb noun size knowledge (authored by the physkb team, not taken from any release).
%
% noun(Name, Kind, TypicalCm, Spread).
%   TypicalCm: the longest dimension of a typical instance, in centimetres, measured on the
%              thing as it is usually kept and handled (a pan with its handle, a sheet of
%              paper flat). Flexible things take their packed form (a blanket or towel
%              folded, a snake coiled, a flag furled), because the size comparisons this
%              knowledge serves are about what fits in, carries or hides what: the packed
%              form is what takes part in those. Animals: head and body, tail left out, the way
%              field guides give lengths. People: standing height.
%   Spread:    the geometric standard deviation of that length over the instances people
%              call by the word: about two in three instances lie between TypicalCm/Spread
%              and TypicalCm*Spread, and 19 in 20 within Spread^2 either way.
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
% the comment beside it), never from a release's labels.

% --- people ---------------------------------------------------------------------------
% Adults stand 150-190 cm (sd ~7 cm, 4%); words that take in children too vary more.
noun(actor, person, 170, 1.08).       % an adult
noun(clown, person, 170, 1.08).       % an adult performer
noun(human, person, 165, 1.15).       % any human, children included
noun(person, person, 165, 1.15).      % any person, children included
noun(soldier, person, 175, 1.06).     % an adult, most of them men

% --- animals (head and body) -------------------------------------------------------------
noun(bear, mammal, 180, 1.3).         % black bear 150-180 cm, brown bear 200-250 cm
noun(cat, mammal, 46, 1.15).          % adult domestic cat body ~46 cm
noun(cattle, mammal, 240, 1.15).      % one head of cattle: a cow ~240 cm nose to rump
noun(dog, mammal, 70, 1.6).           % chihuahua ~25 cm to great dane ~120 cm; a labrador ~75
noun(elephant, mammal, 600, 1.2).     % body 5.5-6.5 m, ~3 m tall
noun(gorilla, mammal, 165, 1.15).     % standing: males ~170 cm, females ~140 cm
noun(kitten, mammal, 20, 1.3).        % a few weeks to months old, 12-30 cm
noun(puppy, mammal, 30, 1.5).         % a young dog: ~15 cm toy-breed pups to ~50 cm large-breed ones
noun(monkey, mammal, 50, 1.6).        % marmoset ~20 cm, macaque ~55 cm, baboon ~80 cm
noun(mouse, mammal, 9, 1.3).          % house mouse 7-10 cm; a computer mouse ~11 cm
noun(rabbit, mammal, 40, 1.3).        % pet and wild rabbits 30-50 cm
noun(rhinoceros, mammal, 350, 1.15).  % body 3-4 m
noun(squirrel, mammal, 23, 1.2).      % tree squirrel body 20-27 cm (tail as long again)
noun(bird, bird, 20, 2.0).            % sparrow 15 cm, pigeon 32 cm, crow 45 cm; swans 1.5 m
noun(chicken, bird, 45, 1.2).         % a hen ~40-50 cm beak to tail
noun(fish, fish, 30, 2.5).            % aquarium fish ~5 cm to tuna ~2 m; a table fish ~30 cm
noun(salmon, fish, 35, 2.0).           % in a household, a fillet or a small whole fish (an adult wild salmon 60-80 cm)
noun(snake, reptile, 30, 2.5).         % at rest, coiled: ~20-40 cm across (stretched out 0.5-2 m, pythons 3 m+)
noun(frog, amphibian, 7, 1.5).        % common frog 6-9 cm; bullfrogs ~15 cm, tree frogs ~3 cm
noun(worm, invertebrate, 12, 1.8).    % earthworm ~9-30 cm; small worms a few cm
noun(spider, invertebrate, 3, 2.2).   % house spider ~3 cm across its legs; tarantulas ~15
noun(ant, insect, 0.5, 1.6).          % 2-15 mm
noun(bee, insect, 1.4, 1.3).          % honeybee 1.2-1.5 cm, bumblebee ~2 cm
noun(beetle, insect, 1.5, 2.0).       % ladybird 0.7 cm to stag beetle 7 cm
noun(butterfly, insect, 6, 1.5).      % wingspan 3-10 cm
noun(flea, insect, 0.25, 1.3).        % 1.5-3.3 mm
noun(insect, insect, 1.5, 2.5).       % any insect: gnat to stick insect
noun(ladybug, insect, 0.7, 1.2).      % 6-8 mm
noun(bacteria, microbe, 0.0002, 2.0). % one cell, 1-5 micrometres

% --- plants and food -----------------------------------------------------------------------
noun(bush, plant, 150, 1.6).          % garden shrubs 0.5-3 m
noun(flower, plant, 30, 2.0).         % a cut flower with stem ~30-50 cm, a bloom ~8 cm
noun(leaf, plant, 8, 2.0).            % tree leaves 3-20 cm; palm and banana leaves far more
noun(plant, plant, 50, 2.5).          % a house plant ~30-80 cm; garden plants, trees
noun(rose, plant, 40, 1.8).           % a cut rose with its stem ~40-60 cm; a bloom ~8 cm, a bush ~1.5 m
noun(pollen, plant, 0.003, 2.0).      % one grain, 10-100 micrometres
noun(nectar, food, 0.3, 3.0).         % a drop in a flower, a few mm; a feeder holds more
noun(apple, food, 8, 1.15).           % 7-9 cm across
noun(banana, food, 18, 1.15).         % 15-22 cm
noun(biscuit, food, 6, 1.3).          % 5-8 cm across
noun(candy, food, 2.5, 1.8).          % a sweet ~2 cm; a candy bar ~12 cm
noun(chocolate, food, 12, 1.8).       % a bar ~15 cm; a single chocolate ~3 cm
noun(egg, food, 5.7, 1.08).           % a hen's egg 5.3-6.3 cm: eggs hardly vary
noun(food, food, 15, 3.0).            % a serving or an item of food: a crumb to a turkey
noun(ice, food, 3, 3.0).              % an ice cube ~3 cm; blocks and sheets of ice exist
noun(jelly, food, 8, 2.0).            % a serving of jelly ~8 cm; a jar ~12 cm
noun(orange, food, 8, 1.15).          % 7-9 cm across
noun(potato, food, 9, 1.3).           % 6-12 cm
noun(sandwich, food, 15, 1.2).        % a slice of bread ~12-15 cm; subs ~30 cm
noun(vegetable, food, 15, 2.0).       % a pea to a cabbage; carrots, cucumbers ~15-20 cm
noun(watermelon, food, 30, 1.25).     % 25-40 cm
noun(cigarette, item, 8.5, 1.08).     % king size 8.4 cm, 100s 10 cm
noun(tobacco, item, 10, 2.0).         % a pouch or a tin ~10 cm; a pinch far less

% --- body parts -------------------------------------------------------------------------------
noun(hand, body_part, 19, 1.15).      % an adult's 17-20 cm wrist to fingertip; children less
noun(thumb, body_part, 6, 1.2).       % an adult's ~6 cm
noun(tooth, body_part, 1, 1.4).       % a human tooth's crown ~1 cm, ~2 cm with its root
noun(mouth, body_part, 6, 2.0).       % a person's ~5 cm wide; a cat's ~3 cm, a cow's ~15 cm
noun('bird\'s beak', body_part, 3, 2.0). % a sparrow's ~1 cm to a pelican's ~40 cm

% --- small things -------------------------------------------------------------------------------
noun(badge, item, 6, 1.4).            % pin badges 3-5 cm, ID badges ~8.5 cm
noun(battery, item, 5, 1.5).          % AA 5 cm, button cells 2 cm, car batteries ~25 cm
noun(bracelet, clothing, 7, 1.15).    % ~6-8 cm across as worn
noun(cd, item, 12, 1.02).             % 12 cm, by standard
noun(coin, item, 2.4, 1.2).           % 1.6-3 cm across
noun('credit card', item, 8.6, 1.01). % 85.6 mm, by standard
noun(diamond, item, 0.6, 2.0).        % a gem: a one-carat stone is 6.5 mm across
noun(disk, item, 12, 1.3).            % an optical disc 12 cm; floppy 9 cm, hard disk 10-15 cm
noun(eraser, item, 5, 1.3).           % 3-7 cm
noun(key, item, 6, 1.2).              % a house key ~5-7 cm
noun(lens, item, 5, 2.0).             % a spectacle lens ~5 cm; contact lens 1.4, camera lens ~10
noun(marble, item, 1.6, 1.2).         % ~1.6 cm, shooters ~2.5 cm
noun(nail, item, 5, 1.5).             % common nails 2.5-10 cm
noun(needle, item, 4, 1.5).           % sewing needles 3-5 cm; knitting needles ~30 cm
noun(penny, item, 1.9, 1.02).         % a US cent 19 mm, a UK penny 20 mm
noun(ring, clothing, 2, 1.2).         % a finger ring ~2 cm across
noun(watch, clothing, 5, 1.4).        % a wristwatch's case ~4 cm; with its strap ~24 cm
noun(candle, item, 15, 1.6).          % tea light 4 cm, pillar ~15 cm, taper ~25 cm
noun(pencil, item, 17, 1.15).         % 19 cm new, shorter in use
noun(ruler, item, 30, 1.2).           % 15 cm and 30 cm rulers; metre sticks
noun(knife, tool, 22, 1.4).           % table knife ~22 cm, chef's knife ~33 cm, pocket knife ~9 cm
noun(spoon, tool, 15, 1.2).           % teaspoon ~13 cm, tablespoon ~18 cm
noun(brush, tool, 20, 1.5).           % toothbrush ~18 cm, hairbrush ~22 cm, paintbrushes vary
noun(gun, weapon, 30, 2.0).           % handguns ~20 cm, rifles ~100 cm
noun(bomb, weapon, 40, 2.5).          % a grenade ~10 cm to an aircraft bomb ~2-3 m
noun(toy, toy, 15, 2.0).              % a toy car ~8 cm to a ride-on toy ~80 cm
noun(ball, toy, 20, 1.8).             % golf 4 cm, tennis 7 cm, football 22 cm, beach ball ~50 cm
noun(basketball, toy, 24, 1.03).      % 24 cm, by standard
noun(balloon, toy, 30, 1.3).          % a blown-up party balloon ~25-30 cm
noun(frisbee, toy, 27, 1.05).         % ~27 cm, by custom
noun('teddy bear', toy, 35, 1.6).     % ~20 cm to ~1 m
noun(rock, item, 15, 3.0).            % a stone you can pick up; boulders exist

% --- paper and cloth ------------------------------------------------------------------------------
noun(album, paper, 30, 1.2).          % a photo album ~30 cm; an LP sleeve 31 cm, a CD 14 cm
noun(book, paper, 24, 1.25).          % paperback ~18 cm, hardback ~24 cm, textbook ~28 cm
noun(comic, paper, 26, 1.1).          % a comic book ~26 cm
noun(dictionary, paper, 25, 1.3).     % desk dictionaries ~25 cm; pocket ones ~12 cm
noun(envelope, paper, 22, 1.3).       % DL 22 cm, C5 23 cm; small ones ~15 cm
noun(file, paper, 30, 1.3).           % a document folder ~31 cm
noun(leaflet, paper, 21, 1.2).        % A5 21 cm, DL 21 cm, A4 30 cm
noun(letter, paper, 25, 1.3).         % a letter sheet ~28 cm, folded into its envelope ~22
noun(newspaper, paper, 50, 1.3).      % broadsheet ~60 cm, tabloid ~43 cm
noun(notebook, paper, 25, 1.2).       % A5 21 cm to A4 30 cm
noun(photo, paper, 15, 1.4).          % a print: 10x15 cm; framed ones larger
noun(receipt, paper, 15, 1.5).        % till slips 8 cm wide, 10-30 cm long
noun(ticket, paper, 10, 1.4).         % bus tickets ~6 cm, train ~8.5 cm, event tickets ~15 cm
noun(sheet, paper, 30, 2.5).          % a sheet of paper 30 cm (A4); bed sheets ~230 cm
noun(canvas, cloth, 60, 1.6).         % a painter's canvas 30-100 cm
noun(blanket, cloth, 50, 1.5).         % kept folded: a folded bed blanket ~45-60 cm (spread out 150-230 cm)
noun(curtain, cloth, 200, 1.3).       % window curtains hang ~150-250 cm
noun(flag, cloth, 60, 2.0).            % hand flags ~30 cm to house flags ~150 cm; kept furled or folded
noun(handkerchief, cloth, 12, 1.4).    % kept folded in a pocket: ~10-15 cm (a square of ~30-45 cm open)
noun(towel, cloth, 30, 1.5).           % kept folded: ~25-35 cm (spread out: hand towel ~50-80, bath towel ~140)
noun(shirt, clothing, 75, 1.2).       % collar to hem ~70-80 cm; children's smaller
noun(glove, clothing, 25, 1.2).       % 22-28 cm
noun(hat, clothing, 30, 1.25).        % a cap ~25 cm, a brimmed hat ~35 cm
noun(boot, clothing, 30, 1.3).        % ~28-32 cm long; tall boots ~45 cm high
noun(helmet, clothing, 28, 1.1).      % ~26-30 cm
noun(pocket, clothing, 15, 1.3).      % a trouser or shirt pocket ~12-18 cm deep
noun(zipper, clothing, 20, 1.8).      % trouser fly ~10 cm, jacket ~60 cm

% --- containers ------------------------------------------------------------------------------------
noun(bag, container, 40, 1.8).        % a shopping bag or backpack ~40-45 cm; pouches ~15, duffels ~70
noun(bin, container, 60, 1.5).        % kitchen bin ~60 cm; desk bins ~30 cm, wheelie bins ~105 cm
noun(bottle, container, 25, 1.3).     % water bottle ~20-25 cm, wine bottle ~30 cm
noun(bowl, container, 18, 1.4).       % cereal bowl ~15 cm, mixing bowl ~28 cm
noun(box, container, 40, 2.2).        % a ring box ~6 cm, a shoebox ~33 cm, a moving box ~60 cm
noun(container, container, 40, 3.5).  % a food tub ~15 cm, a storage box ~50 cm; shipping ones 6-12 m
noun(dish, container, 25, 1.3).       % serving and baking dishes ~20-35 cm
noun(jar, container, 14, 1.4).        % jam jar ~10 cm, mason jar ~15 cm, cookie jar ~25 cm
noun('key box', container, 20, 1.6).  % a key lockbox ~12 cm, a wall key cabinet ~25-30 cm
noun(mug, container, 11, 1.15).       % ~10 cm tall, ~12 cm with the handle
noun(package, container, 35, 1.8).    % a parcel ~15-60 cm
noun(pan, container, 40, 1.3).        % a frying pan ~28 cm across, ~45-50 cm with its handle
noun('piggy bank', container, 18, 1.3). % 15-20 cm
noun(plate, container, 26, 1.15).     % dinner plate ~26-28 cm, side plate ~18 cm
noun(pot, container, 25, 1.4).        % a cooking pot ~20-30 cm across; plant pots ~15-30 cm
noun(sack, container, 80, 1.4).       % a burlap or potato sack ~70-100 cm
noun(suitcase, container, 65, 1.2).   % cabin case ~55 cm, checked ~70-80 cm
noun(wallet, container, 11, 1.25).    % bifold ~11 cm, long wallets ~19 cm
noun('trash can', container, 70, 1.3). % kitchen ~65 cm, outdoor ~100 cm
noun(aquarium, container, 80, 2.0).   % a home tank ~60-120 cm; nano tanks ~30 cm
noun(nest, container, 15, 2.0).       % a songbird's nest ~10 cm; a crow's ~50 cm, an eagle's ~1.5 m
noun('cutting board', tool, 35, 1.3). % 30-45 cm

% --- devices and appliances ---------------------------------------------------------------------------
noun(camera, device, 12, 1.4).        % compact ~10 cm, DSLR ~14 cm
noun('electric bulb', device, 11, 1.3). % a household bulb ~11 cm
noun('electric fan', device, 50, 1.6). % desk fan ~35 cm, pedestal fan ~120 cm
noun(headphone, device, 18, 1.5).     % over-ear ~18-20 cm; earbuds ~2 cm
noun(keyboard, device, 45, 1.2).      % full size ~44-46 cm; compact ~30 cm
noun(laptop, device, 35, 1.1).        % 13 inch ~30 cm, 15.6 inch ~36 cm
noun(monitor, device, 55, 1.2).       % a 24 inch screen ~53 cm wide
noun(phone, device, 14, 1.2).         % a mobile ~15 cm, a desk phone ~20 cm
noun(smartphone, device, 15, 1.08).   % 14-16 cm
noun(printer, device, 45, 1.3).       % home inkjet ~45 cm, office laser ~50-60 cm
noun(radio, device, 25, 1.5).         % pocket ~12 cm, tabletop ~30 cm
noun(television, device, 110, 1.3).   % a 43-55 inch set is 95-125 cm wide
noun('rice cooker', appliance, 30, 1.2). % 25-35 cm
noun(oven, appliance, 65, 1.3).       % a built-in oven ~60 cm, a range ~90 cm, a microwave ~50 cm
noun(refrigerator, appliance, 175, 1.2). % full size ~170-180 cm tall; mini fridges ~85 cm
noun(sink, appliance, 60, 1.3).       % kitchen sink ~60-80 cm, basin ~50 cm

% --- furniture ----------------------------------------------------------------------------------------
noun(bed, furniture, 200, 1.1).       % ~190-210 cm long; children's beds less
noun(closet, furniture, 200, 1.3).    % a wardrobe ~180-200 cm tall; walk-in closets larger
noun(couch, furniture, 200, 1.2).     % loveseat ~150 cm, three-seater ~210 cm
noun(crib, furniture, 130, 1.1).      % ~130 cm long
noun(desk, furniture, 120, 1.2).      % 100-160 cm wide
noun(drawer, furniture, 50, 1.3).     % desk drawer ~40 cm, dresser drawer ~80 cm
noun(piano, furniture, 150, 1.2).     % an upright ~150 cm wide; grands ~150-270 cm long
noun(shelf, furniture, 100, 1.5).     % a wall shelf ~60-120 cm; a bookshelf unit ~180 cm
noun(table, furniture, 140, 1.4).     % dining ~150-180 cm, coffee ~110 cm, side ~50 cm
noun(stretcher, furniture, 200, 1.05). % a medical stretcher ~190-210 cm

% --- vehicles -----------------------------------------------------------------------------------------
noun(bicycle, vehicle, 175, 1.15).    % adult bikes ~175 cm; children's ~120 cm
noun(car, vehicle, 450, 1.1).         % small cars ~380 cm, family cars ~450-480 cm
noun(ambulance, vehicle, 600, 1.1).   % a van-based ambulance ~550-700 cm
noun(van, vehicle, 500, 1.15).        % minivan ~510 cm, cargo van ~500-600 cm
noun(tractor, vehicle, 400, 1.3).     % farm tractors ~3.5-5 m; garden tractors ~2 m
noun(tank, vehicle, 700, 1.8).        % the armoured vehicle ~7-10 m; water and fish tanks are smaller
noun(bus, vehicle, 1200, 1.15).       % a city bus ~12 m; minibuses ~7 m
noun(aircraft, vehicle, 3000, 2.0).   % light aircraft ~8 m to airliners ~40-70 m
noun(plane, vehicle, 3500, 1.8).      % an airliner ~35-40 m; light planes ~8 m
noun(ship, vehicle, 10000, 2.5).      % ~30 m to ~400 m

% --- places and buildings ------------------------------------------------------------------------------
noun(burrow, place, 100, 2.5).        % a rabbit's tunnel 1-3 m long; a mouse's far less, a badger sett far more
noun(hive, place, 50, 1.5).           % a beehive box ~50 cm; wild combs ~30-100 cm
noun(pond, place, 800, 2.5).          % a garden pond ~2-5 m; a village pond tens of metres
noun(room, place, 400, 1.3).          % a bedroom ~3.5-4.5 m, a living room ~5-6 m
noun(garage, building, 600, 1.2).     % a single garage ~6 m deep
noun(studio, building, 800, 1.6).     % a studio flat ~6-8 m; recording and film studios larger
noun(home, building, 1200, 1.5).      % a flat or a house, ~8-15 m
noun(house, building, 1200, 1.4).     % a family house ~10-15 m
noun(asylum, building, 3000, 2.0).    % an institution's building, ~20-100 m
noun(warehouse, building, 6000, 1.8). % ~30-150 m
noun('parking lot', place, 4000, 2.2). % a few spaces ~15 m to a mall's ~200 m

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
