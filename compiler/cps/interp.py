"""The CPS reference interpreter: `interpret(prog) -> Outcome` (style habit 10),
and `interpret_units` for separately converted units run in one process.

It runs a CPS program with the observable behaviour of the compiled program:
what it prints, and the message of an uncaught exception
(`unhandled exception: <exnMessage>`, as the runtime prints it). `eval_prim`
evaluates a pure primitive, which the shrinker reuses to fold constants, so
folding and execution cannot disagree: the scalar and string primitives are
`compiler.prim_semantics` (shared with the LEXP interpreter), the
representation primitives (`cast`, `is_ptr`, `get_tag`, ...) are defined here.

Values: ints are Python ints (the ML value, untagged), reals Python floats,
strings Python `str` (code points 0..255), and heap objects `Obj` (RECORD,
REALS, ARRAY/ref, RARRAY: a flat array of reals, with header tag), `Box` (a REAL object) and `Closure`.

Every CPS transfer is a jump, so the interpreter is one loop with no Python
recursion: deep ML recursion only grows the chain of activation frames.
An activation frame maps variable ids to values; continuations capture the
frame they were bound in (a continuation runs at most once per activation,
and ids are unique, so binding its parameters there is safe).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Callable, NoReturn, Union

from compiler.cps.ir import (
    App, ExnConst, Fix, FunDef, LetCont, LetPrim, LetRecord, LetVal, Program, RealT, Select,
    Switch, Term, Throw, Var,
)
from compiler.prim_clib import LIBRARY
from compiler.prim_semantics import (
    ALLOC, INTINF, PURE, WORD64, PrimFailure, check_array_length, intinf_divrem, same_bits, string_sub, unchecked,
)


class Obj:
    """A heap object: kind "record" | "reals" | "array" | "rarray" (flat reals), header tag, fields."""

    __slots__ = ("kind", "tag", "fields")

    def __init__(self, kind: str, tag: int, fields: list[Value]) -> None:
        self.kind = kind
        self.tag = tag
        self.fields = fields


class Box:
    """A REAL object (a boxed double)."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value


class Frame:
    __slots__ = ("vals", "parent")

    def __init__(self, parent: Frame | None) -> None:
        self.vals: dict[int, object] = {}
        self.parent = parent

    def get(self, i: int) -> object:
        v = self.vals.get(i, _MISSING)
        if v is not _MISSING:
            return v
        f = self.parent
        while f is not None:
            v = f.vals.get(i, _MISSING)
            if v is not _MISSING:
                return v
            f = f.parent
        raise KeyError(i)


_MISSING = object()


@dataclass(eq=False, slots=True)
class Closure:
    fun: FunDef
    env: Frame


@dataclass(eq=False, slots=True)
class ContClosure:
    params: tuple[Var, ...]
    body: Term
    env: Frame


@dataclass(eq=False, slots=True)
class Halt:
    """The continuations of `main`: normal end, or uncaught exception."""

    uncaught: bool


Value = Union[int, float, str, Obj, Box, Closure]


@dataclass
class Outcome:
    stdout: str  # what `print` wrote, as byte text (one character per byte)
    uncaught: str | None
    """`exnMessage` of the uncaught exception, or None if the program ended normally."""
    result: Value | None = None
    stderr: str = ""  # what the program wrote to stream 2 (TextIO.stdErr)


class _Machine:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.err: list[str] = []
        self.identities: dict[str, Obj] = {}

    def identity(self, name: str) -> Obj:
        ident = self.identities.get(name)
        if ident is None:
            ident = self.identities[name] = Obj("record", 0, [name])
        return ident

    def output(self, stream: int, text: str) -> None:
        """`io_output` on the interpreter's streams: stdout and stderr only."""
        if stream not in (1, 2):
            raise RuntimeError(f"io_output: the interpreter has no stream {stream} (files run natively)")
        (self.out if stream == 1 else self.err).append(text)

    def packet(self, e: PrimFailure) -> Obj:
        return Obj("record", 0, [self.identity(e.name)])

    def message(self, pkt: Obj) -> str:
        ident = pkt.fields[0]
        assert isinstance(ident, Obj)
        name = ident.fields[0]
        assert isinstance(name, str)
        if ident is self.identities.get("Fail") and len(pkt.fields) >= 2:
            return "Fail: " + str(pkt.fields[1])
        return name


def _list_to_py(xs: Value) -> list[Value]:
    out: list[Value] = []
    while isinstance(xs, Obj):
        out.append(xs.fields[0])
        xs = xs.fields[1]
    return out


def _py_to_list(items: list[Value]) -> Value:
    xs: Value = 0
    for x in reversed(items):
        xs = Obj("record", 1, [x, xs])
    return xs


def _poly_eq(a: Value, b: Value) -> bool:
    if isinstance(a, Obj) and isinstance(b, Obj):
        if a.kind in ("array", "rarray") or b.kind in ("array", "rarray"):
            return a is b
        return a.tag == b.tag and len(a.fields) == len(b.fields) and all(
            _poly_eq(x, y) for x, y in zip(a.fields, b.fields))
    if isinstance(a, Box) and isinstance(b, Box):
        return same_bits(a.value, b.value)  # by bits, as runtime/equal.c (a Word64)
    return type(a) is type(b) and a == b


def _check_index(i: int, n: int) -> None:
    if not 0 <= i < n:
        raise PrimFailure("Subscript")


def _array_of(items: list[Value]) -> Obj:
    """An array; one whose elements are reals is flat ("rarray": runtime
    LD_RARRAY), holding the floats themselves."""
    if items and isinstance(items[0], Box):
        return Obj("rarray", 0, [x.value for x in items])  # type: ignore[union-attr]
    return Obj("array", 0, items)


def _array_make(n: int, init: Value) -> Obj:
    return _array_of([init] * check_array_length(n))


def _ref_set(r: Obj, v: Value) -> int:
    r.fields[0] = v
    return 0


def _array_update(a: Obj, i: int, v: Value) -> int:
    _check_index(i, len(a.fields))
    if a.kind == "rarray":
        assert isinstance(v, Box), f"array_update of an array of reals with {v!r}"
        v = v.value
    a.fields[i] = v
    return 0


def _array_sub(a: Obj, i: int) -> Value:
    _check_index(i, len(a.fields))
    return Box(a.fields[i]) if a.kind == "rarray" else a.fields[i]  # type: ignore[arg-type]


def _array_sub_word(a: Obj, i: int) -> Value:
    assert a.kind == "array", f"array_sub_word of {a.kind}"
    return _array_sub(a, i)


def _real_array_sub(a: Obj, i: int) -> Value:
    assert a.kind == "rarray", f"real_array_sub of {a.kind}"
    _check_index(i, len(a.fields))
    return a.fields[i]


def _real_array_update(a: Obj, i: int, x: float) -> int:
    assert a.kind == "rarray", f"real_array_update of {a.kind}"
    _check_index(i, len(a.fields))
    a.fields[i] = x
    return 0


def _vector_of_array(a: Obj, n: int) -> Obj:
    assert a.kind in ("array", "rarray"), f"vector_of_array of {a.kind}"
    if not 0 <= n <= len(a.fields):
        raise PrimFailure("Subscript")
    return Obj("record", 0, [Box(x) for x in a.fields[:n]] if a.kind == "rarray" else a.fields[:n])  # type: ignore[arg-type]


def _vector_concat(vs: Value) -> Obj:
    parts = [v.fields for v in _list_to_py(vs)]  # type: ignore[union-attr]
    check_array_length(sum(map(len, parts)))
    return Obj("record", 0, [x for part in parts for x in part])


def _tagged(v: Value, tag: int) -> Value:
    assert isinstance(v, Obj) and v.tag == tag, f"tagged: {v!r} does not carry tag {tag}"
    return v


_PURE: dict[str, Callable[..., Value]] = {
    **PURE,
    "poly_eq": lambda a, b: int(_poly_eq(a, b)),
    "array_length": lambda a: len(a.fields),
    "vector_length": lambda a: len(a.fields),
    "vector_sub": _array_sub,
    "unsafe_vector_sub": unchecked(_array_sub),
    "unsafe_string_sub": unchecked(string_sub),
    "exn_name": lambda p: p.fields[0].fields[0],
    # CPS-level representation primitives (compiler.cps.ir.CPS_PRIMS)
    "unbox_real": lambda b: b.value,
    "cast": lambda v: v,
    "tagged": _tagged,
    "is_ptr": lambda v: int(not isinstance(v, int)),
    "get_tag": lambda v: v.tag if isinstance(v, Obj) else 0,
    "ptr_eq": lambda a, b: int(a is b if not isinstance(a, int) else a == b),
}
"""Primitives whose result depends only on their arguments (folding may use them)."""

_EFFECTFUL: dict[str, Callable[..., Value]] = {
    **ALLOC, **LIBRARY, **INTINF, **WORD64,
    "io_flush": lambda stream: 0,
    "array_from_list": lambda xs: _array_of(_list_to_py(xs)),
    "vector_of_array": _vector_of_array,
    "vector_concat": _vector_concat,
    "intinf_divrem": lambda a, b: Obj("record", 0, list(intinf_divrem(a, b))),
    "string_explode": lambda s: _py_to_list([ord(c) for c in s]),
    "string_implode": lambda cs: "".join(chr(c) for c in _list_to_py(cs)),
    "string_concat_list": lambda ss: "".join(_list_to_py(ss)),
    "ref_new": lambda v: Obj("array", 0, [v]),
    "ref_get": lambda r: r.fields[0],
    "ref_set": _ref_set,
    "array_make": _array_make,
    "array_sub": _array_sub,
    "array_sub_word": _array_sub_word,
    "real_array_sub": _real_array_sub,
    "array_update": _array_update,
    "unsafe_array_sub": unchecked(_array_sub),
    "unsafe_array_update": unchecked(_array_update),
    "real_array_update": _real_array_update,
    "vector_from_list": lambda xs: Obj("record", 0, _list_to_py(xs)),
    "exn_new_identity": lambda name: Obj("record", 0, [name]),
    "box_real": Box,
}
"""Primitives that allocate, read or write mutable state (never folded)."""


_ALL: dict[str, Callable[..., Value]] = {**_PURE, **_EFFECTFUL}


def eval_prim(name: str, args: list[Value]) -> Value:
    """The result of the pure primitive `name` on `args`; raises `PrimFailure`
    when the primitive raises and KeyError when `name` is not pure (or not folded)."""
    return _PURE[name](*args)


class _Halted(Exception):
    """Control reached one of `main`'s continuations."""

    def __init__(self, uncaught: bool, value: object) -> None:
        super().__init__()
        self.uncaught = uncaught
        self.value = value


def interpret(prog: Program, max_steps: int | None = None) -> Outcome:
    """Run `prog`, a unit without imports; `max_steps` bounds the number of
    transfers (RuntimeError beyond)."""
    return interpret_units([(prog, ())], max_steps)


def interpret_units(units: Sequence[tuple[Program, Sequence[int]]],
                    max_steps: int | None = None) -> Outcome:
    """Run separately converted units in order, as a linked executable does:
    each `(prog, imports)` gets as its imports the exports records of the
    earlier units at the indices `imports` lists. The outcome is the last
    unit's, or the first uncaught exception's."""
    m = _Machine()
    results: list[Value] = []
    for prog, imports in units:
        main = prog.main
        top = Frame(None)
        top.vals[main.name.id] = Closure(main, top)
        env = Frame(top)
        env.vals[main.ret.id] = Halt(False)
        env.vals[main.exn.id] = Halt(True)
        assert len(imports) == len(main.params), "one exports record per import"
        for param, index in zip(main.params, imports):
            env.vals[param.id] = results[index]
        try:
            _run(m, main.body, env, max_steps)
        except _Halted as h:
            if h.uncaught:
                return Outcome("".join(m.out), m.message(h.value), None, "".join(m.err))  # type: ignore[arg-type]
            results.append(h.value)  # type: ignore[arg-type]
    return Outcome("".join(m.out), None, results[-1], "".join(m.err))


def _run(m: _Machine, t: Term, env: Frame, max_steps: int | None) -> NoReturn:
    """Execute from `t` until control reaches a continuation of `main` (`_Halted`)."""
    steps = 0
    # Dispatch on the node class with `is` tests, most frequent first: several
    # times faster than `match` class patterns in this hot loop.
    while True:
        tt = type(t)
        if tt is LetPrim:
            args = t.args
            vals = [env.get(a.id) for a in args]
            name = t.prim
            try:
                if name == "print":
                    m.out.append(vals[0])  # type: ignore[arg-type]
                    res: object = 0
                elif name == "io_output":
                    m.output(vals[0], vals[1])  # type: ignore[arg-type]
                    res = 0
                elif name == "exn_message":
                    res = m.message(vals[0])  # type: ignore[arg-type]
                else:
                    impl = _ALL.get(name)
                    if impl is None:
                        raise RuntimeError(f"primitive {name} is not available in the interpreter")
                    res = impl(*vals)
            except PrimFailure as e:
                assert t.exn is not None, f"{name} raised {e.name} without a handler"
                t, env = _transfer(env.get(t.exn.id), [m.packet(e)])
                steps += 1
                continue
            env.vals[t.var.id] = res
            t = t.body
        elif tt is LetVal:
            c = t.value
            env.vals[t.var.id] = m.identity(c.name) if type(c) is ExnConst else c.value
            t = t.body
        elif tt is Switch:
            key = env.get(t.scrut.id)
            for k_, arm in t.cases:
                if k_ == key:
                    t = arm
                    break
            else:
                assert t.default is not None, f"switch: no case for {key!r}"
                t = t.default
        elif tt is Select:
            rec = env.get(t.record.id)
            assert isinstance(rec, Obj), f"select from {rec!r}"
            env.vals[t.var.id] = rec.fields[t.index]
            t = t.body
        elif tt is LetCont:
            env.vals[t.cont.id] = ContClosure(t.params, t.cont_body, env)
            t = t.body
        elif tt is App:
            clo = env.get(t.fn.id)
            assert isinstance(clo, Closure), f"calling {clo!r}"
            f = clo.fun
            new = Frame(clo.env)
            new.vals[f.ret.id] = env.get(t.ret.id)
            new.vals[f.exn.id] = env.get(t.exn.id)
            for p, a in zip(f.params, t.args):
                new.vals[p.id] = env.get(a.id)
            t, env = f.body, new
            steps += 1
        elif tt is Throw:
            t, env = _transfer(env.get(t.cont.id), [env.get(a.id) for a in t.args])
            steps += 1
        elif tt is LetRecord:
            fields = t.fields
            kind = "reals" if fields and all(type(f.cty) is RealT for f in fields) else "record"
            env.vals[t.var.id] = Obj(kind, t.tag, [env.get(f.id) for f in fields])
            t = t.body
        elif tt is Fix:
            for f in t.funs:
                env.vals[f.name.id] = Closure(f, env)
            t = t.body
        else:
            raise AssertionError(f"not a CPS term: {t!r}")
        if max_steps is not None and steps > max_steps:
            raise RuntimeError(f"CPS interpreter: more than {max_steps} steps")


def _transfer(target: object, vals: list[object]) -> tuple[Term, Frame]:
    if isinstance(target, Halt):
        raise _Halted(target.uncaught, vals[0] if vals else None)
    assert isinstance(target, ContClosure), f"throwing to {target!r}"
    for p, v in zip(target.params, vals):
        target.env.vals[p.id] = v
    return target.body, target.env
