"""Deterministic printer of the typed Absyn (`--dump=elab`, golden tests).

Owns `print_absyn(program) -> str`. Output is SML-like text:
- variables print as `name/k`, k numbering variables in order of first
  appearance (stamps differ between runs; the numbering does not);
- a binder prints its type (`(x/1 : int)`), a generalized binding its scheme's
  bound variables (`val ['a] id/0 : 'a -> 'a = ...`);
- a use of a polymorphic variable or constructor prints its instance type in
  braces (`map/3{(int -> int) -> int list -> int list}`);
- type variables are named per top-level declaration (`'a`, `''a`, ...).
"""
from __future__ import annotations

from compiler.elab import absyn as A
from compiler.elab.env import Structure
from compiler.elab.types import DataCon, Scheme, TCon, TVar, Type, TypeNamer, Var, tuple_labels, type_to_string


def print_absyn(program: A.Program) -> str:
    """The whole program, one top-level declaration after another."""
    p = _Printer()
    for d in program.decs:
        p.namer = TypeNamer()
        p.dec(d, 0)
    return "\n".join(p.lines) + "\n"


class _Printer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.vars: dict[int, str] = {}
        self.namer = TypeNamer()

    def var(self, v: Var) -> str:
        name = self.vars.get(v.stamp)
        if name is None:
            name = f"{v.name}/{len(self.vars)}"
            self.vars[v.stamp] = name
        return name

    def ty(self, t: Type) -> str:
        return type_to_string(t, self.namer)

    def tyvars(self, vs: tuple[TVar, ...]) -> str:
        return "[" + ", ".join(self.ty(v) for v in vs) + "] " if vs else ""

    # Declarations -------------------------------------------------------

    def dec(self, d: A.Dec, indent: int) -> None:
        pad = "  " * indent
        t = type(d)
        if t is A.ValDec:
            for i, b in enumerate(d.binds):  # type: ignore[union-attr]
                kw = "val" if i == 0 else "and"
                self.lines.append(f"{pad}{kw} {self.tyvars(b.tyvars)}{self.pat(b.pat)} = {self.exp(b.exp)}")
        elif t is A.RecValDec:
            for i, rb in enumerate(d.binds):  # type: ignore[union-attr]
                kw = "val rec" if i == 0 else "and"
                self.lines.append(f"{pad}{kw} {self.tyvars(rb.scheme.vars)}{self.var(rb.var)} : "
                                  f"{self.ty(rb.scheme.body)} = {self.exp(rb.exp)}")
        elif t is A.DatatypeDec:
            for i, tc in enumerate(d.tycons):  # type: ignore[union-attr]
                kw = "datatype" if i == 0 else "and"
                cons = " | ".join(self.datacon(dc) for dc in tc.datacons)
                params = tc.datacons[0].scheme.vars if tc.datacons else ()
                head = self.ty(TCon(tc, params))
                self.lines.append(f"{pad}{kw} {head} (* eq {tc.eq} *) = {cons}")
        elif t is A.ExceptionDec:
            for eb in d.binds:  # type: ignore[union-attr]
                if eb.alias is not None:
                    self.lines.append(f"{pad}exception {eb.exn.name} = {eb.alias.name}")
                elif eb.exn.arg is not None:
                    self.lines.append(f"{pad}exception {eb.exn.name} of {self.ty(eb.exn.arg)}")
                else:
                    self.lines.append(f"{pad}exception {eb.exn.name}")
        elif t is A.StructureDec:
            for sb in d.binds:  # type: ignore[union-attr]
                self.lines.append(f"{pad}structure {self.var(sb.var)} =")
                self.strexp(sb.exp, indent + 1)
        elif t is A.FunctorDec:
            for fb in d.binds:  # type: ignore[union-attr]
                self.lines.append(f"{pad}functor {self.var(fb.var)} ({self.var(fb.param_var)} : "
                                  f"{self.layout(fb.param)}) =")
                self.strexp(fb.body, indent + 1)
        else:
            self.lines.append(f"{pad}local")
            for x in d.locals:  # type: ignore[union-attr]
                self.dec(x, indent + 1)
            self.lines.append(f"{pad}in")
            for x in d.body:  # type: ignore[union-attr]
                self.dec(x, indent + 1)
            self.lines.append(f"{pad}end")

    @staticmethod
    def layout(st: Structure) -> str:
        return "{" + ", ".join(name for _, name in st.fields()) + "}"

    def strexp(self, e: A.StrExp, indent: int) -> None:
        pad = "  " * indent
        t = type(e)
        if t is A.StructExp:
            self.lines.append(f"{pad}struct")
            for d in e.decs:  # type: ignore[union-attr]
                self.dec(d, indent + 1)
            self.lines.append(f"{pad}end {self.layout(e.structure)}")  # type: ignore[union-attr]
        elif t is A.PathStrExp:
            path = "".join(f".{i}" for i in e.path)  # type: ignore[union-attr]
            self.lines.append(f"{pad}{self.var(e.var)}{path} {self.layout(e.structure)}")  # type: ignore[union-attr]
        elif t is A.AscribeExp:
            self.strexp(e.exp, indent)  # type: ignore[union-attr]
            self.lines.append(f"{pad}  : {self.layout(e.structure)}")  # type: ignore[union-attr]
        elif t is A.FctAppExp:
            self.lines.append(f"{pad}{self.var(e.functor)} (")  # type: ignore[union-attr]
            self.strexp(e.arg, indent + 1)  # type: ignore[union-attr]
            self.lines.append(f"{pad}) {self.layout(e.structure)}")  # type: ignore[union-attr]
        else:
            self.lines.append(f"{pad}let")
            for d in e.decs:  # type: ignore[union-attr]
                self.dec(d, indent + 1)
            self.lines.append(f"{pad}in")
            self.strexp(e.body, indent + 1)  # type: ignore[union-attr]
            self.lines.append(f"{pad}end")

    def datacon(self, dc: DataCon) -> str:
        body = dc.scheme.body
        if dc.has_arg:
            return f"{dc.name} of {self.ty(body.dom)}"  # type: ignore[attr-defined]
        return dc.name

    # Expressions --------------------------------------------------------

    def use(self, name: str, scheme: Scheme, inst: Type) -> str:
        return f"{name}{{{self.ty(inst)}}}" if scheme.vars else name

    def exp(self, e: A.Exp) -> str:
        t = type(e)
        if t is A.ConstExp:
            return A.const_text(e.value, e.kind)  # type: ignore[union-attr]
        if t is A.VarExp:
            return self.use(self.var(e.var), e.scheme, e.ty)  # type: ignore[union-attr]
        if t is A.ConExp:
            return self.use(e.con.name, e.scheme, e.ty)  # type: ignore[union-attr]
        if t is A.RecordExp:
            return self.record([(l, self.exp(x)) for l, x in e.fields])  # type: ignore[union-attr]
        if t is A.SelectExp:
            return f"#{e.label}{{{self.ty(e.ty)}}}"  # type: ignore[union-attr]
        if t is A.AppExp:
            return f"({self.exp(e.fn)} {self.exp(e.arg)})"  # type: ignore[union-attr]
        if t is A.FnExp:
            return f"(fn {self.rules(e.rules)})"  # type: ignore[union-attr]
        if t is A.CaseExp:
            return f"(case {self.exp(e.exp)} of {self.rules(e.rules)})"  # type: ignore[union-attr]
        if t is A.HandleExp:
            return f"({self.exp(e.exp)} handle {self.rules(e.rules)})"  # type: ignore[union-attr]
        if t is A.RaiseExp:
            return f"(raise {self.exp(e.exp)} : {self.ty(e.ty)})"  # type: ignore[union-attr]
        if t is A.IfExp:
            return f"(if {self.exp(e.cond)} then {self.exp(e.then)} else {self.exp(e.else_)})"  # type: ignore[union-attr]
        if t is A.WhileExp:
            return f"(while {self.exp(e.cond)} do {self.exp(e.body)})"  # type: ignore[union-attr]
        if t is A.AndalsoExp:
            return f"({self.exp(e.left)} andalso {self.exp(e.right)})"  # type: ignore[union-attr]
        if t is A.OrelseExp:
            return f"({self.exp(e.left)} orelse {self.exp(e.right)})"  # type: ignore[union-attr]
        if t is A.SeqExp:
            return "(" + "; ".join(self.exp(x) for x in e.items) + ")"  # type: ignore[union-attr]
        if t is A.ListExp:
            return "[" + ", ".join(self.exp(x) for x in e.items) + f"] : {self.ty(e.ty)}"  # type: ignore[union-attr]
        # LetExp: declarations on their own lines would break the one-line
        # expression layout; print them inline.
        inner = _Printer()
        inner.vars, inner.namer = self.vars, self.namer
        for d in e.decs:  # type: ignore[union-attr]
            inner.dec(d, 0)
        return f"(let {' ; '.join(inner.lines)} in {self.exp(e.body)} end)"  # type: ignore[union-attr]

    def rules(self, rules: tuple[A.Rule, ...]) -> str:
        return " | ".join(f"{self.pat(r.pat)} => {self.exp(r.exp)}" for r in rules)

    @staticmethod
    def record(fields: list[tuple[str, str]]) -> str:
        if not fields:
            return "()"
        labels = tuple(l for l, _ in fields)
        if len(fields) >= 2 and labels == tuple_labels(len(fields)):
            return "(" + ", ".join(x for _, x in fields) + ")"
        return "{" + ", ".join(f"{l} = {x}" for l, x in fields) + "}"

    # Patterns -----------------------------------------------------------

    def pat(self, p: A.Pat) -> str:
        t = type(p)
        if t is A.WildPat:
            return "_"
        if t is A.VarPat:
            return f"({self.var(p.var)} : {self.ty(p.ty)})"  # type: ignore[union-attr]
        if t is A.ConstPat:
            return A.const_text(p.value, p.kind)  # type: ignore[union-attr]
        if t is A.ConPat:
            head = self.use(p.con.name, p.scheme, p.inst)  # type: ignore[union-attr]
            return head if p.arg is None else f"({head} {self.pat(p.arg)})"  # type: ignore[union-attr]
        if t is A.RecordPat:
            text = self.record([(l, self.pat(x)) for l, x in p.fields])  # type: ignore[union-attr]
            if p.flexible:  # type: ignore[union-attr]
                return text[:-1] + f", ...}} : {self.ty(p.ty)}"  # type: ignore[union-attr]
            return text
        if t is A.ListPat:
            return "[" + ", ".join(self.pat(x) for x in p.items) + "]"  # type: ignore[union-attr]
        return f"({self.var(p.var)} as {self.pat(p.pat)})"  # type: ignore[union-attr]
