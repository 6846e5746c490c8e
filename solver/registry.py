"""A registry of named things (benchmarks, release descriptors): the project's own listed once, plug-ins after."""
from __future__ import annotations

from typing import Generic, Iterable, TypeVar

from solver.errors import PhyskbError, UnknownNameError

T = TypeVar("T")


class Registry(dict[str, T], Generic[T]):
    """name -> entry (anything with a `name`), in registration order: the order commands and reports list them."""

    def __init__(self, what: str, entries: Iterable[T]) -> None:
        super().__init__((entry.name, entry) for entry in entries)  # type: ignore[attr-defined]
        self.what = what

    def register(self, entry: T) -> T:
        """Add an entry after the project's own (a plug-in's, a test's); a name taken by another is an error."""
        name = entry.name  # type: ignore[attr-defined]
        if self.get(name, entry) is not entry:
            raise PhyskbError(f"{self.what} name {name!r} is taken")
        self[name] = entry
        return entry

    def unregister(self, name: str) -> None:
        """Remove an entry added with `register` (tests clean up their toys)."""
        self.pop(name, None)

    def named(self, name: str) -> T:
        """The entry called `name`; an unknown name is an UnknownNameError listing the close ones."""
        if name not in self:
            raise UnknownNameError(self.what, name, list(self))
        return self[name]
