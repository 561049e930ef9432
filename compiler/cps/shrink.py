"""Shrinking reductions: `run(prog) -> prog` (Appel & Jim, "Shrinking lambda
expressions in linear time"; Kennedy 2007 §5; Shao §3.6.3 wrap/unwrap).

Each round takes a census (uses of every variable, how many of them are
calls/throws, which functions are used inside their own body) and then
rewrites the program top-down once, applying:
- dead-code elimination: unused constants, records, selects, pure primitives
  (`compiler.cps.ir.is_removable`), continuations and functions;
- β-reduction of a continuation thrown to exactly once, and of a function
  called exactly once (not from its own body): the body replaces the
  throw/call, parameters are substituted — never copied, so bindings stay
  unique and no renaming is needed;
- η-reduction: `cont k(xs) = throw j(xs)` makes k = j;
  `fun f(r, h, xs) = g(r, h, xs)` (g outside f's group) makes f = g;
- constant folding of pure primitives whose arguments are constants, through
  `compiler.cps.interp.eval_prim` (so folding agrees with execution); a
  primitive that would raise (Overflow, Div, …) is left in place;
- representation: `unbox_real(box_real x)` = x; a `cast` back to the CTY of
  the original value is that value; `is_ptr`/`get_tag` of a known record or
  constant;
- select of a known record field; switch on a known constant, and a switch
  with a single exhaustive case.
Rounds repeat until nothing changes or the budget of rounds is spent
(`MAX_ROUNDS` by default; the dev profile gives fewer, `DEV_ROUNDS`: most of
what shrinking gains comes in the first rounds, and each round walks the
whole unit).

Between fixpoints, `_Inliner` copies the body of every small non-recursive
function (`INLINE_SIZE` nodes at most, nested bodies included, alone in its
`Fix`), and of every functor whatever its size (`Program.functors`: each
application then specializes the body to its argument, as MLton's
defunctorization does), into each direct call of it, renaming what the copy
binds. A non-recursive higher-order function up to `HOF_INLINE_SIZE` is
copied into the calls that pass a known function for one of its function
parameters (issue 11 item 1: the copy's local loops are specialized on that
argument, whose calls become direct and get inlined). The next
rounds then simplify the copy with what the call site knows: a curried
pervasive like `foldl f acc l` becomes a local loop calling a known `f`,
itself inlined. At most `INLINE_PASSES` passes; the census is retaken after
each, so the counts above never see a copy.

A round's counts are taken before it rewrites; a stale count is only ever too
high (rewrites remove uses), except where a rewrite makes one variable an alias
of another, which adds uses: such aliases are never made to a variable marked
for β-reduction in the same round.

Precondition and postcondition: `compiler.cps.check` accepts the program.
The program's observable behaviour is unchanged.
"""
from __future__ import annotations

from compiler.cps.interp import eval_prim
from compiler.cps.ir import (
    App, Const, Cty, CVar, Fix, FunDef, FunT, IntConst, IntT, LetCont, LetPrim, LetRecord, LetVal, Program,
    PtrT, RealConst, RealT, Rewriter, Select, StringConst, Supply, Switch, Term, Throw, Var,
    allow_deep_recursion, compatible, is_removable, prim_info, subterms,
)
from compiler.prim_semantics import PrimFailure

MAX_ROUNDS = 16
DEV_ROUNDS = 2
DEV_INLINE_PASSES = 0
# The constants a primitive's argument of each kind can fold from.
_CONST_OF_KIND: dict[str, type] = {"int": IntConst, "real": RealConst, "ptr": StringConst}
INLINE_SIZE = 24
# A higher-order function (one with a function parameter) up to this size is
# copied into the calls that pass it a known function: the copy's loops then
# call that function directly, and inline it (specialization on the argument).
HOF_INLINE_SIZE = 96
INLINE_PASSES = 4


class _Census:
    """Use counts of one round."""

    def __init__(self) -> None:
        self.uses: dict[int, int] = {}
        self.calls: dict[int, int] = {}       # uses as App.fn / Throw.cont
        self.self_used: set[int] = set()      # functions used inside their own body
        self.open: set[int] = set()           # functions whose body encloses the walk
        self.unboxed: dict[int, int] = {}     # uses as the argument of unbox_real
        self.as_int: dict[int, int] = {}      # uses as the argument of a cast to an int

    def use(self, v: Var | CVar) -> None:
        self.uses[v.id] = self.uses.get(v.id, 0) + 1
        if v.id in self.open:
            self.self_used.add(v.id)

    def call(self, v: Var | CVar) -> None:
        self.use(v)
        self.calls[v.id] = self.calls.get(v.id, 0) + 1

    def term(self, t: Term) -> None:
        while True:
            match t:
                case LetVal(body=body):
                    t = body
                case LetPrim(x, name, args, exn, body):
                    for a in args:
                        self.use(a)
                    if exn is not None:
                        self.use(exn)
                    if name == "unbox_real":
                        self.unboxed[args[0].id] = self.unboxed.get(args[0].id, 0) + 1
                    elif name == "cast" and isinstance(x.cty, IntT):
                        self.as_int[args[0].id] = self.as_int.get(args[0].id, 0) + 1
                    t = body
                case LetRecord(_, fields, _, body):
                    for a in fields:
                        self.use(a)
                    t = body
                case Select(_, _, r, body):
                    self.use(r)
                    t = body
                case LetCont(_, _, cbody, body):
                    self.term(cbody)
                    t = body
                case Fix(funs, body):
                    for f in funs:
                        self.open.add(f.name.id)
                        self.term(f.body)
                        self.open.discard(f.name.id)
                    t = body
                case App(fn, ret, exn, args):
                    self.call(fn)
                    self.use(ret)
                    self.use(exn)
                    for a in args:
                        self.use(a)
                    return
                case Throw(k, args):
                    self.call(k)
                    for a in args:
                        self.use(a)
                    return
                case Switch(scrut, cases, default):
                    self.use(scrut)
                    for _, arm in cases:
                        self.term(arm)
                    if default is not None:
                        self.term(default)
                    return


def _may_stand_for(origin: Cty, x: Cty) -> bool:
    """Whether the origin of a cast may replace its result `x` everywhere.

    Not when it would give `x` a record length `x` does not have: an exception
    packet of a constant constructor, cast to the generic packet type, reaches
    a handler's test for a constructor with an argument, whose branch (never
    run) selects the argument past the known record's end.
    """
    if isinstance(x, PtrT) and isinstance(origin, PtrT):
        return origin.length is None or origin.length == x.length
    return type(origin) is type(x)


def _const_of(value: object, v: Var) -> Const | None:
    """The constant for a folded `value` bound to `v`, if its CTY can hold it."""
    if isinstance(v.cty, IntT) and type(value) is int:
        return IntConst(value)
    if isinstance(v.cty, RealT) and type(value) is float:
        return RealConst(value)
    if isinstance(v.cty, PtrT) and type(value) is str:
        return StringConst(value)
    return None


class _Shrinker:
    def __init__(self, census: _Census) -> None:
        self.c = census
        self.sub: dict[int, Var] = {}
        self.csub: dict[int, CVar] = {}
        self.consts: dict[int, Const] = {}
        self.records: dict[int, LetRecord] = {}
        # box_real result -> the real; also an array_sub result whose every
        # use unboxes -> the double its real_array_sub reads (`array_access`)
        self.boxes: dict[int, Var] = {}
        self.origins: dict[int, Var] = {}        # cast result -> the value before casts
        self.selected: dict[int, tuple[Var, int]] = {}  # Select result -> (record's origin, index)
        # Constructor cells (their origins) known to carry (tag, length) where
        # the term being shrunk runs: set by `tagged` over its body only.
        self.cells: dict[int, tuple[int, int]] = {}
        self.inline_funs: dict[int, FunDef] = {}
        self.inline_conts: dict[int, LetCont] = {}
        self.changed = False

    def uses(self, v: Var | CVar) -> int:
        return self.c.uses.get(v.id, 0)

    def v(self, x: Var) -> Var:
        return self.sub.get(x.id, x)

    def vs(self, xs: tuple[Var, ...]) -> tuple[Var, ...]:
        return tuple(self.sub.get(x.id, x) for x in xs)

    def k(self, k: CVar) -> CVar:
        return self.csub.get(k.id, k)

    def bind_params(self, params: tuple[Var, ...], args: tuple[Var, ...], body: Term) -> Term:
        """`body` of an inlined function or continuation, its `params` bound to `args`.

        A parameter becomes its argument, unless that would give it a record
        length it does not have (see `_may_stand_for`): then it is bound by a
        cast, which keeps the parameter's CTY.
        """
        for p, a in zip(params, args):
            if _may_stand_for(a.cty, p.cty):
                self.sub[p.id] = a
            else:
                body = LetPrim(p, "cast", (a,), None, body)
        return body

    def alias(self, x: Var, target: Var) -> bool:
        """Make `x` an alias of `target` (if allowed); True if done."""
        if target.id in self.inline_funs or not compatible(x.cty, target.cty):
            return False
        self.sub[x.id] = target
        self.changed = True
        return True

    def drop(self) -> None:
        self.changed = True

    def fundef(self, f: FunDef) -> FunDef:
        return FunDef(f.name, f.ret, f.exn, f.params, self.term(f.body))

    def term(self, t: Term) -> Term:
        match t:
            case LetVal(x, c, body):
                if self.uses(x) == 0:
                    self.drop()
                    return self.term(body)
                self.consts[x.id] = c
                return LetVal(x, c, self.term(body))
            case LetPrim():
                return self.prim(t)
            case LetRecord(x, fields, tag, body):
                if self.uses(x) == 0:
                    self.drop()
                    return self.term(body)
                fields = self.vs(fields)
                cell = self.rebuilt_cell(fields, tag)
                if cell is not None:
                    self.drop()
                    return self.prim(LetPrim(x, "cast", (cell,), None, body))
                rec = LetRecord(x, fields, tag, body)
                self.records[x.id] = rec
                return LetRecord(x, rec.fields, tag, self.term(body))
            case Select(x, i, r, body):
                r = self.v(r)
                if self.uses(x) == 0:
                    self.drop()
                    return self.term(body)
                rec = self.records.get(r.id)
                # A field past a known record's end is selected only in a branch
                # that never runs (see `_may_stand_for`).
                if rec is not None and i < len(rec.fields) and self.alias(x, rec.fields[i]):
                    return self.term(body)
                self.selected[x.id] = (self.origins.get(r.id, r), i)
                return Select(x, i, r, self.term(body))
            case LetCont(k, params, cbody, body):
                return self.letcont(t)
            case Fix(funs, body):
                return self.fix(funs, body)
            case App(fn, ret, exn, args):
                fn, ret, exn, args = self.v(fn), self.k(ret), self.k(exn), self.vs(args)
                f = self.inline_funs.pop(fn.id, None)
                if f is not None:
                    self.csub[f.ret.id] = ret
                    self.csub[f.exn.id] = exn
                    return self.term(self.bind_params(f.params, args, f.body))
                return App(fn, ret, exn, args)
            case Throw(k, args):
                k, args = self.k(k), self.vs(args)
                c = self.inline_conts.pop(k.id, None)
                if c is not None:
                    return self.term(self.bind_params(c.params, args, c.cont_body))
                return Throw(k, args)
            case Switch(scrut, cases, default):
                scrut = self.v(scrut)
                known = self.consts.get(scrut.id)
                if isinstance(known, IntConst):
                    for key, arm in cases:
                        if key == known.value:
                            self.drop()
                            return self.term(arm)
                    if default is not None:
                        self.drop()
                        return self.term(default)
                if len(cases) == 1 and default is None:
                    self.drop()
                    return self.term(cases[0][1])
                return Switch(scrut, tuple((key, self.term(arm)) for key, arm in cases),
                              None if default is None else self.term(default))
        raise AssertionError(f"not a CPS term: {t!r}")

    def rebuilt_cell(self, fields: tuple[Var, ...], tag: int) -> Var | None:
        """The constructor cell that a record of `fields` with `tag` would copy:
        its fields, in order, are selected from one cell known to carry that
        tag and length (record-copy elimination: `y :: ys` in the arm that
        matched it is the matched cell)."""
        cell: Var | None = None
        for i, f in enumerate(fields):
            got = self.selected.get(self.origins.get(f.id, f).id)
            if got is None or got[1] != i or (cell is not None and got[0].id != cell.id):
                return None
            cell = got[0]
        if cell is None or self.cells.get(cell.id) != (tag, len(fields)):
            return None
        return cell

    def tagged(self, t: LetPrim, args: tuple[Var, ...]) -> Term:
        """Keep `tagged` (it is what tells a cell's tag to `rebuilt_cell`) and
        know its fact over its body."""
        x, body = t.var, t.body
        origin = self.origins.get(args[0].id, args[0])
        tag = self.consts.get(args[1].id)
        if not (isinstance(tag, IntConst) and isinstance(x.cty, PtrT) and x.cty.length is not None):
            return LetPrim(x, "tagged", args, None, self.term(body))
        outer = self.cells.get(origin.id)
        self.cells[origin.id] = (tag.value, x.cty.length)
        try:
            # Uses of `x` may become uses of the cell itself; `x` stays bound.
            if not (self.uses(x) != 0 and _may_stand_for(origin.cty, x.cty) and self.alias(x, origin)):
                self.origins[x.id] = origin
            return LetPrim(x, "tagged", args, None, self.term(body))
        finally:
            if outer is None:
                del self.cells[origin.id]
            else:
                self.cells[origin.id] = outer

    def prim(self, t: LetPrim) -> Term:
        x, name, body = t.var, t.prim, t.body
        args = self.vs(t.args)
        if name == "tagged":
            return self.tagged(t, args)
        p = prim_info(name)
        if self.uses(x) == 0 and is_removable(p):
            self.drop()
            return self.term(body)
        if name == "unbox_real" and args[0].id in self.boxes and self.alias(x, self.boxes[args[0].id]):
            return self.term(body)
        if name in ("array_sub", "array_update"):
            t = self.array_access(t, args)
            x, name, args = t.var, t.prim, t.args
        if name == "cast":
            a = args[0]
            origin = self.origins.get(a.id, a)
            if _may_stand_for(origin.cty, x.cty) and self.alias(x, origin):
                return self.term(body)
            self.origins[x.id] = origin
            # Facts about the value survive the reinterpretation.
            if a.id in self.consts:
                self.consts[x.id] = self.consts[a.id]
            if a.id in self.records:
                self.records[x.id] = self.records[a.id]
        folded = self.fold(name, args, x)
        if folded is not None:
            self.drop()
            self.consts[x.id] = folded
            return LetVal(x, folded, self.term(body))
        if name == "box_real":
            self.boxes[x.id] = args[0]
        exn = self.k(t.exn) if t.exn is not None else None
        return LetPrim(x, name, args, exn, self.term(body))

    def array_access(self, t: LetPrim, args: tuple[Var, ...]) -> LetPrim:
        """What the uses say of an array's element type (runtime LD_RARRAY: an
        array whose elements are reals is flat). An element only ever unboxed
        is a real: `real_array_sub`, whose double stands for every unboxing
        (same variable id, real CTY); one only ever cast to an int is a word:
        `array_sub_word`, which never boxes. A `box_real` stored is a real:
        `real_array_update` of the double."""
        x = t.var
        n = self.uses(x)
        if t.prim == "array_sub" and n > 0 and self.c.unboxed.get(x.id) == n:
            self.changed = True
            # The array_sub is gone: its unboxings become aliases of the double
            # (`alias` always allows a real).
            real = Var(x.id, x.hint, RealT())
            self.boxes[x.id] = real
            return LetPrim(real, "real_array_sub", args, t.exn, t.body)
        if t.prim == "array_sub" and n > 0 and self.c.as_int.get(x.id) == n:
            self.changed = True
            return LetPrim(x, "array_sub_word", args, t.exn, t.body)
        if t.prim == "array_update" and args[2].id in self.boxes:
            self.changed = True
            return LetPrim(x, "real_array_update", (args[0], args[1], self.boxes[args[2].id]), t.exn, t.body)
        return LetPrim(x, t.prim, args, t.exn, t.body)

    def fold(self, name: str, args: tuple[Var, ...], x: Var) -> Const | None:
        if name in ("cast", "unbox_real"):
            # A cast changes no value; unbox_real folds only against its
            # box_real (see `prim`), never on a constant.
            return None
        if name == "is_ptr":
            a = args[0]
            if a.id in self.records:
                return IntConst(1)
            return IntConst(0) if isinstance(self.consts.get(a.id), IntConst) else None
        if name == "get_tag":
            rec = self.records.get(args[0].id)
            return IntConst(rec.tag) if rec is not None else None
        if name == "ptr_eq" and args[0].id == args[1].id:
            return IntConst(1)
        values = []
        for a, kind in zip(args, prim_info(name).args):
            c = self.consts.get(a.id)
            # A constant of another kind than the primitive takes can only
            # reach it in code that cannot run (a handler arm for another
            # exception reading the packet's payload): leave that code alone.
            const_class = _CONST_OF_KIND.get(kind)
            if const_class is None or not isinstance(c, const_class):
                return None
            values.append(c.value)
        try:
            result = eval_prim(name, values)
        except (KeyError, PrimFailure):
            # Not a pure primitive, or it raises: keep it (the raise is observable).
            return None
        except (AttributeError, TypeError):
            # A string where an array or vector is read: unreachable code, as above.
            return None
        return _const_of(result, x)

    def letcont(self, t: LetCont) -> Term:
        k, params, cbody, body = t.cont, t.params, t.cont_body, t.body
        if self.uses(k) == 0:
            self.drop()
            return self.term(body)
        if isinstance(cbody, Throw) and tuple(a.id for a in cbody.args) == tuple(p.id for p in params):
            j = self.k(cbody.cont)
            if j.id not in self.inline_conts:
                self.csub[k.id] = j
                self.drop()
                return self.term(body)
        if self.uses(k) == 1 and self.c.calls.get(k.id, 0) == 1:
            self.inline_conts[k.id] = t
            self.drop()
            return self.term(body)
        return LetCont(k, params, self.term(cbody), self.term(body))

    def fix(self, funs: tuple[FunDef, ...], body: Term) -> Term:
        group = {f.name.id for f in funs}
        kept: list[FunDef] = []
        for f in funs:
            if self.uses(f.name) == 0:
                self.drop()
                continue
            b = f.body
            if (isinstance(b, App) and b.ret.id == f.ret.id and b.exn.id == f.exn.id
                    and tuple(a.id for a in b.args) == tuple(p.id for p in f.params)):
                g = self.v(b.fn)
                if g.id not in group and self.alias(f.name, g):
                    continue
            if (self.uses(f.name) == 1 and self.c.calls.get(f.name.id, 0) == 1
                    and f.name.id not in self.c.self_used):
                self.inline_funs[f.name.id] = f
                self.drop()
                continue
            kept.append(f)
        new_funs = tuple(self.fundef(f) for f in kept)
        rest = self.term(body)
        return Fix(new_funs, rest) if new_funs else rest


def use_counts(t: Term) -> dict[int, int]:
    """How many times each variable and continuation is used in `t` (nested
    bodies included), by id."""
    census = _Census()
    census.term(t)
    return census.uses


def mentions(t: Term, v: Var) -> bool:
    """Whether `v` is used anywhere in `t` (nested bodies included)."""
    return v.id in use_counts(t)


def inline_limit(f: FunDef) -> int:
    """The size up to which `f` is worth copying into a call: `HOF_INLINE_SIZE`
    for a function with a function parameter, else `INLINE_SIZE`."""
    return HOF_INLINE_SIZE if any(isinstance(p.cty, FunT) for p in f.params) else INLINE_SIZE


def size_of(t: Term, limit: int) -> int:
    """The number of term nodes in `t` (nested function and continuation bodies
    included), or some number above `limit` once it exceeds `limit`."""
    n = 0
    for _ in subterms(t):
        n += 1
        if n > limit:
            break
    return n


class _Copier:
    """Copies a term, binding fresh variables (from `supply`) in place of the
    ones it binds; `sub`/`csub` map the copied term's free variables."""

    def __init__(self, supply: Supply, sub: dict[int, Var], csub: dict[int, CVar]) -> None:
        self.supply = supply
        self.sub = sub
        self.csub = csub

    def bind(self, x: Var) -> Var:
        y = self.supply.var(x.hint, x.cty)
        self.sub[x.id] = y
        return y

    def bind_k(self, k: CVar) -> CVar:
        j = self.supply.cont(k.hint, k.params)
        self.csub[k.id] = j
        return j

    def v(self, x: Var) -> Var:
        return self.sub.get(x.id, x)

    def vs(self, xs: tuple[Var, ...]) -> tuple[Var, ...]:
        return tuple(self.sub.get(x.id, x) for x in xs)

    def k(self, k: CVar) -> CVar:
        return self.csub.get(k.id, k)

    def term(self, t: Term) -> Term:
        match t:
            case LetVal(x, c, body):
                return LetVal(self.bind(x), c, self.term(body))
            case LetPrim(x, name, args, exn, body):
                args = self.vs(args)
                exn = None if exn is None else self.k(exn)
                return LetPrim(self.bind(x), name, args, exn, self.term(body))
            case LetRecord(x, fields, tag, body):
                fields = self.vs(fields)
                return LetRecord(self.bind(x), fields, tag, self.term(body))
            case Select(x, i, r, body):
                r = self.v(r)
                return Select(self.bind(x), i, r, self.term(body))
            case LetCont(k, params, cbody, body):
                new_params = tuple(self.bind(p) for p in params)
                new_cbody = self.term(cbody)
                return LetCont(self.bind_k(k), new_params, new_cbody, self.term(body))
            case Fix(funs, body):
                names = [self.bind(f.name) for f in funs]
                new_funs = []
                for f, name in zip(funs, names):
                    ret, exn = self.bind_k(f.ret), self.bind_k(f.exn)
                    params = tuple(self.bind(p) for p in f.params)
                    new_funs.append(FunDef(name, ret, exn, params, self.term(f.body)))
                return Fix(tuple(new_funs), self.term(body))
            case App(fn, ret, exn, args):
                return App(self.v(fn), self.k(ret), self.k(exn), self.vs(args))
            case Throw(k, args):
                return Throw(self.k(k), self.vs(args))
            case Switch(scrut, cases, default):
                return Switch(self.v(scrut), tuple((key, self.term(arm)) for key, arm in cases),
                              None if default is None else self.term(default))
        raise AssertionError(f"not a CPS term: {t!r}")


class _Inliner(Rewriter):
    """One inlining pass: each direct call of a small function defined alone in
    its `Fix` and not used in its own body becomes a renamed copy of the body
    (as it was before this pass); with `only`, each direct call of those
    functions instead (uncurried functions' wrappers, which share their
    worker's group). The definition stays; shrinking removes it once unused."""

    def __init__(self, supply: Supply, functors: frozenset[int], only: frozenset[int] | None = None) -> None:
        self.supply = supply
        self.functors = functors
        self.only = only
        self.small: dict[int, FunDef] = {}
        self.higher_order: dict[int, FunDef] = {}  # inlined where passed a known function
        self.known: set[int] = set()  # the names every Fix met so far binds
        self.changed = False

    def fix(self, t: Fix) -> Term:
        for f in t.funs:
            self.known.add(f.name.id)
            if self.only is not None:
                if f.name.id in self.only:
                    self.small[f.name.id] = f
                continue
            if len(t.funs) != 1 or mentions(f.body, f.name):
                continue
            limit = inline_limit(f)
            size = size_of(f.body, limit)
            if f.name.id in self.functors or size <= INLINE_SIZE:
                self.small[f.name.id] = f
            elif size <= limit:  # a higher-order function
                self.higher_order[f.name.id] = f
        return super().fix(t)

    def app(self, t: App) -> Term:
        f = self.small.get(t.fn.id)
        if f is None:
            f = self.higher_order.get(t.fn.id)
            if f is None or not any(isinstance(p.cty, FunT) and a.id in self.known
                                    for p, a in zip(f.params, t.args)):
                return t
        self.changed = True
        sub = {p.id: a for p, a in zip(f.params, t.args)}
        csub = {f.ret.id: t.ret, f.exn.id: t.exn}
        return _Copier(self.supply, sub, csub).term(f.body)


def _shrink(prog: Program, max_rounds: int) -> Program:
    """The shrinking rounds, to a fixpoint or `max_rounds`."""
    for _ in range(max_rounds):
        census = _Census()
        census.open.add(prog.main.name.id)
        census.term(prog.main.body)
        s = _Shrinker(census)
        prog = Program(s.fundef(prog.main), prog.next_id, prog.functors)
        if not s.changed:
            break
    return prog


def run(prog: Program, inline_passes: int = INLINE_PASSES, max_rounds: int = MAX_ROUNDS,
        inline_first: frozenset[int] = frozenset()) -> Program:
    """Shrink `prog` to a fixpoint of the reductions above (at most `max_rounds`
    rounds at a time), alternating with at most `inline_passes` inlining passes
    (0: shrinking reductions only). The functions `inline_first` (uncurried
    functions' wrappers, `compiler.cps.uncurry`) are inlined before anything
    else."""
    allow_deep_recursion()
    if inline_first:
        prog, _ = _inline(prog, inline_first)
    prog = _shrink(prog, max_rounds)
    for _ in range(inline_passes):
        prog, changed = _inline(prog)
        if not changed:
            break
        prog = _shrink(prog, max_rounds)
    return prog


def _inline(prog: Program, only: frozenset[int] | None = None) -> tuple[Program, bool]:
    """One `_Inliner` pass over `prog`; whether it inlined anything."""
    supply = Supply(prog.next_id)
    inliner = _Inliner(supply, prog.functors, only)
    return Program(inliner.fundef(prog.main), supply.next_id + 1, prog.functors), inliner.changed
