"""The LLVM lowering of the primitives (`compiler.prims`'s table): each
`LetPrim` as inline instructions or a call of the runtime function the table
names (docs/architecture.md "Values at run time", "Memory management"), and
the module helpers some of them call.

    INTRINSICS                      the LLVM intrinsics the lowerings call (declared
                                    in every module)
    helpers(used) -> list[str]      the module helpers (`@ld.string_eq`,
                                    `@ld.string_compare`, `@ld.ml_apply`) the
                                    primitives named in `used` call
    PrimLowering(g).lower(t)        emit the `LetPrim` `t` into the function `g`
                                    (`compiler.llvm.codegen.FunGen`) generates

The lowerings:
- Arrays: bounds-checked loads and stores inline. An array of reals is flat
  (ldriver_rt.h LD_RARRAY): `real_array_sub`/`real_array_update` move its
  doubles; the generic `array_sub` tests the header's kind and boxes the
  element of a flat array (`ld_box_real`, a collection point), the generic
  `array_update` stores the double of its REAL argument there; `array_sub_word`
  (an element type known not to be real) is a plain load. Stores of a
  pointer into a ref or an array have the write barrier (`store_field`).
- `box_real`, `ref_new`: inline bump allocation in the function's allocation
  groups (`compiler.llvm.alloc`, `FunGen.allocate`).
- Strings: `size`, `String.sub`, `=` and `String.compare` inline (the
  module's `ld.string_eq` and `ld.string_compare`, comparing payload words).
- Tagged ints: `div`/`mod`/`quot`/`rem` inline (`int_division`, same
  semantics as the runtime's `ld_int_*`); overflow-checked with `llvm.s{add,sub,mul}.with.overflow.i64`
  on the tagged forms; comparisons give tagged bools.
- Reals: arithmetic and comparisons inline; `floor`/`ceil`/`trunc`/`round`
  inline in the int range (`real_to_int`), the runtime's functions elsewhere.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from compiler.cps.ir import INT_T, CVar, Cty, IntT, LetPrim, Var, prim_info
from compiler.llvm import alloc
from compiler.llvm.ir_text import TBAA_FIELD, TBAA_HEADER, TBAA_RT, real_literal
from compiler.llvm.runtime_abi import FUNCTIONS

if TYPE_CHECKING:
    from compiler.llvm.codegen import FunGen

INTRINSICS = """\
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare double @llvm.fabs.f64(double)
declare i64 @llvm.bswap.i64(i64)
"""

def _string_helper(name: str, if_same: str) -> str:
    """The start of the module helper `@ld.<name>` on two strings: the same
    pointer goes to `if_same`, else the two headers are loaded."""
    return (f"define internal i64 @ld.{name}(i64 %a, i64 %b) nounwind readonly {{\n"
            "entry:\n"
            "  %same = icmp eq i64 %a, %b\n"
            f"  br i1 %same, label %{if_same}, label %headers\n"
            "headers:\n" + """  %pa = inttoptr i64 %a to ptr
  %pb = inttoptr i64 %b to ptr
  %ha.p = getelementptr i8, ptr %pa, i64 -8
  %hb.p = getelementptr i8, ptr %pb, i64 -8
  %ha = load i64, ptr %ha.p, align 8
  %hb = load i64, ptr %hb.p, align 8
""")


def _word_loop(entry: str, differ: str, done: str) -> str:
    """The loop of the string helpers: words 0..%last of the payloads at %pa
    and %pb (block `loop`, entered from `entry`); the first pair that differs
    (%wa, %wb) goes to `differ`, the end to `done`."""
    return (f"loop:\n  %i = phi i64 [ 0, %{entry} ], [ %i.next, %next ]\n" + """\
  %wa.p = getelementptr i64, ptr %pa, i64 %i
  %wb.p = getelementptr i64, ptr %pb, i64 %i
  %wa = load i64, ptr %wa.p, align 8
  %wb = load i64, ptr %wb.p, align 8
  %differ = icmp ne i64 %wa, %wb
""" + f"  br i1 %differ, label %{differ}, label %next\n" + """\
next:
  %i.next = add i64 %i, 1
  %done = icmp ugt i64 %i.next, %last
""" + f"  br i1 %done, label %{done}, label %loop\n")


# The C-callable application of an ML closure to one word (its code takes the
# closure and the argument, tailcc): how a thread the runtime starts runs its
# function (runtime/thread.c). Emitted into a module that makes threads.
_ML_APPLY = """\
define internal i64 @ld.ml_apply(i64 %clo, i64 %arg) nounwind {
  %p = inttoptr i64 %clo to ptr
  %code.w = load i64, ptr %p, align 8
  %code = inttoptr i64 %code.w to ptr
  %r = call tailcc i64 %code(i64 %clo, i64 %arg)
  ret i64 %r
}
"""


# String equality without a call into the runtime: the same pointer, else the
# same header (kind and byte length) and the same payload words; a STRING's
# padding bytes are 0 (ldriver_rt.h §2), so words compare exactly. Emitted
# into a module that uses it; LLVM inlines it where it pays.
_STRING_EQ = _string_helper("string_eq", "yes") + """\
  %same.h = icmp eq i64 %ha, %hb
  br i1 %same.h, label %words, label %no
words:
  %len = lshr i64 %ha, 21
  %last = lshr i64 %len, 3
  br label %loop
""" + _word_loop("words", differ="no", done="yes") + """\
yes:
  ret i64 3
no:
  ret i64 1
}
"""

# String comparison likewise: the words covering the shorter string's bytes
# (both payloads have them: its padding bytes are 0, below any byte of the
# longer one), the first differing pair compared as big-endian numbers (the
# hosts are little-endian), else the lengths. Tagged LESS/EQUAL/GREATER:
# -1, 1, 3 (`compare`'s -1, 0, 1).
_STRING_COMPARE = _string_helper("string_compare", "equal") + """\
  %la = lshr i64 %ha, 21
  %lb = lshr i64 %hb, 21
  %a.shorter = icmp ult i64 %la, %lb
  %min = select i1 %a.shorter, i64 %la, i64 %lb
  %last = lshr i64 %min, 3
  br label %loop
""" + _word_loop("headers", differ="words", done="lengths") + """\
words:
  %sa = call i64 @llvm.bswap.i64(i64 %wa)
  %sb = call i64 @llvm.bswap.i64(i64 %wb)
  %less = icmp ult i64 %sa, %sb
  %order = select i1 %less, i64 -1, i64 3
  ret i64 %order
lengths:
  %longer = icmp ugt i64 %la, %lb
  %not.less = select i1 %longer, i64 3, i64 1
  %by.length = select i1 %a.shorter, i64 -1, i64 %not.less
  ret i64 %by.length
equal:
  ret i64 1
}
"""

_TRUE, _FALSE, _UNIT = "3", "1", "1"
_ICMP = {"int_lt": "slt", "int_le": "sle", "int_gt": "sgt", "int_ge": "sge", "int_eq": "eq",
         "int_ne": "ne", "word_lt": "ult", "word_le": "ule", "word_gt": "ugt", "word_ge": "uge",
         "ptr_eq": "eq"}
_FCMP = {"real_lt": "olt", "real_le": "ole", "real_gt": "ogt", "real_ge": "oge", "real_eq": "oeq"}
_INT_DIVISION = ("int_div", "int_mod", "int_quot", "int_rem")
_REAL_TO_INT = ("real_floor", "real_ceil", "real_trunc", "real_round")
_FARITH = {"real_add": "fadd", "real_sub": "fsub", "real_mul": "fmul", "real_div": "fdiv"}
# Bitwise and/or of two tagged words is the tagged result (the tag bits agree).
_WORD_BITS = {"word_andb": "and", "word_orb": "or"}
# Modular sums and differences: one operand untagged (n - 1) keeps the tag.
_WORD_ARITH = {"word_add": "add", "word_sub": "sub"}


# 64-bit words (compiler/prims.py): bits held in a double, operated on as i64.
_WORD64_ARITH = {"word64_add": "add", "word64_sub": "sub", "word64_mul": "mul", "word64_andb": "and",
                 "word64_orb": "or", "word64_xorb": "xor"}
# One instruction each: `neg`/`notb` on the bits ("{x}" is the operand), and a
# tagged word or int widened (the shift untags it, zero- or sign-extending).
_WORD64_UNARY = {"word64_neg": "sub i64 0, {x}", "word64_notb": "xor i64 {x}, -1"}
_WORD64_WIDEN = {"word64_of_word": "lshr", "word64_of_int": "ashr", "int64_of_int": "ashr"}
_WORD64_ICMP = {"word64_lt": "ult", "word64_le": "ule", "word64_gt": "ugt", "word64_ge": "uge", "word64_eq": "eq",
                 "int64_lt": "slt", "int64_le": "sle", "int64_gt": "sgt", "int64_ge": "sge"}
_INT64_OVERFLOW = {"int64_add": "sadd", "int64_sub": "ssub", "int64_mul": "smul"}
_INT64_DIVISION = ("int64_div", "int64_mod", "int64_quot", "int64_rem")


# The module helpers, in the order they are emitted, each with the primitive that calls it.
_HELPERS = ((_STRING_EQ, "string_eq"), (_STRING_COMPARE, "string_compare"), (_ML_APPLY, "thread_new"))


def helpers(used: set[str]) -> list[str]:
    """The texts of the module helpers that the primitives in `used` call."""
    return [text for text, prim in _HELPERS if prim in used]


class PrimLowering:
    """The primitives of one function, emitted through its generator `g`."""

    def __init__(self, g: FunGen) -> None:
        self.g = g
        self.int_casts: set[int] = set()
        """The PTR variables that are a `cast` of an INT one: a monomorphic
        int (a Word8 element, a char) stored through a polymorphic array's
        update needs no write barrier and is never a flat array's double."""

    def lower(self, t: LetPrim) -> None:
        """Emit `t`'s primitive, binding its variable."""
        v, name, args, exn = t.var, t.prim, t.args, t.exn
        p = prim_info(name)
        a = [self.g.val(x) for x in args]
        if name in _INT_DIVISION:
            self.int_division(v, name, a, exn)
            return
        if name in _REAL_TO_INT:
            assert p.symbol is not None and exn is not None
            self.real_to_int(v, name, a[0], p.symbol, exn)
            return
        if p.symbol is not None:
            fn = FUNCTIONS[p.symbol]
            call_args = ", ".join(f"{ty} {x}" for ty, x in zip(fn.params, a))
            call = f"call {fn.result} @{p.symbol}({call_args})"
            if p.collection_point:
                self.g.protected_call(t, call, v, exn)
            else:
                self.g.define(v, call)
                if exn is not None:
                    self.g.check_pending(exn)
            return
        if name in _ICMP:
            c = self.g.tmp()
            self.g.emit(f"{c} = icmp {_ICMP[name]} i64 {a[0]}, {a[1]}")
            self.g.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")
        elif name in _FCMP:
            c = self.g.tmp()
            self.g.emit(f"{c} = fcmp {_FCMP[name]} double {a[0]}, {a[1]}")
            self.g.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")
        elif name in _FARITH:
            self.g.define(v, f"{_FARITH[name]} double {a[0]}, {a[1]}")
        elif name in _WORD64_ARITH:
            r = self.g.tmp()
            self.g.emit(f"{r} = {_WORD64_ARITH[name]} i64 {self.bits(a[0])}, {self.bits(a[1])}")
            self.word64(v, r)
        elif name in _WORD64_UNARY:
            r = self.g.tmp()
            self.g.emit(f"{r} = " + _WORD64_UNARY[name].format(x=self.bits(a[0])))
            self.word64(v, r)
        elif name in _WORD64_WIDEN:
            r = self.g.tmp()
            self.g.emit(f"{r} = {_WORD64_WIDEN[name]} i64 {a[0]}, 1")
            self.word64(v, r)
        elif name in _INT64_OVERFLOW:
            self.word64(v, self.overflow_op(_INT64_OVERFLOW[name], self.bits(a[0]), self.bits(a[1]), exn))
        elif name in _INT64_DIVISION:
            x, y = self.bits(a[0]), self.bits(a[1])
            self.word64(v, self.signed_division(name.removeprefix("int64_"), x, y, -(1 << 63), exn))
        elif name in _WORD64_ICMP:
            c = self.g.tmp()
            self.g.emit(f"{c} = icmp {_WORD64_ICMP[name]} i64 {self.bits(a[0])}, {self.bits(a[1])}")
            self.g.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")
        elif name in _WORD_BITS:
            self.g.define(v, f"{_WORD_BITS[name]} i64 {a[0]}, {a[1]}")
        elif name in _WORD_ARITH:
            y = self.g.tmp()
            self.g.emit(f"{y} = sub i64 {a[1]}, 1")
            self.g.define(v, f"{_WORD_ARITH[name]} i64 {a[0]}, {y}")
        else:
            getattr(self, "p_" + name)(v, a, args, exn, t)

    def overflow_op(self, op: str, x: str, y: str, exn: CVar | None) -> str:
        """`op` with overflow check on i64 (the tagged forms make the i64 overflow
        exactly the 63-bit one); raises Overflow to `exn`."""
        pair, ovf = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{pair} = call {{ i64, i1 }} @llvm.{op}.with.overflow.i64(i64 {x}, i64 {y})")
        self.g.emit(f"{ovf} = extractvalue {{ i64, i1 }} {pair}, 1")
        assert exn is not None
        self.g.raise_static(ovf, exn, "Overflow")
        r = self.g.tmp()
        self.g.emit(f"{r} = extractvalue {{ i64, i1 }} {pair}, 0")
        return r

    def p_int_add(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.g.tmp()
        self.g.emit(f"{y} = sub i64 {a[1]}, 1")
        self.g.bind(v, self.overflow_op("sadd", a[0], y, exn))

    def p_int_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.g.tmp()
        self.g.emit(f"{y} = sub i64 {a[1]}, 1")
        self.g.bind(v, self.overflow_op("ssub", a[0], y, exn))

    def p_int_mul(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x, y = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.g.emit(f"{y} = sub i64 {a[1]}, 1")
        r = self.overflow_op("smul", x, y, exn)
        self.g.define(v, f"or i64 {r}, 1")

    def int_division(self, v: Var, name: str, a: list[str], exn: CVar | None) -> None:
        """`div`/`mod`/`quot`/`rem` inline, with the semantics of the runtime's
        `ld_int_*` (Div on a zero divisor; Overflow for minInt div/quot ~1)."""
        x, y = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.g.emit(f"{y} = ashr i64 {a[1]}, 1")
        self.tag_int(v, self.signed_division(name.removeprefix("int_"), x, y, -(1 << 62), exn))

    def signed_division(self, op: str, x: str, y: str, least: int, exn: CVar | None) -> str:
        """`x op y` on i64 operands of an int type whose least value is
        `least`: Div on a zero divisor, Overflow for `least` div/quot ~1.
        Below 64 bits `sdiv`/`srem` never overflow i64; at 64 bits a
        remainder by ~1 (0) divides by 1 instead, since `srem` of the least
        i64 by -1 is undefined."""
        assert exn is not None
        zero = self.g.tmp()
        self.g.emit(f"{zero} = icmp eq i64 {y}, 0")
        self.g.raise_static(zero, exn, "Div")
        isneg1 = self.g.tmp()
        self.g.emit(f"{isneg1} = icmp eq i64 {y}, -1")
        if op in ("div", "quot"):
            ismin, ovf = self.g.tmp(), self.g.tmp()
            self.g.emit(f"{ismin} = icmp eq i64 {x}, {least}")
            self.g.emit(f"{ovf} = and i1 {ismin}, {isneg1}")
            self.g.raise_static(ovf, exn, "Overflow")
        elif least == -(1 << 63):
            safe = self.g.tmp()
            self.g.emit(f"{safe} = select i1 {isneg1}, i64 1, i64 {y}")
            y = safe
        r = self.g.tmp()
        self.g.emit(f"{r} = {'sdiv' if op in ('div', 'quot') else 'srem'} i64 {x}, {y}")
        if op in ("div", "mod"):
            # floor semantics: adjust when the remainder is non-zero and the signs differ
            rem = r if op == "mod" else self.g.tmp()
            if op == "div":
                self.g.emit(f"{rem} = srem i64 {x}, {y}")
            sx, neg, nz, adj, fixed = (self.g.tmp() for _ in range(5))
            self.g.emit(f"{sx} = xor i64 {x if op == 'div' else rem}, {y}")
            self.g.emit(f"{neg} = icmp slt i64 {sx}, 0")
            self.g.emit(f"{nz} = icmp ne i64 {rem}, 0")
            self.g.emit(f"{adj} = and i1 {neg}, {nz}")
            if op == "div":
                self.g.emit(f"{fixed} = add i64 {r}, -1")
            else:
                self.g.emit(f"{fixed} = add i64 {r}, {y}")
            r2 = self.g.tmp()
            self.g.emit(f"{r2} = select i1 {adj}, i64 {fixed}, i64 {r}")
            r = r2
        return r

    def real_to_int(self, v: Var, name: str, x: str, symbol: str, exn: CVar) -> None:
        """`floor`/`ceil`/`trunc`/`round` inline where -2^62 <= x < 2^62, whose
        results are all in the int range (doubles there of magnitude >= 2^52
        are integers, so `fptosi` truncates exactly and the adjustments below
        are exact); NaN and the rest go to the runtime's `symbol`, which
        raises Domain or Overflow. (Without SSE4.1, `llvm.floor` would be a
        libm call.) `round` is half to even, as the runtime's."""
        lo, hi, ok, t, tf = (self.g.tmp() for _ in range(5))
        self.g.emit(f"{lo} = fcmp oge double {x}, {real_literal(-2.0 ** 62)}")
        self.g.emit(f"{hi} = fcmp olt double {x}, {real_literal(2.0 ** 62)}")
        self.g.emit(f"{ok} = and i1 {lo}, {hi}")
        fast, slow, join = self.g.new_label(), self.g.new_label(), self.g.new_label()
        self.g.emit(f"br i1 {ok}, label %{fast}, label %{slow}")
        self.g.start(fast)
        self.g.emit(f"{t} = fptosi double {x} to i64")
        self.g.emit(f"{tf} = sitofp i64 {t} to double")
        r = t
        if name != "real_trunc":  # truncation rounded a negative x up, a positive x down
            pred, op = ("ogt", "add") if name == "real_ceil" else ("olt", "sub")
            off = self.g.tmp()
            self.g.emit(f"{off} = fcmp {pred} double {x}, {tf}")
            r = self.step(r, off, op)
        if name == "real_round":  # from the floor r: up past half, and at half to even
            rf, diff, above, half, odd, tie, up = (self.g.tmp() for _ in range(7))
            self.g.emit(f"{rf} = sitofp i64 {r} to double")
            self.g.emit(f"{diff} = fsub double {x}, {rf}")
            self.g.emit(f"{above} = fcmp ogt double {diff}, 0x3FE0000000000000")
            self.g.emit(f"{half} = fcmp oeq double {diff}, 0x3FE0000000000000")
            self.g.emit(f"{odd} = trunc i64 {r} to i1")
            self.g.emit(f"{tie} = and i1 {half}, {odd}")
            self.g.emit(f"{up} = or i1 {above}, {tie}")
            r = self.step(r, up, "add")
        sh, tagged = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{sh} = shl i64 {r}, 1")
        self.g.emit(f"{tagged} = or i64 {sh}, 1")
        fast_end = self.g.label
        self.g.emit(f"br label %{join}")
        self.g.start(slow)
        called = self.g.tmp()
        self.g.emit(f"{called} = call i64 @{symbol}(double {x})")
        self.g.check_pending(exn)
        slow_end = self.g.label
        self.g.emit(f"br label %{join}")
        self.g.start(join)
        self.g.define(v, f"phi i64 [ {tagged}, %{fast_end} ], [ {called}, %{slow_end} ]")

    def step(self, n: str, cond: str, op: str) -> str:
        """`n` `op` (add/sub) 1 where the i1 `cond` holds, else `n`."""
        one, r = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{one} = zext i1 {cond} to i64")
        self.g.emit(f"{r} = {op} i64 {n}, {one}")
        return r

    def p_int_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.bind(v, self.overflow_op("ssub", "2", a[0], exn))

    def p_int_abs(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        neg, pair, ovf, bad, r = self.g.tmp(), self.g.tmp(), self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{neg} = icmp slt i64 {a[0]}, 0")
        self.g.emit(f"{pair} = call {{ i64, i1 }} @llvm.ssub.with.overflow.i64(i64 2, i64 {a[0]})")
        self.g.emit(f"{ovf} = extractvalue {{ i64, i1 }} {pair}, 1")
        self.g.emit(f"{bad} = and i1 {neg}, {ovf}")
        assert exn is not None
        self.g.raise_static(bad, exn, "Overflow")
        self.g.emit(f"{r} = extractvalue {{ i64, i1 }} {pair}, 0")
        self.g.define(v, f"select i1 {neg}, i64 {r}, i64 {a[0]}")

    def p_word_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # tagged: 2(-w) + 1 = 2 - (2w + 1), modulo 2^64
        self.g.define(v, f"sub i64 2, {a[0]}")

    def p_word_mul(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x, y, r = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.g.emit(f"{y} = sub i64 {a[1]}, 1")
        self.g.emit(f"{r} = mul i64 {x}, {y}")
        self.g.define(v, f"or i64 {r}, 1")

    def word_divmod(self, v: Var, a: list[str], exn: CVar | None, op: str) -> None:
        zero = self.g.tmp()
        self.g.emit(f"{zero} = icmp eq i64 {a[1]}, 1")
        assert exn is not None
        self.g.raise_static(zero, exn, "Div")
        x, y, r, s = self.g.tmp(), self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.g.emit(f"{y} = lshr i64 {a[1]}, 1")
        self.g.emit(f"{r} = {op} i64 {x}, {y}")
        self.g.emit(f"{s} = shl i64 {r}, 1")
        self.g.define(v, f"or i64 {s}, 1")

    def p_word_div(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word_divmod(v, a, exn, "udiv")

    def p_word_mod(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word_divmod(v, a, exn, "urem")

    def p_real_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.define(v, f"fneg double {a[0]}")

    def p_real_abs(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.define(v, f"call double @llvm.fabs.f64(double {a[0]})")

    def p_real_from_int(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        n = self.g.tmp()
        self.g.emit(f"{n} = ashr i64 {a[0]}, 1")
        self.g.define(v, f"sitofp i64 {n} to double")

    def p_char_ord(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.bind(v, a[0])

    def p_cast(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        if isinstance(args[0].cty, IntT) or args[0].id in self.int_casts:
            self.int_casts.add(v.id)
        self.g.bind(v, a[0])

    def is_int(self, x: Var) -> bool:
        return isinstance(x.cty, IntT) or x.id in self.int_casts

    p_tagged = p_cast

    def p_box_real(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        h = self.g.allocate(t, alloc.REAL, 0, 1)
        obj = self.g.object_value(v, h)
        self.g.emit(f"store double {self.g.val(args[0])}, ptr {obj}, align 8{TBAA_FIELD}")

    def p_ref_new(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # The argument is read after `allocate`: the group's limit check may have moved it.
        h = self.g.allocate(t, alloc.ARRAY, 0, 1)
        obj = self.g.object_value(v, h)
        self.g.emit(f"store i64 {self.g.val(args[0])}, ptr {obj}, align 8{TBAA_FIELD}")

    def p_unbox_real(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.define(v, f"load double, ptr {self.g.field_ptr(a[0], '0')}, align 8{TBAA_FIELD}")

    def p_ref_get(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.define(v, f"load i64, ptr {self.g.field_ptr(a[0], '0')}, align 8{TBAA_FIELD}")

    def store_field(self, obj: str, slot: str, x: str, cty: Cty) -> None:
        """A store of the operand `x` (of CTY `cty`) into an ARRAY object, with
        the write barrier (ldriver_rt.h §5) unless the value is known to be an
        int.  The inline test is the over-approximation `x - lo - 1 < hi - lo`
        (x in the nursery, or a tagged int in its address range: the runtime
        re-checks) and `obj` outside it."""
        self.g.emit(f"store i64 {x}, ptr {slot}, align 8{TBAA_FIELD}")
        if isinstance(cty, IntT):
            return
        lo, hi, size, dx, dx1, dobj, dobj1, vin, oout, need = (self.g.tmp() for _ in range(10))
        self.g.emit(f"{lo} = load i64, ptr @ld_nursery_lo, align 8{TBAA_RT}")
        self.g.emit(f"{hi} = load i64, ptr @ld_nursery_hi, align 8{TBAA_RT}")
        self.g.emit(f"{size} = sub i64 {hi}, {lo}")
        self.g.emit(f"{dx} = sub i64 {x}, {lo}")
        self.g.emit(f"{dx1} = sub i64 {dx}, 1")
        self.g.emit(f"{vin} = icmp ult i64 {dx1}, {size}")
        self.g.emit(f"{dobj} = sub i64 {obj}, {lo}")
        self.g.emit(f"{dobj1} = sub i64 {dobj}, 1")
        self.g.emit(f"{oout} = icmp uge i64 {dobj1}, {size}")
        self.g.emit(f"{need} = and i1 {vin}, {oout}")
        remember, done = self.g.new_label(), self.g.new_label()
        self.g.emit(f"br i1 {need}, label %{remember}, label %{done}")
        self.g.start(remember)
        self.g.emit(f"call void @ld_remember_field(i64 {obj}, ptr {slot})")
        self.g.emit(f"br label %{done}")
        self.g.start(done)

    def p_ref_set(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.store_field(a[0], self.g.field_ptr(a[0], "0"), a[1], INT_T if self.is_int(args[1]) else args[1].cty)
        self.g.bind(v, _UNIT)

    def header(self, obj: str) -> str:
        """`obj`'s header word (ldriver_rt.h LD_HEADER), loaded."""
        p, h, hdr = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{p} = inttoptr i64 {obj} to ptr")
        self.g.emit(f"{h} = getelementptr i64, ptr {p}, i64 -1")
        self.g.emit(f"{hdr} = load i64, ptr {h}, align 8{TBAA_HEADER}")
        return hdr

    def header_field(self, hdr: str, shift: int, mask: int | None = None) -> str:
        """A field of the header word `hdr`: its bits from `shift` up, under `mask`."""
        f = self.g.tmp()
        self.g.emit(f"{f} = lshr i64 {hdr}, {shift}")
        if mask is None:
            return f
        masked = self.g.tmp()
        self.g.emit(f"{masked} = and i64 {f}, {mask}")
        return masked

    def length(self, obj: str) -> str:
        """The length field of `obj`'s header (untagged)."""
        return self.header_field(self.header(obj), 21)

    def branch_on_flat(self, hdr: str) -> tuple[str, str, str]:
        """A branch on whether the array whose header is `hdr` is flat (kind
        LD_RARRAY, ldriver_rt.h): the labels of the flat and the word arms,
        and of the block where the caller joins them."""
        c = self.g.tmp()
        self.g.emit(f"{c} = icmp eq i64 {self.header_field(hdr, 1, 15)}, {alloc.RARRAY}")
        flat, word, join = self.g.new_label(), self.g.new_label(), self.g.new_label()
        self.g.emit(f"br i1 {c}, label %{flat}, label %{word}")
        return flat, word, join

    def tag_int(self, v: Var, n: str) -> None:
        s = self.g.tmp()
        self.g.emit(f"{s} = shl i64 {n}, 1")
        self.g.define(v, f"or i64 {s}, 1")

    def p_array_length(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.tag_int(v, self.length(a[0]))

    p_vector_length = p_array_length

    def checked_index(self, a: list[str], exn: CVar | None, hdr: str | None = None) -> str:
        """The untagged index a[1] into a[0] (whose header is `hdr` when the
        caller has loaded it), raising Subscript when out of bounds."""
        n = self.header_field(hdr or self.header(a[0]), 21)
        i, bad = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{i} = ashr i64 {a[1]}, 1")
        self.g.emit(f"{bad} = icmp uge i64 {i}, {n}")
        assert exn is not None
        self.g.raise_static(bad, exn, "Subscript")
        return i

    def index(self, t: LetPrim, a: list[str], exn: CVar | None, hdr: str | None = None) -> str:
        """The untagged index a[1] into a[0]: checked (`checked_index`) when
        the primitive raises Subscript, as is for the unchecked ones (`unsafe_*`)."""
        if not prim_info(t.prim).may_raise:
            i = self.g.tmp()
            self.g.emit(f"{i} = ashr i64 {a[1]}, 1")
            return i
        return self.checked_index(a, exn, hdr)

    def p_array_sub_word(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        i = self.index(t, a, exn)
        self.g.define(v, f"load i64, ptr {self.g.field_ptr(a[0], i)}, align 8{TBAA_FIELD}")

    p_vector_sub = p_array_sub_word
    p_unsafe_vector_sub = p_array_sub_word

    def p_array_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        """Of a flat array, the element boxed (a call that may collect)."""
        hdr = self.header(a[0])
        i = self.index(t, a, exn, hdr)
        collects = self.g.slots.enter_collection(t)  # before the branch: both arms reach the join with it
        flat, word, join = self.branch_on_flat(hdr)
        self.g.start(word)
        w = self.g.tmp()
        self.g.emit(f"{w} = load i64, ptr {self.g.field_ptr(a[0], i)}, align 8{TBAA_FIELD}")
        self.g.emit(f"br label %{join}")
        self.g.start(flat)
        d, boxed = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{d} = load double, ptr {self.g.field_ptr(a[0], i)}, align 8{TBAA_FIELD}")
        self.g.emit(f"{boxed} = call i64 @ld_box_real(double {d})")
        self.g.emit(f"br label %{join}")
        self.g.start(join)
        if collects:  # before `v` is bound: it is defined after the collection
            self.g.collected()
        self.g.define(v, f"phi i64 [{w}, %{word}], [{boxed}, %{flat}]")

    def p_real_array_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                         t: LetPrim) -> None:
        i = self.checked_index(a, exn)
        self.g.define(v, f"load double, ptr {self.g.field_ptr(a[0], i)}, align 8{TBAA_FIELD}")

    def p_real_array_update(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                            t: LetPrim) -> None:
        i = self.checked_index(a, exn)
        self.g.emit(f"store double {a[2]}, ptr {self.g.field_ptr(a[0], i)}, align 8{TBAA_FIELD}")
        self.g.bind(v, _UNIT)

    def p_string_eq(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.mod.helpers_used.add("string_eq")
        self.g.define(v, f"call i64 @ld.string_eq(i64 {a[0]}, i64 {a[1]})")

    def p_string_compare(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                         t: LetPrim) -> None:
        self.g.mod.helpers_used.add("string_compare")
        self.g.define(v, f"call i64 @ld.string_compare(i64 {a[0]}, i64 {a[1]})")

    def p_thread_new(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.mod.helpers_used.add("thread_new")
        self.g.define(v, f"call i64 @ld_thread_new(i64 {a[0]}, ptr @ld.ml_apply)")

    # A string's header length counts its bytes (ldriver_rt.h LD_STR_LEN).
    p_string_size = p_array_length

    p_unsafe_array_sub = p_array_sub

    def p_string_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        i = self.index(t, a, exn)
        p, b, c = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{p} = inttoptr i64 {a[0]} to ptr")
        self.g.emit(f"{b} = getelementptr i8, ptr {p}, i64 {i}")
        self.g.emit(f"{c} = load i8, ptr {b}, align 1{TBAA_FIELD}")
        n = self.g.tmp()
        self.g.emit(f"{n} = zext i8 {c} to i64")
        self.tag_int(v, n)

    def p_array_update(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        """Into a flat array, the double of the REAL argument."""
        hdr = self.header(a[0])
        i = self.index(t, a, exn, hdr)
        slot = self.g.field_ptr(a[0], i)
        if self.is_int(args[2]):  # an int is never an element of a flat array
            self.store_field(a[0], slot, a[2], INT_T)
        else:
            flat, word, join = self.branch_on_flat(hdr)
            self.g.start(flat)
            d = self.g.tmp()
            self.g.emit(f"{d} = load double, ptr {self.g.field_ptr(a[2], '0')}, align 8{TBAA_FIELD}")
            self.g.emit(f"store double {d}, ptr {slot}, align 8{TBAA_FIELD}")
            self.g.emit(f"br label %{join}")
            self.g.start(word)
            self.store_field(a[0], slot, a[2], args[2].cty)
            self.g.emit(f"br label %{join}")
            self.g.start(join)
        self.g.bind(v, _UNIT)

    p_unsafe_string_sub = p_string_sub
    p_unsafe_array_update = p_array_update

    # Words are 63-bit unsigned values in the tagged form of ints
    # (ldriver_rt.h §2): `word_cast` (Word.fromInt, Word.toIntX) keeps the
    # bits; shifts by wordSize (63) or more give 0, or the sign for ~>>.

    def p_word_cast(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.bind(v, a[0])

    def p_word_xorb(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x = self.g.tmp()
        self.g.emit(f"{x} = xor i64 {a[0]}, {a[1]}")
        self.g.define(v, f"or i64 {x}, 1")

    def shift_amount(self, b: str, most: int) -> tuple[str, str]:
        """The untagged shift amount of the word `b`, capped at `most`, and
        whether it was at least 63."""
        k, big, capped = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{k} = lshr i64 {b}, 1")
        self.g.emit(f"{big} = icmp uge i64 {k}, 63")
        self.g.emit(f"{capped} = select i1 {big}, i64 {most}, i64 {k}")
        return capped, big

    def p_word_lshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, big = self.shift_amount(a[1], 0)
        x, y, z = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = and i64 {a[0]}, -2")
        self.g.emit(f"{y} = shl i64 {x}, {k}")
        self.g.emit(f"{z} = or i64 {y}, 1")
        self.g.define(v, f"select i1 {big}, i64 1, i64 {z}")

    def p_word_rshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, big = self.shift_amount(a[1], 0)
        x, y, z = self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.g.emit(f"{y} = lshr i64 {x}, {k}")
        self.g.emit(f"{z} = select i1 {big}, i64 0, i64 {y}")
        self.tag_int(v, z)

    def p_word_arshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, _ = self.shift_amount(a[1], 62)
        x, y = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.g.emit(f"{y} = ashr i64 {x}, {k}")
        self.tag_int(v, y)

    # 64-bit words: the double's bits are the word (compiler/prims.py).

    def bits(self, x: str) -> str:
        """The i64 of the word held in the double `x`."""
        b = self.g.tmp()
        self.g.emit(f"{b} = bitcast double {x} to i64")
        return b

    def word64(self, v: Var, n: str) -> None:
        """Bind `v` to the i64 `n`, held as a double."""
        self.g.define(v, f"bitcast i64 {n} to double")

    def word64_division(self, v: Var, a: list[str], exn: CVar | None, op: str) -> None:
        y = self.bits(a[1])
        zero, r = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{zero} = icmp eq i64 {y}, 0")
        assert exn is not None
        self.g.raise_static(zero, exn, "Div")
        self.g.emit(f"{r} = {op} i64 {self.bits(a[0])}, {y}")
        self.word64(v, r)

    def p_word64_div(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64_division(v, a, exn, "udiv")

    def p_word64_mod(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64_division(v, a, exn, "urem")

    def word64_shift(self, v: Var, a: list[str], op: str) -> None:
        """`op` by the word `a[1]`; by 64 or more, everything is shifted out
        (LLVM's shifts are poison there: the amount is capped first)."""
        k, big, capped, r = self.g.tmp(), self.g.tmp(), self.g.tmp(), self.g.tmp()
        self.g.emit(f"{k} = lshr i64 {a[1]}, 1")
        self.g.emit(f"{big} = icmp uge i64 {k}, 64")
        self.g.emit(f"{capped} = select i1 {big}, i64 63, i64 {k}")
        self.g.emit(f"{r} = {op} i64 {self.bits(a[0])}, {capped}")
        if op == "ashr":
            self.word64(v, r)  # by 63 the sign fills the word, as by more
            return
        out = self.g.tmp()
        self.g.emit(f"{out} = select i1 {big}, i64 0, i64 {r}")
        self.word64(v, out)

    def p_word64_lshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64_shift(v, a, "shl")

    def p_word64_rshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64_shift(v, a, "lshr")

    def p_word64_arshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64_shift(v, a, "ashr")

    def p_word64_to_word(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        s = self.g.tmp()
        self.g.emit(f"{s} = shl i64 {self.bits(a[0])}, 1")  # the low 63 bits, tagged
        self.g.define(v, f"or i64 {s}, 1")

    # 64-bit ints: the same bits, read as two's complement.

    def p_int64_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word64(v, self.overflow_op("ssub", "0", self.bits(a[0]), exn))

    def p_int64_abs(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # 0 - x overflows exactly for the least int, whose abs is not an Int64
        x = self.bits(a[0])
        minus = self.overflow_op("ssub", "0", x, exn)
        neg, r = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{neg} = icmp slt i64 {x}, 0")
        self.g.emit(f"{r} = select i1 {neg}, i64 {minus}, i64 {x}")
        self.word64(v, r)

    def p_int64_to_int(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # tagged, it is 2x + 1: outside int's range, doubling overflows
        x = self.bits(a[0])
        r = self.overflow_op("sadd", x, x, exn)
        self.g.define(v, f"or i64 {r}, 1")

    def p_int64_of_bits(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.g.bind(v, a[0])

    p_int64_bits = p_int64_of_bits

    def p_is_ptr(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        bit, c = self.g.tmp(), self.g.tmp()
        self.g.emit(f"{bit} = and i64 {a[0]}, 1")
        self.g.emit(f"{c} = icmp eq i64 {bit}, 0")
        self.g.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")

    def p_get_tag(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.tag_int(v, self.header_field(self.header(a[0]), 5, 65535))
