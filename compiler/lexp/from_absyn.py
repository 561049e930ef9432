"""Translation of the typed Absyn into LEXP (Shao thesis §3.5.3).

Public: `translate(program) -> ir.Unit`.

Precondition: `program` is the zonked Absyn of `compiler.elab.elaborate_program`.
Postcondition: `compiler.lexp.check` accepts the result.

- Types become LTYs (`compiler.lexp.lty`). A variable use becomes
  `coerce(lty at its definition, lty of the instance)(Var v)`; constructor
  injections and projections are coerced between the constructor's generic
  argument LTY and the instance's, around `Con`/`Decon`.
- Matches become decision trees (`compiler.lexp.match_compile`); a failing
  `fn`/`case`/`fun` raises `Match`, a failing `val` raises `Bind`, a handler
  that matches nothing re-raises its packet.
- Records evaluate their fields in source order (`Let`s) and are built in
  canonical label order; unit is `Int(0)`. `if`, `andalso`, `orelse` are
  `Switch`es on bool (false = 0, true = 1); `while` is a local recursive loop.
- Exceptions are generative: each evaluation of `exception E` binds a fresh
  identity (`exn_new_identity "E"`); `exception E = F` shares F's identity.
- Datatype representations (`_con_rep`): `ref` is `RefCon`; a constant
  constructor is `Constant(tag)` (tag = declaration index, so nil/NONE/false are
  0, true 1, LESS/EQUAL/GREATER 0/1/2); a carrying constructor is
  `Tagged(tag)`, flat when its generic argument LTY is a record (`::` is a
  2-field cell with tag 1, `SOME` a 1-field cell with tag 1); the only
  constructor of a datatype without constant constructors is `Transparent`
  when its argument is one word (not an unboxed real).
- The pervasives: `stdlib/basis/pervasive.sml` is the first unit of the
  Basis, so a unit that imports the Basis sees its definitions as imports. A
  unit that still uses the initial environment's variables of the names it
  defines (no Basis, or a Basis hidden by MLB scoping) gets the definitions
  translated in front of it (elaborated once per process in the initial
  environment), its variables bound to them. The other pervasives are primitives (`_FIXED`, `_OVERLOADED`,
  equality): an application becomes a `PrimApp` chosen by the instance type
  recorded on the `VarExp` (`+` at int is `int_add`, at real `real_add`;
  `=` at an int-like type is `int_eq`, at string `string_eq`, else `poly_eq`);
  a primitive used as a value is eta-expanded. Equality is the type's own
  comparison where the instance type is known (`compiler.lexp.equality`).
- Specialization over equality types: a `fun` group polymorphic over an
  equality type variable (`fun member x xs = exists (fn y => x = y) xs`) is
  translated once more for each instance at which the group's own scope uses
  it with those variables ground (`member (1, 2) cells`), so that the
  equality inside compares `int * int` in place rather than through
  `poly_eq`. Likewise over a variable whose instance has a representation
  of its own, unlike the standard boxed form a variable's values take
  (`iterate f (n, x)` used at `real`: the copy keeps the real unboxed
  instead of boxing it at each call). That is what Shao's minimum typing
  derivation (thesis §3.4.3) is for; where it gives a local variable the
  least general type of all its uses, here each instance gets a copy, as
  for equality; a copy's body is the Absyn again, read with the variables bound
  (`types.instantiated_in_place`), and its uses of other such groups are
  specialized in turn. The copies are a `Fix` just inside the group's own;
  groups that are large or declare a datatype (whose representation could
  depend on the variables) are not copied, and a group gets a few copies at
  most.
- The unit's top-level declarations are `Let`/`Fix` around the rest; the body
  ends with `Record(())` (exports come with the module language).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import Any, Callable

from compiler.elab import absyn as A
from compiler.elab import ElabResult, elaborate_program
from compiler.elab.env import StaticEnv, VarEntry
from compiler.elab.units import UnitExports
from compiler.elab.initial import (
    ARRAY, CHAR, EXN, INITIAL_ENV, INT as INT_TC, LIST, LITERAL_OPERATORS, PRIMITIVES, REAL as REAL_TC, REF,
    STRING, VECTOR, WORD, WORD64, INT64,
)
from compiler.elab.types import (
    DataCon, ExnCon, TArrow, TCon, TRecord, TVar, TyCon, Type, Var, instantiated_in_place, prune, tuple_type,
)
from compiler.lexp import ir
from compiler.lexp.ir import (
    BOXED, INT, App, ArrowTy, Con, DataconInfo, Fix, Fn, Handle, Int, Let, Lexp, Lty, LVar, PrimApp,
    Raise, Real, Record, RecordTy, Select, String, Switch, fresh_lvar,
)
from compiler.lexp.equality import EqualityTranslation, TypeKey, ground_key
from compiler.lexp.lty import TypeLtys, coerce, holds_raw_reals
from compiler.lexp.match_compile import MatchRow, compile_match
from compiler.lexp.modules import ModuleTranslation, Wrapper, exn_arg_lty
from compiler.prims import INT_MAX, INT_MIN, WORD_MAX
from compiler.resources import resource_dir
from compiler.source import NO_SPAN, SourceFile


_PERVASIVE_FILE = resource_dir("stdlib") / "basis" / "pervasive.sml"

# Pervasives implemented by one primitive at their declared (generic) type.
_FIXED: dict[str, str] = {
    "/": "real_div", "^": "string_concat", "print": "print", "size": "string_size",
    "str": "string_str", "chr": "char_chr", "ord": "char_ord", "floor": "real_floor",
    "ceil": "real_ceil", "round": "real_round", "trunc": "real_trunc", "real": "real_from_int",
    "substring": "string_substring", "concat": "string_concat_list", "explode": "string_explode",
    "implode": "string_implode", "vector": "vector_from_list", "exnName": "exn_name",
    "exnMessage": "exn_message", "!": "ref_get", ":=": "ref_set",
    # The runtime primitives the Basis (stdlib/basis/) is written over; not part
    # of the Basis (compiler/elab/initial.py lists their types).
    "ld_array_make": "array_make", "ld_array_sub": "array_sub", "ld_array_update": "array_update",
    "ld_array_length": "array_length", "ld_array_from_list": "array_from_list",
    "ld_vector_of_array": "vector_of_array", "ld_vector_concat": "vector_concat",
    **{f"ld_intinf_{op}": f"intinf_{op}" for op in (
        "of_int", "small", "low_word", "log2", "to_string", "of_digits", "cmp", "add", "sub", "mul", "divrem",
        "lshift", "rshift", "bitop")},
    **{f"ld_word64_{op}": f"word64_{op}" for op in (
        "add", "sub", "mul", "div", "mod", "andb", "orb", "xorb", "neg", "notb", "lshift", "rshift", "arshift",
        "lt", "le", "gt", "ge", "eq", "of_word", "of_int", "to_word")},
    **{f"ld_int64_{op}": f"int64_{op}" for op in (
        "add", "sub", "mul", "div", "mod", "quot", "rem", "neg", "abs", "lt", "le", "gt", "ge", "of_int", "to_int",
        "of_bits", "bits")},
    "ld_vector_sub": "vector_sub", "ld_int_to_string": "int_to_string",
    "ld_vector_length": "vector_length", "ld_string_sub": "string_sub",
    "ld_unsafe_array_sub": "unsafe_array_sub", "ld_unsafe_array_update": "unsafe_array_update",
    "ld_unsafe_vector_sub": "unsafe_vector_sub", "ld_unsafe_string_sub": "unsafe_string_sub",
    "ld_vector_from_list": "vector_from_list", "ld_ptr_eq": "ptr_eq",
    "ld_string_compare": "string_compare", "ld_int_quot": "int_quot", "ld_int_rem": "int_rem",
    "ld_real_eq": "real_eq", "ld_word_andb": "word_andb", "ld_word_orb": "word_orb",
    "ld_word_xorb": "word_xorb", "ld_word_lshift": "word_lshift", "ld_word_rshift": "word_rshift",
    "ld_word_arshift": "word_arshift", "ld_word_from_int": "word_cast", "ld_word_to_int": "word_cast",
    "ld_real_math1": "real_math1", "ld_real_math2": "real_math2", "ld_real_format": "real_format",
    "ld_real_from_string": "real_from_string", "ld_real_to_bytes": "real_to_bytes",
    "ld_real_from_bytes": "real_from_bytes", "ld_io_open": "io_open", "ld_io_close": "io_close",
    "ld_io_output": "io_output", "ld_io_flush": "io_flush", "ld_io_input": "io_input",
    "ld_io_input_line": "io_input_line", "ld_process_exit": "process_exit",
    "ld_process_system": "process_system", "ld_process_getenv": "process_getenv",
    "ld_command_name": "command_name", "ld_command_args": "command_args",
    "ld_fs_op": "fs_op", "ld_fs_query": "fs_query", "ld_fs_string": "fs_string",
    "ld_fs_list_dir": "fs_list_dir", "ld_os_error_message": "os_error_message",
    "ld_fs_stat": "fs_stat", "ld_fs_set_time": "fs_set_time", "ld_os_poll": "os_poll",
    "ld_posix_ints": "posix_ints", "ld_posix_strs": "posix_strs",
    "ld_time_now": "time_now", "ld_set_rounding_mode": "set_rounding_mode", "ld_get_rounding_mode": "get_rounding_mode", "ld_time_cpu": "time_cpu", "ld_time_zone_west": "time_zone_west",
    "ld_mlton_equal": "mlton_equal", "ld_mlton_hash": "mlton_hash", "ld_mlton_size": "mlton_size",
    "ld_mlton_share": "mlton_share", "ld_mlton_gc": "mlton_gc", "ld_weak_new": "weak_new",
    "ld_weak_get": "weak_get", "ld_mlton_touch": "mlton_touch",
    "ld_exn_set_top_handler": "exn_set_top_handler", "ld_exn_top_handler": "exn_top_handler",
    "ld_exn_uncaught": "exn_uncaught",
    "ld_thread_new": "thread_new", "ld_thread_switch": "thread_switch", "ld_thread_current": "thread_current",
    "ld_thread_op": "thread_op", "ld_signal_op": "signal_op",
}


def _by_type(int_: str | None, word: str | None, real: str | None, char: str | None = None) -> dict[TyCon, str]:
    word64 = word and word.replace("word_", "word64_")
    int64 = int_ and int_.replace("int_", "int64_")
    table = {INT_TC: int_, WORD: word, REAL_TC: real, CHAR: char, WORD64: word64, INT64: int64}
    return {tc: p for tc, p in table.items() if p is not None}


# Overloaded pervasives: the primitive for each type their overloading class
# allows (a 64-bit word's or int's is the word's or int's, on 64 bits).
_OVERLOADED: dict[str, dict[TyCon, str]] = {
    "+": _by_type("int_add", "word_add", "real_add"),
    "-": _by_type("int_sub", "word_sub", "real_sub"),
    "*": _by_type("int_mul", "word_mul", "real_mul"),
    "div": _by_type("int_div", "word_div", None),
    "mod": _by_type("int_mod", "word_mod", None),
    "~": _by_type("int_neg", "word_neg", "real_neg"),
    "abs": _by_type("int_abs", None, "real_abs"),
    "<": _by_type("int_lt", "word_lt", "real_lt", "int_lt"),
    "<=": _by_type("int_le", "word_le", "real_le", "int_le"),
    ">": _by_type("int_gt", "word_gt", "real_gt", "int_gt"),
    ">=": _by_type("int_ge", "word_ge", "real_ge", "int_ge"),
}
_COMPARISONS = ("<", "<=", ">", ">=")

_NATIVE = frozenset(_FIXED) | frozenset(_OVERLOADED) | frozenset(LITERAL_OPERATORS.values()) | {"=", "<>"}

_BUILTIN_EXNS: dict[int, str] = {
    e.stamp: name for name, e in INITIAL_ENV.values.items() if type(e) is ExnCon
}
_MATCH = INITIAL_ENV.values["Match"]
_OVERLOAD = PRIMITIVES["ld_overload"].var
_BIND = INITIAL_ENV.values["Bind"]

_pervasive: ElabResult | None = None


def _load_pervasive() -> ElabResult:
    """`stdlib/basis/pervasive.sml` elaborated in the initial environment (once per process)."""
    global _pervasive
    if _pervasive is None:
        from compiler.syntax import parse_program

        text = _PERVASIVE_FILE.read_text()
        _pervasive = elaborate_program(parse_program(SourceFile(str(_PERVASIVE_FILE), text)), [])
    return _pervasive


class _PervasivesNeeded(Exception):
    """The unit uses a pervasive that `stdlib/basis/pervasive.sml` defines and no
    import of it shadows: it is translated again with the definitions in front."""


_INITIAL_VARS = frozenset(e.var for e in INITIAL_ENV.values.values() if type(e) is VarEntry)


class _Vars(dict[Var, tuple[LVar, Lty]]):
    """A unit's variables; a missing initial-environment variable is a pervasive
    definition the unit needs."""

    def __missing__(self, var: Var) -> tuple[LVar, Lty]:
        if var in _INITIAL_VARS:
            raise _PervasivesNeeded
        raise KeyError(var)


def translate(program: A.Program, module_coercions: bool = True, imports: tuple[UnitExports, ...] = (),
              exports: StaticEnv | None = None) -> ir.Unit:
    """The LEXP of `program` (module docstring), with the pervasives'
    definitions in front only when it uses one of them: a unit that imports
    the Basis sees them as the exports of its first unit, `pervasive.sml`.
    `imports` are the units `program` was elaborated against (`Unit.imports`
    says which ones it uses, typed by the fields used); with `exports` (the
    unit's elaborated environment) the unit returns its exports record.
    `module_coercions=False` leaves out the coercions at module boundaries, which
    makes the result ill-typed: only for measuring their cost."""
    try:
        return _translate(program, module_coercions, imports, exports, pervasives=False)
    except _PervasivesNeeded:
        return _translate(program, module_coercions, imports, exports, pervasives=True)


def _translate(program: A.Program, module_coercions: bool, imports: tuple[UnitExports, ...],
               exports: StaticEnv | None, pervasives: bool) -> ir.Unit:
    tr = _Translator(module_coercions, imports)
    wrappers: list[Wrapper] = []
    if pervasives:
        perv = _load_pervasive()
        for d in perv.program.decs:
            tr.dec(d, wrappers)
        for name, entry in perv.env.values.items():
            if type(entry) is VarEntry and name in PRIMITIVES and name not in _NATIVE:
                tr.vars[PRIMITIVES[name].var] = tr.vars[entry.var]
    for d in program.decs:
        tr.dec(d, wrappers)
    body: Lexp = Record(())
    ty: Lty = RecordTy(())
    if exports is not None:
        body, ty = tr.exports_record(exports)
    body = _enclose(wrappers, body, ty)
    if tr.eq_bindings:
        lvs, tys, fns = zip(*tr.eq_bindings)
        body = Fix(lvs, tys, fns, body)
    # Coercion thunks are closed: bound once, outermost (Shao §3.5.4).
    for lv, fty, fn in reversed(tr.thunk_bindings):
        body = Let(lv, fty, fn, body)
    return ir.Unit(body, program.file, tr.imports(), frozenset(tr.functors))


def _enclose(wrappers: list[Wrapper], body: Lexp, ty: Lty) -> Lexp:
    """`body` inside the scopes `wrappers` open, the first one outermost."""
    for w in reversed(wrappers):
        body = w(body, ty)
    return body


def _atomic(e: Lexp) -> bool:
    """Expressions whose evaluation has no effect and costs nothing (no need to
    name them to fix evaluation order)."""
    return type(e) in (ir.Var, Int, Real, String)


def _wrap_lets(binds: list[tuple[LVar, Lty, Lexp]], body: Lexp) -> Lexp:
    for v, ty, rhs in reversed(binds):
        body = Let(v, ty, rhs, body)
    return body


def _tycon(t: Type) -> TyCon | None:
    t = prune(t)
    return t.tycon if type(t) is TCon else None  # type: ignore[attr-defined]


# The constants' default types, which the code represents directly (the other
# types of their classes convert from them: `_const`).
_LITERAL_DEFAULTS = frozenset((INT_TC, WORD, CHAR, STRING))
_WORD_TYCONS = frozenset((INT_TC, WORD, CHAR, STRING, EXN, REF, ARRAY, VECTOR))


def _never_real(t: Type) -> bool:
    """Whether no value of type `t` is a REAL object at run time, so that an
    array of them is never flat (`array_sub_word` reads it). Type variables,
    abstract types and datatypes that may be `Transparent` over a real may be."""
    t = prune(t)
    if type(t) is TArrow:
        return True
    if type(t) is TRecord:
        fields = t.fields  # type: ignore[attr-defined]
        return len(fields) != 1 or _never_real(fields[0][1])
    if type(t) is not TCon:
        return False
    tc: TyCon = t.tycon  # type: ignore[attr-defined]
    if tc in _WORD_TYCONS:
        return True
    cons = tc.datacons
    return not tc.abstract and bool(cons) and (len(cons) > 1 or not cons[0].has_arg)


def _components(t: Type) -> list[Type]:
    """The fields of a tuple argument type (a one-element list otherwise)."""
    t = prune(t)
    if type(t) is TRecord and len(t.fields) >= 2:
        return [f for _, f in t.fields]
    return [t]


def _arity(name: str) -> int:
    dom = prune(PRIMITIVES[name].scheme.body).dom  # type: ignore[attr-defined]
    return len(_components(dom))


# Specialization over equality types (module docstring): at most this many
# copies of a group, of groups of at most this many Absyn nodes.
_MAX_COPIES = 4
_MAX_COPIED_NODES = 400


@dataclass(slots=True, eq=False)
class _Group:
    """A `fun` group polymorphic over equality types, and its copies by the
    instance of those variables (`copies`: key -> the copies' variables,
    LTYs and the binding they are read under; `pending`: the keys not yet
    translated). Once its scope is translated it is `closed`: no copy can be
    added where the `Fix` of the copies is already built."""

    dec: A.RecValDec
    copies: dict[tuple[tuple[int, TypeKey], ...], tuple[tuple[LVar, ...], tuple[Lty, ...], dict[TVar, Type]]] \
        = field(default_factory=dict)
    pending: list[tuple[tuple[int, TypeKey], ...]] = field(default_factory=list)
    closed: bool = False


def _copyable(d: A.RecValDec) -> bool:
    """Whether `d` is polymorphic, small, and declares no datatype."""
    if not any(b.scheme.vars for b in d.binds):
        return False
    budget = [_MAX_COPIED_NODES]

    def visit(x: Any) -> bool:
        if type(x) is tuple:
            return all(visit(y) for y in x)
        if not is_dataclass(x) or isinstance(x, Type):
            return True
        if type(x) is A.DatatypeDec:
            return False
        budget[0] -= 1
        return budget[0] >= 0 and all(visit(getattr(x, f.name)) for f in fields(x))
    return visit(d.binds)


def _match_instance(generic: Type, inst: Type, vars_: frozenset[TVar], out: dict[TVar, Type]) -> None:
    """Record in `out` what each of `vars_` (variables of the scheme body
    `generic`) is in the instance `inst`."""
    g = prune(generic)
    if type(g) is TVar:
        if g in vars_ and g not in out:
            out[g] = inst
        return
    i = prune(inst)
    if type(g) is TArrow and type(i) is TArrow:
        _match_instance(g.dom, i.dom, vars_, out)  # type: ignore[attr-defined]
        _match_instance(g.cod, i.cod, vars_, out)  # type: ignore[attr-defined]
    elif type(g) is TCon and type(i) is TCon:
        for x, y in zip(g.args, i.args):  # type: ignore[attr-defined]
            _match_instance(x, y, vars_, out)
    elif type(g) is TRecord and type(i) is TRecord:
        for (_, x), (_, y) in zip(g.fields, i.fields):  # type: ignore[attr-defined]
            _match_instance(x, y, vars_, out)


def _resolved(t: Type) -> Type:
    """A ground type rebuilt without variable links (so that it reads the same
    after the bindings of `instantiated_in_place` it was read under end)."""
    t = prune(t)
    if type(t) is TCon:
        return TCon(t.tycon, tuple(_resolved(a) for a in t.args))  # type: ignore[attr-defined]
    assert type(t) is TRecord
    return TRecord(tuple((l, _resolved(f)) for l, f in t.fields))  # type: ignore[attr-defined]


class _Translator(ModuleTranslation, EqualityTranslation):
    """The state of one unit's translation."""

    def __init__(self, module_coercions: bool = True, imports: tuple[UnitExports, ...] = ()) -> None:
        self.vars: dict[Var, tuple[LVar, Lty]] = _Vars()
        self.exns: dict[int, LVar] = {}
        self.natives: dict[Var, str] = {PRIMITIVES[n].var: n for n in _NATIVE}
        self._cons: dict[DataCon, DataconInfo] = {}
        self._types = TypeLtys()
        self._groups: dict[Var, _Group] = {}
        self._init_modules(module_coercions, imports)
        self._init_equality()
        self._exp_table: dict[type, Callable[[A.Exp], Lexp]] = {
            A.ConstExp: self._const, A.VarExp: self._var, A.ConExp: self._con_value,
            A.RecordExp: self._record, A.SelectExp: self._select_value, A.AppExp: self._app,
            A.FnExp: self._fn, A.CaseExp: self._case, A.HandleExp: self._handle,
            A.RaiseExp: self._raise, A.IfExp: self._if, A.WhileExp: self._while,
            A.AndalsoExp: self._andalso, A.OrelseExp: self._orelse, A.SeqExp: self._seq,
            A.LetExp: self._let, A.ListExp: self._list,
        }

    # Types and constructors (the `ConReps` protocol of match compilation) ----

    def lty(self, t: Type) -> Lty:
        return self._types.lty(t)

    def _arrow(self, t: Type) -> ArrowTy:
        """The LTY of a function type: translated whole, so that a type variable
        is marked (RBOXED) in the argument iff it is in the result."""
        lt = self.lty(t)
        assert type(lt) is ArrowTy
        return lt

    @staticmethod
    def builtin_exn(con: ExnCon) -> str | None:
        return _BUILTIN_EXNS.get(con.stamp)

    def con_info(self, con: DataCon | ExnCon) -> DataconInfo:
        if type(con) is ExnCon:
            return DataconInfo(self.exn_rep(con, con.arg is not None), exn_arg_lty(con))  # type: ignore[arg-type]
        info = self._cons.get(con)  # type: ignore[arg-type]
        if info is None:
            info = self._con_rep(con)  # type: ignore[arg-type]
            self._cons[con] = info  # type: ignore[index]
        return info

    def _con_rep(self, con: DataCon) -> DataconInfo:
        if not con.has_arg:
            return DataconInfo(ir.Constant(con.name, con.tag), None)
        fty = self.lty((con.rep or con.scheme).body)
        assert type(fty) is ArrowTy
        arg = fty.dom
        if con.tycon == REF:
            return DataconInfo(ir.RefCon(), arg)
        if len(con.tycon.datacons) == 1 and arg != ir.REAL:
            return DataconInfo(ir.Transparent(con.name), arg)
        if type(arg) is RecordTy:
            return DataconInfo(ir.Tagged(con.name, con.tag, True, len(arg.fields)), arg)
        return DataconInfo(ir.Tagged(con.name, con.tag, False, 1), arg)

    # Declarations ------------------------------------------------------------

    def dec(self, d: A.Dec, out: list[Wrapper]) -> None:
        """Translate `d`, appending what wraps the rest of its scope to `out`; the
        variables it binds are visible to what is translated afterwards."""
        t = type(d)
        if t is A.ValDec:
            for b in d.binds:  # type: ignore[union-attr]
                out.append(self._val_bind(b))
        elif t is A.RecValDec:
            out.append(self._rec(d))  # type: ignore[arg-type]
        elif t is A.ExceptionDec:
            for eb in d.binds:  # type: ignore[union-attr]
                if eb.alias is None:
                    out.append(self._new_exn(eb.exn))
        elif t is A.LocalDec:
            for x in d.locals:  # type: ignore[union-attr]
                self.dec(x, out)
            for x in d.body:  # type: ignore[union-attr]
                self.dec(x, out)
        elif t is A.StructureDec:
            self.structure_dec(d, out)  # type: ignore[arg-type]
        elif t is A.FunctorDec:
            self.functor_dec(d, out)  # type: ignore[arg-type]
        # A DatatypeDec has no run-time effect: representations are computed on use.

    def _bind_vars(self, p: A.Pat) -> dict[Var, tuple[LVar, Lty]]:
        found: list[tuple[Var, Type]] = []
        A.pattern_vars(p, found)
        out = {}
        for v, ty in found:
            entry = (fresh_lvar(v.name), self.lty(ty))
            self.vars[v] = entry
            out[v] = entry
        return out

    def _val_bind(self, b: A.ValBind) -> Wrapper:
        # The Definition evaluates `p1 = e1 and p2 = e2` as e1, match p1, e2,
        # match p2; the elaborator already resolved which variables e2 sees.
        rhs = self.exp(b.exp)
        rhs_ty = self.lty(b.exp.ty)
        pat = b.pat
        if type(pat) is A.VarPat:
            (x, ty), = self._bind_vars(pat).values()
            return lambda rest, _ty: Let(x, ty, rhs, rest)
        if type(pat) is A.WildPat:
            return lambda rest, _ty: Let(fresh_lvar("_"), rhs_ty, rhs, rest)
        vs = self._bind_vars(pat)
        tmp = fresh_lvar("v")

        def wrap(rest: Lexp, ty: Lty) -> Lexp:
            fail = Raise(Con(self.con_info(_BIND), None), ty)  # type: ignore[arg-type]
            tree = compile_match(self, tmp, b.exp.ty, [MatchRow(pat, rest, vs)], fail, ty)
            return Let(tmp, rhs_ty, rhs, tree)
        return wrap

    def _rec(self, d: A.RecValDec) -> Wrapper:
        heads = []
        for b in d.binds:
            entry = (fresh_lvar(b.var.name), self.lty(b.scheme.body))
            self.vars[b.var] = entry
            heads.append(entry)
        fns = tuple(self._fn(b.exp) for b in d.binds)
        lvs = tuple(v for v, _ in heads)
        tys = tuple(ty for _, ty in heads)
        if not _copyable(d):
            return lambda rest, _ty: Fix(lvs, tys, fns, rest)  # type: ignore[arg-type]
        group = _Group(d)
        for b in d.binds:
            self._groups[b.var] = group

        def wrap(rest: Lexp, _ty: Lty) -> Lexp:
            copies = []
            while group.pending:
                copies.append(self._translate_copy(group, group.copies[group.pending.pop()]))
            group.closed = True
            for clvs, ctys, cfns in reversed(copies):
                rest = Fix(clvs, ctys, cfns, rest)  # type: ignore[arg-type]
            return Fix(lvs, tys, fns, rest)  # type: ignore[arg-type]
        return wrap

    def _copy_for(self, group: _Group, e: A.VarExp) -> tuple[LVar, Lty] | None:
        """The copy of `group`'s function `e.var` at the equality variables'
        types in the instance `e.ty`, and at the types of the other variables
        that the instance gives a representation of their own (module
        docstring: a `real`, not in the standard boxed form), if they are
        ground and copies may be added (made, to be translated when the
        group's scope is, on first use); None if there is no such variable."""
        found: dict[TVar, Type] = {}
        _match_instance(e.scheme.body, e.ty, frozenset(e.scheme.vars), found)
        binding: dict[TVar, Type] = {}
        key = []
        for v in e.scheme.vars:
            k = ground_key(found[v]) if v in found else None
            if v.eq and k is None:
                return None
            if k is None or not v.eq and not holds_raw_reals(self.lty(found[v])):
                continue
            binding[v] = _resolved(found[v])
            key.append((v.id, k))
        if not key:
            return None
        copy_key = tuple(key)
        copy = group.copies.get(copy_key)
        if copy is None:
            if group.closed or len(group.copies) >= _MAX_COPIES:
                return None
            binds = group.dec.binds
            with instantiated_in_place(binding):
                types = TypeLtys()
                copy = (tuple(fresh_lvar(b.var.name) for b in binds), tuple(types.lty(b.scheme.body) for b in binds),
                        binding)
            group.copies[copy_key] = copy
            group.pending.append(copy_key)
        index = next(i for i, b in enumerate(group.dec.binds) if b.var is e.var)
        return copy[0][index], copy[1][index]

    def _translate_copy(self, group: _Group, copy: tuple[tuple[LVar, ...], tuple[Lty, ...], dict[TVar, Type]]
                        ) -> tuple[tuple[LVar, ...], tuple[Lty, ...], tuple[Fn, ...]]:
        """The functions of `group` read under `copy`'s binding, calling one
        another's copies (their recursive uses are monomorphic)."""
        lvs, tys, binding = copy
        binds = group.dec.binds
        outer_vars = {b.var: self.vars[b.var] for b in binds}
        outer_types = self._types
        with instantiated_in_place(binding):
            self._types = TypeLtys()
            try:
                for b, lv, ty in zip(binds, lvs, tys):
                    self.vars[b.var] = (lv, ty)
                fns = tuple(self._fn(b.exp) for b in binds)
            finally:
                self._types = outer_types
                self.vars.update(outer_vars)
        return lvs, tys, fns

    def _new_exn(self, exn: ExnCon) -> Wrapper:
        identity = fresh_lvar(exn.name)
        self.exns[exn.stamp] = identity
        make = PrimApp("exn_new_identity", (String(exn.name),))
        return lambda rest, _ty: Let(identity, BOXED, make, rest)

    # Expressions -------------------------------------------------------------

    def exp(self, e: A.Exp) -> Lexp:
        return self._exp_table[type(e)](e)

    def constant_test(self, value: Lexp, pat: A.ConstPat) -> Lexp | None:
        if pat.kind == "real" or _tycon(pat.ty) in _LITERAL_DEFAULTS:
            return None
        return self.equality(pat.ty, value, self._const(pat))  # type: ignore[arg-type]

    def _const(self, e: A.ConstExp) -> Lexp:
        if e.kind == "real":
            return Real(float(str(e.value).replace("~", "-")))
        tc = _tycon(e.ty)
        if e.kind == "string" or e.kind == "char":
            text: str = A.const_value(e)  # type: ignore[assignment]
            if tc is STRING:
                return String(text)
            if tc is CHAR:
                return Int(ord(text))
            # Wide text (WideString, WideChar): the Basis's conversion of the
            # code (a char) or of the code points' bytes, two each (a string).
            if e.kind == "char":
                return self._prim_body("ld_char_literal", TArrow(TCon(INT_TC), e.ty), [Int(ord(text))])
            data = "".join(chr(ord(ch) >> 8) + chr(ord(ch) & 0xFF) for ch in text)
            return self._prim_body("ld_string_literal", TArrow(TCon(STRING), e.ty), [String(data)])
        if tc is WORD64:
            return _word64_constant(e.value)  # type: ignore[arg-type]
        if tc is INT64:
            n = e.value
            if INT_MIN <= n <= INT_MAX:  # type: ignore[operator]
                return PrimApp("int64_of_int", (Int(n),))  # type: ignore[arg-type]
            return PrimApp("int64_of_bits", (_word64_constant(n % (1 << 64)),))  # type: ignore[operator]
        if tc is not None and tc not in (INT_TC, WORD):
            # A Basis type in the constant's class: its conversion from int or word.
            op = LITERAL_OPERATORS[e.kind]
            default = TCon(INT_TC if e.kind == "int" else WORD)
            n: int = e.value  # type: ignore[assignment]
            if e.kind == "int" and not INT_MIN <= n <= INT_MAX or e.kind == "word" and n > WORD_MAX:
                return self._wide_constant(e.kind, n, e.ty)
            return self._prim_body(op, TArrow(default, e.ty), [Int(n)])
        return Int(e.value)  # type: ignore[arg-type]

    def _wide_constant(self, kind: str, n: int, ty: Type) -> Lexp:
        """An int or word constant beyond int's or word's range at a Basis
        type of its class (IntInf, Word64): built from 30-bit chunks with the
        type's own `*` and `+` (its `ld_overload` registrations), most
        significant chunk first."""
        pair = TArrow(tuple_type((ty, ty)), ty)
        small = TCon(INT_TC if kind == "int" else WORD)

        def literal(k: int) -> Lexp:
            return self._prim_body(LITERAL_OPERATORS[kind], TArrow(small, ty), [Int(k)])
        chunks = []
        m = abs(n)
        while m:
            chunks.append(m & ((1 << 30) - 1))
            m >>= 30
        value = literal(chunks[-1])
        for chunk in reversed(chunks[:-1]):
            value = self._prim_body("*", pair, [value, literal(1 << 30)])
            value = self._prim_body("+", pair, [value, literal(chunk)])
        return self._prim_body("~", TArrow(ty, ty), [value]) if n < 0 else value

    def _var(self, e: A.VarExp) -> Lexp:
        if e.access is not None:
            c = coerce(self.lty(e.scheme.body), self.lty(e.ty))
            value = self.access(e.access)
            return value if c is None else c(value)
        name = self.natives.get(e.var)
        if name is not None:
            return self._prim_value(name, e.ty)
        if e.var is _OVERLOAD:
            # `ld_overload` works at compile time (compiler.elab.core
            # `_register_overload`); at run time it does nothing.
            fty = self._arrow(prune(e.ty))  # type: ignore[arg-type]
            return Fn(fresh_lvar("x"), fty.dom, Int(0), fty.cod)
        lv, def_ty = self.vars[e.var]
        group = self._groups.get(e.var)
        if group is not None and e.scheme.vars:
            copy = self._copy_for(group, e)
            if copy is not None:
                lv, def_ty = copy
        c = coerce(def_ty, self.lty(e.ty))
        return ir.Var(lv) if c is None else c(ir.Var(lv))

    def _con_value(self, e: A.ConExp) -> Lexp:
        inst = prune(e.ty)
        if type(inst) is not TArrow:
            return Con(self.con_info(e.con), None)
        x = fresh_lvar("x")
        fty = self._arrow(inst)
        return Fn(x, fty.dom, self._con_app(e.con, inst, ir.Var(x)), fty.cod)

    def _con_app(self, con: DataCon | ExnCon, inst: TArrow, arg: Lexp) -> Lexp:
        info = self.con_info(con)
        assert info.arg_ty is not None
        return self.construct(con, _coerce_value(self._arrow(inst).dom, info.arg_ty, arg))

    def _fields(self, fields: tuple[tuple[str, A.Exp], ...], ty: Type,
                binds: list[tuple[LVar, Lty, Lexp]]) -> list[Lexp]:
        """The fields of a record expression in canonical order, the non-atomic
        ones bound (in source order) by `binds`."""
        vals: dict[str, Lexp] = {}
        for label, fe in fields:
            x = self.exp(fe)
            if not _atomic(x):
                t = fresh_lvar(label if not label.isdigit() else "f")
                binds.append((t, self.lty(fe.ty), x))
                x = ir.Var(t)
            vals[label] = x
        rty = prune(ty)
        assert type(rty) is TRecord
        return [vals[label] for label, _ in rty.fields]

    def _record(self, e: A.RecordExp) -> Lexp:
        if not e.fields:
            return Int(0)
        binds: list[tuple[LVar, Lty, Lexp]] = []
        fields = self._fields(e.fields, e.ty, binds)
        return _wrap_lets(binds, Record(tuple(fields)))

    def _select_value(self, e: A.SelectExp) -> Lexp:
        fty = prune(e.ty)
        assert type(fty) is TArrow
        r = fresh_lvar("r")
        lt = self._arrow(fty)
        return Fn(r, lt.dom, Select(_label_index(fty.dom, e.label), ir.Var(r)), lt.cod)

    def _app(self, e: A.AppExp) -> Lexp:
        fn = e.fn
        tf = type(fn)
        if tf is A.VarExp and fn.access is None and fn.var in self.natives:  # type: ignore[union-attr]
            return self._prim_app(self.natives[fn.var], prune(fn.ty), e.arg)  # type: ignore[union-attr, arg-type]
        if tf is A.ConExp:
            return self._con_app(fn.con, prune(fn.ty), self.exp(e.arg))  # type: ignore[union-attr, arg-type]
        if tf is A.SelectExp:
            dom = prune(fn.ty).dom  # type: ignore[union-attr]
            return Select(_label_index(dom, fn.label), self.exp(e.arg))  # type: ignore[union-attr]
        return App(self.exp(fn), self.exp(e.arg))

    def _fn(self, e: A.FnExp) -> Fn:
        fty = prune(e.ty)
        assert type(fty) is TArrow
        lt = self._arrow(fty)
        dom, cod = lt.dom, lt.cod
        if len(e.rules) == 1 and type(e.rules[0].pat) is A.VarPat:
            (x, _), = self._bind_vars(e.rules[0].pat).values()
            return Fn(x, dom, self.exp(e.rules[0].exp), cod)
        p = fresh_lvar("p")
        fail = Raise(Con(self.con_info(_MATCH), None), cod)  # type: ignore[arg-type]
        return Fn(p, dom, self._match(p, fty.dom, e.rules, fail, cod), cod)

    def _match(self, scrut: LVar, ty: Type, rules: tuple[A.Rule, ...], fail: Lexp, result: Lty) -> Lexp:
        rows = []
        for r in rules:
            vs = self._bind_vars(r.pat)
            rows.append(MatchRow(r.pat, self.exp(r.exp), vs))
        return compile_match(self, scrut, ty, rows, fail, result)

    def _case(self, e: A.CaseExp) -> Lexp:
        scrut = self.exp(e.exp)
        result = self.lty(e.ty)
        fail = Raise(Con(self.con_info(_MATCH), None), result)  # type: ignore[arg-type]
        if type(scrut) is ir.Var:
            return self._match(scrut.var, e.exp.ty, e.rules, fail, result)
        v = fresh_lvar("s")
        return Let(v, self.lty(e.exp.ty), scrut, self._match(v, e.exp.ty, e.rules, fail, result))

    def _handle(self, e: A.HandleExp) -> Lexp:
        body = self.exp(e.exp)
        result = self.lty(e.ty)
        p = fresh_lvar("exn")
        exn_ty = prune(e.rules[0].pat.ty)
        handler = self._match(p, exn_ty, e.rules, Raise(ir.Var(p), result), result)
        return Handle(body, p, handler)

    def _raise(self, e: A.RaiseExp) -> Lexp:
        return Raise(self.exp(e.exp), self.lty(e.ty))

    def _if(self, e: A.IfExp) -> Lexp:
        return _branch(self.exp(e.cond), self.exp(e.then), self.exp(e.else_), self.lty(e.ty))

    def _andalso(self, e: A.AndalsoExp) -> Lexp:
        return _branch(self.exp(e.left), self.exp(e.right), Int(0), INT)

    def _orelse(self, e: A.OrelseExp) -> Lexp:
        return _branch(self.exp(e.left), Int(1), self.exp(e.right), INT)

    def _while(self, e: A.WhileExp) -> Lexp:
        loop = fresh_lvar("loop")
        u = fresh_lvar("u")
        again = Let(fresh_lvar("_"), self.lty(e.body.ty), self.exp(e.body), App(ir.Var(loop), Int(0)))
        body = Fn(u, INT, _branch(self.exp(e.cond), again, Int(0), INT), INT)
        return Fix((loop,), (ArrowTy(INT, INT),), (body,), App(ir.Var(loop), Int(0)))

    def _seq(self, e: A.SeqExp) -> Lexp:
        out = self.exp(e.items[-1])
        for x in reversed(e.items[:-1]):
            out = Let(fresh_lvar("_"), self.lty(x.ty), self.exp(x), out)
        return out

    def _let(self, e: A.LetExp) -> Lexp:
        return self.scoped(e.decs, lambda: self.exp(e.body), self.lty(e.ty))

    def scoped(self, decs: tuple[A.Dec, ...], body: Callable[[], Lexp], ty: Lty) -> Lexp:
        """`decs` around `body()` (of LTY `ty`), translated in that order: the body
        sees what the declarations bind."""
        wrappers: list[Wrapper] = []
        for d in decs:
            self.dec(d, wrappers)
        return _enclose(wrappers, body(), ty)

    def _list(self, e: A.ListExp) -> Lexp:
        nil, cons = LIST.datacons
        lt = prune(e.ty)
        assert type(lt) is TCon
        elem = self.lty(lt.args[0])
        info = self.con_info(cons)
        assert type(info.arg_ty) is RecordTy
        head_ty = info.arg_ty.fields[0]
        binds: list[tuple[LVar, Lty, Lexp]] = []
        items = []
        for x in e.items:
            v = self.exp(x)
            if not _atomic(v):
                t = fresh_lvar("h")
                binds.append((t, elem, v))
                v = ir.Var(t)
            items.append(_coerce_value(elem, head_ty, v))
        out: Lexp = Con(self.con_info(nil), None)
        for v in reversed(items):
            out = Con(info, Record((v, out)))
        return _wrap_lets(binds, out)

    # Primitives --------------------------------------------------------------

    def _prim_app(self, name: str, inst: TArrow, arg: A.Exp) -> Lexp:
        n = _arity(name)
        if n == 1:
            return self._prim_body(name, inst, [self.exp(arg)])
        binds: list[tuple[LVar, Lty, Lexp]] = []
        if type(arg) is A.RecordExp:
            comps = self._fields(arg.fields, arg.ty, binds)
        else:
            t = fresh_lvar("args")
            binds.append((t, self.lty(arg.ty), self.exp(arg)))
            comps = [Select(i, ir.Var(t)) for i in range(n)]
        return _wrap_lets(binds, self._prim_body(name, inst, comps))

    def _prim_value(self, name: str, inst: Type) -> Lexp:
        """A primitive used as a first-class function: eta-expanded."""
        inst = prune(inst)
        assert type(inst) is TArrow
        x = fresh_lvar("x")
        n = _arity(name)
        comps: list[Lexp] = [ir.Var(x)] if n == 1 else [Select(i, ir.Var(x)) for i in range(n)]
        lt = self._arrow(inst)
        return Fn(x, lt.dom, self._prim_body(name, inst, comps), lt.cod)

    def _prim_body(self, name: str, inst: TArrow, comps: list[Lexp]) -> Lexp:
        """The primitive `name` at instance type `inst` applied to the argument's components."""
        arg_tys = _components(inst.dom)
        if name in _FIXED:
            generic = self.lty(PRIMITIVES[name].scheme.body)
            assert type(generic) is ArrowTy
            gdom = generic.dom.fields if len(comps) > 1 else (generic.dom,)  # type: ignore[attr-defined]
            args = tuple(_coerce_value(self.lty(t), g, c) for t, g, c in zip(arg_tys, gdom, comps))
            prim = _FIXED[name]
            if prim == "array_sub" and _never_real(inst.cod):
                prim = "array_sub_word"
            return _coerce_value(generic.cod, self.lty(inst.cod), PrimApp(prim, args))
        if name in ("=", "<>"):
            eq = self.equality(arg_tys[0], comps[0], comps[1])
            if name == "=":
                return eq
            if type(eq) is PrimApp and eq.prim == "int_eq":
                return PrimApp("int_ne", eq.args)
            return PrimApp("int_eq", (eq, Int(0)))
        if name in LITERAL_OPERATORS.values():
            tc = _tycon(inst.cod)
            if tc in _LITERAL_DEFAULTS:
                return comps[0]
        else:
            tc = _tycon(arg_tys[0])
        if name in _COMPARISONS and tc == STRING:
            return PrimApp(_OVERLOADED[name][INT_TC], (PrimApp("string_compare", tuple(comps)), Int(0)))
        assert tc is not None
        prim = _OVERLOADED.get(name, {}).get(tc)
        if prim is None:
            # A Basis type in the operator's class (`ld_overload`): its own function.
            assert tc.overloads is not None and name in tc.overloads, (name, tc)
            entry, _ = tc.overloads[name]
            impl = self._var(A.VarExp(entry.var, entry.scheme, inst, NO_SPAN, entry.access))
            return App(impl, comps[0] if len(comps) == 1 else Record(tuple(comps)))
        return PrimApp(prim, tuple(comps))


def _word64_constant(n: int) -> Lexp:
    """A 64-bit word constant, made from words (code generation folds it; a
    real constant with its bits would not survive an interface's JSON when
    they are a NaN's)."""
    if n <= WORD_MAX:
        return PrimApp("word64_of_word", (Int(n),))
    high = PrimApp("word64_lshift", (PrimApp("word64_of_word", (Int(n >> 32),)), Int(32)))
    return PrimApp("word64_orb", (high, PrimApp("word64_of_word", (Int(n & 0xFFFFFFFF),))))


def _label_index(record_ty: Type, label: str) -> int:
    rty = prune(record_ty)
    assert type(rty) is TRecord
    return [l for l, _ in rty.fields].index(label)


def _branch(cond: Lexp, then: Lexp, else_: Lexp, ty: Lty) -> Lexp:
    return Switch(cond, "datacon", ((1, then), (0, else_)), None, ty)


def _coerce_value(src: Lty, dst: Lty, e: Lexp) -> Lexp:
    """`coerce(src, dst)(e)`, pushed into the fields of a record being built and
    under `Let`s, so that no record is built only to be rebuilt."""
    if type(e) is Let:
        return Let(e.var, e.ty, e.rhs, _coerce_value(src, dst, e.body))
    if type(e) is Record and type(src) is RecordTy and type(dst) is RecordTy:
        return Record(tuple(_coerce_value(s, d, f) for s, d, f in zip(src.fields, dst.fields, e.fields)))
    c = coerce(src, dst)
    return e if c is None else c(e)
