"""Equality at a statically known type (Definition §4.4 "admits equality",
§6.4 the `=` of the initial basis), part of the Absyn-to-LEXP translator.

Owns `EqualityTranslation`, a mixin of `compiler.lexp.from_absyn._Translator`:

- `equality(t, a, b)`: the LEXP of `a = b` at type `t`, as the type's own
  comparison wherever the type says what its values are: int-like types
  (tagged words) by `int_eq`, strings by `string_eq`, 64-bit words and ints
  by `word64_eq` (their bits), `ref` and `array` by
  address (`ptr_eq`), records field by field in place (no record is rebuilt
  to change its fields' representation: a field is read at the LTY the
  record holds it at, boxed or not), and a datatype with visible
  constructors by a call of its equality function. Only what the type leaves
  unknown (a type variable, an abstract type, `vector`, a datatype at a type
  with variables) goes to the run-time `poly_eq` (`runtime/equal.c`), which
  compares the same representation structurally (a boxed 64-bit word by its
  bits); so both agree, and reals, which are not equality types, never reach
  either.
- A datatype's equality function, one per ground instance type (`(int *
  int) list`, `tree`), takes the pair and returns a bool: a constant
  constructor is equal exactly to the same word (`ptr_eq`), a carrying one
  to a value of the same constructor whose arguments are equal (at the
  constructor's argument type instantiated at the datatype's arguments).
  The functions are closed (constructors need no run-time binding), so they
  are one `Fix` around the unit (`eq_bindings`); recursive and mutually
  recursive datatypes call the functions of the types they contain.
  Constructors a functor's body sees as abstract (`ModuleTranslation`
  docstring) have no known representation there: such a datatype goes to
  `poly_eq`. A bound on the number and size of the functions keeps
  non-regular datatypes (`'a nest = N of ('a list) nest`) finite.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from compiler.elab.initial import ARRAY, INT64, REF, STRING, WORD64
from compiler.elab.types import DataCon, ExnCon, TArrow, TCon, TRecord, TVar, Type, prune, substitute
from compiler.lexp import ir
from compiler.lexp.ir import (
    BOXED, INT, ArrowTy, DataconInfo, Fn, Int, Let, Lexp, Lty, LVar, PrimApp, RBoxedTy, Record,
    RecordTy, Select, Switch, fresh_lvar,
)
from compiler.lexp.lty import coerce, dup

# A ground type as data: ("con", stamp, args...) or ("rec", labels, fields...).
TypeKey = tuple

_MAX_EQ_FUNCTIONS = 256
_MAX_KEY_SIZE = 64


def ground_key(t: Type) -> TypeKey | None:
    """`t` as a hashable value if it has no type variables (None otherwise, or
    if it is too large to be worth a function of its own)."""
    size = [0]

    def key(t: Type) -> TypeKey | None:
        t = prune(t)
        size[0] += 1
        if size[0] > _MAX_KEY_SIZE:
            return None
        if type(t) is TCon:
            args = [key(a) for a in t.args]  # type: ignore[attr-defined]
            if any(a is None for a in args):
                return None
            return ("con", t.tycon.stamp, *args)  # type: ignore[attr-defined]
        if type(t) is TRecord:
            fields = [key(f) for _, f in t.fields]  # type: ignore[attr-defined]
            if any(f is None for f in fields):
                return None
            return ("rec", tuple(l for l, _ in t.fields), *fields)  # type: ignore[attr-defined]
        return None  # a type variable, or a function type (not an equality type)
    return key(t)


def _conjunction(tests: list[Lexp]) -> Lexp:
    """`t1 andalso ... andalso tn` (true for none)."""
    if not tests:
        return Int(1)
    out = tests[-1]
    for t in reversed(tests[:-1]):
        out = Switch(t, "datacon", ((1, out), (0, Int(0))), None, INT)
    return out


class EqualityTranslation:
    """Type-directed equality (module docstring)."""

    if TYPE_CHECKING:
        def lty(self, t: Type) -> Lty: ...
        def con_info(self, con: DataCon | ExnCon) -> DataconInfo: ...
        def _abstract_fns(self, con: DataCon | ExnCon) -> tuple[LVar, int] | None: ...

    def _init_equality(self) -> None:
        self._eq_fns: dict[TypeKey, LVar] = {}
        # The datatype equality functions, in creation order: (variable, LTY, function).
        self.eq_bindings: list[tuple[LVar, ArrowTy, Fn]] = []

    def equality(self, t: Type, a: Lexp, b: Lexp) -> Lexp:
        """`a = b` at type `t` (an int 0/1), `a` and `b` at LTY `lty(t)`."""
        return self._equal_at(t, self.lty(t), a, b)

    def _equal_at(self, t: Type, rep: Lty, a: Lexp, b: Lexp) -> Lexp:
        """`a = b` at type `t`, the values being held at LTY `rep` (the LTY of
        `t`, or a boxed form of it: a constructor's generic argument)."""
        t = prune(t)
        lt = self.lty(t)
        if type(t) is TRecord and type(lt) is RecordTy:
            return self._record_equal(t, lt, rep, a, b)
        if lt == INT:
            return PrimApp("int_eq", (_fit(rep, INT, a), _fit(rep, INT, b)))
        tc = t.tycon if type(t) is TCon else None  # type: ignore[attr-defined]
        if tc == STRING:
            return PrimApp("string_eq", (a, b))
        if tc == WORD64 or tc == INT64:
            return PrimApp("word64_eq", (_fit(rep, lt, a), _fit(rep, lt, b)))
        if tc == REF or tc == ARRAY:
            return PrimApp("ptr_eq", (a, b))
        if tc is not None and tc.datacons and not tc.abstract:
            fn = self._datatype_equality(t)  # type: ignore[arg-type]
            if fn is not None:
                return ir.App(ir.Var(fn), Record((_fit(rep, lt, a), _fit(rep, lt, b))))
        return PrimApp("poly_eq", (_fit(rep, BOXED, a), _fit(rep, BOXED, b)))

    def _record_equal(self, t: TRecord, lt: RecordTy, rep: Lty, a: Lexp, b: Lexp) -> Lexp:
        # A boxed record is the record itself (standard boxed when RBOXED):
        # viewing it as a record is a cast, its fields are read where they are.
        view = rep if type(rep) is RecordTy else dup(lt) if type(rep) is RBoxedTy else lt
        binds: list[tuple[LVar, Lexp]] = []

        def named(x: Lexp) -> Lexp:
            if type(rep) is not RecordTy:
                x = ir.Unwrap(view, x)
            if type(x) is ir.Var:
                return x
            v = fresh_lvar("r")
            binds.append((v, x))
            return ir.Var(v)
        va, vb = named(a), named(b)
        assert type(view) is RecordTy
        tests = [self._equal_at(ft, view.fields[i], Select(i, va), Select(i, vb))
                 for i, (_, ft) in enumerate(t.fields)]
        out = _conjunction(tests)
        for v, x in reversed(binds):
            out = Let(v, view, x, out)
        return out

    def _datatype_equality(self, t: TCon) -> LVar | None:
        """The variable of the equality function of datatype instance `t`
        (made on first use), or None if `t` is left to `poly_eq`."""
        key = ground_key(t)
        if key is None:
            return None
        got = self._eq_fns.get(key)
        if got is not None:
            return got
        cons = t.tycon.datacons
        if len(self._eq_fns) >= _MAX_EQ_FUNCTIONS or any(self._abstract_fns(dc) is not None for dc in cons):
            return None
        f = fresh_lvar("eq_" + t.tycon.name)
        self._eq_fns[key] = f
        lt = self.lty(t)
        pair = RecordTy((lt, lt))
        p, a, b = fresh_lvar("p"), fresh_lvar("a"), fresh_lvar("b")
        body = Let(a, lt, Select(0, ir.Var(p)), Let(b, lt, Select(1, ir.Var(p)), self._constructors_equal(
            t, ir.Var(a), ir.Var(b))))
        fty = ArrowTy(pair, INT)
        self.eq_bindings.append((f, fty, Fn(p, pair, body, INT)))
        return f

    def _constructors_equal(self, t: TCon, a: ir.Var, b: ir.Var) -> Lexp:
        cons = t.tycon.datacons
        carrying = [dc for dc in cons if dc.has_arg]
        if len(cons) == 1 and carrying:
            # The only constructor (`Transparent`, or a cell around a real):
            # every value is built with it.
            return self._arguments_equal(t, carrying[0], self.con_info(carrying[0]), a, b)
        cases = []
        for dc in carrying:
            info = self.con_info(dc)
            same = self._arguments_equal(t, dc, info, a, b)
            cases.append((info, Switch(b, "datacon", ((info, same),), Int(0), INT)))
        # A constant constructor: equal exactly to the same tagged word.
        default = PrimApp("ptr_eq", (a, b)) if len(carrying) < len(cons) else None
        return Switch(a, "datacon", tuple(cases), default, INT)

    def _arguments_equal(self, t: TCon, dc: DataCon, info: DataconInfo, a: ir.Var, b: ir.Var) -> Lexp:
        """The arguments of `a` and `b`, both built with `dc`, compared at
        `dc`'s argument type at the instance `t`."""
        generic = prune(dc.scheme.body)
        assert type(generic) is TArrow and info.arg_ty is not None
        result = prune(generic.cod)
        assert type(result) is TCon
        params = {prune(v): arg for v, arg in zip(result.args, t.args)}
        arg_ty = substitute(generic.dom, {v: x for v, x in params.items() if type(v) is TVar})
        return self._equal_at(arg_ty, info.arg_ty, ir.Decon(info, a), ir.Decon(info, b))


def _fit(src: Lty, dst: Lty, e: Lexp) -> Lexp:
    """`e` coerced from LTY `src` to `dst` (a cast between one-word forms here)."""
    c = coerce(src, dst)
    return e if c is None else c(e)

