"""Static arguments of curried recursive functions: `run(prog) -> prog`
(issue 34 item 4; the static argument transformation, Santos 1995 §3.6, as
GHC and MLton's loop-invariant argument elimination apply it, done here on
curried functions only).

A curried function whose recursive calls pass its first parameters back
unchanged,

    fun exists p [] = false | exists p (x :: xs) = p x orelse exists p xs

is, in CPS, `fun f(ret, exn, P) = fix g(r, e, Q) = B in throw ret(g)` where
`B` calls `f(k, e', P)` — with exactly the variables `P` — and applies the
closure `k` receives. That closure is `g` as built for this `P` (building it
is pure and cannot raise), so the call becomes `throw k(g)`. The shrinker then
β-reduces `k`, which leaves `B` calling `g` directly: no closure allocated per
step, and `f` is no longer recursive, so shrink's higher-order inlining can copy
`f`, loop `g` included, into a call that passes a known function, where the
loop's calls of it become direct and are inlined (`exists (equal x) xs`
compares in place). A deeper chain (`foldl f acc xs`: `f` static, `acc` not)
gets the same rewrite at its first level; its loop `g` is then a recursive
curried function, which `compiler.cps.uncurry` splits.

Calls of `f` with other arguments, and uses of `f` as a value, are left as
they are. The program's observable behaviour is unchanged, and
`compiler.cps.check` accepts the result when it accepts the input.
"""
from __future__ import annotations

from compiler.cps.ir import App, Fix, FunDef, Program, Rewriter, Term, Throw, Var, allow_deep_recursion


def run(prog: Program) -> Program:
    """`prog` with every recursive call of a curried function that passes its
    own first parameters back replaced by the closure it returns (module
    docstring)."""
    allow_deep_recursion()
    return Program(_StaticArgs().fundef(prog.main), prog.next_id, prog.functors)


class _StaticArgs(Rewriter):
    def fundef(self, f: FunDef) -> FunDef:
        f = super().fundef(f)  # nested functions first
        match f.body:
            case Fix((g,), Throw(k, (v,)) as returned) if f.params and k.id == f.ret.id and v.id == g.name.id:
                rewriter = _SameClosure(f, g.name)
                body = rewriter.term(g.body)
                if rewriter.replaced:
                    loop = FunDef(g.name, g.ret, g.exn, g.params, body)
                    return FunDef(f.name, f.ret, f.exn, f.params, Fix((loop,), returned))
        return f


class _SameClosure(Rewriter):
    """Replaces each call `f(k, e, P)` of curried `f` with its own parameters
    `P` by `throw k(closure)`, `closure` being what `f` returns for them."""

    def __init__(self, f: FunDef, closure: Var) -> None:
        self.name = f.name.id
        self.params = tuple(p.id for p in f.params)
        self.closure = closure
        self.replaced = False

    def app(self, t: App) -> Term:
        if t.fn.id == self.name and tuple(a.id for a in t.args) == self.params:
            self.replaced = True
            return Throw(t.ret, (self.closure,))
        return t
