"""Cross-unit inlining and direct calls (`compiler.cps.inline_info`): which
exported functions qualify, their interface form, the importer's copies, and
the public symbols closure conversion keeps and calls."""
from __future__ import annotations

from collections.abc import Callable

import msgpack

from compiler import closure
from compiler.cps import check, shrink
from compiler.cps.inline_info import (
    Body, _Decoder, _flatten, _unflatten, collect, decode_entries, decode_table, encode, encode_entries,
    exported_functions, import_bodies, import_entries,
)
from compiler.cps.ir import (
    INT_T, PTR_T, App, CVar, Fix, FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal, Program, PtrT,
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
    assert table[(0, 0)].fun.name.hint == "twice" and table[(0, 0)].refs == () and not table[(0, 0)].functor


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
    match table[(0,)].fun.body:
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
    refs, body, functor = decode_table(raw)[(0, 0)]
    again = encode({(0, 0): Body(_Decoder(Supply(1000)).fundef(_unflatten(body)), (), functor)})
    assert again == encoded  # numbering by binding order: ids do not show


def test_importer_gets_a_copy_that_the_shrinker_inlines() -> None:
    table = decode_table(encode(collect(_exporter())))
    prog, import_ids = import_bodies(_importer(), (table,), ("lib",))
    assert check(prog) == [] and import_ids == ("lib",)
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
    assert import_bodies(prog, ({},), ("lib",)) == (prog, ("lib",))


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



def _functor_exporter(stateful_helper: bool = False) -> Program:
    """main(imp) binds m = 7, `half x = x div 2` (not exported), `log` (a
    record it exports as {log}) and `ListFn (X) = {f}` with
    `f x = half (X.g (imp.3 (log.0 (x + m))))`: its body uses a constant, a
    top-level function, an exported value and an imported one. With
    `stateful_helper`, `half` also reads a ref made at the top level and not
    exported."""
    s = Supply()
    ret, exn, imp = s.cont("k", (PtrT(2),)), s.cont("h", (PTR_T,)), s.var("imp", PTR_T)
    m, cell, logger = s.var("m", INT_T), s.var("cell", PTR_T), s.var("logger", INT_FUN)
    half_name, hr, hh, hx, hy = s.var("half", INT_FUN), s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), \
        s.var("x", INT_T), s.var("y", INT_T)
    half_body: Term = LetPrim(hy, "int_div", (hx, m), hh, Throw(hr, (hy,)))
    if stateful_helper:
        got = s.var("got", PTR_T)
        half_body = LetPrim(got, "ref_get", (cell,), None, half_body)
    half = FunDef(half_name, hr, hh, (hx,), half_body)
    lr, lh, lx = s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
    log_fun = FunDef(logger, lr, lh, (lx,), Throw(lr, (lx,)))
    log = s.var("log", PtrT(1))
    # The functor: ListFn(X) = {f}.
    fn_name = s.var("ListFn", FunT((PTR_T,), PtrT(1)))
    fr, fh, arg = s.cont("r", (PtrT(1),)), s.cont("h", (PTR_T,)), s.var("X", PTR_T)
    f_name, r, h, x = s.var("f", INT_FUN), s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
    a, g, lg, b, imported, c, d = (s.var("a", INT_T), s.var("g", INT_FUN), s.var("lg", INT_FUN), s.var("b", INT_T),
                                   s.var("i3", INT_FUN), s.var("c", INT_T), s.var("d", INT_T))
    k1, k2, k3 = s.cont("k1", (INT_T,)), s.cont("k2", (INT_T,)), s.cont("k3", (INT_T,))
    f_body = LetPrim(a, "int_add", (x, m), h, Select(lg, 0, log, LetCont(
        k1, (b,), Select(imported, 3, imp, LetCont(
            k2, (c,), Select(g, 0, arg, LetCont(k3, (d,), App(half_name, r, h, (d,)), App(g, k3, h, (c,)))),
            App(imported, k2, h, (b,)))),
        App(lg, k1, h, (a,)))))
    f = FunDef(f_name, r, h, (x,), f_body)
    res = s.var("res", PtrT(1))
    functor = FunDef(fn_name, fr, fh, (arg,), Fix((f,), LetRecord(res, (f_name,), 0, Throw(fr, (res,)))))
    top = s.var("top", PtrT(2))
    body = LetVal(m, IntConst(7), LetPrim(cell, "ref_new", (m,), None, Fix((half,), Fix((log_fun,), LetRecord(
        log, (logger,), 0, Fix((functor,), LetRecord(top, (log, fn_name), 0, Throw(ret, (top,)))))))))
    main = FunDef(s.var("main", FunT((PTR_T,), PtrT(2))), ret, exn, (imp,), body)
    return Program(main, s.next_id + 1, frozenset({fn_name.id}))


def _functor_importer() -> Program:
    """main(lib) = (ListFn {g = fn y => y * 3}).f 5, importing only `lib`."""
    s = Supply()
    ret, exn, lib = s.cont("k", (INT_T,)), s.cont("h", (PTR_T,)), s.var("lib", PTR_T)
    fn = s.var("ListFn", FunT((PTR_T,), PtrT(1)))
    g, gr, gh, y, z = s.var("g", INT_FUN), s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("y", INT_T), \
        s.var("z", INT_T)
    three, arg, st, sk, f, n = (s.var("three", INT_T), s.var("arg", PtrT(1)), s.var("S", PtrT(1)),
                                s.cont("s", (PtrT(1),)), s.var("f", INT_FUN), s.var("n", INT_T))
    g_fun = FunDef(g, gr, gh, (y,), LetVal(three, IntConst(3), LetPrim(z, "int_mul", (y, three), gh,
                                                                      Throw(gr, (z,)))))
    body = Select(fn, 1, lib, Fix((g_fun,), LetRecord(arg, (g,), 0, LetCont(
        sk, (st,), Select(f, 0, st, LetVal(n, IntConst(5), App(f, ret, exn, (n,)))),
        App(fn, sk, exn, (arg,))))))
    main = FunDef(s.var("main", FunT((PTR_T,), INT_T)), ret, exn, (lib,), body)
    return Program(main, s.next_id + 1)


def test_a_functor_travels_with_its_refs_and_an_importer_specializes_it() -> None:
    exporter = _functor_exporter()
    assert check(exporter) == []
    table = collect(exporter)
    assert list(table) == [(0, 0), (1,)]  # log.0 (small, closed) and the functor
    body = table[(1,)]
    assert body.functor
    # `log` is reached through the unit's own exports, `imp` is the import.
    assert sorted((ref for _, ref in body.refs), key=repr) == [(0, ()), (None, (0,))]
    encoded = encode(table, ("basis",))
    raw = msgpack.unpackb(msgpack.packb(encoded, use_bin_type=True), raw=False)
    prog, import_ids = import_bodies(_functor_importer(), (decode_table(raw),), ("lib",))
    # The importer gained the unit the functor's body imports from.
    assert import_ids == ("lib", "basis") and len(prog.main.params) == 2
    assert check(prog) == []
    shrunk = shrink.run(prog)
    assert check(shrunk) == []
    # Specialized: X.g is inlined (a multiplication by 3), `half` too; only
    # the calls to `log.0` and `imp.3`, which stay unknown here, remain.
    terms = list(subterms(shrunk.main.body))
    assert any(isinstance(t, LetPrim) and t.prim == "int_mul" for t in terms)
    assert any(isinstance(t, LetPrim) and t.prim == "int_div" for t in terms)
    assert len([t for t in terms if isinstance(t, App)]) == 2
    assert any(isinstance(t, Select) and t.index == 3 for t in terms)


def test_a_functor_using_unexported_state_does_not_travel() -> None:
    assert list(collect(_functor_exporter(stateful_helper=True))) == [(0, 0)]


def test_deep_bodies_are_encoded_flat() -> None:
    # msgpack refuses nesting past about 500 levels; a functor's body nests
    # a term per binding.
    deep: list = []
    for i in range(5000):
        deep = ["val", i, [], deep, None, "s"]
    for tree in (deep, [], [[]], [1, [2, [], [3]], 4], "leaf"):
        flat = _flatten(tree)
        assert _unflatten(msgpack.unpackb(msgpack.packb(flat), raw=False)) == tree
