"""`ldriver lsp` driven over stdio by a real client (pytest-lsp) on the
multi-file MLB project tests/lsp/project (copied, since the server checks it
and writes `_build/`): diagnostics of an unsaved buffer and their removal,
an importer's diagnostics following its import's edit, hover, definition in
another file and in the Basis, references, symbols, completion after `List.`
and after a project structure, and robustness (a malformed request, a file
that does not parse, an MLB file with an error, a file outside the project)."""
from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient
from pygls.uris import from_fs_path

PROJECT = Path(__file__).parent / "lsp" / "project"
LOOP = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("lsp") / "project"
    shutil.copytree(PROJECT, target)
    return target


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "ldriver", "lsp"]))
async def client(lsp_client: LanguageClient, root: Path):
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=lsp.ClientCapabilities(), root_uri=from_fs_path(str(root)),
        workspace_folders=[lsp.WorkspaceFolder(from_fs_path(str(root)) or "", "project")]))
    yield
    await lsp_client.shutdown_session()


async def notified(client: LanguageClient) -> None:
    """The next diagnostics (a server that stopped publishing fails the test)."""
    await asyncio.wait_for(client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 60)


def uri(root: Path, name: str) -> str:
    return from_fs_path(str(root / name)) or ""


async def open_file(client: LanguageClient, root: Path, name: str, text: str | None = None) -> None:
    if text is None:
        text = (root / name).read_text()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri(root, name), "sml", 1, text)))
    await notified(client)


async def change(client: LanguageClient, root: Path, name: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri(root, name), version=version),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text)]))


async def diagnostics_settle(client: LanguageClient, root: Path, name: str, want_errors: bool) -> list[lsp.Diagnostic]:
    """Wait for `name`'s diagnostics to have (or not) errors."""
    for _ in range(50):
        found = client.diagnostics.get(uri(root, name))
        if found is not None and bool(found) == want_errors:
            return list(found)
        await notified(client)
    raise AssertionError(f"diagnostics of {name}: {client.diagnostics.get(uri(root, name))}")


def position(root: Path, name: str, needle: str, offset: int = 0, text: str | None = None) -> lsp.Position:
    text = (root / name).read_text() if text is None else text
    for n, line in enumerate(text.splitlines()):
        if needle in line:
            return lsp.Position(n, line.index(needle) + offset)
    raise AssertionError(needle)


@LOOP
async def test_open_files_are_clean(client: LanguageClient, root: Path) -> None:
    await open_file(client, root, "geometry.sml")
    await open_file(client, root, "main.sml")
    assert not client.diagnostics[uri(root, "main.sml")]
    assert not client.diagnostics[uri(root, "geometry.sml")]


@LOOP
async def test_hover(client: LanguageClient, root: Path) -> None:
    async def hover(name: str, needle: str, offset: int = 0) -> str:
        result = await client.text_document_hover_async(lsp.HoverParams(
            lsp.TextDocumentIdentifier(uri(root, name)), position(root, name, needle, offset)))
        assert result is not None, needle
        return result.contents.value.removeprefix("```sml\n").removesuffix("\n```")

    assert await hover("main.sml", "Geometry.area xs", 9) == "val Geometry.area : Geometry.shape -> real"
    assert await hover("main.sml", "List.map", 5) == ("val List.map : (Geometry.shape -> real) -> "
                                                      "Geometry.shape list -> real list")
    assert await hover("main.sml", "identity x") == "val identity : 'a -> 'a"
    # Inside its structure too, a type prints with the structure's name, as in error messages.
    assert await hover("geometry.sml", "area (Circle r)") == "val area : Geometry.shape -> real"
    assert await hover("main.sml", "Geometry.Circle", 9) == "con Geometry.Circle : real -> Geometry.shape"
    structure = await hover("main.sml", "Geometry.area xs", 2)
    assert structure.startswith("structure Geometry : sig\n")
    assert "  val area : Geometry.shape -> real\n" in structure
    assert "datatype shape = Circle of real | Rect of real * real" in structure


@LOOP
async def test_definition(client: LanguageClient, root: Path) -> None:
    async def definition(name: str, needle: str, offset: int = 0) -> lsp.Location:
        result = await client.text_document_definition_async(lsp.DefinitionParams(
            lsp.TextDocumentIdentifier(uri(root, name)), position(root, name, needle, offset)))
        assert isinstance(result, lsp.Location), needle
        return result

    found = await definition("main.sml", "Geometry.area xs", 9)
    assert found.uri == uri(root, "geometry.sml")
    assert found.range.start == position(root, "geometry.sml", "area (Circle r)")
    found = await definition("main.sml", "Geometry.Rect", 9)
    assert (found.uri, found.range.start) == (uri(root, "geometry.sml"), position(root, "geometry.sml", "Rect of"))
    found = await definition("main.sml", "xs)", 0)  # a local variable: its binding
    assert found.range.start == position(root, "main.sml", "xs =")
    found = await definition("main.sml", "List.foldl", 5)
    assert found.uri.endswith("list.sml") and "basis" in found.uri


@LOOP
async def test_references_and_symbols(client: LanguageClient, root: Path) -> None:
    refs = await client.text_document_references_async(lsp.ReferenceParams(
        text_document=lsp.TextDocumentIdentifier(uri(root, "geometry.sml")),
        position=position(root, "geometry.sml", "area (Circle r)"),
        context=lsp.ReferenceContext(include_declaration=True)))
    assert {(r.uri.rsplit("/", 1)[1], r.range.start.line) for r in refs} >= {("geometry.sml", 9),
                                                                              ("main.sml", 3)}
    symbols = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        lsp.TextDocumentIdentifier(uri(root, "geometry.sml"))))
    assert [s.name for s in symbols] == ["Geometry"]
    inner = {s.name: s for s in symbols[0].children}
    assert set(inner) == {"shape", "Degenerate", "pi", "area", "scale"}
    assert [c.name for c in inner["shape"].children] == ["Circle", "Rect"]
    assert inner["area"].detail == "Geometry.shape -> real"
    found = await client.workspace_symbol_async(lsp.WorkspaceSymbolParams("scal"))
    assert [(s.name, s.container_name) for s in found] == [("scale", "Geometry")]


@LOOP
async def test_completion(client: LanguageClient, root: Path) -> None:
    text = (root / "main.sml").read_text() + "val probe = List.\n"
    await change(client, root, "main.sml", text, 2)
    await diagnostics_settle(client, root, "main.sml", True)

    async def complete(line: int, character: int) -> dict[str, str | None]:
        result = await client.text_document_completion_async(lsp.CompletionParams(
            lsp.TextDocumentIdentifier(uri(root, "main.sml")), lsp.Position(line, character)))
        items = result.items if isinstance(result, lsp.CompletionList) else result
        return {i.label: i.detail for i in items}

    last = len(text.splitlines()) - 1
    members = await complete(last, len("val probe = List."))
    assert members["map"] == "('a -> 'b) -> 'a list -> 'b list" and "foldl" in members and "shapes" not in members
    text = text.replace("List.\n", "Geometry.\n")
    await change(client, root, "main.sml", text, 3)
    members = await complete(last, len("val probe = Geometry."))
    assert members["area"] == "Geometry.shape -> real" and members["Circle"] == "real -> Geometry.shape"
    top = await complete(last, 0)
    assert top["shapes"] == "Geometry.shape list" and "Geometry" in top and "structure" in top
    await change(client, root, "main.sml", (root / "main.sml").read_text(), 4)
    await diagnostics_settle(client, root, "main.sml", False)


@LOOP
async def test_buffer_errors_come_and_go(client: LanguageClient, root: Path) -> None:
    good = (root / "main.sml").read_text()
    bad = good.replace("fun identity x = x", 'fun identity x = x + "one"')
    await change(client, root, "main.sml", bad, 5)
    found = await diagnostics_settle(client, root, "main.sml", True)
    assert found[0].range.start.line == 5 and found[0].severity == lsp.DiagnosticSeverity.Error
    assert found[0].code == "type-mismatch" and found[0].source == "ldriver"
    await change(client, root, "main.sml", good, 6)
    assert await diagnostics_settle(client, root, "main.sml", False) == []


@LOOP
async def test_importers_follow_an_edit(client: LanguageClient, root: Path) -> None:
    good = (root / "geometry.sml").read_text()
    await change(client, root, "geometry.sml", good.replace("fun area", "fun surface").replace(
        "| area", "| surface"), 2)
    found = await diagnostics_settle(client, root, "main.sml", True)
    assert "unbound" in found[0].message and "area" in found[0].message
    await change(client, root, "geometry.sml", good, 3)
    assert await diagnostics_settle(client, root, "main.sml", False) == []


@LOOP
async def test_code_actions_and_inlay_hints(client: LanguageClient, root: Path) -> None:
    good = (root / "main.sml").read_text()
    text = good.replace("List.map Geometry.area xs", "List.map area xs") + (
        "fun radius s = case s of Geometry.Circle r => r\n")
    await change(client, root, "main.sml", text, 20)
    found = await diagnostics_settle(client, root, "main.sml", True)
    assert found[0].message == "unbound variable or constructor: area"
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri(root, "main.sml")), range=found[0].range,
        context=lsp.CodeActionContext(diagnostics=[found[0]])))
    assert [a.title for a in actions] == ["Qualify as Geometry.area", "open Geometry"]
    assert actions[0].edit.changes[uri(root, "main.sml")][0].new_text == "Geometry.area"
    await change(client, root, "main.sml", text.replace("List.map area xs", "List.map Geometry.area xs"), 21)
    for _ in range(20):
        found = client.diagnostics.get(uri(root, "main.sml"))
        if found and found[0].message.startswith("match nonexhaustive"):
            break
        await notified(client)
    assert found[0].severity == lsp.DiagnosticSeverity.Warning
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri(root, "main.sml")), range=found[0].range,
        context=lsp.CodeActionContext(diagnostics=[found[0]])))
    assert [a.title for a in actions] == ["Add the missing cases"]
    edit = actions[0].edit.changes[uri(root, "main.sml")][0]
    assert edit.new_text == '\n  | Geometry.Rect _ => raise Fail "unimplemented"'
    hints = await client.text_document_inlay_hint_async(lsp.InlayHintParams(
        text_document=lsp.TextDocumentIdentifier(uri(root, "main.sml")),
        range=lsp.Range(lsp.Position(0, 0), lsp.Position(20, 0))))
    assert not hints  # off by default
    await change(client, root, "main.sml", good, 22)
    await diagnostics_settle(client, root, "main.sml", False)


@LOOP
async def test_survives_bad_input(client: LanguageClient, root: Path) -> None:
    # A file that does not parse: a syntax error, and hover still answers from the last good check.
    good = (root / "main.sml").read_text()
    await change(client, root, "main.sml", good.replace("val shapes =", "val shapes = = ("), 30)
    found = await diagnostics_settle(client, root, "main.sml", True)
    assert found[0].range.start.line == 1
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(uri(root, "main.sml")), position(root, "main.sml", "identity x")))
    assert result is not None
    await change(client, root, "main.sml", good, 31)
    await diagnostics_settle(client, root, "main.sml", False)
    # A file outside every project: checked alone.
    outside = root.parent / "alone.sml"
    outside.write_text("val n : int = true\n")
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(from_fs_path(str(outside)) or "", "sml", 1, outside.read_text())))
    for _ in range(20):
        if client.diagnostics.get(from_fs_path(str(outside))):
            break
        await notified(client)
    assert client.diagnostics[from_fs_path(str(outside))][0].range.start.line == 0
    # A malformed request: an error response or nothing, and the server goes on.
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier("untitled:nothing"), lsp.Position(0, 0)))
    assert result is None
    result = await client.text_document_definition_async(lsp.DefinitionParams(
        lsp.TextDocumentIdentifier(uri(root, "main.sml")), lsp.Position(999, 999)))
    assert result is None
    # An MLB file with an error: its diagnostic, on the MLB file.
    (root / "shapes.mlb").write_text("$(SML_LIB)/basis/basis.mlb\ngeometry.sml\nmissing.sml\nmain.sml\n")
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(lsp.TextDocumentIdentifier(uri(root, "shapes.mlb"))))
    for _ in range(20):
        if client.diagnostics.get(uri(root, "shapes.mlb")):
            break
        await notified(client)
    assert client.diagnostics[uri(root, "shapes.mlb")][0].range.start.line == 2
    shutil.copy(PROJECT / "shapes.mlb", root / "shapes.mlb")
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(lsp.TextDocumentIdentifier(uri(root, "shapes.mlb"))))
    await diagnostics_settle(client, root, "shapes.mlb", False)
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(uri(root, "main.sml")), position(root, "main.sml", "identity x")))
    assert result is not None and "'a -> 'a" in result.contents.value


@LOOP
async def test_positions_count_utf16_units(client: LanguageClient, root: Path) -> None:
    # The client negotiated no encoding: positions count UTF-16 code units (an
    # emoji is two, 'é' one), while the compiler counts code points.
    outside = root.parent / "wide.sml"
    good = 'val u = "😀😀" val v = size u\n'
    outside.write_text(good)
    name = from_fs_path(str(outside)) or ""
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(name, "sml", 1, good)))
    for _ in range(20):
        if name in client.diagnostics:
            break
        await notified(client)
    assert not client.diagnostics[name]
    # Hovering on the `u` of `size u`, whose UTF-16 column is two beyond its code point's.
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(name), lsp.Position(0, good.index("size u") + 5 + 2)))
    assert result is not None and "val u : string" in result.contents.value
    # At its code-point column, the `e` of `size`: not `u`.
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(name), lsp.Position(0, good.index("size u") + 5)))
    assert result is None or "val u" not in result.contents.value
    bad = 'val s = "é😀" val t : int = s\n'
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=name, version=2),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(bad)]))
    for _ in range(20):
        if client.diagnostics.get(name):
            break
        await notified(client)
    found = client.diagnostics[name][0]
    start = bad.index("= s") + 2  # code points before the offending `s`
    assert (found.range.start.line, found.range.start.character) == (0, start + 1)
