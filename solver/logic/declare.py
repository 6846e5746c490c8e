"""Declaring the schema: one line per predicate (its name, what it is, its typed arguments in order).

Written as classes, the predicates of solver/logic were the same five-line block again and again
(`class X(Predicate, name="x")`, a docstring, one field per line), and a predicate's arguments
were hard to see at a glance among them. Here a predicate is one call that builds the same class
a class statement would: a clorm Predicate for ASP (`predicate`), a frozen dataclass `Fact` for
ProbLog (`fact`); its class name is the predicate name in CamelCase (verdict -> Verdict) unless
one is given.
Arguments that several predicates share in the same order (a COAT question's utility, task and
object) are one dict, spread with `**`.
"""
from __future__ import annotations

import sys
import types
from dataclasses import make_dataclass
from typing import Any

from clorm import Predicate

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
    name = name or class_name(functor)
    namespace = {"__module__": _caller_module(), "__qualname__": name, "__doc__": doc or None, **fields}
    return types.new_class(name, (Predicate,), {"name": functor}, lambda ns: ns.update(namespace))


def fact(functor: str, *, doc: str = "", **fields: Any) -> type[Fact]:
    """A ProbLog fact or answer `functor` (a frozen dataclass of solver.logic.problog.Fact) whose arguments are
    `fields` in order (name -> str, int, float, tuple[str, ...] or Any)."""
    name = class_name(functor)
    cls = make_dataclass(name, list(fields.items()), bases=(Fact,), frozen=True,
                         namespace={"FUNCTOR": functor, "__doc__": doc or None})
    cls.__module__ = _caller_module()
    return cls
