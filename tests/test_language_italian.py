"""The Italian lemma-pattern reader on constructions of round 3 (own sentences, never release text):
enclitic pronouns, "con X" instruments, reflexive changes of state, a subject left unsaid, falling, the power,
frozen things, pouring from a source, measure words, travelling to a town, the plan's and the teller's actor."""
from __future__ import annotations

import pytest

from solver.actions.reader import read_story
from solver.actions.reader.results import FIRST_PERSON_ACTOR, IMPERATIVE_ACTOR
from solver.language.lemmas import split_enclitic, verb_forms


def _readings(sentences: list[str]) -> list[tuple[str, dict]]:
    return [(r.action, r.fillers) for r in read_story(sentences, lang="it").readings if r.action != "describe"]


@pytest.mark.parametrize("word, parts", [("mettilo", ("metti", "lo")), ("prenderla", ("prender", "la")),
                                          ("buttale", ("butta", "le")), ("Carla", ("Carla",)),
                                          ("tavola", ("tavola",)), ("scatola", ("scatola",))])
def test_enclitic_pronoun_split_only_from_a_verb(word, parts):
    assert split_enclitic(word) == parts


def test_imperatives_of_are_verbs_are_verb_forms():
    assert "versare" in verb_forms("versa", "it") and "spegnere" in verb_forms("spegni", "it")


def test_second_clause_with_enclitic_acts_on_the_thing_just_taken():
    got = _readings(["Prendi la chiave dal cassetto e mettila nella borsa."])
    assert ("put_into", {"actor": [IMPERATIVE_ACTOR], "obj": ["chiave"], "dest": ["borsa"]}) in got


def test_con_names_instrument_ingredient_or_vehicle_not_person():
    got = _readings(["Ho mescolato il sugo con il cucchiaio.", "Sono andata al mare con la macchina.",
                     "Sono andata al cinema con mia sorella."])
    assert got[0][1].get("tool") == ["cucchiaio"]
    assert got[1][1].get("tool") == ["macchina"]
    assert "tool" not in got[2][1]


def test_water_left_in_a_container_is_taken_from_it():
    got = _readings(["Riempi il secchio d'acqua.", "Lava il pavimento con l'acqua rimasta nel secchio."])
    assert got[-1][1].get("tool") == ["acqua"] and got[-1][1].get("src") == ["secchio"]


@pytest.mark.parametrize("sentence, thing", [("La tela si è strappata.", "tela"),
                                              ("Il cucchiaio di legno si è spezzato.", "cucchiaio legno"),
                                              ("Tre piatti si sono rotti.", "piatti")])
def test_reflexive_breaking(sentence, thing):
    assert ("is_broken", {"obj": [thing]}) in _readings([sentence])


def test_unsaid_subject_is_the_thing_just_named_and_agrees():
    got = _readings(["Anna ha fatto cadere la bottiglia, che si è rotta."])
    assert got[0][0] == "put_down" and ("is_broken", {"obj": ["bottiglia"]}) in got
    got = _readings(["Il vaso è caduto dal mobile e si è rotto."])
    assert ("is_broken", {"obj": ["vaso"]}) in got


def test_falling_alone_does_not_break():
    assert [a for a, _ in _readings(["Sara ha fatto cadere la tazza sul tappeto."])] == ["put_down"]


def test_power_cut_and_back():
    got = [a for a, _ in _readings(["È saltata la luce in tutta la casa.", "Dopo un'ora la corrente è tornata."])]
    assert got == ["power_out", "power_back"]


def test_frozen_and_melted():
    got = _readings(["Il latte era un blocco di ghiaccio.", "Il ghiaccio si è sciolto."])
    assert got == [("is_frozen", {"obj": ["latte"]}), ("melt", {"obj": ["ghiaccio"]})]


def test_pouring_a_measure_from_a_source():
    got = _readings(["Versa due cucchiai di zucchero dal barattolo nella tazza."])
    assert got == [("pour", {"actor": [IMPERATIVE_ACTOR], "obj": ["zucchero"], "src": ["barattolo"], "dest": ["tazza"]})]


def test_the_last_one_then_one_more_is_another_thing():
    reading = read_story(["Luca ha preso l'ultima pera dal cesto.", "Luca ha preso una pera dal cesto."], lang="it")
    assert reading.readings[0].all_of == {"obj"}
    assert ("pera altro", "pera") in reading.another_of


def test_trip_to_a_town_by_train_and_back_home():
    reading = read_story(["Lunedì Carla è partita in treno per Torino.", "Venerdì Carla è tornata a Bari."], lang="it")
    go = [r.fillers for r in reading.readings if r.action == "go"]
    assert go[0]["to"] == ["torino"] and go[0]["tool"] == ["treno"] and go[0]["actor"] == ["Carla"]
    assert go[1]["to"] == ["casa"]
    assert reading.named_places == ["torino"]


def test_days_are_no_names_and_first_person_acts():
    reading = read_story(["Domenica ho prestato il mio trapano a Paolo."], lang="it")
    assert reading.readings[0].fillers["actor"] == [FIRST_PERSON_ACTOR]
    assert "Domenica" not in reading.persons


def test_a_narrative_is_no_plan():
    reading = read_story(["Marta ha lavato i piatti.", "Porta la tovaglia in cucina."], lang="it")
    assert IMPERATIVE_ACTOR not in reading.persons


def test_closing_a_lid_closes_its_container():
    got = _readings(["Ho riempito il barattolo di zucchero.", "Poi ho chiuso bene il coperchio."])
    assert got[-1] == ("close", {"actor": [FIRST_PERSON_ACTOR], "obj": ["barattolo"]})
    got = _readings(["Marco ha chiuso il tappo della bottiglia di vino."])
    assert got[-1][1]["obj"] == ["bottiglia vino"]


def test_irregular_participle_read_as_its_verb():
    got = _readings(["Luca ha rotto la tazza.", "Ne ha presa un'altra dalla credenza."])
    assert got[-1] == ("take_out", {"actor": ["Luca"], "obj": ["tazza altro"], "src": ["credenza"]})


def test_a_vessel_names_what_it_holds_as_a_new_supply():
    reading = read_story(["Sara ha bevuto tutto il succo.", "Sara ha comprato una bottiglia di succo di mela.",
                          "Sara ha versato il succo nel bicchiere."], lang="it")
    assert reading.readings[-1].fillers["obj"] == ["succo mela"]
    assert ("succo mela", "succo") in reading.another_of


def test_a_light_switched_on_is_no_thing_named_before():
    got = _readings(["Ha posato la valigia nell'ingresso e ha acceso la luce."])
    assert ("turn_on", {"actor": ["Ha"], "obj": ["valigia"]}) not in got and all(f.get("obj") != ["valigia"] for a, f in got if a == "turn_on")


def test_setting_out_for_a_purpose_is_no_trip():
    assert _readings(["Prima di partire per il weekend, Elena ha chiuso la porta."]) == [("close", {"actor": ["Elena"], "obj": ["porta"]})]


def test_none_left_and_the_light_switched_off():
    assert _readings(["Non c'era più latte nel frigo."]) == [("absent", {"obj": ["latte"]})]
    assert _readings(["Ho spento la luce."]) == [("turn_off", {"actor": [FIRST_PERSON_ACTOR], "obj": ["luce"]})]


def test_an_infinitive_is_no_place_left():
    assert all(a != "leave" for a, _ in _readings(["La mamma ha tolto la torta dal forno e l'ha lasciata raffreddare."]))


def test_locative_ci_is_the_thing_just_named():
    got = _readings(["Marco ha acceso il forno e ci ha messo la torta."])
    assert got[-1] == ("put_into", {"actor": ["Marco"], "obj": ["torta"], "dest": ["forno"]})
    assert [a for a, _ in _readings(["Ha aperto il frigo e c'era il latte."])] == ["open"]


def test_what_the_receiver_did_with_a_lent_thing():
    got = _readings(["Ho prestato la mia macchina a Giulia, che l'ha portata in Puglia."])
    assert got == [("give_away", {"actor": [FIRST_PERSON_ACTOR], "obj": ["macchina"], "to": ["Giulia"]}),
                   ("carry", {"actor": ["Giulia"], "obj": ["macchina"], "to": ["puglia"]})]


# --- round 4: the registers (chat, recipes, robot plans, children's stories, narrative); own sentences

def test_present_first_person_is_the_teller_not_a_command():
    got = _readings(["vado in cucina", "prendo il latte dal frigo", "poi uso la bici"])
    assert [(a, f.get("actor")) for a, f in got] == [("go", [FIRST_PERSON_ACTOR]), ("take_out", [FIRST_PERSON_ACTOR]),
                                                     ("use", [FIRST_PERSON_ACTOR])]


def test_recipe_infinitives_and_numbered_steps_are_the_plans_actor():
    got = _readings(["Togliere il burro dal frigo.", "Sciogliere il burro."])
    assert [(a, f.get("actor")) for a, f in got] == [("take_out", [IMPERATIVE_ACTOR]), ("melt", [IMPERATIVE_ACTOR])]
    got = _readings(["1. vai in cucina", "2) stacca il ventilatore"])
    assert got == [("go", {"actor": [IMPERATIVE_ACTOR], "to": ["cucina"]}),
                   ("unplug", {"actor": [IMPERATIVE_ACTOR], "obj": ["ventilatore"]})]


def test_passato_remoto_and_family_words_act():
    got = _readings(["Pietro prese la chiave e andò al mercato.", "La mamma chiuse la porta a chiave."])
    assert got[-1] == ("lock", {"actor": ["mamma"], "obj": ["porta"]})
    assert [a for a, _ in got] == ["pick_up", "go", "lock"]


def test_given_to_a_person_who_leaves_and_the_subject_left_unsaid():
    got = _readings(["Luca ha chiuso a chiave la porta.", "Poi ha dato la chiave a Marco, che è partito."])
    assert got == [("lock", {"actor": ["Luca"], "obj": ["porta"]}),
                   ("give_away", {"actor": ["Luca"], "obj": ["chiave"], "to": ["Marco"]}),
                   ("go", {"actor": ["Marco"]})]
    got = _readings(["Mio padre ha chiamato mia sorella, che ha aperto la finestra."])
    assert got[-1] == ("open", {"actor": ["sorella"], "obj": ["finestra"]})


def test_a_thing_that_changes_by_itself_and_a_person_who_does_it_to_herself():
    assert _readings(["L'acqua bolle."]) == [("heat", {"obj": ["acqua"]})]
    assert _readings(["La maglia si è asciugata."]) == [("dry", {"obj": ["maglia"]})]
    assert _readings(["Il latte è finito."]) == [("use_up", {"obj": ["latte"]})]
    assert _readings(["è finito il succo"]) == [("use_up", {"obj": ["succo"]})]
    assert [a for a, _ in _readings(["Carla si è asciugata i capelli con il phon."])] == ["dry"]
    assert _readings(["Carla si è asciugata i capelli con il phon."])[0][1]["obj"] == ["capelli"]


def test_a_preposition_in_o_opening_a_clause_is_no_verb():
    got = _readings(["Verso mezzanotte la luce è tornata."])
    assert got == [("power_back", {})]


def test_a_device_watched_on_is_the_instrument_and_a_describing_word_first_keeps_its_sort():
    got = _readings(["Paolo ha regalato il suo vecchio tablet alla nipote.", "La sera, Paolo ha guardato un film sul tablet."])
    assert got[-1] == ("watch", {"actor": ["Paolo"], "obj": ["film"], "tool": ["vecchio tablet"]})


def test_a_family_word_with_si_acts_and_a_phrase_ends_at_its_verb():
    assert _readings(["La nonna si addormentò sul divano."]) == [("sleep", {"actor": ["nonna"]})]
    reading = read_story(["Il ghiaccio nel bicchiere si è sciolto.", "Ho messo il bicchiere in freezer."], lang="it")
    assert not any(" è" in e for e in reading.entities)
    assert reading.readings[-1].fillers["obj"] == ["bicchiere"]


def test_a_flat_battery_takes_its_devices_power_and_a_fall_told_after_the_verb():
    got = _readings(["La batteria del telefono di Giulia era completamente scarica.", "Giulia ha fatto una foto con il telefono."])
    assert got[0] == ("depowered", {"obj": ["telefono"]}) and got[1][1]["tool"] == ["telefono"]
    got = _readings(["ciao! stamattina mi è caduta la tazza preferita e si è rotta"])
    assert [(a, f["obj"]) for a, f in got] == [("put_down", ["tazza preferita"]), ("is_broken", ["tazza preferita"])]


def test_a_vehicle_travelled_in_is_the_instrument_and_offering_gives_away():
    got = _readings(["Domenica mattina Marco è andato al parco in bicicletta."])
    assert got == [("go", {"actor": ["Marco"], "to": ["parco"], "tool": ["bicicletta"]})]
    got = _readings(["La sera il topolino offrì il formaggio ai suoi amici."])
    assert got[0][0] == "give_away" and got[0][1]["obj"] == ["formaggio"]


def test_an_object_after_a_phrase_of_place_two_phrases_in_a_row():
    got = _readings(["Anna ha messo in frigo il latte.", "Marco ha dato a Luca la chiave."])
    assert got == [("put_into", {"actor": ["Anna"], "obj": ["latte"], "dest": ["frigo"]}),
                   ("give_away", {"actor": ["Marco"], "obj": ["chiave"], "to": ["Luca"]})]
    got = _readings(["Butta nella campana del vetro i cocci della caraffa."])
    assert got[0][1]["obj"] == ["cocci caraffa"] and got[0][1]["dest"] == ["campana vetro"]


def test_an_unread_verb_with_an_instrument_is_a_use_of_it():
    got = _readings(["nel pomeriggio ho mandato un messaggio a mia madre col telefono",
                     "Sara ha scritto la lista della spesa sul tablet"])
    assert got == [("use_instrument", {"tool": ["telefono"], "actor": [FIRST_PERSON_ACTOR]}),
                   ("use_instrument", {"tool": ["tablet"], "actor": ["Sara"]})]
    assert [a for a, _ in _readings(["ho mangiato la pasta con mia sorella"])] == ["eat"]


def test_an_intensifier_after_its_describing_word_names_nothing():
    reading = read_story(["La maglietta era bagnata fradicia."], lang="it")
    assert [(r.action, r.described) for r in reading.readings] == [("describe", [("maglietta", "bagnata")])]
