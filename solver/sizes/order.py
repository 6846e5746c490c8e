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
from solver.logic.problog import decode_args
from solver.logic.sizes import NounScale
import networkx as nx
from problog.logic import Term
from solver.sizes.knowledge import default_kb
from solver.sizes.reasoner import _prepared

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
    """(log size, squared log spread) per noun, as ProbLog's noun_scale/3 computes them.

    noun_scale/3 is deterministic, so the engine's answers are read directly, without
    compiling a formula to weigh them."""
    engine, db = _prepared()
    answers = engine.query(db, Term(NounScale.FUNCTOR, None, None, None))
    scales = (decode_args(args, NounScale, "rules/sizes_prior.pl noun_scale/3") for args in answers)
    return {s.noun: (s.log_size, s.log_spread2) for s in scales}


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
    return order_report(noun_scales(), default_kb().known_bigger)


def order_report(scales: dict[str, tuple[float, float]], known: tuple[tuple[str, str], ...] | list) -> OrderReport:
    """Sure edges plus known facts as a graph: cycle, closure and prior checks.

    Every sure edge points from a larger log size to a smaller one. When every known fact
    does too, each path descends in log size, so the graph has no cycle and its closure
    no violation; only the closure's size is then left to count, which bit sets do in
    milliseconds where building the closure as a networkx graph took about a second.
    A known fact against the prior sends the check through networkx, which names the
    cycle or the violating closure edges.
    """
    edges = certain_edges(scales)
    against = [(b, s) for b, s in known if scales[b][0] <= scales[s][0]]
    if not against:
        return OrderReport(nouns=len(scales), certain_edges=len(edges), known_facts=len(known), acyclic=True,
                           closure_edges=_closure_size(scales, edges + list(known)))
    return _networkx_report(scales, known, edges)


def _closure_size(scales: dict[str, tuple[float, float]], edges: list[tuple[str, str]]) -> int:
    """Edges of the transitive closure of a graph whose edges all descend in log size:
    visiting nouns from the smallest up, each one's set of reachable nouns (a bit set) is
    complete before any bigger noun asks for it."""
    index = {n: i for i, n in enumerate(sorted(scales, key=lambda n: scales[n][0]))}
    below: dict[int, list[int]] = {}
    for big, small in set(edges):
        below.setdefault(index[big], []).append(index[small])
    reach = [0] * len(index)
    for i in range(len(index)):
        bits = 0
        for j in below.get(i, ()):
            bits |= reach[j] | (1 << j)
        reach[i] = bits
    return sum(bin(bits).count("1") for bits in reach)


def _networkx_report(scales: dict[str, tuple[float, float]], known, edges: list[tuple[str, str]]) -> OrderReport:
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
