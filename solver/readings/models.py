"""The pydantic models and the JSON Schema of a reading, generated from the vocabulary's declaration.

A reading is one story read sentence by sentence into physkb's state vocabulary. Its record models are
not written here by hand: each comes from a told_* predicate of solver/logic/vocabulary.py (its fields,
their clorm types) and the value domains of kb/language/state_glosses.lp, so the predicates the laws read,
the models a reader fills and the schema a model is constrained by cannot drift apart.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, Literal, Optional, Union

from clorm import ConstantField, IntegerField, StringField
from pydantic import BaseModel, ConfigDict, Field, create_model

from solver.logic.vocabulary import (
    RECORDS, SENTENCE_FIELDS, NameField, QuantityField, RecordKind, TruthField, vocabulary,
)

Name = Annotated[str, Field(min_length=1, max_length=200)]
LANGUAGES = ("en", "it")


def _field_type(kind: RecordKind, name: str) -> tuple[Any, Any]:
    """(annotation, default) of one record field, from its clorm field type and its kb domain."""
    defn = type(kind.predicate.meta[name].defn)
    domains = dict(kind.domains)
    values = vocabulary().domains.get(domains.get(name, ""), ())
    if issubclass(defn, TruthField):
        return Optional[bool], None
    if issubclass(defn, NameField):
        return Optional[Name], None
    if issubclass(defn, QuantityField):
        return Optional[Union[Literal[values], Annotated[int, Field(ge=0)]]], None  # type: ignore[valid-type]
    if issubclass(defn, ConstantField):
        if not values:
            raise ValueError(f"{kind.predicate.__name__}.{name}: a constant field needs a domain in RECORDS")
        return Literal[values], ...  # type: ignore[valid-type]
    if issubclass(defn, StringField):
        return Name, ...
    if issubclass(defn, IntegerField):
        return int, ...
    raise ValueError(f"{kind.predicate.__name__}.{name}: no JSON type for {defn.__name__}")


def _record_model(kind: RecordKind) -> type[BaseModel]:
    fields = {name: _field_type(kind, name) for name in kind.fields}
    doc = (kind.predicate.__doc__ or "").strip().split(": ", 1)[-1]  # without the predicate's name/arity
    return create_model(kind.predicate.__name__.removeprefix("Told") + "Record",
                        __config__=ConfigDict(extra="forbid"), __doc__=doc, **fields)  # type: ignore[call-overload]


@lru_cache(maxsize=1)
def _models() -> tuple[dict[str, type[BaseModel]], type[BaseModel], type[BaseModel]]:
    voc = vocabulary()
    records = {kind.name: _record_model(kind) for kind in RECORDS}
    sentence_fields: dict[str, Any] = {
        "sentence": (Annotated[int, Field(ge=0, description="the sentence's number, counting from 0")], ...),
        "text": (Optional[str], Field(None, description="the sentence, as written (optional)")),
    }
    for json_name, _predicate, domain in SENTENCE_FIELDS:
        sentence_fields[json_name] = (Optional[Literal[voc.domains[domain]]],  # type: ignore[valid-type]
                                      Field(None, description=voc.record_glosses.get(("en", json_name), "")))
    for name, model in records.items():
        sentence_fields[name] = (list[model], Field(default_factory=list,  # type: ignore[valid-type]
                                                    description=voc.record_glosses.get(("en", name), "")))
    sentence = create_model("SentenceReading", __config__=ConfigDict(extra="forbid"),
                            __doc__="What one sentence needs (pre) and brings about (post).", **sentence_fields)
    reading = create_model(
        "Reading", __config__=ConfigDict(extra="forbid"),
        __doc__=f"One story read into physkb's state vocabulary ({voc.version}).",
        vocabulary=(Literal[voc.version], Field(voc.version, description="the vocabulary's version")),  # type: ignore[valid-type]
        story=(Name, Field(..., description="the story's id")),
        lang=(Literal[LANGUAGES], Field("en", description="the story's language")),  # type: ignore[valid-type]
        people=(list[Name], Field(default_factory=list, description=voc.record_glosses.get(("en", "people"), ""))),
        sentences=(list[sentence], Field(..., description="one entry per sentence, in order")),  # type: ignore[valid-type]
    )
    return records, sentence, reading


RECORD_MODELS: dict[str, type[BaseModel]] = _models()[0]
SentenceReading: type[BaseModel] = _models()[1]
Reading: type[BaseModel] = _models()[2]
VOCABULARY_VERSION: str = vocabulary().version


def reading_schema() -> dict:
    """The JSON Schema of one story's reading (what a model is asked for and constrained by)."""
    return Reading.model_json_schema()
