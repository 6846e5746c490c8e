"""Rules added for GITA's remaining conflicts: each by a small story of ours (labels in the project format)."""
from __future__ import annotations

import pytest

from solver.states.solve import find_conflicts, is_text_reordering_with_labels_in_place, text_matches
from tests.test_states_rules import lab, story


def verdict(*stories, disabled=()):
    return find_conflicts(list(stories), disabled=disabled)


PLUG_IN = [lab("lamp", "power", False, True)]
SHINE = [lab("lamp", "power", True, True), lab("lamp", "running", True, True)]
BUY = [lab("lamp", "exist", False, True)]


def test_order_variant_with_labels_left_in_place_is_matched_by_its_text():
    base = story("b", BUY, PLUG_IN, SHINE)
    base.sentences = ["she buys a lamp.", "she plugs it in.", "it shines."]
    # The variant swaps the last two sentences but its annotations stayed where the base has them.
    variant = story("v", BUY, PLUG_IN, SHINE, variant_of="b")
    variant.sentences = ["she buys a lamp.", "it shines.", "she plugs it in."]
    assert is_text_reordering_with_labels_in_place(variant, base)
    assert text_matches(variant, base) == [(0, 0), (1, 2), (2, 1)]
    assert verdict(variant)["v"].plausible  # alone its labels never clash
    r = verdict(base, variant)["v"]
    assert r.pair == (1, 2) and "enabling_order" in r.rules
    # Labels that moved with the text are matched by annotation as before (not a text reordering).
    moved = story("m", BUY, SHINE, PLUG_IN, variant_of="b")
    moved.sentences = variant.sentences
    assert not is_text_reordering_with_labels_in_place(moved, base)


def test_pick_up_before_putting():
    pick = [lab("cup", "location", change="picked_up")]
    put = [lab("cup", "location", change="put_into"), lab("sink", "contain", False, True)]
    wash = [lab("tap", "running", False, True)]
    base = story("b", pick, wash, put)
    variant = story("v", put, wash, pick, variant_of="b")
    assert verdict(variant)["v"].plausible
    r = verdict(base, variant)["v"]
    assert r.pair == (0, 2) and "pick_up_before_putting" in r.rules
    assert any(line.startswith("pick_up_before_putting: in base story b, sentence 0 picks up cup") for line in r.trace)
    # The cup's existence, first told by the pick-up, is what enabling_order sees; without both, nothing.
    assert verdict(base, variant, disabled=["pick_up_before_putting", "enabling_order"])["v"].plausible
    # A put that the base tells without a pick-up before it is not compared.
    base2 = story("b2", wash, put, pick)
    assert "pick_up_before_putting" not in verdict(base2, story("w", pick, wash, put, variant_of="b2"))["w"].rules


def test_closed_door_blocks_going_out():
    close = [lab("door", "open", True, False)]
    go_out = [lab("Al", "h_location", change="moves")]
    r = verdict(story("s", close, go_out))["s"]
    assert r.pair == (0, 1) and "closed_door_blocks_going_out" in r.rules
    assert "door closed" in r.explanation
    # Opened again before the move, or never closed by anyone in the story: nothing blocks the way.
    assert verdict(story("t", close, [lab("door", "open", False, True)], go_out))["t"].plausible
    assert verdict(story("u", [lab("door", "open", False, False)], go_out))["u"].plausible
    assert verdict(story("s", close, go_out), disabled=["closed_door_blocks_going_out"])["s"].plausible
    # Going out and closing the door behind, or a second move after the first: already past the door.
    assert verdict(story("v", close + go_out, go_out))["v"].plausible
    # A window, curtains or a lid open and close, but nobody walks through them: closing one blocks no way.
    for thing in ("window", "curtains", "finestra"):
        shut = [lab(thing, "open", True, False)]
        assert verdict(story("w", shut, go_out))["w"].plausible, thing
        assert verdict(story("g", shut, [lab("Al", "h_location", change="moves"),
                                         lab(thing, "exist", True, True)]))["g"].plausible, thing
    assert verdict(story("w", close, [lab("Al", "h_location", change="disappears")], go_out))["w"].plausible


def test_device_acts_on_contents():
    load = [lab("socks", "location", change="put_into"), lab("washing machine", "contain", False, True)]
    run = [lab("washing machine", "running", False, True)]
    hang_dirty = [lab("socks", "clean", False, False)]
    r = verdict(story("s", [lab("socks", "clean", False, False)], load, run, hang_dirty))["s"]
    assert r.pair == (2, 3) and "device_acts_on_contents" in r.rules
    assert "socks clean" in r.explanation
    # The same story with a device the household knowledge does not list (a "box") changes nothing.
    box = [lab("socks", "location", change="put_into"), lab("box", "contain", False, True)]
    assert verdict(story("t", [lab("socks", "clean", False, False)], box, [lab("box", "running", False, True)],
                         hang_dirty))["t"].plausible
    # Taken out before the machine runs: the socks stay as they were.
    out = [lab("socks", "location", change="taken_out"), lab("washing machine", "contain", True, False)]
    assert verdict(story("u", load, out, run, hang_dirty))["u"].plausible
    assert verdict(story("s", [lab("socks", "clean", False, False)], load, run, hang_dirty),
                   disabled=["device_acts_on_contents"])["s"].plausible


def test_device_names_match_by_head_noun():
    from solver.states.solve import nouns_of

    # the last two words are a candidate too (an English compound head); one that names nothing in kb/states
    # ("da stiro") matches nothing
    assert nouns_of(" Ferro da stiro ") == ["ferro da stiro", "ferro", "da stiro", "stiro"]
    assert "vacuum cleaner" in nouns_of("corded vacuum cleaner")
    assert nouns_of("coffee  mug") == ["coffee mug", "coffee", "mug"]
    assert nouns_of("Oven") == ["oven"]


@pytest.mark.parametrize("placed", ["put_on", "put_down"])
def test_cooking_needs_heat(placed):
    # Annotators call a pot set on the stove "put down" (and the action proposals do too): it stands on the
    # heat source either way.
    light = [lab("stove", "power", False, True)]
    pot_on = [lab("pot", "location", change=placed), lab("stove", "exist", True, True)]
    broth_in = [lab("broth", "location", change="put_into"), lab("pot", "contain", False, True)]
    off = [lab("stove", "power", True, False)]
    cook = [lab("broth", "edible", False, True)]
    r = verdict(story("s", light, pot_on, broth_in, off, cook))["s"]
    assert r.pair == (3, 4) and "cooking_needs_heat" in r.rules
    assert verdict(story("t", light, pot_on, broth_in, cook, off))["t"].plausible
    # The pot taken off the stove before cooking (a cold dish, say) is not on the heat source any more.
    lift = [lab("pot", "location", change="picked_up")]
    assert verdict(story("u", light, pot_on, broth_in, lift, off, cook))["u"].plausible
    assert verdict(story("s", light, pot_on, broth_in, off, cook), disabled=["cooking_needs_heat"])["s"].plausible


def test_finished_dish_holds_its_ingredients():
    eat = [lab("omelette", "edible", True, True)]
    beat = [lab("eggs", "mixed", False, True), lab("eggs", "edible", False, True)]
    cook = [lab("omelette", "exist", False, True), lab("omelette", "edible", False, True)]
    r = verdict(story("s", eat, beat, cook))["s"]
    assert r.pair == (0, 1) and "finished_dish_holds_its_ingredients" in r.rules
    assert "eggs part of omelette" in r.explanation
    assert verdict(story("t", beat, cook, eat))["t"].plausible
    # Made first, then more raw eggs handled for it: the made dish already holds them.
    assert verdict(story("u", cook, beat))["u"].pair == (0, 1)
    # Things the dish is not made of (the household knowledge has no such link) are never held.
    wash = [lab("apple", "edible", False, True)]
    assert verdict(story("v", eat, wash))["v"].plausible
    assert verdict(story("s", eat, beat, cook), disabled=["finished_dish_holds_its_ingredients"])["s"].pair != (0, 1)


def test_cooking_needs_the_pot_on_the_heat_source_in_the_base_story():
    light = [lab("stove", "power", False, True)]
    pot_on = [lab("pot", "location", change="put_on"), lab("stove", "exist", True, True)]
    broth_in = [lab("broth", "location", change="put_into"), lab("pot", "contain", False, True)]
    cook = [lab("broth", "edible", False, True)]
    base = story("b", light, pot_on, broth_in, cook)
    variant = story("v", cook, pot_on, broth_in, light, variant_of="b")
    r = verdict(base, variant)["v"]
    assert r.pair == (0, 1) and "enabling_order" in r.rules
    assert any("pot on stove" in line for line in r.trace)


def test_cooking_keeps_preparation():
    have = [lab("onions", "exist", True, True)]
    cut = [lab("onions", "pieces", False, True)]
    fry = [lab("onions", "edible", False, True)]
    base = story("b", have, cut, fry)
    assert verdict(base)["b"].plausible  # the need is met where the story tells it
    r = verdict(base, story("v", have, fry, cut, variant_of="b"))["v"]
    assert r.pair == (1, 2) and r.rules == ["enabling_order"]
    assert any("onions in pieces" in line for line in r.trace)
    assert verdict(base, story("v", have, fry, cut, variant_of="b"), disabled=["cooking_keeps_preparation"])["v"].plausible
    # A cloze variant that no longer cuts them loses what the frying needed.
    r = verdict(base, story("c", have, [lab("onions", "pieces", False, False)], fry, variant_of="b"))["c"]
    assert r.pair == (1, 2) and "lost_enabler" in r.rules


def test_contents_stay_inside():
    into = [lab("socks", "location", change="put_into"), lab("washer", "contain", False, True)]
    take_off = [lab("socks", "location", change="removed")]
    r = verdict(story("s", into, take_off))["s"]
    assert r.pair == (0, 1) and "contents_stay_inside" in r.rules
    assert "socks not inside washer" in r.explanation
    assert verdict(story("t", take_off, into))["t"].plausible
    # Taken out of the container (a sentence that names it) first: then they can go anywhere.
    out = [lab("socks", "location", change="taken_out"), lab("washer", "contain", True, False)]
    assert verdict(story("u", into, out, take_off))["u"].plausible
    assert verdict(story("s", into, take_off), disabled=["contents_stay_inside"])["s"].plausible


def test_container_access_when_the_pick_up_names_a_container_with_contents():
    stocked = [lab("bottle", "exist", True, True), lab("fridge", "contain", True, True)]
    opened = [lab("fridge", "open", False, True)]
    take = [lab("bottle", "location", change="picked_up"), lab("fridge", "temperature", False, False)]
    base = story("b", stocked, opened, take)
    assert verdict(base)["b"].plausible
    variant = story("v", stocked, take, opened, variant_of="b")
    r = verdict(base, variant)["v"]
    assert r.pair == (1, 2) and "enabling_order" in r.rules
    assert any("fridge open" in line for line in r.trace)
    # Shut before the pick-up: the story itself clashes.
    shut = story("s", stocked, [lab("fridge", "open", True, False)], take)
    assert verdict(shut)["s"].pair == (1, 2) and "container_access" in verdict(shut)["s"].rules


def test_starting_needs_key():
    get_in = [lab("Al", "h_location", change="moves"), lab("car", "exist", True, True)]
    keys = [lab("keys", "exist", True, True), lab("keys", "functional", True, True)]
    start = [lab("car", "power", False, True)]
    base = story("b", get_in, keys, start)
    assert verdict(base)["b"].plausible
    r = verdict(base, story("v", start, keys, get_in, variant_of="b"))["v"]
    assert r.pair == (0, 1) and "enabling_order" in r.rules
    assert any("keys existent" in line for line in r.trace)
    # Keys thrown away, then the car started: the story itself breaks.
    lost = story("s", [lab("keys", "exist", True, False)], start)
    r = verdict(lost)["s"]
    assert r.pair == (0, 1) and "starting_needs_key" in r.rules
    assert verdict(lost, disabled=["starting_needs_key"])["s"].plausible
    # A story without a key says nothing about one.
    assert verdict(story("t", get_in, start))["t"].plausible


def test_powered_heater_stays_hot():
    plug = [lab("iron", "power", False, True)]
    cool = [lab("iron", "temperature", True, False)]
    r = verdict(story("s", plug, cool))["s"]
    assert r.pair == (0, 1) and "powered_heater_stays_hot" in r.rules
    assert "iron unpowered" in r.explanation
    # Unplugged first, or switched off in the same sentence: it may cool.
    assert verdict(story("t", plug, [lab("iron", "power", True, False)], cool))["t"].plausible
    assert verdict(story("u", plug, cool + [lab("iron", "power", True, False)]))["u"].plausible
    # Something that is no heat source (a mug) cools whatever its power says.
    assert verdict(story("v", [lab("mug", "power", False, True)], [lab("mug", "temperature", True, False)]))["v"].plausible
    assert verdict(story("s", plug, cool), disabled=["powered_heater_stays_hot"])["s"].plausible


def test_cold_appliance_is_cold():
    opened = [lab("fridge", "open", False, True)]
    hot_inside = [lab("bottle", "location", change="picked_up"), lab("fridge", "temperature", True, True)]
    r = verdict(story("s", [lab("fridge", "contain", True, True)], opened, hot_inside))["s"]
    # Every mention observes it cold: the latest one before the clash is the evidence.
    assert r.pair == (1, 2) and "cold_appliance_is_cold" in r.rules
    assert "fridge cold" in r.explanation
    # A fridge the story itself says got warm (annotated) is warm.
    warm = [lab("fridge", "power", True, False), lab("fridge", "temperature", False, True)]
    assert verdict(story("t", opened, warm, hot_inside))["t"].plausible
    assert verdict(story("s", opened, hot_inside), disabled=["cold_appliance_is_cold"])["s"].plausible
    # A fridge switched off or broken before (or in) the mention is not observed cold: it warms up.
    unplug = [lab("fridge", "power", True, False)]
    assert verdict(story("u", unplug, opened, hot_inside))["u"].plausible
    assert verdict(story("w", [lab("fridge", "functional", True, False)], opened, hot_inside))["w"].plausible
    assert verdict(story("x", unplug + opened, hot_inside))["x"].plausible


# route_order: a person's moves in the base story are legs of one trip.
LEG_BUS = [lab("Al", "h_location", change="moves"), lab("bus", "running", True, True)]
LEG_HOME = [lab("Al", "h_location", change="moves"), lab("Al", "h_wet", False, False)]
DRESS = [lab("Al", "wearing", False, True)]


def test_route_order_flags_a_leg_told_before_the_leg_that_leads_to_it():
    base = story("b", DRESS, LEG_BUS, LEG_HOME)
    variant = story("v", DRESS, LEG_HOME, LEG_BUS, variant_of="b")
    assert verdict(variant)["v"].plausible  # told alone, people come and go in any order
    r = verdict(base, variant)["v"]
    assert r.pair == (1, 2) and r.rules == ["route_order"]
    assert any(line.startswith("route_order: in base story b, sentence 1 moves Al and sentence 2 is their next move")
               for line in r.trace)
    assert "by rule route_order" in r.explanation
    assert verdict(base, variant, disabled=["route_order"])["v"].plausible
    # Moves of the person that the base does not tell one right after the other are not compared.
    leg_mid = [lab("Al", "h_location", change="moves"), lab("door", "open", True, True)]
    base3 = story("b3", LEG_BUS, leg_mid, LEG_HOME)
    swapped = story("w", LEG_HOME, leg_mid, LEG_BUS, variant_of="b3")
    assert {v.base_enabler for v in verdict(base3, swapped)["w"].variant_clashes if v.rule == "route_order"} == {1}


def test_evidence_prefers_a_clash_not_resting_on_a_first_telling():
    # Base: Al enters the bathroom (first telling that Al is awake and the tap exists), adjusts the tap,
    # then enters the shower. The variant adjusts the tap first and enters the bathroom last.
    bathroom = [lab("Al", "h_location", change="moves"), lab("Al", "conscious", True, True),
                lab("tap", "exist", True, True)]
    adjust = [lab("tap", "functional", False, True), lab("Al", "conscious", True, True), lab("tap", "exist", True, True)]
    shower = [lab("Al", "h_location", change="moves"), lab("Al", "conscious", True, True)]
    base = story("b", bathroom, adjust, shower)
    variant = story("v", adjust, shower, bathroom, variant_of="b")
    r = verdict(base, variant)["v"]
    # At breakpoint 2, sentence 0 clashes only by first tellings (weak); sentence 1 by a route leg too.
    assert r.pair == (1, 2) and "route_order" in r.rules and "evidence_brought_about" in r.rules
    assert any(line.startswith("evidence_brought_about: sentence 0 -> sentence 2 passed over") for line in r.trace)
    assert verdict(base, variant, disabled=["route_order"])["v"].pair == (0, 2)
    assert verdict(base, variant, disabled=["evidence_brought_about"])["v"].pair == (0, 2)


def test_a_move_brings_back_only_a_person_who_left():
    # Al never left: moving does not bring Al's presence about, so a variant cannot lean on it.
    work = [lab("Al", "conscious", True, True), lab("desk", "clean", False, True)]
    walk = [lab("Al", "h_location", change="moves")]
    base = story("b", walk, work)
    variant = story("v", work, walk, variant_of="b")
    assert verdict(base, variant)["v"].plausible
    # Al left and comes back: the return brings Al's presence about, and the work needs it.
    leave = [lab("Al", "h_location", change="disappears")]
    r = verdict(story("s", leave, walk, work), story("t", leave, work, walk))
    assert r["s"].plausible and r["t"].pair == (0, 1) and "person_gone_cannot_act" in r["t"].rules


def test_route_order_counts_a_ride_on_a_vehicle_as_a_leg():
    def trip(vehicle):
        start = [lab(vehicle, "power", False, True), lab("Al", "wearing", False, True)]
        ride = [lab(vehicle, "power", True, True), lab("Al", "h_wet", False, False)]  # riding it: no move annotated
        arrive = [lab("Al", "h_location", change="moves"), lab("Al", "hygiene", True, True)]
        return story("b", start, ride, arrive), story("v", start, arrive, ride, variant_of="b")

    r = verdict(*trip("scooter"))["v"]
    assert r.pair == (1, 2) and r.rules == ["route_order"]
    # Something the household knowledge does not call a vehicle is no ride.
    assert verdict(*trip("sled"))["v"].plausible


def test_broken_part_breaks_whole():
    mention = [lab("shower", "open", True, True)]
    broke = [lab("tap", "functional", True, False)]
    use = [lab("shower", "functional", True, True)]
    r = verdict(story("s", mention, broke, use))["s"]
    assert r.pair == (1, 2) and "broken_part_breaks_whole" in r.rules
    assert "shower broken" in r.explanation
    # A part broken into pieces (in_pieces_is_broken) breaks the whole too.
    smashed = [lab("tap", "pieces", False, True)]
    assert verdict(story("t", mention, smashed, use))["t"].pair == (1, 2)
    # The sentence's own annotation of the whole wins; a thing that is no part of it breaks nothing.
    assert verdict(story("u", mention, broke + [lab("shower", "functional", True, True)], use))["u"].plausible
    assert verdict(story("v", mention, [lab("mug", "functional", True, False)], use))["v"].plausible
    assert verdict(story("s", mention, broke, use), disabled=["broken_part_breaks_whole"])["s"].plausible


def test_base_shares_clash_sets_aside_what_the_replacement_did_not_bring_in():
    # Base: Al faints (annotation noise: conscious true -> false), the plate breaks, Al sweeps the pieces
    # (needs Al conscious: the base's own states clash 0 -> 2, yet the base is plausible).
    faint = [lab("Al", "conscious", True, False)]
    smash = [lab("plate", "pieces", False, True)]
    sweep = [lab("Al", "conscious", True, True), lab("plate", "pieces", True, True)]
    serve = [lab("Al", "conscious", True, True), lab("plate", "functional", True, True)]
    base = story("b", faint, smash, sweep)
    variant = story("v", faint, smash, serve, variant_of="b")  # replaces sentence 2: serving on the broken plate
    variant.sentences[2] = "Al serves dinner on the plate."  # a new text (not a shared sentence for pair_contrast)
    r = verdict(base, variant)["v"]
    assert r.pair == (1, 2) and "base_shares_clash" in r.rules and "in_pieces_is_broken" in r.rules
    assert any(line.startswith("base_shares_clash: clash sentence 0 -> sentence 2 set aside") for line in r.trace)
    assert verdict(base, variant, disabled=["base_shares_clash"])["v"].pair == (0, 2)
    # A clash the base does not show (the base's sentence 2 needs nothing of Al) stays.
    base2 = story("b2", faint, smash, [lab("plate", "pieces", True, True)])
    other = story("w", faint, smash, serve, variant_of="b2")
    other.sentences[2] = variant.sentences[2]
    assert verdict(base2, other)["w"].pair == (0, 2)
