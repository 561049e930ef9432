"""Flat closure conversion: `run(prog) -> ClosedProgram` (Appel, "Compiling with
Continuations", ch. 10; safe for space in the sense of Shao's thesis ch. 4: a
closure holds only what its code may still use).

Precondition: `compiler.cps.check` accepts `prog`.
Postcondition: `compiler.closure.check` accepts the result, which computes what
`prog` computes. Variables keep their ids except the new ones (free-variable
parameters, selected fields, closure records, casts), so no renaming is needed
inside function bodies.

Representation decisions:
- A *known* function (its name occurs only as the callee of `App`s) becomes a
  top-level function taking its free variables as extra trailing parameters;
  every call passes them. It gets no closure.
- An *escaping* function's closure is `[code, v1, ..., vn]`, `v1..vn` the
  free variables of the members of its `Fix` group that it reaches (itself,
  the escaping siblings it names, theirs, ...; sorted by id, the group's own
  names excluded): what its code may use, and no more, so a closure never
  keeps alive a sibling's variables it cannot use (safe for space, Shao §4).
  Mutually recursive members therefore share one layout. Each escaping member
  gets its own record (field 0 its own code) and takes it as its first
  parameter, `self`, from which it selects the free variables it uses on
  entry. A direct call to a sibling of the same layout passes `self`
  unchanged: the callee finds its free variables, but field 0 is then the
  caller's code. A member used as a *value* is therefore `self` only when no
  such sibling calls it directly; otherwise (and for a sibling used as a
  value, or called with another layout, which is part of the caller's) it is
  materialized as a fresh record that copies the fields from `self` (rare:
  it needs mutually recursive functions passed as first-class values, or a
  group whose members are not all mutually recursive), so no record is ever
  cyclic.
- A call to an escaping function by name calls its code directly, with the
  closure as `self`; so does a call to an imported function that has a public
  symbol (`externs`: the callee is an extern name of the closed program, the
  closure the one selected from the exports record); any other call loads the
  code pointer from field 0.
- An escaping function listed in `public` keeps that symbol for its code
  (`ClosedProgram.symbols`), so that importers can call it directly.
- A captured real is stored boxed (scanned records hold words only).

The free variables of a known function include those of every known function
it calls (they must be at hand at the call site), so they are computed as a
least fixpoint over the call graph.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import (
    PTR_T, App, Fix, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, Program, PtrT, RealT,
    Select, Supply, Switch, Term, Throw, Var, allow_deep_recursion,
)
from compiler.graph import components

_Wrap = Callable[[Term], Term]


@dataclass(slots=True)
class _Scan:
    """What one function's body (excluding nested function bodies) uses and binds."""

    fun: FunDef
    group: tuple[FunDef, ...]
    used: dict[int, Var] = field(default_factory=dict)      # value positions
    callees: dict[int, Var] = field(default_factory=dict)   # `App.fn` positions
    bound: set[int] = field(default_factory=set)
    nested: list[FunDef] = field(default_factory=list)       # members of Fix nodes in the body


@dataclass(slots=True)
class _Ctx:
    """The function being converted: where its free variables live."""

    env: dict[int, Var]                  # free variable id -> parameter or selected field
    self_var: Var | None = None          # the closure parameter of an escaping function
    own: int | None = None               # the escaping function's original name id
    group: frozenset[int] = frozenset()  # the escaping members of its Fix group


def run(prog: Program, public: dict[int, str] | None = None,
        externs: dict[int, str] | None = None) -> ClosedProgram:
    """Closure-convert `prog` (see the module docstring). `public`: the public
    code symbol of exported functions, by name id; `externs`: the public symbol
    of the imported function each listed variable holds."""
    allow_deep_recursion()
    return _Converter(prog, public or {}, externs or {}).convert()


class _Converter:
    def __init__(self, prog: Program, public: dict[int, str], externs: dict[int, str]) -> None:
        self.prog = prog
        self.public = public
        self.externs = externs
        self.extern_names: dict[str, Var] = {}
        self.supply = Supply(prog.next_id)
        self.scans: dict[int, _Scan] = {}
        self.out: list[FunDef] = []
        self.group_members: dict[int, frozenset[int]] = {}

    # -- analysis -------------------------------------------------------------

    def scan(self, f: FunDef, group: tuple[FunDef, ...]) -> None:
        s = _Scan(f, group)
        self.scans[f.name.id] = s
        s.bound.update(p.id for p in f.params)

        def use(vs: tuple[Var, ...]) -> None:
            for v in vs:
                s.used[v.id] = v

        stack: list[Term] = [f.body]
        while stack:
            match stack.pop():
                case LetVal(v, _, body):
                    s.bound.add(v.id)
                    stack.append(body)
                case LetPrim(v, _, args, _, body):
                    use(args)
                    s.bound.add(v.id)
                    stack.append(body)
                case LetRecord(v, fields, _, body):
                    use(fields)
                    s.bound.add(v.id)
                    stack.append(body)
                case Select(v, _, r, body):
                    use((r,))
                    s.bound.add(v.id)
                    stack.append(body)
                case LetCont(_, params, cbody, body):
                    s.bound.update(p.id for p in params)
                    stack += (cbody, body)
                case Fix(funs, body):
                    for g in funs:
                        s.bound.add(g.name.id)
                        s.nested.append(g)
                        self.scan(g, funs)
                    stack.append(body)
                case App(fn, _, _, args):
                    s.callees[fn.id] = fn
                    use(args)
                case Throw(_, args):
                    use(args)
                case Switch(scrut, cases, default):
                    use((scrut,))
                    stack += [arm for _, arm in cases]
                    if default is not None:
                        stack.append(default)

    def analyse(self) -> None:
        """Classify functions as known/escaping and compute free variables."""
        self.scan(self.prog.main, (self.prog.main,))
        self.escaping: set[int] = set()
        for s in self.scans.values():
            self.escaping.update(i for i in s.used if i in self.scans)
        self.var_of: dict[int, Var] = {}
        deps: dict[int, set[int]] = {}
        base: dict[int, set[int]] = {}
        for fid, s in self.scans.items():
            for v in (*s.used.values(), *s.callees.values()):
                self.var_of[v.id] = v
            known_calls = {c for c in s.callees if c in self.scans and c not in self.escaping}
            deps[fid] = known_calls | {g.name.id for g in s.nested if g.name.id in self.escaping}
            base[fid] = ({*s.used, *s.callees} - known_calls) - s.bound
        # Least fixpoint: fv(f) = base(f) ∪ ⋃ fv(d) for d in deps(f), minus bound(f).
        self.fv: dict[int, set[int]] = {f: set(b) for f, b in base.items()}
        users: dict[int, set[int]] = {f: set() for f in self.scans}
        for f, ds in deps.items():
            for d in ds:
                users[d].add(f)
        work = list(self.scans)
        pending = set(work)
        while work:
            f = work.pop()
            pending.discard(f)
            new = set(base[f])
            for d in deps[f]:
                new |= self.fv[d]
            new -= self.scans[f].bound
            if new != self.fv[f]:
                self.fv[f] = new
                for u in users[f]:
                    if u not in pending:
                        pending.add(u)
                        work.append(u)
        if self.fv[self.prog.main.name.id]:
            raise AssertionError("closure conversion: the unit's main has free variables")

    def free_vars(self, fid: int) -> tuple[Var, ...]:
        return tuple(self.var_of[i] for i in sorted(self.fv[fid]))

    def layouts(self) -> None:
        """Top-level names, and the closure layout of each escaping function."""
        self.code: dict[int, Var] = {}
        self.layout: dict[int, tuple[Var, ...]] = {}
        for fid, s in self.scans.items():
            f = s.fun
            t = f.name.cty
            assert isinstance(t, FunT)
            if fid in self.escaping:
                if fid not in self.layout:
                    self.group_layouts(s.group)
                self.code[fid] = self.supply.var(f.name.hint, FunT((PTR_T, *t.params), t.result))
            else:
                extra = tuple(v.cty for v in self.free_vars(fid))
                self.code[fid] = self.supply.var(f.name.hint, FunT((*t.params, *extra), t.result))
        # Escaping members a sibling of the same layout calls directly: entered
        # with the sibling's record as `self`, whose field 0 is not their code.
        self.foreign_self: set[int] = set()
        for fid, s in self.scans.items():
            if fid in self.escaping:
                members = self.escaping_members(s.group)
                self.foreign_self.update(c for c in s.callees if c != fid and c in members
                                         and self.layout[c] == self.layout[fid])

    def group_layouts(self, group: tuple[FunDef, ...]) -> None:
        """Each escaping member's layout: the free variables of the members it
        reaches (itself, the siblings it names, theirs, ...), so that a closure
        holds what its code may use and no more (safe for space, Shao §4: a
        member that never reaches a sibling does not keep the sibling's
        variables alive). Computed once per strongly connected component of
        the members (mutually recursive members share one layout), after the
        components it reaches: linear in a group of n members, not n²."""
        members = self.escaping_members(group)
        names = {g.name.id for g in group}
        reached: dict[int, frozenset[int]] = {}  # member -> the free variables it reaches
        for component in components(sorted(members), lambda m: sorted(self.fv[m] & members)):
            union: set[int] = set()
            for m in component:
                union |= self.fv[m]
                for c in self.fv[m] & members:
                    union |= reached.get(c, frozenset())
            shared = frozenset(union - names)
            layout = tuple(self.var_of[i] for i in sorted(shared))
            for m in component:
                reached[m] = shared
                self.layout[m] = layout

    def convert(self) -> ClosedProgram:
        self.analyse()
        self.layouts()
        self.lift(self.prog.main)
        if not self.escaping.issuperset(self.public):
            raise AssertionError("closure conversion: a public function does not escape")
        symbols = [(self.code[fid], sym) for fid, sym in self.public.items()]
        symbols += [(v, sym) for sym, v in self.extern_names.items()]
        return ClosedProgram(tuple(self.out), self.code[self.prog.main.name.id], self.supply.next_id + 1,
                             tuple(symbols))

    # -- transformation -------------------------------------------------------

    def lift(self, f: FunDef) -> None:
        fid = f.name.id
        pre: list[_Wrap] = []
        if fid in self.escaping:
            self_var = self.supply.var("self", PTR_T)
            s = self.scans[fid]
            ctx = _Ctx({}, self_var, fid, self.escaping_members(s.group))
            wanted = self.fv[fid]
            for i, x in enumerate(self.layout[fid]):
                if x.id in wanted:
                    ctx.env[x.id] = self.select_field(x, i + 1, self_var, pre)
            params = (self_var, *f.params)
        else:
            fvs = self.free_vars(fid)
            fresh = tuple(self.supply.var(x.hint, x.cty) for x in fvs)
            ctx = _Ctx({x.id: p for x, p in zip(fvs, fresh)})
            params = (*f.params, *fresh)
        body = _wrap(pre, self.term(f.body, ctx))
        self.out.append(FunDef(self.code[fid], f.ret, f.exn, params, body))

    def extern(self, symbol: str, cty: FunT) -> Var:
        """The one extern name of the imported function with public `symbol`."""
        name = self.extern_names.get(symbol)
        if name is None:
            name = self.extern_names[symbol] = self.supply.var(symbol, FunT((PTR_T, *cty.params), cty.result))
        return name

    def escaping_members(self, group: tuple[FunDef, ...]) -> frozenset[int]:
        """The escaping members of a `Fix` group (computed once per group: a
        group of n functions would otherwise cost n² to convert)."""
        members = self.group_members.get(id(group))
        if members is None:
            members = self.group_members[id(group)] = frozenset(
                g.name.id for g in group if g.name.id in self.escaping)
        return members

    def select_field(self, x: Var, index: int, clo: Var, pre: list[_Wrap]) -> Var:
        """Bind (in `pre`) a fresh variable to `x`'s value stored at `index` of `clo`."""
        if isinstance(x.cty, RealT):
            box = self.supply.var(x.hint, PTR_T)
            v = self.supply.var(x.hint, x.cty)
            pre.append(lambda t: Select(box, index, clo, LetPrim(v, "unbox_real", (box,), None, t)))
            return v
        v = self.supply.var(x.hint, x.cty)
        pre.append(lambda t: Select(v, index, clo, t))
        return v

    def prim(self, hint: str, cty: object, name: str, arg: Var, pre: list[_Wrap]) -> Var:
        v = self.supply.var(hint, cty)  # type: ignore[arg-type]
        pre.append(lambda t: LetPrim(v, name, (arg,), None, t))
        return v

    def lookup(self, x: Var, ctx: _Ctx, pre: list[_Wrap]) -> Var:
        """The variable holding `x` in the function of `ctx`; code to compute it
        (a cast of `self`, a re-materialized sibling closure) goes into `pre`."""
        v = ctx.env.get(x.id)
        if v is not None:
            return v
        if ctx.self_var is not None and x.id in ctx.group:
            if x.id == ctx.own and x.id not in self.foreign_self:
                clo = ctx.self_var
            else:
                # a sibling this function reaches: its layout is part of ours
                assert ctx.own is not None
                index = {y.id: i + 1 for i, y in enumerate(self.layout[ctx.own])}
                fields = [self.code[x.id]]
                for y in self.layout[x.id]:
                    fv = self.supply.var(y.hint, PTR_T if isinstance(y.cty, RealT) else y.cty)
                    pre.append(lambda t, fv=fv, i=index[y.id]: Select(fv, i, ctx.self_var, t))  # type: ignore[misc]
                    fields.append(fv)
                clo = self.supply.var(x.hint, PtrT(len(fields)))
                pre.append(lambda t: LetRecord(clo, tuple(fields), 0, t))
            return self.prim(x.hint, x.cty, "cast", clo, pre)
        return x

    def lookups(self, xs: tuple[Var, ...], ctx: _Ctx, pre: list[_Wrap]) -> tuple[Var, ...]:
        return tuple(self.lookup(x, ctx, pre) for x in xs)

    def term(self, t: Term, ctx: _Ctx) -> Term:
        pre: list[_Wrap] = []
        match t:
            case LetVal(v, c, body):
                return LetVal(v, c, self.term(body, ctx))
            case LetPrim(v, name, args, exn, body):
                args = self.lookups(args, ctx, pre)
                return _wrap(pre, LetPrim(v, name, args, exn, self.term(body, ctx)))
            case LetRecord(v, fields, tag, body):
                fields = self.lookups(fields, ctx, pre)
                return _wrap(pre, LetRecord(v, fields, tag, self.term(body, ctx)))
            case Select(v, i, r, body):
                r = self.lookup(r, ctx, pre)
                return _wrap(pre, Select(v, i, r, self.term(body, ctx)))
            case LetCont(k, params, cbody, body):
                return LetCont(k, params, self.term(cbody, ctx), self.term(body, ctx))
            case Fix(funs, body):
                return self.fix(funs, body, ctx)
            case App(fn, ret, exn, args):
                args = self.lookups(args, ctx, pre)
                if fn.id in self.scans and fn.id not in self.escaping:
                    extra = self.lookups(self.free_vars(fn.id), ctx, pre)
                    return _wrap(pre, App(self.code[fn.id], ret, exn, (*args, *extra)))
                if fn.id in self.scans:
                    if ctx.self_var is not None and fn.id in ctx.group and \
                            self.layout[fn.id] == self.layout[ctx.own]:  # type: ignore[index]
                        clo = ctx.self_var
                    else:
                        clo = self.prim(fn.hint, PTR_T, "cast", self.lookup(fn, ctx, pre), pre)
                    return _wrap(pre, App(self.code[fn.id], ret, exn, (clo, *args)))
                assert isinstance(fn.cty, FunT)
                clo = self.prim(fn.hint, PTR_T, "cast", self.lookup(fn, ctx, pre), pre)
                symbol = self.externs.get(fn.id)
                if symbol is not None:
                    return _wrap(pre, App(self.extern(symbol, fn.cty), ret, exn, (clo, *args)))
                code = self.supply.var("code", FunT((PTR_T, *fn.cty.params), fn.cty.result))
                return _wrap(pre, Select(code, 0, clo, App(code, ret, exn, (clo, *args))))
            case Throw(k, args):
                return _wrap(pre, Throw(k, self.lookups(args, ctx, pre)))
            case Switch(scrut, cases, default):
                scrut = self.lookup(scrut, ctx, pre)
                arms = tuple((key, self.term(arm, ctx)) for key, arm in cases)
                dflt = self.term(default, ctx) if default is not None else None
                return _wrap(pre, Switch(scrut, arms, dflt))
        raise AssertionError(f"not a CPS term: {t!r}")

    def fix(self, funs: tuple[FunDef, ...], body: Term, ctx: _Ctx) -> Term:
        """Lift the group's functions and allocate the escaping members' closures."""
        for g in funs:
            self.lift(g)
        pre: list[_Wrap] = []
        members = [g for g in funs if g.name.id in self.escaping]
        stored: dict[int, Var] = {}  # a variable's value as a field (reals boxed once)
        for g in members:
            fields: list[Var] = []
            for x in self.layout[g.name.id]:
                if x.id not in stored:
                    v = self.lookup(x, ctx, pre)
                    stored[x.id] = self.prim(x.hint, PTR_T, "box_real", v, pre) if isinstance(x.cty, RealT) else v
                fields.append(stored[x.id])
            rec = self.supply.var(g.name.hint, PtrT(len(fields) + 1))
            pre.append(lambda t, rec=rec, g=g, fields=tuple(fields): LetRecord(  # type: ignore[misc]
                rec, (self.code[g.name.id], *fields), 0, t))
            pre.append(lambda t, rec=rec, g=g: LetPrim(g.name, "cast", (rec,), None, t))  # type: ignore[misc]
        return _wrap(pre, self.term(body, ctx))


def _wrap(pre: list[_Wrap], t: Term) -> Term:
    for w in reversed(pre):
        t = w(t)
    return t
