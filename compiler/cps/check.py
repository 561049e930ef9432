"""The CPS checker: `check(prog) -> list[str]` (empty when the program is well formed).

Checked (style habit 6; scopes first, as MLton's type-check):
- every variable (value or continuation) is bound exactly once in the program,
  and used only in its scope; `LetCont` is not recursive;
- continuations are second class: a function body refers to no continuation
  but its own `ret`/`exn` and those bound inside it;
- CTYs: constants, primitive arguments and results (`compiler.prims` kinds),
  record layout (all-real → REALS, otherwise words only), selects, calls
  (arity and CTYs against the callee's `FunT`; a `MultiT` only as a result),
  throws (against the continuation's parameters), handlers (one `ptr`), switches (on `int`,
  distinct keys); a primitive that may raise has a handler, others none;
- `Program.next_id` exceeds every id.
Errors are internal compiler errors (not user diagnostics).
"""
from __future__ import annotations

from compiler.cps.ir import (
    App, CVar, Cty, Fix, FunDef, FunT, IntT, LetCont, LetPrim, LetRecord, LetVal, MultiT, Program,
    PtrT, RealT, Select, Switch, Term, Throw, Var, allow_deep_recursion, compatible, const_cty,
    fun_result, is_word, prim_info, result_ctys, show_cty,
)


def _kind_ok(kind: str, t: Cty) -> bool:
    if kind == "real":
        return isinstance(t, RealT)
    if kind in ("int", "unit"):
        return isinstance(t, IntT)
    # "ptr": any one-word value (a tagged int or a closure is also a valid word).
    return is_word(t)


class _Checker:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.bound: set[int] = set()
        self.max_id = 0

    def err(self, msg: str) -> None:
        self.errors.append(msg)

    def bind(self, v: Var | CVar, where: str) -> None:
        if not isinstance(v, (Var, CVar)):
            self.err(f"{where}: binder {v!r} is not a variable")
            return
        if v.id in self.bound:
            self.err(f"{where}: {v.hint}#{v.id} bound twice")
        if isinstance(v, Var) and isinstance(v.cty, MultiT) or isinstance(v, CVar) and any(
                isinstance(p, MultiT) for p in v.params):
            self.err(f"{where}: {v.hint}#{v.id} holds several results at once")
        self.bound.add(v.id)
        self.max_id = max(self.max_id, v.id)

    def var(self, v: object, env: dict[int, Var], where: str) -> Var | None:
        if not isinstance(v, Var):
            self.err(f"{where}: {v!r} used as a value (continuations are second class)")
            return None
        if v.id not in env:
            self.err(f"{where}: {v.hint}#{v.id} unbound")
            return None
        if not compatible(env[v.id].cty, v.cty):
            self.err(f"{where}: {v.hint}#{v.id} used at {show_cty(v.cty)}, bound at "
                     f"{show_cty(env[v.id].cty)}")
        return v

    def cont(self, k: object, conts: dict[int, CVar], where: str) -> CVar | None:
        if not isinstance(k, CVar):
            self.err(f"{where}: {k!r} is not a continuation")
            return None
        if k.id not in conts:
            self.err(f"{where}: continuation {k.hint}#{k.id} not in scope")
            return None
        return k

    def args(self, expected: tuple[Cty, ...], args: tuple[Var, ...], env: dict[int, Var],
             where: str) -> None:
        if len(expected) != len(args):
            self.err(f"{where}: {len(args)} arguments, expected {len(expected)}")
            return
        for i, (t, a) in enumerate(zip(expected, args)):
            if self.var(a, env, where) is not None and not compatible(t, a.cty):
                self.err(f"{where}: argument {i} is {show_cty(a.cty)}, expected {show_cty(t)}")

    def handler(self, k: CVar, where: str) -> None:
        if len(k.params) != 1 or not isinstance(k.params[0], PtrT):
            self.err(f"{where}: handler {k.hint}#{k.id} must take one ptr")

    def fundef(self, f: FunDef, env: dict[int, Var]) -> None:
        where = f"fun {f.name.hint}#{f.name.id}"
        self.bind(f.ret, where)
        self.bind(f.exn, where)
        self.handler(f.exn, where)
        if not f.ret.params:
            self.err(f"{where}: return continuation takes no value")
        for p in f.params:
            self.bind(p, where)
        t = f.name.cty
        if not isinstance(t, FunT):
            self.err(f"{where}: function variable has CTY {show_cty(t)}")
        else:
            want = FunT(tuple(p.cty for p in f.params), fun_result(f))
            if not compatible(t, want):
                self.err(f"{where}: CTY {show_cty(t)} disagrees with definition {show_cty(want)}")
        # Second-class continuations: only the function's own are visible.
        self.term(f.body, env, {f.ret.id: f.ret, f.exn.id: f.exn}, f.params)

    def term(self, t: Term, env: dict[int, Var], conts: dict[int, CVar],
             params: tuple[Var, ...] = ()) -> None:
        """Check `t` with `params` (already bound) added to the scope `env`. Every
        variable this walk adds to `env` is removed on exit, so a continuation
        or switch arm never sees its siblings' bindings; straight-line code loops."""
        added: list[int] = []
        added_conts: list[int] = []
        for p in params:
            env[p.id] = p
            added.append(p.id)
        try:
            self._term(t, env, conts, added, added_conts)
        finally:
            for i in added:
                env.pop(i, None)
            for i in added_conts:
                conts.pop(i, None)

    def _term(self, t: Term, env: dict[int, Var], conts: dict[int, CVar], added: list[int],
              added_conts: list[int]) -> None:
        while True:
            match t:
                case LetVal(v, c, body):
                    self.bind(v, "let")
                    if not compatible(v.cty, const_cty(c)):
                        self.err(f"let {v.hint}#{v.id}: constant {c!r} at {show_cty(v.cty)}")
                    env[v.id] = v
                    added.append(v.id)
                    t = body
                case LetPrim(v, name, args, exn, body):
                    where = f"{name} -> {v.hint}#{v.id}"
                    try:
                        p = prim_info(name)
                    except KeyError:
                        self.err(f"{where}: unknown primitive")
                        p = None
                    if p is not None:
                        if name == "cast":
                            if len(args) != 1 or not is_word(v.cty) or not is_word(args[0].cty):
                                self.err(f"{where}: cast relates one word to one word")
                            for a in args:
                                self.var(a, env, where)
                        else:
                            if len(args) != len(p.args):
                                self.err(f"{where}: {len(args)} arguments, expected {len(p.args)}")
                            for kind, a in zip(p.args, args):
                                if self.var(a, env, where) is not None and not _kind_ok(kind, a.cty):
                                    self.err(f"{where}: argument {a.hint}#{a.id} is "
                                             f"{show_cty(a.cty)}, expected {kind}")
                            if not _kind_ok(p.result, v.cty):
                                self.err(f"{where}: result at {show_cty(v.cty)}, primitive gives {p.result}")
                        if p.may_raise and exn is None:
                            self.err(f"{where}: may raise but has no handler")
                        if not p.may_raise and exn is not None:
                            self.err(f"{where}: cannot raise but has a handler")
                    if exn is not None and self.cont(exn, conts, where) is not None:
                        self.handler(exn, where)
                    self.bind(v, where)
                    env[v.id] = v
                    added.append(v.id)
                    t = body
                case LetRecord(v, fields, _tag, body):
                    where = f"record {v.hint}#{v.id}"
                    for f in fields:
                        self.var(f, env, where)
                    reals = [isinstance(f.cty, RealT) for f in fields]
                    if any(reals) and not all(reals):
                        self.err(f"{where}: raw real in a mixed record (must be boxed)")
                    if not isinstance(v.cty, PtrT) or v.cty.length not in (None, len(fields)):
                        self.err(f"{where}: CTY {show_cty(v.cty)} for {len(fields)} fields")
                    self.bind(v, where)
                    env[v.id] = v
                    added.append(v.id)
                    t = body
                case Select(v, i, r, body):
                    where = f"select {v.hint}#{v.id}"
                    if self.var(r, env, where) is not None:
                        if not isinstance(r.cty, PtrT):
                            self.err(f"{where}: selecting from {show_cty(r.cty)}")
                        elif r.cty.length is not None and not 0 <= i < r.cty.length:
                            self.err(f"{where}: index {i} out of {show_cty(r.cty)}")
                    self.bind(v, where)
                    env[v.id] = v
                    added.append(v.id)
                    t = body
                case LetCont(k, params, cbody, body):
                    where = f"letcont {k.hint}#{k.id}"
                    self.bind(k, where)
                    if len(k.params) != len(params):
                        self.err(f"{where}: {len(params)} parameters, CTY says {len(k.params)}")
                    for want, p in zip(k.params, params):
                        self.bind(p, where)
                        if not compatible(want, p.cty):
                            self.err(f"{where}: parameter {p.hint}#{p.id} at {show_cty(p.cty)}")
                    self.term(cbody, env, conts, params)
                    conts[k.id] = k
                    added_conts.append(k.id)
                    t = body
                case Fix(funs, body):
                    for f in funs:
                        self.bind(f.name, "fix")
                        env[f.name.id] = f.name
                        added.append(f.name.id)
                    for f in funs:
                        self.fundef(f, env)
                    t = body
                case App(fn, ret, exn, args):
                    where = f"call {getattr(fn, 'hint', '?')}"
                    self.var(fn, env, where)
                    self.cont(ret, conts, where)
                    self.cont(exn, conts, where)
                    if isinstance(exn, CVar):
                        self.handler(exn, where)
                    if isinstance(fn, Var) and isinstance(fn.cty, FunT):
                        self.args(fn.cty.params, args, env, where)
                        if isinstance(ret, CVar) and not compatible(MultiT(ret.params), MultiT(result_ctys(fn.cty.result))):
                            self.err(f"{where}: return continuation takes "
                                     f"({', '.join(map(show_cty, ret.params))}), callee returns "
                                     f"{show_cty(fn.cty.result)}")
                    elif isinstance(fn, Var):
                        self.err(f"{where}: calling a {show_cty(fn.cty)}")
                    return
                case Throw(k, args):
                    where = f"throw {getattr(k, 'hint', '?')}"
                    if self.cont(k, conts, where) is not None:
                        self.args(k.params, args, env, where)
                    return
                case Switch(scrut, cases, default):
                    if self.var(scrut, env, "switch") is not None and not isinstance(scrut.cty, IntT):
                        self.err(f"switch on {show_cty(scrut.cty)}")
                    keys = [key for key, _ in cases]
                    if len(set(keys)) != len(keys):
                        self.err(f"switch: duplicate keys {keys}")
                    if not cases and default is None:
                        self.err("switch without cases")
                    for _, arm in cases:
                        self.term(arm, env, conts)
                    if default is not None:
                        self.term(default, env, conts)
                    return
                case _:
                    self.err(f"not a CPS term: {type(t).__name__}")
                    return


def check(prog: Program) -> list[str]:
    """The errors in `prog`; [] if it satisfies every invariant of `compiler.cps.ir`."""
    allow_deep_recursion()
    c = _Checker()
    main = prog.main
    c.bind(main.name, "program")
    c.fundef(main, {main.name.id: main.name})
    if c.max_id >= prog.next_id:
        c.err(f"next_id {prog.next_id} does not exceed the largest id {c.max_id}")
    return c.errors
