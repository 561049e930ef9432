"""The driver's module layout (ldriver/__init__.py): no import cycle among
ldriver's modules, function-local imports included; function-local imports
only of the heavy modules the package docstring names; `project/` uses no
engine module but `store`."""
from __future__ import annotations

import ast
from pathlib import Path

import ldriver

PACKAGE = Path(ldriver.__file__).parent
DEFERRED = {"networkx", "watchdog.events", "watchdog.observers", "multiprocessing", "concurrent.futures",
            "ldriver.remote.cache", "ldriver.remote.worker", "ldriver.lsp.server", "ldriver.project.mlb_elab",
            "ldriver.project.mlb_syntax", "ldriver.project.package", "ldriver.project.order", "ldriver.publish",
            "ldriver.engine.server", "socket"}
"""The modules ldriver/__init__.py says are imported where used."""


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, list[tuple[str, bool]]]:
    """Each ldriver module's imports: (module, inside a function); those for
    type annotations only (`if TYPE_CHECKING:`) are not imports at run time."""
    modules = {_module(p): p for p in PACKAGE.rglob("*.py")}
    found: dict[str, list[tuple[str, bool]]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text())
        local = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for n in ast.walk(f)}
        typing_only = {id(n) for f in ast.walk(tree) if isinstance(f, ast.If) and ast.unparse(f.test) == "TYPE_CHECKING"
                       for n in ast.walk(f)}
        out = found[name] = []
        for node in ast.walk(tree):
            if id(node) in typing_only:  # annotations only, never run
                continue
            if isinstance(node, ast.Import):
                out += [(a.name, id(node) in local) for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                # `from ldriver.engine import toolchain` imports a module
                out += [(f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in modules else node.module,
                         id(node) in local) for a in node.names]
    return found


def test_no_import_cycle() -> None:
    imports = _imports()
    graph = {m: {i for i, _ in found if i in imports and i != m} for m, found in imports.items()}
    # a package's __init__ imports nothing of its modules here, so it is no edge
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            assert state.get(n) != 1, f"import cycle: {' -> '.join(path[path.index(n):] + [n])}"
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


def test_function_local_imports_are_the_documented_heavy_ones() -> None:
    local = {(m, i) for m, found in _imports().items() for i, inside in found if inside}
    assert {i for _, i in local} <= DEFERRED, sorted(local)
    for name in ("networkx", "watchdog", "multiprocessing", "concurrent.futures", "ldriver.remote.cache",
                 "ldriver.remote.worker", "ldriver.lsp.server", "ldriver.project.mlb_elab", "ldriver.project.mlb_syntax",
                 "ldriver.project.package", "ldriver.project.order", "ldriver.publish", "ldriver.engine.server",
                 "socket"):
        assert f"`{name}`" in (ldriver.__doc__ or "")


def test_project_uses_only_the_store_of_the_engine() -> None:
    for module, found in _imports().items():
        if module.startswith("ldriver.project"):
            used = {i for i, _ in found if i.startswith("ldriver.") and not i.startswith("ldriver.project")}
            assert used <= {"ldriver.engine.store", "ldriver.identity"}, (module, used)
