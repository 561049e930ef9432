"""Code generation: closed CPS -> LLVM IR text (docs/architecture.md "Calls,
exceptions and the stack", "Memory management", "LLVM facts this design relies on"; the CPS -> SSA
mapping of Lemerre's "CPS to LLVM SSA conversion", docs/architecture.md "Papers").

Public functions:

    generate(prog, module_name, unit_id, imports) -> str
        the LLVM module of one unit: its functions, its initializer
        `ld_unit_init_<unit_id>` and its exports word `ld_exports_<unit_id>`;
        `imports` are the ids of the units whose exports main takes, in order

Precondition: `compiler.closure.check` accepts `prog`.

The mapping:
- Every function is an `internal tailcc` LLVM function returning its result
  (`i64` word or `double`, or a struct of them for a `MultiT`: a raise returns
  the zero struct); words are `i64`, unboxed reals `double`. A known
  function that is never tail-called by another one and makes no tail calls
  is `fastcc` instead (`_conventions`). Its own
  `ret` continuation is `ret`; its own `exn` stores the packet into
  `ld_pending` and returns 0 (return-flag exceptions, ldriver_rt.h §6).
  A function with a public symbol (`ClosedProgram.symbols`) is `hidden`
  instead of `internal`, under that name; an extern is declared under its
  symbol, `tailcc`, and treated as an unknown callee (may collect, may raise).
- `LetCont` is a basic block; its parameters are phi nodes.
- A tail call (own `ret` and `exn`) is `tail call tailcc` then `ret`; a self
  tail call branches back to the loop header, whose phis are the parameters.
  `musttail` is never used (docs/architecture.md "Calls, exceptions and the stack").
- GC roots (`roots`; ldriver_rt.h §4): a heavy rooted variable is stored into
  its frame slot where it is defined; a use after a collection point on its
  path loads it from the slot (`val`). Blocks reached from several places load
  what they use. Frames are not initialized: before a collection point,
  `ld_sstop` is set (`set_top`) to cover exactly the slots this path has
  written, and back to the frame's base before leaving or jumping to a block;
  a light variable has no slot, its allocation slow paths save it above the
  path's slots. A dead slot is cleared only before a collection that scans it
  (`flush_clears`).
- Any other call: call, test `ld_pending` unless the
  callee provably cannot raise (`_effects`: may-collect / may-raise fixpoints
  over the unit's call graph), then branch to the handler block or return
  propagating; then jump to the return continuation.
- Records, `box_real`, `ref_new`: inline bump allocation by groups (`alloc`).
- Arrays: bounds-checked loads and stores inline. An array of reals is flat
  (ldriver_rt.h LD_RARRAY): `real_array_sub`/`real_array_update` move its
  doubles; the generic `array_sub` tests the header's kind and boxes the
  element of a flat array (`ld_box_real`, a collection point), the generic
  `array_update` stores the double of its REAL argument there; `array_sub_word`
  (an element type known not to be real) is a plain load.
- Strings: `size`, `String.sub`, `=` and `String.compare` inline (the
  module's `ld.string_eq` and `ld.string_compare`, comparing payload words).
- Tagged ints: `div`/`mod`/`quot`/`rem` inline (`int_division`, same
  semantics as the runtime's `ld_int_*`); overflow-checked with `llvm.s{add,sub,mul}.with.overflow.i64`
  on the tagged forms; comparisons give tagged bools.

Variable names: `%v<id>` for the first definition of CPS variable `id`, `%t<n>`
for every other temporary (slot loads, phis); labels `L<n>`.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import (
    INT_T, App, CVar, ExnConst, FunDef, FunT, IntConst, IntT, LetCont, LetPrim, LetRecord, LetVal,
    MultiT, RealConst, RealT, Select, StringConst, Switch, Term, Throw, Var, allow_deep_recursion,
    fun_result, is_word, prim_info,
)
from compiler.llvm import alloc
from compiler.llvm.roots import RootFrame
from compiler.llvm.runtime_abi import FUNCTIONS, declarations, unit_exports_symbol, unit_init_symbol

_INTRINSICS = """\
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
# Type-based alias classes of memory (LLVM TBAA): the runtime's globals
# (ld_hp, ld_sstop, ...), object headers (written once, when the object is
# allocated), object payloads (fields, elements, bytes) and frame slots.
# Accesses of two classes never alias, so a store into a record's field or a
# root's slot does not force a reload of ld_hp or of an array's length. The
# slots of a function with frame records stay untagged (they alias
# everything): its records' headers and fields live in its slots.
_RT, _HEADER, _FIELD, _SLOT = ", !tbaa !3", ", !tbaa !5", ", !tbaa !7", ", !tbaa !8"
_TBAA_METADATA = """\
!0 = !{!"ldriver memory"}
!1 = !{!"runtime global", !0, i64 0}
!2 = !{!"object header", !0, i64 0}
!3 = !{!1, !1, i64 0}
!4 = !{!"object payload", !0, i64 0}
!5 = !{!2, !2, i64 0}
!6 = !{!"frame slot", !0, i64 0}
!7 = !{!4, !4, i64 0}
!8 = !{!6, !6, i64 0}
"""


def _ty(t: object) -> str:
    if isinstance(t, MultiT):
        return "{" + ", ".join(_ty(f) for f in t.fields) + "}"
    return "double" if isinstance(t, RealT) else "i64"


def _zero(ty: str) -> str:
    return "0.0" if ty == "double" else "zeroinitializer" if ty.startswith("{") else "0"


def _real_literal(x: float) -> str:
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]


def _symbol(hint: str, n: int) -> str:
    clean = "".join(c if c.isalnum() or c in "_." else "_" for c in hint) or "fn"
    return f"ml.{clean}.{n}"


def generate(prog: ClosedProgram, module_name: str, unit_id: str, imports: tuple[str, ...] = ()) -> str:
    """The LLVM IR text of the unit `prog` (module docstring)."""
    allow_deep_recursion()
    mod = _Module(prog)
    bodies = [_FunGen(mod, f).generate() for f in prog.funs]
    main = mod.fun_of[prog.main.id]
    assert len(main.params) == len(imports), "main takes one exports record per import"
    helpers = [text for text, used in ((_STRING_EQ, "string_eq"), (_STRING_COMPARE, "string_compare"),
                                       (_ML_APPLY, "thread_new"))
               if used in mod.helpers_used]
    parts = [f"; ModuleID = '{module_name}'\n", declarations(), _TBAA_METADATA, _INTRINSICS, *helpers,
             *mod.globals, *bodies,
             _entry(mod.functions[prog.main.id][0], mod.cc[prog.main.id], _ty(fun_result(main)),
                    unit_id, imports)]
    return "\n".join(parts)


def _entry(main_symbol: str, cc: str, result_ty: str, unit_id: str, imports: tuple[str, ...]) -> str:
    """The unit's initializer (ccc, ldriver_rt.h §7): main applied to the imports'
    exports words; its result becomes the unit's exports word. An exception
    leaves the word 0 and `ld_pending` set, which the program entry checks."""
    exports = unit_exports_symbol(unit_id)
    lines = [f"@{exports} = global i64 0, align 8"]
    lines += [f"@{unit_exports_symbol(u)} = external global i64, align 8" for u in dict.fromkeys(imports)]
    lines.append(f"define void @{unit_init_symbol(unit_id)}() nounwind {{")
    for i, u in enumerate(imports):
        lines.append(f"  %i{i} = load i64, ptr @{unit_exports_symbol(u)}, align 8")
    args = ", ".join(f"i64 %i{i}" for i in range(len(imports)))
    lines.append(f"  %r = call {cc} {result_ty} @{main_symbol}({args})")
    if result_ty == "i64":
        lines.append(f"  store i64 %r, ptr @{exports}, align 8")
    lines += ["  ret void", "}", ""]
    return "\n".join(lines)


class _Module:
    """Module-wide tables: top-level function symbols, static strings."""

    def __init__(self, prog: ClosedProgram) -> None:
        self.fun_of = {f.name.id: f for f in prog.funs}
        self.functions: dict[int, tuple[str, FunT]] = {}
        for f in prog.funs:
            assert isinstance(f.name.cty, FunT)
            self.functions[f.name.id] = (_symbol(f.name.hint, f.name.id), f.name.cty)
        self.public: set[int] = set()
        self.globals: list[str] = []
        for v, sym in prog.symbols:
            assert isinstance(v.cty, FunT)
            self.functions[v.id] = (sym, v.cty)
            if v.id in self.fun_of:
                self.public.add(v.id)
            else:
                params = ", ".join(_ty(p) for p in v.cty.params)
                self.globals.append(f"declare tailcc {_ty(v.cty.result)} @{sym}({params}) nounwind")
        self._strings: dict[str, str] = {}
        self.helpers_used: set[str] = set()  # the primitives whose module helper is emitted
        self.may_collect, self.may_raise = _effects(prog)
        self.cc, self.workers = _conventions(prog)

    def string(self, s: str) -> str:
        """The constant ML value of a static STRING object holding `s`."""
        sym = self._strings.get(s)
        if sym is None:
            sym = f"str.{len(self._strings)}"
            self._strings[s] = sym
            data = s.encode("latin-1")
            size = len(data) // 8 * 8 + 8
            chars = "".join(f"\\{b:02X}" for b in data.ljust(size, b"\0"))
            self.globals.append(
                f"@{sym} = private constant {{ i64, [{size} x i8] }} {{ i64 "
                f"{alloc.header(alloc.STRING, 0, len(data))}, [{size} x i8] c\"{chars}\" }}, align 8\n")
        return _static_value(sym)


def _walk(t: Term):
    """The nodes of one closed function body (no `Fix` inside)."""
    stack = [t]
    while stack:
        t = stack.pop()
        while True:
            yield t
            match t:
                case LetVal(body=body) | LetPrim(body=body) | LetRecord(body=body) | Select(body=body):
                    t = body
                case LetCont(_, _, cbody, body):
                    stack.append(cbody)
                    t = body
                case Switch(_, cases, default):
                    stack.extend(arm for _, arm in cases)
                    if default is not None:
                        stack.append(default)
                    break
                case _:
                    break


_RETURN_ONCE = -1


def _cont_uses(body: Term) -> dict[int, int]:
    """How often each local continuation of a function body is named: a count,
    or `_RETURN_ONCE` for one named only once, as the return continuation of a
    call (its body can follow the call directly)."""
    uses: dict[int, int] = {}
    returns: set[int] = set()
    for t in _walk(body):
        match t:
            case App(_, ret, exn, _):
                uses[ret.id] = uses.get(ret.id, 0) + 1
                uses[exn.id] = uses.get(exn.id, 0) + 1
                returns.add(ret.id)
            case Throw(k, _):
                uses[k.id] = uses.get(k.id, 0) + 1
            case LetPrim(exn=exn) if exn is not None:
                uses[exn.id] = uses.get(exn.id, 0) + 1
    return {k: _RETURN_ONCE if n == 1 and k in returns else n for k, n in uses.items()}


def _effects(prog: ClosedProgram) -> tuple[set[int], set[int]]:
    """The top-level functions that may reach the collector, and those that may
    raise (return with `ld_pending` set): least fixpoints over the call graph.
    A function may collect if it allocates, calls a runtime primitive that may
    collect, calls an unknown function, or calls (tail or not) a function that
    may collect. It may raise if it throws to its own `exn`, or hands its own
    `exn` to a primitive that may fail or to a call of an unknown function or
    of a function that may raise. A failure sent to a local handler is not a
    raise: the handler's body is part of the function, so it counts only if
    it throws on to the function's `exn`."""
    externs = {v.id for v in prog.externs()}
    known = {f.name.id for f in prog.funs} | externs
    collect: set[int] = set(externs)
    raises: set[int] = set(externs)
    callees: dict[int, set[int]] = {}        # every call
    raising_callees: dict[int, set[int]] = {}  # calls handed the caller's own `exn`
    for f in prog.funs:
        fid = f.name.id
        cs: set[int] = set()
        rs: set[int] = set()
        for t in _walk(f.body):
            match t:
                case LetRecord():
                    collect.add(fid)
                case LetPrim(_, name, _, exn, _):
                    p = prim_info(name)
                    if alloc.object_bytes(t) is not None or p.collection_point:
                        collect.add(fid)
                    if exn is not None and exn.id == f.exn.id:
                        raises.add(fid)
                case App(fn, _, exn, _):
                    if fn.id in known:
                        cs.add(fn.id)
                        if exn.id == f.exn.id:
                            rs.add(fn.id)
                    else:
                        collect.add(fid)
                        if exn.id == f.exn.id:
                            raises.add(fid)
                case Throw(k, _) if k.id == f.exn.id:
                    raises.add(fid)
        callees[fid] = cs
        raising_callees[fid] = rs
    for marked, graph in ((collect, callees), (raises, raising_callees)):
        changed = True
        while changed:
            changed = False
            for fid, cs in graph.items():
                if fid not in marked and not cs.isdisjoint(marked):
                    marked.add(fid)
                    changed = True
    return collect, raises


def _conventions(prog: ClosedProgram) -> tuple[dict[int, str], set[int]]:
    """The calling convention of each top-level function, and the functions
    compiled as a worker and a wrapper. `tailcc` (callee pops its stack
    arguments, so tail calls are guaranteed) is needed by functions that make
    a tail call to another function, and at the entry of those tail-called by
    another function or called through a closure. `fastcc` saves the stack
    adjustment `tailcc` costs at every call (`subq $8, %rsp` after the call,
    `retq $8` in the callee). So a function that makes no tail call except to
    itself (a loop) is `fastcc` when nothing needs its `tailcc` entry; when
    something does and it also has non-tail direct calls, its body becomes a
    `fastcc` worker that those calls use, and its entry a `tailcc` wrapper
    calling the worker (escaping recursive functions like `fib` in a unit
    that exports it)."""
    known = {f.name.id for f in prog.funs}
    fast = set(known) - {prog.main.id}
    needs_tailcc_entry: set[int] = set()
    called_non_tail: set[int] = set()
    for f in prog.funs:
        for t in _walk(f.body):
            match t:
                case LetRecord(_, fields, _, _):
                    needs_tailcc_entry.update(x.id for x in fields)
                case App(fn, ret, exn, _) if ret.id == f.ret.id and exn.id == f.exn.id:
                    if fn.id != f.name.id:
                        needs_tailcc_entry.add(fn.id)  # tail-called by another function
                        fast.discard(f.name.id)        # makes a tail call
                case App(fn, _, _, _):
                    called_non_tail.add(fn.id)
    workers = fast & needs_tailcc_entry & called_non_tail
    cc = {fid: "fastcc" if fid in fast and fid not in needs_tailcc_entry else "tailcc" for fid in known}
    return cc, workers


def _worker(symbol: str) -> str:
    """The worker of the function `symbol` (`_conventions`)."""
    return symbol + ".w"


def _static_value(sym: str) -> str:
    return f"ptrtoint (ptr getelementptr (i8, ptr @{sym}, i64 8) to i64)"


@dataclass(slots=True)
class _Block:
    """A local continuation as a basic block: phis for `params`. A `direct`
    one (the return continuation of its only use, a call) is no block: its
    body follows the call, at `depth` slots (those of its `LetCont`)."""

    label: str
    params: tuple[Var, ...]
    incoming: list[tuple[str, list[str]]] = field(default_factory=list)
    direct: bool = False
    body: Term | None = None
    depth: int = 0


class _FunGen:
    def __init__(self, mod: _Module, fun: FunDef) -> None:
        self.mod = mod
        self.fun = fun
        cont_uses = _cont_uses(fun.body)
        single_use = {k for k, n in cont_uses.items() if n in (1, _RETURN_ONCE)}
        self.direct = {k for k, n in cont_uses.items() if n == _RETURN_ONCE}
        self.frame = RootFrame(fun, set(mod.functions), mod.may_collect, single_use, self.direct)
        self.slot_tag = "" if self.frame.has_frame_records else _SLOT
        self.out: list[str] = []
        self.n = 0
        self.label = "entry"
        self.env: dict[int, str] = {}
        # A rooted variable's name in `env` is valid iff its stamp is at least
        # `last_collect`, the epoch of the last collection point on this path.
        self.stamp: dict[int, int] = {}
        self.epoch = 0
        self.last_collect = 0
        self.slot_of: dict[int, int] = {}
        self.record_slots: dict[int, tuple[int, int]] = {}  # frame record -> (first field slot, fields)
        self.records_top = 0  # the slots of this path's frame records end here
        self.depth = 0
        # ld_sstop is %fb + `top` slots on this path (-1: not known).
        self.top = 0
        self.slots_used = 0
        self.clears: tuple[int, ...] = ()
        self.undo: list[tuple[int, str | None, int | None]] = []
        self.blocks: dict[int, _Block] = {}
        self.propagate_label: str | None = None
        self.result_ty = _ty(fun_result(fun))
        self.group: dict[int, int] = {}
        self.group_base = ""
        self.int_casts: set[int] = set()
        """The PTR variables that are a `cast` of an INT one: a monomorphic
        int (a Word8 element, a char) stored through a polymorphic array's
        update needs no write barrier and is never a flat array's double."""

    # -- text -------------------------------------------------------------------

    def emit(self, line: str) -> None:
        self.out.append("  " + line)

    def tmp(self) -> str:
        self.n += 1
        return f"%t{self.n}"

    def new_label(self) -> str:
        self.n += 1
        return f"L{self.n}"

    def start(self, label: str) -> None:
        self.out.append(f"{label}:")
        self.label = label

    # -- variables ----------------------------------------------------------------

    def bind(self, v: Var, operand: str, store: bool = True) -> None:
        """`v` is `operand` from here on; a rooted `v` takes its slot and, if
        `store`, is stored into it (else the caller calls `store_root`)."""
        self.undo.append((v.id, self.env.get(v.id), self.stamp.get(v.id)))
        self.env[v.id] = operand
        if v.id in self.frame.rooted and operand.startswith("%"):
            self.stamp[v.id] = self.epoch
            if v.id in self.frame.heavy:
                self.slot_of[v.id] = self.depth
                if self.depth in self.clears:  # the slot is reused: no longer to be cleared
                    self.clears = tuple(c for c in self.clears if c != self.depth)
                self.depth += 1
                if store:
                    self.store_slot(v)

    def store_root(self, v: Var) -> None:
        """A heavy rooted `v` into its slot (a light one has none: allocation
        slow paths save it above the frame's slots)."""
        if v.id in self.slot_of:
            self.store_slot(v)

    def store_slot(self, v: Var) -> None:
        self.write_slot(self.slot_of[v.id], self.env[v.id])

    def write_slot(self, i: int, value: str) -> None:
        """Store `value` into slot `i` as a root (alias class `slot_tag`; a
        frame record's header and fields are written by `frame_record`)."""
        self.emit(f"store i64 {value}, ptr {self.fs(i)}, align 8{self.slot_tag}")

    def read_slot(self, i: int) -> str:
        """Slot `i`, loaded as a root."""
        r = self.tmp()
        self.emit(f"{r} = load i64, ptr {self.fs(i)}, align 8{self.slot_tag}")
        return r

    def rename(self, v: Var, name: str) -> None:
        """A rooted `v` is `name` from here on (reloaded, or merged after a
        collection): valid until the next collection point."""
        self.undo.append((v.id, self.env[v.id], self.stamp[v.id]))
        self.env[v.id] = name
        self.stamp[v.id] = self.epoch

    def clear_dead(self, node: Term, variables: bool = True, records: bool = True) -> None:
        """The slots of the variables whose last use is `node` are to be
        cleared (what a dead variable holds must not stay reachable: safe for
        space); the stores are emitted before the next collection point that
        scans them (`flush_clears`), none if the path leaves first. A call
        clears its dead `variables` before it and the fields of its dead frame
        `records` after it (they are its arguments)."""
        dead = []
        for v in self.frame.dies_at(node):
            if variables and v.id in self.slot_of:
                dead.append(self.slot_of[v.id])
            elif records and v.id in self.record_slots:
                first, n = self.record_slots[v.id]
                dead.extend(range(first, first + n))
        if dead:
            self.clears = self.clears + tuple(dead)

    def flush_clears(self, depth: int, keep: bool = False) -> None:
        """Clear the pending dead slots below `depth` (those a collection
        there scans); `keep`: they stay pending (a slow path's clears do not
        cover the fast path)."""
        for slot in sorted(set(self.clears)):
            if slot < depth:
                self.write_slot(slot, "1")
        if not keep:
            self.clears = ()

    def collected(self) -> None:
        """A collection point (or a block entry) on this path: every rooted
        variable's register copy is stale from here on."""
        self.epoch += 1
        self.last_collect = self.epoch

    def name(self, v: Var) -> str:
        """A fresh SSA name for the definition of `v` (bound by the caller)."""
        if v.id in self.env:
            return self.tmp()
        return f"%v{v.id}"

    def define(self, v: Var, instr: str) -> str:
        r = self.name(v)
        self.emit(f"{r} = {instr}")
        self.bind(v, r)
        return r

    def val(self, v: Var) -> str:
        r = self.env.get(v.id)
        if r is not None:
            if v.id in self.stamp and self.stamp[v.id] < self.last_collect:
                assert v.id in self.slot_of, f"codegen: light {v.hint}#{v.id} used after a collection"
                loaded = self.read_slot(self.slot_of[v.id])
                self.rename(v, loaded)
                return loaded
            return r
        if v.id in self.mod.functions:
            return f"ptrtoint (ptr @{self.mod.functions[v.id][0]} to i64)"
        raise AssertionError(f"codegen: {v.hint}#{v.id} unbound")

    def checkpoint(self) -> tuple[int, int, int, int, tuple[int, ...], int]:
        return len(self.undo), self.depth, self.last_collect, self.top, self.clears, self.records_top

    def rewind(self, mark: tuple[int, int, int, int, tuple[int, ...], int]) -> None:
        """Back to the bindings, slots and collection state of `mark`."""
        undo_len, self.depth, self.last_collect, self.top, self.clears, self.records_top = mark
        while len(self.undo) > undo_len:
            i, old, old_stamp = self.undo.pop()
            if old is None:
                self.env.pop(i, None)
            else:
                self.env[i] = old
            if old_stamp is None:
                self.stamp.pop(i, None)
            else:
                self.stamp[i] = old_stamp

    def typed(self, vs: tuple[Var, ...]) -> str:
        return ", ".join(f"{_ty(v.cty)} {self.val(v)}" for v in vs)

    # -- function -------------------------------------------------------------------

    def generate(self) -> str:
        f = self.fun
        symbol, _ = self.mod.functions[f.name.id]
        params = ", ".join(f"{_ty(p.cty)} %a{p.id}" for p in f.params)
        self.start("entry")
        if self.frame.slots:
            self.emit(f"%fb = load ptr, ptr @ld_sstop, align 8{_RT}")
        frame_at = len(self.out)
        self.emit("br label %loop")
        self.out.append("loop:")
        header_at = len(self.out)
        self.label = "loop"
        self.loop = _Block("loop", f.params, [("entry", [f"%a{p.id}" for p in f.params])])
        for p in f.params:
            self.bind(p, f"%v{p.id}")
        self.term(f.body)
        self.out[header_at:header_at] = self.phis(self.loop)
        if self.propagate_label is not None:
            self.start(self.propagate_label)
            self.top = -1  # reached from paths with different tops
            self.ret(_zero(self.result_ty))
        if self.frame.slots:
            self.out[frame_at:frame_at] = [f"  %fs{i} = getelementptr i64, ptr %fb, i64 {i}"
                                           for i in range(self.slots_used)]
        linkage = "hidden" if f.name.id in self.mod.public else "internal"
        if f.name.id not in self.mod.workers:
            return (f"define {linkage} {self.mod.cc[f.name.id]} {self.result_ty} @{symbol}({params}) nounwind {{\n"
                    + "\n".join(self.out) + "\n}\n")
        args = ", ".join(f"{_ty(p.cty)} %a{p.id}" for p in f.params)
        return (f"define internal fastcc {self.result_ty} @{_worker(symbol)}({params}) nounwind {{\n"
                + "\n".join(self.out) + "\n}\n\n"
                + f"define {linkage} tailcc {self.result_ty} @{symbol}({params}) nounwind {{\n"
                + f"  %r = call fastcc {self.result_ty} @{_worker(symbol)}({args})\n"
                + f"  ret {self.result_ty} %r\n}}\n")

    def phis(self, b: _Block) -> list[str]:
        lines = []
        for i, v in enumerate(b.params):
            name = f"%v{v.id}" if b is self.loop else self.env[v.id]
            incoming = ", ".join(f"[ {vals[i]}, %{lab} ]" for lab, vals in b.incoming)
            lines.append(f"  {name} = phi {_ty(v.cty)} {incoming}")
        return lines

    # -- control ----------------------------------------------------------------------

    def jump(self, b: _Block, args: list[str]) -> None:
        """To a block (a merge point: every block starts with ld_sstop at %fb,
        and the slots below its depth cleared if dead)."""
        self.flush_clears(b.depth)
        self.set_top(0)
        b.incoming.append((self.label, args))
        self.emit(f"br label %{b.label}")

    def set_top(self, depth: int) -> None:
        """ld_sstop = %fb + `depth` slots, unless it is known to be. Before a
        collection point, `depth` covers exactly the slots written on this
        path (the frame has no other slots: nothing is initialized on entry);
        0 before leaving the function or jumping to a block, so that a call
        leaves ld_sstop as it found it."""
        if self.frame.slots and self.top != depth:
            self.emit(f"store ptr {self.fs(depth)}, ptr @ld_sstop, align 8{_RT}")
            self.top = depth

    def fs(self, i: int) -> str:
        """The address of slot `i` of the frame (%fb + i words)."""
        self.slots_used = max(self.slots_used, i + 1)
        return f"%fs{i}"

    def pop_frame(self) -> None:
        self.set_top(0)

    def ret(self, operand: str) -> None:
        self.pop_frame()
        self.emit(f"ret {self.result_ty} {operand}")

    def ret_values(self, operands: list[str]) -> None:
        """Return several values: one struct (`MultiT`), built field by field."""
        struct = "undef"
        for i, (x, cty) in enumerate(zip(operands, self.fun.ret.params)):
            built = self.tmp()
            self.emit(f"{built} = insertvalue {self.result_ty} {struct}, {_ty(cty)} {x}, {i}")
            struct = built
        self.ret(struct)

    def throw(self, k: CVar, args: list[str]) -> None:
        """Pass `args` to continuation `k` (a block, or this function's ret/exn)."""
        if k.id == self.fun.ret.id:
            if len(args) == 1:
                self.ret(args[0])
            else:
                self.ret_values(args)
        elif k.id == self.fun.exn.id:
            self.emit(f"store i64 {args[0]}, ptr @ld_pending, align 8{_RT}")
            self.ret(_zero(self.result_ty))
        else:
            self.jump(self.blocks[k.id], args)

    def raise_static(self, cond: str, exn: CVar, name: str) -> None:
        """If `cond`, raise the built-in nullary exception `name` to `exn`; continue otherwise."""
        bad, ok = self.new_label(), self.new_label()
        self.emit(f"br i1 {cond}, label %{bad}, label %{ok}")
        self.start(bad)
        kept = self.top, self.clears
        self.throw(exn, [_static_value(f"ld_exn_pkt_{name}")])
        self.start(ok)
        self.top, self.clears = kept  # the side exit's stores are not on this path

    def check_pending(self, exn: CVar, returned: str | None = None) -> None:
        """After a call that may raise: on a pending packet, go to `exn`.
        `returned`: the word an ML function returned, 0 iff it raised
        (ldriver_rt.h §6), tested instead of loading ld_pending."""
        c = self.tmp()
        if returned is None:
            p = self.tmp()
            self.emit(f"{p} = load i64, ptr @ld_pending, align 8{_RT}")
            self.emit(f"{c} = icmp ne i64 {p}, 0")
        else:
            self.emit(f"{c} = icmp eq i64 {returned}, 0")
        if exn.id == self.fun.exn.id:
            # Propagate (the packet stays pending): one shared block per function.
            if self.propagate_label is None:
                self.propagate_label = self.new_label()
            ok = self.new_label()
            self.emit(f"br i1 {c}, label %{self.propagate_label}, label %{ok}")
            self.start(ok)
            return
        bad, ok = self.new_label(), self.new_label()
        self.emit(f"br i1 {c}, label %{bad}, label %{ok}")
        self.start(bad)
        kept = self.top, self.clears
        if returned is not None:
            p = self.tmp()
            self.emit(f"{p} = load i64, ptr @ld_pending, align 8{_RT}")
        self.emit(f"store i64 0, ptr @ld_pending, align 8{_RT}")
        # The handler may be this function's return continuation: shrinking
        # turns `(...) handle e => e` into a call whose handler returns.
        self.throw(exn, [p])
        self.start(ok)
        self.top, self.clears = kept  # the side exit's stores are not on this path

    def protected_call(self, node: Term, call: str, result: Var | None, exn: CVar | None,
                       depth_after: int | None = None, ml_word: bool = False) -> str:
        """Emit `call`, a collection point if `node` is one; test for a raise
        when `exn` is given (`ml_word`: the callee is an ML function with a
        word result, 0 iff it raised). Returns the result operand.
        `depth_after`: the frame depth from the result on, when less than
        during the call."""
        if result is None:
            r = self.tmp()
        else:
            r = self.name(result)
        collects = self.frame.collects_at(node)
        if collects:
            self.flush_clears(self.depth)
            self.set_top(self.depth)
        self.emit(f"{r} = {call}")
        if collects:
            self.collected()
        if depth_after is not None:
            self.depth = depth_after
            # The frame records above it were in the call's scope only: their
            # slots are reusable, and a collection from here on need not scan
            # them (one that did after a lower one had not would find stale
            # pointers there).
            self.records_top = min(self.records_top, depth_after)
        if result is not None:
            self.bind(result, r)
        if exn is not None:
            self.check_pending(exn, r if ml_word else None)
        return r

    # -- terms --------------------------------------------------------------------------

    def term(self, t: Term) -> None:
        while True:
            match t:
                case LetVal(v, c, body):
                    self.bind(v, self.constant(c))
                    t = body
                case LetPrim():
                    self.prim(t)
                    self.clear_dead(t)
                    t = t.body
                case LetRecord():
                    self.record(t)
                    self.clear_dead(t)
                    t = t.body
                case Select(v, i, r, body):
                    slot = self.field_ptr(self.val(r), str(i))
                    self.define(v, f"load {_ty(v.cty)}, ptr {slot}, align 8{_FIELD}")
                    self.clear_dead(t)
                    t = body
                case LetCont(k, params, cbody, body):
                    b = _Block(self.new_label(), params, direct=k.id in self.direct, body=cbody,
                               depth=self.depth)
                    self.blocks[k.id] = b
                    mark = self.checkpoint()
                    self.term(body)
                    self.rewind(mark)
                    if not b.incoming:
                        return
                    self.out.append(f"{b.label}:")
                    self.label = b.label
                    self.top = 0
                    self.collected()
                    for v in b.params:
                        self.bind(v, self.name(v), store=False)
                    self.out.extend(self.phis(b))
                    for v in b.params:
                        self.store_root(v)
                    t = cbody
                case App():
                    after = self.app(t)
                    if after is None:
                        return
                    t = after
                case Throw(k, args):
                    operands = [self.val(a) for a in args]
                    self.clear_dead(t)
                    self.throw(k, operands)
                    return
                case Switch(scrut, cases, default):
                    self.switch(t, scrut, cases, default)
                    return
                case _:
                    raise AssertionError(f"not a closed CPS term: {type(t).__name__}")

    def constant(self, c: object) -> str:
        match c:
            case IntConst(n):
                return str(2 * n + 1)
            case RealConst(x):
                return _real_literal(x)
            case StringConst(s):
                return self.mod.string(s)
            case ExnConst(name):
                return _static_value(f"ld_exn_{name}")
        raise AssertionError(c)

    def switch(self, node: Term, scrut: Var, cases: tuple[tuple[int, Term], ...], default: Term | None) -> None:
        labels = [self.new_label() for _ in cases]
        dflt = self.new_label()
        table = " ".join(f"i64 {2 * key + 1}, label %{lab}" for (key, _), lab in zip(cases, labels))
        scrut_operand = self.val(scrut)
        self.clear_dead(node)
        self.emit(f"switch i64 {scrut_operand}, label %{dflt} [ {table} ]")
        for (_, arm), lab in zip(cases, labels):
            mark = self.checkpoint()
            self.start(lab)
            self.term(arm)
            self.rewind(mark)
        self.start(dflt)
        if default is None:
            self.emit("unreachable")
        else:
            self.term(default)

    def app(self, t: App) -> Term | None:
        """Emit the call `t`; returns the body of its return continuation when
        that is `direct` (to be emitted next, in the same block)."""
        fn, ret, exn, args = t.fn, t.ret, t.exn, t.args
        assert isinstance(fn.cty, FunT)
        rty = _ty(fn.cty.result)
        cc = self.mod.cc.get(fn.id, "tailcc")
        tail = ret.id == self.fun.ret.id and exn.id == self.fun.exn.id
        if fn.id in self.mod.workers and not tail:
            cc = "fastcc"
            callee = "@" + _worker(self.mod.functions[fn.id][0])
        elif fn.id in self.mod.functions:
            callee = "@" + self.mod.functions[fn.id][0]
        else:
            callee = self.tmp()
            self.emit(f"{callee} = inttoptr i64 {self.val(fn)} to ptr")
        call_args = self.typed(args)
        if tail:
            if fn.id == self.fun.name.id:
                self.jump(self.loop, [self.val(a) for a in args])
                return None
            self.pop_frame()
            r = self.tmp()
            assert cc == "tailcc" and self.mod.cc[self.fun.name.id] == "tailcc"
            self.emit(f"{r} = tail call tailcc {rty} {callee}({call_args})")
            self.emit(f"ret {rty} {r}")
            return None
        if fn.id in self.mod.functions and fn.id not in self.mod.may_raise:
            exn = None  # the callee provably returns normally: no `ld_pending` test
        self.clear_dead(t, records=False)
        b = self.blocks.get(ret.id)
        if isinstance(fn.cty.result, MultiT):
            return self.app_values(t, f"call {cc} {rty} {callee}({call_args})", fn.cty.result, exn, b)
        if b is not None and b.direct:
            (param,) = b.params
            # What the call's own branch bound is out of scope after it, but
            # the frame records it may be passed stay in the frame during it.
            self.depth = max(b.depth, self.records_top)
            self.protected_call(t, f"call {cc} {rty} {callee}({call_args})", param, exn, b.depth,
                                ml_word=rty == "i64")
            self.clear_dead(t, variables=False)
            return b.body
        r = self.protected_call(t, f"call {cc} {rty} {callee}({call_args})", None, exn, ml_word=rty == "i64")
        self.clear_dead(t, variables=False)
        self.throw(ret, [r])
        return None

    def app_values(self, t: App, call: str, result: MultiT, exn: CVar | None, b: _Block | None) -> Term | None:
        """The rest of `app` for a callee returning several values (a struct):
        the continuation's parameters are its fields. A raise returns the zero
        struct, so a first field that is a word tells, as a word result does."""
        direct = b if b is not None and b.direct else None
        if direct is not None:
            self.depth = max(direct.depth, self.records_top)
        struct = self.protected_call(t, call, None, None, None if direct is None else direct.depth)
        # The dead frame records' fields are to be cleared before the fields
        # are bound: a parameter may take one of their slots (a single result
        # takes at most a record's header slot), and `bind` then keeps it.
        self.clear_dead(t, variables=False)
        fields = []
        for i in range(len(result.fields)):
            x = self.tmp()
            self.emit(f"{x} = extractvalue {_ty(result)} {struct}, {i}")
            fields.append(x)
        if direct is not None:
            for param, x in zip(direct.params, fields):
                self.bind(param, x)
        if exn is not None:
            self.check_pending(exn, fields[0] if is_word(result.fields[0]) else None)
        if direct is not None:
            return direct.body
        self.throw(t.ret, fields)
        return None

    # -- records and allocation ----------------------------------------------------------

    def allocate(self, node: Term, kind: int, tag: int, length: int) -> str:
        """The address (a `ptr` to the header) of the object `node` allocates."""
        size = alloc.object_bytes(node)
        assert size is not None
        if size > alloc.LARGE_OBJECT_BYTES:
            v = self.protected_call(node, f"call i64 @ld_alloc_large(i32 {kind}, i32 {tag}, i64 {length})",
                                    None, None)
            p = self.tmp()
            h = self.tmp()
            self.emit(f"{p} = inttoptr i64 {v} to ptr")
            self.emit(f"{h} = getelementptr i8, ptr {p}, i64 -8")
            return h
        if id(node) not in self.group:
            self.start_group(node)
        h = self.tmp()
        self.emit(f"{h} = getelementptr i8, ptr {self.group_base}, i64 {self.group[id(node)]}")
        self.emit(f"store i64 {alloc.header(kind, tag, length)}, ptr {h}, align 8{_HEADER}")
        return h

    def start_group(self, node: Term) -> None:
        assert self.frame.collects_at(node), "an allocation group starts where roots were planned"
        offsets, total = alloc.plan_group(node)
        hp, end, lim, full = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{hp} = load ptr, ptr @ld_hp, align 8{_RT}")
        self.emit(f"{end} = getelementptr i8, ptr {hp}, i64 {total}")
        self.emit(f"{lim} = load ptr, ptr @ld_hlimit, align 8{_RT}")
        self.emit(f"{full} = icmp ugt ptr {end}, {lim}")
        slow, join = self.new_label(), self.new_label()
        fast_label = self.label
        self.emit(f"br i1 {full}, label %{slow}, label %{join}")
        self.start(slow)
        small = self.frame.small_live(node)
        # Those of a small live set held in valid registers: reloaded and
        # merged; a light one (it has no slot) is saved first, in the slots
        # above this path's.
        saved = [] if small is None else [
            v for v in small if v.id in self.stamp and self.stamp[v.id] >= self.last_collect]
        where = {v.id: self.slot_of[v.id] for v in saved if v.id in self.slot_of}
        light = [v for v in saved if v.id not in self.slot_of]
        for i, v in enumerate(light):
            where[v.id] = self.depth + i
            self.write_slot(self.depth + i, self.env[v.id])
        top = self.top
        assert top >= 0
        self.flush_clears(self.depth, keep=True)
        self.set_top(self.depth + len(light))
        hp2 = self.tmp()
        self.emit(f"{hp2} = call ptr @ld_gc_alloc(i64 {total})")
        reloaded = [self.read_slot(where[v.id]) for v in saved]
        self.set_top(top)
        self.emit(f"br label %{join}")
        self.start(join)
        if small is None:
            self.collected()
        base = self.tmp()
        self.emit(f"{base} = phi ptr [ {hp}, %{fast_label} ], [ {hp2}, %{slow} ]")
        for v, r in zip(saved, reloaded):
            merged = self.tmp()
            self.emit(f"{merged} = phi i64 [ {self.env[v.id]}, %{fast_label} ], [ {r}, %{slow} ]")
            self.rename(v, merged)
        new_hp = self.tmp()
        self.emit(f"{new_hp} = getelementptr i8, ptr {base}, i64 {total}")
        self.emit(f"store ptr {new_hp}, ptr @ld_hp, align 8{_RT}")
        self.group = offsets
        self.group_base = base

    def object_value(self, v: Var, header_ptr: str) -> str:
        obj = self.tmp()
        self.emit(f"{obj} = getelementptr i8, ptr {header_ptr}, i64 8")
        self.define(v, f"ptrtoint ptr {obj} to i64")
        return obj

    def record(self, t: LetRecord) -> None:
        if t.stack:
            self.frame_record(t)
            return
        kind = alloc.record_kind(t)
        h = self.allocate(t, kind, t.tag, len(t.fields))
        obj = self.object_value(t.var, h)
        for i, f in enumerate(t.fields):
            slot = self.tmp()
            self.emit(f"{slot} = getelementptr i64, ptr {obj}, i64 {i}")
            self.emit(f"store {_ty(f.cty)} {self.val(f)}, ptr {slot}, align 8{_FIELD}")

    def frame_record(self, t: LetRecord) -> None:
        """A record in the next 1 + n slots of the frame (`compiler.llvm.roots`):
        written before anything can collect, so that no slot below ld_sstop is
        ever stale."""
        base, n = self.depth, len(t.fields)
        self.depth += 1 + n
        self.clears = tuple(c for c in self.clears if not base <= c <= base + n)
        self.emit(f"store i64 {alloc.header(alloc.RECORD, t.tag, n)}, ptr {self.fs(base)}, align 8")
        for i, f in enumerate(t.fields):
            self.emit(f"store i64 {self.val(f)}, ptr {self.fs(base + 1 + i)}, align 8")
        self.record_slots[t.var.id] = (base + 1, n)
        self.records_top = self.depth
        self.define(t.var, f"ptrtoint ptr {self.fs(base + 1)} to i64")

    # -- primitives ---------------------------------------------------------------------

    def prim(self, t: LetPrim) -> None:
        v, name, args, exn = t.var, t.prim, t.args, t.exn
        p = prim_info(name)
        a = [self.val(x) for x in args]
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
                self.protected_call(t, call, v, exn)
            else:
                self.define(v, call)
                if exn is not None:
                    self.check_pending(exn)
            return
        if name in _ICMP:
            c = self.tmp()
            self.emit(f"{c} = icmp {_ICMP[name]} i64 {a[0]}, {a[1]}")
            self.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")
        elif name in _FCMP:
            c = self.tmp()
            self.emit(f"{c} = fcmp {_FCMP[name]} double {a[0]}, {a[1]}")
            self.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")
        elif name in _FARITH:
            self.define(v, f"{_FARITH[name]} double {a[0]}, {a[1]}")
        elif name in _WORD_BITS:
            self.define(v, f"{_WORD_BITS[name]} i64 {a[0]}, {a[1]}")
        else:
            getattr(self, "p_" + name)(v, a, args, exn, t)

    def overflow_op(self, op: str, x: str, y: str, exn: CVar | None) -> str:
        """`op` with overflow check on i64 (the tagged forms make the i64 overflow
        exactly the 63-bit one); raises Overflow to `exn`."""
        pair, ovf = self.tmp(), self.tmp()
        self.emit(f"{pair} = call {{ i64, i1 }} @llvm.{op}.with.overflow.i64(i64 {x}, i64 {y})")
        self.emit(f"{ovf} = extractvalue {{ i64, i1 }} {pair}, 1")
        assert exn is not None
        self.raise_static(ovf, exn, "Overflow")
        r = self.tmp()
        self.emit(f"{r} = extractvalue {{ i64, i1 }} {pair}, 0")
        return r

    def p_int_add(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.tmp()
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        self.bind(v, self.overflow_op("sadd", a[0], y, exn))

    def p_int_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.tmp()
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        self.bind(v, self.overflow_op("ssub", a[0], y, exn))

    def p_int_mul(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x, y = self.tmp(), self.tmp()
        self.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        r = self.overflow_op("smul", x, y, exn)
        self.define(v, f"or i64 {r}, 1")

    def int_division(self, v: Var, name: str, a: list[str], exn: CVar | None) -> None:
        """`div`/`mod`/`quot`/`rem` inline, with the semantics of the runtime's
        `ld_int_*` (Div on a zero divisor; Overflow for minInt div/quot ~1).
        Untagged operands have 63 bits, so `sdiv`/`srem` never overflow i64."""
        assert exn is not None
        zero = self.tmp()
        self.emit(f"{zero} = icmp eq i64 {a[1]}, 1")
        self.raise_static(zero, exn, "Div")
        x, y = self.tmp(), self.tmp()
        self.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.emit(f"{y} = ashr i64 {a[1]}, 1")
        if name in ("int_div", "int_quot"):
            ismin, isneg1, ovf = self.tmp(), self.tmp(), self.tmp()
            self.emit(f"{ismin} = icmp eq i64 {x}, -4611686018427387904")
            self.emit(f"{isneg1} = icmp eq i64 {y}, -1")
            self.emit(f"{ovf} = and i1 {ismin}, {isneg1}")
            self.raise_static(ovf, exn, "Overflow")
        r = self.tmp()
        self.emit(f"{r} = {'sdiv' if name in ('int_div', 'int_quot') else 'srem'} i64 {x}, {y}")
        if name in ("int_div", "int_mod"):
            # floor semantics: adjust when the remainder is non-zero and the signs differ
            rem = r if name == "int_mod" else self.tmp()
            if name == "int_div":
                self.emit(f"{rem} = srem i64 {x}, {y}")
            sx, neg, nz, adj, fixed = (self.tmp() for _ in range(5))
            self.emit(f"{sx} = xor i64 {x if name == 'int_div' else rem}, {y}")
            self.emit(f"{neg} = icmp slt i64 {sx}, 0")
            self.emit(f"{nz} = icmp ne i64 {rem}, 0")
            self.emit(f"{adj} = and i1 {neg}, {nz}")
            if name == "int_div":
                self.emit(f"{fixed} = add i64 {r}, -1")
            else:
                self.emit(f"{fixed} = add i64 {r}, {y}")
            r2 = self.tmp()
            self.emit(f"{r2} = select i1 {adj}, i64 {fixed}, i64 {r}")
            r = r2
        self.tag_int(v, r)

    def real_to_int(self, v: Var, name: str, x: str, symbol: str, exn: CVar) -> None:
        """`floor`/`ceil`/`trunc`/`round` inline where -2^62 <= x < 2^62, whose
        results are all in the int range (doubles there of magnitude >= 2^52
        are integers, so `fptosi` truncates exactly and the adjustments below
        are exact); NaN and the rest go to the runtime's `symbol`, which
        raises Domain or Overflow. (Without SSE4.1, `llvm.floor` would be a
        libm call.) `round` is half to even, as the runtime's."""
        lo, hi, ok, t, tf = (self.tmp() for _ in range(5))
        self.emit(f"{lo} = fcmp oge double {x}, {_real_literal(-2.0 ** 62)}")
        self.emit(f"{hi} = fcmp olt double {x}, {_real_literal(2.0 ** 62)}")
        self.emit(f"{ok} = and i1 {lo}, {hi}")
        fast, slow, join = self.new_label(), self.new_label(), self.new_label()
        self.emit(f"br i1 {ok}, label %{fast}, label %{slow}")
        self.start(fast)
        self.emit(f"{t} = fptosi double {x} to i64")
        self.emit(f"{tf} = sitofp i64 {t} to double")
        r = t
        if name != "real_trunc":  # truncation rounded a negative x up, a positive x down
            pred, op = ("ogt", "add") if name == "real_ceil" else ("olt", "sub")
            off = self.tmp()
            self.emit(f"{off} = fcmp {pred} double {x}, {tf}")
            r = self.step(r, off, op)
        if name == "real_round":  # from the floor r: up past half, and at half to even
            rf, diff, above, half, odd, tie, up = (self.tmp() for _ in range(7))
            self.emit(f"{rf} = sitofp i64 {r} to double")
            self.emit(f"{diff} = fsub double {x}, {rf}")
            self.emit(f"{above} = fcmp ogt double {diff}, 0x3FE0000000000000")
            self.emit(f"{half} = fcmp oeq double {diff}, 0x3FE0000000000000")
            self.emit(f"{odd} = trunc i64 {r} to i1")
            self.emit(f"{tie} = and i1 {half}, {odd}")
            self.emit(f"{up} = or i1 {above}, {tie}")
            r = self.step(r, up, "add")
        sh, tagged = self.tmp(), self.tmp()
        self.emit(f"{sh} = shl i64 {r}, 1")
        self.emit(f"{tagged} = or i64 {sh}, 1")
        fast_end = self.label
        self.emit(f"br label %{join}")
        self.start(slow)
        called = self.tmp()
        self.emit(f"{called} = call i64 @{symbol}(double {x})")
        self.check_pending(exn)
        slow_end = self.label
        self.emit(f"br label %{join}")
        self.start(join)
        self.define(v, f"phi i64 [ {tagged}, %{fast_end} ], [ {called}, %{slow_end} ]")

    def step(self, n: str, cond: str, op: str) -> str:
        """`n` `op` (add/sub) 1 where the i1 `cond` holds, else `n`."""
        one, r = self.tmp(), self.tmp()
        self.emit(f"{one} = zext i1 {cond} to i64")
        self.emit(f"{r} = {op} i64 {n}, {one}")
        return r

    def p_int_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.bind(v, self.overflow_op("ssub", "2", a[0], exn))

    def p_int_abs(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        neg, pair, ovf, bad, r = self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{neg} = icmp slt i64 {a[0]}, 0")
        self.emit(f"{pair} = call {{ i64, i1 }} @llvm.ssub.with.overflow.i64(i64 2, i64 {a[0]})")
        self.emit(f"{ovf} = extractvalue {{ i64, i1 }} {pair}, 1")
        self.emit(f"{bad} = and i1 {neg}, {ovf}")
        assert exn is not None
        self.raise_static(bad, exn, "Overflow")
        self.emit(f"{r} = extractvalue {{ i64, i1 }} {pair}, 0")
        self.define(v, f"select i1 {neg}, i64 {r}, i64 {a[0]}")

    def p_word_add(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.tmp()
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        self.define(v, f"add i64 {a[0]}, {y}")

    def p_word_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        y = self.tmp()
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        self.define(v, f"sub i64 {a[0]}, {y}")

    def p_word_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # tagged: 2(-w) + 1 = 2 - (2w + 1), modulo 2^64
        self.define(v, f"sub i64 2, {a[0]}")

    def p_word_mul(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x, y, r = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.emit(f"{y} = sub i64 {a[1]}, 1")
        self.emit(f"{r} = mul i64 {x}, {y}")
        self.define(v, f"or i64 {r}, 1")

    def word_divmod(self, v: Var, a: list[str], exn: CVar | None, op: str) -> None:
        zero = self.tmp()
        self.emit(f"{zero} = icmp eq i64 {a[1]}, 1")
        assert exn is not None
        self.raise_static(zero, exn, "Div")
        x, y, r, s = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.emit(f"{y} = lshr i64 {a[1]}, 1")
        self.emit(f"{r} = {op} i64 {x}, {y}")
        self.emit(f"{s} = shl i64 {r}, 1")
        self.define(v, f"or i64 {s}, 1")

    def p_word_div(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word_divmod(v, a, exn, "udiv")

    def p_word_mod(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.word_divmod(v, a, exn, "urem")

    def p_real_neg(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.define(v, f"fneg double {a[0]}")

    def p_real_abs(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.define(v, f"call double @llvm.fabs.f64(double {a[0]})")

    def p_real_from_int(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        n = self.tmp()
        self.emit(f"{n} = ashr i64 {a[0]}, 1")
        self.define(v, f"sitofp i64 {n} to double")

    def p_char_ord(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.bind(v, a[0])

    def p_cast(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        if isinstance(args[0].cty, IntT) or args[0].id in self.int_casts:
            self.int_casts.add(v.id)
        self.bind(v, a[0])

    def is_int(self, x: Var) -> bool:
        return isinstance(x.cty, IntT) or x.id in self.int_casts

    p_tagged = p_cast

    def p_box_real(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        h = self.allocate(t, alloc.REAL, 0, 1)
        obj = self.object_value(v, h)
        self.emit(f"store double {self.val(args[0])}, ptr {obj}, align 8{_FIELD}")

    def p_ref_new(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        # The argument is read after `allocate`: the group's limit check may have moved it.
        h = self.allocate(t, alloc.ARRAY, 0, 1)
        obj = self.object_value(v, h)
        self.emit(f"store i64 {self.val(args[0])}, ptr {obj}, align 8{_FIELD}")

    def field_ptr(self, obj: str, index: str) -> str:
        p, slot = self.tmp(), self.tmp()
        self.emit(f"{p} = inttoptr i64 {obj} to ptr")
        self.emit(f"{slot} = getelementptr i64, ptr {p}, i64 {index}")
        return slot

    def p_unbox_real(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.define(v, f"load double, ptr {self.field_ptr(a[0], '0')}, align 8{_FIELD}")

    def p_ref_get(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.define(v, f"load i64, ptr {self.field_ptr(a[0], '0')}, align 8{_FIELD}")

    def store_field(self, obj: str, slot: str, x: str, cty: Cty) -> None:
        """A store of the operand `x` (of CTY `cty`) into an ARRAY object, with
        the write barrier (ldriver_rt.h §5) unless the value is known to be an
        int.  The inline test is the over-approximation `x - lo - 1 < hi - lo`
        (x in the nursery, or a tagged int in its address range: the runtime
        re-checks) and `obj` outside it."""
        self.emit(f"store i64 {x}, ptr {slot}, align 8{_FIELD}")
        if isinstance(cty, IntT):
            return
        lo, hi, size, dx, dx1, dobj, dobj1, vin, oout, need = (self.tmp() for _ in range(10))
        self.emit(f"{lo} = load i64, ptr @ld_nursery_lo, align 8{_RT}")
        self.emit(f"{hi} = load i64, ptr @ld_nursery_hi, align 8{_RT}")
        self.emit(f"{size} = sub i64 {hi}, {lo}")
        self.emit(f"{dx} = sub i64 {x}, {lo}")
        self.emit(f"{dx1} = sub i64 {dx}, 1")
        self.emit(f"{vin} = icmp ult i64 {dx1}, {size}")
        self.emit(f"{dobj} = sub i64 {obj}, {lo}")
        self.emit(f"{dobj1} = sub i64 {dobj}, 1")
        self.emit(f"{oout} = icmp uge i64 {dobj1}, {size}")
        self.emit(f"{need} = and i1 {vin}, {oout}")
        remember, done = self.new_label(), self.new_label()
        self.emit(f"br i1 {need}, label %{remember}, label %{done}")
        self.start(remember)
        self.emit(f"call void @ld_remember_field(i64 {obj}, ptr {slot})")
        self.emit(f"br label %{done}")
        self.start(done)

    def p_ref_set(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.store_field(a[0], self.field_ptr(a[0], "0"), a[1], INT_T if self.is_int(args[1]) else args[1].cty)
        self.bind(v, _UNIT)

    def header(self, obj: str) -> str:
        """`obj`'s header word (ldriver_rt.h LD_HEADER), loaded."""
        p, h, hdr = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{p} = inttoptr i64 {obj} to ptr")
        self.emit(f"{h} = getelementptr i64, ptr {p}, i64 -1")
        self.emit(f"{hdr} = load i64, ptr {h}, align 8{_HEADER}")
        return hdr

    def header_field(self, hdr: str, shift: int, mask: int | None = None) -> str:
        """A field of the header word `hdr`: its bits from `shift` up, under `mask`."""
        f = self.tmp()
        self.emit(f"{f} = lshr i64 {hdr}, {shift}")
        if mask is None:
            return f
        masked = self.tmp()
        self.emit(f"{masked} = and i64 {f}, {mask}")
        return masked

    def length(self, obj: str) -> str:
        """The length field of `obj`'s header (untagged)."""
        return self.header_field(self.header(obj), 21)

    def branch_on_flat(self, hdr: str) -> tuple[str, str, str]:
        """A branch on whether the array whose header is `hdr` is flat (kind
        LD_RARRAY, ldriver_rt.h): the labels of the flat and the word arms,
        and of the block where the caller joins them."""
        c = self.tmp()
        self.emit(f"{c} = icmp eq i64 {self.header_field(hdr, 1, 15)}, {alloc.RARRAY}")
        flat, word, join = self.new_label(), self.new_label(), self.new_label()
        self.emit(f"br i1 {c}, label %{flat}, label %{word}")
        return flat, word, join

    def tag_int(self, v: Var, n: str) -> None:
        s = self.tmp()
        self.emit(f"{s} = shl i64 {n}, 1")
        self.define(v, f"or i64 {s}, 1")

    def p_array_length(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.tag_int(v, self.length(a[0]))

    p_vector_length = p_array_length

    def checked_index(self, a: list[str], exn: CVar | None, hdr: str | None = None) -> str:
        """The untagged index a[1] into a[0] (whose header is `hdr` when the
        caller has loaded it), raising Subscript when out of bounds."""
        n = self.header_field(hdr or self.header(a[0]), 21)
        i, bad = self.tmp(), self.tmp()
        self.emit(f"{i} = ashr i64 {a[1]}, 1")
        self.emit(f"{bad} = icmp uge i64 {i}, {n}")
        assert exn is not None
        self.raise_static(bad, exn, "Subscript")
        return i

    def index(self, t: LetPrim, a: list[str], exn: CVar | None, hdr: str | None = None) -> str:
        """The untagged index a[1] into a[0]: checked (`checked_index`) when
        the primitive raises Subscript, as is for the unchecked ones (`unsafe_*`)."""
        if not prim_info(t.prim).may_raise:
            i = self.tmp()
            self.emit(f"{i} = ashr i64 {a[1]}, 1")
            return i
        return self.checked_index(a, exn, hdr)

    def p_array_sub_word(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        i = self.index(t, a, exn)
        self.define(v, f"load i64, ptr {self.field_ptr(a[0], i)}, align 8{_FIELD}")

    p_vector_sub = p_array_sub_word
    p_unsafe_vector_sub = p_array_sub_word

    def p_array_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        """Of a flat array, the element boxed (a call that may collect)."""
        hdr = self.header(a[0])
        i = self.index(t, a, exn, hdr)
        if self.frame.collects_at(t):
            self.flush_clears(self.depth)
            self.set_top(self.depth)  # before the branch: both arms reach the join with it
        flat, word, join = self.branch_on_flat(hdr)
        self.start(word)
        w = self.tmp()
        self.emit(f"{w} = load i64, ptr {self.field_ptr(a[0], i)}, align 8{_FIELD}")
        self.emit(f"br label %{join}")
        self.start(flat)
        d, boxed = self.tmp(), self.tmp()
        self.emit(f"{d} = load double, ptr {self.field_ptr(a[0], i)}, align 8{_FIELD}")
        self.emit(f"{boxed} = call i64 @ld_box_real(double {d})")
        self.emit(f"br label %{join}")
        self.start(join)
        if self.frame.collects_at(t):  # before `v` is bound: it is defined after the collection
            self.collected()
        self.define(v, f"phi i64 [{w}, %{word}], [{boxed}, %{flat}]")

    def p_real_array_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                         t: LetPrim) -> None:
        i = self.checked_index(a, exn)
        self.define(v, f"load double, ptr {self.field_ptr(a[0], i)}, align 8{_FIELD}")

    def p_real_array_update(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                            t: LetPrim) -> None:
        i = self.checked_index(a, exn)
        self.emit(f"store double {a[2]}, ptr {self.field_ptr(a[0], i)}, align 8{_FIELD}")
        self.bind(v, _UNIT)

    def p_string_eq(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.mod.helpers_used.add("string_eq")
        self.define(v, f"call i64 @ld.string_eq(i64 {a[0]}, i64 {a[1]})")

    def p_string_compare(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None,
                         t: LetPrim) -> None:
        self.mod.helpers_used.add("string_compare")
        self.define(v, f"call i64 @ld.string_compare(i64 {a[0]}, i64 {a[1]})")

    def p_thread_new(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.mod.helpers_used.add("thread_new")
        self.define(v, f"call i64 @ld_thread_new(i64 {a[0]}, ptr @ld.ml_apply)")

    # A string's header length counts its bytes (ldriver_rt.h LD_STR_LEN).
    p_string_size = p_array_length

    p_unsafe_array_sub = p_array_sub

    def p_string_sub(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        i = self.index(t, a, exn)
        p, b, c = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{p} = inttoptr i64 {a[0]} to ptr")
        self.emit(f"{b} = getelementptr i8, ptr {p}, i64 {i}")
        self.emit(f"{c} = load i8, ptr {b}, align 1{_FIELD}")
        n = self.tmp()
        self.emit(f"{n} = zext i8 {c} to i64")
        self.tag_int(v, n)

    def p_array_update(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        """Into a flat array, the double of the REAL argument."""
        hdr = self.header(a[0])
        i = self.index(t, a, exn, hdr)
        slot = self.field_ptr(a[0], i)
        if self.is_int(args[2]):  # an int is never an element of a flat array
            self.store_field(a[0], slot, a[2], INT_T)
        else:
            flat, word, join = self.branch_on_flat(hdr)
            self.start(flat)
            d = self.tmp()
            self.emit(f"{d} = load double, ptr {self.field_ptr(a[2], '0')}, align 8{_FIELD}")
            self.emit(f"store double {d}, ptr {slot}, align 8{_FIELD}")
            self.emit(f"br label %{join}")
            self.start(word)
            self.store_field(a[0], slot, a[2], args[2].cty)
            self.emit(f"br label %{join}")
            self.start(join)
        self.bind(v, _UNIT)

    p_unsafe_string_sub = p_string_sub
    p_unsafe_array_update = p_array_update

    # Words are 63-bit unsigned values in the tagged form of ints
    # (ldriver_rt.h §2): `word_cast` (Word.fromInt, Word.toIntX) keeps the
    # bits; shifts by wordSize (63) or more give 0, or the sign for ~>>.

    def p_word_cast(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.bind(v, a[0])

    def p_word_xorb(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        x = self.tmp()
        self.emit(f"{x} = xor i64 {a[0]}, {a[1]}")
        self.define(v, f"or i64 {x}, 1")

    def shift_amount(self, b: str, most: int) -> tuple[str, str]:
        """The untagged shift amount of the word `b`, capped at `most`, and
        whether it was at least 63."""
        k, big, capped = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{k} = lshr i64 {b}, 1")
        self.emit(f"{big} = icmp uge i64 {k}, 63")
        self.emit(f"{capped} = select i1 {big}, i64 {most}, i64 {k}")
        return capped, big

    def p_word_lshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, big = self.shift_amount(a[1], 0)
        x, y, z = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{x} = and i64 {a[0]}, -2")
        self.emit(f"{y} = shl i64 {x}, {k}")
        self.emit(f"{z} = or i64 {y}, 1")
        self.define(v, f"select i1 {big}, i64 1, i64 {z}")

    def p_word_rshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, big = self.shift_amount(a[1], 0)
        x, y, z = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{x} = lshr i64 {a[0]}, 1")
        self.emit(f"{y} = lshr i64 {x}, {k}")
        self.emit(f"{z} = select i1 {big}, i64 0, i64 {y}")
        self.tag_int(v, z)

    def p_word_arshift(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        k, _ = self.shift_amount(a[1], 62)
        x, y = self.tmp(), self.tmp()
        self.emit(f"{x} = ashr i64 {a[0]}, 1")
        self.emit(f"{y} = ashr i64 {x}, {k}")
        self.tag_int(v, y)

    def p_is_ptr(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        bit, c = self.tmp(), self.tmp()
        self.emit(f"{bit} = and i64 {a[0]}, 1")
        self.emit(f"{c} = icmp eq i64 {bit}, 0")
        self.define(v, f"select i1 {c}, i64 {_TRUE}, i64 {_FALSE}")

    def p_get_tag(self, v: Var, a: list[str], args: tuple[Var, ...], exn: CVar | None, t: LetPrim) -> None:
        self.tag_int(v, self.header_field(self.header(a[0]), 5, 65535))
