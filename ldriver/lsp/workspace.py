"""The language server's model of the workspace, without the protocol
(`ldriver.lsp.server` speaks LSP over it).

A `Project` is what `ldriver check` would check for a file: the MLB file in
the workspace root that includes it (the first such, by name), else the root
as a directory project when the file is in it, else the file alone. Each
keeps its plan, the interfaces and diagnostics of its last check (results by
check key in memory, and in `_build/` as `ldriver check` leaves them), and
the `compiler.analysis.Analysis` of every unit elaborated since: open files
are always elaborated, from their unsaved text. Units never elaborated (the
Basis, units reused from the cache) are outlined from their source
(`compiler.api.outline`: parsed, not elaborated) when a definition or a
symbol is looked for in them.

Positions are 1-based (line, column) here, as in `compiler.api.Span`.
"""
from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from compiler import api
from compiler.api import Diagnostic, SourceFile, Span
from ldriver.lsp.frontend import Memo, check_units
from ldriver.project.plan import Plan, ProjectError, plan_project

KEYWORDS = (
    "abstype", "and", "andalso", "as", "case", "datatype", "do", "else", "end", "eqtype", "exception", "fn",
    "fun", "functor", "handle", "if", "in", "include", "infix", "infixr", "let", "local", "nonfix", "of", "op",
    "open", "orelse", "raise", "rec", "sharing", "sig", "signature", "struct", "structure", "then", "type",
    "val", "where", "while", "with", "withtype",
)


def source_path(name: str) -> Path:
    """The file a span's or source's name denotes (names are relative to the
    working directory when below it)."""
    return Path(os.path.abspath(name))


@dataclass(frozen=True, slots=True)
class Location:
    path: Path
    span: Span


@dataclass(slots=True)
class Project:
    """One project's state (module docstring)."""

    key: Path
    plan: Plan | None
    units: dict[Path, str] = field(default_factory=dict)
    """Each own unit's (and the Basis's) source file and unit id, in project order."""
    memo: Memo = field(default_factory=dict)
    analyses: dict[str, api.Analysis] = field(default_factory=dict)
    diagnostics: dict[Path, list[tuple[Diagnostic, SourceFile | None]]] = field(default_factory=dict)
    outlines: dict[Path, tuple[str, list[api.Symbol]]] = field(default_factory=dict)
    """Symbols of parsed (not elaborated) sources, with the text they are of."""


class Workspace:
    """Every project the open files belong to, and the open files' text."""

    def __init__(self, root: Path | None, path_vars: Mapping[str, str]) -> None:
        self.root = root
        self.path_vars = path_vars
        self.projects: dict[Path, Project] = {}
        self.open: dict[Path, str] = {}
        self.plan_errors: dict[Path, list[Diagnostic]] = {}
        """Diagnostics of MLB files that do not plan (by MLB file)."""

    # -- projects -----------------------------------------------------------------

    def project_of(self, path: Path) -> Project:
        """The project `path` belongs to (planned on first use)."""
        for project in self.projects.values():
            if path in project.units:
                return project
        for key in self._candidates(path):
            project = self.projects.get(key)
            if project is None:
                project = self._plan(key)
            if project is not None and path in project.units:
                return project
        key = path
        if key not in self.projects or self.projects[key].plan is None:
            project = self._plan(key)
            if project is None:
                project = self.projects[key] = Project(key, None)
        return self.projects[key]

    def _candidates(self, path: Path) -> Iterator[Path]:
        if self.root is None or not self.root.is_dir():
            return
        yield from sorted(self.root.glob("*.mlb"))
        if path.parent == self.root and not any(self.root.glob("*.mlb")):
            yield self.root

    def _plan(self, key: Path) -> Project | None:
        """Plan `key` (an MLB file, a directory or a source file); an MLB file
        that does not plan gets its diagnostic instead, and None."""
        try:
            plan = plan_project(key, self.path_vars)
        except ProjectError as exc:
            if exc.diagnostic is not None:
                self.plan_errors[source_path(exc.diagnostic.span.file)] = [exc.diagnostic]
            return None
        except OSError:
            return None
        if key.suffix == ".mlb":
            self.plan_errors.pop(key, None)
        project = Project(key, plan)
        basis = api.resource_dir("stdlib") / "basis"
        for unit in plan.units:
            if unit.prebuilt is None:
                project.units[unit.path.resolve()] = unit.id
            elif unit.id.startswith("basis:") and (basis / unit.id.removeprefix("basis:")).is_file():
                project.units[basis / unit.id.removeprefix("basis:")] = unit.id  # the Basis ships its source
        self.projects[key] = project
        return project

    def forget(self, mlb: Path) -> None:
        """An MLB file changed: plan its project again when next needed."""
        for key in [k for k in self.projects if k == mlb or k.suffix != ".mlb"]:
            del self.projects[key]

    # -- checking -----------------------------------------------------------------

    def check(self, project: Project) -> dict[Path, list[tuple[Diagnostic, SourceFile | None]]]:
        """Check `project` with the open files' text; returns each of its files'
        diagnostics (every own unit's file, empty when clean or not attempted)."""
        plan = project.plan
        if plan is None:  # a file alone that cannot be planned: nothing to check
            return {}
        sources: dict[str, SourceFile] = {}
        annotations = {u.id: u.annotations for u in plan.units}
        for path, text in self.open.items():
            uid = project.units.get(path)
            if uid is not None and uid in annotations:
                sources[uid] = SourceFile(_display(path), text, annotations=annotations[uid])

        def elaborate(unit: api.UnitInput) -> api.UnitOutput:
            output, analysis = api.analyse(unit)
            if analysis is not None:
                project.analyses[unit.id] = analysis
            return output

        outcome = check_units(plan, plan.root / "_build", sources, elaborate, project.memo)
        result: dict[Path, list[tuple[Diagnostic, SourceFile | None]]] = {
            unit.path.resolve(): [] for unit in plan.units if unit.prebuilt is None}
        for diag, source in outcome.diagnostics:
            result.setdefault(source_path(diag.span.file), []).append((diag, source))
        project.diagnostics = result
        return result

    def analysis(self, path: Path) -> tuple[Project, api.Analysis | None]:
        project = self.project_of(path)
        uid = project.units.get(path)
        return project, None if uid is None else project.analyses.get(uid)

    # -- lookups ------------------------------------------------------------------

    def outline(self, project: Project, path: Path) -> list[api.Symbol]:
        """The symbols of `path`: its analysis's, else parsed from its text."""
        uid = project.units.get(path)
        if uid is not None and uid in project.analyses and path not in self.open:
            return project.analyses[uid].symbols
        text = self.open.get(path)
        if text is None:
            try:
                text = path.read_bytes().decode("utf-8", errors="replace")
            except OSError:
                return []
        cached = project.outlines.get(path)
        if cached is not None and cached[0] == text:
            return cached[1]
        if uid is not None and uid in project.analyses and path in self.open:
            symbols = project.analyses[uid].symbols
        else:
            try:
                symbols = api.outline(SourceFile(_display(path), text))
            except api.CompileError:
                symbols = cached[1] if cached is not None else []
        project.outlines[path] = (text, symbols)
        return symbols

    def definition(self, path: Path, line: int, col: int) -> Location | None:
        """Where the identifier at (line, col) of `path` is defined."""
        project, analysis = self.analysis(path)
        occurrence = analysis.at(line, col) if analysis is not None else None
        if occurrence is not None and occurrence.definition is not None:
            return Location(source_path(occurrence.definition.file), occurrence.definition)
        name = occurrence.name if occurrence is not None else word_at(self.text(path), line, col)
        if not name:
            return None
        return self.resolve(project, path, tuple(name.split(".")))

    def resolve(self, project: Project, path: Path, name: tuple[str, ...]) -> Location | None:
        """The definition of long identifier `name` as seen from `path`: in
        `path` itself before it, then in the project's units before `path`'s
        (the last one that defines it), the Basis included."""
        order = list(project.units)  # in project order
        if path in order:
            order = order[:order.index(path) + 1]
        for candidate in reversed(order):
            found = _find(self.outline(project, candidate), name)
            if found is not None:
                return Location(candidate, found.name_span)
        return None

    def text(self, path: Path) -> str:
        if path in self.open:
            return self.open[path]
        try:
            return path.read_bytes().decode("utf-8", errors="replace")
        except OSError:
            return ""


def _display(path: Path) -> str:
    """A source's name as `ldriver check` names it (`ldriver.project.plan.read_source`)."""
    try:
        name = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if name.startswith(".." + os.sep) else name


def _find(symbols: list[api.Symbol], name: tuple[str, ...]) -> api.Symbol | None:
    """The last symbol called `name` (a path through structures; constructors
    are found under their datatypes) among `symbols`."""
    for symbol in reversed(symbols):
        if len(name) > 1:
            if symbol.name == name[0] and symbol.kind in ("structure", "functor"):
                found = _find(list(symbol.children), name[1:])
                if found is not None:
                    return found
            continue
        if symbol.name == name[0] and symbol.kind != "structure":
            return symbol
        if symbol.kind == "datatype":
            found = _find(list(symbol.children), name)
            if found is not None:
                return found
    if len(name) == 1:
        for symbol in reversed(symbols):
            if symbol.name == name[0]:
                return symbol
    return None


def word_at(text: str, line: int, col: int) -> str:
    """The (long) identifier around 1-based (line, col) of `text`, or ''."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return ""
    s = lines[line - 1]
    i = j = min(col - 1, len(s))
    while i > 0 and (s[i - 1].isalnum() or s[i - 1] in "_'."):
        i -= 1
    while j < len(s) and (s[j].isalnum() or s[j] in "_'"):
        j += 1
    return s[i:j].strip(".")
