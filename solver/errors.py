"""Errors that reach the user as one clear message, never as a bare traceback."""
from __future__ import annotations
import difflib


class PhyskbError(Exception):
    """A user-facing error: bad input, a missing file, an unknown name.

    The CLI prints it (no traceback) and exits with `exit_code`. `where` names the file,
    record and field at fault so the user can find it without reading our code.
    """

    exit_code: int = 1

    def __init__(self, message: str, where: str | None = None) -> None:
        self.message = message
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


class DataError(PhyskbError):
    """A release or KB file is missing or malformed (names file, record, field)."""


MAX_SHOWN = 100  # characters of a user's name echoed back in a message


def shorten(name: str, limit: int = MAX_SHOWN) -> str:
    """repr() of a name, cut to `limit` characters with its full length said: a 100,000-character
    name pasted by mistake must not be echoed whole into the terminal or a log."""
    if len(name) <= limit:
        return repr(name)
    return f"{name[:limit]!r}... ({len(name):,} characters)"


class UnknownNameError(PhyskbError):
    """An unknown task, utility, object or model name; carries the closest known names."""

    exit_code = 2

    def __init__(self, kind: str, name: str, known: list[str] | tuple[str, ...] | set[str]) -> None:

        name = str(name)
        # A name far longer than any known one is compared by its start only (difflib is quadratic).
        close = difflib.get_close_matches(name[:MAX_SHOWN], sorted(map(str, known)), n=5, cutoff=0.4)
        if close:
            hint = f"; closest known: {', '.join(close)}"
        else:  # nothing close: the known names themselves (the first of them when there are many)
            names = sorted(map(str, known))
            hint = f"; known: {', '.join(names[:20])}{' ...' if len(names) > 20 else ''}" if names else ""
        super().__init__(f"unknown {kind} {shorten(name)}{hint}")
        self.kind = kind
        self.name = name
        self.closest = close
