"""The typed CPS IR: Kennedy's CPS with second-class continuations ("Compiling
with continuations, continued"; docs/architecture.md "Papers"), typed with Shao's
CTYs (thesis §3.6.1, Figure 13), with exception handlers as extra continuation
parameters (3CPS §3).

This module owns the node classes, the CTYs, the variable supply, the
CPS-level primitives (box/unbox/cast/tag tests, beside `compiler.prims`) and
the argument-flattening rule shared by every phase that builds calls.

Variables. Value variables (`Var`) and continuation variables (`CVar`) are
distinct classes. Every `Var` carries its CTY and every `CVar` the CTYs of its
parameters, so any later pass (closure conversion, GC-root computation in code
generation) knows the type of every variable from the variable alone: the live
pointer-typed variables at a call are the free `Var`s of its continuation
whose CTY is `PtrT` (or `FunT`, a closure pointer after closure conversion).
Ids are unique within a `Program` (`Program.next_id` continues the supply), so
no pass ever needs alpha-conversion; equality and hashing are by id.

Terms (each binds at most one thing, then continues with `body`):
- `LetVal(var, value, body)`: a constant (`IntConst`, `RealConst`,
  `StringConst`, `ExnConst` = a built-in exception's static identity);
- `LetPrim(var, prim, args, exn, body)`: a primitive from `compiler.prims` or
  `CPS_PRIMS`; `exn` is the handler continuation the primitive throws its packet
  to and is present iff the primitive may raise;
- `LetRecord(var, fields, tag, body, stack)`: allocate a record (layout below);
- `Select(var, index, record, body)`: read field `index`;
- `LetCont(cont, params, cont_body, body)`: a local, non-recursive continuation
  (a basic block whose parameters become phi nodes);
- `Fix(funs, body)`: mutually recursive functions;
- `App(fn, ret, exn, args)`: call; `Throw(cont, args)`: jump; `Switch`.
Raising is `Throw(handler, (packet,))`: a handler is an ordinary continuation
taking one `ptr`.

Calling convention. Every function is `fun f(ret, exn, params...)`: `ret`
takes one value of the function's result CTY, `exn` takes the packet (`ptr`).
Argument flattening (Shao §3.6.2): a function whose parameter LTY is a
`RecordTy` of 1..`MAX_FLAT_ARGS` fields takes the fields as separate parameters
(reals as unboxed doubles); a structure record (`SRecordTy`/`GRecTy`, a
functor's argument) is never flattened. The rule depends on the function's LTY only, and
every call site knows the LTY of the function it calls, so known and unknown
callers agree without any escape information. Results are flattened only
after closure conversion, where every caller of a function is known
(`compiler.closure.results`: a `MultiT` result).

Continuations are second class: a `CVar` is only thrown to, passed as the
`ret`/`exn` of an `App`, or the `exn` of a `LetPrim`; never stored or passed as
a value. A function body refers to no continuation but its own `ret`/`exn` and
those it binds (so every continuation lives in one function's frame).

Record layout (decided by `compiler.cps.from_lexp`): a record whose fields are
all `RealT` is a flat REALS object; otherwise a RECORD whose fields are words
(`IntT`, `PtrT`, `FunT`) — a real stored there is boxed first. A `Select`
whose result is `RealT` reads a REALS object; any other `Select` reads a word.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from collections.abc import Iterator
from typing import Union

from compiler.node import node
from compiler.prims import PRIMS, Prim

# ---------------------------------------------------------------------------
# CTY (Shao Figure 13)


@node
class IntT:
    """A tagged integer word."""


@node
class RealT:
    """An unboxed double."""


@node
class PtrT:
    """A word the GC may follow (pointer or tagged int); `length` is the length of
    the record it points to when known."""

    length: int | None = None


@node
class FunT:
    """A function taking `params` (after flattening) and returning one `result`
    (or several: a `MultiT`)."""

    params: tuple[Cty, ...]
    result: Cty


@node
class MultiT:
    """The results of a function that returns several values at once (only a
    `FunT`'s result, after `compiler.closure.results`): its `ret` continuation
    takes `fields` as separate parameters."""

    fields: tuple[Cty, ...]


Cty = Union[IntT, RealT, PtrT, FunT, MultiT]

INT_T = IntT()
REAL_T = RealT()
PTR_T = PtrT()

MAX_FLAT_ARGS = 8
"""Parameter records of at most this many fields are passed as separate arguments."""


def is_word(t: Cty) -> bool:
    """Whether a value of CTY `t` fits in one scanned word (everything but a raw double)."""
    return not isinstance(t, RealT)


def compatible(a: Cty, b: Cty) -> bool:
    """CTY equality up to unknown record lengths (`ptr` matches `ptr[n]`)."""
    if a is b:
        return True  # shared CTYs (function types nest as deep as the program)
    match a, b:
        case PtrT(n), PtrT(m):
            return n is None or m is None or n == m
        case FunT(ps, r), FunT(qs, s):
            return len(ps) == len(qs) and compatible(r, s) and all(
                compatible(p, q) for p, q in zip(ps, qs))
        case MultiT(ps), MultiT(qs):
            return len(ps) == len(qs) and all(compatible(p, q) for p, q in zip(ps, qs))
        case _:
            return type(a) is type(b)


def show_cty(t: Cty) -> str:
    match t:
        case IntT():
            return "int"
        case RealT():
            return "real"
        case PtrT(None):
            return "ptr"
        case PtrT(n):
            return f"ptr[{n}]"
        case FunT(ps, r):
            return f"fun({', '.join(show_cty(p) for p in ps)} -> {show_cty(r)})"
        case MultiT(ps):
            return f"({', '.join(show_cty(p) for p in ps)})"
    raise AssertionError(t)


# ---------------------------------------------------------------------------
# Variables


@dataclass(frozen=True, slots=True, eq=False)
class Var:
    """A value variable; `hint` only helps humans reading dumps."""

    id: int
    hint: str
    cty: Cty

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Var) and other.id == self.id

    def __hash__(self) -> int:
        return self.id


@dataclass(frozen=True, slots=True, eq=False)
class CVar:
    """A continuation variable taking arguments of CTYs `params`."""

    id: int
    hint: str
    params: tuple[Cty, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CVar) and other.id == self.id

    def __hash__(self) -> int:
        return self.id


class Supply:
    """Fresh variables, numbered from `next_id` (`Program.next_id` after a pass)."""

    def __init__(self, next_id: int = 0) -> None:
        self.next_id = next_id

    def var(self, hint: str, cty: Cty) -> Var:
        self.next_id += 1
        return Var(self.next_id, hint, cty)

    def cont(self, hint: str, params: tuple[Cty, ...]) -> CVar:
        self.next_id += 1
        return CVar(self.next_id, hint, params)

    def conts_like(self, f: FunDef) -> tuple[CVar, CVar]:
        """Fresh return and exception continuations like `f`'s (a wrapper's)."""
        return self.cont(f.ret.hint, f.ret.params), self.cont(f.exn.hint, f.exn.params)


# ---------------------------------------------------------------------------
# Constants


@node
class IntConst:
    """The ML integer `value` (code generation tags it)."""

    value: int


@node
class RealConst:
    value: float


@node
class StringConst:
    """A static STRING object (bytes: code points 0..255)."""

    value: str


@node
class ExnConst:
    """The static identity object of the built-in exception `name` (`ld_exn_<name>`)."""

    name: str


Const = Union[IntConst, RealConst, StringConst, ExnConst]


def const_cty(c: Const) -> Cty:
    match c:
        case IntConst():
            return INT_T
        case RealConst():
            return REAL_T
        case _:
            return PTR_T


# ---------------------------------------------------------------------------
# CPS-level primitives (beside compiler.prims): representation operations that
# the conversion introduces; code generation emits them inline.

CPS_PRIMS: dict[str, Prim] = {
    p.name: p for p in (
        Prim("box_real", ("real",), "ptr", "alloc"),     # allocate a REAL object
        Prim("unbox_real", ("ptr",), "real", "pure"),    # read a REAL object
        # Reinterpret a word at another word CTY (WRAP/UNWRAP of ints, records,
        # functions): no code. The binder's CTY is the result.
        Prim("cast", ("ptr",), "ptr", "pure"),
        # A cast of a constructor cell known (by the match that chose the
        # constructor) to carry header tag `b`, a constant: the shrinker reuses
        # the cell where an identical one is rebuilt from its fields.
        Prim("tagged", ("ptr", "int"), "ptr", "pure"),
        Prim("is_ptr", ("ptr",), "int", "pure"),         # 1 if a pointer, 0 if a tagged int
        Prim("get_tag", ("ptr",), "int", "pure"),        # constructor tag of the header
        # An element of an array known to hold reals (so flat: runtime
        # LD_RARRAY), as a double: what the shrinker makes of `array_sub`
        # whose every use unboxes, and of `array_update` of a `box_real`.
        Prim("real_array_sub", ("ptr", "int"), "real", "read", ("Subscript",)),
        Prim("real_array_update", ("ptr", "int", "real"), "unit", "write", ("Subscript",)),
    )
}


def prim_info(name: str) -> Prim:
    """The primitive `name` from `CPS_PRIMS` or `compiler.prims` (KeyError: compiler bug)."""
    p = CPS_PRIMS.get(name)
    return p if p is not None else PRIMS[name]


def is_removable(p: Prim) -> bool:
    """Whether an unused binding of `p` may be deleted (no effect, cannot raise)."""
    return p.effect != "write" and not p.may_raise


# ---------------------------------------------------------------------------
# Terms


@node
class LetVal:
    var: Var
    value: Const
    body: Term


@node
class LetPrim:
    """`var = prim(args)`; for `cast` the CTY of `var` is the target CTY."""

    var: Var
    prim: str
    args: tuple[Var, ...]
    exn: CVar | None
    body: Term


@node
class LetRecord:
    """A fresh immutable record with header tag `tag`: REALS if every field is
    `RealT` (and there is one), else RECORD (fields are words). `stack`: the
    record does not outlive the activation of the function that allocates it,
    so it lives in that function's frame (set by `compiler.extent` on closed
    programs only; every other pass builds heap records)."""

    var: Var
    fields: tuple[Var, ...]
    tag: int
    body: Term
    stack: bool = False


@node
class Select:
    var: Var
    index: int
    record: Var
    body: Term


@node
class LetCont:
    """`cont(params) = cont_body` in `body`; `cont` is not in scope in `cont_body`."""

    cont: CVar
    params: tuple[Var, ...]
    cont_body: Term
    body: Term


@node
class FunDef:
    """`fun name(ret, exn, params) = body`; `name.cty` is `FunT(param ctys, result)`
    and `ret.params == (result,)`, `exn.params == (ptr,)`."""

    name: Var
    ret: CVar
    exn: CVar
    params: tuple[Var, ...]
    body: Term


@node
class Fix:
    funs: tuple[FunDef, ...]
    body: Term


@node
class App:
    fn: Var
    ret: CVar
    exn: CVar
    args: tuple[Var, ...]


@node
class Throw:
    cont: CVar
    args: tuple[Var, ...]


@node
class Switch:
    """Branch on the `IntT` value `scrut`; `default` None means the cases are
    exhaustive (code generation may treat any other value as unreachable)."""

    scrut: Var
    cases: tuple[tuple[int, Term], ...]
    default: Term | None


Term = Union[LetVal, LetPrim, LetRecord, Select, LetCont, Fix, App, Throw, Switch]


@node
class Program:
    """A unit: `main(ret, exn, imports…)` takes the exports records of the units
    it imports (in the order of the LEXP unit's `imports`) and returns its own;
    `next_id` exceeds every variable id in the program."""

    main: FunDef
    next_id: int
    functors: frozenset[int] = frozenset()
    """The ids of the functions that are functors (`compiler.lexp.ir.Unit.functors`)."""


def fun_result(f: FunDef) -> Cty:
    """`f`'s result CTY: what its `ret` takes (a `MultiT` if several values)."""
    return f.ret.params[0] if len(f.ret.params) == 1 else MultiT(f.ret.params)


def result_ctys(result: Cty) -> tuple[Cty, ...]:
    """The parameters of the `ret` continuation of a function whose `FunT`
    result is `result`."""
    return result.fields if isinstance(result, MultiT) else (result,)


def subterms(t: Term) -> Iterator[Term]:
    """Every term node of `t`, nested function bodies included, each before the
    terms inside it (so a binder is seen before any use of what it binds)."""
    stack = [t]
    while stack:
        t = stack.pop()
        yield t
        match t:
            case LetVal(body=body) | LetPrim(body=body) | LetRecord(body=body) | Select(body=body):
                stack.append(body)
            case LetCont(cont_body=cbody, body=body):
                stack += (cbody, body)
            case Fix(funs, body):
                stack += [f.body for f in funs]
                stack.append(body)
            case Switch(cases=cases, default=default):
                stack += [arm for _, arm in cases]
                if default is not None:
                    stack.append(default)


class Rewriter:
    """Rebuilds a term, changing only what a subclass overrides: `fix` (a
    `Fix` node) and `app` (an `App` node); the rest is copied around the
    rewritten bodies. Bindings are kept, so the result binds what `t` does
    unless an override renames."""

    def fundef(self, f: FunDef) -> FunDef:
        return FunDef(f.name, f.ret, f.exn, f.params, self.term(f.body))

    def fix(self, t: Fix) -> Term:
        return Fix(tuple(self.fundef(f) for f in t.funs), self.term(t.body))

    def app(self, t: App) -> Term:
        return t

    def term(self, t: Term) -> Term:
        match t:
            case LetVal(x, c, body):
                return LetVal(x, c, self.term(body))
            case LetPrim(x, name, args, exn, body):
                return LetPrim(x, name, args, exn, self.term(body))
            case LetRecord(x, fields, tag, body, stack):
                return LetRecord(x, fields, tag, self.term(body), stack)
            case Select(x, i, r, body):
                return Select(x, i, r, self.term(body))
            case LetCont(k, params, cbody, body):
                return LetCont(k, params, self.term(cbody), self.term(body))
            case Fix():
                return self.fix(t)
            case App():
                return self.app(t)
            case Throw():
                return t
            case Switch(scrut, cases, default):
                return Switch(scrut, tuple((key, self.term(arm)) for key, arm in cases),
                              None if default is None else self.term(default))
        raise AssertionError(f"not a CPS term: {t!r}")


_RECURSION_LIMIT = 1_000_000


def allow_deep_recursion() -> None:
    """Raise Python's recursion limit: the CPS passes recurse along the nesting of
    continuations, which is as deep as the number of calls in a straight-line
    sequence. Python-to-Python calls do not grow the C stack in CPython ≥ 3.11,
    so a high limit is safe."""
    if sys.getrecursionlimit() < _RECURSION_LIMIT:
        sys.setrecursionlimit(_RECURSION_LIMIT)
