"""The order of the files of a project without an MLB file (as SML/NJ's CM
orders a group): each file after the files defining the module names it uses.

    order_files(files: Mapping[Path, ModuleNames]) -> FileOrder
        `files` maps each source file to `compiler.syntax.module_names` of it.
        Raises `CompileError` if the files depend on each other in a cycle: the
        error points at the use that closes the cycle's first edge, and its
        notes give, for each edge, the file, the identifier it uses and the
        file defining it.

Rules:
- File u depends on file d when u uses free a name (namespace and identifier)
  that d defines at top level, d != u. Names nobody defines (the Basis
  Library's `List`, `TextIO`) create no dependency.
- A name defined by several files: a user depends on *all* of them (so it comes
  after every definition, and sees the one ordered last); a warning at each
  definition after the first (in file-name order) names the other files. A file
  that defines a name and uses it free before (`structure S = struct open S
  ... end`) depends on the other files defining it, not on itself.
- The order is a topological sort (networkx); among files whose dependencies
  are all placed, the one whose path sorts first comes first, so the order is
  deterministic and, without dependencies, alphabetical.

networkx is imported by `order_files` only: importing ldriver stays fast.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from compiler.api import Diagnostic, error

if TYPE_CHECKING:  # types only: ordering never needs the parser itself
    from compiler.api import ModuleNames, Ref


@dataclass(frozen=True, slots=True)
class Dependency:
    """`user` comes after `provider` because of `use` (a name `provider` defines),
    the first such use in `user`."""

    user: Path
    provider: Path
    use: Ref


@dataclass(frozen=True, slots=True)
class FileOrder:
    """`files` in dependency order; `dependencies` sorted by user then provider;
    `diagnostics`: warnings about names defined in more than one file."""

    files: tuple[Path, ...]
    dependencies: tuple[Dependency, ...]
    diagnostics: tuple[Diagnostic, ...]


def order_files(files: Mapping[Path, ModuleNames]) -> FileOrder:
    """Order `files` by the module names they define and use (module docstring)."""
    import networkx as nx

    paths = sorted(files, key=str)
    definers: dict[tuple[str, str], list[Path]] = {}
    for path in paths:
        for ref in files[path].defines:
            definers.setdefault((ref.kind, ref.name), []).append(path)

    deps: dict[tuple[Path, Path], Dependency] = {}
    for user in paths:
        for ref in files[user].uses:
            for provider in definers.get((ref.kind, ref.name), ()):
                if provider != user and (user, provider) not in deps:
                    deps[(user, provider)] = Dependency(user, provider, ref)
    dependencies = tuple(sorted(deps.values(), key=lambda d: (str(d.user), str(d.provider))))

    graph = nx.DiGraph()
    graph.add_nodes_from(paths)
    graph.add_edges_from((d.provider, d.user) for d in dependencies)
    try:
        ordered = tuple(nx.lexicographical_topological_sort(graph, key=str))
    except nx.NetworkXUnfeasible:
        raise _cycle_error(nx.find_cycle(graph, source=paths), deps) from None
    return FileOrder(ordered, dependencies, _duplicate_warnings(files, definers))


def _cycle_error(edges: list[tuple[Path, Path]], deps: Mapping[tuple[Path, Path], Dependency]) -> Exception:
    """The error for a cycle given as graph edges provider -> user: told the other
    way round (each file, then the file it uses), from the file that sorts first."""
    uses = [deps[(user, provider)] for provider, user in reversed(edges)]
    first = min(range(len(uses)), key=lambda i: str(uses[i].user))
    uses = uses[first:] + uses[:first]
    chain = " -> ".join(str(d.user) for d in uses) + f" -> {uses[0].user}"
    notes = [f"{d.use.span}: {d.user} uses {d.use.kind} {d.use.name}, defined in {d.provider}" for d in uses]
    return error(uses[0].use.span, f"files depend on each other in a cycle: {chain}", *notes)


def _duplicate_warnings(
    files: Mapping[Path, ModuleNames], definers: Mapping[tuple[str, str], list[Path]]
) -> tuple[Diagnostic, ...]:
    warnings = []
    for (kind, name), paths in definers.items():
        for path in paths[1:]:
            span = next(r.span for r in files[path].defines if (r.kind, r.name) == (kind, name))
            others = ", ".join(str(p) for p in paths if p != path)
            warnings.append(
                Diagnostic(
                    "warning", span,
                    f"{kind} {name} is also defined in {others}; files using it come after all of them",
                )
            )
    warnings.sort(key=lambda d: (d.span.file, d.span.line, d.span.col))
    return tuple(warnings)
