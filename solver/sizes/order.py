"""The size order's consistency, checked with networkx outside the probabilistic program.

The sure part of the order (certainly_bigger/2 in rules/sizes_prior.pl: a gap of at least
CERTAIN_Z combined spreads) and the KB's known_bigger/2 facts must form one order: a
directed graph without a cycle, whose transitive closure never says X > Z where the
prior believes Z is bigger. Keeping this check (and any transitive reasoning) out of
ProbLog keeps its grounding free of recursive rules over many nouns.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import lru_cache

CERTAIN_Z = 1.645  # mirrors certainly_bigger/2 in rules/sizes_prior.pl (Phi(z) >= 0.95)


@dataclass
class OrderReport:
    nouns: int
    certain_edges: int
    known_facts: int
    acyclic: bool
    cycle: list[str] = field(default_factory=list)
    closure_edges: int = 0
    closure_violations: list[tuple[str, str]] = field(default_factory=list)
    known_against_prior: list[tuple[str, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.acyclic and not self.closure_violations and not self.known_against_prior

    def to_dict(self) -> dict:
        d = asdict(self)
        d["ok"] = self.ok
        return d


@lru_cache(maxsize=1)
def noun_scales() -> dict[str, tuple[float, float]]:
    """(log size, squared log spread) per noun, as ProbLog's noun_scale/3 computes them."""
    from problog import get_evaluatable
    from problog.logic import Term, Var

    from solver.sizes.knowledge import atom_name
    from solver.sizes.reasoner import _prepared

    engine, db = _prepared()
    ext = db.extend()
    ext.add_fact(Term("query", Term("noun_scale", Var("N"), Var("L"), Var("V"))))
    values = get_evaluatable("sdd").create_from(ext, engine=engine).evaluate()
    return {atom_name(t.args[0]): (float(t.args[1]), float(t.args[2])) for t, p in values.items() if p > 0.5}


def certain_edges(scales: dict[str, tuple[float, float]]) -> list[tuple[str, str]]:
    """(bigger, smaller) pairs the prior is sure of."""
    items = sorted(scales.items(), key=lambda kv: kv[1][0])
    edges = []
    for i, (small, (ls, vs)) in enumerate(items):
        for big, (lb, vb) in items[i + 1:]:
            if (lb - ls) / ((vs + vb) ** 0.5) >= CERTAIN_Z:
                edges.append((big, small))
    return edges


def check_order() -> OrderReport:
    """The project KB's order: ProbLog's noun scales and the KB's known_bigger facts."""
    from solver.sizes.knowledge import default_kb

    return order_report(noun_scales(), default_kb().known_bigger)


def order_report(scales: dict[str, tuple[float, float]], known: tuple[tuple[str, str], ...] | list) -> OrderReport:
    """Sure edges plus known facts as a networkx graph: cycle, closure and prior checks."""
    import networkx as nx

    edges = certain_edges(scales)
    graph = nx.DiGraph()
    graph.add_nodes_from(scales)
    graph.add_edges_from(edges)
    graph.add_edges_from(known)
    report = OrderReport(nouns=len(scales), certain_edges=len(edges), known_facts=len(known), acyclic=True)
    report.known_against_prior = [(b, s) for b, s in known if scales[b][0] <= scales[s][0]]
    if not nx.is_directed_acyclic_graph(graph):
        report.acyclic = False
        report.cycle = [u for u, _ in nx.find_cycle(graph)]
        return report
    closure = nx.transitive_closure_dag(graph)
    report.closure_edges = closure.number_of_edges()
    report.closure_violations = sorted((b, s) for b, s in closure.edges if scales[b][0] <= scales[s][0])
    return report
