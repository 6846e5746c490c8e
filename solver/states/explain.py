"""Plain-words traces of a conflict, so a reader can check the verdict without reading ASP.

Example: "sentence 1 (Tom closes the fridge.) makes fridge closed (open: false), by its
annotated effect; sentence 2 (Tom takes the milk out of the fridge.) needs fridge open
(open: true), by rule container_access".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from solver.states.model import ADJECTIVES, Story

if TYPE_CHECKING:  # pragma: no cover
    from solver.states.solve import ConflictResult, VariantClash

# What each domain rule says, in words (rule names are the ASP reason constants).
RULE_WORDS = {
    "precondition": "its annotated precondition",
    "effect": "its annotated effect",
    "observed_state_persists": "rule observed_state_persists: what a sentence needs stays so afterwards",
    "use_needs_existence": "rule use_needs_existence: doing something with a thing needs it to exist",
    "gone_cannot_be_used": "rule gone_cannot_be_used: a thing that disappeared is no longer at hand",
    "in_pieces_is_broken": "rule in_pieces_is_broken: a thing in pieces no longer works",
    "container_access": "rule container_access: taking a thing out of a container that opens, or putting one into "
                        "it, needs it open",
    "contents_stay_inside": "rule contents_stay_inside: a thing put into a container cannot be taken off "
                            "something else while it is inside",
    "running_needs_power": "rule running_needs_power: a running device needs power",
    "unpowered_stops_running": "rule unpowered_stops_running: a device without power stops",
    "powered_through": "rule powered_through: a device plugged into another loses power with it",
    "closed_door_blocks_passage": "rule closed_door_blocks_passage: going through a door needs it open",
    "closed_door_blocks_going_out": "rule closed_door_blocks_going_out: a door closed and not opened again blocks "
                                    "going out through it",
    "closed_space_blocks_entry": "rule closed_space_blocks_entry: getting into or out of a shower or car needs it open",
    "heated_by_contact": "rule heated_by_contact: a thing moved onto or out of something hot gets hot",
    "contents_take_heat": "rule contents_take_heat: what a container holds gets hot with the container",
    "device_acts_on_contents": "rule device_acts_on_contents: a running device acts on what it holds "
                               "(a washer cleans, an oven heats, a blender chops)",
    "cooking_needs_heat": "rule cooking_needs_heat: food cooked in a pot on a heat source needs the heat source on",
    "finished_dish_holds_its_ingredients": "rule finished_dish_holds_its_ingredients: once a dish is made or "
                                           "eaten, its ingredients are in it, no longer raw",
    "cooking_keeps_preparation": "rule cooking_keeps_preparation: food cut or mixed before it is cooked is "
                                 "cooked as prepared",
    "starting_needs_key": "rule starting_needs_key: starting a car or scooter takes its key",
    "powered_heater_stays_hot": "rule powered_heater_stays_hot: an iron or oven that is on does not cool down",
    "cold_appliance_is_cold": "rule cold_appliance_is_cold: a fridge or freezer that is on and works is cold inside",
    "broken_part_breaks_whole": "rule broken_part_breaks_whole: a thing whose working part broke (a shower's tap) "
                                "no longer works",
    "person_gone_cannot_act": "rule person_gone_cannot_act: a person who left takes no part until they come back",
    "lack_report_odd_one_out": "rule lack_report_odd_one_out: a reported lack contradicted before and after "
                               "is the odd one out",
    "restated_consequence": "rule restated_consequence: a later sentence reporting a derived change restates it",
    "enabling_order": "rule enabling_order: a step that needs what another step brings about comes after it",
    "lost_enabler": "rule lost_enabler: a replaced step no longer brings about what a later step needs",
    "pick_up_before_putting": "rule pick_up_before_putting: a thing is picked up before it is put somewhere",
    "route_order": "rule route_order: a person's trip goes leg by leg, each leg starting where the one before ended",
    "evidence_brought_about": "rule evidence_brought_about: at the breakpoint, an evidence that brought the "
                              "state about beats one that only told it first",
    "base_shares_clash": "rule base_shares_clash: a clash with the replaced sentence that the base story's own "
                         "states show too is annotation noise",
    "pair_contrast": "rule pair_contrast: a clash the partner story shares is annotation noise",
    "pair_choice": "rule pair_choice: of two partner stories, the one that breaks first is the implausible one",
}
# Every named domain rule (what `disabled` in solver.states.solve can switch off for an ablation).
DOMAIN_RULES = tuple(name for name in RULE_WORDS if name not in ("precondition", "effect"))
# The cross-sentence rules of actions read from text (rules/actions_link.lp, solver/actions).
ACTION_RULE_WORDS = {
    "stored_must_come_out": "rule stored_must_come_out: a thing put away in a container is taken out before "
                            "anything else is done with it",
    "trip_starts_where_it_ended": "rule trip_starts_where_it_ended: leaving or coming from a place needs the "
                                  "person there",
    "instrument_needed": "rule instrument_needed: an action needs the thing it is done with (printing the printer, "
                         "cooking the stove, shampooing the shampoo)",
    "vessel_holds_contents": "rule vessel_holds_contents: using what a container holds needs the container whole",
    "one_thing_two_names": "rule one_thing_two_names: a thing named by a shorter and a longer name, a synonym or "
                           "its class word is one thing",
    "part_needs_whole": "rule part_needs_whole: a part of a thing is there only while the thing is",
    "whole_needs_its_parts": "rule whole_needs_its_parts: a thing works only while the parts it needs work",
    "things_stay_where_taken": "rule things_stay_where_taken: a thing taken to a place stays there; using it "
                               "needs the person there",
    "dressed_to_go_out": "rule dressed_to_go_out: a person who took off their shorts, trousers or shirt is not "
                         "dressed to go out",
}


def state_words(entity: str, attribute: str, value: bool, before: "bool | None" = None) -> str:
    """'fridge closed (open: true -> false)'; derived attributes (held, at_hand, inside) read as is."""
    if attribute.startswith("inside("):
        return f"{entity} {'inside' if value else 'not inside'} {attribute[7:-1]}"
    if attribute == "at_hand":
        return f"{entity} {'at hand' if value else 'gone'}"
    if attribute.startswith("on("):
        return f"{entity} {'on' if value else 'not on'} {attribute[3:-1]}"
    if attribute.startswith("in_dish("):
        return f"{entity} {'part of' if value else 'not yet part of'} {attribute[8:-1]}"
    if attribute == "held":
        return f"{entity} {'in hand' if value else 'not in hand'}"
    if attribute == "present":
        return f"{entity} {'present' if value else 'gone from the scene'}"
    adjective = ADJECTIVES.get(attribute, ("not " + attribute, attribute))[int(value)]
    change = f"{str(before).lower()} -> " if before is not None and before != value else ""
    return f"{entity} {adjective} ({attribute}: {change}{str(value).lower()})"


def _annotated_pre(story: Story, t: int, entity: str, attribute: str) -> "bool | None":
    for lab in story.labels(t):
        if lab.entity == entity and lab.attribute == attribute:
            return lab.pre
    return None


def _sentence(story: Story, t: int) -> str:
    text = story.sentences[t].strip() if 0 <= t < len(story.sentences) else ""
    return f"sentence {t} ({text})" if text else f"sentence {t}"


def rule_words(name: str) -> str:
    return RULE_WORDS.get(name) or ACTION_RULE_WORDS.get(name, f"rule {name}")


def explain(story: Story, result: "ConflictResult") -> tuple[list[str], str]:
    """(trace lines naming rules and state facts, one plain-words explanation) of a conflict."""
    trace: list[str] = []
    for c in result.clashes:
        trace.append(
            f"holds({c.entity},{c.attribute},{str(c.held).lower()}) before sentence {c.breakpoint},"
            f" set by sentence {c.evidence} [{c.set_by}]; "
            f"sentence {c.breakpoint} needs {c.attribute}={str(c.needed).lower()} [{c.rule}]"
        )
    for v in result.variant_clashes:
        trace.append(_variant_trace(v))
    main = next((c for c in result.clashes if c.evidence == result.evidence), None)
    order = _variant_words(story, result)
    if main is None:
        return trace, order
    text = (
        f"{_sentence(story, main.evidence)} makes "
        f"{state_words(main.entity, main.attribute, main.held, _annotated_pre(story, main.evidence, main.entity, main.attribute))}"
        f" by {rule_words(main.set_by)}; {_sentence(story, main.breakpoint)} needs "
        f"{state_words(main.entity, main.attribute, main.needed)} by {rule_words(main.rule)}"
    )
    return trace, f"{text}; and {order}" if order else text


def _variant_trace(v: "VariantClash") -> str:
    state = state_words(v.entity, v.attribute, v.value)
    told = f"in base story {v.base}, sentence {v.base_enabler} brings about {state} that sentence {v.base_needer} needs"
    if v.rule == "enabling_order":
        return (f"enabling_order: {told}; here the needing step is sentence {v.evidence} and the enabling step "
                f"comes after it, as sentence {v.breakpoint}")
    if v.rule == "pick_up_before_putting":
        return (f"pick_up_before_putting: in base story {v.base}, sentence {v.base_enabler} picks up {v.entity} and "
                f"sentence {v.base_needer} puts it somewhere; here the putting is sentence {v.evidence} and the "
                f"pick-up comes after it, as sentence {v.breakpoint}")
    if v.rule == "route_order":
        return (f"route_order: in base story {v.base}, sentence {v.base_enabler} moves {v.entity} and sentence "
                f"{v.base_needer} is their next move; here that next leg is sentence {v.evidence} and the leg "
                f"before it comes after, as sentence {v.breakpoint}")
    if v.rule == "lost_enabler":
        return (f"lost_enabler: {told}; here sentence {v.evidence} is replaced by one that does not, and nothing "
                f"before sentence {v.breakpoint} brings it about")
    return f"{v.rule}: {told}"


def _variant_words(story: Story, result: "ConflictResult") -> str:
    """Plain words for the rules that compare a variant with its base story (first rule at the pair)."""
    if not result.variant_clashes:
        return ""
    first = result.variant_clashes[0]
    same = [v for v in result.variant_clashes if v.rule == first.rule]
    states = ", ".join(dict.fromkeys(state_words(v.entity, v.attribute, v.value) for v in same))
    base = f"base story {first.base}"
    if first.rule == "enabling_order":
        return (f"{_sentence(story, first.evidence)} needs {states}, which only {_sentence(story, first.breakpoint)} "
                f"brings about ({base} tells sentence {first.base_enabler} before sentence "
                f"{first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "pick_up_before_putting":
        return (f"{_sentence(story, first.evidence)} puts {first.entity} somewhere, but only "
                f"{_sentence(story, first.breakpoint)} picks it up ({base} tells sentence {first.base_enabler} before "
                f"sentence {first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "route_order":
        return (f"{_sentence(story, first.evidence)} moves {first.entity} on a leg that only starts once "
                f"{_sentence(story, first.breakpoint)} has moved them ({base} tells sentence {first.base_enabler} "
                f"before sentence {first.base_needer}), by {rule_words(first.rule)}")
    if first.rule == "lost_enabler":
        return (f"{_sentence(story, first.breakpoint)} needs {states}, which {base} brings about in sentence "
                f"{first.base_enabler}; here {_sentence(story, first.evidence)} replaces that step and nothing "
                f"else brings it about, by {rule_words(first.rule)}")
    return (f"{_sentence(story, first.evidence)} -> {_sentence(story, first.breakpoint)} on {states}, by "
            f"{rule_words(first.rule)}")
