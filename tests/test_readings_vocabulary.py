"""physkb's state vocabulary: declared once, glossed in English and Italian, models and schema generated from it."""
from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from solver.logic import vocabulary as V
from solver.readings.models import RECORD_MODELS, Reading, reading_schema
from solver.states.model import ATTRIBUTES


def test_vocabulary_holds_trip_attributes_and_locked():
    voc = V.vocabulary()
    assert voc.attributes[:20] == ATTRIBUTES and voc.attributes[20] == "locked"
    assert voc.move_attributes == ("h_location", "location") and voc.lock_attribute == "locked"
    assert set(voc.state_attributes) == set(ATTRIBUTES) - {"h_location", "location"}
    assert voc.version.startswith("physkb-states/")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_attribute_value_change_and_record_is_glossed(lang):
    voc = V.vocabulary()
    for attribute in voc.attributes:
        assert voc.attribute_glosses[(lang, attribute)]
    for attribute in (*voc.state_attributes, voc.lock_attribute):
        assert voc.value_glosses[(lang, attribute, 0)] and voc.value_glosses[(lang, attribute, 1)]
    for changes in voc.changes.values():
        for change in changes:
            assert voc.change_glosses[(lang, change)]
    for q in voc.quantity_values:
        assert voc.quantity_glosses[(lang, q)]
    for e in voc.elapsed_values:
        assert voc.elapsed_glosses[(lang, e)]
    for kind in V.RECORDS:
        assert voc.record_glosses[(lang, kind.name)]
    assert voc.record_glosses[(lang, "people")] and voc.instructions[lang]


def test_record_models_are_generated_from_the_predicates():
    for kind in V.RECORDS:
        predicate_fields = {f.name for f in kind.predicate.meta}
        assert set(kind.fields) <= predicate_fields
        assert tuple(RECORD_MODELS[kind.name].model_fields) == kind.fields
    schema = reading_schema()
    attribute_enum = schema["$defs"]["StateRecord"]["properties"]["attribute"]["enum"]
    assert attribute_enum == list(V.vocabulary().state_attributes)
    assert schema["properties"]["vocabulary"]["const"] == V.vocabulary().version
    json.dumps(schema)  # plain JSON


def test_reading_model_refuses_unknown_values_and_fields():
    ok = {"story": "s", "sentences": [{"sentence": 0, "states": [{"entity": "jar", "attribute": "open", "post": True}],
                                       "quantities": [{"entity": "egg", "post": 2}]}]}
    Reading.model_validate(ok)
    for bad in ({"entity": "jar", "attribute": "opened", "post": True}, {"entity": "jar", "attribute": "open", "post": 1.5},
                {"entity": "", "attribute": "open"}, {"entity": "jar", "attribute": "open", "colour": "red"}):
        with pytest.raises(ValidationError):
            Reading.model_validate({"story": "s", "sentences": [{"sentence": 0, "states": [bad]}]})


def test_told_facts_round_trip_through_clingo():
    from solver.logic.asp import decode, facts_text, solve

    facts = [V.ToldState("s", 0, "jar", "open", None, True), V.ToldQuantity("s", 1, "egg", "last_one", 0),
             V.ToldAt("s", 2, "Tom", "kitchen", None), V.ToldLock("s", 3, "door", True, False, "key", "Tom")]
    shown = solve([], facts_text(facts) + "\n#show told_state/6. #show told_quantity/5. #show told_at/5. #show told_lock/7.")
    assert decode(shown, V.ToldState)[0].pre is None and decode(shown, V.ToldState)[0].post is True
    assert decode(shown, V.ToldQuantity)[0].pre == "last_one" and decode(shown, V.ToldQuantity)[0].post == 0
    assert decode(shown, V.ToldAt)[0].post is None and decode(shown, V.ToldLock)[0].key == "key"
