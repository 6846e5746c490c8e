% physkb affordance lexicon: object kinds and the head nouns that name them.
%
% Authored by the physkb team (our own judgement, not taken from any release file).
% An object phrase's head noun (singular, see solver/affordances/phrases.py) selects
% one kind; the kind's affordance probabilities live in priors.pl and the context
% rules that move them in rules/affordances.pl. A word listed under two kinds is an
% error (the loader reports it). Words: lower case, singular.
%
% kind(Kind, Description).
kind(handheld_tool,   'a small tool or implement held in one hand').
kind(weapon,          'a weapon').
kind(wearable,        'clothing, footwear, jewellery, bags worn or carried on the body').
kind(food,            'a piece or serving of solid food').
kind(meal,            'a meal as an occasion (breakfast, dinner)').
kind(food_substance,  'a sauce, spice, spread or other food one does not pick up whole').
kind(drink,           'a drink or other liquid').
kind(container,       'a vessel that holds something and can be poured from or emptied').
kind(document,        'a physical document or printed matter').
kind(text,            'written content (a report, a story) rather than its carrier').
kind(recorded_show,   'a film, programme or recording shown on a screen').
kind(live_event,      'a performance, festival or event that people attend').
kind(game_sport,      'a game or sport (the activity)').
kind(sound,           'music, a song or a sound').
kind(plaything,       'a ball, toy or other thing to play with').
kind(music_instrument,'a musical instrument').
kind(typing_device,   'a computer, phone or typewriter: has keys or a touch screen').
kind(screen_device,   'a television, monitor or screen').
kind(electronic,      'a small electrical or electronic device').
kind(machine,         'a machine, engine or large appliance').
kind(writing_tool,    'a pen, pencil or other thing to write with').
kind(seat,            'a chair, bench or other thing made to sit on').
kind(furniture,       'furniture other than seats, and furnishings').
kind(land_vehicle,    'a car, bus, train or other land vehicle').
kind(cycle,           'a bicycle, motorcycle, sled or board ridden astride or standing').
kind(watercraft,      'a boat or ship').
kind(aircraft,        'an aeroplane, helicopter or rocket').
kind(ridable_animal,  'a horse, donkey, camel or other animal people ride').
kind(pet,             'a pet kept in the house').
kind(farm_animal,     'livestock').
kind(wild_animal,     'a wild mammal or reptile').
kind(small_animal,    'a bird, insect, worm or other small creature').
kind(aquatic_animal,  'a fish or other water creature').
kind(child,           'a child or baby').
kind(person,          'an adult person or group of people').
kind(body_part,       'a part of a human or animal body').
kind(plant,           'a plant, tree or flower').
kind(building,        'a building or institution housed in one').
kind(room,            'a room or enclosed space of a building').
kind(opening,         'a door, window or other opening one passes or looks through').
kind(structure_part,  'a wall, floor, roof or other fixed part of a structure').
kind(landscape,       'land, sky or scenery').
kind(water_body,      'a river, lake, sea or other body of water').
kind(road,            'a road, street or track').
kind(picture,         'a painting, photograph, poster or other flat picture').
kind(sculpture,       'a statue, figurine or model').
kind(collectible,     'an antique, fossil, trophy or other object kept for display').
kind(visual_art,      'art as a whole, a design, a mural or a tattoo: looked at, not handled').
kind(optical,         'a lens, telescope or other instrument one looks through').
kind(material,        'a piece of material: stone, metal, wood, a coin').
kind(liquid_substance,'a non-drink liquid or fine substance (oil, fuel, sand)').
kind(drug,            'a drug, medicine or smoking product').
kind(abstract,        'an abstract thing, organisation or idea with no physical handle').
kind(unknown,         'a head noun the lexicon does not know').

% modifier_kind(Word, FromKinds, Kind): a modifier that changes what the phrase denotes.
% "a toy car" is a plaything, not a vehicle; "a plastic horse" or "a stuffed bear" is
% a plaything, not an animal. FromKinds lists the head kinds the modifier overrides (all:
% any kind). solver/affordances/describe.py applies them and says so in the trace.
modifier_kind(toy, all, plaything).
modifier_kind(miniature, all, plaything).
modifier_kind(lego, all, plaything).
modifier_kind(plush, all, plaything).
modifier_kind(stuffed, animals, plaything).
modifier_kind(plastic, animals, plaything).
modifier_kind(plastic, vehicles, plaything).
modifier_kind(rubber, animals, plaything).
modifier_kind(wooden, animals, plaything).
modifier_kind(inflatable, animals, plaything).
modifier_kind(model, vehicles, sculpture).
modifier_kind(model, animals, sculpture).
kind_group(animals, [ridable_animal, pet, farm_animal, wild_animal, small_animal, aquatic_animal]).
kind_group(vehicles, [land_vehicle, cycle, watercraft, aircraft]).

% size_kind(SizeKind, Kind): the fallback for a head noun this lexicon lacks but the size
% knowledge (kb/sizes/nouns.pl) has: its kind there, read as an affordance kind.
size_kind(person, person).        size_kind(mammal, wild_animal).    size_kind(bird, small_animal).
size_kind(fish, aquatic_animal).  size_kind(reptile, wild_animal).   size_kind(amphibian, small_animal).
size_kind(invertebrate, small_animal). size_kind(insect, small_animal). size_kind(plant, plant).
size_kind(food, food).            size_kind(item, handheld_tool).    size_kind(body_part, body_part).
size_kind(tool, handheld_tool).   size_kind(weapon, weapon).         size_kind(toy, plaything).
size_kind(paper, document).       size_kind(cloth, wearable).        size_kind(clothing, wearable).
size_kind(container, container).  size_kind(device, electronic).     size_kind(appliance, machine).
size_kind(furniture, furniture).  size_kind(vehicle, land_vehicle).  size_kind(place, room).
size_kind(building, building).

% kind_nouns(Kind, Nouns).
kind_nouns(handheld_tool, [
    button, jack,
    tool, hammer, knife, axe, hatchet, blade, key, scissors, brush, hairbrush, stick, rope, wire,
    chain, magnet, battery, bulb, candle, lantern, umbrella, whip, pick, nail, bolt, screw, needle,
    spoon, fork, ladle, spatula, comb, broom, mop, shovel, rake, saw, drill, wrench, screwdriver,
    pliers, torch, flashlight, match, lighter, cane, iron, scrubber, sieve, foil, napkin, towel,
    sponge, tissue, plug, cable, hose, sprinkler, strap, lock, kit, utensil, gadget, implement,
    instrument, ladder, tongs, razor, scraper, cork, lid, handle, hilt, sheath, crucifix, flag,
    harness, leash, rod, pole, club, racket, paddle, oar, tube, roller, object, item, thing, stuff,
    hardware, equipment, supply, product, good, belonging, component, fixture]).
kind_nouns(weapon, [
    weapon, sword, gun, pistol, rifle, dagger, rapier, bomb, arrow, spear, shield, bow, cannon,
    grenade, missile, excalibur, revolver, musket, lance, armor, armour, gauntlet]).
kind_nouns(wearable, [
    clothes, clothing, shirt, hat, shoe, dress, coat, cap, belt, boot, scarf, suit, sweater, jeans,
    pants, trousers, uniform, costume, slipper, skirt, miniskirt, outfit, attire, apparel, cloak,
    cape, glove, mask, diaper, sweatpant, neckty, tie, jacket, sock, jewelry, jewellery, jewel,
    necklace, ring, bangle, locket, bracelet, earring, makeup, perfume, regalia, handbag, purse,
    sack, backpack, wallet, helmet, goggles, apron, gown, robe, blouse, vest, shorts, hood, veil,
    badge, medal, watch, embroidery, leather, swatch]).
kind_nouns(food, [
    food, meat, steak, pizza, cheese, cheddar, bread, apple, banana, grape, blueberry, cantaloupe,
    lime, coconut, coco, tomato, potato, carrot, corn, cob, pea, rice, pasta, salad, sandwich,
    hamburger, taco, enchilada, crepe, pancake, donut, cookie, cake, pie, candy, chocolate,
    dessert, egg, sausage, pork, chicken, poultry, casserole, garlic, sugarcane, vegetable, fruit,
    nut, seed, soybean, wheat, asparagus, orange, lemon, cherry, strawberry, berry, melon,
    watermelon, peach, pear, plum, onion, bean, noodle, sushi, burger, fries, chip, cracker,
    biscuit, muffin, bun, roll, toast, dish, portion, ice, sample, humbug, bacon, ham, turkey,
    beef, lamb, mutton, popcorn, pretzel, waffle]).
kind_nouns(meal, [
    meal, breakfast, dinner, lunch, supper, snack, diet, cuisine, delicacy, eucharist]).
kind_nouns(food_substance, [
    sauce, spice, pepper, salt, sugar, honey, butter, cream, yogurt, jam, extract, flavour, flavor,
    blend, recipe, ingredient, oatmeal, cereal, soup, stew, hummus, potaje, fondue]).
kind_nouns(drink, [
    drink, coffee, coffe, tea, wine, beer, ale, milk, juice, alcohol, liquor, liqueur, vodka,
    whisky, whiskey, rum, gin, brandy, champagne, cider, coke, soda, cocktail, lemonade, smoothie,
    beverage, water]).
kind_nouns(container, [
    bottle, cup, jar, can, bowl, pot, pan, kettle, jug, vase, bucket, basin, box, bag, case,
    'suit-case', suitcase, pack, ashtray, bedpan, dispenser, mug, pitcher, teapot, flask, carton,
    basket, crate, barrel, tub, tray, plate, saucer, glass, decanter, canteen, thermos, tank,
    container, kiln]).
kind_nouns(document, [
    book, paper, magazine, newspaper, letter, card, note, journal, novel, textbook, storybook,
    ledger, manual, pamphlet, map, menu, postcard, ticket, certificate, check, cheque, checkbook,
    bill, invoice, page, file, document, album, comic, 'e-book', ebook, papyrus, prescription,
    contract, telegram, mail, stamp, diploma, brochure, leaflet, flyer, catalog, catalogue,
    booklet, notebook, diary, envelope, receipt, passport, license, licence, postmark, bookmark,
    sheet, label, ballot, bulletin, pcs, mammogram, diagram, chart, spreadsheet, guide, calendar,
    newsletter, scroll, manuscript, dictionary, encyclopedia, atlas]).
kind_nouns(text, [
    ads,
    report, article, essay, story, poem, poetry, thesis, review, biography, memoir, chapter,
    headline, text, script, news, information, guideline, rule, regulation, glossary, description,
    narration, testimony, preamble, writing, reading, blog, website, message, analysis, study,
    history, fact, error, address, ad, advertisement, advisement, statement, storyline, plot,
    version, formula, signature, quote, summary, word, question, answer, title, name, list, law,
    reference, comment, email, post, test]).
kind_nouns(recorded_show, [
    movie, film, video, documentary, footage, broadcast, tv, program, programme, series, episode,
    cartoon, anime, clip, trailer, sitcom, comedy, drama, channel, commercial, highlight, capture]).
kind_nouns(live_event, [
    show, performance, concert, festival, parade, circus, dance, ballet, opera, musical, play,
    exhibition, exhibit, event, race, marathon, tournament, competition, final, finale, tour,
    sightseeing, ceremony, celebration, party, wedding, fair, carnival, fireworks, display, scene,
    sight, spectacle, attraction, nightlife, cruise, walk, ride, trip, journey, flamenco, siege,
    crossfire, fight, battle, war, storm, flood, fall, lecture, speech, meeting, conference,
    service, mass]).
kind_nouns(game_sport, [
    game, sport, football, soccer, basketball, baseball, golf, cricket, chess, quiz,
    'rock-paper-scissor', tennis, hockey, rugby, volleyball, poker, fishing, swimming, skiing,
    polo, boxing, wrestling, videogame]).
kind_nouns(sound, [
    music, song, jazz, noise, voice, drumbeat, sound, melody, tune, rhythm, symphony, podcast,
    audio, recording, footstep, soundtrack]).
kind_nouns(plaything, [
    ball, toy, kite, doll, puzzle, frisbee, balloon, yoyo, teddy, lego, dice, die, domino, rattle,
    playground, swing, slide, trampoline]).
kind_nouns(music_instrument, [
    guitar, piano, flute, drum, violin, cello, trumpet, saxophone, harp, lyra, lyre, banjo,
    clarinet, ukulele, accordion, harmonica]).
kind_nouns(typing_device, [
    computer, laptop, phone, cellphone, telephone, typewriter, keyboard, tablet, smartphone, mac,
    pc, terminal, ipad, iphone, 'e-reader', kindle, calculator, keypad]).
kind_nouns(screen_device, [
    television, monitor, screen, teleprompter, projector]).
kind_nouns(electronic, [
    radio, camera, printer, stereo, speaker, loudspeaker, microphone, dictaphone, walkman,
    switchboard, device, appliance, clock, remote, charger, headphone, earphone, console, doorbell,
    light, lamp, lighting, fan, heater, robot, controller, control, router, modem, disc, cd, dvd,
    software, internet, network, system, technology, web, gps, sensor, alarm, timer, dial]).
kind_nouns(machine, [
    machine, engine, generator, turbine, mower, blower, treadmill, fridge, refrigerator, microwave,
    stove, oven, washer, dryer, dishwasher, elevator, escalator, windmill, pump, motor, compressor,
    crane, 'air-conditioning', conditioning, conditioner, boiler, furnace, press, loom, orrery,
    vacuum, toilet, outlet, disposal, tire, wheel, pipe, gear, mechanism]).
kind_nouns(writing_tool, [
    pen, pencil, chalk, marker, crayon, quill, stylus, highlighter]).
kind_nouns(seat, [
    chair, seat, bench, sofa, couch, stool, throne, pew, bleacher, cushion, saddle, armchair,
    recliner, hammock, beanbag]).
kind_nouns(furniture, [
    table, bed, desk, shelf, cupboard, furniture, carpet, rug, quilt, mattress, pillow, blanket,
    tapestry, 'wall-hanging', hanging, curtain, wardrobe, dresser, cabinet, drawer, bookcase,
    counter, crib, cot, mat, cloth, tent, safe, altar, furnishing, afghan, ottoman]).
kind_nouns(land_vehicle, [
    car, truck, bus, van, taxi, cab, limousine, limo, train, tram, wagon, cart, carriage, vehicle,
    chevette, dodge, jeep, tractor, automobile, lorry, ambulance, trolley, subway, metro,
    locomotive, suv, sedan, coach, caravan, rickshaw, stroller, pram, wheelchair]).
kind_nouns(cycle, [
    bike, bicycle, motorcycle, motorbike, scooter, skateboard, toboggan, sled, sledge, snowboard,
    surfboard, ski, skate, tricycle, unicycle, moped]).
kind_nouns(watercraft, [
    boat, ship, canoe, cano, rowboat, sailboat, gondola, sampan, yacht, kayak, raft, vessel,
    steamer, fleet, ferry, submarine, paddleboat, dinghy, barge, catamaran, lifeboat, speedboat,
    motorboat, galley]).
kind_nouns(aircraft, [
    plane, airplane, aeroplane, aircraft, jet, helicopter, rocket, airline, flight, glider,
    airship, spacecraft, spaceship, shuttle, drone]).
kind_nouns(ridable_animal, [
    horse, mare, colt, foal, stallion, pony, donkey, mule, camel, elephant, mustang, horseback, ox,
    yak, llama, zebra]).
kind_nouns(pet, [
    dog, cat, kitten, puppy, pup, rabbit, hamster, parrot, guinea, goldfish, canary, budgie,
    ferret, gerbil, pet, kitty]).
kind_nouns(farm_animal, [
    drove,
    cow, bull, cattle, livestock, pig, hog, goat, sheep, hen, cock, rooster, duck, goose, calf,
    herd, flock, jackrabbit]).
kind_nouns(wild_animal, [
    animal, tiger, bear, lion, alligator, crocodile, rhino, rhinoceros, hippopotamus, hippo, whale,
    shark, snake, python, lizard, deer, chimp, chimpanzee, monkey, ape, gorilla, wolf, fox,
    giraffe, kangaroo, leopard, cheetah, panda, salamander, turtle, tortoise, beast, creature,
    wildlife, species, dinosaur, vampire, monster, squirrel, mammal, reptile, penguin, seal,
    dolphin]).
kind_nouns(small_animal, [
    bird, ant, bee, bug, fly, worm, butterfly, caterpillar, earthworm, hornet, tarantula, spider,
    insect, mosquito, beetle, moth, wasp, eagle, flamingo, peacock, owl, pigeon, crow, sparrow,
    hawk, swan, rat, mouse, frog, toad, snail, slug, mole, parakeet]).
kind_nouns(aquatic_animal, [
    fish, carp, catfish, tuna, swordfish, shrimp, lobster, octopus, crab, salmon, trout, squid,
    jellyfish, oyster, clam, eel, cod]).
kind_nouns(child, [
    child, kid, baby, infant, toddler, girl, boy, son, daughter, newborn, teenager, youngster,
    fetuse, fetus]).
kind_nouns(person, [
    person, man, woman, lady, human, doctor, player, performer, artist, writer, poet, tourist,
    traveler, traveller, crew, team, guard, student, knight, emperor, heiress, policeman, poacher,
    scammer, rider, sitter, shipper, painter, potter, astronomer, microbiologist, explorer,
    mercenary, guerrilla, zealot, lunatic, weakling, matador, milkmaid, hooker, 'cattle-herder',
    bard, turk, people, worker, friend, family, mother, father, teacher, customer, guest, crowd,
    audience, member, driver, passenger, soldier, king, queen, character, female, male, him, her,
    them, being, mascot, mummy, corpse, skeleton, staff, stranger, neighbor, patient, nurse, chef,
    farmer, pilot, sailor]).
kind_nouns(body_part, [
    hand, face, eye, hair, arm, leg, foot, finger, head, ear, neck, chin, jaw, toe, tooth,
    shoulder, back, belly, breast, abdomen, ankle, limb, fist, skull, bone, blood, heart, wing,
    claw, horn, fingernail, eyeball, eyebrow, zit, birthmark, groin, artery, body, skin, lip,
    mouth, nose, knee, elbow, wrist, thumb, stomach, chest, hip, muscle, brain, tongue, fracture,
    injury, gesture, carcass, mind, tail, fur, feather, paw, hoof, beak, ivory, shell]).
kind_nouns(plant, [
    tree, plant, flower, grass, rose, daisy, shrub, weed, moss, leaf, oak, eucalyptus, lavender,
    greenery, seaweed, crop, flytrap, mandrake, bush, cactus, vine, palm, pine, fern, herb, ivy,
    tulip, lily, orchid, sunflower, branch, trunk, log, twig, root, blossom, bamboo, orchard,
    grove, hedge, lawn]).
kind_nouns(building, [
    mine,
    museum, church, house, hotel, temple, castle, tower, library, school, building, cathedral,
    chapel, mosque, synagogue, monastery, convent, palace, fortress, fortification, restaurant,
    factory, station, stadium, theater, theatre, gallery, mall, casino, bank, shop, store, tomb,
    pyramid, mausoleum, shrine, stupa, villa, home, bunkhouse, kiosk, pavilion, skyscraper,
    amphitheater, university, hospital, office, prison, barn, cabin, hut, cottage, apartment,
    mansion, market, bazaar, resort, ossuary, crypt, mahal, dome, structure, monument, memorial,
    landmark, site, center, centre, terminus, airport, port, firm, business, company, treasury,
    institution, grassmarket, lighthouse, bridge, drawbridge, tunnel, rampart, levee, arena, gym,
    cinema, zoo, aquarium]).
kind_nouns(room, [
    room, bedroom, kitchen, bathroom, hall, basement, chamber, interior, cellar, attic, garage,
    corridor, lobby, cave, cavern, enclosure, breezeway, space, place, pit, hole, yard, campsite,
    paddock, stage, deck, pocket, pass]).
kind_nouns(opening, [
    door, gate, window, doorway, slit, porthole, hatch, portal, entrance, exit, archway, peephole,
    windshield, windscreen, skylight]).
kind_nouns(structure_part, [
    wall, floor, ceiling, roof, stair, staircase, step, porch, fence, barrier, tile, sill, stucco,
    column, pillar, beam, balcony, chimney, gutter, ground, plaque, board, slate, signpost, sign,
    billboard, railing, platform, dam, side, rear, middle, line, row, circle, curve, edge, corner,
    top, bottom, surface, tip]).
kind_nouns(landscape, [
    mountain, hill, island, valley, desert, beach, coast, coastline, seacoast, shore, shoreline,
    field, countryside, landscape, sky, sun, star, horizon, view, scenery, volcano, park, garden,
    forest, jungle, meadow, land, terrain, region, area, hillside, peak, summit, cliff, canyon,
    sandbank, oasis, skyline, north, south, city, town, village, country, nature, world, earth,
    moon, planet, meteorite, wonder, outlook, background, spain, florida, texa, kaleakala, parbat,
    pico, halis, canebiyre, delgada, ajanta, katholikan, marin, lavon, pau, mon, rosy, brill, here,
    outdoors, snow, rain, cloud, weather, sunset, sunrise, sightline, silhouette, shadow, flame,
    fire, air, universe]).
kind_nouns(water_body, [
    river, lake, sea, ocean, stream, canal, bay, harbor, harbour, pool, gulf, moat, fountain,
    waterfall, waterfront, bayou, pond, creek, lagoon, reservoir, wave, tide, marsh, swamp]).
kind_nouns(road, [
    road, street, avenue, freeway, highway, path, railway, railroad, track, pavement, promenade,
    course, trail, lane, route, boulevard, sidewalk, alley, runway, motorway, driveway, walkway]).
kind_nouns(picture, [
    painting, picture, photo, photograph, portrait, poster, canvas, drawing, image, print, frame,
    sketch, illustration, triptych, banner, hologram]).
kind_nouns(sculpture, [
    statue, sculpture, figurine, carving, model, replica]).
kind_nouns(collectible, [
    artifact, artefact, antique, antiquity, handicraft, pottery, fossil, remnant, treasure, relic,
    trophy, award, showpiece, classic, sarcophagus, sarcophagi]).
kind_nouns(visual_art, [
    art, artwork, mural, mosaic, doodle, graffiti, figure, tattoo, symbol, design, architecture,
    masterpiece, work, logo, emblem, icon, trademark, insignia]).
kind_nouns(optical, [
    telescope, microscope, binoculars, glasses, spectacles, lens, magnifier, periscope,
    kaleidoscope, viewfinder, monocle, eyeglass, mirror, sunglasses, prism]).
kind_nouns(material, [
    tin,
    rock, stone, pebble, coin, wood, metal, gold, silver, marble, cotton, rubber, plastic,
    concrete, brick, limestone, sandstone, steel, copper, bronze, clay, sawdust, dust, sand, dirt,
    mud, soil, cash, dollar, money, currency, thousand, twenty, gift, diamond, crystal, wax,
    material, matter, bar, block]).
kind_nouns(liquid_substance, [
    oil, fuel, gas, gasoline, petrol, mercury, dye, paint, ink, glue, soap, shampoo, toothpaste,
    lotion, cleaner, detergent, reagent, pollutant, pollution, emission, chemical, acid,
    strychnine, poison, smoke, steam, droplet, liquid, garbage, waste, trash, rubbish]).
kind_nouns(drug, [
    medicine, drug, cocaine, marijuana, tobacco, cigarette, cigar, penicillin, injection, pill,
    vitamin, vaccine, heroin]).
kind_nouns(abstract, [
    aerometric,
    time, problem, risk, trust, inflation, trade, issue, trouble, damage, death, disease, kinship,
    monarchy, division, origin, precariousness, reduction, repair, resource, price, number, act,
    amenity, beauty, craft, idea, plan, policy, economy, politics, culture, life, love, peace,
    freedom, success, failure, knowledge, skill, job, career, education, health, safety, security,
    power, energy, value, cost, budget, tax, debt, profit, loss, growth, change, development,
    progress, research, science, religion, government, state, nation, society, community,
    population, industry, project, task, duty, responsibility, right, opportunity, chance, luck,
    fate, destiny, future, past, present, day, night, week, month, year, hour, minute, second,
    moment, period, era, age, generation, century, decade, season, holiday, vacation, weekend,
    april, may, june, july, august, spring, summer, winter, autumn, climate, environment,
    situation, condition, circumstance, experience, feeling, emotion, mood, attitude, behavior,
    behaviour, habit, tradition, custom, practice, method, technique, approach, strategy, style,
    fashion, trend, pattern, level, degree, rate, percentage, ratio, total, sum, average, majority,
    minority, half, quarter, whole, rest, remainder, balance, difference, similarity, relationship,
    connection, link, association, organization, organisation, union, movement, campaign, mission,
    operation, activity, action, process, procedure, function, role, purpose, goal, aim, target,
    objective, result, outcome, effect, impact, influence, cause, reason, source, basis,
    foundation, principle, theory, concept, notion, belief, opinion, perspective, point, aspect,
    feature, characteristic, quality, property, personality, identity, status, position, rank,
    class, category, sort, kind, type, variety, form, shape, size, weight, length, width, height,
    depth, distance, speed, temperature, pressure, force, strength, medium, it, itself, something,
    anything, everything, nothing, only, out, made, smashed, composed, disgusting, attractive, s,
    '1987', shamble, welfare, selection, option, choice, decision, contribution, donation, reward,
    prize, bonus, salary, income, wage, fee, fine, penalty, account, payment, loan, investment,
    stock, share, asset, estate, wealth, poverty, crisis, conflict, dispute, argument, debate,
    discussion, conversation, talk, chat, interview, negotiation, agreement, deal, treaty, pact,
    alliance, partnership, cooperation, rivalry, victory, defeat, win, achievement, accomplishment,
    record, legacy, heritage, memory, dream, hope, wish, desire, need, demand, request, offer,
    proposal, suggestion, advice, recommendation, instruction, order, command, restriction, limit,
    boundary, border, frontier, zone, sector, territory, domain, subject, topic, theme, affair,
    concern, interest, attention, focus, emphasis, priority, importance, significance, meaning,
    sense, logic, truth, reality, existence, presence, absence, lack, shortage, excess, surplus,
    abundance, scarcity, danger, threat, hazard, signal]).

% ---- everyday nouns the release does not use (our own additions, same kinds) -------------
kind_nouns(handheld_tool, [stapler, trowel, whisk, grater, peeler, corkscrew, thimble, colander,
    boomerang, spanner, chisel, mallet, funnel, rolling_pin, tweezers, corer, skewer, dustpan]).
kind_nouns(container, [wok, carafe, goblet, chalice, tankard, saucepan, skillet,
    canister, flagon, beaker, ewer, gourd, vat, urn, watering_can]).
kind_nouns(machine, [toaster, blender, mixer, dishwasher, dryer, lawnmower, generator]).
kind_nouns(seat, [futon, pouf, rocker, deckchair, highchair]).
kind_nouns(music_instrument, [tambourine, xylophone, kazoo, banjo, mandolin, bagpipe, cello,
    oboe, bassoon, triangle_instrument]).
kind_nouns(plaything, [jigsaw, marbles, kite_string, rubik, pinwheel, slinky, spinning_top]).
kind_nouns(cycle, [segway, tandem, hoverboard, rollerblade, skate]).
kind_nouns(land_vehicle, [hatchback, minivan, sedan, coupe, pickup, campervan, motorhome, tuk_tuk]).
kind_nouns(aircraft, [blimp, zeppelin, airship, seaplane, biplane]).
kind_nouns(watercraft, [pedalo, punt, rowboat, lifeboat, houseboat]).
kind_nouns(ridable_animal, [zebu, reindeer, ostrich]).
kind_nouns(writing_tool, [biro, highlighter, fountain_pen, charcoal]).
