"""Code generation: closed CPS -> LLVM IR text (docs/architecture.md "Calls,
exceptions and the stack", "Memory management", "LLVM facts this design relies on"; the CPS -> SSA
mapping of Lemerre's "CPS to LLVM SSA conversion", docs/architecture.md "Papers").

Public functions:

    generate(prog, module_name, unit_id, imports) -> str
        the LLVM module of one unit: its functions, its initializer
        `ld_unit_init_<unit_id>` and its exports word `ld_exports_<unit_id>`;
        `imports` are the ids of the units whose exports main takes, in order
    FunGen                  one function's emitter, which `primitives` extends

Precondition: `compiler.closure.check` accepts `prog`.

The mapping:
- Every function is an `internal tailcc` LLVM function returning its result
  (`i64` word or `double`, or a struct of them for a `MultiT`: a raise returns
  the zero struct); words are `i64`, unboxed reals `double`. A known
  function that is never tail-called by another one and makes no tail calls
  is `fastcc` instead (`compiler.llvm.effects.conventions`). Its own
  `ret` continuation is `ret`; its own `exn` stores the packet into
  `ld_pending` and returns 0 (return-flag exceptions, ldriver_rt.h §6).
  A function with a public symbol (`ClosedProgram.symbols`) is `hidden`
  instead of `internal`, under that name; an extern is declared under its
  symbol, `tailcc`, and treated as an unknown callee (may collect, may raise).
- `LetCont` is a basic block; its parameters are phi nodes.
- A tail call (own `ret` and `exn`) is `tail call tailcc` then `ret`; a self
  tail call branches back to the loop header, whose phis are the parameters.
  `musttail` is never used (docs/architecture.md "Calls, exceptions and the stack").
- GC roots (`compiler.llvm.roots`, ldriver_rt.h §4): the analysis
  (`RootFrame`) says which variables are rooted and where the collection
  points are; the slots are written through `FrameSlots` only. A heavy rooted
  variable is stored into its frame slot where it is defined; a use after a
  collection point on its path loads it from the slot (`val`). Blocks reached
  from several places load what they use. A light variable has no slot, its
  allocation slow paths save it above the path's slots.
- Any other call: call, test `ld_pending` unless the
  callee provably cannot raise (`compiler.llvm.effects`: may-collect /
  may-raise fixpoints over the unit's call graph), then branch to the handler
  block or return propagating; then jump to the return continuation.
- Records: inline bump allocation by groups (`compiler.llvm.alloc`,
  `allocate`); a frame record (`LetRecord.stack`) in the frame's slots.
- `LetPrim`: `compiler.llvm.primitives`.

Variable names: `%v<id>` for the first definition of CPS variable `id`, `%t<n>`
for every other temporary (slot loads, phis); labels `L<n>`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import (
    App, CVar, ExnConst, FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal, MultiT, RealConst,
    Select, StringConst, Switch, Term, Throw, Var, allow_deep_recursion, fun_result, is_word,
)
from compiler.llvm import alloc
from compiler.llvm.effects import RETURN_ONCE, cont_uses, conventions, effects, worker_symbol
from compiler.llvm.ir_text import (
    TBAA_FIELD, TBAA_HEADER, TBAA_METADATA, TBAA_RT, llvm_type, real_literal, static_value, zero,
)
from compiler.llvm.primitives import INTRINSICS, PrimLowering, helpers
from compiler.llvm.roots import FrameSlots, RootFrame
from compiler.llvm.runtime_abi import declarations, unit_exports_symbol, unit_init_symbol


def _symbol(hint: str, n: int) -> str:
    clean = "".join(c if c.isalnum() or c in "_." else "_" for c in hint) or "fn"
    return f"ml.{clean}.{n}"


def generate(prog: ClosedProgram, module_name: str, unit_id: str, imports: tuple[str, ...] = ()) -> str:
    """The LLVM IR text of the unit `prog` (module docstring)."""
    allow_deep_recursion()
    mod = _Module(prog)
    bodies = [FunGen(mod, f).generate() for f in prog.funs]
    main = mod.fun_of[prog.main.id]
    assert len(main.params) == len(imports), "main takes one exports record per import"
    parts = [f"; ModuleID = '{module_name}'\n", declarations(), TBAA_METADATA, INTRINSICS,
             *helpers(mod.helpers_used), *mod.globals, *bodies,
             _entry(mod.functions[prog.main.id][0], mod.cc[prog.main.id], llvm_type(fun_result(main)),
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
                params = ", ".join(llvm_type(p) for p in v.cty.params)
                self.globals.append(f"declare tailcc {llvm_type(v.cty.result)} @{sym}({params}) nounwind")
        self._strings: dict[str, str] = {}
        self.helpers_used: set[str] = set()  # the primitives whose module helper is emitted
        self.may_collect, self.may_raise = effects(prog)
        self.cc, self.workers = conventions(prog)

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
        return static_value(sym)


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


class FunGen:
    """One function's LLVM text: SSA names for the CPS variables (reloaded
    from their slots after a collection), blocks for its continuations, calls
    with return-flag exceptions, allocation groups; its frame's slots through
    `FrameSlots`, its primitives through `PrimLowering`."""

    def __init__(self, mod: _Module, fun: FunDef) -> None:
        self.mod = mod
        self.fun = fun
        uses = cont_uses(fun.body)
        single_use = {k for k, n in uses.items() if n in (1, RETURN_ONCE)}
        self.direct = {k for k, n in uses.items() if n == RETURN_ONCE}
        self.frame = RootFrame(fun, set(mod.functions), mod.may_collect, single_use, self.direct)
        self.out: list[str] = []
        self.n = 0
        self.label = "entry"
        self.slots = FrameSlots(self.frame, self.emit, self.tmp)
        self.env: dict[int, str] = {}
        # A rooted variable's name in `env` is valid iff its stamp is at least
        # `last_collect`, the epoch of the last collection point on this path.
        self.stamp: dict[int, int] = {}
        self.epoch = 0
        self.last_collect = 0
        self.undo: list[tuple[int, str | None, int | None]] = []
        self.blocks: dict[int, _Block] = {}
        self.propagate_label: str | None = None
        self.result_ty = llvm_type(fun_result(fun))
        self.group: dict[int, int] = {}
        self.group_base = ""
        self.prims = PrimLowering(self)

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
            self.slots.bind(v, operand, store)

    def store_root(self, v: Var) -> None:
        """A rooted `v` into its slot, if it has one (`FrameSlots.store`)."""
        self.slots.store(v, self.env[v.id])

    def rename(self, v: Var, name: str) -> None:
        """A rooted `v` is `name` from here on (reloaded, or merged after a
        collection): valid until the next collection point."""
        self.undo.append((v.id, self.env[v.id], self.stamp[v.id]))
        self.env[v.id] = name
        self.stamp[v.id] = self.epoch

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
                assert v.id in self.slots.slot_of, f"codegen: light {v.hint}#{v.id} used after a collection"
                loaded = self.slots.load(v)
                self.rename(v, loaded)
                return loaded
            return r
        if v.id in self.mod.functions:
            return f"ptrtoint (ptr @{self.mod.functions[v.id][0]} to i64)"
        raise AssertionError(f"codegen: {v.hint}#{v.id} unbound")

    def checkpoint(self) -> tuple[int, int, tuple[int, int, tuple[int, ...], int]]:
        return len(self.undo), self.last_collect, self.slots.mark()

    def rewind(self, mark: tuple[int, int, tuple[int, int, tuple[int, ...], int]]) -> None:
        """Back to the bindings, slots and collection state of `mark`."""
        undo_len, self.last_collect, slots = mark
        self.slots.restore(slots)
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
        return ", ".join(f"{llvm_type(v.cty)} {self.val(v)}" for v in vs)

    # -- function -------------------------------------------------------------------

    def generate(self) -> str:
        f = self.fun
        symbol, _ = self.mod.functions[f.name.id]
        params = ", ".join(f"{llvm_type(p.cty)} %a{p.id}" for p in f.params)
        self.start("entry")
        for line in self.slots.entry():
            self.emit(line)
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
            self.slots.assume_top(-1)  # reached from paths with different tops
            self.ret(zero(self.result_ty))
        self.out[frame_at:frame_at] = self.slots.addresses()
        linkage = "hidden" if f.name.id in self.mod.public else "internal"
        if f.name.id not in self.mod.workers:
            return (f"define {linkage} {self.mod.cc[f.name.id]} {self.result_ty} @{symbol}({params}) nounwind {{\n"
                    + "\n".join(self.out) + "\n}\n")
        args = ", ".join(f"{llvm_type(p.cty)} %a{p.id}" for p in f.params)
        return (f"define internal fastcc {self.result_ty} @{worker_symbol(symbol)}({params}) nounwind {{\n"
                + "\n".join(self.out) + "\n}\n\n"
                + f"define {linkage} tailcc {self.result_ty} @{symbol}({params}) nounwind {{\n"
                + f"  %r = call fastcc {self.result_ty} @{worker_symbol(symbol)}({args})\n"
                + f"  ret {self.result_ty} %r\n}}\n")

    def phis(self, b: _Block) -> list[str]:
        lines = []
        for i, v in enumerate(b.params):
            name = f"%v{v.id}" if b is self.loop else self.env[v.id]
            incoming = ", ".join(f"[ {vals[i]}, %{lab} ]" for lab, vals in b.incoming)
            lines.append(f"  {name} = phi {llvm_type(v.cty)} {incoming}")
        return lines

    # -- control ----------------------------------------------------------------------

    def jump(self, b: _Block, args: list[str]) -> None:
        """To a block (a merge point: every block starts with ld_sstop at %fb,
        and the slots below its depth cleared if dead)."""
        self.slots.flush_clears(b.depth)
        self.slots.set_top(0)
        b.incoming.append((self.label, args))
        self.emit(f"br label %{b.label}")

    def ret(self, operand: str) -> None:
        self.slots.set_top(0)
        self.emit(f"ret {self.result_ty} {operand}")

    def ret_values(self, operands: list[str]) -> None:
        """Return several values: one struct (`MultiT`), built field by field."""
        struct = "undef"
        for i, (x, cty) in enumerate(zip(operands, self.fun.ret.params)):
            built = self.tmp()
            self.emit(f"{built} = insertvalue {self.result_ty} {struct}, {llvm_type(cty)} {x}, {i}")
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
            self.emit(f"store i64 {args[0]}, ptr @ld_pending, align 8{TBAA_RT}")
            self.ret(zero(self.result_ty))
        else:
            self.jump(self.blocks[k.id], args)

    def raise_static(self, cond: str, exn: CVar, name: str) -> None:
        """If `cond`, raise the built-in nullary exception `name` to `exn`; continue otherwise."""
        bad, ok = self.new_label(), self.new_label()
        self.emit(f"br i1 {cond}, label %{bad}, label %{ok}")
        self.start(bad)
        kept = self.slots.mark()
        self.throw(exn, [static_value(f"ld_exn_pkt_{name}")])
        self.start(ok)
        self.slots.restore(kept)  # the side exit's stores are not on this path

    def check_pending(self, exn: CVar, returned: str | None = None) -> None:
        """After a call that may raise: on a pending packet, go to `exn`.
        `returned`: the word an ML function returned, 0 iff it raised
        (ldriver_rt.h §6), tested instead of loading ld_pending."""
        c = self.tmp()
        if returned is None:
            p = self.tmp()
            self.emit(f"{p} = load i64, ptr @ld_pending, align 8{TBAA_RT}")
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
        kept = self.slots.mark()
        if returned is not None:
            p = self.tmp()
            self.emit(f"{p} = load i64, ptr @ld_pending, align 8{TBAA_RT}")
        self.emit(f"store i64 0, ptr @ld_pending, align 8{TBAA_RT}")
        # The handler may be this function's return continuation: shrinking
        # turns `(...) handle e => e` into a call whose handler returns.
        self.throw(exn, [p])
        self.start(ok)
        self.slots.restore(kept)  # the side exit's stores are not on this path

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
        collects = self.slots.enter_collection(node)
        self.emit(f"{r} = {call}")
        if collects:
            self.collected()
        if depth_after is not None:
            self.slots.leave_scope(depth_after)
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
                    self.prims.lower(t)
                    self.slots.clear_dead(t)
                    t = t.body
                case LetRecord():
                    self.record(t)
                    self.slots.clear_dead(t)
                    t = t.body
                case Select(v, i, r, body):
                    slot = self.field_ptr(self.val(r), str(i))
                    self.define(v, f"load {llvm_type(v.cty)}, ptr {slot}, align 8{TBAA_FIELD}")
                    self.slots.clear_dead(t)
                    t = body
                case LetCont(k, params, cbody, body):
                    b = _Block(self.new_label(), params, direct=k.id in self.direct, body=cbody,
                               depth=self.slots.depth)
                    self.blocks[k.id] = b
                    mark = self.checkpoint()
                    self.term(body)
                    self.rewind(mark)
                    if not b.incoming:
                        return
                    self.out.append(f"{b.label}:")
                    self.label = b.label
                    self.slots.assume_top(0)
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
                    self.slots.clear_dead(t)
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
                return real_literal(x)
            case StringConst(s):
                return self.mod.string(s)
            case ExnConst(name):
                return static_value(f"ld_exn_{name}")
        raise AssertionError(c)

    def switch(self, node: Term, scrut: Var, cases: tuple[tuple[int, Term], ...], default: Term | None) -> None:
        labels = [self.new_label() for _ in cases]
        dflt = self.new_label()
        table = " ".join(f"i64 {2 * key + 1}, label %{lab}" for (key, _), lab in zip(cases, labels))
        scrut_operand = self.val(scrut)
        self.slots.clear_dead(node)
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
        rty = llvm_type(fn.cty.result)
        cc = self.mod.cc.get(fn.id, "tailcc")
        tail = ret.id == self.fun.ret.id and exn.id == self.fun.exn.id
        if fn.id in self.mod.workers and not tail:
            cc = "fastcc"
            callee = "@" + worker_symbol(self.mod.functions[fn.id][0])
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
            self.slots.set_top(0)
            r = self.tmp()
            assert cc == "tailcc" and self.mod.cc[self.fun.name.id] == "tailcc"
            self.emit(f"{r} = tail call tailcc {rty} {callee}({call_args})")
            self.emit(f"ret {rty} {r}")
            return None
        if fn.id in self.mod.functions and fn.id not in self.mod.may_raise:
            exn = None  # the callee provably returns normally: no `ld_pending` test
        self.slots.clear_dead(t, records=False)
        b = self.blocks.get(ret.id)
        if isinstance(fn.cty.result, MultiT):
            return self.app_values(t, f"call {cc} {rty} {callee}({call_args})", fn.cty.result, exn, b)
        if b is not None and b.direct:
            (param,) = b.params
            self.slots.call_depth(b.depth)
            self.protected_call(t, f"call {cc} {rty} {callee}({call_args})", param, exn, b.depth,
                                ml_word=rty == "i64")
            self.slots.clear_dead(t, variables=False)
            return b.body
        r = self.protected_call(t, f"call {cc} {rty} {callee}({call_args})", None, exn, ml_word=rty == "i64")
        self.slots.clear_dead(t, variables=False)
        self.throw(ret, [r])
        return None

    def app_values(self, t: App, call: str, result: MultiT, exn: CVar | None, b: _Block | None) -> Term | None:
        """The rest of `app` for a callee returning several values (a struct):
        the continuation's parameters are its fields. A raise returns the zero
        struct, so a first field that is a word tells, as a word result does."""
        direct = b if b is not None and b.direct else None
        if direct is not None:
            self.slots.call_depth(direct.depth)
        struct = self.protected_call(t, call, None, None, None if direct is None else direct.depth)
        # The dead frame records' fields are to be cleared before the fields
        # are bound: a parameter may take one of their slots (a single result
        # takes at most a record's header slot), and `bind` then keeps it.
        self.slots.clear_dead(t, variables=False)
        fields = []
        for i in range(len(result.fields)):
            x = self.tmp()
            self.emit(f"{x} = extractvalue {llvm_type(result)} {struct}, {i}")
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
        self.emit(f"store i64 {alloc.header(kind, tag, length)}, ptr {h}, align 8{TBAA_HEADER}")
        return h

    def start_group(self, node: Term) -> None:
        assert self.frame.collects_at(node), "an allocation group starts where roots were planned"
        offsets, total = alloc.plan_group(node)
        hp, end, lim, full = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{hp} = load ptr, ptr @ld_hp, align 8{TBAA_RT}")
        self.emit(f"{end} = getelementptr i8, ptr {hp}, i64 {total}")
        self.emit(f"{lim} = load ptr, ptr @ld_hlimit, align 8{TBAA_RT}")
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
        hp2 = self.tmp()
        reloaded = self.slots.around_collection(saved, lambda v: self.env[v.id],
                                                f"{hp2} = call ptr @ld_gc_alloc(i64 {total})")
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
        self.emit(f"store ptr {new_hp}, ptr @ld_hp, align 8{TBAA_RT}")
        self.group = offsets
        self.group_base = base

    def object_value(self, v: Var, header_ptr: str) -> str:
        obj = self.tmp()
        self.emit(f"{obj} = getelementptr i8, ptr {header_ptr}, i64 8")
        self.define(v, f"ptrtoint ptr {obj} to i64")
        return obj

    def record(self, t: LetRecord) -> None:
        if t.stack:
            self.define(t.var, self.slots.frame_record(t, self.val))
            return
        kind = alloc.record_kind(t)
        h = self.allocate(t, kind, t.tag, len(t.fields))
        obj = self.object_value(t.var, h)
        for i, f in enumerate(t.fields):
            slot = self.tmp()
            self.emit(f"{slot} = getelementptr i64, ptr {obj}, i64 {i}")
            self.emit(f"store {llvm_type(f.cty)} {self.val(f)}, ptr {slot}, align 8{TBAA_FIELD}")

    def field_ptr(self, obj: str, index: str) -> str:
        p, slot = self.tmp(), self.tmp()
        self.emit(f"{p} = inttoptr i64 {obj} to ptr")
        self.emit(f"{slot} = getelementptr i64, ptr {p}, i64 {index}")
        return slot

