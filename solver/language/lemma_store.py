"""simplemma's lemma dictionaries, kept as SQLite tables in physkb's cache folder.

Why: simplemma decodes a language's whole dictionary (181,000 English forms) the first time one word of
that language is lemmatised, a fifth of a second of every cold command. `StoredDictionaryFactory` plugs
into simplemma's own DictionaryFactory protocol, so lemmas come from simplemma's strategies over the
same dictionary; only where the dictionary is read from changes. The table is written once per
simplemma version and language; where the cache folder cannot be written simplemma's in-memory
dictionary is used as it ships.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping
from pathlib import Path

import simplemma
from simplemma.strategies.dictionaries import DefaultDictionaryFactory, DictionaryFactory

from solver.errors import DataError
from solver.language.lookup_store import TableReader, cache_dir, readable, write_tables

_PREFIX = "simplemma-"


class StoredForms(Mapping[str, str]):
    """One language's word form -> lemma table, read key by key from its SQLite file."""

    def __init__(self, path: Path) -> None:
        self._reader = TableReader(path)

    def __getitem__(self, form: str) -> str:
        found = self._reader.get("forms", form)
        if found is None:
            raise KeyError(form)
        return found

    def get(self, form: str, default=None):  # type: ignore[override]  # a miss costs one lookup, no exception
        found = self._reader.get("forms", form)
        return default if found is None else found

    def __contains__(self, form: object) -> bool:
        return isinstance(form, str) and self._reader.get("forms", form) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self._reader.keys("forms"))

    def __len__(self) -> int:
        return self._reader.count("forms")


def _table_file(lang: str) -> Path:
    return cache_dir() / f"{_PREFIX}{simplemma.__version__}-{lang}.sqlite"


class StoredDictionaryFactory(DictionaryFactory):
    """simplemma's dictionaries served from the cache folder (built from simplemma's own on first use)."""

    def __init__(self) -> None:
        self._shipped = DefaultDictionaryFactory()
        self._opened: dict[str, Mapping[str, str]] = {}

    def get_dictionary(self, lang: str) -> Mapping[str, str]:
        if lang not in self._opened:
            self._opened[lang] = self._open(lang)
        return self._opened[lang]

    def _open(self, lang: str) -> Mapping[str, str]:
        path = _table_file(lang)
        if readable(path, ("forms",)):
            return StoredForms(path)
        shipped = self._shipped.get_dictionary(lang)  # ValueError for a language simplemma lacks
        try:
            write_tables(path, {"forms": shipped.items()})
        except (OSError, sqlite3.Error, DataError):
            return shipped  # a read-only cache folder: simplemma's own, decoded in memory
        for old in path.parent.glob(f"{_PREFIX}*-{lang}.sqlite"):  # tables of other simplemma versions
            if old != path:
                old.unlink(missing_ok=True)
        return StoredForms(path)
