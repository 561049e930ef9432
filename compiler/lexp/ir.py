"""LEXP: the typed lambda language between the typed Absyn and CPS (Shao thesis
§3.5.1, Figure 10), and its types LTY (§3.5.2).

LTY describes representation, not SML types:
- `IntTy`: a tagged integer word (int, word, char, bool, unit, enumerations);
- `RealTy`: an unboxed double;
- `BoxedTy`: one word with an arbitrary representation behind it (a pointer or
  tagged int); `RBoxedTy`: one word pointing to an object in the *standard boxed*
  representation (recursively boxed: reals boxed, records of boxed fields);
- `RecordTy(fields)`: a record in canonical label order whose field LTYs are
  known; a record all of whose fields are `RealTy` is a flat real record;
- `ArrowTy(dom, cod)`: a function;
- `SRecordTy(fields)`: a structure record (Shao §3.5.2): the structure's
  components (values, exception identities, substructures, functors) in the
  order of its LTY layout; represented like a `RecordTy` of the same fields,
  except that it is never a flat real record (a `RealTy` component is stored
  boxed) and is never flattened into several function parameters (a functor,
  an ordinary `Fn` from `SRecordTy` to `SRecordTy`, takes its argument
  structure as one pointer);
- `GRecTy(fields)`: a structure of which only some components are known, as
  `(index, lty)` pairs (an imported structure, §3.5.4): a pointer to a
  structure record in the `SRecordTy` layout; only the listed indices may be
  selected.

LEXP expressions are frozen nodes (style habit 2). Invariants, checked by
`compiler.lexp.check`:
- every `LVar` is bound exactly once (by `Fn`, `Fix`, `Let`, `Handle`) and used
  only in its scope;
- `Fn.param_ty`/`Fn.result_ty`, `Let.ty`, `Fix.tys`, `Switch.ty`, `Raise.ty`
  agree with the types of the subexpressions (`type_of` recomputes them);
- a coercion never relates two equal LTYs (identity coercions are not emitted);
- `Con`/`Decon` are applied to values whose LTY is the constructor's generic
  argument LTY (coercions are inserted by the translation around them);
- `Select(i, e)` selects from a `RecordTy`/`SRecordTy` with `i` in range, or
  from a `GRecTy` that lists `i`;
- an `ExnCon` identity path leads through structure records (or records) to a
  boxed field (see `ExnCon`).

Data representation decided here (docs/architecture.md "Values at run time"): constant
constructors are tagged ints; a carrying constructor is a heap record with its
tag in the header. When the constructor's argument LTY is a `RecordTy`, the
record's fields are stored directly in the constructor cell (`::` is a 2-field
cell), so `Decon` of such a constructor yields the cell itself viewed as the
record. See `ConRep`.
"""
from __future__ import annotations

import itertools
from typing import Union

from compiler.node import node

# ---------------------------------------------------------------------------
# LTY


@node
class IntTy:
    pass


@node
class RealTy:
    pass


@node
class BoxedTy:
    pass


@node
class RBoxedTy:
    pass


@node
class RecordTy:
    fields: tuple[Lty, ...]


@node
class ArrowTy:
    dom: Lty
    cod: Lty


@node
class SRecordTy:
    """A structure record: its components in the order of the structure's LTY
    layout. Never a flat real record; never flattened as a parameter."""

    fields: tuple[Lty, ...]


@node
class GRecTy:
    """An external structure typed by only the components a unit uses (Shao §3.5.4):
    `(index, lty)` pairs, ascending by index. The value is a pointer to a
    structure record laid out as the full `SRecordTy`; `Select` may use only
    the listed indices. No coercion ever involves a `GRecTy`."""

    fields: tuple[tuple[int, Lty], ...]


Lty = Union[IntTy, RealTy, BoxedTy, RBoxedTy, RecordTy, ArrowTy, SRecordTy, GRecTy]

INT = IntTy()
REAL = RealTy()
BOXED = BoxedTy()
RBOXED = RBoxedTy()
UNIT_TY = INT  # unit is the tagged word 1


# ---------------------------------------------------------------------------
# Variables and constructor representations


@node
class LVar:
    """A lambda variable: `id` is unique within a unit; `name` is a hint for printing."""

    name: str
    id: int


_lvar_ids = itertools.count(1)


def fresh_lvar(name: str) -> LVar:
    return LVar(name, next(_lvar_ids))


@node
class Constant:
    """A constant constructor: the tagged integer `tag`."""

    name: str
    tag: int


@node
class Tagged:
    """A carrying constructor: a heap record whose header tag is `tag`. If
    `flat` is True the argument is a record of `arity` fields stored inline in the
    cell; otherwise the cell has one field holding the argument."""

    name: str
    tag: int
    flat: bool
    arity: int


@node
class Transparent:
    """The only constructor of a datatype with one carrying constructor and no
    constant ones (`datatype t = T of int * int`): the value is the argument itself."""

    name: str


@node
class RefCon:
    """The `ref` constructor: a one-field mutable ARRAY object."""

    name: str = "ref"


@node
class ExnCon:
    """An exception constructor: the packet is a record `[identity, arg?]`.

    The identity object is generative (made by `exn_new_identity(name)`) or a
    built-in's static identity, named by `builtin` with `identity` None and
    `path` empty. Otherwise `identity` is a variable and `path` says where the
    identity object is: with `path` empty it is the variable's value (bound by
    `Let(identity, BOXED, exn_new_identity(name))`); with `path = (i0, ..., in)`
    the variable holds a structure record and the identity object is
    `Select(in, ... Select(i0, Var(identity)))`: each step selects from an
    `SRecordTy`/`GRecTy`/`RecordTy`, and the last field is `BOXED`/`RBOXED`
    (an exception declared in, or imported through, a structure)."""

    name: str
    identity: LVar | None
    builtin: str | None
    has_arg: bool
    path: tuple[int, ...] = ()


ConRep = Union[Constant, Tagged, Transparent, RefCon, ExnCon]


@node
class DataconInfo:
    """A constructor with its representation and the LTY of its argument at the
    constructor's *generic* type (None for constant constructors)."""

    rep: ConRep
    arg_ty: Lty | None


# ---------------------------------------------------------------------------
# Expressions


@node
class Var:
    var: LVar


@node
class Int:
    """A tagged-integer constant (int, word, char code, bool, constant constructor)."""

    value: int


@node
class Real:
    value: float


@node
class String:
    """A string constant as byte text: one character per byte, code points 0-255."""

    value: str


@node
class PrimApp:
    """A primitive from `compiler.prims` applied to all its arguments."""

    prim: str
    args: tuple[Lexp, ...]


@node
class Fn:
    param: LVar
    param_ty: Lty
    body: Lexp
    result_ty: Lty


@node
class App:
    fn: Lexp
    arg: Lexp


@node
class Fix:
    """Mutually recursive functions `vars[i] : tys[i] = fns[i]` in `body`."""

    vars: tuple[LVar, ...]
    tys: tuple[ArrowTy, ...]
    fns: tuple[Fn, ...]
    body: Lexp


@node
class Let:
    """`let var : ty = rhs in body` (Shao's `APP(FN(v, t, body), rhs)` idiom)."""

    var: LVar
    ty: Lty
    rhs: Lexp
    body: Lexp


# Switch keys: an int (tagged constant / constant constructor tag), a string
# constant, a carrying constructor (by tag), or an exception (by identity).
SwitchKey = Union[int, str, DataconInfo]


@node
class Switch:
    """Evaluate `scrut`, pick the case whose key matches, else `default`.
    `kind` says how keys are compared: "int" (tagged ints), "string" (contents),
    "datacon" (constant constructors by value, carrying ones by header tag),
    "exn" (packet identity). `default` is None only when the cases are exhaustive."""

    scrut: Lexp
    kind: str
    cases: tuple[tuple[SwitchKey, Lexp], ...]
    default: Lexp | None
    ty: Lty


@node
class Con:
    """Inject `arg` (None for constant constructors) with constructor `con`."""

    con: DataconInfo
    arg: Lexp | None


@node
class Decon:
    """Project the argument out of a value built with `con` (which it must be)."""

    con: DataconInfo
    exp: Lexp


@node
class Record:
    """A record with fields in canonical label order (already evaluated: the
    translation binds source-order evaluation with `Let`s first)."""

    fields: tuple[Lexp, ...]


@node
class Select:
    index: int
    exp: Lexp


@node
class Raise:
    exp: Lexp
    ty: Lty


@node
class Handle:
    """Evaluate `body`; if it raises packet p, evaluate `handler` with `var` = p."""

    body: Lexp
    var: LVar
    handler: Lexp


@node
class Wrap:
    """Coerce a value of LTY `ty` to `BoxedTy` (one word)."""

    ty: Lty
    exp: Lexp


@node
class Unwrap:
    """Coerce a `BoxedTy` word back to LTY `ty`."""

    ty: Lty
    exp: Lexp


@node
class SRecord:
    """A structure record of LTY `SRecordTy(field LTYs)`, fields in layout order
    and evaluated left to right."""

    fields: tuple[Lexp, ...]


Lexp = Union[
    Var, Int, Real, String, PrimApp, Fn, App, Fix, Let, Switch, Con, Decon, Record, Select,
    Raise, Handle, Wrap, Unwrap, SRecord,
]


@node
class Import:
    """The exports record of unit `unit`, bound to `var` in an importing unit and
    typed by the fields the importer uses (a `GRecTy`, Shao §3.5.4)."""

    unit: str
    var: LVar
    ty: Lty


@node
class Unit:
    """A translated compilation unit: `body` evaluates the unit's top-level
    declarations for effect and returns its exports record (an `SRecord` in the
    layout of `compiler.elab.units.UnitExports`, or the empty record when the unit
    exports nothing). `imports` are free in `body` (`compiler.lexp.link` binds them)."""

    body: Lexp
    file: str
    imports: tuple[Import, ...] = ()
    functors: frozenset[int] = frozenset()
    """The ids of the `Let`-bound variables whose `Fn` is a functor (release
    shrinking copies a functor's body into each of its applications)."""
