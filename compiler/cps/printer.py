"""The CPS printer: `show(prog) -> str`, deterministic and canonical.

Variables are renamed in binding order (a pre-order walk): value variables
`v0, v1, …`, continuations `k0, k1, …`, so two programs that differ only in
variable ids print the same (golden files stay stable across passes that
renumber). A function's source hint is printed as a comment.
The layout reads like SSA: one binding per line, `letcont`/`fix` blocks
indented, terminators (`call`, `throw`, `switch`) last.
"""
from __future__ import annotations

from compiler.cps.ir import (
    App, Const, CVar, ExnConst, Fix, FunDef, IntConst, LetCont, LetPrim, LetRecord, LetVal,
    Program, RealConst, Select, StringConst, Switch, Term, Throw, Var, fun_result, show_cty,
)


class _Printer:
    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self.nv = 0
        self.nk = 0
        self.out: list[str] = []

    def bind(self, v: Var) -> str:
        name = f"v{self.nv}"
        self.nv += 1
        self.names[v.id] = name
        return name

    def bind_cont(self, k: CVar) -> str:
        name = f"k{self.nk}"
        self.nk += 1
        self.names[k.id] = name
        return name

    def use(self, v: Var | CVar) -> str:
        # An unbound variable is a checker error; print it recognisably.
        return self.names.get(v.id, f"?{v.hint}#{v.id}")

    def uses(self, vs: tuple[Var, ...]) -> str:
        return ", ".join(self.use(v) for v in vs)

    def line(self, depth: int, text: str) -> None:
        self.out.append("  " * depth + text)

    def fun_header(self, f: FunDef) -> str:
        # The name is bound by the enclosing Fix; ret/exn/params here.
        ret = self.bind_cont(f.ret)
        exn = self.bind_cont(f.exn)
        params = [f"{self.bind(p)}: {show_cty(p.cty)}" for p in f.params]
        hint = f"  # {f.name.hint}" if f.name.hint else ""
        return (f"fun {self.use(f.name)}({', '.join([ret, exn] + params)})"
                f" : {show_cty(fun_result(f))} ={hint}")

    def term(self, t: Term, d: int) -> None:
        # Straight-line bindings iterate instead of recursing (long let chains).
        while True:
            match t:
                case LetVal(v, c, body):
                    self.line(d, f"let {self.bind(v)} : {show_cty(v.cty)} = {_const(c)}")
                    t = body
                case LetPrim(v, p, args, exn, body):
                    raises = f" raises {self.use(exn)}" if exn is not None else ""
                    self.line(d, f"let {self.bind(v)} : {show_cty(v.cty)} = "
                                 f"{p}({self.uses(args)}){raises}")
                    t = body
                case LetRecord(v, fields, tag, body, stack):
                    tg = f"#{tag}" if tag else ""
                    where = "@stack" if stack else ""
                    self.line(d, f"let {self.bind(v)} : {show_cty(v.cty)} = "
                                 f"record{tg}{where}({self.uses(fields)})")
                    t = body
                case Select(v, i, r, body):
                    self.line(d, f"let {self.bind(v)} : {show_cty(v.cty)} = {self.use(r)}.{i}")
                    t = body
                case LetCont(k, params, cbody, body):
                    name = self.bind_cont(k)
                    ps = ", ".join(f"{self.bind(p)}: {show_cty(p.cty)}" for p in params)
                    self.line(d, f"letcont {name}({ps}) =")
                    self.term(cbody, d + 1)
                    self.line(d, "in")
                    t = body
                case Fix(funs, body):
                    for f in funs:
                        self.bind(f.name)
                    self.line(d, "fix")
                    for f in funs:
                        self.line(d + 1, self.fun_header(f))
                        self.term(f.body, d + 2)
                    self.line(d, "in")
                    t = body
                case App(fn, ret, exn, args):
                    self.line(d, f"call {self.use(fn)}({', '.join([self.use(ret), self.use(exn)] + [self.use(a) for a in args])})")
                    return
                case Throw(k, args):
                    self.line(d, f"throw {self.use(k)}({self.uses(args)})")
                    return
                case Switch(scrut, cases, default):
                    self.line(d, f"switch {self.use(scrut)}")
                    for key, arm in cases:
                        self.line(d + 1, f"case {key} ->")
                        self.term(arm, d + 2)
                    if default is not None:
                        self.line(d + 1, "default ->")
                        self.term(default, d + 2)
                    return
                case _:
                    raise AssertionError(f"not a CPS term: {t!r}")


def _const(c: Const) -> str:
    match c:
        case IntConst(n):
            return str(n)
        case RealConst(x):
            return repr(x)
        case StringConst(s):
            return '"' + s.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'
        case ExnConst(name):
            return f"exn {name}"
    raise AssertionError(c)


def show(prog: Program) -> str:
    """The program as text, one binding per line, with canonical names."""
    p = _Printer()
    p.bind(prog.main.name)
    p.out.append("program " + p.fun_header(prog.main))
    p.term(prog.main.body, 1)
    return "\n".join(p.out) + "\n"


def show_term(t: Term) -> str:
    """A term on its own (free variables print as `?hint#id`); for debugging and tests."""
    p = _Printer()
    p.term(t, 0)
    return "\n".join(p.out) + "\n"
