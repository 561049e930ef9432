"""Closures over small dependency graphs, shared by the analyses that
propagate a property back along "flows to" edges (`compiler.closure.useless`:
a parameter passed where the value is used is used; `compiler.extent.escape`:
a value held by one that escapes escapes), and by closure conversion's layouts
(what a function reaches in its group).

    close_backward(marked, edges)   add to `marked` every node with an edge path into it
    components(nodes, successors)   the strongly connected components, each after
                                    every component it reaches
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Set
from typing import TypeVar

N = TypeVar("N", bound=Hashable)


def close_backward(marked: set[N], edges: Mapping[N, Set[N]]) -> None:
    """Extend `marked` in place to the least set containing it and every node
    `x` with some `edges[x]` member in the set (a worklist over the reversed
    edges: linear in the graph)."""
    sources: dict[N, list[N]] = {}
    for x, targets in edges.items():
        for target in targets:
            sources.setdefault(target, []).append(x)
    work = list(marked)
    while work:
        for x in sources.get(work.pop(), ()):
            if x not in marked:
                marked.add(x)
                work.append(x)


def components(nodes: Iterable[N], successors: Callable[[N], Iterable[N]]) -> list[list[N]]:
    """The strongly connected components of the graph on `nodes` (Tarjan's
    algorithm), in reverse topological order: each component comes after
    every component it has an edge into, so a pass over the list can combine
    what the successors computed. Recursive: deep graphs need the caller's
    recursion limit raised (`compiler.cps.ir.allow_deep_recursion`)."""
    index: dict[N, int] = {}
    low: dict[N, int] = {}
    stack: list[N] = []
    on_stack: set[N] = set()
    out: list[list[N]] = []

    def visit(v: N) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in successors(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component: list[N] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            out.append(component)

    for v in nodes:
        if v not in index:
            visit(v)
    return out
