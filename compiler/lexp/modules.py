"""Translation of the module language into LEXP (Shao thesis §3.5.2-§3.5.4).

Owns `ModuleTranslation`, the part of the Absyn-to-LEXP translator (a mixin of
`compiler.lexp.from_absyn._Translator`) for structures and functors:

- A structure is a record `SRecord` of its value variables and exceptions'
  identities (sorted by name), then its substructures (sorted by name): the
  layout of `compiler.elab.env.Structure`. Its LTY is `SRecordTy` of the
  fields' LTYs, so a monomorphic `real` component stays an unboxed `RealTy`.
- A path `S.T.x` is a chain of `Select`s from the variable bound to `S`.
- A functor is a `Fn` from its parameter's record to its body's record, at
  the LTYs of the formal parameter (whose abstract types are `RBOXED`).
- Exception packets hold their argument in the standard boxed form
  (`exn_arg_lty`), for the same reason as the next item.
- Datatypes of a functor parameter: the body is translated once, but the
  argument's datatypes were laid out by their own declarations, where a type
  the specification leaves abstract is concrete (`B of elem` with `elem =
  real` holds an unboxed real, with `elem = int * int` a flat cell). So the
  carrying constructors whose argument mentions an abstract type are, in the
  body, abstract value constructors (Aitken and Reppy; Shao §3.5.3 coerces at
  the boundary): the body injects and projects them by calling functions
  that each application builds from the argument's own constructors, coercing
  between the argument's LTY and the specification's. Such a functor takes
  the pair (parameter record, record of those functions); tags are the same
  on both sides (constructors sorted by name), so `Switch`es need no change.
- Signature matching becomes thinning + coercion: a function from the actual
  record to the matched one, picking fields by name and coercing each from the
  actual component's LTY to the specified one (`coerce(u, s)`, §3.5.3); a value
  specification matched by a constructor gets the constructor as a function.
  Functor application is `coerce(formal result, instance)(F (coerce(actual,
  formal parameter)(arg)))`.
- Structures, values and functors of imported units are reached from the
  variable bound to the unit's exports record, typed by a partial `GRecTy`
  listing only the fields this unit uses (§3.5.4), so that a large imported
  structure does not make its clients' LTYs large; a unit translated with
  `exports` ends with its own exports record.
- Module coercions are memoized per unit by what they do (source LTY and the
  per-field operations) and emitted once, as closed *coercion thunks* bound at
  the start of the unit (§3.5.4); an identity coercion emits nothing. The core
  coercions inside them are the usual LEXP ones, which the CPS optimizer
  inlines and simplifies.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Union

from compiler.elab import absyn as A
from compiler.elab.env import StaticEnv, StrBinding, Structure, ValEntry, VarEntry, structure_of
from compiler.elab.realize import type_tycons
from compiler.elab.types import Access, DataCon, ExnCon, TArrow, TyCon, Type, Var, prune
from compiler.elab.units import UnitExports
from compiler.lexp import ir
from compiler.lexp.ir import (
    BOXED, App, ArrowTy, Con, DataconInfo, Decon, Fn, GRecTy, Let, Lexp, Lty, LVar, Record, RecordTy, Select,
    SRecord, SRecordTy, Tagged, fresh_lvar,
)
from compiler.lexp.lty import coerce

# One field of a module coercion, as data (the memoization key):
#   ("field", src_index, src_lty, view_lty, dst_lty)  a component, coerced via view_lty
#   ("structure", src_index, sub_key | None, dst_lty) a substructure, thinned (None: as is)
#   ("con", DataconInfo, dst_lty)                     a constructor matching a value spec
#   ("abstract con", DataCon, dst_lty)                the same, for a functor parameter's
#                                                     abstract constructor (built in place,
#                                                     as it needs the functor's argument)
#   ("exn", src_index, name, arg_lty | None, dst_lty) an exception matching a value spec
# The last element is always the field's LTY in the result.
FieldOp = tuple
CoercionKey = tuple[SRecordTy, tuple[FieldOp, ...]]

# A declaration's translation: wraps the rest of its scope (given the scope's LTY).
Wrapper = Callable[[Lexp, Lty], Lexp]


class ModuleTranslation:
    """Module-language methods of the translator (module docstring)."""

    # Provided by the core translator (`compiler.lexp.from_absyn`).
    vars: dict[Var, tuple[LVar, Lty]]
    exns: dict[int, LVar]

    if TYPE_CHECKING:
        def lty(self, t: Type) -> Lty: ...
        def con_info(self, con: DataCon | ExnCon) -> DataconInfo: ...
        def dec(self, d: A.Dec, out: list[Wrapper]) -> None: ...
        def scoped(self, decs: tuple[A.Dec, ...], body: Callable[[], Lexp], ty: Lty) -> Lexp: ...
        def builtin_exn(self, con: ExnCon) -> str | None: ...

    def _init_modules(self, module_coercions: bool, imports: tuple[UnitExports, ...]) -> None:
        self.functors: set[int] = set()
        self._imports: dict[Var, UnitExports] = {u.var: u for u in imports}
        self._import_vars: dict[Var, LVar] = {u.var: fresh_lvar(u.name) for u in imports}
        # Per imported unit, the paths used, as a trie: index -> subtrie, or None
        # when the field is used whole.
        self._import_uses: dict[Var, dict] = {u.var: {} for u in imports}  # type: ignore[type-arg]
        # False only to measure what coercions cost (benchmarks/compile_speed.py):
        # the LEXP is then not type-correct.
        self._module_coercions = module_coercions
        self._structure_ltys: dict[int, tuple[Structure, SRecordTy]] = {}
        self._thunks: dict[CoercionKey, LVar] = {}
        # The coercion thunks in creation order: (variable, LTY, function).
        self.thunk_bindings: list[tuple[LVar, ArrowTy, Fn]] = []
        # In a functor body: its parameter's abstract value constructors (module
        # docstring), each with the variable of the record of their functions
        # and its index there (injection at 2i, projection at 2i+1), by their
        # scheme: the copies that opaque ascription in the body makes keep it
        # as their `rep` (the values are the parameter's).
        self._abstract_cons: dict[int, tuple[LVar, int]] = {}

    # LTYs of structures ------------------------------------------------------

    def structure_lty(self, st: Structure) -> SRecordTy:
        got = self._structure_ltys.get(id(st))
        if got is None:
            fields: list[Lty] = []
            for kind, name in st.fields():
                if kind == "structure":
                    fields.append(self.structure_lty(st.structures[name]))
                else:
                    fields.append(self.entry_lty(st.values[name]))
            got = (st, SRecordTy(tuple(fields)))
            self._structure_ltys[id(st)] = got
        return got[1]

    def functor_lty(self, param: Structure, result: Structure) -> ArrowTy:
        """A functor's LTY: from its parameter record (paired with the record of
        the abstract constructors' functions, if any) to its result record."""
        return ArrowTy(self._functor_arg_lty(param), self.structure_lty(result))

    def _functor_arg_lty(self, param: Structure) -> Lty:
        param_lty = self.structure_lty(param)
        cons = _abstract_constructors(param)
        if not cons:
            return param_lty
        return SRecordTy((param_lty, self._constructor_fns_lty(cons)))

    def _constructor_fns_lty(self, cons: list[tuple[tuple[str, ...], str, DataCon]]) -> SRecordTy:
        fields: list[Lty] = []
        for _, _, dc in cons:
            arg = self.con_info(dc).arg_ty
            assert arg is not None
            fields += [ArrowTy(arg, BOXED), ArrowTy(BOXED, arg)]
        return SRecordTy(tuple(fields))

    # Constructors ---------------------------------------------------------------

    def _abstract_fns(self, con: DataCon | ExnCon) -> tuple[LVar, int] | None:
        """Where the functions of `con` are, if it is an abstract constructor."""
        if type(con) is not DataCon or not self._abstract_cons:
            return None
        return self._abstract_cons.get(id(con.rep or con.scheme))  # type: ignore[union-attr]

    def construct(self, con: DataCon | ExnCon, arg: Lexp) -> Lexp:
        """`con` applied to `arg` (at the constructor's generic argument LTY)."""
        fns = self._abstract_fns(con)
        if fns is None:
            return Con(self.con_info(con), arg)
        return App(Select(2 * fns[1], ir.Var(fns[0])), arg)

    def _abstract_constructor_value(self, con: DataCon, lty: Lty) -> Lexp:
        """An abstract constructor (carrying) used as a function of LTY `lty`."""
        arg_ty = self.con_info(con).arg_ty
        assert type(lty) is ArrowTy and arg_ty is not None
        x = fresh_lvar("x")
        arg = coerce(lty.dom, arg_ty)
        body = self.construct(con, ir.Var(x) if arg is None else arg(ir.Var(x)))
        res = coerce(BOXED, lty.cod)
        return Fn(x, lty.dom, body if res is None else res(body), lty.cod)

    def deconstruct(self, con: DataCon | ExnCon, value: Lexp) -> Lexp:
        """The argument of `value`, built with `con` (at its generic argument LTY)."""
        fns = self._abstract_fns(con)
        if fns is None:
            return Decon(self.con_info(con), value)
        return App(Select(2 * fns[1] + 1, ir.Var(fns[0])), value)

    def _constructor_fns(self, cons: list[tuple[tuple[str, ...], str, DataCon]], source: Structure) -> Lexp:
        """The record of injection and projection functions of a parameter's
        abstract constructors `cons`, built from the argument's (`source`)
        constructors of the same names and coerced to the specification's LTYs."""
        fns: list[Lexp] = []
        for path, tyname, want in cons:
            st = source
            for name in path:
                st = st.structures[name]
            have = next(dc for dc in st.types[tyname].datacons if dc.name == want.name)
            spec_arg = self.con_info(want).arg_ty
            have_info = self.con_info(have)
            assert spec_arg is not None and have_info.arg_ty is not None
            x = fresh_lvar("x")
            into = coerce(spec_arg, have_info.arg_ty)
            fns.append(Fn(x, spec_arg, self.construct(have, ir.Var(x) if into is None else into(ir.Var(x))), BOXED))
            v = fresh_lvar("v")
            arg = self.deconstruct(have, ir.Var(v))
            if type(arg) is Decon and type(have_info.rep) is Tagged and have_info.rep.flat:
                # A flat cell is not a record of its fields (its header holds the
                # tag): the value projected is a fresh record.
                assert type(have_info.arg_ty) is RecordTy
                arg = Record(tuple(Select(i, arg) for i in range(len(have_info.arg_ty.fields))))
            out = coerce(have_info.arg_ty, spec_arg)
            fns.append(Fn(v, BOXED, arg if out is None else out(arg), spec_arg))
        return SRecord(tuple(fns))

    def entry_lty(self, entry: ValEntry) -> Lty:
        if type(entry) is VarEntry:
            return self.lty(entry.scheme.body)  # type: ignore[union-attr]
        return BOXED  # an exception's identity

    # Paths -------------------------------------------------------------------

    def root(self, var: Var, path: tuple[int, ...]) -> LVar:
        """The variable at the root of a path: bound in this unit, or an import
        (whose use of `path` is recorded for its partial LTY)."""
        got = self.vars.get(var)
        if got is not None:
            return got[0]  # type: ignore[no-any-return]
        node = self._import_uses[var]
        for i in path[:-1]:
            child = node.get(i, {})
            if child is None:
                return self._import_vars[var]
            node[i] = child
            node = child
        node[path[-1]] = None
        return self._import_vars[var]

    def path_value(self, var: Var, path: tuple[int, ...]) -> Lexp:
        out: Lexp = ir.Var(self.root(var, path))
        for i in path:
            out = Select(i, out)
        return out

    def access(self, acc: Access) -> Lexp:
        return self.path_value(acc.root, acc.path)

    def structure_value(self, b: StrBinding) -> Lexp:
        return self.path_value(b.var, b.path)

    def imports(self) -> tuple[ir.Import, ...]:
        """The imported units actually used, typed by the fields used."""
        out = []
        for var, unit in self._imports.items():
            uses = self._import_uses[var]
            if uses:
                out.append(ir.Import(unit.name, self._import_vars[var], self._unit_grec(unit, uses)))
        return tuple(out)

    def _unit_grec(self, unit: UnitExports, uses: dict) -> GRecTy:  # type: ignore[type-arg]
        st = unit.structure
        fields = []
        names = sorted(unit.functors)
        for i in sorted(uses):
            if i >= st.field_count():
                f = unit.functors[names[i - st.field_count()]]
                fields.append((i, self.functor_lty(f.param, f.result)))
            else:
                fields.append((i, self._field_grec(st, i, uses[i])))
        return GRecTy(tuple(fields))

    def _field_grec(self, st: Structure, index: int, uses: dict | None) -> Lty:  # type: ignore[type-arg]
        kind, name = st.fields()[index]
        if kind == "value":
            return self.entry_lty(st.values[name])
        sub = st.structures[name]
        if uses is None:
            return self.structure_lty(sub)
        return GRecTy(tuple((i, self._field_grec(sub, i, uses[i])) for i in sorted(uses)))

    def exports_record(self, env: StaticEnv) -> tuple[Lexp, SRecordTy]:
        """The unit's exports record (layout of `compiler.elab.units.UnitExports`)
        and its LTY."""
        st = structure_of(env)
        field_ltys = self.structure_lty(st).fields
        fields: list[Lexp] = []
        for (kind, name), lty in zip(st.fields(), field_ltys):
            source = env.values[name] if kind == "value" else env.structures[name]
            fields.append(self._field_value(source, lty))  # type: ignore[arg-type]
        ltys = list(field_ltys)
        for name in sorted(env.functors):
            fb = env.functors[name]
            fields.append(self.access(fb.access) if fb.access is not None else ir.Var(self.vars[fb.var][0]))
            ltys.append(self.functor_lty(fb.functor.param, fb.functor.result))
        return SRecord(tuple(fields)), SRecordTy(tuple(ltys))

    def exn_rep(self, exn: ExnCon, has_arg: bool) -> ir.ExnCon:
        """The representation of exception `exn` (identity bound here, reached
        through a structure, or built in)."""
        builtin = self.builtin_exn(exn)
        if builtin is not None:
            return ir.ExnCon(exn.name, None, builtin, has_arg)
        if exn.access is not None:
            acc = exn.access
            return ir.ExnCon(exn.name, self.root(acc.root, acc.path), None, has_arg, acc.path)
        return ir.ExnCon(exn.name, self.exns[exn.stamp], None, has_arg)

    def exn_identity(self, exn: ExnCon) -> Lexp:
        """An exception's identity object as a value (a structure field)."""
        rep = self.exn_rep(exn, False)
        if rep.builtin is None and not rep.path:
            return ir.Var(rep.identity)  # type: ignore[arg-type]
        # The identity is field 0 of the exception's constant packet (a record).
        return Select(0, ir.Unwrap(ir.RecordTy((BOXED,)), Con(DataconInfo(rep, None), None)))

    # Declarations ------------------------------------------------------------

    def structure_dec(self, d: A.StructureDec, out: list[Wrapper]) -> None:
        rhss = [(b, self.strexp(b.exp), self.structure_lty(b.exp.structure)) for b in d.binds]
        for b, rhs, lty in rhss:
            lv = fresh_lvar(b.var.name)
            self.vars[b.var] = (lv, lty)
            out.append(lambda rest, _ty, lv=lv, lty=lty, rhs=rhs: Let(lv, lty, rhs, rest))  # type: ignore[misc]

    def functor_dec(self, d: A.FunctorDec, out: list[Wrapper]) -> None:
        fns = []
        for fb in d.binds:
            fty = self.functor_lty(fb.param, fb.result)
            param_lty = self.structure_lty(fb.param)
            p = fresh_lvar(fb.param_var.name)
            self.vars[fb.param_var] = (p, param_lty)
            cons = _abstract_constructors(fb.param)
            if not cons:
                fns.append((fb, Fn(p, param_lty, self.strexp(fb.body), fty.cod), fty))
                continue
            outer = self._abstract_cons
            pair, c = fresh_lvar("arg"), fresh_lvar("cons")
            self._abstract_cons = {**outer, **{id(dc.rep or dc.scheme): (c, i) for i, (_, _, dc) in enumerate(cons)}}
            try:
                body = self.strexp(fb.body)
            finally:
                self._abstract_cons = outer
            body = Let(p, param_lty, Select(0, ir.Var(pair)),
                       Let(c, self._constructor_fns_lty(cons), Select(1, ir.Var(pair)), body))
            fns.append((fb, Fn(pair, fty.dom, body, fty.cod), fty))
        for fb, fn, fty in fns:
            lv = fresh_lvar(fb.var.name)
            self.vars[fb.var] = (lv, fty)
            self.functors.add(lv.id)
            out.append(lambda rest, _ty, lv=lv, fty=fty, fn=fn: Let(lv, fty, fn, rest))  # type: ignore[misc]

    # Structure expressions ------------------------------------------------------

    def strexp(self, e: A.StrExp) -> Lexp:
        t = type(e)
        if t is A.StructExp:
            lty = self.structure_lty(e.structure)  # type: ignore[union-attr]
            return self.scoped(e.decs, lambda: SRecord(tuple(  # type: ignore[union-attr]
                self._field_value(f, ft) for f, ft in zip(e.fields, lty.fields))), lty)  # type: ignore[union-attr]
        if t is A.PathStrExp:
            return self.path_value(e.var, e.path)  # type: ignore[union-attr]
        if t is A.AscribeExp:
            return self.module_coercion(e.source, e.structure, e.view)(self.strexp(e.exp))  # type: ignore[union-attr]
        if t is A.FctAppExp:
            arg = self.module_coercion(e.source, e.param, e.view)(self.strexp(e.arg))  # type: ignore[union-attr]
            cons = _abstract_constructors(e.param)  # type: ignore[union-attr]
            if cons:
                arg = SRecord((arg, self._constructor_fns(cons, e.source)))  # type: ignore[union-attr]
            fct = ir.Var(self.vars[e.functor][0]) if e.access is None else self.access(e.access)  # type: ignore[union-attr]
            call = App(fct, arg)
            return self.module_coercion(e.formal, e.structure)(call)  # type: ignore[union-attr]
        return self.scoped(e.decs, lambda: self.strexp(e.body),  # type: ignore[union-attr]
                           self.structure_lty(e.structure))  # type: ignore[union-attr]

    def _field_value(self, f: Union[VarEntry, ExnCon, StrBinding], lty: Lty) -> Lexp:
        t = type(f)
        if t is StrBinding:
            return self.structure_value(f)  # type: ignore[arg-type]
        if t is ExnCon:
            return self.exn_identity(f)  # type: ignore[arg-type]
        if f.access is not None:  # type: ignore[union-attr]
            return self.access(f.access)  # type: ignore[union-attr]
        lv, def_ty = self.vars[f.var]  # type: ignore[union-attr]
        c = coerce(def_ty, lty)
        return ir.Var(lv) if c is None else c(ir.Var(lv))

    # Coercions between structures ------------------------------------------------

    def module_coercion(self, src: Structure, dst: Structure, view: Structure | None = None) -> Callable[[Lexp], Lexp]:
        """Thinning + coercion of a record of environment `src` to `dst`'s layout
        and LTYs, through a shared thunk (identity: no code). Each component is
        coerced from its LTY in `src` to its LTY in `view` (the instance the
        signature asks for, in the structure's own types), then to `dst`'s
        (where abstract types are standard boxed): going straight from a
        polymorphic component's BOXED to an abstract type's RBOXED would skip
        the conversion of the instance to the standard boxed form."""
        key = self._coercion_key(src, dst, view or dst) if self._module_coercions else None
        if key is None:
            return lambda e: e
        fn = self._coercion_ref(key)
        return lambda e: App(fn, e)

    def _coercion_key(self, src: Structure, dst: Structure, view: Structure) -> CoercionKey | None:
        ops: list[FieldOp] = []
        identity = src.field_count() == dst.field_count()
        for index, (kind, name) in enumerate(dst.fields()):
            if kind == "structure":
                sub = self._coercion_key(src.structures[name], dst.structures[name], view.structures[name])
                src_index = src.structure_index[name]
                ops.append(("structure", src_index, sub, self.structure_lty(dst.structures[name])))
                identity = identity and sub is None and src_index == index
                continue
            want = dst.values[name]
            have = src.values[name]
            dst_lty = self.entry_lty(want)
            if type(have) is DataCon:
                if self._abstract_fns(have) is not None:
                    ops.append(("abstract con", have, dst_lty))
                else:
                    ops.append(("con", self.con_info(have), dst_lty))
                identity = False
                continue
            src_index = src.value_index[name]
            if type(have) is ExnCon and type(want) is VarEntry:
                arg = exn_arg_lty(have)
                ops.append(("exn", src_index, have.name, arg, dst_lty))
                identity = False
                continue
            src_lty = self.entry_lty(have)
            mid_lty = self.entry_lty(view.values[name])
            ops.append(("field", src_index, src_lty, mid_lty, dst_lty))
            identity = (identity and src_index == index and coerce(src_lty, mid_lty) is None
                        and coerce(mid_lty, dst_lty) is None)
        if identity:
            return None
        return (self.structure_lty(src), tuple(ops))

    def _coercion_ref(self, key: CoercionKey) -> Lexp:
        """The coercion function of `key`: its shared thunk, or the function
        itself where it uses a functor parameter's abstract constructors (a
        thunk is closed, bound at the start of the unit)."""
        if _uses_abstract_cons(key):
            return self._coercion_fn(key)
        got = self._thunks.get(key)
        if got is None:
            fn = self._coercion_fn(key)
            got = fresh_lvar("coerce")
            self._thunks[key] = got
            self.thunk_bindings.append((got, ArrowTy(fn.param_ty, fn.result_ty), fn))
        return ir.Var(got)

    def _coercion_fn(self, key: CoercionKey) -> Fn:
        src_lty, ops = key
        s = fresh_lvar("s")
        fields = [self._coerce_field(op, s) for op in ops]
        dst_lty = SRecordTy(tuple(op[-1] for op in ops))
        return Fn(s, src_lty, SRecord(tuple(fields)), dst_lty)

    def _coerce_field(self, op: FieldOp, s: LVar) -> Lexp:
        kind = op[0]
        if kind == "field":
            _, i, src_lty, mid_lty, dst_lty = op
            out: Lexp = Select(i, ir.Var(s))
            for c in (coerce(src_lty, mid_lty), coerce(mid_lty, dst_lty)):
                if c is not None:
                    out = c(out)
            return out
        if kind == "structure":
            _, i, sub, _ = op
            sel = Select(i, ir.Var(s))
            return sel if sub is None else App(self._coercion_ref(sub), sel)
        if kind == "con":
            _, info, dst_lty = op
            return _constructor_value(info, dst_lty)
        if kind == "abstract con":
            _, dc, dst_lty = op
            return self._abstract_constructor_value(dc, dst_lty)
        _, i, name, arg, dst_lty = op
        path_rep = ir.ExnCon(name, s, None, arg is not None, (i,))
        return _constructor_value(DataconInfo(path_rep, arg), dst_lty)


def exn_arg_lty(exn: ExnCon) -> Lty | None:
    """The LTY of an exception's argument in its packet: always the standard
    boxed form, since a specification may see the argument's type as abstract
    (`exception E of elem` matched by `E of real -> real`, in a functor's
    argument or behind opaque ascription) while code outside builds and takes
    apart packets at the concrete type."""
    return None if exn.arg is None else ir.RBOXED


def _uses_abstract_cons(key: CoercionKey) -> bool:
    for op in key[1]:
        if op[0] == "abstract con" or (op[0] == "structure" and op[2] is not None and _uses_abstract_cons(op[2])):
            return True
    return False


def _constructor_value(info: DataconInfo, lty: Lty) -> Lexp:
    """A constructor used as a value of LTY `lty` (a function for carrying ones)."""
    if info.arg_ty is None:
        made: Lexp = Con(info, None)
        if type(info.rep) is ir.Constant and lty in (ir.INT, BOXED):
            return made  # a tagged int is a valid word of either
        c = coerce(_made_lty(info), lty)
        return made if c is None else c(made)
    assert type(lty) is ArrowTy
    x = fresh_lvar("x")
    arg = coerce(lty.dom, info.arg_ty)
    body: Lexp = Con(info, ir.Var(x) if arg is None else arg(ir.Var(x)))
    res = coerce(_made_lty(info), lty.cod)
    return Fn(x, lty.dom, body if res is None else res(body), lty.cod)


def _made_lty(info: DataconInfo) -> Lty:
    """The LTY of a value built by a constructor: exception packets and datatype
    values are one word, enumerations tagged ints."""
    if type(info.rep) is ir.Constant:
        return ir.INT
    return BOXED


def _abstract_constructors(param: Structure) -> list[tuple[tuple[str, ...], str, DataCon]]:
    """The carrying constructors of `param`'s datatypes (and its substructures')
    whose argument type mentions an abstract type: where the representation an
    argument structure gives them may differ from the specification's (module
    docstring). Each with the path of its structure and its type's name, in
    layout order (types by name, then substructures by name), once each."""
    out: list[tuple[tuple[str, ...], str, DataCon]] = []
    seen: set[DataCon] = set()

    def walk(st: Structure, path: tuple[str, ...]) -> None:
        for tyname in sorted(st.types):
            for dc in st.types[tyname].datacons:
                if dc.has_arg and dc not in seen and _mentions_abstract(dc):
                    seen.add(dc)
                    out.append((path, tyname, dc))
        for name in sorted(st.structures):
            walk(st.structures[name], path + (name,))
    walk(param, ())
    return out


def _mentions_abstract(dc: DataCon) -> bool:
    """Whether the argument type of carrying constructor `dc` mentions an abstract type."""
    fty = prune(dc.scheme.body)
    assert type(fty) is TArrow
    names: set[TyCon] = set()
    type_tycons(fty.dom, names)
    return any(tc.abstract for tc in names)
