"""The LEXP printer: deterministic text for dumps and golden tests (style habit 7).

Public: `print_lexp(e) -> str`, `print_unit(unit) -> str`, `print_lty(t) -> str`.

Variables are renamed canonically in binding order (`name_0`, `name_1`, ...
with the hint as prefix), so equal programs print alike whatever LVar ids
the translation allocated. One construct per line, nested constructs indented
by two spaces.

Structures: an `SRecord` prints as `S[a, b]` (or `srecord` with one field per
line), its LTY `SRecordTy` as `S{INT, REAL}`, a `GRecTy` as `G{0: INT, 3: REAL}`
(the listed indices). An exception constructor prints as `exn NAME@IDENT`,
where IDENT is the identity variable, the built-in's name, or for an identity
path `(i, j)` the selection `#j(#i(var))`.
"""
from __future__ import annotations

from compiler.lexp.ir import (
    App, ArrowTy, BoxedTy, Con, Constant, DataconInfo, Decon, ExnCon, Fix, Fn, GRecTy, Handle, Int, IntTy,
    Let, Lexp, Lty, LVar, PrimApp, Raise, RBoxedTy, Real, RealTy, Record, RecordTy, RefCon, Select,
    SRecord, SRecordTy, String, Switch, Tagged, Transparent, Unit, Unwrap, Var, Wrap,
)


def print_lty(t: Lty) -> str:
    tt = type(t)
    if tt is IntTy:
        return "INT"
    if tt is RealTy:
        return "REAL"
    if tt is BoxedTy:
        return "BOXED"
    if tt is RBoxedTy:
        return "RBOXED"
    if tt is RecordTy:
        return "{" + ", ".join(print_lty(f) for f in t.fields) + "}"  # type: ignore[union-attr]
    if tt is ArrowTy:
        dom = print_lty(t.dom)  # type: ignore[union-attr]
        if type(t.dom) is ArrowTy:  # type: ignore[union-attr]
            dom = f"({dom})"
        return f"{dom} -> {print_lty(t.cod)}"  # type: ignore[union-attr]
    if tt is SRecordTy:
        return "S{" + ", ".join(print_lty(f) for f in t.fields) + "}"  # type: ignore[union-attr]
    assert tt is GRecTy
    return "G{" + ", ".join(f"{i}: {print_lty(f)}" for i, f in t.fields) + "}"  # type: ignore[union-attr]


class _Printer:
    def __init__(self) -> None:
        self.names: dict[LVar, str] = {}
        self.counts: dict[str, int] = {}
        self.lines: list[str] = []

    def bind(self, v: LVar) -> str:
        base = v.name or "v"
        n = self.counts.get(base, 0)
        self.counts[base] = n + 1
        name = f"{base}_{n}"
        self.names[v] = name
        return name

    def use(self, v: LVar) -> str:
        return self.names.get(v, f"?{v.name}#{v.id}")

    def con(self, c: DataconInfo) -> str:
        r = c.rep
        tr = type(r)
        if tr is Constant:
            return f"{r.name}/{r.tag}"  # type: ignore[union-attr]
        if tr is Tagged:
            shape = f"flat{r.arity}" if r.flat else "box"  # type: ignore[union-attr]
            return f"{r.name}/{r.tag}:{shape}"  # type: ignore[union-attr]
        if tr is Transparent:
            return f"{r.name}/transparent"  # type: ignore[union-attr]
        if tr is RefCon:
            return "ref"
        assert tr is ExnCon
        ident = r.builtin if r.identity is None else self.use(r.identity)  # type: ignore[union-attr]
        for i in r.path:  # type: ignore[union-attr]
            ident = f"#{i}({ident})"
        return f"exn {r.name}@{ident}"  # type: ignore[union-attr]

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("  " * depth + text)

    def atom(self, e: Lexp) -> str | None:
        """The one-line form of a small expression, or None."""
        te = type(e)
        if te is Var:
            return self.use(e.var)  # type: ignore[union-attr]
        if te is Int:
            return str(e.value)  # type: ignore[union-attr]
        if te is Real:
            return repr(e.value)  # type: ignore[union-attr]
        if te is String:
            return '"' + e.value.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'  # type: ignore[union-attr]
        if te is Select:
            inner = self.atom(e.exp)  # type: ignore[union-attr]
            return None if inner is None else f"#{e.index}({inner})"  # type: ignore[union-attr]
        if te is Record or te is SRecord:
            parts = [self.atom(f) for f in e.fields]  # type: ignore[union-attr]
            if any(p is None for p in parts):
                return None
            return ("S[" if te is SRecord else "[") + ", ".join(parts) + "]"  # type: ignore[arg-type]
        if te is PrimApp:
            parts = [self.atom(a) for a in e.args]  # type: ignore[union-attr]
            if any(p is None for p in parts):
                return None
            return f"{e.prim}({', '.join(parts)})"  # type: ignore[union-attr, arg-type]
        if te is Con and (e.arg is None or self.atom(e.arg) is not None):  # type: ignore[union-attr]
            arg = "" if e.arg is None else f" {self.atom(e.arg)}"  # type: ignore[union-attr]
            return f"Con[{self.con(e.con)}]{arg}"  # type: ignore[union-attr]
        if te is Decon or te is Wrap or te is Unwrap:
            inner = self.atom(e.exp)  # type: ignore[union-attr]
            if inner is None:
                return None
            if te is Decon:
                return f"Decon[{self.con(e.con)}] {inner}"  # type: ignore[union-attr]
            return f"{te.__name__}[{print_lty(e.ty)}] {inner}"  # type: ignore[union-attr]
        if te is App:
            f, a = self.atom(e.fn), self.atom(e.arg)  # type: ignore[union-attr]
            return None if f is None or a is None else f"{f} {a}"
        return None

    def exp(self, e: Lexp, d: int) -> None:
        # Chains of `let`/`fix` bodies (a unit's top level) are printed in a loop,
        # not by recursion, so long units do not exhaust the Python stack.
        while type(e) is Let or type(e) is Fix:
            if type(e) is Let:
                self.emit(d, "")
                rhs_line = len(self.lines) - 1
                self.exp(e.rhs, d + 2)
                self.lines[rhs_line] = "  " * d + f"let {self.bind(e.var)} : {print_lty(e.ty)} ="
            else:
                names = [self.bind(v) for v in e.vars]
                self.emit(d, "fix")
                for name, ty, fn in zip(names, e.tys, e.fns):
                    self.emit(d + 1, f"{name} : {print_lty(ty)} =")
                    self.exp(fn, d + 2)
            self.emit(d, "in")
            e = e.body
        small = self.atom(e)
        if small is not None:
            self.emit(d, small)
            return
        te = type(e)
        if te is Fn:
            name = self.bind(e.param)  # type: ignore[union-attr]
            self.emit(d, f"fn {name} : {print_lty(e.param_ty)} -> {print_lty(e.result_ty)} =>")  # type: ignore[union-attr]
            self.exp(e.body, d + 1)  # type: ignore[union-attr]
        elif te is Switch:
            self.emit(d, f"switch {e.kind} : {print_lty(e.ty)}")  # type: ignore[union-attr]
            self.exp(e.scrut, d + 2)  # type: ignore[union-attr]
            for key, arm in e.cases:  # type: ignore[union-attr]
                k = self.con(key) if type(key) is DataconInfo else repr(key)
                self.emit(d, f"| {k} =>")
                self.exp(arm, d + 1)
            if e.default is not None:  # type: ignore[union-attr]
                self.emit(d, "| _ =>")
                self.exp(e.default, d + 1)  # type: ignore[union-attr]
        elif te is Handle:
            self.emit(d, "handle")
            self.exp(e.body, d + 1)  # type: ignore[union-attr]
            self.emit(d, f"with {self.bind(e.var)} =>")  # type: ignore[union-attr]
            self.exp(e.handler, d + 1)  # type: ignore[union-attr]
        elif te is Raise:
            self.emit(d, f"raise : {print_lty(e.ty)}")  # type: ignore[union-attr]
            self.exp(e.exp, d + 1)  # type: ignore[union-attr]
        else:
            self._generic(e, d)

    def _generic(self, e: Lexp, d: int) -> None:
        """Constructs whose operands are not all atoms: one operand per line."""
        te = type(e)
        if te is App:
            self.emit(d, "app")
            self.exp(e.fn, d + 1)  # type: ignore[union-attr]
            self.exp(e.arg, d + 1)  # type: ignore[union-attr]
        elif te is PrimApp:
            self.emit(d, f"prim {e.prim}")  # type: ignore[union-attr]
            for a in e.args:  # type: ignore[union-attr]
                self.exp(a, d + 1)
        elif te is Record or te is SRecord:
            self.emit(d, "record" if te is Record else "srecord")
            for f in e.fields:  # type: ignore[union-attr]
                self.exp(f, d + 1)
        elif te is Select:
            self.emit(d, f"select {e.index}")  # type: ignore[union-attr]
            self.exp(e.exp, d + 1)  # type: ignore[union-attr]
        elif te is Con:
            self.emit(d, f"con {self.con(e.con)}")  # type: ignore[union-attr]
            self.exp(e.arg, d + 1)  # type: ignore[union-attr, arg-type]
        elif te is Decon:
            self.emit(d, f"decon {self.con(e.con)}")  # type: ignore[union-attr]
            self.exp(e.exp, d + 1)  # type: ignore[union-attr]
        else:
            assert te is Wrap or te is Unwrap
            self.emit(d, f"{te.__name__.lower()} {print_lty(e.ty)}")  # type: ignore[union-attr]
            self.exp(e.exp, d + 1)  # type: ignore[union-attr]


def print_lexp(e: Lexp) -> str:
    p = _Printer()
    p.exp(e, 0)
    return "\n".join(p.lines) + "\n"


def print_unit(unit: Unit) -> str:
    p = _Printer()
    head = f"(* unit {unit.file} *)\n"
    for imp in unit.imports:
        head += f"(* import {imp.unit} as {p.bind(imp.var)} : {print_lty(imp.ty)} *)\n"
    p.exp(unit.body, 0)
    return head + "\n".join(p.lines) + "\n"
