"""`ldriver lsp`: a Language Server Protocol server over stdio, built with pygls
on the compiler's own front end (`ldriver.lsp.workspace` holds the state).

Diagnostics are `ldriver check`'s, for the unsaved text: a file is checked
when opened and, debounced, after each change, with every open file's
buffer; the server publishes them for every file whose diagnostics changed
(so an importer's errors appear and go with the edit that caused them), and
for an MLB file that does not plan. Requests are answered from the last
check's analyses: hover (a value's type where it is used, a structure's
signature, a type's definition), definition, references (among the units
elaborated since the server started), document and workspace symbols,
completion (after `Struct.`, a structure's members with their types; else
the identifiers in scope and the keywords).

A request that fails (a malformed one, a file outside every project) gets
an empty answer and a line in the client's log, never a traceback: the
server keeps its state.
"""
from __future__ import annotations

import asyncio
import logging
import re
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlparse

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path

from compiler.api import Diagnostic, Span
from ldriver.lsp.workspace import KEYWORDS, Project, Workspace, source_path, word_at

DEBOUNCE = 0.2
"""Seconds of quiet after a change before the buffers are checked."""

T = TypeVar("T")

_SYMBOL_KINDS = {
    "structure": lsp.SymbolKind.Module, "signature": lsp.SymbolKind.Interface, "functor": lsp.SymbolKind.Class,
    "type": lsp.SymbolKind.TypeParameter, "datatype": lsp.SymbolKind.Enum, "constructor": lsp.SymbolKind.EnumMember,
    "exception": lsp.SymbolKind.Event, "val": lsp.SymbolKind.Variable, "fun": lsp.SymbolKind.Function,
}
_COMPLETION_KINDS = {
    "val": lsp.CompletionItemKind.Value, "con": lsp.CompletionItemKind.EnumMember,
    "exn": lsp.CompletionItemKind.Event, "type": lsp.CompletionItemKind.TypeParameter,
    "structure": lsp.CompletionItemKind.Module, "signature": lsp.CompletionItemKind.Interface,
    "functor": lsp.CompletionItemKind.Class,
}


class SmlServer(LanguageServer):
    def __init__(self, path_vars: dict[str, str]) -> None:
        super().__init__("ldriver", "0.1.0", text_document_sync_kind=lsp.TextDocumentSyncKind.Full)
        self.path_vars = path_vars
        self.ws = Workspace(None, path_vars)
        self.published: dict[Path, list[lsp.Diagnostic]] = {}
        self.pending: asyncio.TimerHandle | None = None
        self.dirty: set[Path] = set()
        self.inlay_hints = False
        """Inlay hints (inferred types of bindings) are off unless the client's
        initialization options say `{"inlayHints": true}`."""

    def columns(self) -> Columns:
        """A converter for one answer (it caches the lines it reads, which the
        next change may alter)."""
        return Columns(self.ws, str(self.workspace.position_encoding or lsp.PositionEncodingKind.Utf16))

    def report_server_error(self, error: Exception, source: Any) -> None:
        self.log(f"ldriver lsp: {type(error).__name__}: {error}")

    def log(self, message: str) -> None:
        try:
            self.window_log_message(lsp.LogMessageParams(lsp.MessageType.Log, message))
        except Exception:  # no client to tell: nothing else to do
            logging.getLogger(__name__).error(message)

    # -- checking ----------------------------------------------------------------

    def schedule(self, path: Path, delay: float, opened: bool = False) -> None:
        self.dirty.add(path)
        if opened:  # its diagnostics are published even if unchanged: the client may have none
            self.published.pop(path, None)
        if self.pending is not None:
            self.pending.cancel()
        self.pending = asyncio.get_running_loop().call_later(delay, self.check_dirty)

    def check_dirty(self) -> None:
        self.pending = None
        dirty, self.dirty = self.dirty, set()
        done: set[int] = set()
        for path in dirty:
            self.guard(lambda: self.check_file(path, done), None)

    def check_file(self, path: Path, done: set[int]) -> None:
        project = self.ws.project_of(path)
        if id(project) in done:
            return
        done.add(id(project))
        results = self.ws.check(project)
        if project.plan is None and path in self.ws.open:
            results = {path: []}
        columns = self.columns()
        for file, found in results.items():
            self.publish(file, [columns.diagnostic(file, d) for d, _ in found])
        for mlb, errors in list(self.ws.plan_errors.items()):
            self.publish(mlb, [columns.diagnostic(mlb, d) for d in errors])
        for mlb in [m for m in self.published if m.suffix == ".mlb" and m not in self.ws.plan_errors]:
            self.publish(mlb, [])

    def publish(self, path: Path, diagnostics: list[lsp.Diagnostic]) -> None:
        if path in self.published and self.published[path] == diagnostics:
            return
        self.published[path] = diagnostics
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(from_fs_path(str(path)) or "",
                                                                            diagnostics))

    def guard(self, answer: Callable[[], T], default: T) -> T:
        """`answer()`, or `default` with a line in the log if it fails."""
        try:
            return answer()
        except NotAFile:
            return default
        except Exception as exc:  # a bug here must not take the server's state with it
            where = "; ".join(f"{Path(f.filename).name}:{f.lineno}" for f in traceback.extract_tb(exc.__traceback__)[-3:])
            self.log(f"ldriver lsp: internal error: {type(exc).__name__}: {exc} (at {where})")
            return default


class NotAFile(Exception):
    """A document the server cannot check (an `untitled:` buffer): no answer."""


def _path(uri: str) -> Path:
    parsed = urlparse(uri)
    if parsed.scheme not in ("file", ""):
        raise NotAFile(uri)
    return source_path(unquote(parsed.path))


class Columns:
    """Positions between the compiler and the client. The compiler counts
    columns in code points from 1; the client counts in the units of the
    position encoding negotiated at initialization (UTF-16 unless both sides
    prefer another, as LSP 3.17 says), from 0. A line is split at "\n" only,
    as the lexer counts lines."""

    def __init__(self, ws: Workspace, encoding: str) -> None:
        self.ws = ws
        self.encoding = encoding
        self.lines: dict[Path, list[str]] = {}

    def _line(self, path: Path, line: int) -> str:
        if path not in self.lines:
            self.lines[path] = self.ws.text(path).split("\n")
        lines = self.lines[path]
        return lines[line - 1] if 1 <= line <= len(lines) else ""

    def _units(self, text: str) -> int:
        if text.isascii() or self.encoding == lsp.PositionEncodingKind.Utf32:
            return len(text)
        if self.encoding == lsp.PositionEncodingKind.Utf8:
            return len(text.encode("utf-8", errors="replace"))
        return len(text) + sum(1 for c in text if ord(c) > 0xFFFF)

    def position(self, path: Path, line: int, col: int) -> lsp.Position:
        """The client's position of the compiler's (line, col)."""
        return lsp.Position(max(line - 1, 0), self._units(self._line(path, line)[:max(col - 1, 0)]))

    def range(self, path: Path, span: Span) -> lsp.Range:
        start = self.position(path, span.line, span.col)
        end = self.position(path, span.end_line, span.end_col)
        if (end.line, end.character) < (start.line, start.character):
            end = start
        return lsp.Range(start, end)

    def column(self, path: Path, position: lsp.Position) -> tuple[int, int]:
        """The compiler's (line, col) of the client's `position`."""
        text = self._line(path, position.line + 1)
        if text.isascii() or self.encoding == lsp.PositionEncodingKind.Utf32:
            return position.line + 1, position.character + 1
        units = 0
        for index, char in enumerate(text):
            if units >= position.character:
                return position.line + 1, index + 1
            units += self._units(char)
        return position.line + 1, len(text) + 1

    def diagnostic(self, path: Path, d: Diagnostic) -> lsp.Diagnostic:
        message = d.message if not d.notes else d.message + "\n" + "\n".join(d.notes)
        severity = lsp.DiagnosticSeverity.Error if d.severity == "error" else lsp.DiagnosticSeverity.Warning
        return lsp.Diagnostic(self.range(path, d.span), message, severity=severity, code=d.code, source="ldriver")

    def location(self, path: Path, span: Span) -> lsp.Location:
        return lsp.Location(from_fs_path(str(path)) or "", self.range(path, span))

    def symbol(self, path: Path, s: Any) -> lsp.DocumentSymbol:
        return lsp.DocumentSymbol(s.name, _SYMBOL_KINDS.get(s.kind, lsp.SymbolKind.Variable),
                                  self.range(path, s.span), self.range(path, s.name_span),
                                  detail=s.detail or s.kind, children=[self.symbol(path, c) for c in s.children])


def make_server(path_vars: dict[str, str]) -> SmlServer:
    server = SmlServer(path_vars)

    @server.feature(lsp.INITIALIZE)
    def initialize(ls: SmlServer, params: lsp.InitializeParams) -> None:
        root = None
        if params.workspace_folders:
            root = params.workspace_folders[0].uri
        elif params.root_uri:
            root = params.root_uri
        if root is not None:
            ls.ws = Workspace(ls.guard(lambda: _path(root), None), ls.path_vars)
        options = params.initialization_options
        ls.inlay_hints = isinstance(options, dict) and options.get("inlayHints") is True

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: SmlServer, params: lsp.DidOpenTextDocumentParams) -> None:
        def run() -> None:
            path = _path(params.text_document.uri)
            if path.suffix == ".mlb":
                return
            ls.ws.open[path] = params.text_document.text
            ls.schedule(path, 0.0, opened=True)
        ls.guard(run, None)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: SmlServer, params: lsp.DidChangeTextDocumentParams) -> None:
        def run() -> None:
            path = _path(params.text_document.uri)
            if path.suffix == ".mlb" or not params.content_changes:
                return
            last = params.content_changes[-1]
            # Full synchronization: each change carries the whole text.
            ls.ws.open[path] = (last.text if isinstance(last, lsp.TextDocumentContentChangeWholeDocument)
                                else ls.workspace.get_text_document(params.text_document.uri).source)
            ls.schedule(path, DEBOUNCE)
        ls.guard(run, None)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: SmlServer, params: lsp.DidSaveTextDocumentParams) -> None:
        def run() -> None:
            path = _path(params.text_document.uri)
            if path.suffix == ".mlb":
                ls.ws.forget(path)
                for open_path in ls.ws.open:
                    ls.schedule(open_path, 0.0)
            else:
                ls.schedule(path, 0.0)
        ls.guard(run, None)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: SmlServer, params: lsp.DidCloseTextDocumentParams) -> None:
        ls.guard(lambda: ls.ws.open.pop(_path(params.text_document.uri), None), None)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    def hover(ls: SmlServer, params: lsp.HoverParams) -> lsp.Hover | None:
        def run() -> lsp.Hover | None:
            path = _path(params.text_document.uri)
            text = hover_text(ls.ws, path, *ls.columns().column(path, params.position))
            if text is None:
                return None
            return lsp.Hover(lsp.MarkupContent(lsp.MarkupKind.Markdown, f"```sml\n{text}\n```"))
        return ls.guard(run, None)

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: SmlServer, params: lsp.DefinitionParams) -> lsp.Location | None:
        def run() -> lsp.Location | None:
            path = _path(params.text_document.uri)
            columns = ls.columns()
            found = ls.ws.definition(path, *columns.column(path, params.position))
            return None if found is None else columns.location(found.path, found.span)
        return ls.guard(run, None)

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    def references(ls: SmlServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        def run() -> list[lsp.Location]:
            path = _path(params.text_document.uri)
            columns = ls.columns()
            target = ls.ws.definition(path, *columns.column(path, params.position))
            if target is None:
                return []
            project = ls.ws.project_of(path)
            out = []
            for uid, analysis in project.analyses.items():
                for o in analysis.occurrences:
                    here = source_path(o.span.file)
                    if o.definition is not None:
                        same = source_path(o.definition.file) == target.path and o.definition == target.span
                    else:
                        found = ls.ws.resolve(project, here, tuple(o.name.split(".")))
                        same = found == target
                    if same and (params.context.include_declaration or o.span != target.span):
                        out.append(columns.location(here, o.span))
            return out
        return ls.guard(run, [])

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def document_symbol(ls: SmlServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
        def run() -> list[lsp.DocumentSymbol]:
            path = _path(params.text_document.uri)
            columns = ls.columns()
            return [columns.symbol(path, s) for s in ls.ws.outline(ls.ws.project_of(path), path)]
        return ls.guard(run, [])

    @server.feature(lsp.WORKSPACE_SYMBOL)
    def workspace_symbol(ls: SmlServer, params: lsp.WorkspaceSymbolParams) -> list[lsp.SymbolInformation]:
        def run() -> list[lsp.SymbolInformation]:
            query = params.query.lower()
            columns = ls.columns()
            out = []
            for project in list(ls.ws.projects.values()):
                if project.plan is None:
                    continue
                for unit in project.plan.units:
                    if unit.prebuilt is not None:
                        continue
                    path = unit.path.resolve()
                    stack = [(s, "") for s in ls.ws.outline(project, path)]
                    while stack:
                        s, container = stack.pop()
                        if query in s.name.lower():
                            out.append(lsp.SymbolInformation(
                                name=s.name, kind=_SYMBOL_KINDS.get(s.kind, lsp.SymbolKind.Variable),
                                location=columns.location(path, s.name_span), container_name=container))
                        stack.extend((c, s.name) for c in s.children)
            return out
        return ls.guard(run, [])

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=["."]))
    def completion(ls: SmlServer, params: lsp.CompletionParams) -> lsp.CompletionList:
        def run() -> lsp.CompletionList:
            path = _path(params.text_document.uri)
            items = completions(ls.ws, path, *ls.columns().column(path, params.position))
            return lsp.CompletionList(False, items)
        return ls.guard(run, lsp.CompletionList(False, []))

    @server.feature(lsp.TEXT_DOCUMENT_INLAY_HINT)
    def inlay_hint(ls: SmlServer, params: lsp.InlayHintParams) -> list[lsp.InlayHint]:
        def run() -> list[lsp.InlayHint]:
            if not ls.inlay_hints:
                return []
            path = _path(params.text_document.uri)
            _, analysis = ls.ws.analysis(path)
            if analysis is None:
                return []
            first, last = params.range.start.line + 1, params.range.end.line + 1
            columns = ls.columns()
            return [lsp.InlayHint(columns.position(path, o.span.end_line, o.span.end_col), f" : {o.type}",
                                  kind=lsp.InlayHintKind.Type)
                    for o in analysis.occurrences
                    if o.kind == "val" and o.definition == o.span and first <= o.span.line <= last]
        return ls.guard(run, [])

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION)
    def code_action(ls: SmlServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        return ls.guard(lambda: code_actions(ls.ws, ls.columns(), params), [])

    return server


def code_actions(ws: Workspace, columns: Columns, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    """Quick fixes for the diagnostics in `params`: the missing cases of a
    nonexhaustive `case`, `fn` or `handle` (raising `Fail` until written);
    an unbound identifier qualified by, or the `open` of, a structure in
    scope that has it."""
    uri = params.text_document.uri
    path = _path(uri)
    _, analysis = ws.analysis(path)
    lines = ws.text(path).splitlines()
    out: list[lsp.CodeAction] = []
    for d in params.context.diagnostics:
        missing = re.search(r"^missing: (.*)$", d.message, re.M)
        start, end = d.range.start, d.range.end
        head = lines[start.line][columns.column(path, start)[1] - 1:] if start.line < len(lines) else ""
        if d.message.startswith("match nonexhaustive") and missing and re.match(r"(case|fn|handle)\b", head):
            indent = " " * (len(lines[start.line]) - len(lines[start.line].lstrip()) + 2)
            cases = _qualified(missing.group(1), analysis, d.range)
            edit = lsp.TextEdit(lsp.Range(end, end), f'\n{indent}| {cases} => raise Fail "unimplemented"')
            out.append(lsp.CodeAction("Add the missing cases", kind=lsp.CodeActionKind.QuickFix, diagnostics=[d],
                                      edit=lsp.WorkspaceEdit(changes={uri: [edit]})))
        unbound = re.match(r"unbound variable or constructor: ([\w']+)$", d.message.split("\n")[0])
        if unbound and analysis is not None and analysis.scope is not None:
            name = unbound.group(1)
            for member in analysis.scope.members(()):
                if member.kind != "structure" or analysis.scope.value((member.name,), name) is None:
                    continue
                qualify = lsp.TextEdit(d.range, f"{member.name}.{name}")
                opening = lsp.TextEdit(lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0)), f"open {member.name}\n")
                out.append(lsp.CodeAction(f"Qualify as {member.name}.{name}", kind=lsp.CodeActionKind.QuickFix,
                                          diagnostics=[d], edit=lsp.WorkspaceEdit(changes={uri: [qualify]})))
                out.append(lsp.CodeAction(f"open {member.name}", kind=lsp.CodeActionKind.QuickFix,
                                          diagnostics=[d], edit=lsp.WorkspaceEdit(changes={uri: [opening]})))
    return out


def _qualified(pattern: str, analysis: Any, where: lsp.Range) -> str:
    """`pattern` (as the match checker prints it: bare constructor names) with
    each constructor not in scope unqualified written as the match's own
    constructors are (`Geometry.Rect _` where the rules say `Geometry.Circle r`)."""
    if analysis is None or analysis.scope is None:
        return pattern
    first, last = where.start.line + 1, where.end.line + 1
    prefixes = {o.name.rsplit(".", 1)[0] for o in analysis.occurrences
                if o.kind in ("con", "exn") and "." in o.name and first <= o.span.line <= last}

    def qualify(m: re.Match[str]) -> str:
        name = m.group(0)
        if analysis.scope.value((), name) is not None:
            return name
        for prefix in sorted(prefixes):
            if analysis.scope.value(tuple(prefix.split(".")), name) is not None:
                return f"{prefix}.{name}"
        return name

    return re.sub(r"(?<![\w'.])[A-Za-z][\w']*", qualify, pattern)


def hover_text(ws: Workspace, path: Path, line: int, col: int) -> str | None:
    """What hovering at (line, col) of `path` shows (module docstring)."""
    project, analysis = ws.analysis(path)
    if analysis is None:
        return None
    occurrence = analysis.at(line, col)
    if occurrence is not None:
        qualifiers = occurrence.name.split(".")[:-1]
        offset = col - occurrence.span.col
        if not qualifiers or occurrence.span.line != occurrence.span.end_line or offset >= len(
                occurrence.name) - len(occurrence.name.split(".")[-1]):
            return occurrence.hover
        # On a qualifier of a long identifier: that structure.
        path = tuple(qualifiers[:occurrence.name[:offset].count(".") + 1])
        sig = analysis.scope.signature_text(path) if analysis.scope is not None else None
        return None if sig is None else f"structure {path[-1]} : {sig}"
    word = word_at(ws.text(path), line, col)
    if not word or analysis.scope is None:
        return None
    parts = tuple(word.split("."))
    text = ws.text(path).splitlines()[line - 1]
    end = _word_end(text, col - 1)
    if parts[-1][:1].isupper() or text[end:end + 1] == ".":  # a structure (or a path to one)
        sig = analysis.scope.signature_text(_structure_prefix(text, col - 1))
        if sig is not None:
            return f"structure {parts[-1]} : {sig}"
    for member in analysis.scope.members(parts[:-1]):
        if member.name == parts[-1] and member.kind == "type":
            return member.detail
    for symbol in ws.outline(project, path):
        if symbol.name_span.line == line and symbol.name_span.col <= col < symbol.name_span.end_col:
            return f"{symbol.kind} {symbol.name}" + (f" : {symbol.detail}" if symbol.detail else "")
    return None


def _word_end(text: str, i: int) -> int:
    while i < len(text) and (text[i].isalnum() or text[i] in "_'"):
        i += 1
    return i


def _structure_prefix(text: str, i: int) -> tuple[str, ...]:
    """The structure path ending with the identifier at index `i` of `text`."""
    end = _word_end(text, i)
    start = i
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_'."):
        start -= 1
    return tuple(p for p in text[start:end].split(".") if p)


def completions(ws: Workspace, path: Path, line: int, col: int) -> list[lsp.CompletionItem]:
    """Completion items at (line, col) of `path` (module docstring)."""
    project, analysis = ws.analysis(path)
    lines = ws.text(path).splitlines()
    before = lines[line - 1][:col - 1] if 1 <= line <= len(lines) else ""
    qualified = re.search(r"((?:[A-Za-z][\w']*\.)+)([\w']*)$", before)
    if analysis is None or analysis.scope is None:
        return [lsp.CompletionItem(k, kind=lsp.CompletionItemKind.Keyword) for k in KEYWORDS]
    if qualified:
        strpath = tuple(qualified.group(1).rstrip(".").split("."))
        return [lsp.CompletionItem(m.name, kind=_COMPLETION_KINDS[m.kind], detail=m.detail)
                for m in analysis.scope.members(strpath)]
    items: dict[str, lsp.CompletionItem] = {}
    for o in analysis.occurrences:  # this file's own bindings (locals included), before the cursor
        if o.definition == o.span and (o.span.line, o.span.col) < (line, col):
            items[o.name] = lsp.CompletionItem(o.name, kind=lsp.CompletionItemKind.Variable, detail=o.type)
    for m in analysis.scope.members(()):
        items.setdefault(m.name, lsp.CompletionItem(m.name, kind=_COMPLETION_KINDS[m.kind], detail=m.detail))
    for k in KEYWORDS:
        items.setdefault(k, lsp.CompletionItem(k, kind=lsp.CompletionItemKind.Keyword))
    return list(items.values())


def serve(path_vars: dict[str, str]) -> None:
    """Run the server on stdin/stdout until the client exits."""
    logging.basicConfig(level=logging.CRITICAL)  # errors go to the client's log, not as tracebacks
    make_server(path_vars).start_io()


__all__ = ["Project", "SmlServer", "completions", "hover_text", "make_server", "serve"]
