"""Declaring the schema: one line per predicate (its name, what it is, its typed arguments in order).

Written as classes, the predicates of solver/logic were the same five-line block again and again
(`class X(Predicate, name="x")`, a docstring, one field per line), and a predicate's arguments
were hard to see at a glance among them. Here a predicate is one call that builds the same class
a class statement would: a clorm Predicate for ASP (`predicate`), a frozen dataclass `Fact` for
ProbLog (`fact`); its class name is the predicate name in CamelCase (verdict -> Verdict) unless
one is given.
Arguments that several predicates share in the same order (a COAT question's utility, task and
object) are one dict, spread with `**`.

A module that declares many predicates writes them as one schema table (`predicates`): a signature line
per predicate, `functor(argument: kind, ...)`, with its meaning on the indented lines below. The table
reads like the ASP it types, each predicate's docstring is built from its signature (so a docstring never
restates a name or an arity that has since changed), and one loop turns every entry into its class.
"""
from __future__ import annotations

import sys
import types
from dataclasses import make_dataclass
from typing import Any

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.logic.problog import Fact


def class_name(functor: str) -> str:
    """The class name of a predicate: its name in CamelCase (ai2thor_type -> Ai2thorType)."""
    return "".join(part[:1].upper() + part[1:] for part in functor.split("_"))


def _caller_module() -> str:
    """The module that declares the predicate (two frames up), so its classes pickle and print as its own."""
    return sys._getframe(2).f_globals["__name__"]


def predicate(functor: str, name: str = "", /, *, doc: str = "", **fields: Any) -> type[Predicate]:
    """A clorm predicate `functor` whose arguments are `fields` in order (name -> clorm field class).

    `name` is the class name where the CamelCase functor would not say what the predicate is, or would
    clash with another class of the module (`predicate("sort", "NounSort", ...)`)."""
    return _predicate_class(functor, name or class_name(functor), doc, fields, _caller_module())


def _predicate_class(functor: str, name: str, doc: str, fields: dict[str, Any], module: str) -> type[Predicate]:
    namespace = {"__module__": module, "__qualname__": name, "__doc__": doc or None, **fields}
    return types.new_class(name, (Predicate,), {"name": functor}, lambda ns: ns.update(namespace))


def fact(functor: str, *, doc: str = "", **fields: Any) -> type[Fact]:
    """A ProbLog fact or answer `functor` (a frozen dataclass of solver.logic.problog.Fact) whose arguments are
    `fields` in order (name -> str, int, float, tuple[str, ...] or Any)."""
    name = class_name(functor)
    cls = make_dataclass(name, list(fields.items()), bases=(Fact,), frozen=True,
                         namespace={"FUNCTOR": functor, "__doc__": doc or None})
    cls.__module__ = _caller_module()
    return cls


#: The argument kinds every schema table may name; a table names others through `predicates`' keywords.
BASIC_KINDS: dict[str, Any] = {"constant": ConstantField, "string": StringField, "integer": IntegerField}


def _schema_entries(table: str) -> list[tuple[str, list[str]]]:
    """The table's entries: (signature, meaning lines); a signature runs on until its parentheses close,
    lines starting with `#` are comments."""
    entries: list[tuple[str, list[str]]] = []
    open_signature = False
    for line in table.splitlines():
        text = line.strip()
        if not text or (text.startswith("#") and not open_signature):
            continue
        if open_signature:
            entries[-1] = (f"{entries[-1][0]} {text}", entries[-1][1])
        elif not line[0].isspace():
            entries.append((text, []))
        elif entries:
            entries[-1][1].append(text)
        else:
            raise ValueError(f"schema table: a meaning line before any signature: {text!r}")
        open_signature = entries[-1][0].count("(") > entries[-1][0].count(")")
    return entries


def predicates(table: str, /, **kinds: Any) -> tuple[type[Predicate], ...]:
    """The clorm predicates of a schema table, in its order (unpack them into their class names).

    An entry is `functor(argument: kind, ...)`, then `as ClassName` where the CamelCase functor would not
    say what the predicate is (`sort(...) as NounSort`), then its meaning on indented lines. A kind is one
    of BASIC_KINDS or a keyword of this call naming a clorm field class (`text=TermTextField`); a keyword
    naming a dict of fields is spread where the table writes `**name` (the arguments several predicates
    share in the same order)."""
    known = {**BASIC_KINDS, **kinds}
    declared = []
    for signature, meaning in _schema_entries(table):
        functor, _, rest = signature.partition("(")
        arguments, _, tail = rest.rpartition(")")
        name = tail.strip().removeprefix("as").strip()
        fields: dict[str, Any] = {}
        for argument in filter(None, (a.strip() for a in arguments.split(","))):
            if argument.startswith("**"):
                fields.update(known[argument[2:]])
                continue
            field_name, _, kind = (part.strip() for part in argument.partition(":"))
            if kind not in known:
                raise ValueError(f"schema table: {functor.strip()}'s argument {field_name!r} has the unknown kind "
                                 f"{kind!r}; kinds: {', '.join(known)}")
            fields[field_name] = known[kind]
        functor = functor.strip()
        doc = f"{functor}({', '.join(fields)}): {' '.join(meaning)}" if meaning else ""
        declared.append(_predicate_class(functor, name or class_name(functor), doc, fields, _caller_module()))
    return tuple(declared)
