"""The LEXP reference interpreter (style habit 10): runs a translated unit.

Public: `run(unit) -> InterpResult` (captured stdout, the `exnMessage` of an
uncaught exception if any); `InterpError` is raised when the program breaks a
representation invariant, which is a compiler bug, not an ML exception.

Values follow the run-time representation (docs/architecture.md "Values at run time")
closely enough that representation mistakes of the translation fail here:
- tagged ints (int, word, char, bool, unit, constant constructors) are Python
  `int`s; an unboxed real is a Python `float`; a *boxed* real is a `BoxedReal`,
  a different object, so a missing `Unwrap`/`Wrap` of a real is caught by the
  next primitive or `Let`/parameter that expects the other form;
- records, structure records (`SRecord`), constructor cells, exception
  packets and identities are `Block`s with a header tag (0 for records and packets, the constructor tag for
  cells); a flat cell (`::`) stores its argument's fields inline and `Decon`
  returns the cell itself, so an alias to the cell compares unequal to a
  tuple under `poly_eq`, as in the runtime;
- `Unwrap` to a record LTY checks the fields' representation (an unboxed real
  field must be a float, any other field must not be), which catches a record
  coerced into the wrong boxed form;
- refs and arrays are mutable objects compared by address; strings are
  Python `str`s of code points 0-255; exception identities are compared by
  address; built-in exceptions have static identities; an exception whose
  `ExnCon` has an identity path finds its identity by selecting along the path
  from the structure record its identity variable holds.

The scalar and string primitives mean what `compiler.prim_semantics` says
(one definition, shared with the CPS interpreter and its constant folding);
this module only turns their `PrimFailure` into the built-in exception's packet.

Implementation: the LEXP is compiled once into Python closures over frames
(one frame per `Fn` activation, variables at fixed slots found statically);
calls in tail position return a `_Tail` marker to the caller's call loop, so
ML loops run in constant Python stack. Non-tail recursion uses the Python
stack; `run` executes on a thread with a large stack and recursion limit.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from compiler.deep import run_deep
from compiler.lexp.ir import (
    App, ArrowTy, BoxedTy, Con, Constant, DataconInfo, Decon, ExnCon, Fix, Fn, GRecTy, Handle, Int, IntTy,
    Let, Lexp, Lty, LVar, PrimApp, Raise, RBoxedTy, Real, RealTy, Record, RecordTy, RefCon, Select, SRecord,
    SRecordTy, String, Switch, Tagged, Transparent, Unit, Unwrap, Var, Wrap,
)
from compiler.prim_clib import LIBRARY
from compiler.prim_semantics import (
    ALLOC, INTINF, PURE, WORD64, PrimFailure, check_array_length, intinf_divrem, same_bits, string_sub, unchecked,
)
from compiler.prims import PRIMS

_STACK_BYTES = 1 << 30
_RECURSION_LIMIT = 3_000_000


class InterpError(Exception):
    """The interpreted program broke a representation invariant (a compiler bug)."""


@dataclass(frozen=True, slots=True)
class InterpResult:
    stdout: str  # what `print` wrote, as byte text (one character per byte)
    uncaught: str | None  # exnMessage of an uncaught exception
    stderr: str = ""  # what the program wrote to stream 2 (TextIO.stdErr)

    @property
    def status(self) -> int:
        return 0 if self.uncaught is None else 1


class BoxedReal:
    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value


class Block:
    """A heap record: a tuple, constructor cell, exception packet or identity."""

    __slots__ = ("tag", "fields")

    def __init__(self, tag: int, fields: list[Any]) -> None:
        self.tag = tag
        self.fields = fields


class RefCell:
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class MLArray:
    """An array; a `flat` one (its elements are reals: runtime LD_RARRAY) holds
    the doubles themselves, as Python floats."""

    __slots__ = ("items", "flat")

    def __init__(self, items: list[Any]) -> None:
        self.flat = bool(items) and type(items[0]) is BoxedReal
        self.items = [x.value for x in items] if self.flat else items


class _FnInfo:
    __slots__ = ("size", "code", "check", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self.size = 2
        self.code: Callable[[list[Any]], Any] = _unset
        self.check: Callable[[Any], bool] | None = None


def _unset(fr: list[Any]) -> Any:
    raise AssertionError("function code not compiled")


class Closure:
    __slots__ = ("info", "env")

    def __init__(self, info: _FnInfo, env: list[Any]) -> None:
        self.info = info
        self.env = env


class _Tail:
    __slots__ = ("clo", "arg")

    def __init__(self, clo: Any, arg: Any) -> None:
        self.clo = clo
        self.arg = arg


class MLRaise(Exception):
    """An ML exception propagating; `packet` is the exception value."""

    def __init__(self, packet: Block) -> None:
        super().__init__("ML exception")
        self.packet = packet


_BUILTIN_IDS: dict[str, Block] = {}


def _builtin_id(name: str) -> Block:
    ident = _BUILTIN_IDS.get(name)
    if ident is None:
        ident = _BUILTIN_IDS[name] = Block(0, [name])
    return ident


def _raise_builtin(e: PrimFailure) -> Any:
    """Raise the ML packet of the built-in exception a primitive failed with."""
    raise MLRaise(Block(0, [_builtin_id(e.name)])) from None


def _call(clo: Any, arg: Any) -> Any:
    while True:
        if type(clo) is not Closure:
            raise InterpError(f"application of a non-function {clo!r}")
        info = clo.info
        if info.check is not None and not info.check(arg):
            raise InterpError(f"function {info.name}: argument {_show(arg)} has the wrong representation")
        fr = [None] * info.size
        fr[0] = clo.env
        fr[1] = arg
        r = info.code(fr)
        if type(r) is _Tail:
            clo = r.clo
            arg = r.arg
            continue
        return r


def _show(v: Any) -> str:
    if type(v) is Block:
        return f"Block(tag={v.tag}, {len(v.fields)} fields)"
    return repr(v)


# ---------------------------------------------------------------------------
# Representation checks


def _conforms(v: Any, ty: Lty) -> bool:
    """Whether `v` has the representation LTY `ty` describes (records one level deep)."""
    t = type(ty)
    if t is IntTy:
        return type(v) is int
    if t is RealTy:
        return type(v) is float
    if t is BoxedTy or t is RBoxedTy:
        return type(v) is not float
    if t is RecordTy or t is SRecordTy:
        return type(v) is Block and len(v.fields) == len(ty.fields) and all(  # type: ignore[union-attr]
            (type(f) is float) == (type(ft) is RealTy) for f, ft in zip(v.fields, ty.fields)  # type: ignore[union-attr]
        )
    if t is GRecTy:
        return type(v) is Block and all(  # type: ignore[union-attr]
            i < len(v.fields) and (type(v.fields[i]) is float) == (type(ft) is RealTy)
            for i, ft in ty.fields)  # type: ignore[union-attr]
    if t is ArrowTy:
        return type(v) is Closure
    return True


def _checker(ty: Lty) -> Callable[[Any], bool] | None:
    """A cheap test of a binding's representation (its type only)."""
    t = type(ty)
    if t is IntTy:
        return lambda v: type(v) is int
    if t is RealTy:
        return lambda v: type(v) is float
    if t is BoxedTy or t is RBoxedTy:
        return lambda v: type(v) is not float
    if t is RecordTy or t is SRecordTy or t is GRecTy:
        return lambda v: type(v) is Block
    if t is ArrowTy:
        return lambda v: type(v) is Closure
    return None


# ---------------------------------------------------------------------------
# Primitives


def _ml_list(items: list[Any]) -> Any:
    out: Any = 0
    for x in reversed(items):
        out = Block(1, [x, out])
    return out


def _py_list(xs: Any) -> list[Any]:
    out = []
    while type(xs) is Block:
        if xs.tag != 1 or len(xs.fields) != 2:
            raise InterpError(f"not a list cell: {_show(xs)}")
        out.append(xs.fields[0])
        xs = xs.fields[1]
    if xs != 0:
        raise InterpError(f"list does not end in nil: {_show(xs)}")
    return out


def _implode(cs: Any) -> str:
    return "".join(chr(c) for c in _py_list(cs))


def _concat_list(ss: Any) -> str:
    return "".join(_py_list(ss))


def _ref_set(r: RefCell, v: Any) -> int:
    if type(r) is not RefCell:
        raise InterpError(f"assignment to a non-ref {_show(r)}")
    r.value = v
    return 0


def _ref_get(r: RefCell) -> Any:
    if type(r) is not RefCell:
        raise InterpError(f"dereference of a non-ref {_show(r)}")
    return r.value


def _array_make(n: int, init: Any) -> MLArray:
    return MLArray([init] * check_array_length(n))


def _array_sub(a: MLArray, i: int) -> Any:
    if not 0 <= i < len(a.items):
        raise PrimFailure("Subscript")
    return BoxedReal(a.items[i]) if a.flat else a.items[i]


def _array_sub_word(a: MLArray, i: int) -> Any:
    if a.flat:
        raise InterpError("array_sub_word of an array of reals")
    return _array_sub(a, i)


def _array_update(a: MLArray, i: int, v: Any) -> int:
    if not 0 <= i < len(a.items):
        raise PrimFailure("Subscript")
    if a.flat:
        if type(v) is not BoxedReal:
            raise InterpError(f"array_update of an array of reals with {_show(v)}")
        v = v.value
    a.items[i] = v
    return 0


def _vector_sub(v: Block, i: int) -> Any:
    if not 0 <= i < len(v.fields):
        raise PrimFailure("Subscript")
    return v.fields[i]


def _vector_of_array(a: MLArray, n: int) -> Block:
    if not 0 <= n <= len(a.items):
        raise PrimFailure("Subscript")
    return Block(0, [BoxedReal(x) for x in a.items[:n]] if a.flat else a.items[:n])


def _vector_concat(vs: Any) -> Block:
    parts = [v.fields for v in _py_list(vs)]
    check_array_length(sum(map(len, parts)))
    return Block(0, [x for part in parts for x in part])


def _poly_eq(a: Any, b: Any) -> int:
    return 1 if _equal(a, b) else 0


def _equal(a: Any, b: Any) -> bool:
    if a is b:
        return True
    ta, tb = type(a), type(b)
    if ta is not tb:
        return False
    if ta is int or ta is str:
        return a == b  # type: ignore[no-any-return]
    if ta is Block:
        return a.tag == b.tag and len(a.fields) == len(b.fields) and all(
            _equal(x, y) for x, y in zip(a.fields, b.fields))
    if ta is BoxedReal:
        return same_bits(a.value, b.value)  # by bits, as runtime/equal.c (a Word64)
    if ta is RefCell or ta is MLArray:
        return False  # by address
    raise InterpError(f"polymorphic equality on {_show(a)}")


def _exn_name(p: Block) -> str:
    return p.fields[0].fields[0]  # type: ignore[no-any-return]


def _exn_message(p: Block) -> str:
    if p.fields[0] is _builtin_id("Fail") and len(p.fields) >= 2:
        return "Fail: " + p.fields[1]
    return _exn_name(p)


_IMPL: dict[str, Callable[..., Any]] = {
    **PURE, **ALLOC, **LIBRARY, **INTINF, **WORD64,
    "io_flush": lambda stream: 0, "array_from_list": lambda xs: MLArray(_py_list(xs)),
    "vector_of_array": _vector_of_array, "vector_concat": _vector_concat, "intinf_divrem": lambda a, b: Block(0, list(intinf_divrem(a, b))),
    "string_explode": lambda s: _ml_list([ord(c) for c in s]),
    "string_implode": _implode, "string_concat_list": _concat_list,
    "ref_new": RefCell, "ref_get": _ref_get, "ref_set": _ref_set,
    "array_make": _array_make, "array_length": lambda a: len(a.items), "array_sub": _array_sub,
    "array_sub_word": _array_sub_word,
    "array_update": _array_update, "vector_from_list": lambda xs: Block(0, _py_list(xs)),
    "vector_length": lambda v: len(v.fields), "vector_sub": _vector_sub,
    "unsafe_array_sub": unchecked(_array_sub), "unsafe_array_update": unchecked(_array_update),
    "unsafe_vector_sub": unchecked(_vector_sub), "unsafe_string_sub": unchecked(string_sub),
    "ptr_eq": lambda a, b: int(a == b if isinstance(a, int) else a is b),
    "poly_eq": _poly_eq, "exn_name": _exn_name, "exn_message": _exn_message,
    "exn_new_identity": lambda name: Block(0, [name]),
}
"""The primitives, by name: the scalar and string ones are `compiler.prim_semantics`
(shared with the CPS interpreter); they raise `PrimFailure`, which `_Compiler.prim`
turns into the packet of the built-in exception."""

_KIND_CHECK: dict[str, Callable[[Any], bool]] = {
    "int": lambda v: type(v) is int,
    "real": lambda v: type(v) is float,
    "ptr": lambda v: type(v) is not float,
}


# ---------------------------------------------------------------------------
# Compilation to closures


class _Scope:
    """The slots of one function activation's frame; slot 0 is the enclosing frame."""

    def __init__(self, parent: _Scope | None) -> None:
        self.parent = parent
        self.slots: dict[LVar, int] = {}
        self.size = 1

    def add(self, v: LVar) -> int:
        self.slots[v] = self.size
        self.size += 1
        return self.size - 1

    def find(self, v: LVar) -> tuple[int, int]:
        depth = 0
        s: _Scope | None = self
        while s is not None:
            idx = s.slots.get(v)
            if idx is not None:
                return depth, idx
            s = s.parent
            depth += 1
        raise InterpError(f"unbound variable {v.name}#{v.id}")


Code = Callable[[list[Any]], Any]


def _access(depth: int, idx: int) -> Code:
    if depth == 0:
        return lambda fr: fr[idx]
    if depth == 1:
        return lambda fr: fr[0][idx]
    if depth == 2:
        return lambda fr: fr[0][0][idx]

    def far(fr: list[Any]) -> Any:
        for _ in range(depth):
            fr = fr[0]
        return fr[idx]
    return far


class _Compiler:
    def __init__(self, out: list[str], err: list[str]) -> None:
        self.out = out
        self.err = err

    def identity(self, rep: ExnCon, scope: _Scope) -> Code:
        if rep.identity is None:
            ident = _builtin_id(rep.builtin)  # type: ignore[arg-type]
            return lambda fr: ident
        base = _access(*scope.find(rep.identity))
        if not rep.path:
            return base
        path = rep.path

        def along_path(fr: list[Any]) -> Any:
            v = base(fr)
            for i in path:
                if type(v) is not Block or i >= len(v.fields):
                    raise InterpError(f"exception {rep.name}: identity path {path} at {_show(v)}")
                v = v.fields[i]
            if type(v) is not Block:
                raise InterpError(f"exception {rep.name}: identity {_show(v)} is not an object")
            return v
        return along_path

    def exp(self, e: Lexp, s: _Scope, tail: bool) -> Code:
        te = type(e)
        if te is Let or te is Fix:
            return self.chain(e, s, tail)
        if te is Var:
            return _access(*s.find(e.var))  # type: ignore[union-attr]
        if te is Int or te is Real or te is String:
            value = e.value  # type: ignore[union-attr]
            return lambda fr: value
        if te is Fn:
            info = self.fn(e, s)  # type: ignore[arg-type]
            return lambda fr: Closure(info, fr)
        if te is App:
            f = self.exp(e.fn, s, False)  # type: ignore[union-attr]
            a = self.exp(e.arg, s, False)  # type: ignore[union-attr]
            if tail:
                return lambda fr: _Tail(f(fr), a(fr))
            return lambda fr: _call(f(fr), a(fr))
        if te is PrimApp:
            return self.prim(e, s)  # type: ignore[arg-type]
        if te is Switch:
            return self.switch(e, s, tail)  # type: ignore[arg-type]
        if te is Con:
            return self.con(e, s)  # type: ignore[arg-type]
        if te is Decon:
            return self.decon(e, s)  # type: ignore[arg-type]
        if te is Record or te is SRecord:
            fields = [self.exp(f, s, False) for f in e.fields]  # type: ignore[union-attr]
            return lambda fr: Block(0, [f(fr) for f in fields])
        if te is Select:
            return self.select(e, s)  # type: ignore[arg-type]
        if te is Raise:
            x = self.exp(e.exp, s, False)  # type: ignore[union-attr]

            def raise_(fr: list[Any]) -> Any:
                p = x(fr)
                if type(p) is not Block:
                    raise InterpError(f"raise of a non-packet {_show(p)}")
                raise MLRaise(p)
            return raise_
        if te is Handle:
            return self.handle(e, s, tail)  # type: ignore[arg-type]
        if te is Wrap or te is Unwrap:
            return self.coercion(e, s)  # type: ignore[arg-type]
        raise InterpError(f"cannot interpret {te.__name__}")

    def chain(self, e: Lexp, s: _Scope, tail: bool) -> Code:
        """A run of `Let`/`Fix` as a loop over steps (no Python recursion per binding)."""
        steps: list[tuple[int, Code, Callable[[Any], bool] | None]] = []
        while True:
            if type(e) is Let:
                rhs = self.exp(e.rhs, s, False)
                steps.append((s.add(e.var), rhs, _checker(e.ty)))
            elif type(e) is Fix:
                idxs = [s.add(v) for v in e.vars]
                for idx, fn in zip(idxs, e.fns):
                    info = self.fn(fn, s)
                    steps.append((idx, (lambda info: lambda fr: Closure(info, fr))(info), None))
            else:
                break
            e = e.body
        body = self.exp(e, s, tail)

        def run(fr: list[Any]) -> Any:
            for idx, rhs, check in steps:
                v = rhs(fr)
                if check is not None and not check(v):
                    raise InterpError(f"let-bound value {_show(v)} has the wrong representation")
                fr[idx] = v
            return body(fr)
        return run

    def fn(self, e: Fn, s: _Scope) -> _FnInfo:
        info = _FnInfo(e.param.name)
        inner = _Scope(s)
        inner.add(e.param)
        info.code = self.exp(e.body, inner, True)
        info.size = inner.size
        info.check = _checker(e.param_ty)
        return info

    def prim(self, e: PrimApp, s: _Scope) -> Code:
        p = PRIMS[e.prim]
        args = [self.exp(a, s, False) for a in e.args]
        checks = [_KIND_CHECK.get(k) for k in p.args]
        name = e.prim
        if name == "print":
            out = self.out
            impl: Callable[..., Any] = lambda text: (out.append(text), 0)[1]
        elif name == "io_output":
            impl = _output_to({1: self.out, 2: self.err})
        else:
            impl = _IMPL.get(name) or _unavailable(name)

        def bad(*vals: Any) -> Any:
            shown = ", ".join(_show(v) for v in vals)
            raise InterpError(f"primitive {name}: arguments ({shown}) have the wrong representation")

        # The common shapes are specialized: this is the interpreter's hot path.
        if p.args == ("int", "int"):
            a0, a1 = args

            def int2(fr: list[Any]) -> Any:
                x = a0(fr)
                y = a1(fr)
                if type(x) is not int or type(y) is not int:
                    bad(x, y)
                try:
                    return impl(x, y)
                except PrimFailure as e:
                    return _raise_builtin(e)
            return int2
        if len(args) == 1:
            a0, = args
            c0 = checks[0]

            def one(fr: list[Any]) -> Any:
                x = a0(fr)
                if c0 is not None and not c0(x):
                    bad(x)
                try:
                    return impl(x)
                except PrimFailure as e:
                    return _raise_builtin(e)
            return one

        def apply(fr: list[Any]) -> Any:
            vals = [a(fr) for a in args]
            for v, c in zip(vals, checks):
                if c is not None and not c(v):
                    bad(*vals)
            try:
                return impl(*vals)
            except PrimFailure as e:
                return _raise_builtin(e)
        return apply

    def switch(self, e: Switch, s: _Scope, tail: bool) -> Code:
        scrut = self.exp(e.scrut, s, False)
        default = None if e.default is None else self.exp(e.default, s, tail)
        kind = e.kind
        if kind == "exn":
            exns = [(self.identity(k.rep, s), self.exp(arm, s, tail)) for k, arm in e.cases]  # type: ignore[union-attr, arg-type]

            def exn_switch(fr: list[Any]) -> Any:
                p = scrut(fr)
                for ident, arm in exns:
                    if p.fields[0] is ident(fr):
                        return arm(fr)
                return default(fr)  # type: ignore[misc]
            return exn_switch
        consts: dict[Any, Code] = {}
        tags: dict[int, Code] = {}
        for key, arm in e.cases:
            code = self.exp(arm, s, tail)
            if type(key) is DataconInfo:
                tags[key.rep.tag] = code  # type: ignore[union-attr]
            else:
                consts[key] = code

        def switch(fr: list[Any]) -> Any:
            v = scrut(fr)
            tv = type(v)
            if tv is Block and kind == "datacon":
                arm = tags.get(v.tag)
            elif (tv is int and kind != "string") or (tv is str and kind == "string"):
                arm = consts.get(v)
            else:
                raise InterpError(f"switch {kind} on {_show(v)}")
            if arm is None:
                if default is None:
                    raise InterpError(f"switch {kind}: no case for {_show(v)}")
                arm = default
            return arm(fr)
        return switch

    def con(self, e: Con, s: _Scope) -> Code:
        rep = e.con.rep
        if type(rep) is Constant:
            tag = rep.tag
            return lambda fr: tag
        if type(rep) is ExnCon:
            ident = self.identity(rep, s)
            if e.arg is None:
                return lambda fr: Block(0, [ident(fr)])
            exn_arg = self.exp(e.arg, s, False)
            return lambda fr: Block(0, [ident(fr), exn_arg(fr)])
        assert e.arg is not None
        arg = self.exp(e.arg, s, False)
        if type(rep) is Transparent:
            return arg
        if type(rep) is RefCon:
            return lambda fr: RefCell(arg(fr))
        assert type(rep) is Tagged
        tag = rep.tag
        if not rep.flat:
            return lambda fr: Block(tag, [arg(fr)])
        arity = rep.arity

        def flat(fr: list[Any]) -> Any:
            r = arg(fr)
            if type(r) is not Block or len(r.fields) != arity:
                raise InterpError(f"flat constructor {rep.name} applied to {_show(r)}")
            return Block(tag, list(r.fields))
        return flat

    def decon(self, e: Decon, s: _Scope) -> Code:
        rep = e.con.rep
        x = self.exp(e.exp, s, False)
        if type(rep) is Transparent:
            return x
        if type(rep) is RefCon:
            return lambda fr: _ref_get(x(fr))
        if type(rep) is ExnCon:
            ident = self.identity(rep, s)

            def exn(fr: list[Any]) -> Any:
                p = x(fr)
                if type(p) is not Block or p.fields[0] is not ident(fr) or len(p.fields) != 2:
                    raise InterpError(f"decon of exception {rep.name} from {_show(p)}")
                return p.fields[1]
            return exn
        assert type(rep) is Tagged
        tag, flat = rep.tag, rep.flat

        def cell(fr: list[Any]) -> Any:
            c = x(fr)
            if type(c) is not Block or c.tag != tag:
                raise InterpError(f"decon of {rep.name} from {_show(c)}")
            return c if flat else c.fields[0]
        return cell

    def select(self, e: Select, s: _Scope) -> Code:
        x = self.exp(e.exp, s, False)
        i = e.index

        def select(fr: list[Any]) -> Any:
            r = x(fr)
            if type(r) is not Block or i >= len(r.fields):
                raise InterpError(f"select {i} from {_show(r)}")
            return r.fields[i]
        return select

    def handle(self, e: Handle, s: _Scope, tail: bool) -> Code:
        body = self.exp(e.body, s, False)
        idx = s.add(e.var)
        handler = self.exp(e.handler, s, tail)

        def handle(fr: list[Any]) -> Any:
            try:
                return body(fr)
            except MLRaise as exc:
                fr[idx] = exc.packet
            return handler(fr)
        return handle

    def coercion(self, e: Wrap | Unwrap, s: _Scope) -> Code:
        x = self.exp(e.exp, s, False)
        ty = e.ty
        what = type(e).__name__
        if type(e) is Wrap and type(ty) is RealTy:
            def box(fr: list[Any]) -> Any:
                v = x(fr)
                if type(v) is not float:
                    raise InterpError(f"Wrap[REAL] of {_show(v)}")
                return BoxedReal(v)
            return box
        if type(e) is Unwrap and type(ty) is RealTy:
            def unbox(fr: list[Any]) -> Any:
                v = x(fr)
                if type(v) is not BoxedReal:
                    raise InterpError(f"Unwrap[REAL] of {_show(v)}")
                return v.value
            return unbox

        if type(ty) is IntTy:
            def tagged(fr: list[Any]) -> Any:
                v = x(fr)
                if type(v) is not int:
                    raise InterpError(f"{what}[INT] of {_show(v)}")
                return v
            return tagged

        def same(fr: list[Any]) -> Any:
            v = x(fr)
            if not _conforms(v, ty):
                raise InterpError(f"{what}[{ty}] of {_show(v)}")
            return v
        return same


def _output_to(streams: dict[int, list[str]]) -> Callable[[int, str], int]:
    """`io_output` on the interpreter's streams: stdout and stderr only."""
    def output(stream: int, text: str) -> int:
        if stream not in streams:
            raise InterpError(f"io_output: the interpreter has no stream {stream} (files run natively)")
        streams[stream].append(text)
        return 0
    return output


def _unavailable(name: str) -> Callable[..., Any]:
    """A primitive of the file system, the process or the clocks, which only
    native programs run: calling it is an error of the test, not of the program."""
    def fail(*args: Any) -> Any:
        raise InterpError(f"primitive {name} is not available in the interpreter")
    return fail


def _execute(unit: Unit) -> InterpResult:
    out: list[str] = []
    err: list[str] = []
    root = _Scope(None)
    code = _Compiler(out, err).exp(unit.body, root, False)
    frame: list[Any] = [None] * (root.size + 1)
    try:
        code(frame)
    except MLRaise as exc:
        return InterpResult("".join(out), _exn_message(exc.packet), "".join(err))
    return InterpResult("".join(out), None, "".join(err))


def run(unit: Unit) -> InterpResult:
    """Run `unit` and capture what it prints (see the module docstring)."""
    return run_deep(lambda: _execute(unit), _STACK_BYTES, _RECURSION_LIMIT)
