"""Semantic types of the core language and the static objects they mention.

Owns (Definition of Standard ML, ch. 4.1-4.2 "Simple objects", "Compound objects"):

- `TyCon`: a type name (Definition's *t*), identified by its `stamp`, with an
  arity and an equality attribute; datatypes also list their constructors.
- `Type`: `TVar` (a unification variable, a rigid explicit type variable, or a
  generalized one), `TCon` (applied type name), `TArrow`, `TRecord` (tuples are
  records labelled "1".."n", unit is the empty record).
- `Scheme`: a type scheme `forall vars. body` (Definition's sigma).
- `TyFun`: a type function `Lambda params. body` (type abbreviations).
- `Var`, `DataCon`, `ExnCon`: identities of value variables, value constructors
  and exception names, so later phases never need name lookup.
- printing of types as SML writes them (`'a`, `''a`, `int * string -> int list`,
  `{a: int, b: real}`; an open overloaded variable as its default type).

Type variables are mutable (union-find style: `ref` links to the type a
variable was unified with; `prune` follows and compresses links) and carry a
`level` for generalization (Remy's levels, as in OCaml): a variable whose level
is greater than the current `let` depth after elaborating a binding may be
generalized. Generalized variables get level `GENERIC`.

Everything here is data identified by stamps and names, so an environment can be
written to an interface file later (variables of a scheme by position).
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Literal

from compiler.node import node
from compiler.source import NO_SPAN, Span

GENERIC = 1 << 30
"""The level of a generalized type variable (never unified again; instantiated)."""

_stamps = itertools.count(1)


def fresh_stamp() -> int:
    """A new identity for a type name, variable, or exception (unique in the process)."""
    return next(_stamps)


# Equality attribute of a type name: `never` (real, exn, ->-like abstract types),
# `always` (ref, array: equality is by address whatever the argument), or
# `iff_args` (int, list, datatypes that admit it: iff the arguments do).
Equality = Literal["never", "iff_args", "always"]


class TyCon:
    """A type name. Equal iff stamps are equal. `eq` and `datacons` are set once when
    a datatype is elaborated (the equality fixpoint needs the tycon first), and `eq`
    becomes "never" when an `abstype` closes. `abstract` marks the type names of
    signatures' `type`/`eqtype` specifications (module docstring of `compiler.elab.modules`)."""

    __slots__ = ("name", "arity", "eq", "stamp", "datacons", "abstract", "qualifier", "overloads")

    def __init__(self, name: str, arity: int, eq: Equality, stamp: int | None = None,
                 abstract: bool = False) -> None:
        self.name = name
        self.arity = arity
        self.eq: Equality = eq
        self.stamp = fresh_stamp() if stamp is None else stamp
        self.datacons: tuple[DataCon, ...] = ()
        # A type name whose representation is unknown where it is used: a flexible
        # `type t` of a signature or the result of opaque ascription (Shao §3.5.2:
        # its values are kept in the standard boxed form, LTY RBOXED).
        self.abstract = abstract
        # For messages: the structure path the type was first bound in ("S.T."),
        # so that two types named `t` from different structures print apart.
        self.qualifier = ""
        # The overloaded operators this type name was added to (`ld_overload`,
        # by the Basis: `+` at `Word8.word` is `Word8.+`): operator -> the
        # implementing value and its path from the top of the defining unit.
        self.overloads: dict[str, tuple[Any, tuple[str, ...]]] | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TyCon) and other.stamp == self.stamp

    def __hash__(self) -> int:
        return self.stamp

    def __repr__(self) -> str:
        return f"TyCon({self.name}#{self.stamp})"


# ---------------------------------------------------------------------------
# Types


class Type:
    """Base class of semantic types."""

    __slots__ = ()


class TVar(Type):
    """A type variable.

    - Unification variable: `rigid` False; `ref` is None until bound.
      `eq`: must be instantiated to an equality type; `overload`: the set of
      type names it may still become (overloaded operators);
      `flex`: the known fields of a flexible record (`{a, ...}`, `#a`).
    - Rigid variable: an explicit type variable `'a` in scope (`name` set); only
      unifies with itself (or with a unification variable, which then points to it).
    - Generalized: `level == GENERIC`; stands for a scheme's bound variable.

    `scope` bounds the type names the variable may become: only those whose
    stamp is below it, i.e. that existed where the variable was introduced
    (Definition rules 4 and 17: a type name must not escape the scope of its
    declaration; OCaml's type checker uses a level per name for the same). It
    starts as the variable's own stamp and falls to the smallest scope of the
    variables it is unified with.
    """

    __slots__ = ("ref", "level", "eq", "rigid", "name", "overload", "flex", "id", "scope")

    def __init__(
        self,
        level: int,
        eq: bool = False,
        rigid: bool = False,
        name: str | None = None,
        overload: frozenset[TyCon] | None = None,
        flex: dict[str, Type] | None = None,
    ) -> None:
        self.ref: Type | None = None
        self.level = level
        self.eq = eq
        self.rigid = rigid
        self.name = name
        self.overload = overload
        self.flex = flex
        self.id = next(_stamps)  # `fresh_stamp()` inlined: tens of thousands of variables per unit
        self.scope = self.id

    def __repr__(self) -> str:
        return type_to_string(self)


_new_object = object.__new__


class FlexRow(dict):  # type: ignore[type-arg]
    """The known fields (label -> type) of a *generalized* flexible record, the
    `flex` of a scheme's variable: the field types are generalized, the row is
    not (Definition §4.11: the program context must determine the labels, and
    it may do so after the generalization, `val pickx = #x` used at `{x:
    string, y: int}`). Each instance is a flexible record of its own, kept in
    `instances`; the elaborator gives the variable the record type they all
    resolve to at the end of the top-level declaration."""

    __slots__ = ("instances",)

    def __init__(self, fields: dict[str, Type]) -> None:
        super().__init__(fields)
        self.instances: list[TVar] = []


def new_tvar(level: int) -> TVar:
    """`TVar(level)`, a plain unification variable. Creating the object and setting
    its slots here costs less than the class call, which runs `__init__` in a
    frame of its own; the instance builders of `_instance_plan` inline these
    lines (keep both in step with `TVar.__init__`)."""
    v = _new_object(TVar)
    v.ref = None
    v.level = level
    v.eq = False
    v.rigid = False
    v.name = None
    v.overload = None
    v.flex = None
    v.id = v.scope = next(_stamps)
    return v


class TCon(Type):
    """`(args) tycon`."""

    __slots__ = ("tycon", "args")

    def __init__(self, tycon: TyCon, args: tuple[Type, ...] = ()) -> None:
        self.tycon = tycon
        self.args = args

    def __repr__(self) -> str:
        return type_to_string(self)


class TArrow(Type):
    """`dom -> cod`."""

    __slots__ = ("dom", "cod")

    def __init__(self, dom: Type, cod: Type) -> None:
        self.dom = dom
        self.cod = cod

    def __repr__(self) -> str:
        return type_to_string(self)


class TRecord(Type):
    """`{l1: t1, ..., ln: tn}`; `fields` are in canonical label order (`label_key`)."""

    __slots__ = ("fields",)

    def __init__(self, fields: tuple[tuple[str, Type], ...]) -> None:
        self.fields = fields

    def __repr__(self) -> str:
        return type_to_string(self)


def label_key(label: str) -> tuple[int, int, str]:
    """Canonical label order (Definition 4.2 uses any fixed total order; we put
    numeric labels first in numeric order, as SML/NJ prints records)."""
    if label.isdigit():
        return (0, int(label), "")
    return (1, 0, label)


_TUPLE_LABELS: list[tuple[str, ...]] = [tuple(str(i) for i in range(1, n + 1)) for n in range(16)]


def tuple_labels(n: int) -> tuple[str, ...]:
    """("1", ..., "n")."""
    if n < len(_TUPLE_LABELS):
        return _TUPLE_LABELS[n]
    return tuple(str(i) for i in range(1, n + 1))


def tuple_type(items: tuple[Type, ...] | list[Type]) -> TRecord:
    return TRecord(tuple(zip(tuple_labels(len(items)), items)))


def record_type(fields: dict[str, Type]) -> TRecord:
    """A record type from fields in any order."""
    return TRecord(tuple(sorted(fields.items(), key=lambda f: label_key(f[0]))))


UNIT = TRecord(())


def prune(t: Type) -> Type:
    """The representative of `t`: follows variable links, compressing the path."""
    if type(t) is not TVar or t.ref is None:
        return t
    root = t.ref
    if type(root) is not TVar or root.ref is None:
        return root  # one link: nothing to compress
    while type(root) is TVar and root.ref is not None:
        root = root.ref
    if _instantiated:
        return root  # the links through a scheme's bound variables are temporary
    # Path compression: every variable on the chain now points at the root.
    while type(t) is TVar and t.ref is not None and t.ref is not root:
        t.ref, t = root, t.ref
    return root


_instantiated: list[dict[TVar, Type]] = []
"""The mappings `instantiated_in_place` has in force (innermost last)."""


@contextmanager
def instantiated_in_place(mapping: dict[TVar, Type]) -> Iterator[None]:
    """Read every type as if the generalized variables of `mapping` were bound
    to their types, until the block ends (the LEXP translation specializes a
    polymorphic function's body this way: its Absyn's types share the scheme's
    variables). Path compression is off meanwhile, so no variable keeps a link
    made through a temporary binding."""
    for v, t in mapping.items():
        assert v.level == GENERIC and v.ref is None, v
        v.ref = t
    _instantiated.append(mapping)
    try:
        yield
    finally:
        _instantiated.pop()
        for v in mapping:
            v.ref = None


# ---------------------------------------------------------------------------
# Schemes and type functions


@node(eq=False)  # a faster `__init__`: one scheme per bound variable
class Scheme:
    """`forall vars. body`; `vars` are generalized `TVar`s (level GENERIC) in the order
    of their first occurrence; a monomorphic type has `vars == ()`.

    `instance_plan` is a cache of `instantiate` (None until the first instance,
    then "seen", then a builder and its constants, or False), not part of the value."""

    vars: tuple[TVar, ...]
    body: Type
    instance_plan: object = field(default=None, init=False, repr=False, compare=False)


@dataclass(frozen=True, slots=True, eq=False)
class TyFun:
    """`Lambda params. body`: the meaning of a type abbreviation."""

    params: tuple[TVar, ...]
    body: Type


def mono(t: Type) -> Scheme:
    return Scheme((), t)


def substitute(t: Type, mapping: dict[TVar, Type]) -> Type:
    """`t` with the variables in `mapping` replaced (sharing unchanged subtrees)."""
    tt = type(t)
    if tt is TVar:
        if t.ref is not None:  # type: ignore[attr-defined]
            t = prune(t)
            if type(t) is not TVar:
                return substitute(t, mapping)
        return mapping.get(t, t)  # type: ignore[arg-type]
    if tt is TArrow:
        d = substitute(t.dom, mapping)  # type: ignore[attr-defined]
        c = substitute(t.cod, mapping)  # type: ignore[attr-defined]
        if d is t.dom and c is t.cod:  # type: ignore[attr-defined]
            return t
        return TArrow(d, c)
    if tt is TCon:
        args = t.args  # type: ignore[attr-defined]
        if not args:
            return t
        if len(args) == 1:  # the common case (`'a list`), without a list
            a = substitute(args[0], mapping)
            return t if a is args[0] else TCon(t.tycon, (a,))  # type: ignore[attr-defined]
        return TCon(t.tycon, tuple([substitute(a, mapping) for a in args]))  # type: ignore[attr-defined]
    return TRecord(tuple([(l, substitute(f, mapping)) for l, f in t.fields]))  # type: ignore[attr-defined]


def instantiate(scheme: Scheme, level: int) -> tuple[Type, list[TVar]]:
    """A fresh instance of `scheme` at `level`, and the fresh variables created (so
    the caller can track overloaded ones).

    The result is what `substitute(scheme.body, {v: fresh v})` builds, with the
    fresh variables created in the order of `scheme.vars`; it is built by the
    scheme's instance plan (`_instance_plan`) when it has one."""
    vars_ = scheme.vars
    if not vars_:
        return scheme.body, []
    plan = scheme.instance_plan
    if plan is None:
        # The first instance is built by `substitute`: a plan pays from the second on.
        _set_instance_plan(scheme, _SEEN)
    else:
        if plan is _SEEN:
            plan = _instance_plan(scheme)
            _set_instance_plan(scheme, plan)
        if plan:
            for v in vars_:
                if v.ref is not None:  # a bound variable of the scheme got linked: not planned
                    break
            else:
                build, consts = plan  # type: ignore[misc]
                return build(level, vars_, consts)  # type: ignore[no-any-return]
    fresh = [TVar(level, v.eq, False, None, v.overload) for v in vars_]
    mapping = dict(zip(vars_, fresh))
    for v, f in zip(vars_, fresh):
        row = v.flex
        if row is not None and v.ref is None:  # a generalized flexible record (`FlexRow`)
            f.flex = {label: substitute(t, mapping) for label, t in row.items()}
            row.instances.append(f)  # type: ignore[attr-defined]
    return substitute(scheme.body, mapping), fresh


_set_instance_plan = Scheme.instance_plan.__set__  # type: ignore[attr-defined]  # the slot, past `frozen`
_SEEN = "seen"  # `Scheme.instance_plan` after one instance


class _NoPlan(Exception):
    """The scheme's body is not one `_instance_plan` compiles."""


# Builders by their source text: schemes of the same shape (`'a * 'a -> 'a` over
# different type names) share one compiled builder; the type names and closed
# subterms are the scheme's `consts`.
_BUILDERS: dict[str, Callable[..., Any]] = {}
_MAX_BUILDERS = 4096
_MAX_PLAN_NODES = 200


def _instance_plan(scheme: Scheme) -> tuple[Callable[..., Any], tuple[object, ...]] | bool:
    """A builder of `scheme`'s instances and its constants, or False.

    The builder is straight-line Python compiled once per shape of body:
    `build(level, scheme.vars, consts) -> (instance, fresh)` creates the fresh
    variables like `instantiate` and rebuilds only the spine that leads to a
    bound variable; maximal closed subterms are constants, taken as
    `substitute` returns them (links followed). Bodies that mention a variable
    other than the scheme's own (which could still be bound later), bodies of
    more than `_MAX_PLAN_NODES` nodes, and schemes whose variables are already
    linked or flexible records (`FlexRow`) get False: they are instantiated by
    `substitute` every time."""
    index = {v: i for i, v in enumerate(scheme.vars)}  # the last position wins, as in `dict(zip(...))`
    consts: list[object] = []
    nodes = [0]

    def const(x: object) -> str:
        consts.append(x)
        return f"c{len(consts) - 1}"

    def gen(t: Type) -> str | None:
        """Python text building `t`'s instance, or None if `t` is closed."""
        nodes[0] += 1
        if nodes[0] > _MAX_PLAN_NODES:
            raise _NoPlan
        tt = type(t)
        if tt is TVar:
            if t.ref is not None:  # type: ignore[attr-defined]
                if t in index:
                    raise _NoPlan
                return gen(prune(t))
            i = index.get(t)  # type: ignore[arg-type]
            if i is None or t.flex is not None:  # type: ignore[attr-defined]
                raise _NoPlan
            return f"a{i}"
        if tt is TArrow:
            d = gen(t.dom)  # type: ignore[attr-defined]
            c = gen(t.cod)  # type: ignore[attr-defined]
            if d is None and c is None:
                return None
            d = d or const(substitute(t.dom, {}))  # type: ignore[attr-defined]
            c = c or const(substitute(t.cod, {}))  # type: ignore[attr-defined]
            return f"TArrow({d}, {c})"
        if tt is TCon:
            args = [gen(a) for a in t.args]  # type: ignore[attr-defined]
            if all(a is None for a in args):
                return None
            texts = [x or const(substitute(a, {})) for x, a in zip(args, t.args)]  # type: ignore[attr-defined]
            return f"TCon({const(t.tycon)}, ({', '.join(texts)},))"  # type: ignore[attr-defined]
        fields = [gen(f) for _, f in t.fields]  # type: ignore[attr-defined]
        if all(f is None for f in fields):
            return None
        texts = [f"({l!r}, {x or const(substitute(f, {}))})" for x, (l, f) in zip(fields, t.fields)]  # type: ignore[attr-defined]
        return f"TRecord(({', '.join(texts)},))"

    try:
        expr = gen(scheme.body)
    except _NoPlan:
        return False
    if expr is None:
        expr = const(substitute(scheme.body, {}))
    n = len(scheme.vars)
    lines = [f"def build(level, vs, cs):"]
    lines.append(f"    {''.join(f'v{i}, ' for i in range(n))}= vs")
    if consts:
        lines.append(f"    {''.join(f'c{i}, ' for i in range(len(consts)))}= cs")
    for i in range(n):
        # `TVar(level, v.eq, False, None, v.overload)` without the call of `__init__`
        # (see `new_tvar`).
        lines.append(f"    a{i} = new(TVar); a{i}.ref = None; a{i}.level = level; a{i}.eq = v{i}.eq; "
                     f"a{i}.rigid = False; a{i}.name = None; a{i}.overload = v{i}.overload; a{i}.flex = None; "
                     f"a{i}.id = a{i}.scope = next(stamps)")
    lines.append(f"    return {expr}, [{', '.join(f'a{i}' for i in range(n))}]")
    source = "\n".join(lines) + "\n"
    build = _BUILDERS.get(source)
    if build is None:
        env: dict[str, Any] = {"TVar": TVar, "TArrow": TArrow, "TCon": TCon, "TRecord": TRecord,
                               "new": object.__new__, "stamps": _stamps}
        exec(source, env)
        build = env["build"]
        if len(_BUILDERS) < _MAX_BUILDERS:
            _BUILDERS[source] = build
    return build, tuple(consts)


def apply_tyfun(fun: TyFun, args: tuple[Type, ...]) -> Type:
    if not fun.params:
        return fun.body
    return substitute(fun.body, dict(zip(fun.params, args)))


def free_vars(t: Type, out: list[TVar], seen: set[TVar]) -> None:
    """Append the unbound variables of `t` to `out` in order of first occurrence."""
    tt = type(t)
    if tt is TVar:
        r = t.ref  # type: ignore[attr-defined]  # `prune` inlined for one link
        if r is not None:
            t = r if type(r) is not TVar or r.ref is None else prune(t)  # type: ignore[attr-defined]
            tt = type(t)
    if tt is TVar:
        if t not in seen:
            seen.add(t)  # type: ignore[arg-type]
            out.append(t)  # type: ignore[arg-type]
            if t.flex:  # type: ignore[attr-defined]
                for f in t.flex.values():  # type: ignore[attr-defined]
                    free_vars(f, out, seen)
    elif tt is TArrow:
        free_vars(t.dom, out, seen)  # type: ignore[attr-defined]
        free_vars(t.cod, out, seen)  # type: ignore[attr-defined]
    elif tt is TCon:
        for a in t.args:  # type: ignore[attr-defined]
            free_vars(a, out, seen)
    else:
        for _, f in t.fields:  # type: ignore[attr-defined]
            free_vars(f, out, seen)


# ---------------------------------------------------------------------------
# Value identities


@node  # a frozen, slotted dataclass with a faster `__init__`: one per bound variable
class Var:
    """A value variable: `name` for people, `stamp` for identity."""

    name: str
    stamp: int


@node
class Access:
    """Where a value or exception reached through a structure lives at run time:
    field `path[-1]` of ... field `path[0]` of the structure bound to `root`."""

    root: Var
    path: tuple[int, ...]


@dataclass(frozen=True, slots=True, eq=False)
class DataCon:
    """A value constructor of datatype `tycon`: `tag` is its index in the datatype's
    constructors sorted by name (so that a datatype and a signature's datatype
    specification agree whatever order each lists them in), `has_arg` whether it
    carries a value, `scheme` its type (`forall params. arg -> (params) tycon` or
    `forall params. (params) tycon`). `rep` is the scheme the representation was
    decided with, when not `scheme`: a constructor seen through opaque ascription
    or a functor application keeps the representation of the code that built its
    values. Identity: (tycon, tag)."""

    name: str
    tycon: TyCon
    tag: int
    has_arg: bool
    scheme: Scheme
    rep: Scheme | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DataCon) and other.tycon == self.tycon and other.tag == self.tag

    def __hash__(self) -> int:
        return hash((self.tycon.stamp, self.tag))


@dataclass(frozen=True, slots=True, eq=False)
class ExnCon:
    """An exception name (generative: each elaboration of `exception E` makes a new
    stamp). `arg` is the carried type, or None. `access` is set on the entries an
    `open` brings into scope: the exception's identity lives in a structure."""

    name: str
    stamp: int
    arg: Type | None
    span: Span = NO_SPAN
    access: Access | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ExnCon) and other.stamp == self.stamp

    def __hash__(self) -> int:
        return self.stamp


# ---------------------------------------------------------------------------
# Printing


class TypeNamer:
    """Gives type variables readable names (`'a`, `'b`, ..., `''a` for equality
    variables) in order of first appearance; share one namer to print several
    types consistently (expected/found in one error). After `tell_apart`, of
    distinct type names that would print alike (a datatype declared again, a
    file elaborated twice) all but the newest print as `?.t`, as SML/NJ
    prints a type its declaration's scope no longer shows."""

    __slots__ = ("names", "used", "hidden")

    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self.used: set[str] = set()
        self.hidden: set[int] = set()  # stamps of type names printed as `?.t`

    def tell_apart(self, *types: Type) -> None:
        """Mark the older of the distinct type names in `types` that print alike."""
        by_name: dict[str, dict[int, TyCon]] = {}
        for t in types:
            _collect_tycons(t, by_name)
        for same in by_name.values():
            if len(same) > 1:
                self.hidden.update(sorted(same)[:-1])

    def reserve_explicit(self, *types: Type) -> None:
        """Name the explicit (rigid) variables of `types` first, so they keep the
        names the programmer wrote."""
        fv: list[TVar] = []
        seen: set[TVar] = set()
        for t in types:
            free_vars(t, fv, seen)
        for v in fv:
            if v.rigid:
                self.name(v)

    def name(self, v: TVar) -> str:
        got = self.names.get(v.id)
        if got is not None:
            return got
        if v.rigid and v.name is not None and v.name not in self.used:
            # An explicit type variable keeps the name the programmer wrote.
            nm = v.name
        else:
            prefix = "''" if v.eq else "'"
            i = len(self.names)
            while True:
                nm = prefix + _letters(i)
                if nm not in self.used:
                    break
                i += 1
        self.names[v.id] = nm
        self.used.add(nm)
        return nm


def _letters(i: int) -> str:
    s = ""
    i += 1
    while i > 0:
        i, r = divmod(i - 1, 26)
        s = chr(ord("a") + r) + s
    return s


# Precedences: 0 = arrow position (anything), 1 = tuple component, 2 = tycon argument.
def _collect_tycons(t: Type, out: dict[str, dict[int, TyCon]]) -> None:
    """Add the type names in `t` to `out`, by the name they print with."""
    t = prune(t)
    tt = type(t)
    if tt is TArrow:
        _collect_tycons(t.dom, out)  # type: ignore[attr-defined]
        _collect_tycons(t.cod, out)  # type: ignore[attr-defined]
    elif tt is TCon:
        tycon = t.tycon  # type: ignore[attr-defined]
        out.setdefault(tycon.qualifier + tycon.name, {})[tycon.stamp] = tycon
        for a in t.args:  # type: ignore[attr-defined]
            _collect_tycons(a, out)
    elif tt is not TVar:
        for _, f in t.fields:  # type: ignore[attr-defined]
            _collect_tycons(f, out)


def type_to_string(t: Type, namer: TypeNamer | None = None) -> str:
    """`t` as SML prints it: `int * string -> int list`, `{a: int, b: real}`."""
    return _show(t, namer or TypeNamer(), 0)


def _show(t: Type, namer: TypeNamer, prec: int) -> str:
    t = prune(t)
    tt = type(t)
    if tt is TVar:
        v: TVar = t  # type: ignore[assignment]
        if v.flex is not None:
            flex = sorted(v.flex.items(), key=lambda f: label_key(f[0]))
            inner = ", ".join(f"{l}: {_show(f, namer, 0)}" for l, f in flex)
            return "{" + inner + (", ..." if inner else "...") + "}"
        if v.overload is not None:
            # Still open, it prints as the type the Definition's defaulting
            # gives it (appendix E), as Poly/ML prints `fn x => x + 1` at
            # `int -> int`: a variable would read as polymorphic.
            from compiler.elab.initial import overload_default  # initial imports this module
            return _show(TCon(overload_default(v.overload)), namer, prec)
        return namer.name(v)
    if tt is TArrow:
        s = f"{_show(t.dom, namer, 1)} -> {_show(t.cod, namer, 0)}"  # type: ignore[attr-defined]
        return f"({s})" if prec > 0 else s
    if tt is TCon:
        args = t.args  # type: ignore[attr-defined]
        tycon = t.tycon  # type: ignore[attr-defined]
        name = tycon.qualifier + tycon.name if tycon.qualifier else tycon.name
        if tycon.stamp in namer.hidden:
            name = "?." + name
        if not args:
            return name
        if len(args) == 1:
            return f"{_show(args[0], namer, 2)} {name}"
        return "(" + ", ".join(_show(a, namer, 0) for a in args) + f") {name}"
    fields = t.fields  # type: ignore[attr-defined]
    if not fields:
        return "unit"
    n = len(fields)
    if n >= 2 and tuple(l for l, _ in fields) == tuple_labels(n):
        s = " * ".join(_show(f, namer, 2) for _, f in fields)
        return f"({s})" if prec > 1 else s
    return "{" + ", ".join(f"{l}: {_show(f, namer, 0)}" for l, f in fields) + "}"


def scheme_to_string(s: Scheme, namer: TypeNamer | None = None) -> str:
    """The scheme's body; its bound variables print as `'a`, `'b`, ... like SML."""
    return type_to_string(s.body, namer)
