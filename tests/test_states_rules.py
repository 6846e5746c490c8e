"""Rules: fluents with inertia, the label table, conflicts, and each named domain rule by a small story."""
from __future__ import annotations

import re

import pytest

from solver.paths import KB_DIR, RULES_DIR
from solver.states.loaders import load_project_stories, story_from_project
from solver.states.model import LABEL_TABLE, StateLabel, Story
from solver.states.solve import find_conflicts, rule_files, story_facts


def lab(entity, attribute, pre=None, post=None, change=None):
    d = {"entity": entity, "attribute": attribute}
    if change:
        d["change"] = change
    else:
        d.update(pre=pre, post=post)
    return d


def story(sid, *sentences, pair=None, actor="Al", variant_of=None):
    rec = {"id": sid, "actor": actor, "sentences": [f"s{k}." for k in range(len(sentences))],
           "states": [list(s) for s in sentences]}
    if pair:
        rec["pair"] = pair
    if variant_of:
        rec["variant_of"] = variant_of
    return story_from_project(rec, sid)


def verdict(*stories):
    return find_conflicts(list(stories))


def test_label_table_round_trip_through_asp():
    """Every (pre, post) pair is re-encoded as its raw label and decoded by rules/states_labels.lp."""
    from solver.logic.asp import solve

    labels = [[StateLabel("e", "open", pre, post)] for pre, post in LABEL_TABLE.values() if (pre, post) != (None, None)]
    s = Story("t", ["x"] * len(labels), labels)
    shown = solve(["states_labels.lp"], story_facts(s), extra=["#show pre/5. #show eff/5."],
                  quiet_undefined="states_labels.lp is run alone here, without the files that define its other inputs")
    got = {str(x) for symbols in shown.values() for x in symbols}
    for t, (sentence,) in enumerate(labels):
        if sentence.pre is not None:
            assert f'pre("t",{t},"e",open,{int(sentence.pre)})' in got
        if sentence.post is not None:
            assert f'eff("t",{t},"e",open,{int(sentence.post)})' in got


def test_inertia_and_plain_conflict():
    r = verdict(story("s", [lab("door", "open", True, False)], [], [lab("door", "open", True, True)]))["s"]
    assert (r.plausible, r.pair) == (False, (0, 2))
    assert r.rules == ["precondition", "effect"]
    assert "sentence 0" in r.explanation and "door closed (open: true -> false)" in r.explanation


def test_a_later_effect_ends_the_clash():
    r = verdict(story("s", [lab("door", "open", True, False)], [lab("door", "open", False, True)],
                      [lab("door", "open", True, True)]))["s"]
    assert r.plausible


def test_precondition_with_unknown_effect_ends_inertia():
    # label 8 (true, unknown): after sentence 1 the state is unknown, so sentence 2 cannot clash with 0.
    r = verdict(story("s", [lab("box", "open", False, True)], [lab("box", "open", True, None)],
                      [lab("box", "open", False, True)]))["s"]
    assert r.plausible


def test_container_access():
    r = verdict(story("s", [lab("jar", "open", True, False)],
                      [lab("cookie", "location", change="taken_out"), lab("jar", "contain", True, None)]))["s"]
    assert r.pair == (0, 1) and "container_access" in r.rules


def test_observed_state_persists():
    # Taking the pen out needed the drawer open; opening it afterwards (needs closed) conflicts.
    r = verdict(story("s", [lab("pen", "location", change="taken_out"), lab("drawer", "contain", True, None)],
                      [lab("drawer", "open", False, True)]))["s"]
    assert r.pair == (0, 1) and "observed_state_persists" in r.rules


def test_use_needs_existence():
    r = verdict(story("s", [lab("cake", "exist", True, False)], [lab("cake", "pieces", False, True)]))["s"]
    assert r.pair == (0, 1) and "use_needs_existence" in r.rules


def test_annotated_precondition_beats_domain_need():
    # Sentence 1 says the poster did not exist yet (it is made there): no existence need.
    r = verdict(story("s", [lab("poster", "exist", False, False)],
                      [lab("poster", "exist", False, True), lab("poster", "functional", True, True)]))["s"]
    assert r.plausible


def test_gone_cannot_be_used():
    r = verdict(story("s", [lab("ball", "location", change="disappears")],
                      [lab("ball", "location", change="picked_up")]))["s"]
    assert r.pair == (0, 1) and r.rules == ["gone_cannot_be_used"]


def test_in_pieces_is_broken_and_restated_consequence():
    broken = verdict(story("s", [lab("cup", "pieces", False, True)], [lab("cup", "functional", True, True)]))["s"]
    assert broken.pair == (0, 1) and "in_pieces_is_broken" in broken.rules
    reported = verdict(story("s", [lab("cup", "pieces", False, True)], [lab("cup", "functional", True, False)]))["s"]
    assert reported.plausible  # the later sentence reports the consequence
    cut_but_working = verdict(story("s", [lab("cake", "pieces", False, True), lab("cake", "functional", True, True)],
                                    [lab("cake", "functional", True, True)]))["s"]
    assert cut_but_working.plausible  # the annotated effect beats the ramification


def test_power_rules():
    needs_power = verdict(story("s", [lab("tv", "power", True, False)], [lab("tv", "running", True, True)]))["s"]
    assert needs_power.pair == (0, 1)
    assert {"running_needs_power", "unpowered_stops_running"} <= {c.rule for c in needs_power.clashes} | {
        c.set_by for c in needs_power.clashes}


def test_powered_through():
    r = verdict(story("s", [lab("mouse", "power", False, True), lab("pc", "power", True, True)],
                      [lab("pc", "power", True, False)], [lab("mouse", "power", True, True)]))["s"]
    assert r.pair == (1, 2) and "powered_through" in r.rules
    reported = verdict(story("s", [lab("mouse", "power", False, True), lab("pc", "power", True, True)],
                             [lab("pc", "power", True, False)], [lab("mouse", "power", True, False)]))["s"]
    assert reported.plausible


def test_closed_door_blocks_passage():
    r = verdict(story("s", [lab("gate", "open", True, False)],
                      [lab("Al", "h_location", change="moves"), lab("gate", "exist", True, True)]))["s"]
    assert r.pair == (0, 1) and "closed_door_blocks_passage" in r.rules


def test_pair_contrast_and_pair_choice():
    shared = [[lab("rope", "pieces", False, True), lab("rope", "functional", True, False)],
              [lab("rope", "functional", True, True)]]
    good = story("a", *shared, [lab("rope", "exist", True, True)], pair="p")
    bad = story("b", *shared, [lab("rope", "pieces", False, False)], pair="p")
    res = verdict(good, bad)
    assert res["a"].plausible  # the clash 0 -> 1 both stories tell is set aside
    assert res["b"].pair == (0, 2)
    # Alone (no partner), the noisy shared clash is reported.
    assert verdict(story("a", *shared, [lab("rope", "exist", True, True)]))["a"].pair == (0, 1)


def test_pair_choice_keeps_the_stronger_clash():
    one = story("x", [lab("tree", "functional", True, False)], [lab("tree", "functional", True, True)], pair="q")
    two = story("y", [lab("tree", "functional", True, False), lab("tree", "pieces", False, True)],
                [lab("tree", "functional", True, True), lab("tree", "pieces", False, False)], pair="q")
    one.sentences[1] = "the tree is dragged."  # the stories differ in sentence 1, so nothing is set aside
    res = verdict(one, two)
    assert res["x"].plausible and res["y"].pair == (0, 1)


def test_lack_report_odd_one_out():
    # 0 makes the kettle work, 1 reports it broken (false -> false), 2 uses it (true -> true): 1 is the odd one.
    r = verdict(story("s", [lab("kettle", "functional", False, True)], [lab("kettle", "functional", False, False)],
                      [lab("kettle", "functional", True, True)]))["s"]
    assert r.pair == (1, 2) and "lack_report_odd_one_out" in r.rules
    assert any(t.startswith("lack_report_odd_one_out: clash sentence 0 -> sentence 1") for t in r.trace)
    # Nothing later contradicts the report: the first clash stays.
    alone = verdict(story("s", [lab("kettle", "functional", False, True)], [lab("kettle", "functional", False, False)],
                          [lab("kettle", "exist", True, True)]))["s"]
    assert alone.pair == (0, 1)
    # An ongoing use (true -> true) that clashes is the breakpoint itself, even if a later sentence agrees.
    use = verdict(story("s", [lab("kettle", "functional", True, False)], [lab("kettle", "functional", True, True)],
                        [lab("kettle", "functional", False, True)]))["s"]
    assert use.pair == (0, 1)


def test_heated_by_contact():
    # The scarf is taken off a hot radiator (sentence 0): it is hot, so "the scarf is cold" (1) clashes.
    r = verdict(story("s", [lab("scarf", "location", change="picked_up"), lab("radiator", "temperature", True, True)],
                      [lab("scarf", "temperature", False, False)]))["s"]
    assert r.pair == (0, 1) and "heated_by_contact" in r.rules
    # The sentence's own temperature label on the moved thing wins.
    own = verdict(story("s", [lab("scarf", "location", change="picked_up"), lab("radiator", "temperature", True, True),
                              lab("scarf", "temperature", None, False)], [lab("scarf", "temperature", False, False)]))["s"]
    assert own.plausible


def test_contents_take_heat():
    dough_in_tray = [lab("dough", "location", change="put_into"), lab("tray", "exist", True, True)]
    heated = [lab("tray", "location", change="put_into"), lab("oven", "exist", True, True),
              lab("tray", "temperature", False, True)]
    r = verdict(story("s", dough_in_tray, heated, [lab("dough", "temperature", False, False)]))["s"]
    assert r.pair == (1, 2) and "contents_take_heat" in r.rules
    # Taken out before the tray heats: the dough stays cold.
    out = verdict(story("s", dough_in_tray, [lab("dough", "location", change="picked_up")], heated,
                        [lab("dough", "temperature", False, False)]))["s"]
    assert out.plausible


def test_person_gone_cannot_act():
    r = verdict(story("s", [lab("Al", "h_location", change="disappears")], [lab("Al", "conscious", True, True)]))["s"]
    assert r.pair == (0, 1) and "person_gone_cannot_act" in r.rules
    assert "Al gone from the scene" in r.explanation
    back = verdict(story("s", [lab("Al", "h_location", change="disappears")],
                         [lab("Al", "h_location", change="moves"), lab("Al", "conscious", True, True)],
                         [lab("Al", "conscious", True, True)]))["s"]
    assert back.plausible


def test_container_access_when_picking_up_empties_it():
    # The drawer is closed (0); taking the socks leaves it empty (contain: unknown -> empty): needs it open.
    r = verdict(story("s", [lab("drawer", "open", True, False)],
                      [lab("socks", "location", change="picked_up"), lab("drawer", "contain", None, False)]))["s"]
    assert r.pair == (0, 1) and "container_access" in r.rules


def test_container_access_when_the_container_stays_full():
    # Butter picked up while the fridge still holds other things (contain: occupied -> occupied);
    # opening the fridge afterwards (needs it closed) shows it was closed when the butter came out.
    butter = story("s", [lab("butter", "location", change="picked_up"), lab("fridge", "contain", True, True)],
                   [lab("fridge", "open", False, True)])
    r = verdict(butter)["s"]
    assert r.pair == (0, 1) and {"observed_state_persists", "container_access"} <= set(r.rules)
    assert any("needed fridge.open by rule container_access" in t for t in r.trace)
    assert find_conflicts([butter], disabled=["container_access"])["s"].plausible
    # Something that never opens (a table, a counter) holds things without any access rule.
    table = verdict(story("s", [lab("butter", "location", change="picked_up"), lab("table", "contain", True, True)],
                          [lab("table", "clean", False, True)]))["s"]
    assert table.plausible


def test_container_access_when_putting_into_an_empty_container():
    packed = story("s", [lab("shirt", "location", change="put_into"), lab("suitcase", "contain", False, True)],
                   [lab("suitcase", "open", False, True)])
    r = verdict(packed)["s"]
    assert r.pair == (0, 1) and {"observed_state_persists", "container_access"} <= set(r.rules)
    # "is in" (contain: occupied -> occupied) says nothing about putting it in just then.
    already_in = story("s", [lab("ring", "location", change="put_into"), lab("safe", "contain", True, True)],
                       [lab("safe", "open", False, True)])
    assert verdict(already_in)["s"].plausible


def test_container_access_when_no_container_is_named():
    # The eggs are taken out (no container named); the fridge, opened afterwards, must have been open.
    eggs = story("s", [lab("eggs", "location", change="taken_out")], [lab("fridge", "open", False, True)])
    r = verdict(eggs)["s"]
    assert r.pair == (0, 1) and "container_access" in r.rules
    # A door someone walks through is no container.
    door = story("s", [lab("Al", "h_location", change="moves"), lab("door", "open", True, False)],
                 [lab("eggs", "location", change="taken_out")])
    assert verdict(door)["s"].plausible


def test_closed_space_blocks_entry():
    # Al steps into the shower (its contents: empty -> occupied); opening it afterwards shows it was shut.
    r = verdict(story("s", [lab("Al", "h_location", change="moves"), lab("shower", "contain", False, True)],
                      [lab("shower", "open", False, True)]))["s"]
    assert r.pair == (0, 1) and "closed_space_blocks_entry" in r.rules


def test_kb_stories_match_their_expected_verdicts():
    stories = load_project_stories(KB_DIR / "stories")
    assert len(stories) >= 12
    assert sum(1 for s in stories if s.plausible) >= 4 and sum(1 for s in stories if not s.plausible) >= 4
    # Stories told in text only get their states from their actions (solver/actions); annotated ones
    # keep the verdict of their annotations.
    from solver.stories.check import check_with_derived

    results = check_with_derived(stories).results
    for s in stories:
        assert results[s.id].pair == s.gold_pair, s.id
    named = {r for s in stories for r in results[s.id].rules}
    for rule in ("container_access", "observed_state_persists", "use_needs_existence", "gone_cannot_be_used",
                 "in_pieces_is_broken", "running_needs_power", "closed_door_blocks_passage", "powered_through",
                 "lack_report_odd_one_out", "heated_by_contact", "contents_take_heat", "person_gone_cannot_act",
                 "enabling_order", "lost_enabler", "device_acts_on_contents", "cooking_needs_heat",
                 "closed_door_blocks_going_out", "finished_dish_holds_its_ingredients", "route_order",
                 "broken_part_breaks_whole"):
        assert rule in named


def test_every_domain_rule_names_itself_and_no_rule_is_keyed_to_a_story():
    for name in rule_files():
        text = (RULES_DIR / name).read_text()
        # rule_doc/3 facts carry the rule's description as a string; no rule reads them.
        code = "\n".join(line.split("%")[0] for line in text.splitlines() if not line.startswith("rule_doc("))
        assert '"' not in code, f"{name} mentions a string constant (a story, entity or sentence)"
    domain = [n for n in rule_files() if n.startswith("states_domain_")]
    assert len(domain) >= 6
    for name in domain:
        first = (RULES_DIR / name).read_text().splitlines()[0]
        assert re.match(r"% states_domain_\w+\.lp -- rules? \w+", first), name


def test_pair_choice_prefers_a_change_seen_happening():
    seen = story("x", [lab("shoes", "exist", True, False)], [lab("shoes", "exist", True, True)], pair="r")
    after_only = story("y", [lab("shoes", "exist", None, False)], [lab("shoes", "exist", True, True)], pair="r")
    seen.sentences[0] = "he throws his shoes away."
    res = verdict(seen, after_only)
    assert res["y"].plausible and res["x"].pair == (0, 1)


def test_every_rule_name_is_documented_and_can_be_switched_off():
    from solver.states.solve import domain_rules
    from tests.test_logic_catalogue import state_rule_names

    heads = state_rule_names(rule_files()) - {"effect"}
    assert heads and heads <= set(domain_rules()), heads - set(domain_rules())
    s = story("s", [lab("jar", "open", True, False)],
              [lab("cookie", "location", change="taken_out"), lab("jar", "contain", True, None)])
    assert find_conflicts([s])["s"].pair == (0, 1)
    assert find_conflicts([s], disabled=["container_access"])["s"].plausible
    with pytest.raises(ValueError):
        find_conflicts([s], disabled=["x). bad"])


# enabling_order: a base story and a variant that tells its steps in another order.
CUT = [lab("bread", "pieces", None, True)]  # slicing the bread brings about the slices
TOAST = [lab("bread", "pieces", True, True), lab("bread", "temperature", None, True)]  # toasting the slices uses them
SERVE = [lab("plate", "contain", False, True)]


def test_enabling_order_flags_the_step_told_before_what_enables_it():
    base = story("b", CUT, SERVE, TOAST)
    # The variant tells toasting (position 0) before slicing (position 2); the labels alone do not clash
    # (toasting's persistence label true -> true is never contradicted: slicing annotates only its effect).
    variant = story("v", TOAST, SERVE, CUT, variant_of="b")
    assert verdict(variant)["v"].plausible  # alone, without its base, nothing is wrong
    res = verdict(base, variant)
    assert res["b"].plausible
    r = res["v"]
    assert r.pair == (0, 2) and r.rules == ["enabling_order"]
    # bread in pieces (slicing's effect) and bread existent (first told by slicing, which needed it, by
    # use_needs_existence: where the story's state of the bread begins).
    assert [(o.base, o.base_enabler, o.base_needer, o.entity, o.attribute, o.value) for o in r.variant_clashes] == [
        ("b", 0, 2, "bread", "exist", True), ("b", 0, 2, "bread", "pieces", True)]
    assert "which only sentence 2" in r.explanation and "enabling_order" in r.explanation
    assert any(line.startswith("enabling_order: in base story b, sentence 0 brings about bread in pieces")
               for line in r.trace)
    assert verdict(base, variant)["v"].supported_pairs >= {(0, 2)}
    assert find_conflicts([base, variant], disabled=["enabling_order"])["v"].plausible


def test_enabling_order_follows_persistence_back_to_where_the_state_began():
    # Base: slice (change), serve (keeps the slices: true -> true), toast (uses them). The state toasting
    # finds was last re-told by serving, but it began with slicing: slicing is what toasting needs first.
    keep = [lab("bread", "pieces", True, True), lab("plate", "contain", False, True)]
    base = story("b", CUT, keep, TOAST)
    variant = story("v", TOAST, keep, CUT, variant_of="b")
    r = verdict(base, variant)["v"]
    assert r.pair == (0, 2), r.trace


def test_enabling_order_needs_a_reordering_of_its_base_and_a_state_not_yet_in_place():
    base = story("b", CUT, SERVE, TOAST)
    # A cloze variant (one sentence replaced) is no reordering: the rule does not compare it.
    cloze = story("c", TOAST, SERVE, [lab("bread", "clean", True, True)], variant_of="b")
    assert verdict(base, cloze)["c"].plausible
    # Something earlier in the variant already brought the slices about: the early toast is fine.
    loaf = [lab("bread", "exist", True, True)]
    cut_again = CUT + [lab("knife", "clean", True, False)]
    base2 = story("b2", loaf, CUT, TOAST, cut_again)
    early = story("v2", loaf, cut_again, TOAST, CUT, variant_of="b2")
    assert verdict(base2, early)["v2"].plausible
    assert verdict(base2, story("v3", loaf, TOAST, CUT, cut_again, variant_of="b2"))["v3"].pair == (1, 2)


def test_variant_sentences_match_by_annotation_not_by_text():
    from solver.states.solve import content_matches, is_reordering

    base = story("b", CUT, SERVE, TOAST)
    variant = story("v", [lab(" Bread ", "pieces", True, True), lab("BREAD", "temperature", None, True)], SERVE, CUT)
    variant.sentences = ["they toast it.", "a plate is filled.", "someone slices the loaf."]
    assert content_matches(variant, base) == [(0, 2), (1, 1), (2, 0)]
    assert is_reordering(variant, base) and not is_reordering(base, base)


def test_lost_enabler_flags_a_replaced_step_that_no_longer_brings_about_what_a_later_one_needs():
    switch_on = [lab("lamp", "power", False, True)]
    read = [lab("lamp", "power", True, True)]
    base = story("b", switch_on, [lab("book", "location", change="picked_up")], read)
    cloze = story("c", [lab("lamp", "clean", False, True)], [lab("book", "location", change="picked_up")], read,
                  variant_of="b")
    assert verdict(cloze)["c"].plausible  # its own labels never contradict each other
    res = verdict(base, cloze)
    assert res["b"].plausible
    r = res["c"]
    assert r.pair == (0, 2) and r.rules == ["lost_enabler"]
    assert "which base story b brings about in sentence 0" in r.explanation
    assert find_conflicts([base, cloze], disabled=["lost_enabler"])["c"].plausible
    # A replacement that still brings the state about (here: unknown -> powered) loses nothing.
    still = story("d", [lab("lamp", "power", None, True), lab("lamp", "clean", False, True)],
                  [lab("book", "location", change="picked_up")], read, variant_of="b")
    assert verdict(base, still)["d"].plausible
    # Only a state the replaced step changed counts, not one it merely told (lamp existent, first told there).
    plain = story("e", [lab("lamp", "exist", True, True)], [lab("lamp", "clean", None, True)], [lab("lamp", "wet", True, True)])
    gone = story("f", [lab("book", "open", False, True)], [lab("lamp", "clean", None, True)],
                 [lab("lamp", "wet", True, True)], variant_of="e")
    assert verdict(plain, gone)["f"].plausible


def test_replaced_position_is_the_one_sentence_annotated_otherwise():
    from solver.states.solve import replaced_position

    base = story("b", CUT, SERVE, TOAST)
    assert replaced_position(story("c", CUT, [lab("cup", "clean", True, True)], TOAST), base) == 1
    assert replaced_position(story("v", TOAST, SERVE, CUT), base) is None  # a reordering
    assert replaced_position(base, base) is None
