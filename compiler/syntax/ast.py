"""The abstract syntax of SML '97 (core and modules), after fixity resolution.

The parser produces these nodes; `compiler.syntax.printer` prints them back as
SML that parses to an equal tree. Every node carries `span` (excluded from
equality, so a re-parsed tree compares equal to the original).

What the parser resolves and what it leaves to elaboration:
- Infix applications are resolved: `a + b` is `AppExp(VarExp(+), TupleExp(a, b))`
  with `infix=True` kept only for printing.
- `fun` clause heads are resolved to a function name and argument patterns.
- Whether an identifier in a pattern is a variable or a constructor depends on
  the environment, so patterns have `IdPat(longid)` for both; elaboration decides.
- Derived forms that elaboration handles directly are kept as their own nodes
  (tuples, lists, sequences, `andalso`, `if`, `case`, `while`, selectors); the
  rest (`fun`, clausal `fn`) are kept too so the printer can round-trip.

Node classes are frozen and slotted (style habit 2; see `compiler.node`). Sequences are tuples.
"""
from __future__ import annotations

from dataclasses import field
from typing import Union

from compiler.node import node
from compiler.source import NO_SPAN, Span


def _span() -> Span:
    return field(default=NO_SPAN, compare=False, repr=False)  # type: ignore[return-value]


# ---------------------------------------------------------------------------
# Identifiers and constants


@node
class LongId:
    """`S1.S2.id`: `strids` are the structure qualifiers (possibly empty)."""

    strids: tuple[str, ...]
    id: str
    span: Span = _span()

    def __str__(self) -> str:
        return ".".join(self.strids + (self.id,))


@node
class IntCon:
    """An integer literal; `value` is already negated for `~` and decoded for hex."""

    value: int
    span: Span = _span()


@node
class WordCon:
    """A word literal `0w..`/`0wx..`."""

    value: int
    span: Span = _span()


@node
class RealCon:
    """A real literal; `text` is the source spelling with `~` turned into `-`."""

    text: str
    span: Span = _span()


@node
class WideText:
    """A string or char literal that may have a wide type (see `lexer`):
    `text` is its byte text, None when it has none (an escape above 255, or
    a char constant that is not one byte; `problem` then says why, at which
    span), `points` its characters as Unicode code points."""

    text: str | None
    points: str
    problem: tuple[Span, str] | None = field(default=None, compare=False)


@node
class StringCon:
    """A string literal as byte text: one character per byte, code points 0-255
    (literal characters UTF-8 encoded, escapes decoded; see `lexer`), or a
    `WideText` when it has an escape above 255 or a character beyond ASCII."""

    value: str | WideText
    span: Span = _span()


@node
class CharCon:
    """A char literal `#"c"` as byte text (see `StringCon`); `value` is one
    byte, or a `WideText` of one code point."""

    value: str | WideText
    span: Span = _span()


SCon = Union[IntCon, WordCon, RealCon, StringCon, CharCon]

# A record label: an identifier (`name`) or a positive numeral (`1`, `2`, ...),
# always stored as a string.
Label = str

# ---------------------------------------------------------------------------
# Types


@node
class TyVar:
    """`'a` or `''a` (the name includes the quotes)."""

    name: str
    span: Span = _span()

    @property
    def equality(self) -> bool:
        return self.name.startswith("''")


@node
class RecordTy:
    """`{lab : ty, ...}`."""

    fields: tuple[tuple[Label, Ty], ...]
    span: Span = _span()


@node
class TupleTy:
    """`ty1 * ... * tyn` with n >= 2 (derived form of a record type)."""

    items: tuple[Ty, ...]
    span: Span = _span()


@node
class ConTy:
    """`(ty1, ..., tyn) longtycon`."""

    args: tuple[Ty, ...]
    tycon: LongId
    span: Span = _span()


@node
class ArrowTy:
    """`dom -> cod`."""

    dom: Ty
    cod: Ty
    span: Span = _span()


Ty = Union[TyVar, RecordTy, TupleTy, ConTy, ArrowTy]

# ---------------------------------------------------------------------------
# Patterns


@node
class WildPat:
    """`_`."""

    span: Span = _span()


@node
class SConPat:
    """A constant pattern (never a real: the parser rejects real constants in patterns)."""

    scon: SCon
    span: Span = _span()


@node
class IdPat:
    """`<op> longvid`: a variable or a nullary constructor (elaboration decides)."""

    name: LongId
    op: bool = False
    span: Span = _span()


@node
class RecordPat:
    """`{lab = pat, ..., <...>}`; field puns `{x, y : int}` are expanded by the parser
    into `x = x` / `y = y : int` (Definition appendix A)."""

    fields: tuple[tuple[Label, Pat], ...]
    flexible: bool
    span: Span = _span()


@node
class TuplePat:
    """`(pat1, ..., patn)`, n = 0 (unit) or n >= 2."""

    items: tuple[Pat, ...]
    span: Span = _span()


@node
class ListPat:
    """`[pat1, ..., patn]`."""

    items: tuple[Pat, ...]
    span: Span = _span()


@node
class ConPat:
    """`<op> longvid atpat`: constructor application; infix `p1 :: p2` is
    `ConPat(::, TuplePat(p1, p2), infix=True)`."""

    con: LongId
    arg: Pat
    op: bool = False
    infix: bool = False
    span: Span = _span()


@node
class TypedPat:
    """`pat : ty`."""

    pat: Pat
    ty: Ty
    span: Span = _span()


@node
class LayeredPat:
    """`<op> vid <: ty> as pat`."""

    name: str
    ty: Ty | None
    pat: Pat
    op: bool = False
    span: Span = _span()


Pat = Union[WildPat, SConPat, IdPat, RecordPat, TuplePat, ListPat, ConPat, TypedPat, LayeredPat]

# ---------------------------------------------------------------------------
# Expressions


@node
class SConExp:
    scon: SCon
    span: Span = _span()


@node
class VarExp:
    """`<op> longvid`: a variable, constructor or exception constructor."""

    name: LongId
    op: bool = False
    span: Span = _span()


@node
class RecordExp:
    """`{lab = exp, ...}` (fields in source order; evaluation is left to right)."""

    fields: tuple[tuple[Label, Exp], ...]
    span: Span = _span()


@node
class TupleExp:
    """`(exp1, ..., expn)`, n = 0 (unit) or n >= 2."""

    items: tuple[Exp, ...]
    span: Span = _span()


@node
class SelectorExp:
    """`#lab`."""

    label: Label
    span: Span = _span()


@node
class ListExp:
    """`[exp1, ..., expn]`."""

    items: tuple[Exp, ...]
    span: Span = _span()


@node
class SeqExp:
    """`(exp1; ...; expn)`, n >= 2."""

    items: tuple[Exp, ...]
    span: Span = _span()


@node
class LetExp:
    """`let dec in exp1; ...; expn end` (the body is a `SeqExp` when n >= 2)."""

    decs: tuple[Dec, ...]
    body: Exp
    span: Span = _span()


@node
class AppExp:
    """`fn_exp arg`; `infix=True` records that the source wrote `a op b`."""

    fn: Exp
    arg: Exp
    infix: bool = False
    span: Span = _span()


@node
class TypedExp:
    """`exp : ty`."""

    exp: Exp
    ty: Ty
    span: Span = _span()


@node
class AndalsoExp:
    left: Exp
    right: Exp
    span: Span = _span()


@node
class OrelseExp:
    left: Exp
    right: Exp
    span: Span = _span()


@node
class Rule:
    """`pat => exp`. `or_group`: nonzero for the rules one rule with
    or-patterns became (one per alternative, `allowOrPats`), the same in all
    of them: their patterns must bind the same variables at the same types."""

    pat: Pat
    exp: Exp
    span: Span = _span()
    or_group: int = 0


@node
class HandleExp:
    exp: Exp
    rules: tuple[Rule, ...]
    span: Span = _span()


@node
class RaiseExp:
    exp: Exp
    span: Span = _span()


@node
class IfExp:
    cond: Exp
    then: Exp
    else_: Exp
    span: Span = _span()


@node
class WhileExp:
    cond: Exp
    body: Exp
    span: Span = _span()


@node
class CaseExp:
    exp: Exp
    rules: tuple[Rule, ...]
    span: Span = _span()


@node
class FnExp:
    rules: tuple[Rule, ...]
    span: Span = _span()


Exp = Union[
    SConExp, VarExp, RecordExp, TupleExp, SelectorExp, ListExp, SeqExp, LetExp, AppExp,
    TypedExp, AndalsoExp, OrelseExp, HandleExp, RaiseExp, IfExp, WhileExp, CaseExp, FnExp,
]

# ---------------------------------------------------------------------------
# Core declarations


@node
class ValBind:
    """`pat = exp` in a `val`."""

    pat: Pat
    exp: Exp
    span: Span = _span()


@node
class ValDec:
    """`val tyvarseq vb1 and ... and rec vbk and ...`: `binds` are the bindings before
    `rec`, `rec_binds` those after it (all recursive, each expression an `fn`)."""

    tyvars: tuple[TyVar, ...]
    binds: tuple[ValBind, ...]
    rec_binds: tuple[ValBind, ...]
    span: Span = _span()


@node
class Clause:
    """One clause `<op> f atpat1 ... atpatn <: ty> = exp` of a `fun`, head resolved.
    `infix=True` records that the source wrote `p1 f p2` (then `pats` is one TuplePat)."""

    name: str
    pats: tuple[Pat, ...]
    result_ty: Ty | None
    body: Exp
    op: bool = False
    infix: bool = False
    span: Span = _span()
    or_group: int = 0
    """As `Rule.or_group`, for the clauses one clause with or-patterns became."""


@node
class FunBind:
    """The clauses of one function; all name the same function with the same arity."""

    name: str
    clauses: tuple[Clause, ...]
    span: Span = _span()


@node
class FunDec:
    """`fun tyvarseq fb1 and ... and fbn`."""

    tyvars: tuple[TyVar, ...]
    binds: tuple[FunBind, ...]
    span: Span = _span()


@node
class TypBind:
    """`tyvarseq tycon = ty`."""

    tyvars: tuple[TyVar, ...]
    name: str
    ty: Ty
    span: Span = _span()


@node
class TypeDec:
    binds: tuple[TypBind, ...]
    span: Span = _span()


@node
class ConBind:
    """`<op> vid <of ty>`."""

    name: str
    arg: Ty | None
    op: bool = False
    span: Span = _span()


@node
class DatBind:
    """`tyvarseq tycon = conbind1 | ... | conbindn`."""

    tyvars: tuple[TyVar, ...]
    name: str
    cons: tuple[ConBind, ...]
    span: Span = _span()


@node
class DatatypeDec:
    """`datatype datbind <withtype typbind>`."""

    binds: tuple[DatBind, ...]
    withtype: tuple[TypBind, ...]
    span: Span = _span()


@node
class DatatypeReplDec:
    """`datatype tycon = datatype longtycon`."""

    name: str
    target: LongId
    span: Span = _span()


@node
class AbstypeDec:
    """`abstype datbind <withtype typbind> with dec end`."""

    binds: tuple[DatBind, ...]
    withtype: tuple[TypBind, ...]
    body: tuple[Dec, ...]
    span: Span = _span()


@node
class ExNew:
    """`<op> vid <of ty>` in an `exception`."""

    name: str
    arg: Ty | None
    op: bool = False
    span: Span = _span()


@node
class ExAlias:
    """`<op> vid = <op> longvid` in an `exception`."""

    name: str
    target: LongId
    op: bool = False
    span: Span = _span()


ExBind = Union[ExNew, ExAlias]


@node
class ExceptionDec:
    binds: tuple[ExBind, ...]
    span: Span = _span()


@node
class LocalDec:
    """`local dec1 in dec2 end` (also the strdec form at structure level)."""

    locals: tuple[Dec, ...]
    body: tuple[Dec, ...]
    span: Span = _span()


@node
class OpenDec:
    """`open longstrid1 ... longstridn`."""

    strs: tuple[LongId, ...]
    span: Span = _span()


@node
class FixityDec:
    """`infix <d> vids`, `infixr <d> vids` or `nonfix vids` (already applied by the
    parser; kept so the printer reproduces it). `kind` is "infix", "infixr" or "nonfix"."""

    kind: str
    precedence: int
    names: tuple[str, ...]
    span: Span = _span()


@node
class ExpDec:
    """A top-level expression `exp ;`, the derived form of `val it = exp`."""

    exp: Exp
    span: Span = _span()


# ---------------------------------------------------------------------------
# Modules: structure expressions, signatures, specifications


@node
class StructStr:
    """`struct strdec end`."""

    decs: tuple[Dec, ...]
    span: Span = _span()


@node
class LongStr:
    """`longstrid`."""

    name: LongId
    span: Span = _span()


@node
class ConstrainedStr:
    """`strexp : sigexp` (transparent) or `strexp :> sigexp` (`opaque=True`)."""

    str: StrExp
    sig: SigExp
    opaque: bool
    span: Span = _span()


@node
class FunAppStr:
    """`funid (strexp)`; `funid (strdec)` is `FunAppStr(f, StructStr(decs), decs_form=True)`."""

    functor: str
    arg: StrExp
    decs_form: bool = False
    span: Span = _span()


@node
class LetStr:
    """`let strdec in strexp end`."""

    decs: tuple[Dec, ...]
    body: StrExp
    span: Span = _span()


StrExp = Union[StructStr, LongStr, ConstrainedStr, FunAppStr, LetStr]


@node
class SigSig:
    """`sig spec end`."""

    specs: tuple[Spec, ...]
    span: Span = _span()


@node
class SigId:
    name: str
    span: Span = _span()


@node
class WhereSig:
    """`sigexp where type tyvarseq longtycon = ty` (one `and`-clause per node)."""

    sig: SigExp
    tyvars: tuple[TyVar, ...]
    tycon: LongId
    ty: Ty
    span: Span = _span()


SigExp = Union[SigSig, SigId, WhereSig]


@node
class ValSpec:
    """`val vid : ty and ...`."""

    items: tuple[tuple[str, Ty], ...]
    span: Span = _span()


@node
class TypeSpecItem:
    """`tyvarseq tycon` or `tyvarseq tycon = ty` (the derived form with a definition)."""

    tyvars: tuple[TyVar, ...]
    name: str
    ty: Ty | None
    span: Span = _span()


@node
class TypeSpec:
    """`type ...` or (`equality=True`) `eqtype ...`."""

    items: tuple[TypeSpecItem, ...]
    equality: bool
    span: Span = _span()


@node
class DatatypeSpec:
    """`datatype datdesc`; constructor descriptions reuse `DatBind`/`ConBind`.
    `withtype` is an SML/NJ extension that we also accept in specs."""

    binds: tuple[DatBind, ...]
    withtype: tuple[TypBind, ...] = ()
    span: Span = _span()


@node
class DatatypeReplSpec:
    """`datatype tycon = datatype longtycon`."""

    name: str
    target: LongId
    span: Span = _span()


@node
class ExceptionSpec:
    """`exception vid <of ty> and ...`."""

    items: tuple[tuple[str, Ty | None], ...]
    span: Span = _span()


@node
class StructureSpec:
    """`structure strid : sigexp and ...`."""

    items: tuple[tuple[str, SigExp], ...]
    span: Span = _span()


@node
class IncludeSpec:
    """`include sigexp` or the derived `include sigid1 ... sigidn`."""

    sigs: tuple[SigExp, ...]
    span: Span = _span()


@node
class SharingTypeSpec:
    """`sharing type longtycon1 = ... = longtyconn`; applies to all specs before it in
    the same `sig ... end` (the grammar is left-recursive: `spec sharing type ...`)."""

    tycons: tuple[LongId, ...]
    span: Span = _span()


@node
class SharingSpec:
    """`sharing longstrid1 = ... = longstridn` (structure sharing), same scoping as above."""

    strs: tuple[LongId, ...]
    span: Span = _span()


Spec = Union[
    ValSpec, TypeSpec, DatatypeSpec, DatatypeReplSpec, ExceptionSpec, StructureSpec,
    IncludeSpec, SharingTypeSpec, SharingSpec,
]

# ---------------------------------------------------------------------------
# Module declarations (structure level and top level)


@node
class StrBind:
    """`strid <: sigexp | :> sigexp> = strexp` (the constraint, if any, is already
    folded into `str` as a `ConstrainedStr`)."""

    name: str
    str: StrExp
    span: Span = _span()


@node
class StructureDec:
    binds: tuple[StrBind, ...]
    span: Span = _span()


@node
class SigBind:
    name: str
    sig: SigExp
    span: Span = _span()


@node
class SignatureDec:
    binds: tuple[SigBind, ...]
    span: Span = _span()


@node
class StrParam:
    """Functor parameter `(strid : sigexp)`."""

    name: str
    sig: SigExp
    span: Span = _span()


@node
class SpecParam:
    """Functor parameter `(spec)`: the derived form whose body sees the specs opened."""

    specs: tuple[Spec, ...]
    span: Span = _span()


@node
class FctBind:
    """`funid (param) <: sigexp | :> sigexp> = strexp`; the result constraint is folded
    into `body` as a `ConstrainedStr`."""

    name: str
    param: StrParam | SpecParam
    body: StrExp
    span: Span = _span()


@node
class FunctorDec:
    binds: tuple[FctBind, ...]
    span: Span = _span()


Dec = Union[
    ValDec, FunDec, TypeDec, DatatypeDec, DatatypeReplDec, AbstypeDec, ExceptionDec,
    LocalDec, OpenDec, FixityDec, ExpDec, StructureDec, SignatureDec, FunctorDec,
]


@node
class Program:
    """A compilation unit: a sequence of top-level declarations (core declarations,
    structures, signatures, functors)."""

    decs: tuple[Dec, ...]
    file: str
    span: Span = _span()
    fixity: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    """The fixity declarations that reached the top level, in order: what the
    unit adds to the fixity part of an MLB basis."""
    semicolons: tuple[int, ...] = ()
    """The indices i of `decs` followed by a `;` (between decs[i] and
    decs[i + 1]): a top-level `;` ends a context of overloading resolution."""
