"""Fields for clorm predicates beyond clorm's own: a term read as its plain text, a tuple as texts."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from clorm import BaseField
import clingo


@lru_cache(maxsize=8192)
def term_text(symbol: Any) -> str:
    """A term as text with strings unquoted: on("gas") -> on(gas), loc -> loc, "a b" -> a b.

    Built from the symbol's structure, not from its printed form. Cached: a solve's proposals repeat the
    same few attributes and values tens of thousands of times, and walking a symbol goes through clingo's
    foreign calls (a third of decoding the 322 curated stories' proposals)."""
    kind = symbol.type
    if kind == clingo.SymbolType.String:
        return symbol.string
    if kind == clingo.SymbolType.Number:
        return str(symbol.number)
    if kind == clingo.SymbolType.Function:
        args = ",".join(term_text(a) for a in symbol.arguments)
        if not symbol.name:  # a tuple
            return f"({args}{',' if len(symbol.arguments) == 1 else ''})"
        return f"{'-' if symbol.negative else ''}{symbol.name}({args})" if symbol.arguments else symbol.name
    return str(symbol)  # #inf / #sup


class TermTextField(BaseField):
    """Any term, read as term_text (a state attribute may be a constant or a term like on("gas"))."""

    def cltopy(symbol: Any) -> str:  # type: ignore[misc]  # clorm calls it as a plain function
        return term_text(symbol)

    def pytocl(value: str) -> Any:  # type: ignore[misc]

        return clingo.parse_term(value)


class TextTupleField(BaseField):
    """A tuple term of any length, read as the plain text of each item: ("a", b) -> ("a", "b").

    For list-valued facts of the knowledge files (domain_values(mass, ("light", ...))): clorm's own
    tuple fields have a fixed arity. A single non-tuple term reads as a one-item tuple."""

    def cltopy(symbol: Any) -> tuple[str, ...]:  # type: ignore[misc]  # clorm calls it as a plain function

        if symbol.type == clingo.SymbolType.Function and not symbol.name:
            return tuple(term_text(a) for a in symbol.arguments)
        return (term_text(symbol),)

    def pytocl(value: tuple[str, ...]) -> Any:  # type: ignore[misc]

        return clingo.Tuple_([clingo.String(v) for v in value])
