"""Cross-unit inlining (`compiler.cps.inline_info`): which exported functions
qualify, their interface form, and the importer's copies."""
from __future__ import annotations

from collections.abc import Callable

import msgpack

from compiler.cps import check, shrink
from compiler.cps.inline_info import _Decoder, collect, decode_table, encode, import_bodies
from compiler.cps.ir import (
    INT_T, PTR_T, App, CVar, Fix, FunDef, FunT, IntConst, LetPrim, LetRecord, LetVal, Program, PtrT, Select,
    Supply, Term, Throw, Var,
)

INT_FUN = FunT((INT_T,), INT_T)


def _exporter() -> Program:
    """main(imp) exports {Lib = {twice, grab, loop}}: `twice` is closed and
    small; `grab` reads main's parameter; `loop` calls itself."""
    s = Supply()
    ret, exn, imp = s.cont("k", (PtrT(1),)), s.cont("h", (PTR_T,)), s.var("imp", PTR_T)

    def fun(hint: str, body: Callable[[Var, CVar, CVar, Var], Term]) -> FunDef:
        name, r, h, x = s.var(hint, INT_FUN), s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
        return FunDef(name, r, h, (x,), body(name, r, h, x))

    def twice_body(name: Var, r: CVar, h: CVar, x: Var) -> Term:
        y = s.var("y", INT_T)
        return LetPrim(y, "int_add", (x, x), h, Throw(r, (y,)))

    def grab_body(name: Var, r: CVar, h: CVar, x: Var) -> Term:
        y = s.var("y", INT_T)
        return Select(y, 0, imp, Throw(r, (y,)))

    def loop_body(name: Var, r: CVar, h: CVar, x: Var) -> Term:
        return App(name, r, h, (x,))

    twice, grab, loop = fun("twice", twice_body), fun("grab", grab_body), fun("loop", loop_body)
    lib, top = s.var("lib", PtrT(3)), s.var("top", PtrT(1))
    body = Fix((twice,), Fix((grab,), Fix((loop,), LetRecord(
        lib, (twice.name, grab.name, loop.name), 0, LetRecord(top, (lib,), 0, Throw(ret, (top,)))))))
    main = FunDef(s.var("main", FunT((PTR_T,), PtrT(1))), ret, exn, (imp,), body)
    return Program(main, s.next_id + 1)


def _importer() -> Program:
    """main(lib) = Lib.twice 21."""
    s = Supply()
    ret, exn, imp = s.cont("k", (INT_T,)), s.cont("h", (PTR_T,)), s.var("imp", PTR_T)
    lib, f, n = s.var("lib", PTR_T), s.var("twice", INT_FUN), s.var("n", INT_T)
    body = Select(lib, 0, imp, Select(f, 0, lib, LetVal(n, IntConst(21), App(f, ret, exn, (n,)))))
    main = FunDef(s.var("main", FunT((PTR_T,), INT_T)), ret, exn, (imp,), body)
    return Program(main, s.next_id + 1)


def test_only_closed_small_nonrecursive_exports_qualify() -> None:
    prog = _exporter()
    assert check(prog) == []
    table = collect(prog)
    assert list(table) == [(0, 0)]
    assert table[(0, 0)].name.hint == "twice"


def test_interface_form_round_trips_and_ignores_variable_numbering() -> None:
    encoded = encode(collect(_exporter()))
    raw = msgpack.unpackb(msgpack.packb(encoded, use_bin_type=True), raw=False)
    body = decode_table(raw)[(0, 0)]
    again = encode({(0, 0): _Decoder(Supply(1000)).fundef(body)})
    assert again == encoded  # numbering by binding order: ids do not show


def test_importer_gets_a_copy_that_the_shrinker_inlines() -> None:
    table = decode_table(encode(collect(_exporter())))
    prog = import_bodies(_importer(), (table,))
    assert check(prog) == []
    assert isinstance(prog.main.body, Select) and isinstance(prog.main.body.body, Fix)
    shrunk = shrink.run(prog)
    assert check(shrunk) == []
    # Inlined, then folded: 21 + 21.
    match shrunk.main.body:
        case LetVal(n, IntConst(42), Throw(k, (m,))):
            assert k == shrunk.main.ret and m == n
        case other:
            raise AssertionError(other)


def test_importer_without_bodies_is_unchanged() -> None:
    prog = _importer()
    assert import_bodies(prog, ({},)) is prog
