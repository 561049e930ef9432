"""The typed abstract syntax (Absyn): the elaborator's output IR.

Follows Shao's thesis §3.4.1: every use of a variable or constructor (in an
expression or a pattern) carries its generic type scheme AND its instance type
at that use, so the translation to LEXP can insert coercions between the two.

Invariants (checked by `compiler.elab.check`):
- every expression and pattern has its type `ty`; types are final when read
  through `types.prune` at every level (unification binds variables in place,
  `compiler.elab.zonk` finalizes the rest): the unbound variables left are
  generalized ones (level GENERIC) of an enclosing binding's scheme;
- variables are `Var`s with unique stamps: each is bound exactly once (by a
  `VarPat`, `LayeredPat` or `RecBind`) and used only in its scope; constructors
  and exceptions are `DataCon`/`ExnCon` identities, never names;
- derived forms are gone except the ones later phases like to see directly:
  tuples are `RecordExp`/`RecordPat` with labels "1".."n" (unit: no fields),
  `fun` is `RecValDec` of `FnExp`s (curried clauses via a `CaseExp` on a tuple),
  `val it = e` replaces a top-level expression, type annotations are dropped
  (their effect is in the types), `abstype` is its datatype plus its body;
- `RecordExp.fields` are in source (evaluation) order; `RecordPat.fields` and
  record types are in canonical label order; a flexible `RecordPat` lists only
  the fields written, its `ty` is the full record type.

Nodes are frozen, slotted dataclasses (style habit 2), declared with `@node`
(`compiler.node`).
"""
from __future__ import annotations

from typing import Literal, Union

from compiler.elab.env import StrBinding, Structure, VarEntry
from compiler.elab.initial import CHAR, STRING
from compiler.elab.types import Access, DataCon, ExnCon, Scheme, TCon, TVar, TyCon, Type, Var, prune
from compiler.node import node
from compiler.source import Span

ConstKind = Literal["int", "word", "real", "string", "char"]

# ---------------------------------------------------------------------------
# Patterns


@node
class WildPat:
    ty: Type
    span: Span


@node
class VarPat:
    """Binds `var` (monomorphic inside a match; a `ValBind`'s `tyvars` generalize it)."""

    var: Var
    ty: Type
    span: Span


@node
class ConstPat:
    """A special constant: `value` is an int for int/word, else the decoded
    text (byte text); `points`, for a string or char constant with an escape
    above 255 or a character beyond ASCII, its Unicode code points, what it
    holds at a wide type (see `const_value`)."""

    value: int | str
    kind: ConstKind
    ty: Type
    span: Span
    points: str | None = None


@node
class ConPat:
    """Constructor pattern: `arg` is None iff the constructor is nullary. `inst` is
    the constructor's instance type here (`arg_ty -> ty`, or `ty` if nullary)."""

    con: DataCon | ExnCon
    scheme: Scheme
    inst: Type
    arg: Pat | None
    ty: Type
    span: Span


@node
class RecordPat:
    fields: tuple[tuple[str, Pat], ...]
    flexible: bool
    ty: Type
    span: Span


@node
class ListPat:
    """`[p1, ..., pn]` (`::`/`nil` of the element type)."""

    items: tuple[Pat, ...]
    ty: Type
    span: Span


@node
class LayeredPat:
    """`var as pat`."""

    var: Var
    pat: Pat
    ty: Type
    span: Span


Pat = Union[WildPat, VarPat, ConstPat, ConPat, RecordPat, ListPat, LayeredPat]


def pattern_vars(p: Pat, out: list[tuple[Var, Type]]) -> None:
    """Append the variables `p` binds, with their types, in left-to-right order."""
    t = type(p)
    if t is VarPat:
        out.append((p.var, p.ty))  # type: ignore[union-attr]
    elif t is LayeredPat:
        out.append((p.var, p.ty))  # type: ignore[union-attr]
        pattern_vars(p.pat, out)  # type: ignore[union-attr]
    elif t is ConPat:
        if p.arg is not None:  # type: ignore[union-attr]
            pattern_vars(p.arg, out)  # type: ignore[union-attr]
    elif t is RecordPat:
        for _, x in p.fields:  # type: ignore[union-attr]
            pattern_vars(x, out)
    elif t is ListPat:
        for x in p.items:  # type: ignore[union-attr]
            pattern_vars(x, out)


# ---------------------------------------------------------------------------
# Expressions


@node
class ConstExp:
    """A special constant (see `ConstPat`)."""

    value: int | str
    kind: ConstKind
    ty: Type
    span: Span
    points: str | None = None


@node
class VarExp:
    """A use of `var`: `scheme` is its generic type, `ty` the instance here."""

    var: Var
    scheme: Scheme
    ty: Type
    span: Span
    access: Access | None = None


@node
class ConExp:
    """A constructor or exception constructor as a value (applied by `AppExp`)."""

    con: DataCon | ExnCon
    scheme: Scheme
    ty: Type
    span: Span


@node
class RecordExp:
    fields: tuple[tuple[str, Exp], ...]
    ty: Type
    span: Span


@node
class SelectExp:
    """`#label`, a function; `ty` is `record_ty -> field_ty`."""

    label: str
    ty: Type
    span: Span


@node
class AppExp:
    fn: Exp
    arg: Exp
    ty: Type
    span: Span


@node
class Rule:
    pat: Pat
    exp: Exp
    span: Span


@node
class FnExp:
    """`fn match`; `ty` is `arg -> result`."""

    rules: tuple[Rule, ...]
    ty: Type
    span: Span


@node
class CaseExp:
    exp: Exp
    rules: tuple[Rule, ...]
    ty: Type
    span: Span


@node
class HandleExp:
    exp: Exp
    rules: tuple[Rule, ...]
    ty: Type
    span: Span


@node
class RaiseExp:
    exp: Exp
    ty: Type
    span: Span


@node
class IfExp:
    cond: Exp
    then: Exp
    else_: Exp
    ty: Type
    span: Span


@node
class WhileExp:
    cond: Exp
    body: Exp
    ty: Type
    span: Span


@node
class AndalsoExp:
    left: Exp
    right: Exp
    ty: Type
    span: Span


@node
class OrelseExp:
    left: Exp
    right: Exp
    ty: Type
    span: Span


@node
class SeqExp:
    items: tuple[Exp, ...]
    ty: Type
    span: Span


@node
class LetExp:
    decs: tuple[Dec, ...]
    body: Exp
    ty: Type
    span: Span


@node
class ListExp:
    """`[e1, ..., en]`; `ty` is the list type."""

    items: tuple[Exp, ...]
    ty: Type
    span: Span


Exp = Union[
    ConstExp, VarExp, ConExp, RecordExp, SelectExp, AppExp, FnExp, CaseExp, HandleExp,
    RaiseExp, IfExp, WhileExp, AndalsoExp, OrelseExp, SeqExp, LetExp, ListExp,
]

# ---------------------------------------------------------------------------
# Declarations


@node
class ValBind:
    """`pat = exp`; `tyvars` are the type variables generalized in the pattern's
    type (empty when `exp` is expansive: the value restriction)."""

    pat: Pat
    exp: Exp
    tyvars: tuple[TVar, ...]
    span: Span


@node
class ValDec:
    """Non-recursive `val` bindings (simultaneous)."""

    binds: tuple[ValBind, ...]
    span: Span


@node
class RecBind:
    """`var = fn ...` in a recursive group; `scheme` is the generalized type."""

    var: Var
    scheme: Scheme
    exp: FnExp
    span: Span


@node
class RecValDec:
    """`val rec` / `fun`: mutually recursive function bindings."""

    binds: tuple[RecBind, ...]
    span: Span


@node
class DatatypeDec:
    """New datatypes (their constructors are `tycon.datacons`); replication
    declares nothing new and produces no node."""

    tycons: tuple[TyCon, ...]
    span: Span


@node
class ExnBind:
    """`exception exn` (new, `alias` None) or `exception exn = alias`."""

    exn: ExnCon
    alias: ExnCon | None
    span: Span


@node
class ExceptionDec:
    binds: tuple[ExnBind, ...]
    span: Span


@node
class LocalDec:
    locals: tuple[Dec, ...]
    body: tuple[Dec, ...]
    span: Span


# ---------------------------------------------------------------------------
# Modules (Shao §3.4.2: what the translation needs at structure building,
# signature matching and functor application)


@node
class StructExp:
    """`struct decs end`: `fields` say where each field of `structure`'s record
    (in layout order) comes from in the body's scope: a value variable, an
    exception, or a substructure."""

    decs: tuple[Dec, ...]
    fields: tuple[VarEntry | ExnCon | StrBinding, ...]
    structure: Structure
    span: Span


@node
class PathStrExp:
    """A structure identifier `S` or `S.T`: field `path` of the record bound to `var`."""

    var: Var
    path: tuple[int, ...]
    structure: Structure
    span: Span


@node
class AscribeExp:
    """`exp : sig` / `exp :> sig`: the record of `exp` (environment `source`)
    thinned and coerced to the matched environment `structure`, through `view`
    (the signature realized by the structure's types; `structure` itself for
    transparent ascription)."""

    exp: StrExp
    source: Structure
    view: Structure
    structure: Structure
    span: Span


@node
class FctAppExp:
    """`F (arg)`: the argument's record (environment `source`) is thinned and
    coerced to the functor's formal parameter `param` (through `view`, the
    parameter realized by the argument's types); the functor's formal
    result `formal` is coerced to this application's `structure`. `access` is
    set when the functor is imported from another unit."""

    functor: Var
    arg: StrExp
    source: Structure
    view: Structure
    param: Structure
    formal: Structure
    structure: Structure
    span: Span
    access: Access | None = None


@node
class LetStrExp:
    decs: tuple[Dec, ...]
    body: StrExp
    structure: Structure
    span: Span


StrExp = Union[StructExp, PathStrExp, AscribeExp, FctAppExp, LetStrExp]


@node
class StrBind:
    var: Var
    exp: StrExp
    span: Span


@node
class StructureDec:
    """`structure S = e and ...` (simultaneous: each `e` sees the outer scope)."""

    binds: tuple[StrBind, ...]
    span: Span


@node
class FctBind:
    """`functor F (X : sig) = body`: `param` is the parameter's environment,
    bound to `param_var` in `body`; `result` is the body's environment."""

    var: Var
    param_var: Var
    param: Structure
    body: StrExp
    result: Structure
    span: Span


@node
class FunctorDec:
    binds: tuple[FctBind, ...]
    span: Span


Dec = Union[ValDec, RecValDec, DatatypeDec, ExceptionDec, LocalDec, StructureDec, FunctorDec]


@node
class Program:
    """A unit's declarations; `imports` are the variables standing for the exports
    records of the units it imports (the roots of their `Access` paths)."""

    decs: tuple[Dec, ...]
    file: str
    imports: tuple[Var, ...] = ()


# ---------------------------------------------------------------------------
# Constants


def const_value(c: ConstExp | ConstPat) -> int | str:
    """The value a constant denotes at its (resolved) type: its byte text at
    string and char, its code points at a wide type (WideString, WideChar)."""
    if c.points is None:
        return c.value
    ty = prune(c.ty)
    if type(ty) is TCon and (ty.tycon is STRING or ty.tycon is CHAR):
        return c.value
    return c.points


def const_text(v: int | str, kind: ConstKind) -> str:
    """A special constant as SML source text (equal values print alike)."""
    if kind == "int":
        return str(v) if v >= 0 else f"~{-v}"  # type: ignore[operator]
    if kind == "word":
        return f"0w{v}"
    if kind == "char":
        return f"#{_sml_string(v)}"  # type: ignore[arg-type]
    if kind == "string":
        return _sml_string(v)  # type: ignore[arg-type]
    return str(v).replace("-", "~")


_ESCAPES = {"\n": "\\n", "\t": "\\t", '"': '\\"', "\\": "\\\\", "\a": "\\a", "\b": "\\b", "\v": "\\v",
            "\f": "\\f", "\r": "\\r"}


def _sml_string(s: str) -> str:
    out = []
    for ch in s:
        esc = _ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        elif ord(ch) < 32 or ord(ch) > 126:
            out.append(f"\\{ord(ch):03d}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'
