"""Cross-unit inlining and direct calls (`compiler.cps.inline_info`): which
exported functions qualify, their interface form, the importer's copies, and
the public symbols closure conversion keeps and calls."""
from __future__ import annotations

from collections.abc import Callable

import msgpack

from compiler import closure
from compiler.cps import check, shrink
from compiler.cps.inline_info import (
    _Decoder, collect, decode_entries, decode_table, encode, encode_entries, exported_functions, import_bodies,
    import_entries,
)
from compiler.cps.ir import (
    INT_T, PTR_T, App, CVar, Fix, FunDef, FunT, IntConst, LetPrim, LetRecord, LetVal, Program, PtrT,
    Select, Supply, Term, Throw, Var, subterms,
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


def test_a_function_using_the_units_constants_qualifies_with_them_bound_inside() -> None:
    """main exports {mask} where `mask x = x andb m` and m = 255 is bound at
    the unit's top level (as a functor application's copy leaves it): the
    copy binds m itself, so it is closed."""
    s = Supply()
    ret, exn, imp = s.cont("k", (PtrT(1),)), s.cont("h", (PTR_T,)), s.var("imp", PTR_T)
    m, name, r, h, x, y = (s.var("m", INT_T), s.var("mask", INT_FUN), s.cont("r", (INT_T,)),
                           s.cont("h", (PTR_T,)), s.var("x", INT_T), s.var("y", INT_T))
    mask = FunDef(name, r, h, (x,), LetPrim(y, "word_andb", (x, m), None, Throw(r, (y,))))
    top = s.var("top", PtrT(1))
    body = LetVal(m, IntConst(255), Fix((mask,), LetRecord(top, (name,), 0, Throw(ret, (top,)))))
    prog = Program(FunDef(s.var("main", FunT((PTR_T,), PtrT(1))), ret, exn, (imp,), body), s.next_id + 1)
    assert check(prog) == []
    table = collect(prog)
    assert list(table) == [(0,)]
    match table[(0,)].body:
        case LetVal(bound, IntConst(255), LetPrim(_, "word_andb", (_, used), None, _)):
            assert bound == used == m
        case other:
            raise AssertionError(other)
    # It decodes, and an importer's copy is closed (the IR checker accepts it).
    decoded = decode_table(encode(table))
    assert list(decoded) == [(0,)]


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


def test_every_exported_function_gets_an_entry_with_its_cty() -> None:
    functions = exported_functions(_exporter())
    assert sorted((path, f.name.hint) for path, f in functions.items()) == [
        ((0, 0), "twice"), ((0, 1), "grab"), ((0, 2), "loop")]
    symbols = {f.name.id: f"sym{path[-1]}" for path, f in functions.items()}
    raw = msgpack.unpackb(msgpack.packb(encode_entries(functions, symbols), use_bin_type=True), raw=False)
    assert decode_entries(raw) == {(0, 0): ("sym0", INT_FUN), (0, 1): ("sym1", INT_FUN), (0, 2): ("sym2", INT_FUN)}


def test_importer_calls_an_entry_directly_after_closure_conversion() -> None:
    prog = _importer()
    callee = prog.main.body.body  # Select(twice, 0, lib, ...)
    assert isinstance(callee, Select)
    # Only a compatible view of the function's CTY qualifies.
    assert import_entries(prog, ({(0, 0): ("ld_fn.lib.0.0", FunT((PTR_T,), INT_T))},)) == {}
    externs = import_entries(prog, ({(0, 0): ("ld_fn.lib.0.0", INT_FUN)},))
    assert externs == {callee.var.id: "ld_fn.lib.0.0"}
    closed = closure.run(prog, externs=externs)
    assert closure.check(closed) == []
    (extern,) = closed.externs()
    assert dict((v.id, sym) for v, sym in closed.symbols) == {extern.id: "ld_fn.lib.0.0"}
    calls = [t for f in closed.funs for t in subterms(f.body) if isinstance(t, App)]
    assert [c.fn for c in calls] == [extern]
    assert not any(isinstance(t, Select) and t.index == 0 and t.var.hint == "code"
                   for f in closed.funs for t in subterms(f.body))


def test_exported_functions_keep_their_public_symbol() -> None:
    prog = _exporter()
    public = {f.name.id: f"ld_fn.lib.{path[-1]}" for path, f in exported_functions(prog).items()}
    closed = closure.run(prog, public=public)
    assert closure.check(closed) == []
    assert closed.externs() == ()
    names = {f.name.id: f for f in closed.funs}
    assert sorted((names[v.id].name.hint, sym) for v, sym in closed.symbols) == [
        ("grab", "ld_fn.lib.1"), ("loop", "ld_fn.lib.2"), ("twice", "ld_fn.lib.0")]

