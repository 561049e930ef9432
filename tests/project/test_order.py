"""`ldriver.project.order`: the order of the files of a project without an MLB file."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from compiler.diagnostics import CompileError
from compiler.source import SourceFile
from compiler.syntax import module_names, parse_program
from ldriver.project.order import FileOrder, order_files


def order(**files: str) -> FileOrder:
    """Order files given as name=text (`a_sml` names `a.sml`)."""
    parsed = {}
    for key, text in files.items():
        name = key.replace("_", ".")
        parsed[Path(name)] = module_names(parse_program(SourceFile(name, text)))
    return order_files(parsed)


def names(result: FileOrder) -> list[str]:
    return [str(p) for p in result.files]


def test_dependencies_come_first() -> None:
    result = order(
        main_sml="val _ = Queue.push (Queue.empty, Util.x)",
        queue_sml="structure Queue :> QUEUE = struct open Util end",
        queue_sig="signature QUEUE = sig end",
        util_sml="structure Util = struct val x = List.length [] end",
    )
    assert names(result) == ["queue.sig", "util.sml", "queue.sml", "main.sml"]
    assert [(str(d.user), str(d.provider), d.use.kind, d.use.name, d.use.span[1:3]) for d in result.dependencies] == [
        ("main.sml", "queue.sml", "structure", "Queue", (1, 9)),
        ("main.sml", "util.sml", "structure", "Util", (1, 34)),
        ("queue.sml", "queue.sig", "signature", "QUEUE", (1, 20)),
        ("queue.sml", "util.sml", "structure", "Util", (1, 40)),
    ]
    assert result.diagnostics == ()


def test_independent_files_are_alphabetical() -> None:
    assert names(order(c_sml="val c = 1", a_sml="val a = 1", b_sml="val b = List.nil")) == ["a.sml", "b.sml", "c.sml"]


def test_functors_and_namespaces() -> None:
    # z.sml uses the functor Mk and the signature S; the structure S of s.sml is
    # another name, so z.sml does not depend on s.sml.
    result = order(
        z_sml="structure R : S = Mk (struct end)",
        mk_fun="functor Mk (X : sig end) = struct end",
        sig_sig="signature S = sig end",
        s_sml="structure S = struct end",
    )
    assert names(result) == ["mk.fun", "s.sml", "sig.sig", "z.sml"]
    assert {(str(d.provider)) for d in result.dependencies} == {"mk.fun", "sig.sig"}


def test_name_defined_twice() -> None:
    result = order(
        a_sml="structure S = struct val x = 1 end",
        b_sml="structure S = struct open S val y = x end",
        c_sml="val z = S.y",
    )
    # b.sml refines a.sml's S; c.sml comes after both and sees b.sml's.
    assert names(result) == ["a.sml", "b.sml", "c.sml"]
    [w] = result.diagnostics
    assert (w.severity, w.span, w.message) == (
        "warning", ("b.sml", 1, 11, 1, 12), "structure S is also defined in a.sml; files using it come after all of them"
    )


def test_cycle_names_each_edge() -> None:
    with pytest.raises(CompileError) as info:
        order(
            a_sml="val _ = 1\nstructure A = struct val x = B.y end",
            b_sml="structure B = struct val y = 1 val w = C.z end",
            c_sml="structure C = struct val z = A.x end",
            d_sml="val _ = A.x",
        )
    d = info.value.diagnostic
    assert (d.span, d.message) == (
        ("a.sml", 2, 30, 2, 31), "files depend on each other in a cycle: a.sml -> b.sml -> c.sml -> a.sml"
    )
    assert d.notes == (
        "a.sml:2:30: a.sml uses structure B, defined in b.sml",
        "b.sml:1:40: b.sml uses structure C, defined in c.sml",
        "c.sml:1:30: c.sml uses structure A, defined in a.sml",
    )


def test_two_file_cycle_through_a_signature() -> None:
    with pytest.raises(CompileError) as info:
        order(
            y_sml="structure Y : SX = struct end",
            x_sig="signature SX = sig val v : Y.t end",
        )
    d = info.value.diagnostic
    assert d.message == "files depend on each other in a cycle: x.sig -> y.sml -> x.sig"
    assert d.notes == (
        "x.sig:1:28: x.sig uses structure Y, defined in y.sml",
        "y.sml:1:15: y.sml uses signature SX, defined in x.sig",
    )


def test_networkx_is_not_imported_with_ldriver() -> None:
    code = "import sys, ldriver, ldriver.project.order, ldriver.project.mlb_elab; print('networkx' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("project", ["geometry", "collections"])
def test_order_agrees_with_the_mlb_of_a_project(project: str) -> None:
    from ldriver.project.mlb_elab import load_mlb

    root = Path(__file__).parent.parent / "projects" / project
    parsed = {
        p: module_names(parse_program(SourceFile(str(p), p.read_text())))
        for p in root.resolve().iterdir()
        if p.suffix in (".sml", ".sig", ".fun")
    }
    mlb = load_mlb(root / f"{project}.mlb", {})
    assert order_files(parsed).files == tuple(u.path for u in mlb.units)
