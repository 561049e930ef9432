"""Uncurrying: `uncurry(prog) -> prog` (issue 11 item 1; Appel, "Compiling with
Continuations" §6.2; the wrapper/worker split of Kennedy 2007 §5).

A curried function is one whose body only defines a function and returns it,
to some depth:

    fun f(ret, exn, P) = fix g(r, e, Q) = (fix h(r', e', R) = B in throw r(h))
                         in throw ret(g)

It gets a multi-argument entry, the *worker*, which takes every level's
parameters at once, and `f` becomes a *wrapper* that builds the same chain of
closures with fresh names, the innermost one calling the worker:

    fun f_full(r', e', P ++ Q ++ R) = B
    fun f(ret, exn, P') = fix g'(r, e, Q') = (fix h'(r', e', R') =
                              f_full(r', e', P' ++ Q' ++ R') in throw r(h'))
                          in throw ret(g')

Both stay in `f`'s `Fix` group (B may call `f`). The wrapper is small, so the
inliner copies it into every call of `f`; a saturated call `f a b c` then
throws each fresh closure to a continuation that calls it once, which the
shrinker β-reduces, leaving one direct call `f_full(a, b, c)` and no closure.
A partial application still builds the closures it needs, capturing the
arguments given so far.

Only curried functions too big to be inlined whole (`INLINE_SIZE`), or
recursive (never inlined), are split: a small one is copied into its calls as
it is, which also keeps it closed for cross-unit inlining
(`compiler.cps.inline_info`), where a wrapper naming its worker would not be.

An inner function that names itself (a local recursive function returned:
the loop `compiler.cps.static_args` makes of `fun exists p (x :: xs) = ...
exists p xs`) ends the chain: its body needs its own closure. The worker then
takes that last level's parameters too, defines the loop and enters it:

    fun f_full(r', e', P ++ Q') = fix g(r, e, Q) = B in g(r', e', Q')

so a saturated call builds no closure the loop does not need (closure
conversion passes a known local function its free variables).

The program's observable behaviour is unchanged (the wrapper and the closures
it builds are pure); `compiler.cps.check` accepts the result when it accepts
the input.
"""
from __future__ import annotations

from compiler.cps.ir import (
    App, Fix, FunDef, FunT, Program, Rewriter, Supply, Term, Throw, allow_deep_recursion,
)
from compiler.cps.shrink import INLINE_SIZE, mentions, size_of


def uncurry(prog: Program) -> tuple[Program, frozenset[int]]:
    """Split every curried function of `prog` too big to inline into a worker
    and a wrapper (module docstring); also returns the wrappers' ids, to be
    inlined before shrinking (else the worker, called once, from the wrapper,
    would be β-reduced back into it)."""
    allow_deep_recursion()
    uncurrier = _Uncurrier(Supply(prog.next_id))
    main = uncurrier.fundef(prog.main)
    return Program(main, uncurrier.supply.next_id + 1, prog.functors), frozenset(uncurrier.wrappers)


def _chain(f: FunDef) -> tuple[list[FunDef], FunDef | None]:
    """`f` and the functions its body returns in turn, outermost first, while
    each body is exactly `fix g = … in throw ret(g)` with `g` not naming
    itself; and the function that ends the chain by naming itself, if any
    (a loop, such as `compiler.cps.static_args` leaves)."""
    chain = [f]
    while True:
        body = chain[-1].body
        match body:
            case Fix((g,), Throw(k, (v,))) if k.id == chain[-1].ret.id and v.id == g.name.id:
                if mentions(g.body, g.name):
                    return chain, g
                chain.append(g)
            case _:
                return chain, None


class _Uncurrier(Rewriter):
    def __init__(self, supply: Supply) -> None:
        self.supply = supply
        self.wrappers: set[int] = set()

    def split(self, chain: list[FunDef], loop: FunDef | None) -> tuple[FunDef, FunDef]:
        """The worker and the wrapper of the curried `chain` (outermost first),
        ended by `loop` if it names itself: the worker then defines the loop
        and enters it with the last level's arguments."""
        f = chain[0]
        levels = chain + ([loop] if loop is not None else [])
        inner = levels[-1]
        outer_params = tuple(p for g in chain for p in g.params)
        if loop is None:
            params, ret, exn, body = outer_params, inner.ret, inner.exn, self.term(inner.body)
        else:
            entry = tuple(self.supply.var(p.hint, p.cty) for p in loop.params)
            params = outer_params + entry
            ret, exn = self.supply.conts_like(loop)
            body = self.fix(Fix((loop,), App(loop.name, ret, exn, entry)))
        assert isinstance(inner.name.cty, FunT)
        worker_type = FunT(tuple(p.cty for p in params), inner.name.cty.result)
        worker_name = self.supply.var(f"{f.name.hint}_full", worker_type)
        worker = FunDef(worker_name, ret, exn, params, body)
        # the wrapper's chain, innermost first: each level a fresh function
        fresh = [tuple(self.supply.var(p.hint, p.cty) for p in g.params) for g in levels]
        fresh_params = tuple(p for level in fresh for p in level)
        ret, exn = self.supply.conts_like(inner)
        level = FunDef(self.supply.var(inner.name.hint, inner.name.cty), ret, exn, fresh[-1],
                       App(worker_name, ret, exn, fresh_params))
        for g, g_params in zip(reversed(levels[1:-1]), reversed(fresh[1:-1])):
            ret, exn = self.supply.conts_like(g)
            level = FunDef(self.supply.var(g.name.hint, g.name.cty), ret, exn, g_params,
                           Fix((level,), Throw(ret, (level.name,))))
        wrapper = FunDef(f.name, f.ret, f.exn, fresh[0], Fix((level,), Throw(f.ret, (level.name,))))
        self.wrappers.add(f.name.id)
        return worker, wrapper

    def fix(self, t: Fix) -> Term:
        funs: list[FunDef] = []
        for f in t.funs:
            chain, loop = _chain(f)
            if len(chain) + (loop is not None) < 2 or (
                    size_of(f.body, INLINE_SIZE) <= INLINE_SIZE and not mentions(f.body, f.name)):
                funs.append(self.fundef(f))
            else:
                funs += self.split(chain, loop)
        return Fix(tuple(funs), self.term(t.body))
