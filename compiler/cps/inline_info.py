"""Cross-unit inlining and direct calls (docs/architecture.md "Separate compilation":
OCaml's `.cmx`, SML/NJ's inline info, MLton's defunctorization across units):
the bodies of a unit's small exported functions and of its functors travel in
its interface, and an importer that selects such a function from the unit's
exports record gets a local copy, which the shrinker then inlines into calls
(a functor's copy into each application, specialized to its argument); every
other exported function has a public code symbol in the interface, which an
importer calls directly (with the closure it selected as `self`) instead of
loading the code pointer from the closure.

    collect(prog) -> dict[path, Body]          the exporter's copyable functions
    encode(table, import_ids) / decode_table(raw)   their interface form (msgpack-ready)
    import_bodies(prog, tables, import_ids) -> (Program, import_ids)
                                               the importer's copies (and the
                                               imports they add)
    exported_functions(prog) -> dict[path, FunDef]   every function the exports reach
    encode_entries(functions, symbol) / decode_entries(raw)   path -> symbol, CTY
    import_entries(prog, tables) -> dict[var id, (symbol, CTY)]   the importer's
                                               callees with a public symbol

An exported function qualifies for inlining when it is closed (its body
mentions no variable or continuation it does not bind: no other value of its
unit, no import), not recursive, and small (`INLINE_SIZE` of
`compiler.cps.shrink`, `HOF_INLINE_SIZE` for a function with a function
parameter, which importers copy where they pass it a known function). That is what Basis wrappers like `Array.sub =
ld_array_sub` or `Int.+` are, so a user's loop gets the primitive instead of an
unknown call. Any exported function qualifies for a direct call: it escapes
(the exports record holds it), so closure conversion gives it the uniform
convention `(self, params...)` that an importer's call through the closure
would use anyway; the importer only checks that its view of the function's
CTY is compatible with the exporter's.

An exported functor qualifies up to a size far beyond the small functions'
(`FUNCTOR_COPY_SIZE`; issue 34 item 1: `HashTableFn` or `RedBlackMapFn`
applied in a user's unit cost what they cost applied in their own). Its body may also use, as `Body.refs`, a value its
unit's exports record holds (`Util.bump`, a ref cell, an exception's identity)
and a value its unit imports (a Basis function too big to have been inlined
there): the interface says where each is (the unit, a path of fields), and the
importer binds it by `Select`s from that unit's exports record before the copy,
adding an import parameter to `main` if it did not import the unit (code
generation then reads that unit's exports symbol; the unit is among the
importer's dependencies, since the functor's unit depends on it, so the link
and the initialization order already have it, and the importer's action key
already digests its interface). The top-level functions of its unit it calls
travel inside it. What it may not use is a value its unit computes and does
not export (a hidden ref cell): there would be no way to reach the same one,
so such a functor stays a call. The copy is the same code the functor's unit
would run; reading a value through the exports record instead of from a
variable gives the same value, because the exports record holds exactly what
the unit's top level bound and main has returned before any importer runs.

A path is the sequence of field indices from the unit's exports record down
to the function (through substructure records), which is also how an importer
reaches it: `Select`s from the `main` parameter holding that record.

The encoded form numbers variables by their order of binding, so it depends on
the function alone: a body edit elsewhere in the unit leaves it, and the
interface digest, unchanged. Only the release profile writes inline bodies and
entries (dev interfaces stay opaque, so a body edit never recompiles an
importer); an importer uses whatever its imports carry.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from compiler.cps.ir import (
    App, Const, Cty, CVar, ExnConst, Fix, FunDef, FunT, IntConst, IntT, LetCont, LetPrim, LetRecord,
    LetVal, Program, PTR_T, PtrT, RealConst, RealT, Select, StringConst, Supply, Switch, Term, Throw, Var,
    allow_deep_recursion, compatible, subterms,
)
from compiler.cps.shrink import inline_limit, size_of

Path = tuple[int, ...]
_MAX_DEPTH = 16  # substructure nesting followed from the exports record

FUNCTOR_COPY_SIZE = 4000
"""The largest functor body (CPS nodes, its helpers included) an importer
copies. The data-structure functors this is for are far smaller
(smlnj-lib's BinaryMapFn 1,520 nodes); a parser's or lexer's functor is
larger (HaMLet's LrValsFn 28,548, its lexer's 4,746) and its cost is not in
abstraction: copying those grew HaMLet's release executable by 9% (6.3 MB
against 5.8) for nothing measurable."""


# -- the exporter -------------------------------------------------------------


def exported_functions(prog: Program) -> dict[Path, FunDef]:
    """The functions bound in the unit's top level that its exports record
    reaches, by path (a function reached by several paths appears under each)."""
    return _TopLevel(prog).functions


Ref = tuple[int | None, Path]
"""Where an importer finds a value a copied body uses: `(i, path)`, the field
at `path` of the exports record of `main`'s i-th import (the exporter's
numbering; `None`: the exporter's own exports record)."""


class _TopLevel:
    """What the unit's top level binds, for deciding what a copy may use:
    `functions` (exported, by path), `funs` (every top-level function by name
    id), `constants` (numeric constants by variable id), `fields` (the values
    the exports record holds directly, by variable id: the path of each and
    the variable) and `imported` (the variables `Select`ed from an import
    parameter: its index and the path)."""

    def __init__(self, prog: Program) -> None:
        main = prog.main
        records: dict[int, tuple[Var, ...]] = {}
        casts: dict[int, Var] = {}
        self.funs: dict[int, FunDef] = {}
        self.constants: dict[int, tuple[Var, Const]] = {}
        self.imported: dict[int, tuple[Var, Ref]] = {p.id: (p, (i, ())) for i, p in enumerate(main.params)}
        results: list[Var] = []
        stack: list[Term] = [main.body]
        while stack:
            match stack.pop():
                case LetVal(v, IntConst() | RealConst() as value, body):
                    self.constants[v.id] = (v, value)
                    stack.append(body)
                case LetRecord(v, fields, _, body):
                    records[v.id] = fields
                    stack.append(body)
                case LetPrim(v, "cast", (x,), _, body):
                    casts[v.id] = x
                    stack.append(body)
                case Select(v, i, r, body):
                    if r.id in self.imported:
                        which, path = self.imported[r.id][1]
                        self.imported[v.id] = (v, (which, (*path, i)))
                    stack.append(body)
                case LetVal(body=body) | LetPrim(body=body):
                    stack.append(body)
                case LetCont(cont_body=cbody, body=body):
                    stack += (cbody, body)
                case Fix(group, body):
                    for g in group:
                        self.funs[g.name.id] = g
                    stack.append(body)
                case Throw(k, (r,)) if k == main.ret:
                    results.append(r)
                case Switch(cases=cases, default=default):
                    stack += [arm for _, arm in cases]
                    if default is not None:
                        stack.append(default)
        self.functions: dict[Path, FunDef] = {}
        self.fields: dict[int, tuple[Var, Path]] = {}
        if len(results) != 1:
            return

        def visit(v: Var, path: Path) -> None:
            if path:
                self.fields.setdefault(v.id, (v, path))
            while v.id in casts:
                v = casts[v.id]
            if v.id in records and len(path) < _MAX_DEPTH:
                for i, field in enumerate(records[v.id]):
                    visit(field, (*path, i))
            elif v.id in self.funs and path:
                self.functions[path] = self.funs[v.id]
        visit(results[0], ())


@dataclass(frozen=True)
class Body:
    """A function as an importer copies it: `fun`, closed but for `refs` (the
    variables it uses that the importer binds by `Select`s, with where to find
    each); `functor`: it is a functor, which the importer's shrinker copies
    into each application whatever its size."""

    fun: FunDef
    refs: tuple[tuple[Var, Ref], ...] = ()
    functor: bool = False


def collect(prog: Program) -> dict[Path, Body]:
    """The functions an importer may copy, by path: the small, non-recursive
    exported functions that are closed but for the unit's constants and the
    top-level functions they call (an uncurried function's wrapper with its
    worker inside), and every exported functor that is closed but for those,
    the values the unit's exports record holds and the values it imports
    (`Body.refs`)."""
    top = _TopLevel(prog)
    table = {path: _copyable(f, top, f.name.id in prog.functors) for path, f in top.functions.items()}
    return {path: body for path, body in table.items() if body is not None}


def _copyable(f: FunDef, top: _TopLevel, functor: bool) -> Body | None:
    """`f` as a `Body` if it qualifies (`collect`), else None. The unit's
    numeric constants do not count as free: the copy binds the ones it uses
    itself (a functor application the shrinker copied leaves its parameter's
    constants bound there, Word32's mask 0wxFFFFFFFF of `BasisWordN (val bits
    = 32)`, and its small functions are exported so). Top-level functions it
    calls are bound inside it: for a small function only one, an uncurried
    wrapper's worker (the curried higher-order functions of the Basis,
    `String.translate f s`, are mostly such pairs); for a functor any number,
    as the Basis functions its unit inlined from its imports are."""
    helpers: dict[int, FunDef] = {}
    used: set[int] = set()
    refs: dict[int, tuple[Var, Ref]] = {}
    pending = [f]
    while pending:
        g = pending.pop()
        for v in sorted(_free(g)):
            if v == f.name.id or (v in helpers and not functor):
                return None  # recursive, or a small function's worker is
            if v in helpers or v in used or v in refs:
                continue
            if v in top.constants:
                used.add(v)
            elif functor and v in top.fields:
                var, path = top.fields[v]
                refs[v] = (var, (None, path))
            elif functor and v in top.imported:
                refs[v] = top.imported[v]
            elif v in top.funs and (functor or not helpers):
                helpers[v] = top.funs[v]
                pending.append(helpers[v])
            else:
                return None
    inner = f.body if not helpers else Fix(tuple(helpers[v] for v in sorted(helpers)), f.body)
    # Bound in an order of their values, not of their ids, so that the
    # encoding (and the interface digest) does not follow edits elsewhere.
    for v in sorted(used, key=lambda v: (repr(top.constants[v][1]), v), reverse=True):
        var, value = top.constants[v]
        inner = LetVal(var, value, inner)
    body = FunDef(f.name, f.ret, f.exn, f.params, inner)
    limit = FUNCTOR_COPY_SIZE if functor else inline_limit(f)
    if size_of(body.body, limit) > limit:
        return None
    return Body(body, tuple(sorted(refs.values(), key=lambda r: (r[1][0] is not None, r[1][0] or 0, r[1][1]))),
                functor)


def _free(f: FunDef) -> set[int]:
    """The variables and continuations `f`'s body uses but does not bind
    (`f` itself among them if it is recursive)."""
    bound: set[int] = {f.ret.id, f.exn.id, *(p.id for p in f.params)}
    used: set[int] = set()
    stack: list[Term] = [f.body]
    while stack:
        t = stack.pop()
        match t:
            case LetVal(v, _, body):
                bound.add(v.id)
                stack.append(body)
            case LetPrim(v, _, args, exn, body):
                bound.add(v.id)
                used.update(a.id for a in args)
                if exn is not None:
                    used.add(exn.id)
                stack.append(body)
            case LetRecord(v, fields, _, body):
                bound.add(v.id)
                used.update(x.id for x in fields)
                stack.append(body)
            case Select(v, _, r, body):
                bound.add(v.id)
                used.add(r.id)
                stack.append(body)
            case LetCont(k, params, cbody, body):
                bound.add(k.id)
                bound.update(p.id for p in params)
                stack += (cbody, body)
            case Fix(group, body):
                for g in group:
                    bound.update((g.name.id, g.ret.id, g.exn.id, *(p.id for p in g.params)))
                    stack.append(g.body)
                stack.append(body)
            case App(fn, ret, exn, args):
                used.update((fn.id, ret.id, exn.id, *(a.id for a in args)))
            case Throw(k, args):
                used.update((k.id, *(a.id for a in args)))
            case Switch(scrut, cases, default):
                used.add(scrut.id)
                stack += [arm for _, arm in cases]
                if default is not None:
                    stack.append(default)
    return used - bound


# -- the interface form -------------------------------------------------------


def encode(table: dict[Path, Body], import_ids: tuple[str, ...] = ()) -> list[Any]:
    """`table` as msgpack-ready data, in path order: per body its path, its
    refs (binder, the unit id of the import holding it or None for the
    exporter's own exports record, and the path there), the function and
    whether it is a functor. `import_ids`: the units of `main`'s import
    parameters, in order."""
    out: list[Any] = []
    for path, body in sorted(table.items()):
        enc = _Encoder()
        refs = [[enc.bind(v), None if which is None else import_ids[which], list(at)]
                for v, (which, at) in body.refs]
        out.append([list(path), refs, _flatten(enc.fundef(body.fun)), body.functor])
    return out


def _flatten(tree: Any) -> list[Any]:
    """A nested list as two flat ones, `[shape, leaves]` in prefix order (a
    list's length in `shape`, -1 for a leaf): a functor's body nests
    thousands of terms deep, past what msgpack packs and unpacks."""
    shape: list[int] = []
    leaves: list[Any] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            shape.append(len(node))
            stack.extend(reversed(node))
        else:
            shape.append(-1)
            leaves.append(node)
    return [shape, leaves]


def _unflatten(flat: list[Any]) -> Any:
    """The inverse of `_flatten`."""
    shape, leaves = flat
    next_leaf = iter(leaves).__next__
    top: list[Any] = []
    open_lists: list[tuple[list[Any], int]] = [(top, 1)]  # lists being filled, with their lengths
    for n in shape:
        node: Any = next_leaf() if n < 0 else []
        parent, length = open_lists[-1]
        parent.append(node)
        if len(parent) == length:
            open_lists.pop()
            while open_lists and len(open_lists[-1][0]) == open_lists[-1][1]:
                open_lists.pop()
        if n > 0:
            open_lists.append((node, n))
    return top[0]


def decode_table(raw: list[Any]) -> dict[Path, list[Any]]:
    """The encoded bodies by path (each decoded afresh per use by `import_bodies`)."""
    return {tuple(entry[0]): entry[1:] for entry in raw}


def encode_entries(functions: dict[Path, FunDef], symbol: dict[int, str]) -> list[Any]:
    """The public symbol and CTY of each exported function (`symbol` by function
    name id), as msgpack-ready data in path order."""
    return [[list(path), symbol[f.name.id], _cty(f.name.cty)] for path, f in sorted(functions.items())]


def decode_entries(raw: list[Any]) -> dict[Path, tuple[str, Cty]]:
    return {tuple(path): (str(sym), _uncty(cty)) for path, sym, cty in raw}


def import_entries(prog: Program, tables: tuple[dict[Path, tuple[str, Cty]], ...]) -> dict[int, str]:
    """The variables of `prog` holding an imported function that has a public
    symbol (`tables[i]` for `main`'s i-th import parameter), with the symbol:
    those reached by `Select`s (and casts) from an import parameter whose view
    of the function's CTY is compatible with the exporter's."""
    main = prog.main
    reach: dict[int, tuple[int, Path]] = {p.id: (i, ()) for i, p in enumerate(main.params) if tables[i]}
    found: dict[int, str] = {}
    if not reach:
        return found
    for t in subterms(main.body):
        match t:
            case Select(v, i, r, _) if r.id in reach:
                which, path = reach[r.id]
                path = (*path, i)
            case LetPrim(v, "cast", (x,), _, _) if x.id in reach:
                which, path = reach[x.id]
            case _:
                continue
        reach[v.id] = (which, path)
        entry = tables[which].get(path)
        if entry is not None and compatible(entry[1], v.cty):
            found[v.id] = entry[0]
    return found


def _cty(t: Cty) -> Any:
    match t:
        case IntT():
            return "i"
        case RealT():
            return "r"
        case PtrT(n):
            return ["p", n]
        case FunT(ps, r):
            return ["f", [_cty(p) for p in ps], _cty(r)]
    raise AssertionError(t)


def _uncty(x: Any) -> Cty:
    if x == "i":
        return IntT()
    if x == "r":
        return RealT()
    if x[0] == "p":
        return PtrT(x[1])
    return FunT(tuple(_uncty(p) for p in x[1]), _uncty(x[2]))


def _const(c: Const) -> Any:
    match c:
        case IntConst(n):
            return ["i", n]
        case RealConst(x):
            return ["r", x]
        case StringConst(s):
            return ["s", s]
        case ExnConst(name):
            return ["e", name]
    raise AssertionError(c)


def _unconst(x: Any) -> Const:
    kind, value = x
    return {"i": IntConst, "r": RealConst, "s": StringConst, "e": ExnConst}[kind](value)


class _Encoder:
    """Variables become their binding order; a binder carries hint and CTY."""

    def __init__(self) -> None:
        self.index: dict[int, int] = {}

    def bind(self, v: Var) -> list[Any]:
        self.index[v.id] = len(self.index)
        return [v.hint, _cty(v.cty)]

    def bind_k(self, k: CVar) -> list[Any]:
        self.index[k.id] = len(self.index)
        return [k.hint, [_cty(p) for p in k.params]]

    def use(self, x: Var | CVar) -> int:
        return self.index[x.id]

    def uses(self, xs: tuple[Var, ...]) -> list[int]:
        return [self.index[x.id] for x in xs]

    def fundef(self, f: FunDef) -> list[Any]:
        return [self.bind(f.name), self.bind_k(f.ret), self.bind_k(f.exn),
                [self.bind(p) for p in f.params], self.term(f.body)]

    def term(self, t: Term) -> list[Any]:
        match t:
            case LetVal(v, c, body):
                return ["val", self.bind(v), _const(c), self.term(body)]
            case LetPrim(v, name, args, exn, body):
                return ["prim", name, self.uses(args), None if exn is None else self.use(exn),
                        self.bind(v), self.term(body)]
            case LetRecord(v, fields, tag, body):
                return ["record", self.uses(fields), tag, self.bind(v), self.term(body)]
            case Select(v, i, r, body):
                return ["select", i, self.use(r), self.bind(v), self.term(body)]
            case LetCont(k, params, cbody, body):
                bound = [self.bind(p) for p in params]
                return ["cont", bound, self.term(cbody), self.bind_k(k), self.term(body)]
            case Fix(group, body):
                names = [self.bind(g.name) for g in group]
                return ["fix", names, [[self.bind_k(g.ret), self.bind_k(g.exn), [self.bind(p) for p in g.params],
                                        self.term(g.body)] for g in group], self.term(body)]
            case App(fn, ret, exn, args):
                return ["app", self.use(fn), self.use(ret), self.use(exn), self.uses(args)]
            case Throw(k, args):
                return ["throw", self.use(k), self.uses(args)]
            case Switch(scrut, cases, default):
                return ["switch", self.use(scrut), [[key, self.term(arm)] for key, arm in cases],
                        None if default is None else self.term(default)]
        raise AssertionError(f"not a CPS term: {t!r}")


class _Decoder:
    """The inverse of `_Encoder`, binding fresh variables from `supply`."""

    def __init__(self, supply: Supply) -> None:
        self.supply = supply
        self.vars: list[Var | CVar] = []

    def bind(self, x: list[Any]) -> Var:
        v = self.supply.var(x[0], _uncty(x[1]))
        self.vars.append(v)
        return v

    def bind_k(self, x: list[Any]) -> CVar:
        k = self.supply.cont(x[0], tuple(_uncty(p) for p in x[1]))
        self.vars.append(k)
        return k

    def v(self, i: int) -> Var:
        v = self.vars[i]
        assert isinstance(v, Var)
        return v

    def k(self, i: int) -> CVar:
        k = self.vars[i]
        assert isinstance(k, CVar)
        return k

    def vs(self, xs: list[int]) -> tuple[Var, ...]:
        return tuple(self.v(i) for i in xs)

    def fundef(self, x: list[Any]) -> FunDef:
        name, ret, exn = self.bind(x[0]), self.bind_k(x[1]), self.bind_k(x[2])
        params = tuple(self.bind(p) for p in x[3])
        return FunDef(name, ret, exn, params, self.term(x[4]))

    def term(self, x: list[Any]) -> Term:
        match x[0]:
            case "val":
                v = self.bind(x[1])
                return LetVal(v, _unconst(x[2]), self.term(x[3]))
            case "prim":
                args, exn = self.vs(x[2]), None if x[3] is None else self.k(x[3])
                v = self.bind(x[4])
                return LetPrim(v, x[1], args, exn, self.term(x[5]))
            case "record":
                fields = self.vs(x[1])
                v = self.bind(x[3])
                return LetRecord(v, fields, x[2], self.term(x[4]))
            case "select":
                r = self.v(x[2])
                v = self.bind(x[3])
                return Select(v, x[1], r, self.term(x[4]))
            case "cont":
                params = tuple(self.bind(p) for p in x[1])
                cbody = self.term(x[2])
                k = self.bind_k(x[3])
                return LetCont(k, params, cbody, self.term(x[4]))
            case "fix":
                names = [self.bind(n) for n in x[1]]
                group = []
                for name, (ret, exn, params, body) in zip(names, x[2]):
                    r, e = self.bind_k(ret), self.bind_k(exn)
                    ps = tuple(self.bind(p) for p in params)
                    group.append(FunDef(name, r, e, ps, self.term(body)))
                return Fix(tuple(group), self.term(x[3]))
            case "app":
                return App(self.v(x[1]), self.k(x[2]), self.k(x[3]), self.vs(x[4]))
            case "throw":
                return Throw(self.k(x[1]), self.vs(x[2]))
            case "switch":
                return Switch(self.v(x[1]), tuple((key, self.term(arm)) for key, arm in x[2]),
                              None if x[3] is None else self.term(x[3]))
        raise ValueError(f"not an encoded CPS term: {x[0]!r}")


# -- the importer -------------------------------------------------------------


def import_bodies(prog: Program, tables: tuple[dict[Path, list[Any]], ...],
                  import_ids: tuple[str, ...]) -> tuple[Program, tuple[str, ...]]:
    """Give every `Select` of a copyable function from an imported exports
    record (`tables[i]` for `main`'s i-th import parameter, the unit
    `import_ids[i]`) a local copy of the function instead, its refs bound by
    `Select`s from the exports records holding them. A ref into a unit that
    `main` does not import yet (a functor body's use of what its own unit
    imports) adds an import parameter; the result's import ids are
    `import_ids` and those. A copied functor joins `Program.functors`."""
    allow_deep_recursion()
    main = prog.main
    reach: dict[int, tuple[int, Path]] = {p.id: (i, ()) for i, p in enumerate(main.params) if tables[i]}
    if not reach:
        return prog, import_ids
    supply = Supply(prog.next_id)
    params = list(main.params)
    ids = list(import_ids)
    functors = set(prog.functors)

    def root(unit: str | None, which: int) -> Var:
        """`main`'s parameter holding `unit`'s exports (None: the `which`-th's)."""
        if unit is None:
            return params[which]
        if unit not in ids:
            ids.append(unit)
            params.append(supply.var("import", PTR_T))
        return params[ids.index(unit)]

    def copy(encoded: list[Any], which: int, v: Var, body: Term) -> Term:
        refs, fun, functor = encoded
        decoder = _Decoder(supply)
        bound = [(decoder.bind(binder), root(unit, which), tuple(at)) for binder, unit, at in refs]
        f = decoder.fundef(_unflatten(fun))
        if compatible(f.name.cty, v.cty):
            f = FunDef(v, f.ret, f.exn, f.params, f.body)
            out: Term = Fix((f,), body)
        else:
            out = Fix((f,), LetPrim(v, "cast", (f.name,), None, body))
        if functor:
            functors.add(f.name.id)
        for var, record, at in reversed(bound):
            out = _select_path(supply, var, record, at, out)
        return out

    def term(t: Term) -> Term:
        match t:
            case Select(v, i, r, body) if r.id in reach:
                which, path = reach[r.id]
                path = (*path, i)
                encoded = tables[which].get(path)
                if encoded is None:
                    reach[v.id] = (which, path)
                    return Select(v, i, r, term(body))
                return copy(encoded, which, v, term(body))
            case LetVal(v, c, body):
                return LetVal(v, c, term(body))
            case LetPrim(v, name, args, exn, body):
                if name == "cast" and args[0].id in reach:
                    reach[v.id] = reach[args[0].id]
                return LetPrim(v, name, args, exn, term(body))
            case LetRecord(v, fields, tag, body):
                return LetRecord(v, fields, tag, term(body))
            case Select(v, i, r, body):
                return Select(v, i, r, term(body))
            case LetCont(k, params, cbody, body):
                return LetCont(k, params, term(cbody), term(body))
            case Fix(group, body):
                return Fix(tuple(FunDef(g.name, g.ret, g.exn, g.params, term(g.body)) for g in group), term(body))
            case App() | Throw():
                return t
            case Switch(scrut, cases, default):
                return Switch(scrut, tuple((key, term(arm)) for key, arm in cases),
                              None if default is None else term(default))
        raise AssertionError(f"not a CPS term: {t!r}")

    new_body = term(main.body)
    name = main.name
    if len(params) > len(main.params):
        assert isinstance(name.cty, FunT)
        name = Var(name.id, name.hint, FunT(tuple(p.cty for p in params), name.cty.result))
    new_main = FunDef(name, main.ret, main.exn, tuple(params), new_body)
    return Program(new_main, supply.next_id + 1, frozenset(functors)), tuple(ids)


def _select_path(supply: Supply, var: Var, record: Var, path: Path, body: Term) -> Term:
    """`body` with `var` bound to the field at `path` of `record` (to `record`
    itself if `path` is empty)."""
    if not path:
        return LetPrim(var, "cast", (record,), None, body)
    steps = [record] + [supply.var("field", PTR_T) for _ in path[:-1]] + [var]
    for i in reversed(range(len(path))):
        body = Select(steps[i + 1], path[i], steps[i], body)
    return body
