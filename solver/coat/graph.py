"""The COAT knowledge as a graph (networkx) and as RDF Turtle (rdflib, vocabulary kb/physkb.ttl).

A graph view lets users walk the knowledge (which objects serve a utility, which tasks ask
for it, which objects are in context) and hand it to other tools; RDF makes it queryable
with SPARQL.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from solver.atomic import write_text
from solver.coat.derive import derive
from solver.coat.knowledge import CoatKB
from solver.paths import KB_DIR
import networkx as nx

VOCAB = "https://physkb.example/vocab#"
BASE = "https://physkb.example/coat/"
VOCAB_FILE = KB_DIR / "physkb.ttl"


def node_id(kind: str, *names: str) -> str:
    return f"{kind}:" + "|".join(names)


def knowledge_graph(kb: CoatKB) -> Any:
    """A networkx DiGraph: utility, object, task and question nodes; serves, asks, context edges.

    Edges: object -serves-> utility; question -task-> task; question -utility-> utility;
    question -context-> object (the context objects of that <task, utility>).
    """
    g = nx.DiGraph(source=kb.source, fingerprint=kb.fingerprint)
    for u in kb.utilities:
        g.add_node(node_id("utility", u), kind="utility", name=u)
    for o in kb.objects:
        cv = kb.common_values.get(o)
        attrs: dict[str, Any] = {"kind": "object", "name": o}
        if cv:
            attrs.update(mass=list(cv.mass), material=list(cv.material), temperature=list(cv.temperature))
        attrs["ideal_temperature"] = list(kb.ideal_temperatures.get(o, ()))
        g.add_node(node_id("object", o), **attrs)
    for u, objs in kb.utility_objects.items():
        g.add_node(node_id("utility", u), kind="utility", name=u)
        for o in objs:
            g.add_edge(node_id("object", o), node_id("utility", u), relation="serves")
    for u, t in kb.pairs:
        q = node_id("question", u, t)
        g.add_node(node_id("task", t), kind="task", name=t)
        g.add_node(q, kind="question", task=t, utility=u)
        g.add_edge(q, node_id("task", t), relation="task")
        g.add_edge(q, node_id("utility", u), relation="utility")
    for (u, t), objs in kb.context_objects.items():
        q = node_id("question", u, t)
        if q not in g:
            g.add_node(q, kind="question", task=t, utility=u)
        for o in objs:
            if node_id("object", o) not in g:
                g.add_node(node_id("object", o), kind="object", name=o)
            g.add_edge(q, node_id("object", o), relation="context")
    return g


def _iri(kind: str, *names: str) -> str:
    return BASE + kind + "/" + "/".join(quote(n, safe="") for n in names)


def rdf_graph(kb: CoatKB) -> Any:
    """An rdflib Graph of the knowledge, including the vocabulary (kb/physkb.ttl)."""
    # deferred: loads rdflib only when this runs
    from rdflib import RDF, RDFS, Graph, Literal, Namespace, URIRef

    phk = Namespace(VOCAB)
    g = Graph()
    g.bind("phk", phk)
    g.bind("coat", Namespace(BASE))
    g.parse(VOCAB_FILE, format="turtle")
    nodes = knowledge_graph(kb)
    for nid, attrs in nodes.nodes(data=True):
        kind = attrs["kind"]
        if kind == "question":
            ref = URIRef(_iri("question", attrs["utility"], attrs["task"]))
            g.add((ref, RDF.type, phk.Question))
            g.add((ref, RDFS.label, Literal(f"{attrs['task']} ({attrs['utility']})")))
            continue
        ref = URIRef(_iri(kind, attrs["name"]))
        g.add((ref, RDF.type, phk[kind.capitalize()]))
        g.add((ref, RDFS.label, Literal(attrs["name"])))
        if kind == "object":
            for value in attrs.get("mass", []):
                g.add((ref, phk.commonMass, Literal(value)))
            for value in attrs.get("material", []):
                g.add((ref, phk.commonMaterial, Literal(value)))
            for value in attrs.get("temperature", []):
                g.add((ref, phk.commonTemperature, Literal(value)))
            for value in attrs.get("ideal_temperature", []):
                g.add((ref, phk.idealTemperature, Literal(value)))

    def ref_of(nid: str) -> URIRef:
        attrs = nodes.nodes[nid]
        if attrs["kind"] == "question":
            return URIRef(_iri("question", attrs["utility"], attrs["task"]))
        return URIRef(_iri(attrs["kind"], attrs["name"]))

    predicate = {"serves": phk.serves, "task": phk.task, "utility": phk.utility, "context": phk.contextObject}
    for a, b, attrs in nodes.edges(data=True):
        g.add((ref_of(a), predicate[attrs["relation"]], ref_of(b)))
    # Preferred materials come from the rules (the ideal configurations), not recomputed here.

    for (u, t), configs in derive(kb).ideal_configurations.items():
        q = URIRef(_iri("question", u, t))
        for c in configs:
            common = kb.common_values.get(c.object_name)
            if common is not None and len(common.material) > 1:
                g.add((q, phk.preferredMaterial, Literal(f"{c.object_name}:{c.material}")))
    for (u, t, o), pref in kb.material_preferences.items():
        for m in pref.bad:
            g.add((URIRef(_iri("question", u, t)), phk.badMaterial, Literal(f"{o}:{m}")))
    return g


def export_rdf(kb: CoatKB, out: Path) -> int:
    """Write the knowledge as Turtle to `out`; returns the number of triples."""
    g = rdf_graph(kb)
    write_text(out, g.serialize(format="turtle"))
    return len(g)


EXAMPLE_QUERY = """PREFIX phk: <https://physkb.example/vocab#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?task ?object WHERE {
  ?q phk:utility/rdfs:label "cutting" ;
     phk:task/rdfs:label ?task ;
     phk:contextObject/rdfs:label ?object .
} ORDER BY ?task ?object"""
