"""The COAT knowledge as a networkx graph and as RDF Turtle (with a SPARQL query over it)."""
from __future__ import annotations

from pathlib import Path

from solver.coat.graph import EXAMPLE_QUERY, knowledge_graph, node_id
from solver.coat.knowledge import load_coat_kb


def test_knowledge_graph_edges() -> None:
    kb = load_coat_kb(None)
    g = knowledge_graph(kb)
    assert g.nodes[node_id("utility", "cutting")]["kind"] == "utility"
    assert g.edges[node_id("object", "Knife"), node_id("utility", "cutting")]["relation"] == "serves"
    q = node_id("question", "cutting", "cutting a cake")
    context = {b for _, b, r in g.out_edges(q, data="relation") if r == "context"}
    assert context == {node_id("object", "Knife"), node_id("object", "ButterKnife")}
    assert not g.has_edge(node_id("object", "Pillow"), node_id("utility", "cutting"))
    kinds = {a["kind"] for _, a in g.nodes(data=True)}
    assert kinds == {"utility", "object", "task", "question"}


def test_export_rdf_and_sparql(cli, tmp_path: Path) -> None:
    from rdflib import Graph

    out = tmp_path / "coat.ttl"
    code, stdout, err = cli("export", "rdf", "--out", str(out))
    assert code == 0, err
    g = Graph().parse(out, format="turtle")
    rows = {(str(r.task), str(r.object)) for r in g.query(EXAMPLE_QUERY)}
    assert ("cutting a cake", "Knife") in rows and ("opening a parcel", "Scissors") in rows
    assert ("cutting a cake", "Scissors") not in rows


def test_export_rdf_release(coat_data: Path, tmp_path: Path) -> None:
    from rdflib import Graph

    from solver.coat.graph import export_rdf

    out = tmp_path / "release.ttl"
    n = export_rdf(load_coat_kb(coat_data), out)
    g = Graph().parse(out, format="turtle")
    assert len(g) == n
    questions = list(g.query("PREFIX phk: <https://physkb.example/vocab#> SELECT (COUNT(?q) AS ?n) WHERE { ?q a phk:Question }"))
    assert int(questions[0][0]) == 96
