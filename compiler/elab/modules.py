"""Elaboration of the module language (Definition ch. 5; Shao thesis §3.4.2).

Owns `ModuleElaboration`, the part of the `Elaborator` (a mixin of
`compiler.elab.core.Elaborator`) that elaborates:
- long identifiers `S.T.x` (values, constructors, exceptions, types,
  structures), resolved through `StrBinding`s to an `Access` path that says
  where the value lives at run time;
- structure expressions (`struct`, paths, `:`/`:>` ascription, functor
  application in both forms, `let`), structure declarations and `open`;
- signature expressions (`sig ... end`, names, `where type`) and every
  specification form (`val`, `type`/`eqtype` with and without definition,
  `datatype` and its replication, `exception`, `structure`, `include`,
  `sharing type` and structure `sharing`);
- functor declarations in both parameter forms (`F (X : S)` and `F (spec)`,
  the latter the derived form whose body sees the specs opened).

Static objects: a signature is (T)E with T its flexible type names; every use
of a signature instantiates T with fresh names (`instantiate`), so two
structure specifications with one signature have distinct types. A functor
records its parameter (T)E, its body's result E' and the generative names the
body creates; each application matches the argument against (T)E
(`compiler.elab.sigmatch`), realizes E' with the realization found and fresh
generative names and exceptions (generativity), and records the formal
parameter/result and the actual environments for the translation's coercions.

Types specified as `type t`/`eqtype t` are *abstract* (`TyCon.abstract`): their
values are kept in the standard boxed form inside functor bodies and behind
opaque ascription (Shao §3.5.2), which the coercions at the boundary establish.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from compiler.diagnostics import error
from compiler.elab import absyn as A
from compiler.elab.bindable import NameGroup, check_bindable
from compiler.elab.env import (
    Env, FctBinding, Functor, Signature, StrBinding, Structure, TyStr, ValEntry, VarEntry, structure_of, with_access,
)
from compiler.elab.initial import INITIAL_ENV
from compiler.elab.realize import (
    Realizer, TypeFunction, renaming, structure_tycons, tyfun_admits_equality, tyfun_to_string, type_name_of,
)
from compiler.elab.sigmatch import match_signature
from compiler.elab.types import (
    GENERIC, Access, DataCon, ExnCon, Scheme, TVar, TyCon, TyFun, Type, Var, fresh_stamp, free_vars, prune,
    type_to_string,
)
from compiler.source import Span
from compiler.syntax import ast

# Type names up to this stamp are the initial basis's (never qualified).
_LAST_BUILTIN_STAMP = max(ts.tyfun.stamp for ts in INITIAL_ENV.types.values() if type(ts.tyfun) is TyCon)  # type: ignore[union-attr]

# The name a `functor F (spec)` parameter is bound to: not an identifier, so the
# body can only see it through the `open` of the derived form.
_SPEC_PARAM = "<parameter>"


def instantiate(sig: Signature) -> tuple[tuple[TyCon, ...], Structure]:
    """A fresh instance of `sig`: its flexible names renamed."""
    if not sig.bound:
        return (), sig.body
    fresh = renaming(sig.bound)
    body = Realizer(fresh, set(fresh.values())).structure(sig.body)  # type: ignore[arg-type]
    return tuple(fresh.values()), body


def _check_new_spec(seen: dict[str, set[str]], kind: str, name: str, span: Span) -> None:
    """Definition §5.7: a signature specifies each identifier once."""
    names = seen.setdefault(kind, set())
    if name in names:
        raise error(span, f"duplicate specification of {kind} {name} in signature")
    names.add(name)


def _tyvar_names(t: ast.Ty, out: dict[str, bool]) -> None:
    """The type variables of a type expression, in order (name -> equality)."""
    tt = type(t)
    if tt is ast.TyVar:
        out.setdefault(t.name, t.equality)  # type: ignore[union-attr]
    elif tt is ast.ConTy:
        for a in t.args:  # type: ignore[union-attr]
            _tyvar_names(a, out)
    elif tt is ast.ArrowTy:
        _tyvar_names(t.dom, out)  # type: ignore[union-attr]
        _tyvar_names(t.cod, out)  # type: ignore[union-attr]
    elif tt is ast.TupleTy:
        for x in t.items:  # type: ignore[union-attr]
            _tyvar_names(x, out)
    else:
        for _, x in t.fields:  # type: ignore[union-attr]
            _tyvar_names(x, out)


class ModuleElaboration:
    """Module-language methods of the Elaborator (see module docstring)."""

    # Provided by the core Elaborator (`compiler.elab.core`).
    env: Env
    level: int
    _sig_bounds: list[list[TyCon]]
    functor_tvars: dict[TVar, None]
    weak: dict[TVar, tuple[str, Span, Type]]

    if TYPE_CHECKING:
        def _dec(self, d: ast.Dec, out: list[A.Dec]) -> None: ...
        def _ty(self, t: ast.Ty, tvmap: dict[str, TVar] | None) -> Type: ...
        def _params(self, tyvars: tuple[ast.TyVar, ...]) -> dict[str, TVar]: ...
        def _typbind(self, tb: ast.TypBind) -> TyFun: ...
        def _datbinds(self, binds: tuple[ast.DatBind, ...], withtype: tuple[ast.TypBind, ...]) -> tuple[TyCon, ...]: ...
        def _datatype_repl_dec(self, d: ast.DatatypeReplDec | ast.DatatypeReplSpec, out: list[A.Dec]) -> None: ...
        def _register_weak(self, new: dict[str, ValEntry], span: Span) -> None: ...
        def _default_overloads(self) -> None: ...
        def _special_tvar(self, level: int, **attrs: Any) -> TVar: ...

    # ------------------------------------------------------------------
    # Long identifiers

    def _structure_path(self, strids: tuple[str, ...], span: Span) -> tuple[Var, tuple[int, ...], Structure]:
        """Resolve `S1. ... .Sn` to the root variable, the field path and the structure."""
        binding = self.env.structures.get(strids[0])
        if binding is None:
            raise error(span, f"unbound structure: {strids[0]}")
        path = binding.path
        st = binding.structure
        for i in range(1, len(strids)):
            sub = st.structures.get(strids[i])
            if sub is None:
                raise error(span, f"unbound structure: {'.'.join(strids[:i + 1])}")
            path = path + (st.structure_index[strids[i]],)
            st = sub
        return binding.var, path, st

    def _long_value(self, name: ast.LongId, span: Span) -> ValEntry:
        root, path, st = self._structure_path(name.strids, span)
        entry = st.values.get(name.id)
        if entry is None:
            raise error(span, f"unbound variable or constructor: {name}")
        index = st.value_index.get(name.id)
        return entry if index is None else with_access(entry, Access(root, path + (index,)))

    def _long_type(self, name: ast.LongId, span: Span) -> TyStr:
        _, _, st = self._structure_path(name.strids, span)
        tystr = st.types.get(name.id)
        if tystr is None:
            raise error(span, f"unbound type constructor: {name}")
        return tystr

    # ------------------------------------------------------------------
    # Structure declarations and expressions

    def _structure_dec(self, d: ast.StructureDec, out: list[A.Dec]) -> None:
        self._default_overloads()  # the core declarations before this one are a context
        binds: list[tuple[str, A.StrBind, Structure]] = []
        names = NameGroup("structure name in structure declaration")
        for sb in d.binds:
            names.add(sb.name, sb.span)
            exp, st = self._strexp(sb.str)
            binds.append((sb.name, A.StrBind(Var(sb.name, fresh_stamp()), exp, sb.span), st))
        for name, b, st in binds:
            _qualify(st, name + ".", self._qualified)
            if not self._module_depth:
                # Components the value restriction kept monomorphic stay open for
                # later declarations, like top-level ones (`compiler.elab.core`).
                self._register_weak(_qualified_values(st, name + "."), d.span)
            self.env.bind_structure(name, StrBinding(b.var, st))
        out.append(A.StructureDec(tuple(b for _, b, _ in binds), d.span))

    # How many structure or functor bodies enclose the declaration being elaborated.
    _module_depth = 0
    # The structures `_qualify` has named (by id; only messages depend on it).
    _qualified: set[int]

    def _strexp(self, s: ast.StrExp) -> tuple[A.StrExp, Structure]:
        self._module_depth += 1
        try:
            return self._strexp_inner(s)
        finally:
            self._module_depth -= 1

    def _strexp_inner(self, s: ast.StrExp) -> tuple[A.StrExp, Structure]:
        t = type(s)
        env = self.env
        if t is ast.StructStr:
            mark = env.mark()
            decs: list[A.Dec] = []
            for d in s.decs:  # type: ignore[union-attr]
                self._dec(d, decs)
            self._default_overloads()
            new = env.bindings_since(mark)
            env.restore(mark)
            st = structure_of(new)
            fields: list[VarEntry | ExnCon | StrBinding] = []
            for kind, name in st.fields():
                fields.append(new.values[name] if kind == "value" else new.structures[name])  # type: ignore[arg-type]
            return A.StructExp(tuple(decs), tuple(fields), st, s.span), st
        if t is ast.LongStr:
            name: ast.LongId = s.name  # type: ignore[union-attr]
            root, path, st = self._structure_path(name.strids + (name.id,), name.span)
            return A.PathStrExp(root, path, st, s.span), st
        if t is ast.ConstrainedStr:
            inner, source = self._strexp(s.str)  # type: ignore[union-attr]
            sig = self._sigexp(s.sig)  # type: ignore[union-attr]
            m = match_signature(source, sig, s.span, s.opaque)  # type: ignore[union-attr]
            return A.AscribeExp(inner, source, m.view, m.result, s.span), m.result
        if t is ast.FunAppStr:
            return self._functor_app(s)  # type: ignore[arg-type]
        mark = env.mark()
        decs = []
        for d in s.decs:  # type: ignore[union-attr]
            self._dec(d, decs)
        self._default_overloads()
        body, st = self._strexp(s.body)  # type: ignore[union-attr]
        env.restore(mark)
        return A.LetStrExp(tuple(decs), body, st, s.span), st

    def _functor_app(self, s: ast.FunAppStr) -> tuple[A.StrExp, Structure]:
        fb = self.env.functors.get(s.functor)
        if fb is None:
            raise error(s.span, f"unbound functor: {s.functor}")
        arg, source = self._strexp(s.arg)
        fct: Functor = fb.functor
        m = match_signature(source, Signature(fct.param_bound, fct.param), s.span, False)
        generative = renaming(fct.generative)
        phi: dict[TyCon, TypeFunction] = {**m.realization, **generative}
        # The body's undetermined types are open again in each application's
        # result, for the declarations after it to determine (as weak variables
        # of a top-level structure, see `_structure_dec`).
        tvars: dict[TVar, Type] = {v: self._special_tvar(self.level, eq=v.eq) for v in fct.open_tvars
                                   if prune(v) is v}
        result = Realizer(phi, set(generative.values()), keep_rep=True, renew_exns=True,
                          tvars=tvars).structure(fct.result)
        return A.FctAppExp(fb.var, arg, source, m.view, fct.param, fct.result, result, s.span, fb.access), result

    def _open_dec(self, d: ast.OpenDec, out: list[A.Dec]) -> None:
        """`open longstrid1 ... longstridn` (Definition rule 21): every name is
        resolved in the environment before the declaration, then the
        structures' environments are added in order (later ones shadow)."""
        env = self.env
        opened = [self._structure_path(name.strids + (name.id,), name.span) for name in d.strs]
        for root, path, st in opened:
            for n, entry in st.values.items():
                index = st.value_index.get(n)
                env.bind_value(n, entry if index is None else with_access(entry, Access(root, path + (index,))))
            for n, ts in st.types.items():
                env.bind_type(n, ts)
            for n, sub in st.structures.items():
                env.bind_structure(n, StrBinding(root, sub, path + (st.structure_index[n],)))

    # ------------------------------------------------------------------
    # Signatures

    def _signature_dec(self, d: ast.SignatureDec, out: list[A.Dec]) -> None:
        sigs = []
        names = NameGroup("signature name in signature declaration")
        for sb in d.binds:
            names.add(sb.name, sb.span)
            sigs.append((sb.name, self._sigexp(sb.sig)))
        for name, sig in sigs:
            self.env.bind_signature(name, sig)

    def _sigexp(self, s: ast.SigExp) -> Signature:
        t = type(s)
        if t is ast.SigId:
            sig = self.env.signatures.get(s.name)  # type: ignore[union-attr]
            if sig is None:
                raise error(s.span, f"unbound signature: {s.name}")  # type: ignore[union-attr]
            return sig  # type: ignore[no-any-return]
        if t is ast.SigSig:
            return self._sig_body(s.specs)  # type: ignore[union-attr]
        return self._where_type(s)  # type: ignore[arg-type]

    def _sig_body(self, specs: tuple[ast.Spec, ...]) -> Signature:
        env = self.env
        mark = env.mark()
        bound: list[TyCon] = []
        seen: dict[str, set[str]] = {}
        self._sig_bounds.append(bound)
        try:
            for spec in specs:
                self._spec(spec, bound, mark, seen)
        finally:
            self._sig_bounds.pop()
        new = env.bindings_since(mark)
        env.restore(mark)
        return Signature(tuple(bound), structure_of(new))

    def _where_type(self, s: ast.WhereSig) -> Signature:
        """`sigexp where type tyvarseq longtycon = ty` (Definition rule 64): the
        type must be a flexible name of the signature, of the same arity, admitting
        equality if the name does, and the result must be well-formed: a type
        structure with constructors has a type name for its type function, up to
        η (§4.9). So a datatype specification is realized only by a type name
        (`'a list`, `bool`, `M.t`), never by `string list` or `int * int`. A type
        name with other constructors (`where type t = int` on `datatype t = C`)
        is well-formed, as the Definition has it, and accepted here: no structure
        can match the result, which signature matching reports."""
        sig = self._sigexp(s.sig)
        name = s.tycon
        st = sig.body
        for i, strid in enumerate(name.strids):
            sub = st.structures.get(strid)
            if sub is None:
                raise error(name.span, f"unbound structure in where type: {'.'.join(name.strids[:i + 1])}")
            st = sub
        tystr = st.types.get(name.id)
        if tystr is None:
            raise error(name.span, f"unbound type constructor in where type: {name}")
        tc = _flexible_name(tystr.tyfun, sig.bound, "where type", name)
        params = self._params(s.tyvars)
        fun = TyFun(tuple(params.values()), self._ty(s.ty, params))
        if len(params) != tc.arity:
            raise error(s.span, f"where type: arity mismatch for {name}",
                        f"expected: {tc.arity} type parameter(s)", f"found:    {len(params)}")
        if tc.eq != "never" and not tyfun_admits_equality(fun):
            raise error(s.ty.span, f"where type: {name} is an eqtype but the type does not admit equality",
                        f"found:    {type_to_string(fun.body)}")
        if not tc.datacons:
            return _realize_signature(sig, {tc: fun})
        type_name = type_name_of(fun)
        if type_name is None:
            raise error(s.ty.span, f"where type: datatype {name} can only be realized by a type name",
                        f"found:    {type_to_string(fun.body)}")
        if not type_name.datacons and any(type_name in b for b in self._sig_bounds):
            # s is a flexible name of an enclosing signature, specified without
            # constructors: realizing t to it keeps t's constructors, now of
            # type s (the type structure (s, VE) of rule 64), so s gets them.
            realizer = Realizer({tc: type_name})
            type_name.datacons = tuple(DataCon(dc.name, type_name, dc.tag, dc.has_arg, realizer.scheme(dc.scheme))
                                       for dc in tc.datacons)
        return _realize_signature(sig, {tc: type_name})

    def _spec(self, spec: ast.Spec, bound: list[TyCon], mark: int, seen: dict[str, set[str]]) -> None:
        env = self.env
        t = type(spec)
        if t is ast.ValSpec:
            for name, ty in spec.items:  # type: ignore[union-attr]
                _check_new_spec(seen, "value", name, spec.span)
                check_bindable(name, spec.span, False)
                names: dict[str, bool] = {}
                _tyvar_names(ty, names)
                params = {n: TVar(GENERIC, eq=eq) for n, eq in names.items()}
                body = self._ty(ty, params)
                order: list[TVar] = []
                free_vars(body, order, set())
                gen = set(params.values())
                scheme = Scheme(tuple(v for v in order if v in gen), body)
                env.bind_value(name, VarEntry(Var(name, fresh_stamp()), scheme))
        elif t is ast.TypeSpec:
            for item in spec.items:  # type: ignore[union-attr]
                _check_new_spec(seen, "type", item.name, item.span)
                if item.ty is None:
                    params = self._params(item.tyvars)
                    eq = "iff_args" if spec.equality else "never"  # type: ignore[union-attr]
                    tc = TyCon(item.name, len(params), eq, abstract=True)  # type: ignore[arg-type]
                    bound.append(tc)
                    env.bind_type(item.name, TyStr(tc))
                else:
                    fun = self._typbind(ast.TypBind(item.tyvars, item.name, item.ty, item.span))
                    env.bind_type(item.name, TyStr(fun))
        elif t is ast.DatatypeSpec:
            for db in spec.binds:  # type: ignore[union-attr]
                _check_new_spec(seen, "type", db.name, db.span)
                for cb in db.cons:
                    _check_new_spec(seen, "value", cb.name, cb.span)
            bound.extend(self._datbinds(spec.binds, spec.withtype))  # type: ignore[union-attr]
        elif t is ast.DatatypeReplSpec:
            _check_new_spec(seen, "type", spec.name, spec.span)  # type: ignore[union-attr]
            self._datatype_repl_dec(spec, [])
        elif t is ast.ExceptionSpec:
            for name, arg_ty in spec.items:  # type: ignore[union-attr]
                _check_new_spec(seen, "value", name, spec.span)
                check_bindable(name, spec.span, True)
                arg = None if arg_ty is None else self._closed_ty(arg_ty)
                env.bind_value(name, ExnCon(name, fresh_stamp(), arg, spec.span))
        elif t is ast.StructureSpec:
            for name, sigexp in spec.items:  # type: ignore[union-attr]
                _check_new_spec(seen, "structure", name, spec.span)
                new_bound, body = instantiate(self._sigexp(sigexp))
                bound.extend(new_bound)
                env.bind_structure(name, StrBinding(Var(name, fresh_stamp()), body))
        elif t is ast.IncludeSpec:
            for sigexp in spec.sigs:  # type: ignore[union-attr]
                new_bound, body = instantiate(self._sigexp(sigexp))
                bound.extend(new_bound)
                for n, v in body.values.items():
                    _check_new_spec(seen, "value", n, spec.span)
                    env.bind_value(n, v)
                for n, ts in body.types.items():
                    _check_new_spec(seen, "type", n, spec.span)
                    env.bind_type(n, ts)
                for n, sub in body.structures.items():
                    _check_new_spec(seen, "structure", n, spec.span)
                    env.bind_structure(n, StrBinding(Var(n, fresh_stamp()), sub))
        elif t is ast.SharingTypeSpec:
            tycons = [self._flexible_tycon(name, bound) for name in spec.tycons]  # type: ignore[union-attr]
            self._share(tycons, bound, mark, spec.span)
        else:
            self._share_structures(spec, bound, mark)  # type: ignore[arg-type]

    def _closed_ty(self, ty: ast.Ty) -> Type:
        """A type in a specification: its type variables must be bound (exception specs)."""
        names: dict[str, bool] = {}
        _tyvar_names(ty, names)
        if names:
            raise error(ty.span, f"unbound type variable in exception specification: {next(iter(names))}")
        return self._ty(ty, {})  # type: ignore[no-any-return]

    def _flexible_tycon(self, name: ast.LongId, bound: list[TyCon]) -> TyCon:
        if name.strids:
            tystr = self._long_type(name, name.span)
        else:
            tystr = self.env.types.get(name.id)
            if tystr is None:
                raise error(name.span, f"unbound type constructor: {name}")
        return _flexible_name(tystr.tyfun, bound, "sharing", name)

    def _share(self, tycons: list[TyCon], bound: list[TyCon], mark: int, span: Span) -> None:
        """Identify `tycons` (flexible names of the signature being built) in every
        specification made since `mark`."""
        first = tycons[0]
        for tc in tycons[1:]:
            if tc.arity != first.arity:
                raise error(span, f"sharing between types of different arities: {first.name} and {tc.name}")
        if len(set(tycons)) == 1:
            return
        _check_shared_datatypes(tycons, span)
        env = self.env
        eq = "iff_args" if any(tc.eq != "never" for tc in tycons) else "never"
        # A datatype among them is not abstract: the shared name gets its
        # constructors (the realizer builds them from the first datatype it
        # meets; `_check_shared_datatypes` made the others agree with it).
        rep = TyCon(first.name, first.arity, eq, abstract=all(tc.abstract for tc in tycons))  # type: ignore[arg-type]
        others = renaming(tc for tc in bound if tc not in tycons)
        phi: dict[TyCon, TypeFunction] = {**others, **{tc: rep for tc in tycons}}
        realizer = Realizer(phi, {rep, *others.values()})
        new = env.bindings_since(mark)
        env.restore(mark)
        for name, v in new.values.items():
            env.bind_value(name, realizer.value(v))
        for name, ts in new.types.items():
            env.bind_type(name, realizer.tystr(ts))
        for name, b in new.structures.items():
            env.bind_structure(name, StrBinding(b.var, realizer.structure(b.structure)))
        bound[:] = list(dict.fromkeys(phi[tc] for tc in bound))  # type: ignore[misc]

    def _share_structures(self, spec: ast.SharingSpec, bound: list[TyCon], mark: int) -> None:
        """`sharing S1 = ... = Sn`: type sharing of every long type constructor the
        structures have in common (Definition appendix A)."""
        for i in range(len(spec.strs)):
            for j in range(i + 1, len(spec.strs)):
                a = self._spec_structure(spec.strs[i])
                b = self._spec_structure(spec.strs[j])
                for path in _common_type_paths(a, b, ()):
                    names = [ast.LongId(s.strids + (s.id,) + path[:-1], path[-1], s.span)
                             for s in (spec.strs[i], spec.strs[j])]
                    funs = [_type_at(self._spec_structure(s), path) for s in (spec.strs[i], spec.strs[j])]
                    # Even a type already the same on both sides must be flexible:
                    # the derived form is `sharing type` (rule 78), `sharing T = T` too.
                    tycons = [_flexible_name(f, bound, "structure sharing", n) for f, n in zip(funs, names)]
                    self._share(tycons, bound, mark, spec.span)

    def _spec_structure(self, name: ast.LongId) -> Structure:
        return self._structure_path(name.strids + (name.id,), name.span)[2]

    # ------------------------------------------------------------------
    # Functors

    def _functor_dec(self, d: ast.FunctorDec, out: list[A.Dec]) -> None:
        env = self.env
        binds: list[tuple[str, A.FctBind, Functor]] = []
        names = NameGroup("functor name in functor declaration")
        for fb in d.binds:
            names.add(fb.name, fb.span)
            start = fresh_stamp()
            param = fb.param
            if type(param) is ast.StrParam:
                sig = self._sigexp(param.sig)
                pname = param.name
            else:
                sig = self._sig_body(param.specs)  # type: ignore[union-attr]
                pname = _SPEC_PARAM
            bound, body_env = instantiate(sig)
            mark = env.mark()
            if pname != _SPEC_PARAM:
                _qualify(body_env, pname + ".", self._qualified)
            param_var = Var(pname, fresh_stamp())
            env.bind_structure(pname, StrBinding(param_var, body_env))
            if pname == _SPEC_PARAM:
                self._open_dec(ast.OpenDec((ast.LongId((), _SPEC_PARAM, fb.span),), fb.span), [])
            body, result = self._strexp(fb.body)
            env.restore(mark)
            mentioned: set[TyCon] = set()
            structure_tycons(result, mentioned)
            bound_set = set(bound)
            generative = tuple(sorted((tc for tc in mentioned if tc.stamp > start and tc not in bound_set),
                                      key=lambda tc: tc.stamp))
            # Not the weak variables of earlier declarations the body mentions
            # (`val r = ref []` before it): those are one type for every application.
            open_tvars = tuple(v for v in _open_tvars(result) if v not in self.weak)
            self.functor_tvars.update(dict.fromkeys(open_tvars))
            functor = Functor(bound, body_env, result, generative, open_tvars)
            binds.append((fb.name, A.FctBind(Var(fb.name, fresh_stamp()), param_var, body_env, body, result, fb.span),
                          functor))
        for name, b, functor in binds:
            env.bind_functor(name, FctBinding(b.var, functor))
        out.append(A.FunctorDec(tuple(b for _, b, _ in binds), d.span))


def _open_tvars(st: Structure) -> tuple[TVar, ...]:
    """The unbound, ungeneralized type variables in the value types of `st`
    and its substructures, in order of appearance."""
    order: list[TVar] = []
    seen: set[TVar] = set()
    stack = [st]
    while stack:
        s = stack.pop()
        for v in s.values.values():
            if type(v) is VarEntry:
                free_vars(v.scheme.body, order, seen)
        stack.extend(reversed(list(s.structures.values())))
    return tuple(v for v in order if v.level != GENERIC)


def _qualified_values(st: Structure, prefix: str) -> dict[str, ValEntry]:
    """Every value of `st` and its substructures, by long name."""
    out = {prefix + n: v for n, v in st.values.items()}
    for name, sub in st.structures.items():
        out.update(_qualified_values(sub, f"{prefix}{name}."))
    return out


def _qualify(st: Structure, prefix: str, seen: set[int]) -> None:
    """Name the types a structure declares after the structure, for messages.
    A structure already named (`seen`: by its own, inner declaration) is not
    walked again, so n nested structure declarations cost n, not n²."""
    if id(st) in seen:
        return
    seen.add(id(st))
    for name, ts in st.types.items():
        tc = ts.tyfun
        if type(tc) is TyCon and not tc.qualifier and tc.name == name and tc.stamp > _LAST_BUILTIN_STAMP:
            tc.qualifier = prefix
    for name, sub in st.structures.items():
        _qualify(sub, f"{prefix}{name}.", seen)


def _realize_signature(sig: Signature, phi: dict[TyCon, TypeFunction]) -> Signature:
    """`sig` with `phi` applied and its other flexible names renamed (so that its
    datatypes get constructors of the realized types)."""
    others = renaming(tc for tc in sig.bound if tc not in phi)
    body = Realizer({**phi, **others}, set(others.values())).structure(sig.body)
    return Signature(tuple(others.values()), body)


def _flexible_name(fun: TypeFunction, bound: Iterable[TyCon], what: str, name: ast.LongId) -> TyCon:
    """The flexible type name of the signature being built or realized (`bound`)
    that the type `name` (whose meaning is `fun`) denotes, for `sharing` and
    `where type` (Definition rules 64 and 78 ask for a type name of T). A
    specification `type k = key` with `key` flexible denotes that name: a type
    function η-equivalent to a type name is that name (§4.4). Anything else
    is an error that says what the type is instead."""
    tc = type_name_of(fun)
    if tc is not None and tc in bound:
        return tc
    if type(fun) is TyCon:
        reason = "a type bound outside the signature"
    elif tc is not None:
        reason = f"defined as {tyfun_to_string(fun)}, a type bound outside the signature"
    else:
        reason = f"defined as {tyfun_to_string(fun)}, which is not a type name"
    raise error(name.span, f"{what} on a type that is not flexible: {name} is {reason}",
                "only a type the signature specifies without a definition, or as such a type, is flexible")


def _check_shared_datatypes(tycons: list[TyCon], span: Span) -> None:
    """Definition rule 78: sharing identifies flexible type names, datatype
    specifications among them (each brings a flexible name, §5.7). The shared
    name has one set of constructors, so datatypes that share must agree on the
    names of their constructors and on which carry a value: otherwise no
    structure could match the signature."""
    datatypes = [tc for tc in dict.fromkeys(tycons) if tc.datacons]
    if not datatypes:
        return
    shape = {dc.name: dc.has_arg for dc in datatypes[0].datacons}
    for tc in datatypes[1:]:
        if {dc.name: dc.has_arg for dc in tc.datacons} != shape:
            raise error(span, f"sharing between datatypes with different constructors: "
                              f"{datatypes[0].name} and {tc.name}")


def _common_type_paths(a: Structure, b: Structure, prefix: tuple[str, ...]) -> list[tuple[str, ...]]:
    out = [prefix + (n,) for n in a.types if n in b.types]
    for n, sub in a.structures.items():
        other = b.structures.get(n)
        if other is not None:
            out.extend(_common_type_paths(sub, other, prefix + (n,)))
    return out


def _type_at(st: Structure, path: tuple[str, ...]) -> TypeFunction:
    for n in path[:-1]:
        st = st.structures[n]
    return st.types[path[-1]].tyfun


__all__ = ["ModuleElaboration", "instantiate"]
