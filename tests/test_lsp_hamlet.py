"""`ldriver lsp` on real code: HaMLet (../shared/corpus/hamlet, 217 files
named by hamlet.mlb), driven over stdio by pytest-lsp in a copy of the tree
(the server writes `_build/` there): diagnostics of an error typed into an
unsaved buffer at its position and their removal, hover strings, definition
in another file, references across units, document symbols, completion after
a project structure and after `List.`. Skipped when the shared corpus is not
beside the repository."""
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

REPO = Path(__file__).resolve().parent.parent
HAMLET = REPO.parent / "shared" / "corpus" / "hamlet"
LOOP = pytest.mark.asyncio(loop_scope="module")
pytestmark = pytest.mark.skipif(not (HAMLET / "hamlet.mlb").is_file(), reason="../shared/corpus/hamlet is absent")

# The first check elaborates every unit Infix.sml's basis reaches, cold.
FIRST_CHECK_SECONDS = 600


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("lsp-hamlet") / "hamlet"
    shutil.copytree(HAMLET, target, ignore=shutil.ignore_patterns("_build", "*.o"))
    return target


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "ldriver", "lsp"]))
async def client(lsp_client: LanguageClient, root: Path):
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=lsp.ClientCapabilities(), root_uri=from_fs_path(str(root)),
        workspace_folders=[lsp.WorkspaceFolder(from_fs_path(str(root)) or "", "hamlet")]))
    yield
    await lsp_client.shutdown_session()


def uri(root: Path, name: str) -> str:
    return from_fs_path(str(root / name)) or ""


def position(root: Path, name: str, needle: str, offset: int = 0) -> lsp.Position:
    for n, line in enumerate((root / name).read_text().splitlines()):
        if needle in line:
            return lsp.Position(n, line.index(needle) + offset)
    raise AssertionError(needle)


async def diagnostics_settle(client: LanguageClient, root: Path, name: str, want_errors: bool,
                             seconds: float = 120) -> list[lsp.Diagnostic]:
    """Wait until `name`'s diagnostics have errors (or have none)."""
    async def settled() -> list[lsp.Diagnostic]:
        while True:
            found = client.diagnostics.get(uri(root, name))
            if found is not None and any(d.severity == lsp.DiagnosticSeverity.Error for d in found) == want_errors:
                return list(found)
            await client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return await asyncio.wait_for(settled(), seconds)


async def open_file(client: LanguageClient, root: Path, name: str) -> None:
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri(root, name), "sml", 1, (root / name).read_text())))
    await diagnostics_settle(client, root, name, False, FIRST_CHECK_SECONDS)


async def change(client: LanguageClient, root: Path, name: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri(root, name), version=version),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text)]))


async def hover(client: LanguageClient, root: Path, name: str, needle: str, offset: int = 0) -> str:
    result = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(uri(root, name)), position(root, name, needle, offset)))
    assert result is not None, needle
    return result.contents.value.removeprefix("```sml\n").removesuffix("\n```")


@LOOP
async def test_open_files_are_clean(client: LanguageClient, root: Path) -> None:
    await open_file(client, root, "parse/Infix.sml")
    await open_file(client, root, "syntax/Source.sml")


@LOOP
async def test_hover(client: LanguageClient, root: Path) -> None:
    # Types print expanded, as in the compiler's messages (an abbreviation is not a type of its own).
    loc = "{file: string option, region: (int * int) * (int * int)}"
    over = f"val Source.over : {loc} * {loc} -> {loc}"
    assert await hover(client, root, "parse/Infix.sml", "Source.over(", 8) == over
    structure = await hover(client, root, "parse/Infix.sml", "Source.over(", 2)
    assert structure.startswith("structure Source : sig\n") and "  val over : " in structure
    # Inside Source.sml, the transformer it is built from, at its own type.
    assert await hover(client, root, "syntax/Source.sml", "over'(r1", 0) == (
        "val over' : ((int * int) * (int * int)) * ((int * int) * (int * int)) -> (int * int) * (int * int)")


@LOOP
async def test_definition_in_another_file(client: LanguageClient, root: Path) -> None:
    result = await client.text_document_definition_async(lsp.DefinitionParams(
        lsp.TextDocumentIdentifier(uri(root, "parse/Infix.sml")), position(root, "parse/Infix.sml", "Source.over(", 8)))
    assert isinstance(result, lsp.Location)
    assert result.uri == uri(root, "syntax/Source.sml")
    assert result.range.start == position(root, "syntax/Source.sml", "over = transform2", 0)


@LOOP
async def test_references_and_symbols(client: LanguageClient, root: Path) -> None:
    refs = await client.text_document_references_async(lsp.ReferenceParams(
        text_document=lsp.TextDocumentIdentifier(uri(root, "syntax/Source.sml")),
        position=position(root, "syntax/Source.sml", "over = transform2"),
        context=lsp.ReferenceContext(include_declaration=True)))
    found = {(r.uri.rsplit("/", 1)[1], r.range.start.line) for r in refs}
    assert ("Source.sml", position(root, "syntax/Source.sml", "over = transform2").line) in found
    assert ("Infix.sml", position(root, "parse/Infix.sml", "Source.over(").line) in found
    symbols = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        lsp.TextDocumentIdentifier(uri(root, "syntax/Source.sml"))))
    assert [s.name for s in symbols] == ["Source"]
    inner = [s.name for s in symbols[0].children]
    assert inner[:4] == ["source", "pos", "region", "loc"] and {"over", "compare", "nowhere"} <= set(inner)


@LOOP
async def test_completion(client: LanguageClient, root: Path) -> None:
    name = "parse/Infix.sml"
    good = (root / name).read_text()
    text = good + "val probe = Source.\n"
    await change(client, root, name, text, 2)
    await diagnostics_settle(client, root, name, True)
    last = len(text.splitlines()) - 1

    async def complete(character: int) -> dict[str, str | None]:
        result = await client.text_document_completion_async(lsp.CompletionParams(
            lsp.TextDocumentIdentifier(uri(root, name)), lsp.Position(last, character)))
        items = result.items if isinstance(result, lsp.CompletionList) else result
        return {i.label: i.detail for i in items}

    members = await complete(len("val probe = Source."))
    assert members["over"].startswith("{file: string option, region: ") and "nowhere" in members
    await change(client, root, name, good + "val probe = List.\n", 3)
    members = await complete(len("val probe = List."))
    assert members["map"] == "('a -> 'b) -> 'a list -> 'b list" and "over" not in members
    await change(client, root, name, good, 4)
    await diagnostics_settle(client, root, name, False)


@LOOP
async def test_buffer_error_comes_and_goes(client: LanguageClient, root: Path) -> None:
    name = "parse/Infix.sml"
    good = (root / name).read_text()
    bad = good.replace('"conflicting infix associativity")', '"conflicting infix associativity" ^ 1)')
    await change(client, root, name, bad, 10)
    found = await diagnostics_settle(client, root, name, True)
    errors = [d for d in found if d.severity == lsp.DiagnosticSeverity.Error]
    assert errors[0].range.start.line == position(root, name, '"conflicting infix associativity")').line
    await change(client, root, name, good, 11)
    found = await diagnostics_settle(client, root, name, False)
    assert not any(d.severity == lsp.DiagnosticSeverity.Error for d in found)
