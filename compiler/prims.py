"""The primitive operations: one table shared by every phase (style habit 10).

A primitive is an operation the compiler knows by name. The translation into
LEXP (`compiler.lexp.from_absyn`) produces `PrimApp(name, args)`; the CPS
optimizer folds and moves them by their `effect`; code generation either emits
them inline (`symbol is None`) or calls the runtime function `symbol` declared
in `runtime/ldriver_rt.h`.

Kinds of arguments and results (representation, not SML types):
- `int`:  a tagged 63-bit integer word (`2n+1`); also char, bool, word, unit
- `real`: an unboxed double, or the 64 bits of a `Word64.word` or an
  `Int64.int` in one
- `ptr`:  any value word (pointer or tagged int) the GC may follow
- `unit`: the result is unit (the tagged word 1)

Effects:
- `pure`:  no side effect, result depends on the arguments only (foldable)
- `alloc`: allocates (may collect) but is otherwise pure
- `read`:  reads mutable state (refs, arrays)
- `write`: writes mutable state or does I/O (never removed or reordered)
`raises` lists the built-in exceptions the primitive may raise.
What the scalar and string primitives compute (overflow, division and shift
edge cases, ...) is defined once, in `compiler.prim_semantics`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# The values of `int` and `word` at run time: a tagged 63-bit word holds a
# two's-complement int (`Int.precision = SOME 63`) or an unsigned word modulo
# 2^63 (`Word.wordSize = 63`). A literal outside these is rejected when elaborated.
INT_MIN = -(1 << 62)
INT_MAX = (1 << 62) - 1
WORD_MAX = (1 << 63) - 1
# The largest wide character code: the Basis's WideChar.maxOrd (stdlib/basis/wide.sml,
# the Basic Multilingual Plane); a wide constant's code points are checked against it.
WIDE_MAX = 0xFFFF

Kind = Literal["int", "real", "ptr", "unit"]
Effect = Literal["pure", "alloc", "read", "write"]


@dataclass(frozen=True, slots=True)
class Prim:
    name: str
    args: tuple[Kind, ...]
    result: Kind
    effect: Effect
    raises: tuple[str, ...] = ()
    symbol: str | None = None
    """The runtime function implementing it, or None when code generation emits it inline."""
    collects: bool = False
    """Emitted inline, but a slow path may call the collector (`array_sub` of a
    flat `real array` boxes the element)."""

    @property
    def may_raise(self) -> bool:
        return bool(self.raises)

    @property
    def may_collect(self) -> bool:
        """Whether the primitive can trigger a garbage collection (live pointers must be rooted)."""
        return self.effect == "alloc"

    @property
    def collection_point(self) -> bool:
        """Whether code generation treats it as a call that may collect: a
        runtime function that may, or inline code with a collecting slow path
        (inline allocations are the allocation groups' business)."""
        return (self.symbol is not None and self.may_collect) or self.collects


def _p(
    name: str, args: str, result: Kind, effect: Effect, raises: str = "", symbol: str | None = None,
    collects: bool = False,
) -> Prim:
    return Prim(name, tuple(args.split()) if args else (), result, effect,  # type: ignore[arg-type]
                tuple(raises.split()), symbol, collects)


_TABLE: tuple[Prim, ...] = (
    # Integers (tagged, 63-bit, overflow-checked)
    _p("int_add", "int int", "int", "pure", "Overflow"),
    _p("int_sub", "int int", "int", "pure", "Overflow"),
    _p("int_mul", "int int", "int", "pure", "Overflow"),
    _p("int_div", "int int", "int", "pure", "Div Overflow", "ld_int_div"),
    _p("int_mod", "int int", "int", "pure", "Div", "ld_int_mod"),
    _p("int_quot", "int int", "int", "pure", "Div Overflow", "ld_int_quot"),
    _p("int_rem", "int int", "int", "pure", "Div", "ld_int_rem"),
    _p("int_neg", "int", "int", "pure", "Overflow"),
    _p("int_abs", "int", "int", "pure", "Overflow"),
    _p("int_lt", "int int", "int", "pure"),
    _p("int_le", "int int", "int", "pure"),
    _p("int_gt", "int int", "int", "pure"),
    _p("int_ge", "int int", "int", "pure"),
    _p("int_eq", "int int", "int", "pure"),
    _p("int_ne", "int int", "int", "pure"),
    # Words (unsigned, modulo 2^63, same tagged representation)
    _p("word_add", "int int", "int", "pure"),
    _p("word_sub", "int int", "int", "pure"),
    _p("word_neg", "int", "int", "pure"),
    _p("word_mul", "int int", "int", "pure"),
    _p("word_div", "int int", "int", "pure", "Div"),
    _p("word_mod", "int int", "int", "pure", "Div"),
    _p("word_lt", "int int", "int", "pure"),
    _p("word_le", "int int", "int", "pure"),
    _p("word_gt", "int int", "int", "pure"),
    _p("word_ge", "int int", "int", "pure"),
    # 64-bit words (Word64, LargeWord), unsigned modulo 2^64: 64 raw bits held
    # where a real is held (kind `real`: unboxed in registers and flat records,
    # a REAL object when boxed, which polymorphic equality compares by bits).
    # Shift amounts are words; 64 or more shifts everything out (the sign in
    # for `arshift`). `of_word` zero-extends a word, `of_int` sign-extends an
    # int, `to_word` keeps the low 63 bits.
    *(_p(f"word64_{op}", "real real", "real", "pure") for op in ("add", "sub", "mul", "andb", "orb", "xorb")),
    _p("word64_div", "real real", "real", "pure", "Div"),
    _p("word64_mod", "real real", "real", "pure", "Div"),
    _p("word64_neg", "real", "real", "pure"),
    _p("word64_notb", "real", "real", "pure"),
    *(_p(f"word64_{op}", "real int", "real", "pure") for op in ("lshift", "rshift", "arshift")),
    *(_p(f"word64_{op}", "real real", "int", "pure") for op in ("lt", "le", "gt", "ge", "eq")),
    _p("word64_of_word", "int", "real", "pure"),
    _p("word64_of_int", "int", "real", "pure"),
    _p("word64_to_word", "real", "int", "pure"),
    # 64-bit ints (Int64, FixedInt): two's complement, held as 64-bit words are;
    # overflow raises Overflow, as on int. `of_int` sign-extends, `to_int`
    # raises Overflow outside int's range; `of_bits`/`bits` reinterpret.
    *(_p(f"int64_{op}", "real real", "real", "pure", "Overflow") for op in ("add", "sub", "mul")),
    _p("int64_div", "real real", "real", "pure", "Div Overflow"),
    _p("int64_mod", "real real", "real", "pure", "Div"),
    _p("int64_quot", "real real", "real", "pure", "Div Overflow"),
    _p("int64_rem", "real real", "real", "pure", "Div"),
    _p("int64_neg", "real", "real", "pure", "Overflow"),
    _p("int64_abs", "real", "real", "pure", "Overflow"),
    *(_p(f"int64_{op}", "real real", "int", "pure") for op in ("lt", "le", "gt", "ge")),
    _p("int64_of_int", "int", "real", "pure"),
    _p("int64_to_int", "real", "int", "pure", "Overflow"),
    _p("int64_of_bits", "real", "real", "pure"),
    _p("int64_bits", "real", "real", "pure"),
    # Reals (unboxed doubles)
    _p("real_add", "real real", "real", "pure"),
    _p("real_sub", "real real", "real", "pure"),
    _p("real_mul", "real real", "real", "pure"),
    _p("real_div", "real real", "real", "pure"),
    _p("real_neg", "real", "real", "pure"),
    _p("real_abs", "real", "real", "pure"),
    _p("real_lt", "real real", "int", "pure"),
    _p("real_le", "real real", "int", "pure"),
    _p("real_gt", "real real", "int", "pure"),
    _p("real_ge", "real real", "int", "pure"),
    _p("real_eq", "real real", "int", "pure"),
    _p("real_from_int", "int", "real", "pure"),
    _p("real_floor", "real", "int", "pure", "Overflow Domain", "ld_real_floor"),
    _p("real_ceil", "real", "int", "pure", "Overflow Domain", "ld_real_ceil"),
    _p("real_trunc", "real", "int", "pure", "Overflow Domain", "ld_real_trunc"),
    _p("real_round", "real", "int", "pure", "Overflow Domain", "ld_real_round"),
    # Characters
    _p("char_chr", "int", "int", "pure", "Chr", "ld_chr"),
    _p("char_ord", "int", "int", "pure"),
    # Strings
    _p("string_size", "ptr", "int", "pure"),
    _p("string_sub", "ptr int", "int", "pure", "Subscript"),
    _p("string_concat", "ptr ptr", "ptr", "alloc", "", "ld_string_concat"),
    _p("string_substring", "ptr int int", "ptr", "alloc", "Subscript", "ld_substring"),
    _p("string_explode", "ptr", "ptr", "alloc", "", "ld_string_explode"),
    _p("string_implode", "ptr", "ptr", "alloc", "", "ld_string_implode"),
    _p("string_concat_list", "ptr", "ptr", "alloc", "Size", "ld_string_concat_list"),
    _p("string_compare", "ptr ptr", "int", "pure"),
    _p("string_eq", "ptr ptr", "int", "pure"),
    _p("string_str", "int", "ptr", "pure", "", "ld_str"),
    _p("int_to_string", "int", "ptr", "alloc", "", "ld_int_to_string"),
    # References, arrays, vectors
    _p("ref_new", "ptr", "ptr", "alloc"),
    _p("ref_get", "ptr", "ptr", "read"),
    _p("ref_set", "ptr ptr", "unit", "write"),
    _p("array_make", "int ptr", "ptr", "alloc", "Size", "ld_array_make"),
    _p("array_length", "ptr", "int", "pure"),
    # Arrays: an array whose elements are reals is flat (runtime LD_RARRAY).
    # array_sub and array_update work on any array: of a flat one, array_sub
    # boxes the element (it may collect) and array_update stores the double
    # of its REAL argument. array_sub_word is array_sub where the element type
    # is known not to be real (never flat); real_array_sub and
    # real_array_update (compiler.cps.ir) where it is known to be real.
    _p("array_sub", "ptr int", "ptr", "read", "Subscript", collects=True),
    _p("array_sub_word", "ptr int", "ptr", "read", "Subscript"),
    _p("array_update", "ptr int ptr", "unit", "write", "Subscript"),
    # Unchecked access (the Unsafe structure, stdlib/basis/unsafe.sml): as
    # above without the bounds test; an index out of bounds is undefined (the
    # interpreters stop on it).
    _p("unsafe_array_sub", "ptr int", "ptr", "read", collects=True),
    _p("unsafe_array_update", "ptr int ptr", "unit", "write"),
    _p("unsafe_vector_sub", "ptr int", "ptr", "pure"),
    _p("unsafe_string_sub", "ptr int", "int", "pure"),
    _p("vector_from_list", "ptr", "ptr", "alloc", "Size", "ld_vector_from_list"),
    _p("vector_length", "ptr", "int", "pure"),
    _p("vector_sub", "ptr int", "ptr", "pure", "Subscript"),
    # Equality of the words themselves: address equality of objects (exception
    # identities; MLton.eq), value equality of tagged ints
    _p("ptr_eq", "ptr ptr", "int", "pure"),
    # Polymorphic equality over the representation (refs and arrays by address)
    _p("poly_eq", "ptr ptr", "int", "pure", "", "ld_poly_equal"),
    # Exceptions
    _p("exn_name", "ptr", "ptr", "pure", "", "ld_exn_name"),
    _p("exn_message", "ptr", "ptr", "alloc", "", "ld_exn_message"),
    _p("exn_new_identity", "ptr", "ptr", "alloc", "", "ld_exn_new_identity"),
    # Input/output
    _p("print", "ptr", "unit", "write", "", "ld_print"),
    # What the Basis Library (stdlib/basis/) is written over (runtime/basis.c).
    # Words: bit operations; shift amounts >= 63 give 0 (the sign for arshift).
    _p("array_from_list", "ptr", "ptr", "alloc", "Size", "ld_array_from_list"),
    # the first n elements of an array as a vector
    _p("vector_of_array", "ptr int", "ptr", "alloc", "Subscript", "ld_vector_of_array"),
    _p("vector_concat", "ptr", "ptr", "alloc", "Size", "ld_vector_concat"),
    # IntInf magnitudes over GMP (runtime/intinf.c): strings of 64-bit limbs,
    # least significant first, no leading zero limb ("" is zero). Signs
    # (the int arguments an, neg: 1 for negative) are the Basis's business.
    _p("intinf_of_int", "int", "ptr", "alloc", "", "ld_intinf_of_int"),
    _p("intinf_small", "ptr int", "int", "pure", "", "ld_intinf_small"),
    _p("intinf_low_word", "ptr", "int", "pure", "", "ld_intinf_low_word"),
    _p("intinf_log2", "ptr", "int", "pure", "", "ld_intinf_log2"),
    _p("intinf_to_string", "ptr int int", "ptr", "alloc", "", "ld_intinf_to_string"),
    _p("intinf_of_digits", "ptr int", "ptr", "alloc", "", "ld_intinf_of_digits"),
    _p("intinf_cmp", "ptr ptr", "int", "pure", "", "ld_intinf_cmp"),
    _p("intinf_add", "ptr ptr", "ptr", "alloc", "", "ld_intinf_add"),
    _p("intinf_sub", "ptr ptr", "ptr", "alloc", "", "ld_intinf_sub"),
    _p("intinf_mul", "ptr ptr", "ptr", "alloc", "", "ld_intinf_mul"),
    _p("intinf_divrem", "ptr ptr", "ptr", "alloc", "", "ld_intinf_divrem"),
    _p("intinf_lshift", "ptr int", "ptr", "alloc", "Size", "ld_intinf_lshift"),
    _p("intinf_rshift", "ptr int", "ptr", "alloc", "", "ld_intinf_rshift"),
    _p("intinf_bitop", "int ptr int ptr int", "ptr", "alloc", "", "ld_intinf_bitop"),
    _p("word_andb", "int int", "int", "pure"),
    _p("word_orb", "int int", "int", "pure"),
    _p("word_xorb", "int int", "int", "pure"),
    _p("word_lshift", "int int", "int", "pure"),
    _p("word_rshift", "int int", "int", "pure"),
    _p("word_arshift", "int int", "int", "pure"),
    # int <-> word keeping the bits (Word.fromInt, Word.toIntX)
    _p("word_cast", "int", "int", "pure"),
    # The C math library by operation code (the codes are listed in runtime/basis.c)
    _p("real_math1", "int real", "real", "pure", "", "ld_real_math1"),
    _p("real_math2", "int real real", "real", "pure", "", "ld_real_math2"),
    # printf %.*e / %.*f / %.*g of a real (mode 'e' 'f' 'g'), or the shortest
    # round-tripping %.*e (mode 'r'); strtod of a checked C decimal number
    _p("real_format", "real int int", "ptr", "alloc", "", "ld_real_format"),
    _p("real_from_string", "ptr", "real", "pure", "", "ld_real_from_string"),
    # a real's IEEE 754 binary64 bytes as an 8-char string (big-endian if the
    # int is 1), and back from 8 chars of a string at an offset
    _p("real_to_bytes", "real int", "ptr", "alloc", "", "ld_real_to_bytes"),
    _p("real_from_bytes", "ptr int int", "real", "pure", "", "ld_real_from_bytes"),
    # Streams are small ints (0, 1, 2: stdin, stdout, stderr). The input
    # primitives allocate their result and raise Fail on a read error; since
    # they may raise, they are never removed (cps.ir.is_removable).
    _p("io_open", "ptr int", "int", "write", "", "ld_io_open"),
    _p("io_close", "int", "unit", "write", "", "ld_io_close"),
    _p("io_output", "int ptr", "unit", "write", "", "ld_io_output"),
    _p("io_flush", "int", "unit", "write", "", "ld_io_flush"),
    _p("io_input", "int int", "ptr", "alloc", "Fail", "ld_io_input"),
    _p("io_input_line", "int", "ptr", "alloc", "Fail", "ld_io_input_line"),
    # The process: exit (does not return), system, getenv ([] or [value]),
    # the command line, clocks (seconds as reals)
    _p("process_exit", "int", "unit", "write", "", "ld_process_exit"),
    _p("process_system", "ptr", "int", "write", "", "ld_process_system"),
    _p("process_getenv", "ptr", "ptr", "alloc", "", "ld_process_getenv"),
    _p("command_name", "unit", "ptr", "alloc", "", "ld_command_name"),
    _p("command_args", "unit", "ptr", "alloc", "", "ld_command_args"),
    # The file system, by operation code (the codes are listed in runtime/basis.c):
    # fs_op returns 0 or errno, fs_query its answer or -errno
    _p("fs_op", "int ptr ptr", "int", "write", "", "ld_fs_op"),
    _p("fs_query", "int ptr", "int", "read", "", "ld_fs_query"),
    _p("fs_string", "int ptr", "ptr", "alloc", "Fail", "ld_fs_string"),
    _p("fs_list_dir", "ptr", "ptr", "alloc", "Fail", "ld_fs_list_dir"),
    _p("os_error_message", "int", "ptr", "alloc", "", "ld_os_error_message"),
    # stat/lstat/fstat as an int list ([~errno] on failure), utimensat, poll
    # (runtime/basis.c gives the lists' layout)
    _p("fs_stat", "int ptr int", "ptr", "alloc", "", "ld_fs_stat"),
    _p("fs_set_time", "ptr real real", "int", "write", "", "ld_fs_set_time"),
    _p("os_poll", "ptr ptr int", "ptr", "alloc", "Fail", "ld_os_poll"),
    # System calls by operation code (runtime/posix.c lists the codes): an int
    # list and a string list in, a status and results out. They never raise;
    # "Fail" only keeps them from being removed or moved (they do I/O).
    _p("posix_ints", "int ptr ptr", "ptr", "alloc", "Fail", "ld_posix_ints"),
    _p("posix_strs", "int ptr ptr", "ptr", "alloc", "Fail", "ld_posix_strs"),
    _p("time_now", "unit", "real", "read", "", "ld_time_now"),
    _p("set_rounding_mode", "int", "unit", "write", "", "ld_set_rounding_mode"),
    _p("get_rounding_mode", "unit", "int", "read", "", "ld_get_rounding_mode"),
    _p("time_cpu", "unit", "real", "read", "", "ld_time_cpu"),
    _p("time_zone_west", "real", "int", "read", "", "ld_time_zone_west"),
    # MLton's extension structure (stdlib/basis/mlton.sml, runtime/mlton.c).
    # "Fail" (never raised) keeps those that act on the heap from being
    # removed or moved; weak_get must not be merged across a collection.
    _p("mlton_equal", "ptr ptr", "int", "pure", "", "ld_mlton_equal"),
    _p("mlton_hash", "ptr", "int", "pure", "", "ld_mlton_hash"),
    _p("mlton_size", "ptr int", "int", "read", "", "ld_mlton_size"),
    _p("mlton_share", "ptr int", "unit", "alloc", "Fail", "ld_mlton_share"),
    _p("mlton_gc", "int int", "int", "alloc", "Fail", "ld_mlton_gc"),
    _p("weak_new", "ptr", "ptr", "alloc", "", "ld_weak_new"),
    _p("weak_get", "ptr", "ptr", "alloc", "Fail", "ld_weak_get"),
    _p("mlton_touch", "ptr", "unit", "write", "", "ld_mlton_touch"),
    _p("exn_set_top_handler", "ptr", "unit", "write", "", "ld_exn_set_top_handler"),
    _p("exn_top_handler", "unit", "ptr", "read", "", "ld_exn_top_handler"),
    _p("exn_uncaught", "unit", "ptr", "read", "", "ld_exn_uncaught"),
    # MLton.Thread and MLton.Signal (runtime/thread.c, stdlib/basis/mlton_thread.sml):
    # a thread running a `unit -> unit` closure, as its id (emitted inline: it
    # passes the module's C-callable apply); a switch to a thread by id, where
    # other threads run (so it may collect); the running thread's id; the
    # atomic state and signal delivery by operation code; signal dispositions,
    # interval timers and signal numbers by operation code (0 or an errno)
    _p("thread_new", "ptr", "int", "write"),
    _p("thread_switch", "int", "unit", "write", "", "ld_thread_switch", collects=True),
    _p("thread_current", "unit", "int", "read", "", "ld_thread_current"),
    _p("thread_op", "int int", "int", "write", "", "ld_thread_op"),
    _p("signal_op", "int int int int", "int", "write", "", "ld_signal_op"),
)

PRIMS: dict[str, Prim] = {p.name: p for p in _TABLE}


def prim(name: str) -> Prim:
    """The primitive called `name` (KeyError for an unknown name is a compiler bug)."""
    return PRIMS[name]
