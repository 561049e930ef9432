"""The initial (pervasive) static environment: the Definition's appendix C/D top
level plus the top-level values of the SML Basis Library.

Owns the tables of pervasive type names, constructors, exceptions and values.
Values are listed as data — name, type written in SML type syntax, overloading
class — so that later phases can attach implementations by name (`PRIMITIVES`).
A tiny reader turns the type text into semantic types.

Overloading (Definition appendix E, Basis "overloaded identifiers"): an entry
with a class has the type variable `'a` range over that class's type names;
unresolved ones default at the end of each top-level declaration (`DEFAULTS`).

Public: `INITIAL_ENV` (a `StaticEnv`), the type names (`INT`, `BOOL`, ...),
`PRIMITIVES` (name -> `Primitive`), `overload_default`, `read_scheme`,
`DUMMY_PREFIX`, `value_scheme`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.elab.env import StaticEnv, TyStr, ValEntry, VarEntry
from compiler.elab.types import (
    GENERIC, UNIT, DataCon, ExnCon, Scheme, TArrow, TCon, TVar, TyCon, TyFun, Type, Var,
    fresh_stamp, free_vars, tuple_type,
)

# ---------------------------------------------------------------------------
# Type names

INT = TyCon("int", 0, "iff_args")
WORD = TyCon("word", 0, "iff_args")
REAL = TyCon("real", 0, "never")  # SML '97: real is not an equality type
# The Basis's Word64 (and LargeWord): 64 raw bits, held where a real is held
# (compiler/lexp/lty.py); written `ld_word64` in the Basis's sources.
WORD64 = TyCon("Word64.word", 0, "iff_args")
# The Basis's Int64 (and FixedInt): a 64-bit two's complement int held the
# same way; written `ld_int64`.
INT64 = TyCon("Int64.int", 0, "iff_args")
STRING = TyCon("string", 0, "iff_args")
CHAR = TyCon("char", 0, "iff_args")
BOOL = TyCon("bool", 0, "iff_args")
LIST = TyCon("list", 1, "iff_args")
OPTION = TyCon("option", 1, "iff_args")
ORDER = TyCon("order", 0, "iff_args")
EXN = TyCon("exn", 0, "never")
REF = TyCon("ref", 1, "always")
ARRAY = TyCon("array", 1, "always")
VECTOR = TyCon("vector", 1, "iff_args")

EXN_TYPE = TCon(EXN)


def value_scheme(entry: ValEntry) -> Scheme:
    """The type scheme of what a value identifier stands for: a variable's, a
    constructor's, or an exception constructor's (`exn` or `arg -> exn`)."""
    if type(entry) is VarEntry or type(entry) is DataCon:
        return entry.scheme  # type: ignore[union-attr]
    arg = entry.arg  # type: ignore[union-attr]
    return Scheme((), EXN_TYPE if arg is None else TArrow(arg, EXN_TYPE))


_TYPE_NAMES: tuple[TyCon, ...] = (
    INT, WORD, REAL, WORD64, INT64, STRING, CHAR, BOOL, LIST, OPTION, ORDER, EXN, REF, ARRAY, VECTOR)

DUMMY_PREFIX = "?.X"
"""Name prefix of the dummy types that replace top-level type variables the value
restriction kept from being generalized (as SML/NJ does)."""

# Overloading classes: the type names an overloaded `'a` may become; the first
# default is chosen by `overload_default`.
OVERLOAD_CLASSES: dict[str, tuple[TyCon, ...]] = {
    "num": (INT, WORD, REAL, WORD64, INT64),
    "intword": (INT, WORD, WORD64, INT64),
    "realint": (INT, REAL, INT64),
    "numtext": (INT, WORD, REAL, STRING, CHAR, WORD64, INT64),
    # Special constants (Appendix E): the Basis adds its integer and word types.
    "intlit": (INT,),
    "wordlit": (WORD,),
    # and its wide text (WideChar.char, WideString.string)
    "charlit": (CHAR,),
    "stringlit": (STRING,),
}

# The pseudo-operator whose overloads give each constant kind its extra types.
LITERAL_OPERATORS: dict[str, str] = {
    "int": "ld_int_literal", "word": "ld_word_literal", "char": "ld_char_literal", "string": "ld_string_literal",
}

# ---------------------------------------------------------------------------
# Constructors and exceptions: (type name, [(constructor, argument type text)])

_DATATYPES: tuple[tuple[TyCon, str, tuple[tuple[str, str | None], ...]], ...] = (
    (BOOL, "", (("false", None), ("true", None))),
    (LIST, "'a", (("nil", None), ("::", "'a * 'a list"))),
    (OPTION, "'a", (("NONE", None), ("SOME", "'a"))),
    (ORDER, "", (("LESS", None), ("EQUAL", None), ("GREATER", None))),
    (REF, "'a", (("ref", "'a"),)),
)

_EXCEPTIONS: tuple[tuple[str, str | None], ...] = (
    ("Match", None), ("Bind", None), ("Overflow", None), ("Div", None), ("Subscript", None),
    ("Size", None), ("Chr", None), ("Fail", "string"), ("Empty", None), ("Option", None),
    ("Domain", None), ("Span", None),
)

# ---------------------------------------------------------------------------
# Values: (name, type, overloading class of 'a or None)

_VALUES: tuple[tuple[str, str, str | None], ...] = (
    ("+", "'a * 'a -> 'a", "num"),
    ("-", "'a * 'a -> 'a", "num"),
    ("*", "'a * 'a -> 'a", "num"),
    ("div", "'a * 'a -> 'a", "intword"),
    ("mod", "'a * 'a -> 'a", "intword"),
    ("/", "real * real -> real", None),
    ("<", "'a * 'a -> bool", "numtext"),
    ("<=", "'a * 'a -> bool", "numtext"),
    (">", "'a * 'a -> bool", "numtext"),
    (">=", "'a * 'a -> bool", "numtext"),
    ("~", "'a -> 'a", "num"),
    ("abs", "'a -> 'a", "realint"),
    ("=", "''a * ''a -> bool", None),
    ("<>", "''a * ''a -> bool", None),
    ("^", "string * string -> string", None),
    ("print", "string -> unit", None),
    ("map", "('a -> 'b) -> 'a list -> 'b list", None),
    ("app", "('a -> unit) -> 'a list -> unit", None),
    ("foldl", "('a * 'b -> 'b) -> 'b -> 'a list -> 'b", None),
    ("foldr", "('a * 'b -> 'b) -> 'b -> 'a list -> 'b", None),
    ("rev", "'a list -> 'a list", None),
    ("length", "'a list -> int", None),
    ("@", "'a list * 'a list -> 'a list", None),
    ("hd", "'a list -> 'a", None),
    ("tl", "'a list -> 'a list", None),
    ("null", "'a list -> bool", None),
    ("not", "bool -> bool", None),
    ("!", "'a ref -> 'a", None),
    (":=", "'a ref * 'a -> unit", None),
    ("ignore", "'a -> unit", None),
    ("o", "('b -> 'c) * ('a -> 'b) -> 'a -> 'c", None),
    ("before", "'a * unit -> 'a", None),
    ("exnName", "exn -> string", None),
    ("exnMessage", "exn -> string", None),
    ("floor", "real -> int", None),
    ("ceil", "real -> int", None),
    ("round", "real -> int", None),
    ("trunc", "real -> int", None),
    ("real", "int -> real", None),
    ("chr", "int -> char", None),
    ("ord", "char -> int", None),
    ("str", "char -> string", None),
    ("size", "string -> int", None),
    ("substring", "string * int * int -> string", None),
    ("concat", "string list -> string", None),
    ("explode", "string -> char list", None),
    ("implode", "char list -> string", None),
    ("vector", "'a list -> 'a vector", None),
    ("valOf", "'a option -> 'a", None),
    ("isSome", "'a option -> bool", None),
    ("getOpt", "'a option * 'a -> 'a", None),
    # How the Basis adds its types to the overloading classes (`Word8.+` for
    # `+` at `Word8.word`); not part of the Basis (compiler/elab/core.py).
    ("ld_overload", "string * 'a -> unit", None),
    # The classes of integer and word constants, as operators from the
    # constant's default type: `ld_overload ("ld_int_literal", Int32.fromInt)`
    # makes `5 : Int32.int` mean `Int32.fromInt 5`.
    ("ld_int_literal", "int -> 'a", "intlit"),
    ("ld_word_literal", "word -> 'a", "wordlit"),
    # Wide char constants from their code, wide string constants from their
    # code points' bytes (two each, big-endian: stdlib/basis/wide.sml).
    ("ld_char_literal", "int -> 'a", "charlit"),
    ("ld_string_literal", "string -> 'a", "stringlit"),
    # The runtime primitives the Basis (stdlib/basis/) is written over; not part
    # of the Basis. Each is one primitive of compiler/prims.py
    # (compiler/lexp/from_absyn.py `_FIXED`).
    ("ld_array_make", "int * 'a -> 'a array", None),
    ("ld_array_sub", "'a array * int -> 'a", None),
    ("ld_array_update", "'a array * int * 'a -> unit", None),
    ("ld_array_length", "'a array -> int", None),
    ("ld_array_from_list", "'a list -> 'a array", None),
    ("ld_vector_of_array", "'a array * int -> 'a vector", None),
    ("ld_vector_concat", "'a vector list -> 'a vector", None),
    ("ld_intinf_of_int", "int -> string", None),
    ("ld_intinf_small", "string * int -> int", None),
    ("ld_intinf_low_word", "string -> word", None),
    ("ld_intinf_log2", "string -> int", None),
    ("ld_intinf_to_string", "string * int * int -> string", None),
    ("ld_intinf_of_digits", "string * int -> string", None),
    ("ld_intinf_cmp", "string * string -> int", None),
    ("ld_intinf_add", "string * string -> string", None),
    ("ld_intinf_sub", "string * string -> string", None),
    ("ld_intinf_mul", "string * string -> string", None),
    ("ld_intinf_divrem", "string * string -> string vector", None),
    ("ld_intinf_lshift", "string * int -> string", None),
    ("ld_intinf_rshift", "string * int -> string", None),
    ("ld_intinf_bitop", "int * string * int * string * int -> string", None),
    # Word64's operations (compiler/prims.py "64-bit words"); a shift amount is a word
    *((f"ld_word64_{op}", "ld_word64 * ld_word64 -> ld_word64", None)
      for op in ("add", "sub", "mul", "div", "mod", "andb", "orb", "xorb")),
    *((f"ld_word64_{op}", "ld_word64 -> ld_word64", None) for op in ("neg", "notb")),
    *((f"ld_word64_{op}", "ld_word64 * word -> ld_word64", None) for op in ("lshift", "rshift", "arshift")),
    *((f"ld_word64_{op}", "ld_word64 * ld_word64 -> bool", None) for op in ("lt", "le", "gt", "ge", "eq")),
    # Int64's (compiler/prims.py "64-bit ints"); its equality is its bits'
    *((f"ld_int64_{op}", "ld_int64 * ld_int64 -> ld_int64", None)
      for op in ("add", "sub", "mul", "div", "mod", "quot", "rem")),
    *((f"ld_int64_{op}", "ld_int64 -> ld_int64", None) for op in ("neg", "abs")),
    *((f"ld_int64_{op}", "ld_int64 * ld_int64 -> bool", None) for op in ("lt", "le", "gt", "ge")),
    ("ld_int64_of_int", "int -> ld_int64", None),
    ("ld_int64_to_int", "ld_int64 -> int", None),
    ("ld_int64_of_bits", "ld_word64 -> ld_int64", None),
    ("ld_int64_bits", "ld_int64 -> ld_word64", None),
    ("ld_word64_of_word", "word -> ld_word64", None),
    ("ld_word64_of_int", "int -> ld_word64", None),
    ("ld_word64_to_word", "ld_word64 -> word", None),
    ("ld_vector_sub", "'a vector * int -> 'a", None),
    ("ld_int_to_string", "int -> string", None),
    ("ld_vector_length", "'a vector -> int", None),
    ("ld_string_sub", "string * int -> char", None),
    ("ld_unsafe_array_sub", "'a array * int -> 'a", None),
    ("ld_unsafe_array_update", "'a array * int * 'a -> unit", None),
    ("ld_unsafe_vector_sub", "'a vector * int -> 'a", None),
    ("ld_unsafe_string_sub", "string * int -> char", None),
    ("ld_vector_from_list", "'a list -> 'a vector", None),
    ("ld_ptr_eq", "'a * 'a -> bool", None),
    ("ld_string_compare", "string * string -> int", None),
    ("ld_int_quot", "int * int -> int", None),
    ("ld_int_rem", "int * int -> int", None),
    ("ld_real_eq", "real * real -> bool", None),
    ("ld_word_andb", "word * word -> word", None),
    ("ld_word_orb", "word * word -> word", None),
    ("ld_word_xorb", "word * word -> word", None),
    ("ld_word_lshift", "word * word -> word", None),
    ("ld_word_rshift", "word * word -> word", None),
    ("ld_word_arshift", "word * word -> word", None),
    ("ld_word_from_int", "int -> word", None),
    ("ld_word_to_int", "word -> int", None),
    ("ld_real_math1", "int * real -> real", None),
    ("ld_real_math2", "int * real * real -> real", None),
    ("ld_real_format", "real * int * int -> string", None),
    ("ld_real_from_string", "string -> real", None),
    ("ld_real_to_bytes", "real * int -> string", None),
    ("ld_real_from_bytes", "string * int * int -> real", None),
    ("ld_io_open", "string * int -> int", None),
    ("ld_io_close", "int -> unit", None),
    ("ld_io_output", "int * string -> unit", None),
    ("ld_io_flush", "int -> unit", None),
    ("ld_io_input", "int * int -> string", None),
    ("ld_io_input_line", "int -> string", None),
    ("ld_process_exit", "int -> unit", None),
    ("ld_process_system", "string -> int", None),
    ("ld_process_getenv", "string -> string list", None),
    ("ld_command_name", "unit -> string", None),
    ("ld_command_args", "unit -> string list", None),
    ("ld_fs_op", "int * string * string -> int", None),
    ("ld_fs_query", "int * string -> int", None),
    ("ld_fs_string", "int * string -> string", None),
    ("ld_fs_list_dir", "string -> string list", None),
    ("ld_os_error_message", "int -> string", None),
    ("ld_fs_stat", "int * string * int -> int list", None),
    ("ld_fs_set_time", "string * real * real -> int", None),
    ("ld_os_poll", "int list * int list * int -> int list", None),
    ("ld_posix_ints", "int * int list * string list -> int list", None),
    ("ld_posix_strs", "int * int list * string list -> string list", None),
    ("ld_time_now", "unit -> real", None),
    ("ld_thread_new", "(unit -> unit) -> int", None),
    ("ld_thread_switch", "int -> unit", None),
    ("ld_thread_current", "unit -> int", None),
    ("ld_thread_op", "int * int -> int", None),
    ("ld_signal_op", "int * int * int * int -> int", None),
    ("ld_set_rounding_mode", "int -> unit", None),
    ("ld_get_rounding_mode", "unit -> int", None),
    ("ld_time_cpu", "unit -> real", None),
    ("ld_time_zone_west", "real -> int", None),
    # MLton's extension structure (stdlib/basis/mlton.sml); a weak cell is
    # typed as a ref to its target, but is never read as one
    ("ld_mlton_equal", "'a * 'a -> bool", None),
    ("ld_mlton_hash", "'a -> int", None),
    ("ld_mlton_size", "'a * int -> int", None),
    ("ld_mlton_share", "'a * int -> unit", None),
    ("ld_mlton_gc", "int * int -> int", None),
    ("ld_weak_new", "'a -> 'a ref", None),
    ("ld_weak_get", "'a ref -> 'a list", None),
    ("ld_mlton_touch", "'a -> unit", None),
    # the handler is an exn -> unit, typed 'a where it is read so that the
    # value is coerced from its boxed form as any polymorphic result is
    ("ld_exn_set_top_handler", "(exn -> unit) -> unit", None),
    ("ld_exn_top_handler", "unit -> 'a", None),
    ("ld_exn_uncaught", "unit -> exn", None),
)


@dataclass(frozen=True, slots=True)
class Primitive:
    """A pervasive value: its variable, scheme, and overloading class (if any)."""

    var: Var
    scheme: Scheme
    overload: str | None


# ---------------------------------------------------------------------------
# The type reader: ty ::= tuple ("->" ty)? ; tuple ::= app ("*" app)* ;
# app ::= atom tycon* ; atom ::= tyvar | tycon | "(" ty ("," ty)* ")"

_TOKEN = re.compile(r"\s*(->|''?[A-Za-z_][A-Za-z0-9_']*|[A-Za-z_][A-Za-z0-9_']*|[*(),])")


class _Reader:
    def __init__(self, text: str, tycons: dict[str, TyCon], tyvars: dict[str, TVar], overload: frozenset[TyCon] | None) -> None:
        self.toks = _TOKEN.findall(text)
        self.pos = 0
        self.tycons = tycons
        self.tyvars = tyvars
        self.overload = overload

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def take(self) -> str:
        tok = self.toks[self.pos]
        self.pos += 1
        return tok

    def ty(self) -> Type:
        left = self.tuple()
        if self.peek() == "->":
            self.take()
            return TArrow(left, self.ty())
        return left

    def tuple(self) -> Type:
        items = [self.app()]
        while self.peek() == "*":
            self.take()
            items.append(self.app())
        return items[0] if len(items) == 1 else tuple_type(items)

    def app(self) -> Type:
        args: tuple[Type, ...]
        if self.peek() == "(":
            self.take()
            items = [self.ty()]
            while self.peek() == ",":
                self.take()
                items.append(self.ty())
            assert self.take() == ")"
            args = tuple(items)
        else:
            args = (self.atom(),)
        while (tok := self.peek()) is not None and tok[0].isalpha():
            self.take()
            args = (self.tycon(tok, args),)
        assert len(args) == 1, "tuple of types without a type constructor"
        return args[0]

    def atom(self) -> Type:
        tok = self.take()
        if tok.startswith("'"):
            v = self.tyvars.get(tok)
            if v is None:
                v = TVar(GENERIC, eq=tok.startswith("''"), overload=self.overload if tok == "'a" else None)
                self.tyvars[tok] = v
            return v
        return self.tycon(tok, ())

    def tycon(self, name: str, args: tuple[Type, ...]) -> Type:
        if name == "unit":
            return UNIT
        tc = self.tycons[name]
        assert tc.arity == len(args), name
        return TCon(tc, args)


def read_scheme(text: str, overload: frozenset[TyCon] | None = None) -> Scheme:
    """The scheme of a type written in SML syntax over the pervasive type names, all
    its type variables generalized (the overloaded one being `'a`)."""
    tyvars: dict[str, TVar] = {}
    body = _Reader(text, _TYCON_BY_NAME, tyvars, overload).ty()
    order: list[TVar] = []
    free_vars(body, order, set())
    return Scheme(tuple(order), body)


_TYCON_BY_NAME: dict[str, TyCon] = {tc.name: tc for tc in _TYPE_NAMES if tc not in (WORD64, INT64)} | {
    "ld_word64": WORD64, "ld_int64": INT64}


def _build() -> tuple[StaticEnv, dict[str, Primitive]]:
    values: dict[str, ValEntry] = {}
    types: dict[str, TyStr] = {name: TyStr(tc) for name, tc in _TYCON_BY_NAME.items()}
    types["unit"] = TyStr(TyFun((), UNIT))
    for tc, params, cons in _DATATYPES:
        tyvars: dict[str, TVar] = {}
        result = _Reader(f"{params} {tc.name}" if params else tc.name, _TYCON_BY_NAME, tyvars, None).ty()
        pvars = tuple(tyvars.values())
        datacons = []
        for tag, (name, arg) in enumerate(cons):
            body = result if arg is None else TArrow(_Reader(arg, _TYCON_BY_NAME, tyvars, None).ty(), result)
            datacons.append(DataCon(name, tc, tag, arg is not None, Scheme(pvars, body)))
        tc.datacons = tuple(datacons)
        types[tc.name] = TyStr(tc, tc.datacons)
        for dc in datacons:
            values[dc.name] = dc
    for name, arg in _EXCEPTIONS:
        values[name] = ExnCon(name, fresh_stamp(), None if arg is None else read_scheme(arg).body)
    prims: dict[str, Primitive] = {}
    for name, text, cls in _VALUES:
        overload = frozenset(OVERLOAD_CLASSES[cls]) if cls is not None else None
        scheme = read_scheme(text, overload)
        var = Var(name, fresh_stamp())
        prims[name] = Primitive(var, scheme, cls)
        values[name] = VarEntry(var, scheme)
    return StaticEnv(values, types), prims


def overload_default(allowed: frozenset[TyCon]) -> TyCon:
    """The default type of an overloaded variable still unresolved at the end of a
    top-level declaration: int if allowed, else the first allowed in the order
    int, real, word, string, char."""
    for tc in (INT, REAL, WORD, STRING, CHAR):
        if tc in allowed:
            return tc
    raise AssertionError("empty overloading class")


INITIAL_ENV, PRIMITIVES = _build()
