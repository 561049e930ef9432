"""Elaboration of the core language: AST -> typed Absyn (Definition ch. 4).

Owns `Elaborator`, which type-checks declarations, expressions and patterns by
Hindley-Milner inference (algorithm J: one global substitution held in mutable
type variables) with:
- let-polymorphism by level-based generalization, restricted to non-expansive
  expressions (the value restriction, Definition §4.7 and §4.8);
- explicit type variables, scoped per §4.6, elaborated as rigid variables that
  must be generalizable at their binding declaration (implicitly scoped ones are
  placed lazily, when first met, using `tyvar_scope`);
- equality types and overloading (constraints kept on type variables, see
  `unify`), overloaded variables defaulting at the end of each top-level
  declaration (a run of core declarations no `;` interrupts, `_top_groups`)
  and of each run of core declarations in a structure body
  (`_default_overloads`; int, or the first type of the class that allows it);
- flexible records (`{a, ...}`, `#a`) that must be resolved by the end of the
  enclosing top-level declaration; the row is the context's to determine, but
  the field types generalize (`let val pickx = #x` can be used at `{x: string,
  y: int}` and `{x: int, y: int}`): a generalized flexible record is a
  `FlexRow`, whose instances must all resolve to records of one set of labels;
  the scheme's variable then becomes that record (`_resolve_rows`);
- datatypes (with the equality-attribute fixpoint), `withtype`, replication,
  `abstype`, generative exceptions, type abbreviations;
- special constants checked against their type's range (`_scon`: an int, word
  or real literal the run-time representation cannot hold is an error).

At the end of each top-level declaration (`top_dec`) overloads are defaulted,
flexible records checked, the declaration's type variables are finalized
(`compiler.elab.zonk`: remaining unconstrained variables in monomorphic positions
default to `unit`, as MLton does), and the match analysis runs (`match_check`).

Type variables the value restriction keeps from being generalized in top-level
bindings (`val r = ref []`) are *weak*, as in OCaml: they stay open so that
later declarations of the unit can determine them (`r := [1]`), and
finalizing leaves them alone. At the end of the unit (`program`) the ones still
open are bound to fresh dummy types `?.X1, ?.X2, ...` with a warning (as SML/NJ
does immediately).

Preconditions: the AST comes from `compiler.syntax.parse_program`.
Errors: the first type error raises `CompileError`; warnings are appended to the
diagnostics list.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from compiler.diagnostics import CompileError, Diagnostic, error
from compiler.elab import absyn as A
from compiler.elab.bindable import NameGroup, check_bindable
from compiler.elab.env import Env, StaticEnv, TyStr, ValEntry, VarEntry
from compiler.elab.initial import (
    BOOL, CHAR, DUMMY_PREFIX, EXN_TYPE, INITIAL_ENV, INT, INT64, LIST, LITERAL_OPERATORS, PRIMITIVES, REAL, REF,
    STRING, WORD, WORD64, overload_default, value_scheme,
)
from compiler.elab.match_check import MatchJob, check_matches
from compiler.elab.modules import ModuleElaboration
from compiler.elab.tyvar_scope import unguarded_tyvars
from compiler.elab.types import (
    GENERIC, UNIT, DataCon, ExnCon, FlexRow, Scheme, TArrow, TCon, TRecord, TVar, TyCon, TyFun, Type,
    TypeNamer, Var, apply_tyfun, fresh_stamp, free_vars, instantiate, label_key, new_tvar, prune,
    record_type, substitute, tuple_labels, tuple_type, type_to_string,
)
from compiler.elab.unify import UnifyError, admits_equality, check_scope, unify
from compiler.elab.zonk import finalize
from compiler.node import constructor
from compiler.prims import INT_MAX, INT_MIN, WIDE_MAX, WORD_MAX
from compiler.source import Span
from compiler.syntax import ast

INT_T = TCon(INT)
WORD_T = TCon(WORD)
REAL_T = TCon(REAL)
STRING_T = TCon(STRING)
CHAR_T = TCon(CHAR)
BOOL_T = TCon(BOOL)
EXN_T = EXN_TYPE

# Constructors of the nodes and objects built per source construct (`compiler.node.constructor`).
_AndalsoExp = constructor(A.AndalsoExp)
_AppExp = constructor(A.AppExp)
_CaseExp = constructor(A.CaseExp)
_ConExp = constructor(A.ConExp)
_ConPat = constructor(A.ConPat)
_ConstExp = constructor(A.ConstExp)
_ConstPat = constructor(A.ConstPat)
_DatatypeDec = constructor(A.DatatypeDec)
_ExceptionDec = constructor(A.ExceptionDec)
_ExnBind = constructor(A.ExnBind)
_FnExp = constructor(A.FnExp)
_HandleExp = constructor(A.HandleExp)
_IfExp = constructor(A.IfExp)
_LayeredPat = constructor(A.LayeredPat)
_LetExp = constructor(A.LetExp)
_ListExp = constructor(A.ListExp)
_ListPat = constructor(A.ListPat)
_LocalDec = constructor(A.LocalDec)
_OrelseExp = constructor(A.OrelseExp)
_RaiseExp = constructor(A.RaiseExp)
_RecBind = constructor(A.RecBind)
_RecValDec = constructor(A.RecValDec)
_RecordExp = constructor(A.RecordExp)
_RecordPat = constructor(A.RecordPat)
_Rule = constructor(A.Rule)
_SelectExp = constructor(A.SelectExp)
_SeqExp = constructor(A.SeqExp)
_ValBind = constructor(A.ValBind)
_ValDec = constructor(A.ValDec)
_VarExp = constructor(A.VarExp)
_VarPat = constructor(A.VarPat)
_WhileExp = constructor(A.WhileExp)
_WildPat = constructor(A.WildPat)
_Scheme = constructor(Scheme)
_VarEntry = constructor(VarEntry)
_Var = constructor(Var)
_MatchJob = constructor(MatchJob)

def _nonexpansive(e: A.Exp) -> bool:
    """Definition §4.7: constants, variables, `fn`, constructors (other than `ref`)
    applied to non-expansive arguments, records of non-expansive expressions."""
    t = type(e)
    if t is A.VarExp or t is A.ConstExp or t is A.FnExp or t is A.ConExp or t is A.SelectExp:
        return True
    if t is A.RecordExp:
        return all(_nonexpansive(x) for _, x in e.fields)  # type: ignore[union-attr]
    if t is A.ListExp:
        return all(_nonexpansive(x) for x in e.items)  # type: ignore[union-attr]
    if t is A.AppExp:
        fn = e.fn  # type: ignore[union-attr]
        return (
            type(fn) is A.ConExp
            and not (isinstance(fn.con, DataCon) and fn.con.tycon == REF)
            and _nonexpansive(e.arg)  # type: ignore[union-attr]
        )
    return False


_OVERLOAD_VAR = PRIMITIVES["ld_overload"].var
"""`ld_overload`: its applications add a type to an operator's class (`_register_overload`)."""


@dataclass(frozen=True, slots=True)
class _RecHead:
    """One function of a recursive group (`val rec`, `fun`): its variable, the
    names bound to it, its type and its elaborated `fn`."""

    var: Var
    names: tuple[str, ...]
    ty: Type
    fn: A.FnExp
    span: Span
    # Names that were constructors where the group is declared (see `_rebound_constructors`).
    constructors: tuple[tuple[str, Span], ...] = ()


def _set_scheme_vars(scheme: Scheme, vars_: tuple[TVar, ...]) -> None:
    """Requantify `scheme` once its flexible records are resolved: it is shared
    by every use already elaborated, so it changes in place (past `frozen`),
    dropping the instance plan built for the old variables."""
    object.__setattr__(scheme, "vars", vars_)
    object.__setattr__(scheme, "instance_plan", None)


def _rec_pattern(p: ast.Pat, names: list[tuple[str, Span]], constraints: list[ast.Ty]) -> None:
    """The variables and type constraints of a `val rec` pattern. Its type is a
    function type, so the only patterns that can match are built from
    variables, wildcards, layers and constraints (rule 26); anything else is
    rejected here with a message about `val rec`."""
    t = type(p)
    if t is ast.IdPat and not p.name.strids:  # type: ignore[union-attr]
        names.append((p.name.id, p.span))  # type: ignore[union-attr]
    elif t is ast.TypedPat:
        constraints.append(p.ty)  # type: ignore[union-attr]
        _rec_pattern(p.pat, names, constraints)  # type: ignore[union-attr]
    elif t is ast.LayeredPat:
        names.append((p.name, p.span))  # type: ignore[union-attr]
        if p.ty is not None:  # type: ignore[union-attr]
            constraints.append(p.ty)  # type: ignore[union-attr]
        _rec_pattern(p.pat, names, constraints)  # type: ignore[union-attr]
    elif t is not ast.WildPat:
        raise error(p.span, "val rec must bind variables: only variables, wildcards, 'as' and type "
                            "constraints can match a function")


def _rec_fn(e: ast.Exp) -> tuple[ast.FnExp, list[ast.Ty]]:
    """The `fn` of a `val rec` right side under its type constraints (§2.9:
    "of the form fn match, possibly constrained by one or more type
    expressions"; parentheses leave no node). The parser checked the form."""
    constraints = []
    while type(e) is ast.TypedExp:
        constraints.append(e.ty)  # type: ignore[union-attr]
        e = e.exp  # type: ignore[union-attr]
    assert type(e) is ast.FnExp
    return e, constraints  # type: ignore[return-value]


class _ValFrame:
    """A value declaration being elaborated: where its type variables are scoped."""

    __slots__ = ("dec", "level", "scoped", "unguarded")

    def __init__(self, dec: ast.ValDec | ast.FunDec, level: int) -> None:
        self.dec = dec
        self.level = level
        self.scoped: list[TVar] = []
        self.unguarded: set[str] | None = None

    def scopes(self, name: str) -> bool:
        """Whether §4.6 scopes `name` here implicitly (it occurs unguarded in the
        declaration); computed when first asked."""
        if self.unguarded is None:
            self.unguarded = set(unguarded_tyvars(self.dec))
        return name in self.unguarded


class Elaborator(ModuleElaboration):
    """Elaborates one compilation unit; `top_dec` per top-level declaration."""

    def __init__(self, diagnostics: list[Diagnostic], base: StaticEnv = INITIAL_ENV,
                 overload_extra: dict[str, frozenset[TyCon]] | None = None) -> None:
        self.env = Env(base)
        self.level = 0
        # The Basis types added to each overloaded operator's class (`ld_overload`).
        self.overload_extra: dict[str, frozenset[TyCon]] = dict(overload_extra or {})
        # Word and int constants may be the pervasive 64-bit word's and int's
        # (Word64, LargeWord; Int64, FixedInt).
        for kind, tycon in (("word", WORD64), ("int", INT64)):
            op = LITERAL_OPERATORS[kind]
            self.overload_extra[op] = self.overload_extra.get(op, frozenset()) | {tycon}
        self.diagnostics = diagnostics
        self._qualified: set[int] = set()  # see `compiler.elab.modules._qualify`
        # The flexible names of the signature bodies being elaborated, innermost last.
        self._sig_bounds: list[list[TyCon]] = []
        # Undetermined type variables of functor results (`Functor.open_tvars`):
        # never finalized to unit, since each application copies them.
        self.functor_tvars: dict[TVar, None] = {}  # a set, in order (dummy names)
        # Explicit type variables in scope (rigid), by name.
        self.tyvars: dict[str, TVar] = {}
        # The value declarations being elaborated, outermost first.
        self.frames: list[_ValFrame] = []
        # Pending per top-level declaration.
        self.overloaded: list[tuple[TVar, Span]] = []
        # int constants beyond int's range whose type may resolve to a Basis
        # type of the int class (IntInf): checked once the class is resolved
        self.wide_constants: list[tuple[Type, int, Span]] = []
        # string and char constants that need their resolved type to be
        # checked: one without byte text is valid only at a wide type
        # (WideString, WideChar), and there only up to `WIDE_MAX`
        self.text_constants: list[tuple[Type, ast.WideText, Span]] = []
        self.flex: list[tuple[TVar, Span]] = []
        # Generalized flexible records (`FlexRow`) in order, and the schemes
        # that quantify them.
        self.generic_rows: list[TVar] = []
        self.row_schemes: list[Scheme] = []
        self.matches: list[MatchJob] = []
        self.dummies = 0
        # Open weak type variables: name, declaration and type of the binding.
        self.weak: dict[TVar, tuple[str, Span, Type]] = {}
        # Unification variables created during the current top-level declaration.
        self.new_tvars: list[TVar] = []
        self._exp_table: dict[type, Callable] = {
            ast.SConExp: self._scon_exp, ast.VarExp: self._var_exp, ast.RecordExp: self._record_exp,
            ast.TupleExp: self._tuple_exp, ast.SelectorExp: self._selector_exp, ast.ListExp: self._list_exp,
            ast.SeqExp: self._seq_exp, ast.LetExp: self._let_exp, ast.AppExp: self._app_exp,
            ast.TypedExp: self._typed_exp, ast.AndalsoExp: self._andalso_exp, ast.OrelseExp: self._orelse_exp,
            ast.HandleExp: self._handle_exp, ast.RaiseExp: self._raise_exp, ast.IfExp: self._if_exp,
            ast.WhileExp: self._while_exp, ast.CaseExp: self._case_exp, ast.FnExp: self._fn_exp,
        }
        self._pat_table: dict[type, Callable] = {
            ast.WildPat: self._wild_pat, ast.SConPat: self._scon_pat, ast.IdPat: self._id_pat,
            ast.RecordPat: self._record_pat, ast.TuplePat: self._tuple_pat, ast.ListPat: self._list_pat,
            ast.ConPat: self._con_pat, ast.TypedPat: self._typed_pat, ast.LayeredPat: self._layered_pat,
        }
        self._dec_table: dict[type, Callable] = {
            ast.ValDec: self._val_dec, ast.FunDec: self._fun_dec, ast.TypeDec: self._type_dec,
            ast.DatatypeDec: self._datatype_dec, ast.DatatypeReplDec: self._datatype_repl_dec,
            ast.AbstypeDec: self._abstype_dec, ast.ExceptionDec: self._exception_dec,
            ast.LocalDec: self._local_dec, ast.OpenDec: self._open_dec, ast.FixityDec: self._fixity_dec,
            ast.ExpDec: self._exp_dec, ast.StructureDec: self._structure_dec,
            ast.SignatureDec: self._signature_dec, ast.FunctorDec: self._functor_dec,
        }

    # ------------------------------------------------------------------
    # Top level

    def program(self, decs: tuple[ast.Dec, ...], semicolons: tuple[int, ...] = ()) -> list[A.Dec]:
        """Elaborate a unit's top-level declarations, then close the unit: weak type
        variables still unconstrained become dummy types (bound in place, so every
        type that mentions them sees the dummy). `semicolons`: the indices of
        the declarations a `;` follows (`ast.Program.semicolons`)."""
        out: list[A.Dec] = []
        for group in _top_groups(decs, frozenset(semicolons)):
            out.extend(self.top_dec(group))
        for v, (name, span, ty) in self.weak.items():
            if prune(v) is not v:
                continue
            self.dummies += 1
            dummy = TyCon(f"{DUMMY_PREFIX}{self.dummies}", 0, "iff_args" if v.eq else "never")
            self.diagnostics.append(Diagnostic(
                "warning", span,
                f"type variable not generalized because of the value restriction: {name} gets dummy type {dummy.name}",
                (f"type: {type_to_string(ty)}",),
            ))
            v.ref = TCon(dummy)
        self.weak = {}
        # A functor's undetermined types are fixed per application; its own
        # code sees dummies, and its interface marks them as the functor's, so
        # that another unit's applications get fresh variables too
        # (`compiler.elab.interface`).
        for v in self.functor_tvars:
            if prune(v) is v:
                self.dummies += 1
                v.ref = TCon(TyCon(f"{DUMMY_PREFIX}{self.dummies}", 0, "iff_args" if v.eq else "never"))
        self.functor_tvars = {}
        return out

    def top_dec(self, group: tuple[ast.Dec, ...]) -> list[A.Dec]:
        """Elaborate a top-level declaration -- a run of core declarations
        (`_top_groups`) -- and close it (module docstring)."""
        out: list[A.Dec] = []
        for d in group:
            mark = self.env.mark()
            self._dec(d, out)
            self._register_weak(self.env.values_since(mark), d.span)
        self._default_overloads()
        for ty, n, span in self.wide_constants:
            p = prune(ty)
            if type(p) is TCon and p.tycon is INT:  # type: ignore[attr-defined]
                raise _int_range_error(n, span)
            if type(p) is TCon and p.tycon is WORD:  # type: ignore[attr-defined]
                raise _word_range_error(n, span)
            if type(p) is TCon and p.tycon is WORD64 and n >> 64:  # type: ignore[attr-defined]
                raise error(span, f"word constant out of range: 0w{n}",
                            f"Word64.word values are 0w0 .. 0w{(1 << 64) - 1}")
            if type(p) is TCon and p.tycon is INT64 and not -(1 << 63) <= n < 1 << 63:  # type: ignore[attr-defined]
                raise error(span, f"integer constant out of range: {'~' if n < 0 else ''}{abs(n)}",
                            f"Int64.int values are ~{1 << 63} .. {(1 << 63) - 1}")
        self.wide_constants.clear()
        if self.text_constants:
            self._check_text_constants()
        self._resolve_rows(group[-1].span)
        for tv, span in self.flex:
            p = prune(tv)
            if type(p) is TVar:
                raise error(span, "unresolved flexible record", f"type: {type_to_string(p)}")
        self.flex.clear()
        self._register_weak({}, group[-1].span)
        finalize(self.new_tvars, (self.weak.keys() | self.functor_tvars) if self.functor_tvars else self.weak)
        self.new_tvars = []
        jobs, self.matches = self.matches, []
        check_matches(jobs, self.diagnostics)
        return out

    def _default_overloads(self) -> None:
        """Give the overloaded literals and operators met since the last call
        whose type is still open their default type. Called where a context of
        overloading resolution ends (Definition appendix E: no larger than the
        smallest enclosing structure-level declaration): at the end of a
        top-level declaration, of a structure body, and of a run of core
        declarations inside one (before a structure, signature or functor
        declaration), so `val x = 0w0` followed by `structure S = ...` fixes
        `x : word` before anything after `S` can use it."""
        for tv, _ in self.overloaded:
            p = prune(tv)
            if type(p) is TVar and p.overload is not None:  # type: ignore[union-attr]
                unify(p, TCon(overload_default(p.overload)))  # type: ignore[union-attr]
        self.overloaded.clear()

    def _register_weak(self, new: dict[str, ValEntry], span: Span) -> None:
        """Record the type variables the value restriction kept from being
        generalized in new top-level bindings (`val r = ref []`): like OCaml's weak
        variables they stay open for later declarations to determine; the ones
        left at the end of the unit become dummy types."""
        weak = self.weak
        for v in [v for v in weak if prune(v) is not v]:
            del weak[v]
        for name, entry in new.items():
            if type(entry) is not VarEntry:
                continue
            fv: list[TVar] = []
            free_vars(entry.scheme.body, fv, set())
            for v in fv:
                if v.level != GENERIC and v not in weak:
                    weak[v] = (name, span, entry.scheme.body)

    # ------------------------------------------------------------------
    # Errors

    def _unify(self, expected: Type, found: Type, span: Span, message: str) -> None:
        try:
            unify(expected, found)
        except UnifyError as exc:
            raise self._type_error(exc, expected, found, span, message) from None

    def _type_error(self, exc: UnifyError, expected: Type, found: Type, span: Span, message: str) -> CompileError:
        namer = TypeNamer()
        namer.reserve_explicit(expected, found)
        namer.tell_apart(expected, found)
        if exc.kind == "occurs":
            assert exc.var is not None and exc.ty is not None
            return error(span, f"circular type (occurs check): {type_to_string(exc.var, namer)} = "
                               f"{type_to_string(exc.ty, namer)}")
        exp_s = type_to_string(expected, namer)
        found_s = type_to_string(found, namer)
        notes = [f"expected: {exp_s}", f"found:    {found_s}"]
        if exc.kind == "escape":
            assert isinstance(exc.ty, TCon)
            return error(span, f"type {exc.ty.tycon.name} would escape its scope", *notes,
                         f"{exc.ty.tycon.name} is declared after a value whose type would have to mention it")
        if exc.kind == "equality":
            assert exc.ty is not None
            return error(span, f"type does not admit equality: {type_to_string(exc.ty, namer)}", *notes)
        if exc.kind == "overload":
            assert exc.ty is not None and exc.var is not None and exc.var.overload is not None
            # qualified (`Int64.int`): the class may hold several types named
            # `int`; the Basis's sized types (Int1.int ... Int64.int) summarized
            names = sorted({type_to_string(TCon(tc), namer) for tc in exc.var.overload},
                           key=lambda n: ("." in n, len(n), n))
            allowed = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
            notes.append(f"overloaded operator not defined at type {type_to_string(exc.ty, namer)} "
                         f"(only at {allowed})")
        return error(span, message, *notes)

    # ------------------------------------------------------------------
    # Lookups

    def _value(self, name: ast.LongId, span: Span) -> VarEntry | DataCon | ExnCon:
        if name.strids:
            return self._long_value(name, span)
        entry = self.env.values.get(name.id)
        if entry is None:
            raise error(span, f"unbound variable or constructor: {name.id}")
        return entry

    def _tvar(self) -> TVar:
        """A fresh plain type variable at the current level, logged so the end of
        the top-level declaration can finalize it."""
        v = new_tvar(self.level)
        self.new_tvars.append(v)
        return v

    def _special_tvar(self, level: int, **attrs: Any) -> TVar:
        """Like `_tvar`, for a rigid or flexible-record variable or another level."""
        v = TVar(level, **attrs)
        self.new_tvars.append(v)
        return v

    def _instance(self, scheme: Scheme, span: Span) -> Type:
        ty, fresh = instantiate(scheme, self.level)
        self.new_tvars.extend(fresh)
        for v in fresh:
            if v.overload is not None:
                self.overloaded.append((v, span))
        return ty

    # ------------------------------------------------------------------
    # Type expressions

    def _ty(self, t: ast.Ty, tvmap: dict[str, TVar] | None) -> Type:
        """Elaborate a type expression. `tvmap` binds the parameters of a type or
        datatype declaration (nothing else is visible there); None means the
        explicit type variables in scope."""
        tt = type(t)
        if tt is ast.TyVar:
            if tvmap is not None:
                v = tvmap.get(t.name)  # type: ignore[union-attr]
                if v is None:
                    raise error(t.span, f"unbound type variable: {t.name}: the right side of a type or "  # type: ignore[union-attr]
                                        "datatype binding may mention only its own type parameters "
                                        "(Definition §2.9), not those of an enclosing declaration")
                return v
            v = self.tyvars.get(t.name)  # type: ignore[union-attr]
            return v if v is not None else self._implicit_tyvar(t.name, t.span)  # type: ignore[union-attr]
        if tt is ast.ConTy:
            args = tuple(self._ty(a, tvmap) for a in t.args)  # type: ignore[union-attr]
            tycon = t.tycon  # type: ignore[union-attr]
            if tycon.strids:
                tystr = self._long_type(tycon, tycon.span)
            else:
                tystr = self.env.types.get(tycon.id)
                if tystr is None:
                    raise error(tycon.span, f"unbound type constructor: {tycon.id}")
            fun = tystr.tyfun
            arity = fun.arity if type(fun) is TyCon else len(fun.params)  # type: ignore[union-attr]
            if arity != len(args):
                raise error(t.span, f"type constructor arity mismatch: {tycon.id}",
                            f"expected: {arity} type argument(s)", f"found:    {len(args)}")
            if type(fun) is TyCon:
                return TCon(fun, args)  # type: ignore[arg-type]
            return apply_tyfun(fun, args)  # type: ignore[arg-type]
        if tt is ast.ArrowTy:
            return TArrow(self._ty(t.dom, tvmap), self._ty(t.cod, tvmap))  # type: ignore[union-attr]
        if tt is ast.TupleTy:
            return tuple_type([self._ty(x, tvmap) for x in t.items])  # type: ignore[union-attr]
        fields: dict[str, Type] = {}
        for label, x in t.fields:  # type: ignore[union-attr]
            if label in fields:
                raise error(t.span, f"duplicate label in record type: {label}")
            fields[label] = self._ty(x, tvmap)
        return record_type(fields)

    # ------------------------------------------------------------------
    # Expressions

    def _exp(self, e: ast.Exp) -> A.Exp:
        return self._exp_table[type(e)](e)

    def _scon_exp(self, e: ast.SConExp) -> A.Exp:
        value, kind, ty = self._scon(e.scon)
        t = self._constant_type(value, kind, ty, e.span)
        if type(value) is ast.WideText:
            return _ConstExp(value.text or "", kind, t, e.span, value.points)
        return _ConstExp(value, kind, t, e.span)

    def _scon(self, s: ast.SCon) -> tuple[int | str | ast.WideText, A.ConstKind, Type]:
        """`_scon`, except that an int constant beyond int's range is kept when
        the Basis put types in the int class (IntInf holds any integer), and
        a string or char constant that may be wide (`ast.WideText`) when the
        Basis has wide text: `_constant_type` has it checked once its type is
        resolved."""
        if (type(s) is ast.StringCon or type(s) is ast.CharCon) and type(s.value) is ast.WideText:
            kind: A.ConstKind = "string" if type(s) is ast.StringCon else "char"
            if self.overload_extra.get(LITERAL_OPERATORS[kind]):
                return s.value, kind, STRING_T if kind == "string" else CHAR_T
        if type(s) is ast.IntCon and self.overload_extra.get(LITERAL_OPERATORS["int"]) \
                and not INT_MIN <= s.value <= INT_MAX:  # type: ignore[union-attr]
            return s.value, "int", INT_T  # type: ignore[union-attr]
        if type(s) is ast.WordCon and self.overload_extra.get(LITERAL_OPERATORS["word"]) \
                and s.value > WORD_MAX:  # type: ignore[union-attr]
            return s.value, "word", WORD_T  # type: ignore[union-attr]
        return _scon(s)

    def _constant_type(self, value: int | str | ast.WideText, kind: str, ty: Type, span: Span) -> Type:
        t = self._scon_type(kind, ty, span)
        if type(value) is ast.WideText:
            self.text_constants.append((t, value, span))
        elif kind == "int" and not INT_MIN <= value <= INT_MAX \
                or kind == "word" and value > WORD_MAX:  # type: ignore[operator]
            self.wide_constants.append((t, value, span))  # type: ignore[arg-type]
        return t

    def _check_text_constants(self) -> None:
        """Each string or char constant with an escape above 255 or a
        character beyond ASCII, now that its type is resolved: at string or
        char it must have byte text, at a wide type its code points must be
        at most `WIDE_MAX`."""
        for ty, w, span in self.text_constants:
            p = prune(ty)
            if type(p) is TCon and (p.tycon is STRING or p.tycon is CHAR):  # type: ignore[attr-defined]
                if w.problem is not None:
                    raise error(*w.problem)
            else:
                big = max(w.points, key=ord)
                if ord(big) > WIDE_MAX:
                    raise error(span, f"character code {ord(big)} is out of range for a wide character "
                                      f"(0-{WIDE_MAX}: WideChar.maxOrd)")
        self.text_constants.clear()

    def _scon_type(self, kind: str, ty: Type, span: Span) -> Type:
        """The type of a constant: its default type, or, when the Basis added
        types to its class (Appendix E), a variable resolved like an
        overloaded operator's."""
        extra = self.overload_extra.get(LITERAL_OPERATORS.get(kind, ""))
        if not extra:
            return ty
        tv = TVar(self.level, overload=frozenset((ty.tycon,)) | extra)  # type: ignore[attr-defined]
        self.new_tvars.append(tv)
        self.overloaded.append((tv, span))
        return tv

    def _var_exp(self, e: ast.VarExp) -> A.Exp:
        # `_value` inlined: variables are the most frequent expression.
        name = e.name
        if name.strids:
            entry = self._long_value(name, e.span)
        else:
            entry = self.env.values.get(name.id)
            if entry is None:
                raise error(e.span, f"unbound variable or constructor: {name.id}")
        if type(entry) is VarEntry:
            scheme = entry.scheme  # type: ignore[union-attr]
            if scheme.vars:
                # `_instance` inlined.
                ty, fresh = instantiate(scheme, self.level)
                self.new_tvars.extend(fresh)
                for v in fresh:
                    if v.overload is not None:
                        extra = self.overload_extra.get(name.id) if not name.strids else None
                        if extra:
                            v.overload = v.overload | extra
                        self.overloaded.append((v, e.span))
            else:
                # Most uses are of monomorphic variables (lambda-bound), whose instance is the body.
                ty = scheme.body
            access = entry.access  # type: ignore[union-attr]
            if access is None:
                return _VarExp(entry.var, scheme, ty, e.span)  # type: ignore[union-attr]
            return _VarExp(entry.var, scheme, ty, e.span, access)  # type: ignore[union-attr]
        scheme = value_scheme(entry)  # type: ignore[arg-type]
        return _ConExp(entry, scheme, self._instance(scheme, e.span), e.span)  # type: ignore[arg-type]

    def _record_exp(self, e: ast.RecordExp) -> A.Exp:
        fields: list[tuple[str, A.Exp]] = []
        types: dict[str, Type] = {}
        for label, x in e.fields:
            if label in types:
                raise error(x.span, f"duplicate label in record: {label}")
            ax = self._exp(x)
            fields.append((label, ax))
            types[label] = ax.ty
        return _RecordExp(tuple(fields), record_type(types), e.span)

    def _tuple_exp(self, e: ast.TupleExp) -> A.Exp:
        table = self._exp_table  # `_exp` inlined: tuples are the second-hottest recursion
        items = []
        types = []
        for x in e.items:
            ax = table[type(x)](x)
            items.append(ax)
            types.append(ax.ty)
        labels = tuple_labels(len(items))
        return _RecordExp(tuple(zip(labels, items)), TRecord(tuple(zip(labels, types))), e.span)

    def _selector_exp(self, e: ast.SelectorExp) -> A.Exp:
        field = self._tvar()
        rec = self._special_tvar(self.level, flex={e.label: field})
        self.flex.append((rec, e.span))
        return _SelectExp(e.label, TArrow(rec, field), e.span)

    def _list_exp(self, e: ast.ListExp) -> A.Exp:
        elem: Type = self._tvar()
        items = []
        table = self._exp_table
        for x in e.items:
            ax = table[type(x)](x)
            try:
                unify(elem, ax.ty)
            except UnifyError as exc:
                raise self._type_error(exc, elem, ax.ty, x.span, "type mismatch between list elements") from None
            items.append(ax)
        return _ListExp(tuple(items), TCon(LIST, (elem,)), e.span)

    def _seq_exp(self, e: ast.SeqExp) -> A.Exp:
        items = tuple(self._exp(x) for x in e.items)
        return _SeqExp(items, items[-1].ty, e.span)

    def _let_exp(self, e: ast.LetExp) -> A.Exp:
        mark = self.env.mark()
        scope = fresh_stamp()
        decs: list[A.Dec] = []
        for d in e.decs:
            self._dec(d, decs)
        body = self._exp(e.body)
        self.env.restore(mark)
        try:
            check_scope(body.ty, scope)
        except UnifyError as exc:
            assert isinstance(exc.ty, TCon)
            raise error(e.body.span, f"type {exc.ty.tycon.name} would escape its scope",
                        f"the let expression has type {type_to_string(body.ty)}",
                        f"{exc.ty.tycon.name} is declared inside the let",
                        "Definition rule 4: the type of a let expression may not mention a type name "
                        "its declarations introduce") from None
        return _LetExp(tuple(decs), body, body.ty, e.span)

    def _app_exp(self, e: ast.AppExp) -> A.Exp:
        # Application is the hottest node of elaboration, so `_exp` and `_unify` are
        # inlined here (one Python call less per node, twice).
        table = self._exp_table
        fn = table[type(e.fn)](e.fn)
        arg = table[type(e.arg)](e.arg)
        fty = fn.ty
        if type(fty) is TVar:
            r = fty.ref  # type: ignore[attr-defined]  # `prune` inlined for no link or one
            if r is not None:
                fty = r if type(r) is not TVar or r.ref is None else prune(fty)  # type: ignore[attr-defined]
        if type(fty) is TArrow:
            dom = fty.dom  # type: ignore[union-attr]
            aty = arg.ty
            if dom is not aty:
                try:
                    unify(dom, aty)
                except UnifyError as exc:
                    raise self._type_error(exc, dom, aty, e.arg.span, "type mismatch in application") from None
            if type(fn) is A.VarExp and fn.var is _OVERLOAD_VAR:  # type: ignore[attr-defined]
                self._register_overload(e)
            return _AppExp(fn, arg, fty.cod, e.span)  # type: ignore[union-attr]
        if type(fty) is TVar and not fty.rigid:  # type: ignore[union-attr]
            res = self._tvar()
            self._unify(fty, TArrow(arg.ty, res), e.span, "operator is not a function")
            return _AppExp(fn, arg, res, e.span)
        raise error(e.fn.span, "operator is not a function", f"operator: {type_to_string(fty)}")

    def _register_overload(self, e: ast.AppExp) -> None:
        """`ld_overload ("op", longvid)`: the type name `longvid` works on joins
        the class of the overloaded operator `op` (the Definition leaves the
        classes' extent to the Basis; `+` is overloaded on every int and word
        type it has). `longvid` must have the operator's type at that name.
        The registration travels in the interface of the unit that declares
        the type name, so it must be made in that unit."""
        items = e.arg.items if type(e.arg) is ast.TupleExp else ()  # type: ignore[attr-defined]
        if (len(items) != 2 or type(items[0]) is not ast.SConExp or type(items[0].scon) is not ast.StringCon
                or type(items[1]) is not ast.VarExp):
            raise error(e.arg.span, "ld_overload takes a string constant and a value identifier")
        op, impl = items[0].scon.value, items[1].name
        classes = {n: p for n, p in PRIMITIVES.items() if p.overload is not None}
        if op not in classes:
            raise error(items[0].span, f"ld_overload: {op} is not an overloaded operator")
        entry = self._value(impl, impl.span)
        body = prune(entry.scheme.body) if type(entry) is VarEntry else None  # type: ignore[union-attr]
        # The type the operator is overloaded on: a constant's class is that
        # of the conversion's result, an operator's that of its argument.
        side = "cod" if op in LITERAL_OPERATORS.values() else "dom"
        arg = prune(getattr(body, side)) if type(body) is TArrow else None  # type: ignore[union-attr]
        if type(arg) is TRecord and arg.fields:  # type: ignore[union-attr]
            arg = prune(arg.fields[0][1])  # type: ignore[union-attr]
        if type(arg) is not TCon or arg.args:  # type: ignore[union-attr]
            raise error(impl.span, f"ld_overload: {impl} does not work on a type name")
        tycon: TyCon = arg.tycon  # type: ignore[union-attr]
        generic = classes[op].scheme
        expected = substitute(generic.body, {generic.vars[0]: TCon(tycon)})
        self._unify(expected, self._instance(entry.scheme, impl.span), impl.span,  # type: ignore[union-attr]
                    f"ld_overload: {impl} does not have the type of {op}")
        if tycon.overloads is None:
            tycon.overloads = {}
        tycon.overloads[op] = (entry, tuple(impl.strids) + (impl.id,))
        self.overload_extra[op] = self.overload_extra.get(op, frozenset()) | {tycon}

    def _typed_exp(self, e: ast.TypedExp) -> A.Exp:
        x = self._exp(e.exp)
        self._unify(self._ty(e.ty, None), x.ty, e.exp.span, "expression does not match its type constraint")
        return x

    def _andalso_exp(self, e: ast.AndalsoExp) -> A.Exp:
        left = self._exp(e.left)
        self._unify(BOOL_T, left.ty, e.left.span, "operand of andalso is not bool")
        right = self._exp(e.right)
        self._unify(BOOL_T, right.ty, e.right.span, "operand of andalso is not bool")
        return _AndalsoExp(left, right, BOOL_T, e.span)

    def _orelse_exp(self, e: ast.OrelseExp) -> A.Exp:
        left = self._exp(e.left)
        self._unify(BOOL_T, left.ty, e.left.span, "operand of orelse is not bool")
        right = self._exp(e.right)
        self._unify(BOOL_T, right.ty, e.right.span, "operand of orelse is not bool")
        return _OrelseExp(left, right, BOOL_T, e.span)

    def _handle_exp(self, e: ast.HandleExp) -> A.Exp:
        x = self._exp(e.exp)
        rules = self._match(e.rules, EXN_T, x.ty, "handle", e.span,
                            "handler pattern is not an exception", "type mismatch in handler")
        return _HandleExp(x, rules, x.ty, e.span)

    def _raise_exp(self, e: ast.RaiseExp) -> A.Exp:
        x = self._exp(e.exp)
        self._unify(EXN_T, x.ty, e.exp.span, "raised value is not an exception")
        return _RaiseExp(x, self._tvar(), e.span)

    def _if_exp(self, e: ast.IfExp) -> A.Exp:
        table = self._exp_table  # `_exp` inlined
        x = e.cond
        cond = table[type(x)](x)
        if cond.ty is not BOOL_T:
            self._unify(BOOL_T, cond.ty, x.span, "condition of if is not bool")
        x = e.then
        then = table[type(x)](x)
        x = e.else_
        else_ = table[type(x)](x)
        if then.ty is not else_.ty:
            self._unify(then.ty, else_.ty, x.span, "type mismatch in if branches")
        return _IfExp(cond, then, else_, then.ty, e.span)

    def _while_exp(self, e: ast.WhileExp) -> A.Exp:
        cond = self._exp(e.cond)
        self._unify(BOOL_T, cond.ty, e.cond.span, "condition of while is not bool")
        body = self._exp(e.body)
        return _WhileExp(cond, body, UNIT, e.span)

    def _case_exp(self, e: ast.CaseExp) -> A.Exp:
        x = self._exp(e.exp)
        rules = self._match(e.rules, x.ty, None, "case", e.span,
                            "type mismatch between case object and pattern", "type mismatch between rules of match")
        return _CaseExp(x, rules, rules[0].exp.ty, e.span)

    def _fn_exp(self, e: ast.FnExp) -> A.Exp:
        arg = self._tvar()
        rules = self._match(e.rules, arg, None, "fn", e.span,
                            "type mismatch between rules of match", "type mismatch between rules of match")
        return _FnExp(rules, TArrow(arg, rules[0].exp.ty), e.span)

    def _match(self, rules: tuple[ast.Rule, ...], arg: Type, res: Type | None, kind: str, span: Span,
               pat_msg: str, exp_msg: str) -> tuple[A.Rule, ...]:
        """The rules, their patterns of type `arg` and bodies of type `res`; with
        `res` None, the type of the first body. (Unifying a fresh variable with
        it instead would walk that whole type at every level of nested `fn`s:
        quadratic. Its only other effect, checking that no type name declared
        in the body escapes, is the `let` expression's own check.)"""
        out = []
        env = self.env
        pat_table = self._pat_table  # `_pat`, `_exp` and `_unify` inlined
        exp_table = self._exp_table
        alternatives: dict[int, dict[str, tuple[Var, Type]]] = {}
        for r in rules:
            mark = env.mark()
            binds: dict[str, tuple[Var, Type]] = {}
            p = r.pat
            pat = pat_table[type(p)](p, binds)
            if arg is not pat.ty:
                try:
                    unify(arg, pat.ty)
                except UnifyError as exc:
                    raise self._type_error(exc, arg, pat.ty, p.span, pat_msg) from None
            if r.or_group:
                self._same_alternative(alternatives.setdefault(r.or_group, binds), binds, p.span)
            for name, (var, ty) in binds.items():
                env.bind_value(name, _VarEntry(var, _Scheme((), ty)))
            x = r.exp
            body = exp_table[type(x)](x)
            if res is None:
                res = body.ty
            elif res is not body.ty:
                try:
                    unify(res, body.ty)
                except UnifyError as exc:
                    raise self._type_error(exc, res, body.ty, x.span, exp_msg) from None
            env.restore(mark)
            out.append(_Rule(pat, body, r.span))
        self.matches.append(_MatchJob(kind, tuple(r.pat for r in out), tuple(r.span for r in rules), span))
        return tuple(out)

    def _same_alternative(self, first: dict[str, tuple[Var, Type]], binds: dict[str, tuple[Var, Type]],
                          span: Span) -> None:
        """An alternative of an or-pattern (a rule or clause of its `or_group`)
        binds the variables the first one does, at the same types."""
        if binds is first:
            return
        if set(binds) != set(first):
            shown = ", ".join(sorted(set(binds) ^ set(first)))
            raise error(span, "the alternatives of an or-pattern must bind the same variables",
                        f"bound in only some: {shown}")
        for name, (_, ty) in binds.items():
            self._unify(first[name][1], ty, span, f"type mismatch between alternatives of an or-pattern for {name}")

    # ------------------------------------------------------------------
    # Patterns

    def _pat(self, p: ast.Pat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        return self._pat_table[type(p)](p, binds)

    def _wild_pat(self, p: ast.WildPat, binds: dict) -> A.Pat:
        return _WildPat(self._tvar(), p.span)

    def _scon_pat(self, p: ast.SConPat, binds: dict) -> A.Pat:
        value, kind, ty = self._scon(p.scon)
        t = self._constant_type(value, kind, ty, p.span)
        if type(value) is ast.WideText:
            return _ConstPat(value.text or "", kind, t, p.span, value.points)
        return _ConstPat(value, kind, t, p.span)

    def _bind_var(self, name: str, span: Span, binds: dict[str, tuple[Var, Type]]) -> tuple[Var, Type]:
        if name in binds:
            raise error(span, f"duplicate variable in pattern: {name}")
        check_bindable(name, span, False)
        var = _Var(name, fresh_stamp())
        ty = new_tvar(self.level)  # `_tvar()` inlined: one per pattern variable
        self.new_tvars.append(ty)
        binds[name] = (var, ty)
        return var, ty

    def _id_pat(self, p: ast.IdPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        name = p.name
        if name.strids:
            entry = self._long_value(name, p.span)
            if type(entry) is VarEntry:
                raise error(p.span, f"qualified name in pattern is not a constructor: {name}")
        else:
            entry = self.env.values.get(name.id)
        if entry is not None and type(entry) is not VarEntry:
            con: DataCon | ExnCon = entry  # type: ignore[assignment]
            if (con.has_arg if type(con) is DataCon else con.arg is not None):  # type: ignore[union-attr]
                raise error(p.span, f"constructor {name.id} requires an argument in pattern")
            scheme = value_scheme(con)
            inst = self._instance(scheme, p.span)
            return _ConPat(con, scheme, inst, None, inst, p.span)
        var, ty = self._bind_var(name.id, p.span, binds)
        return _VarPat(var, ty, p.span)

    def _con_pat(self, p: ast.ConPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        name = p.con
        entry = self._long_value(name, name.span) if name.strids else self.env.values.get(name.id)
        if entry is None or type(entry) is VarEntry:
            raise error(name.span, f"non-constructor applied to argument in pattern: {name.id}")
        con: DataCon | ExnCon = entry  # type: ignore[assignment]
        if not (con.has_arg if type(con) is DataCon else con.arg is not None):  # type: ignore[union-attr]
            raise error(p.span, f"constant constructor {name.id} applied to an argument in pattern")
        scheme = value_scheme(con)
        inst = prune(self._instance(scheme, p.span))
        x = p.arg
        arg = self._pat_table[type(x)](x, binds)
        try:
            unify(inst.dom, arg.ty)  # type: ignore[union-attr]
        except UnifyError as exc:
            raise self._type_error(exc, inst.dom, arg.ty, x.span,  # type: ignore[union-attr]
                                   "type mismatch in constructor pattern") from None
        return _ConPat(con, scheme, inst, arg, inst.cod, p.span)  # type: ignore[union-attr]

    def _record_pat(self, p: ast.RecordPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        fields: dict[str, A.Pat] = {}
        for label, x in p.fields:
            if label in fields:
                raise error(x.span, f"duplicate label in record pattern: {label}")
            fields[label] = self._pat(x, binds)
        ordered = tuple(sorted(fields.items(), key=lambda f: label_key(f[0])))
        ty: Type
        if p.flexible:
            ty = self._special_tvar(self.level, flex={l: x.ty for l, x in ordered})
            self.flex.append((ty, p.span))
        else:
            ty = TRecord(tuple((l, x.ty) for l, x in ordered))
        return _RecordPat(ordered, p.flexible, ty, p.span)

    def _tuple_pat(self, p: ast.TuplePat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        table = self._pat_table  # `_pat` inlined
        items = [table[type(x)](x, binds) for x in p.items]
        labels = tuple_labels(len(items))
        return _RecordPat(tuple(zip(labels, items)), False, tuple_type([x.ty for x in items]), p.span)

    def _list_pat(self, p: ast.ListPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        elem: Type = self._tvar()
        items = []
        for x in p.items:
            ax = self._pat(x, binds)
            self._unify(elem, ax.ty, x.span, "type mismatch between list pattern elements")
            items.append(ax)
        return _ListPat(tuple(items), TCon(LIST, (elem,)), p.span)

    def _typed_pat(self, p: ast.TypedPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        x = self._pat(p.pat, binds)
        self._unify(self._ty(p.ty, None), x.ty, p.pat.span, "pattern does not match its type constraint")
        return x

    def _layered_pat(self, p: ast.LayeredPat, binds: dict[str, tuple[Var, Type]]) -> A.Pat:
        var, ty = self._bind_var(p.name, p.span, binds)
        if p.ty is not None:
            self._unify(self._ty(p.ty, None), ty, p.span, "pattern does not match its type constraint")
        x = self._pat(p.pat, binds)
        self._unify(ty, x.ty, p.pat.span, "type mismatch in layered pattern")
        return _LayeredPat(var, x, ty, p.span)

    # ------------------------------------------------------------------
    # Declarations

    def _dec(self, d: ast.Dec, out: list[A.Dec]) -> None:
        self._dec_table[type(d)](d, out)

    def _fixity_dec(self, d: ast.FixityDec, out: list[A.Dec]) -> None:
        """Fixity was applied by the parser."""

    def _exp_dec(self, d: ast.ExpDec, out: list[A.Dec]) -> None:
        # The derived form `val it = exp` (Definition appendix A).
        it = ast.IdPat(ast.LongId((), "it", d.span), span=d.span)
        self._val_dec(ast.ValDec((), (ast.ValBind(it, d.exp, d.span),), (), d.span), out)

    def _scope_tyvars(self, explicit: tuple[ast.TyVar, ...], d: ast.ValDec | ast.FunDec) -> _ValFrame:
        """Enter value declaration `d`: its explicit type variables come into scope
        now as rigid variables of the binding level; implicitly scoped ones (§4.6)
        are found lazily by `_implicit_tyvar` when first met, so declarations
        without type variables cost no extra traversal.

        An explicit type variable may not be one already in scope, explicitly
        or implicitly at an enclosing declaration (Definition rule 15: U is
        disjoint from the type variables of the context; also §2.9, no tyvarseq
        holds a type variable twice)."""
        frame = _ValFrame(d, self.level + 1)
        names = NameGroup("type variable in type variable sequence")
        for tv in explicit:
            names.add(tv.name, tv.span)
            if tv.name in self.tyvars or any(f.scopes(tv.name) for f in self.frames):
                raise error(tv.span, f"type variable {tv.name} is already in scope",
                            "an enclosing value declaration binds it")
            v = self._special_tvar(frame.level, eq=tv.equality, rigid=True, name=tv.name)
            self.tyvars[tv.name] = v
            frame.scoped.append(v)
        self.frames.append(frame)
        return frame

    def _implicit_tyvar(self, name: str, span: Span) -> TVar:
        """Scope `name` at the outermost enclosing value declaration in which it
        occurs unguarded (Definition §4.6)."""
        for frame in self.frames:
            if frame.scopes(name):
                v = self._special_tvar(frame.level, eq=name.startswith("''"), rigid=True, name=name)
                self.tyvars[name] = v
                frame.scoped.append(v)
                return v
        raise error(span, f"unbound type variable: {name}")

    def _unscope_tyvars(self, frame: _ValFrame, span: Span) -> None:
        self.frames.pop()
        for v in frame.scoped:
            del self.tyvars[v.name]  # type: ignore[arg-type]
            if v.level <= self.level:
                raise error(span, f"explicit type variable {v.name} cannot be generalized at its binding declaration")
            v.level = GENERIC

    def _generalize(self, ty: Type, generalize: bool, out: list[TVar], seen: set[TVar]) -> None:
        """Collect into `out` the variables of `ty` generalized at this level (marking
        them GENERIC) if `generalize`; otherwise lower them to this level so an
        outer declaration does not generalize them either. Overloaded and flexible
        record variables are never generalized (they are resolved per top-level
        declaration)."""
        tt = type(ty)
        if tt is TVar:
            r = ty.ref  # type: ignore[union-attr]  # `prune` inlined for one link
            if r is not None:
                ty = r if type(r) is not TVar or r.ref is None else prune(ty)  # type: ignore[union-attr]
                tt = type(ty)
        if tt is TVar:
            v: TVar = ty  # type: ignore[assignment]
            if v.level <= self.level or v in seen:
                return
            seen.add(v)
            if v.level == GENERIC:
                out.append(v)
            elif generalize and v.overload is None and v.flex is None:
                v.level = GENERIC
                out.append(v)
            elif generalize and v.overload is None:
                # A flexible record: its fields generalize, its row stays the
                # context's to determine (module docstring).
                v.level = GENERIC
                v.flex = FlexRow(v.flex)  # type: ignore[arg-type]
                self.generic_rows.append(v)
                out.append(v)
                for f in v.flex.values():
                    self._generalize(f, True, out, seen)
            else:
                v.level = self.level
                if v.flex is not None:
                    for f in v.flex.values():
                        self._generalize(f, False, out, seen)
        elif tt is TArrow:
            self._generalize(ty.dom, generalize, out, seen)  # type: ignore[union-attr]
            self._generalize(ty.cod, generalize, out, seen)  # type: ignore[union-attr]
        elif tt is TCon:
            for a in ty.args:  # type: ignore[union-attr]
                self._generalize(a, generalize, out, seen)
        else:
            for _, f in ty.fields:  # type: ignore[union-attr]
                self._generalize(f, generalize, out, seen)

    def _scheme_of(self, ty: Type, generalized: tuple[TVar, ...]) -> Scheme:
        if not generalized:
            return _Scheme((), ty)
        fv: list[TVar] = []
        free_vars(ty, fv, set())
        gen = set(generalized)
        scheme = _Scheme(tuple(v for v in fv if v in gen), ty)
        if any(v.flex is not None for v in scheme.vars):
            self.row_schemes.append(scheme)
        return scheme

    def _resolve_rows(self, dec_span: Span) -> None:
        """Give each generalized flexible record of the top-level declaration the
        record type its instances resolved to (Definition §4.11: the context
        determines the labels; the fields the instances add get types of their
        own, generalized like the known ones). Latest first: an instance may
        itself have been generalized. Then requantify the schemes over them.
        Errors point at the `#lab` or `{..., ...}` of the record, or at the
        declaration for a record that flowed into a variable."""
        for v in reversed(self.generic_rows):
            row: FlexRow = v.flex  # type: ignore[assignment]
            span = next((sp for tv, sp in self.flex if prune(tv) is v), dec_span)
            labels: tuple[str, ...] | None = None
            for inst in row.instances:
                t = prune(inst)
                if type(t) is not TRecord:
                    raise error(span, "unresolved flexible record", f"type: {type_to_string(t)}")
                found = tuple(label for label, _ in t.fields)  # type: ignore[attr-defined]
                if labels is not None and found != labels:
                    raise error(span, "flexible record used at records of different labels",
                                f"labels: {', '.join(labels)}", f"and:    {', '.join(found)}")
                labels = found
            if labels is None:
                raise error(span, "unresolved flexible record", f"type: {type_to_string(v)}")
            fields = {label: row.get(label) or TVar(GENERIC, eq=v.eq) for label in labels}
            v.ref = record_type(fields)
        for scheme in self.row_schemes:
            fv: list[TVar] = []
            free_vars(scheme.body, fv, set())
            _set_scheme_vars(scheme, tuple(x for x in fv if x.level == GENERIC))
        self.generic_rows.clear()
        self.row_schemes.clear()

    def _val_dec(self, d: ast.ValDec, out: list[A.Dec]) -> None:
        scoped = self._scope_tyvars(d.tyvars, d)
        self.level += 1
        # Non-recursive bindings: expressions see the outer environment.
        plain: list[tuple[A.Pat, A.Exp, dict[str, tuple[Var, Type]], Span]] = []
        names = NameGroup("variable in val binding")
        for vb in d.binds:
            x = vb.exp
            exp = self._exp_table[type(x)](x)  # `_exp` and `_pat` inlined
            binds: dict[str, tuple[Var, Type]] = {}
            p = vb.pat
            pat = self._pat_table[type(p)](p, binds)
            for name in binds:
                names.add(name, vb.pat.span)
            if pat.ty is not exp.ty:
                self._unify(pat.ty, exp.ty, vb.exp.span, "type mismatch in val binding")
            plain.append((pat, exp, binds, vb.span))
        rec = self._rec_binds(d.rec_binds, names) if d.rec_binds else []
        self.level -= 1
        # Clos (§4.8) generalizes nothing in an expansive binding. Its bound
        # variables' types are lowered first, so that a non-expansive binding
        # of the same `val` sharing an explicit type variable does not
        # generalize it either. Rule 15's side condition concerns only those
        # types: an explicit type variable occurring elsewhere in the pattern
        # (`val 'b (c, _) = (ref 0, fn y : 'b => y)`) stays generalizable.
        nonexpansive = [_nonexpansive(exp) for _, exp, _, _ in plain]
        seen: set[TVar] = set()
        for (_, _, binds, _), nonexp in zip(plain, nonexpansive):
            if not nonexp:
                for _, ty in binds.values():
                    self._generalize(ty, False, [], seen)
        a_binds = []
        for (pat, exp, binds, span), nonexp in zip(plain, nonexpansive):
            gen: list[TVar] = []
            if nonexp:
                self._generalize(pat.ty, True, gen, set())
            tyvars = tuple(gen)
            for name, (var, ty) in binds.items():
                self.env.bind_value(name, _VarEntry(var, self._scheme_of(ty, tyvars)))
            a_binds.append(_ValBind(pat, exp, tyvars, span))
            self.matches.append(_MatchJob("val", (pat,), (span,), span))
        if a_binds:
            out.append(_ValDec(tuple(a_binds), d.span))
        self._bind_rec(rec, d.span, out)
        self._unscope_tyvars(scoped, d.span)

    def _rec_binds(self, binds: tuple[ast.ValBind, ...], names: NameGroup) -> list[_RecHead]:
        """`val rec` (Definition rule 26 and §2.9): each pattern binds variables
        only (variables, wildcards, layers `f as g`, type constraints: all of the
        function's type), each expression is an `fn`, possibly parenthesized and
        constrained; `names` holds the variables the non-recursive binds of the
        same group bound. The variables of one pattern all denote one value,
        so they share one `Var`."""
        heads: list[tuple[tuple[str, ...], Var, Type, ast.ValBind, ast.FnExp, list[ast.Ty]]] = []
        constructors: list[tuple[tuple[str, Span], ...]] = []
        for vb in binds:
            bound: list[tuple[str, Span]] = []
            constraints: list[ast.Ty] = []
            _rec_pattern(vb.pat, bound, constraints)
            for name, span in bound:
                names.add(name, span)
                check_bindable(name, span, False)
            fn_exp, exp_constraints = _rec_fn(vb.exp)
            ty: Type = self._tvar()
            for c in constraints:
                self._unify(self._ty(c, None), ty, vb.pat.span, "pattern does not match its type constraint")
            pat_names = tuple(name for name, _ in bound)
            constructors.append(self._rebound_constructors(bound))
            heads.append((pat_names, _Var(pat_names[0] if pat_names else "_", fresh_stamp()), ty, vb, fn_exp,
                          exp_constraints))
        mark = self.env.mark()
        for pat_names, var, ty, _, _, _ in heads:
            for name in pat_names:
                self.env.bind_value(name, _VarEntry(var, _Scheme((), ty)))
        result = []
        for (pat_names, var, ty, vb, fn_exp, exp_constraints), cons in zip(heads, constructors):
            fn = self._fn_exp(fn_exp)
            for c in exp_constraints:
                self._unify(self._ty(c, None), fn.ty, vb.exp.span, "expression does not match its type constraint")
            self._unify(ty, fn.ty, vb.exp.span, f"type mismatch in recursive binding of {var.name}")
            result.append(_RecHead(var, pat_names, ty, fn, vb.span, cons))  # type: ignore[arg-type]
        self.env.restore(mark)
        return result

    def _rebound_constructors(self, bound: list[tuple[str, Span]]) -> tuple[tuple[str, Span], ...]:
        """The names of a recursive group's pattern that are data or exception
        constructors in the environment the group is declared in."""
        values = self.env.values
        return tuple((name, span) for name, span in bound if type(values.get(name)) in (DataCon, ExnCon))

    def _bind_rec(self, rec: list[_RecHead], span: Span, out: list[A.Dec]) -> None:
        """Generalize a recursive group (all `fn`s: non-expansive) and bind it."""
        if not rec:
            return
        gen: list[TVar] = []
        seen: set[TVar] = set()
        for head in rec:
            self._generalize(head.ty, True, gen, seen)
        tyvars = tuple(gen)
        binds = []
        for head in rec:
            scheme = self._scheme_of(head.ty, tyvars)
            for name in head.names:
                self.env.bind_value(name, _VarEntry(head.var, scheme))
            binds.append(_RecBind(head.var, scheme, head.fn, head.span))
        out.append(_RecValDec(tuple(binds), span))
        rebound = [c for head in rec for c in head.constructors]
        if rebound:
            # The group's patterns are matched in the environment where it is
            # declared (rule 126 applies rules 135-137 with the outer E), so the
            # function value does not match the constructor: FAIL, and rule 114
            # raises Bind. Statically the name is a variable from here on.
            name, at = rebound[0]
            self.diagnostics.append(Diagnostic(
                "warning", at, f"recursive binding of {name}, a constructor where it is declared: "
                               "the declaration raises Bind (Definition rules 26 and 126)"))
            bind = INITIAL_ENV.values["Bind"]
            exn = _ConExp(bind, value_scheme(bind), EXN_T, at)  # type: ignore[arg-type]
            out.append(_ValDec((_ValBind(_WildPat(UNIT, at), _RaiseExp(exn, UNIT, at), (), at),), at))

    def _fun_dec(self, d: ast.FunDec, out: list[A.Dec]) -> None:
        scoped = self._scope_tyvars(d.tyvars, d)
        self.level += 1
        heads = []
        names = NameGroup("function name in fun")
        constructors = []
        for fb in d.binds:
            names.add(fb.name, fb.span)
            check_bindable(fb.name, fb.span, False)
            constructors.append(self._rebound_constructors([(fb.name, fb.span)]))
            heads.append((_Var(fb.name, fresh_stamp()), self._tvar()))
        mark = self.env.mark()
        for (var, ty) in heads:
            self.env.bind_value(var.name, _VarEntry(var, _Scheme((), ty)))
        rec = []
        for fb, (var, ty), cons in zip(d.binds, heads, constructors):
            rec.append(_RecHead(var, (var.name,), ty, self._fun_bind(fb, ty), fb.span, cons))
        self.env.restore(mark)
        self.level -= 1
        self._bind_rec(rec, d.span, out)
        self._unscope_tyvars(scoped, d.span)

    def _fun_bind(self, fb: ast.FunBind, fty: Type) -> A.FnExp:
        """The clauses of one function, as the Definition's derived form
        `fn x1 => ... fn xn => case (x1, ..., xn) of clauses` (or directly nested
        `fn`s when that cannot change when a match fails)."""
        first = fb.clauses[0]
        n = len(first.pats)
        for cl in fb.clauses:
            if cl.name != fb.name:
                raise error(cl.span, "clauses of fun do not all name the same function",
                            f"expected: {fb.name}", f"found:    {cl.name}")
            if len(cl.pats) != n:
                raise error(cl.span, f"clauses of function {fb.name} have different numbers of arguments",
                            f"expected: {n}", f"found:    {len(cl.pats)}")
        args = [self._tvar() for _ in range(n)]
        res = self._tvar()
        whole: Type = res
        for a in reversed(args):
            whole = TArrow(a, whole)
        self._unify(fty, whole, fb.span, f"type mismatch in recursive use of {fb.name}")
        message = f"type mismatch between clauses of function {fb.name}"
        rules: list[tuple[tuple[A.Pat, ...], A.Exp, Span]] = []
        env = self.env
        pat_table = self._pat_table  # `_pat`, `_exp` and `_unify` inlined
        exp_table = self._exp_table
        alternatives: dict[int, dict[str, tuple[Var, Type]]] = {}
        for cl in fb.clauses:
            mark = env.mark()
            binds: dict[str, tuple[Var, Type]] = {}
            pats = []
            for p, a in zip(cl.pats, args):
                ap = pat_table[type(p)](p, binds)
                if a is not ap.ty:
                    try:
                        unify(a, ap.ty)
                    except UnifyError as exc:
                        raise self._type_error(exc, a, ap.ty, p.span, message) from None
                pats.append(ap)
            if cl.or_group:
                self._same_alternative(alternatives.setdefault(cl.or_group, binds), binds, cl.span)
            for name, (var, ty) in binds.items():
                env.bind_value(name, _VarEntry(var, _Scheme((), ty)))
            if cl.result_ty is not None:
                self._unify(res, self._ty(cl.result_ty, None), cl.result_ty.span, message)
            x = cl.body
            body = exp_table[type(x)](x)
            if res is not body.ty:
                try:
                    unify(res, body.ty)
                except UnifyError as exc:
                    raise self._type_error(exc, res, body.ty, x.span, message) from None
            env.restore(mark)
            rules.append((tuple(pats), body, cl.span))
        return self._curried(fb, args, res, rules)

    def _curried(self, fb: ast.FunBind, args: list[TVar], res: Type,
                 rules: list[tuple[tuple[A.Pat, ...], A.Exp, Span]]) -> A.FnExp:
        span = fb.span
        n = len(args)
        if n == 1:
            a_rules = tuple(_Rule(pats[0], body, s) for pats, body, s in rules)
            self.matches.append(_MatchJob("fun", tuple(r.pat for r in a_rules), tuple(s for _, _, s in rules), span))
            return _FnExp(a_rules, TArrow(args[0], res), span)
        types: list[Type] = []
        acc: Type = res
        for a in reversed(args):
            acc = TArrow(a, acc)
            types.append(acc)
        types.reverse()  # types[i] is the type of the fn taking argument i
        (pats0, body0, span0), = rules if len(rules) == 1 else ((None, None, None),)
        if pats0 is not None and all(_irrefutable_apat(p) for p in pats0):
            # One clause whose patterns cannot fail: currying directly is equivalent.
            inner: A.Exp = body0  # type: ignore[assignment]
            for i in range(n - 1, -1, -1):
                inner = _FnExp((_Rule(pats0[i], inner, span0),), types[i], span)  # type: ignore[arg-type]
            return inner  # type: ignore[return-value]
        xs = [_Var(f"arg{i + 1}", fresh_stamp()) for i in range(n)]
        labels = tuple_labels(n)
        tup_ty = tuple_type(args)
        scrut = _RecordExp(tuple((l, _VarExp(x, _Scheme((), a), a, span)) for l, x, a in zip(labels, xs, args)),
                            tup_ty, span)
        case_rules = tuple(
            _Rule(_RecordPat(tuple(zip(labels, pats)), False, tup_ty, s), body, s) for pats, body, s in rules
        )
        self.matches.append(_MatchJob("fun", tuple(r.pat for r in case_rules), tuple(s for _, _, s in rules), span))
        inner = _CaseExp(scrut, case_rules, res, span)
        for i in range(n - 1, -1, -1):
            inner = _FnExp((_Rule(_VarPat(xs[i], args[i], span), inner, span),), types[i], span)
        return inner  # type: ignore[return-value]

    def _type_dec(self, d: ast.TypeDec, out: list[A.Dec]) -> None:
        names = NameGroup("type constructor in type declaration")
        for tb in d.binds:
            names.add(tb.name, tb.span)
        new = [(tb.name, self._typbind(tb)) for tb in d.binds]
        for name, fun in new:
            self.env.bind_type(name, TyStr(fun))

    def _typbind(self, tb: ast.TypBind) -> TyFun:
        params = self._params(tb.tyvars)
        return TyFun(tuple(params.values()), self._ty(tb.ty, params))

    @staticmethod
    def _params(tyvars: tuple[ast.TyVar, ...]) -> dict[str, TVar]:
        params: dict[str, TVar] = {}
        for tv in tyvars:
            if tv.name in params:
                raise error(tv.span, f"duplicate type variable in type parameters: {tv.name}")
            params[tv.name] = TVar(GENERIC, eq=tv.equality)
        return params

    def _datatype_dec(self, d: ast.DatatypeDec, out: list[A.Dec]) -> None:
        tycons = self._datbinds(d.binds, d.withtype)
        out.append(_DatatypeDec(tycons, d.span))

    def _datbinds(self, binds: tuple[ast.DatBind, ...], withtype: tuple[ast.TypBind, ...]) -> tuple[TyCon, ...]:
        """Datatypes with their constructors and the `withtype` abbreviations
        (Definition §4.10 rules 28-30 and appendix A); binds them all."""
        tycons: list[TyCon] = []
        names = NameGroup("type constructor in datatype")
        for db in binds:
            names.add(db.name, db.span)
            tycons.append(TyCon(db.name, len(db.tyvars), "iff_args"))
        for tc in tycons:
            self.env.bind_type(tc.name, TyStr(tc))
        for tb in withtype:
            names.add(tb.name, tb.span)
        abbrevs = [(tb.name, self._typbind(tb)) for tb in withtype]
        for name, fun in abbrevs:
            self.env.bind_type(name, TyStr(fun))
        con_names = NameGroup("constructor in datatype")
        all_args: list[tuple[TyCon, list[Type]]] = []
        for db, tc in zip(binds, tycons):
            params = self._params(db.tyvars)
            pvars = tuple(params.values())
            result = TCon(tc, pvars)
            datacons = []
            arg_types: list[Type] = []
            tags = {name: i for i, name in enumerate(sorted(cb.name for cb in db.cons))}
            for cb in db.cons:
                tag = tags.get(cb.name, 0)
                con_names.add(cb.name, cb.span)
                check_bindable(cb.name, cb.span, True)
                if cb.arg is None:
                    scheme = _Scheme(pvars, result)
                else:
                    arg = self._ty(cb.arg, params)
                    arg_types.append(arg)
                    scheme = _Scheme(pvars, TArrow(arg, result))
                datacons.append(DataCon(cb.name, tc, tag, cb.arg is not None, scheme))
            tc.datacons = tuple(datacons)
            all_args.append((tc, arg_types))
        _equality_fixpoint(all_args)
        for tc in tycons:
            self.env.bind_type(tc.name, TyStr(tc, tc.datacons))
            for dc in tc.datacons:
                self.env.bind_value(dc.name, dc)
        return tuple(tycons)

    def _datatype_repl_dec(self, d: ast.DatatypeReplDec, out: list[A.Dec]) -> None:
        target = d.target
        tystr = self._long_type(target, target.span) if target.strids else self.env.types.get(target.id)
        if tystr is None:
            raise error(target.span, f"unbound type constructor: {target.id}")
        # Definition rules 17 and 80: the new name denotes the whole type
        # structure, whatever it is (an abbreviation like `int * int` replicates
        # with no constructors).
        self.env.bind_type(d.name, tystr)
        for dc in tystr.datacons:
            self.env.bind_value(dc.name, dc)

    def _abstype_dec(self, d: ast.AbstypeDec, out: list[A.Dec]) -> None:
        mark = self.env.mark()
        tycons = self._datbinds(d.binds, d.withtype)
        types = self.env.bindings_since(mark).types
        out.append(_DatatypeDec(tycons, d.span))
        inner = self.env.mark()
        for x in d.body:
            self._dec(x, out)
        body = self.env.bindings_since(inner)
        self.env.restore(mark)
        # Outside `with ... end` the constructors are hidden and the types no
        # longer admit equality (Definition §4.9, Abs).
        for name, tystr in types.items():
            self.env.bind_type(name, TyStr(tystr.tyfun))
        for tc in tycons:
            tc.eq = "never"
        self.env.bind_all(body)

    def _exception_dec(self, d: ast.ExceptionDec, out: list[A.Dec]) -> None:
        binds = []
        names = NameGroup("exception in exception declaration")
        for b in d.binds:
            names.add(b.name, b.span)
            check_bindable(b.name, b.span, True)
            if type(b) is ast.ExNew:
                arg = None if b.arg is None else self._ty(b.arg, None)  # type: ignore[union-attr]
                exn = ExnCon(b.name, fresh_stamp(), arg, b.span)
                binds.append(_ExnBind(exn, None, b.span))
            else:
                target = b.target  # type: ignore[union-attr]
                entry = self._value(target, target.span)
                if type(entry) is not ExnCon:
                    raise error(target.span, f"not an exception: {target}")
                alias = ExnCon(b.name, entry.stamp, entry.arg, b.span, entry.access)  # type: ignore[union-attr]
                binds.append(_ExnBind(alias, entry, b.span))  # type: ignore[arg-type]
        for eb in binds:
            self.env.bind_value(eb.exn.name, eb.exn)
        out.append(_ExceptionDec(tuple(binds), d.span))

    def _local_dec(self, d: ast.LocalDec, out: list[A.Dec]) -> None:
        mark = self.env.mark()
        locals_: list[A.Dec] = []
        for x in d.locals:
            self._dec(x, locals_)
        inner = self.env.mark()
        body: list[A.Dec] = []
        for x in d.body:
            self._dec(x, body)
        exported = self.env.bindings_since(inner)
        self.env.restore(mark)
        self.env.bind_all(exported)
        out.append(_LocalDec(tuple(locals_), tuple(body), d.span))


def _irrefutable_apat(p: A.Pat) -> bool:
    t = type(p)
    if t is A.VarPat or t is A.WildPat:
        return True
    if t is A.RecordPat:
        return all(_irrefutable_apat(x) for _, x in p.fields)  # type: ignore[union-attr]
    if t is A.LayeredPat:
        return _irrefutable_apat(p.pat)  # type: ignore[union-attr]
    return False


def _equality_fixpoint(datatypes: list[tuple[TyCon, list[Type]]]) -> None:
    """Definition §4.9: a datatype admits equality iff all its constructors'
    argument types do, assuming it of the group's datatypes until disproved."""
    changed = True
    while changed:
        changed = False
        for tc, arg_types in datatypes:
            if tc.eq == "iff_args" and not all(admits_equality(t) for t in arg_types):
                tc.eq = "never"
                changed = True


_MODULE_DECS = (ast.StructureDec, ast.SignatureDec, ast.FunctorDec)


def _top_groups(decs: tuple[ast.Dec, ...], semicolons: frozenset[int]) -> list[tuple[ast.Dec, ...]]:
    """The unit's top-level declarations as the contexts they are elaborated
    and closed in: a structure, signature or functor declaration alone, and
    each run of core declarations that no `;` interrupts as one -- the
    strdec `val x = 0w0  val _ = x : Word8.word` is one context of
    overloading resolution (Definition appendix E, as in a structure body),
    while `val x = 0w0;` ends one."""
    groups: list[tuple[ast.Dec, ...]] = []
    run: list[ast.Dec] = []
    for i, d in enumerate(decs):
        if isinstance(d, _MODULE_DECS):
            if run:
                groups.append(tuple(run))
                run = []
            groups.append((d,))
            continue
        run.append(d)
        if i in semicolons:
            groups.append(tuple(run))
            run = []
    if run:
        groups.append(tuple(run))
    return groups


def _int_range_error(n: int, span: Span) -> CompileError:
    return error(span, f"integer constant out of range: {'~' if n < 0 else ''}{abs(n)}",
                 f"int values are ~{-INT_MIN} .. {INT_MAX}")


def _word_range_error(w: int, span: Span) -> CompileError:
    return error(span, f"word constant out of range: 0w{w}", f"word values are 0w0 .. 0w{WORD_MAX}")


def _byte_text(value: str | ast.WideText) -> str:
    """A string or char constant's byte text, when the Basis has no wide text
    (so string or char is its type)."""
    if type(value) is str:
        return value
    if value.problem is not None:  # type: ignore[union-attr]
        raise error(*value.problem)  # type: ignore[union-attr]
    return value.text  # type: ignore[union-attr, return-value]


def _scon(s: ast.SCon) -> tuple[int | str, A.ConstKind, Type]:
    """A special constant's value, kind and type (Definition §4.1, rule 1).

    A constant denotes a value of its type, so one the type cannot represent is
    rejected, as MLton and Poly/ML do, rather than wrapped: ints are 63-bit
    (`compiler.prims.INT_MIN` .. `INT_MAX`, `~` and hexadecimal forms
    included), words 63-bit unsigned (up to `WORD_MAX`), and a real whose
    magnitude overflows a double (`1e999`) is an error too, not infinity. A
    real that underflows (`1e~999`) rounds to the nearest double, possibly 0."""
    t = type(s)
    if t is ast.IntCon:
        n: int = s.value  # type: ignore[union-attr]
        if not INT_MIN <= n <= INT_MAX:
            raise _int_range_error(n, s.span)
        return n, "int", INT_T
    if t is ast.StringCon:
        return _byte_text(s.value), "string", STRING_T  # type: ignore[union-attr]
    if t is ast.RealCon:
        text: str = s.text  # type: ignore[union-attr]
        if math.isinf(float(text)):
            raise error(s.span, f"real constant out of range: {text.replace('-', '~')}",
                        "the largest real is about 1.8e308")
        return text, "real", REAL_T
    if t is ast.CharCon:
        return _byte_text(s.value), "char", CHAR_T  # type: ignore[union-attr]
    w: int = s.value  # type: ignore[union-attr]
    if w > WORD_MAX:
        raise _word_range_error(w, s.span)
    return w, "word", WORD_T
