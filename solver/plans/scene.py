"""A VirtualHome scene graph, read and turned into the facts the plans programs read.

The graph is `{"nodes": [...], "edges": [...]}` or EAI's file holding it under `init_graph`. A node
carries its properties (GRABBABLE, CAN_OPEN, ...) as the executor reads them; a node without a
`properties` field takes its class's properties from the environment's own property data
(`resources/properties_data.json` of the installed eai-eval package), read at run time, never copied.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Iterable

import clingo

from solver.errors import DataError
from solver.logic.asp import decode
from solver.logic.plans import (VhCharacter, VhClassHas, VhClassWord, VhInitEdge, VhInitState, VhNode, VhProp,
    VhRoom)
from solver.logic.tables import facts_of
from solver.paths import kb_file
from solver.plans.eai_package import eai_root
from solver.textfiles import read_json

NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
RELATIONS = ("close", "facing", "inside", "on", "between", "holds_rh", "holds_lh")
MAX_NODES = 20_000
MAX_EDGES = 400_000


@dataclass(frozen=True)
class Node:
    id: int
    class_name: str
    category: str
    properties: tuple[str, ...]
    states: tuple[str, ...]


@dataclass(frozen=True)
class Scene:
    """Nodes by id, edges as (from, relation, to) with lowercase relations, and the acting character."""

    nodes: dict[int, Node]
    edges: tuple[tuple[int, str, int], ...]
    character: int
    source: str

    def name_of(self, node: int) -> str:
        found = self.nodes.get(node)
        return f"<{found.class_name}> ({node})" if found else f"({node})"

    @cached_property
    def index(self) -> "SceneIndex":
        """The scene's facts as text per node and its edges by end, built once per scene (every plan
        checked on the scene reuses them)."""
        return SceneIndex(self)


@lru_cache(maxsize=1)
def class_properties() -> dict[str, tuple[str, ...]]:
    """The environment's property data: class name -> properties (installed eai-eval package)."""
    path = eai_root() / "resources" / "properties_data.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: tuple(p.lower() for p in props) for name, props in data.items()}


def _token(value: Any, what: str, where: str) -> str:
    if not isinstance(value, str) or not NAME.match(value):
        raise DataError(f"{what} {value!r} is not a name (letters, digits, _)"[:200], where=where)
    return value.lower()


def _node(raw: Any, where: str) -> Node:
    if not isinstance(raw, dict):
        raise DataError("a node must be an object with id and class_name", where=where)
    node_id, class_name = raw.get("id"), raw.get("class_name")
    if isinstance(node_id, bool) or not isinstance(node_id, int):
        raise DataError(f"node id {node_id!r} is not an integer", where=where)
    if not isinstance(class_name, str) or not class_name:
        raise DataError(f"class_name {class_name!r} is not a name", where=where)
    states = raw.get("states", [])
    if not isinstance(states, list):
        raise DataError("states must be a list", where=where)
    if "properties" in raw:
        if not isinstance(raw["properties"], list):
            raise DataError("properties must be a list", where=where)
        properties = tuple(_token(p, "property", where) for p in raw["properties"])
    else:
        properties = class_properties().get(class_name, ())
    category = raw.get("category") or ""
    return Node(node_id, class_name, str(category), properties, tuple(_token(s, "state", where) for s in states))


def scene_from_json(data: Any, source: str) -> Scene:
    """A Scene from a parsed graph: `{"nodes", "edges"}` or `{"init_graph": {...}}`."""
    if isinstance(data, dict) and "init_graph" in data:
        data = data["init_graph"]
        source = f"{source}, init_graph"
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list) or not isinstance(data.get("edges"), list):
        raise DataError("a scene graph needs \"nodes\" and \"edges\" lists (or EAI's \"init_graph\")", where=source)
    if len(data["nodes"]) > MAX_NODES or len(data["edges"]) > MAX_EDGES:
        raise DataError(f"the graph is too large (at most {MAX_NODES:,} nodes and {MAX_EDGES:,} edges)", where=source)
    nodes: dict[int, Node] = {}
    for index, raw in enumerate(data["nodes"]):
        node = _node(raw, f"{source}, nodes[{index}]")
        nodes[node.id] = node  # the executor keeps the last of duplicate ids
    edges: dict[tuple[int, str, int], None] = {}
    for index, raw in enumerate(data["edges"]):
        where = f"{source}, edges[{index}]"
        if not isinstance(raw, dict):
            raise DataError("an edge must be an object with from_id, relation_type, to_id", where=where)
        src, rel, dst = raw.get("from_id"), raw.get("relation_type"), raw.get("to_id")
        relation = _token(rel, "relation_type", where)
        if relation not in RELATIONS:
            raise DataError(f"unknown relation_type {rel!r} (known: {', '.join(r.upper() for r in RELATIONS)})", where=where)
        for end in (src, dst):
            if isinstance(end, bool) or not isinstance(end, int) or end not in nodes:
                raise DataError(f"edge end {end!r} is not a node of the graph", where=where)
        edges[(src, relation, dst)] = None
    characters = sorted(n.id for n in nodes.values() if n.class_name == "character")
    if not characters:
        raise DataError("the graph has no node of class character (the agent)", where=source)
    return Scene(nodes, tuple(edges), characters[0], source)


def read_scene(path: Path) -> Scene:
    """The scene graph in a JSON file."""
    return scene_from_json(read_json(path, "scene graph"), str(path))


@lru_cache(maxsize=1)
def class_words() -> tuple[str, ...]:
    """Words the executor looks for inside class names (kb/plans/commonsense.lp vh_class_word/1)."""
    return tuple(w.word for w in decode(facts_of(kb_file("plans/commonsense.lp")), VhClassWord))


def scene_facts(scene: Scene, objects: Iterable[int] | None = None) -> list[Any]:
    """The scene as vh_* facts. With `objects` (the plan's node ids), only the edges the programs can
    read are written: the character's, those touching one of the objects, and every INSIDE and BETWEEN
    edge (rooms and doors); the others never change and are never asked about."""
    keep = None if objects is None else set(objects) | {scene.character}
    words = class_words()
    facts: list[Any] = [VhCharacter(scene.character)]
    for node in scene.nodes.values():
        facts.append(VhNode(node.id, node.class_name))
        if node.category == "Rooms":
            facts.append(VhRoom(node.id))
        facts.extend(VhProp(node.id, p) for p in node.properties)
        facts.extend(VhInitState(node.id, s) for s in node.states)
        facts.extend(VhClassHas(node.id, w) for w in words if w in node.class_name)
    for src, rel, dst in scene.edges:
        if keep is None or rel in ("inside", "between") or src in keep or dst in keep:
            facts.append(VhInitEdge(src, rel, dst))
    return facts


@lru_cache(maxsize=4096)
def _asp_string(text: str) -> str:
    """A class name as an ASP string, printed by clingo itself (names repeat: cached)."""
    return str(clingo.String(text))


class SceneIndex:
    """A scene's facts as program text, node by node, and its edges by end.

    Building clorm facts for the ~1,600 atoms of a whole scene took most of a plan's check; the text
    here is written once per scene and a plan's program takes only the nodes its rules can read
    (`scene_program`). Constants are the loader's checked tokens (lowercase names), ids integers and
    class names strings printed by clingo, so the text is what clingo's printer would write."""

    def __init__(self, scene: Scene) -> None:
        words = class_words()
        self.character = scene.character
        self.node_text: dict[int, str] = {}
        for node in scene.nodes.values():
            parts = [f"vh_node({node.id},{_asp_string(node.class_name)})."]
            if node.category == "Rooms":
                parts.append(f"vh_room({node.id}).")
            parts.extend(f"vh_prop({node.id},{p})." for p in node.properties)
            parts.extend(f"vh_init_state({node.id},{st})." for st in node.states)
            parts.extend(f"vh_class_has({node.id},{_asp_string(w)})." for w in words if w in node.class_name)
            self.node_text[node.id] = "".join(parts)
        self.out_edges: dict[int, list[tuple[int, str, int]]] = defaultdict(list)
        self.in_edges: dict[int, list[tuple[int, str, int]]] = defaultdict(list)
        for edge in scene.edges:
            self.out_edges[edge[0]].append(edge)
            self.in_edges[edge[2]].append(edge)
        between = [edge for edge in scene.edges if edge[1] == "between"]
        # nodes every plan's program reads whatever it names: the character, the rooms, the body parts
        # (walking comes close to them), the ways between rooms (the door rule) and their ends
        self.always = {scene.character}
        self.always.update(n.id for n in scene.nodes.values()
                           if n.category == "Rooms" or "body_part" in n.properties
                           or n.class_name in ("door", "doorjamb"))
        for src, _, dst in between:
            self.always.update((src, dst))
        self.between = between
        self.rooms = {n.id for n in scene.nodes.values() if n.category == "Rooms"}
        self._full: str | None = None

    def program(self, objects: Iterable[int] | None) -> str:
        """The scene facts a plan naming `objects` needs, as program text (see scene_program)."""
        if objects is None:
            return self.full_program()
        core = {x for x in objects if x in self.node_text} | {self.character}
        nodes = set(self.always) | core
        edges: set[tuple[int, str, int]] = set(self.between)
        for x in core:
            for edge in self.out_edges.get(x, ()):
                edges.add(edge)
                nodes.add(edge[2])
            if x in self.rooms:  # what lies in a named room is never read (rules/plans_state.lp)
                continue
            for edge in self.in_edges.get(x, ()):
                edges.add(edge)
                if edge[1] == "on":  # what stands on a named thing: eating there reads its properties
                    nodes.add(edge[0])
        # the rooms of the things read: every INSIDE edge up from each of them
        todo = list(nodes)
        while todo:
            x = todo.pop()
            for edge in self.out_edges.get(x, ()):
                if edge[1] == "inside":
                    edges.add(edge)
                    if edge[2] not in nodes:
                        nodes.add(edge[2])
                        todo.append(edge[2])
        text = [f"vh_character({self.character})."] + [self.node_text[n] for n in sorted(nodes)]
        text.extend(f"vh_init_edge({a},{r},{b})." for a, r, b in sorted(edges))
        return "\n".join(text)

    def full_program(self) -> str:
        if self._full is None:
            edges = [f"vh_init_edge({a},{r},{b})." for outs in self.out_edges.values() for a, r, b in outs]
            self._full = "\n".join([f"vh_character({self.character})."] + list(self.node_text.values()) + edges)
        return self._full


def scene_program(scene: Scene, objects: Iterable[int] | None = None) -> str:
    """The scene's facts as program text for a plan (or a planner) naming `objects`: those nodes, the
    character, the rooms, the body parts, the doors and the ways between rooms; what stands on a named
    thing; every node at the other end of an edge from a named thing or the character, with the edges
    touching a named thing or the character; and up from each of these nodes its INSIDE edges to the
    room (the rooms of things). That is every fact rules/plans_*.lp read for dyn objects; a fact about
    any other node never changes and is never asked about. `objects=None`: the whole scene."""
    return scene.index.program(objects)
