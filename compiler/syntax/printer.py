"""The AST printer: `print_program(program) -> str`, SML text that re-parses to an
equal AST (spans aside).

Deterministic, two-space indentation. Operands are parenthesized whenever
precedence could matter: infix applications print as `(a + b) * c`, and an
expression that ends in a match (`fn`, `case`, `handle`, or `if`/`raise`/
`while` ending in one) is parenthesized wherever a following `|` or `handle`
would otherwise continue it. The printer replays `FixityDec`s through the same
`FixityEnv` as the parser, so an identifier that is infix at a point is printed
infix (for infix applications) or with `op` (elsewhere).
"""
from __future__ import annotations

from compiler.syntax import ast
from compiler.syntax.fixity import FixityEnv

_STEP = "  "

# Expression levels: what may appear unparenthesized where.
_ATOM, _APP, _INF, _TYPED, _ANDALSO, _ORELSE, _HANDLE, _OPEN = range(8)
_ATOMIC_EXPS = (
    ast.SConExp, ast.VarExp, ast.RecordExp, ast.TupleExp, ast.SelectorExp, ast.ListExp,
    ast.SeqExp, ast.LetExp,
)
_ATOMIC_PATS = (ast.WildPat, ast.SConPat, ast.IdPat, ast.RecordPat, ast.TuplePat, ast.ListPat)
_STRING_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t"}


def print_program(program: ast.Program) -> str:
    """The whole unit, one top-level declaration per line group, with a `;`
    where the source had one (it ends a context of overloading resolution,
    `ast.Program.semicolons`) and after each top-level expression."""
    printer = _Printer()
    semicolons = frozenset(program.semicolons)
    return "".join(printer.dec(d, "") + (";\n" if i in semicolons or isinstance(d, ast.ExpDec) else "\n")
                   for i, d in enumerate(program.decs))


def _paren(text: str) -> str:
    # `(` directly before `*` would open a comment.
    return "( " + text + ")" if text.startswith("*") else "(" + text + ")"


def _ends_in_match(e: ast.Exp) -> bool:
    """Whether `e` printed unparenthesized would swallow a following `| rule` or `handle`."""
    while True:
        if isinstance(e, (ast.FnExp, ast.CaseExp, ast.HandleExp)):
            return True
        if isinstance(e, ast.RaiseExp):
            e = e.exp
        elif isinstance(e, ast.IfExp):
            e = e.else_
        elif isinstance(e, ast.WhileExp):
            e = e.body
        else:
            return False


def scon(c: ast.SCon) -> str:
    """The source spelling of a special constant."""
    if isinstance(c, ast.IntCon):
        return str(c.value).replace("-", "~")
    if isinstance(c, ast.WordCon):
        return f"0w{c.value}"
    if isinstance(c, ast.RealCon):
        return c.text.replace("-", "~")
    value = c.value
    if type(value) is str:
        body = "".join(_scon_char(ch) for ch in value)  # byte text: every code is below 256
    else:
        body = _wide_body(value)  # type: ignore[arg-type]
    return f'#"{body}"' if isinstance(c, ast.CharCon) else f'"{body}"'


def _scon_char(ch: str) -> str:
    """One character of a constant, by itself or as an escape."""
    if " " <= ch <= "~" and ch not in _STRING_ESCAPES:
        return ch
    return _STRING_ESCAPES.get(ch) or (f"\\{ord(ch):03d}" if ord(ch) < 256 else f"\\u{ord(ch):04x}")


def _wide_body(w: ast.WideText) -> str:
    """The body of a constant that may be wide: each code point beyond ASCII
    written literally where the byte text has its UTF-8 bytes, else as an
    escape, so that it reads back as the same `WideText`."""
    out = []
    pos = 0
    for ch in w.points:
        if ch < "\x80":
            out.append(_scon_char(ch))
            pos += 1
            continue
        utf8 = ch.encode("utf-8").decode("latin-1")
        if w.text is not None and w.text.startswith(utf8, pos):
            out.append(ch)
            pos += len(utf8)
        else:
            out.append(_scon_char(ch))
            pos += 1
    return "".join(out)


class _Printer:
    """Printing state: the fixity environment at the current point."""

    def __init__(self) -> None:
        self.fix = FixityEnv()

    # -- identifiers ----------------------------------------------------------

    def vid(self, name: str, op: bool) -> str:
        """A value identifier in a non-infix position."""
        return "op " + name if op or name in self.fix.table else name

    @staticmethod
    def con_vid(name: str, op: bool) -> str:
        """A constructor in its conbind or exbind: `op` just where the source had
        it, since an infix name needs none there (see the parser's `con_vid`)."""
        return "op " + name if op else name

    def longvid(self, name: ast.LongId, op: bool) -> str:
        if op or (not name.strids and name.id in self.fix.table):
            return "op " + str(name)
        return str(name)

    def infix_name(self, fn: ast.Exp | ast.LongId, op: bool) -> str | None:
        """The operator to print between two operands, if that re-parses the same."""
        if isinstance(fn, ast.VarExp):
            fn, op = fn.name, fn.op
        if isinstance(fn, ast.LongId) and not op and not fn.strids and fn.id in self.fix.table:
            return fn.id
        return None

    @staticmethod
    def tyvars(tvs: tuple[ast.TyVar, ...]) -> str:
        if not tvs:
            return ""
        if len(tvs) == 1:
            return tvs[0].name + " "
        return "(" + ", ".join(tv.name for tv in tvs) + ") "

    # -- types ----------------------------------------------------------------

    def ty(self, t: ast.Ty) -> str:
        if isinstance(t, ast.ArrowTy):
            dom = self.ty(t.dom)
            return (_paren(dom) if isinstance(t.dom, ast.ArrowTy) else dom) + " -> " + self.ty(t.cod)
        if isinstance(t, ast.TupleTy):
            return " * ".join(self.atty(item) for item in t.items)
        if isinstance(t, ast.ConTy):
            if not t.args:
                return str(t.tycon)
            if len(t.args) == 1:
                return self.atty(t.args[0]) + " " + str(t.tycon)
            return "(" + ", ".join(self.ty(a) for a in t.args) + ") " + str(t.tycon)
        if isinstance(t, ast.RecordTy):
            return "{" + ", ".join(f"{lab} : {self.ty(ft)}" for lab, ft in t.fields) + "}"
        return t.name

    def atty(self, t: ast.Ty) -> str:
        text = self.ty(t)
        return _paren(text) if isinstance(t, (ast.ArrowTy, ast.TupleTy)) else text

    # -- patterns -------------------------------------------------------------

    def pat(self, p: ast.Pat) -> str:
        if isinstance(p, ast.ConPat):
            name = self.infix_name(p.con, p.op) if p.infix else None
            if name is not None and isinstance(p.arg, ast.TuplePat) and len(p.arg.items) == 2:
                left, right = p.arg.items
                return f"{self.apppat(left)} {name} {self.apppat(right)}"
            return self.longvid(p.con, p.op) + " " + self.atpat(p.arg)
        if isinstance(p, ast.TypedPat):
            inner = self.pat(p.pat)
            if not isinstance(p.pat, _ATOMIC_PATS + (ast.ConPat,)):
                inner = _paren(inner)
            return inner + " : " + self.ty(p.ty)
        if isinstance(p, ast.LayeredPat):
            ty = "" if p.ty is None else " : " + self.ty(p.ty)
            return f"{self.vid(p.name, p.op)}{ty} as {self.pat(p.pat)}"
        if isinstance(p, ast.IdPat):
            return self.longvid(p.name, p.op)
        if isinstance(p, ast.WildPat):
            return "_"
        if isinstance(p, ast.SConPat):
            return scon(p.scon)
        if isinstance(p, ast.TuplePat):
            return _paren(", ".join(self.pat(item) for item in p.items))
        if isinstance(p, ast.ListPat):
            return "[" + ", ".join(self.pat(item) for item in p.items) + "]"
        fields = [f"{lab} = {self.pat(fp)}" for lab, fp in p.fields]
        if p.flexible:
            fields.append("...")
        return "{" + ", ".join(fields) + "}"

    def atpat(self, p: ast.Pat) -> str:
        text = self.pat(p)
        return text if isinstance(p, _ATOMIC_PATS) else _paren(text)

    def apppat(self, p: ast.Pat) -> str:
        text = self.pat(p)
        if isinstance(p, _ATOMIC_PATS) or (isinstance(p, ast.ConPat) and not p.infix):
            return text
        return _paren(text)

    # -- expressions ----------------------------------------------------------

    def level(self, e: ast.Exp) -> int:
        if isinstance(e, _ATOMIC_EXPS):
            return _ATOM
        if isinstance(e, ast.AppExp):
            return _INF if self.prints_infix(e) else _APP
        if isinstance(e, ast.TypedExp):
            return _TYPED
        if isinstance(e, ast.AndalsoExp):
            return _ANDALSO
        if isinstance(e, ast.OrelseExp):
            return _ORELSE
        if isinstance(e, ast.HandleExp):
            return _HANDLE
        return _OPEN

    def prints_infix(self, e: ast.AppExp) -> bool:
        return (
            e.infix
            and isinstance(e.arg, ast.TupleExp)
            and len(e.arg.items) == 2
            and self.infix_name(e.fn, False) is not None
        )

    def sub(self, e: ast.Exp, max_level: int, ind: str) -> str:
        """`e`, parenthesized unless its level is at most `max_level`."""
        text = self.exp(e, ind)
        return text if self.level(e) <= max_level else _paren(text)

    def exp(self, e: ast.Exp, ind: str) -> str:
        if isinstance(e, ast.VarExp):
            return self.longvid(e.name, e.op)
        if isinstance(e, ast.AppExp):
            if self.prints_infix(e):
                assert isinstance(e.arg, ast.TupleExp) and isinstance(e.fn, ast.VarExp)
                left, right = e.arg.items
                return f"{self.sub(left, _APP, ind)} {e.fn.name.id} {self.sub(right, _APP, ind)}"
            return self.sub(e.fn, _APP, ind) + " " + self.sub(e.arg, _ATOM, ind)
        if isinstance(e, ast.SConExp):
            return scon(e.scon)
        if isinstance(e, ast.TupleExp):
            return _paren(", ".join(self.exp(item, ind) for item in e.items))
        if isinstance(e, ast.LetExp):
            inner = ind + _STEP
            self.fix.push()
            decs = "".join("\n" + inner + self.dec(d, inner) for d in e.decs)
            body = self.sequence(e.body, inner)
            self.fix.pop()
            return f"let{decs}\n{ind}in\n{inner}{body}\n{ind}end"
        if isinstance(e, ast.SeqExp):
            return _paren("; ".join(self.exp(item, ind) for item in e.items))
        if isinstance(e, ast.RecordExp):
            return "{" + ", ".join(f"{lab} = {self.exp(fe, ind)}" for lab, fe in e.fields) + "}"
        if isinstance(e, ast.ListExp):
            return "[" + ", ".join(self.exp(item, ind) for item in e.items) + "]"
        if isinstance(e, ast.SelectorExp):
            return "#" + e.label
        if isinstance(e, ast.TypedExp):
            return self.sub(e.exp, _TYPED, ind) + " : " + self.ty(e.ty)
        if isinstance(e, ast.AndalsoExp):
            return self.sub(e.left, _ANDALSO, ind) + " andalso " + self.sub(e.right, _TYPED, ind)
        if isinstance(e, ast.OrelseExp):
            return self.sub(e.left, _ORELSE, ind) + " orelse " + self.sub(e.right, _ANDALSO, ind)
        if isinstance(e, ast.HandleExp):
            return self.sub(e.exp, _ORELSE, ind) + " handle" + self.match(e.rules, ind)
        if isinstance(e, ast.FnExp):
            return "fn" + self.match(e.rules, ind)
        if isinstance(e, ast.CaseExp):
            return f"case {self.exp(e.exp, ind)} of" + self.match(e.rules, ind)
        if isinstance(e, ast.IfExp):
            return f"if {self.exp(e.cond, ind)} then {self.exp(e.then, ind)} else {self.exp(e.else_, ind)}"
        if isinstance(e, ast.RaiseExp):
            return "raise " + self.exp(e.exp, ind)
        assert isinstance(e, ast.WhileExp)
        return f"while {self.exp(e.cond, ind)} do {self.exp(e.body, ind)}"

    def sequence(self, e: ast.Exp, ind: str) -> str:
        """A `let` body: a `SeqExp` prints without its parentheses."""
        if isinstance(e, ast.SeqExp):
            return ";\n".join(ind * (i > 0) + self.exp(item, ind) for i, item in enumerate(e.items))
        return self.exp(e, ind)

    def match(self, rules: tuple[ast.Rule, ...], ind: str) -> str:
        """The rules, after a space if there is one, else on their own lines."""
        inner = ind + _STEP
        texts = []
        for i, rule in enumerate(rules):
            body = self.exp(rule.exp, inner + _STEP)
            if i < len(rules) - 1 and _ends_in_match(rule.exp):
                body = _paren(body)
            texts.append(f"{self.pat(rule.pat)} => {body}")
        if len(texts) == 1:
            return " " + texts[0]
        return f"\n{inner}  " + f"\n{inner}| ".join(texts)

    # -- declarations ---------------------------------------------------------

    def decs(self, decs: tuple[ast.Dec, ...], ind: str) -> str:
        return "".join("\n" + ind + self.dec(d, ind) for d in decs)

    def dec(self, d: ast.Dec, ind: str) -> str:
        inner = ind + _STEP
        if isinstance(d, ast.ValDec):
            parts = [f"{self.pat(b.pat)} = {self.exp(b.exp, ind)}" for b in d.binds]
            rec = [f"{self.pat(b.pat)} = {self.exp(b.exp, ind)}" for b in d.rec_binds]
            if rec:
                parts.append("rec " + rec[0])
                parts.extend(rec[1:])
            return "val " + self.tyvars(d.tyvars) + f"\n{ind}and ".join(parts)
        if isinstance(d, ast.FunDec):
            return "fun " + self.tyvars(d.tyvars) + f"\n{ind}and ".join(self.funbind(b, ind) for b in d.binds)
        if isinstance(d, ast.TypeDec):
            return "type " + self.typbinds(d.binds, ind)
        if isinstance(d, ast.DatatypeDec):
            return "datatype " + self.datbinds(d.binds, d.withtype, ind)
        if isinstance(d, ast.DatatypeReplDec):
            return f"datatype {d.name} = datatype {d.target}"
        if isinstance(d, ast.AbstypeDec):
            return f"abstype {self.datbinds(d.binds, d.withtype, ind)} with{self.decs(d.body, inner)}\n{ind}end"
        if isinstance(d, ast.ExceptionDec):
            return "exception " + f"\n{ind}and ".join(self.exbind(b) for b in d.binds)
        if isinstance(d, ast.LocalDec):
            self.fix.push()
            locals_ = self.decs(d.locals, inner)
            self.fix.export()
            body = self.decs(d.body, inner)
            self.fix.pop()
            return f"local{locals_}\n{ind}in{body}\n{ind}end"
        if isinstance(d, ast.OpenDec):
            return "open " + " ".join(str(s) for s in d.strs)
        if isinstance(d, ast.FixityDec):
            self.fix.declare(d.kind, d.precedence, d.names)
            prec = "" if d.kind == "nonfix" else f" {d.precedence}"
            return f"{d.kind}{prec} " + " ".join(d.names)
        if isinstance(d, ast.ExpDec):
            return self.exp(d.exp, ind)
        if isinstance(d, ast.StructureDec):
            return "structure " + f"\n{ind}and ".join(f"{b.name} = {self.strexp(b.str, ind)}" for b in d.binds)
        if isinstance(d, ast.SignatureDec):
            return "signature " + f"\n{ind}and ".join(f"{b.name} = {self.sigexp(b.sig, ind)}" for b in d.binds)
        assert isinstance(d, ast.FunctorDec)
        return "functor " + f"\n{ind}and ".join(self.fctbind(b, ind) for b in d.binds)

    def funbind(self, b: ast.FunBind, ind: str) -> str:
        clauses = []
        for i, c in enumerate(b.clauses):
            body = self.exp(c.body, ind + _STEP)
            if i < len(b.clauses) - 1 and _ends_in_match(c.body):
                body = _paren(body)
            result = "" if c.result_ty is None else " : " + self.ty(c.result_ty)
            clauses.append(f"{self.clause_head(c)}{result} = {body}")
        return f"\n{ind}  | ".join(clauses)

    def clause_head(self, c: ast.Clause) -> str:
        first = c.pats[0]
        if (
            c.infix
            and not c.op
            and c.name in self.fix.table
            and isinstance(first, ast.TuplePat)
            and len(first.items) == 2
        ):
            left, right = first.items
            head = f"{self.atpat(left)} {c.name} {self.atpat(right)}"
            if len(c.pats) == 1:
                return head
            return _paren(head) + " " + " ".join(self.atpat(p) for p in c.pats[1:])
        return self.vid(c.name, c.op) + " " + " ".join(self.atpat(p) for p in c.pats)

    def typbinds(self, binds: tuple[ast.TypBind, ...], ind: str) -> str:
        return f"\n{ind}and ".join(f"{self.tyvars(b.tyvars)}{b.name} = {self.ty(b.ty)}" for b in binds)

    def datbinds(self, binds: tuple[ast.DatBind, ...], withtype: tuple[ast.TypBind, ...], ind: str) -> str:
        texts = []
        for b in binds:
            cons = " | ".join(
                self.con_vid(c.name, c.op) + ("" if c.arg is None else " of " + self.ty(c.arg)) for c in b.cons
            )
            texts.append(f"{self.tyvars(b.tyvars)}{b.name} = {cons}")
        text = f"\n{ind}and ".join(texts)
        if withtype:
            text += f"\n{ind}withtype " + self.typbinds(withtype, ind)
        return text

    def exbind(self, b: ast.ExBind) -> str:
        if isinstance(b, ast.ExAlias):
            return f"{self.con_vid(b.name, b.op)} = {self.longvid(b.target, False)}"
        return self.con_vid(b.name, b.op) + ("" if b.arg is None else " of " + self.ty(b.arg))

    # -- modules --------------------------------------------------------------

    def strexp(self, s: ast.StrExp, ind: str) -> str:
        inner = ind + _STEP
        if isinstance(s, ast.LongStr):
            return str(s.name)
        if isinstance(s, ast.StructStr):
            self.fix.push()
            decs = self.decs(s.decs, inner)
            self.fix.pop()
            return f"struct{decs}\n{ind}end"
        if isinstance(s, ast.ConstrainedStr):
            return self.strexp(s.str, ind) + (" :> " if s.opaque else " : ") + self.sigexp(s.sig, ind)
        if isinstance(s, ast.FunAppStr):
            if s.decs_form and isinstance(s.arg, ast.StructStr):
                self.fix.push()
                decs = self.decs(s.arg.decs, inner)
                self.fix.pop()
                return f"{s.functor} ({decs}\n{ind})" if decs else f"{s.functor} ()"
            return f"{s.functor} ({self.strexp(s.arg, ind)})"
        assert isinstance(s, ast.LetStr)
        self.fix.push()
        decs = self.decs(s.decs, inner)
        body = self.strexp(s.body, inner)
        self.fix.pop()
        return f"let{decs}\n{ind}in\n{inner}{body}\n{ind}end"

    def sigexp(self, s: ast.SigExp, ind: str) -> str:
        if isinstance(s, ast.SigId):
            return s.name
        if isinstance(s, ast.WhereSig):
            return (
                f"{self.sigexp(s.sig, ind)} where type {self.tyvars(s.tyvars)}{s.tycon} = {self.ty(s.ty)}"
            )
        inner = ind + _STEP
        return "sig" + "".join("\n" + inner + self.spec(sp, inner) for sp in s.specs) + f"\n{ind}end"

    def fctbind(self, b: ast.FctBind, ind: str) -> str:
        if isinstance(b.param, ast.StrParam):
            param = f"{b.param.name} : {self.sigexp(b.param.sig, ind)}"
        else:
            inner = ind + _STEP
            param = "".join("\n" + inner + self.spec(sp, inner) for sp in b.param.specs)
            if param:
                param += "\n" + ind
        return f"{b.name} ({param}) = {self.strexp(b.body, ind)}"

    def spec(self, sp: ast.Spec, ind: str) -> str:
        sep = f"\n{ind}and "
        if isinstance(sp, ast.ValSpec):
            return "val " + sep.join(f"{name} : {self.ty(t)}" for name, t in sp.items)
        if isinstance(sp, ast.TypeSpec):
            items = (
                self.tyvars(it.tyvars) + it.name + ("" if it.ty is None else " = " + self.ty(it.ty))
                for it in sp.items
            )
            return ("eqtype " if sp.equality else "type ") + sep.join(items)
        if isinstance(sp, ast.DatatypeSpec):
            return "datatype " + self.datbinds(sp.binds, sp.withtype, ind)
        if isinstance(sp, ast.DatatypeReplSpec):
            return f"datatype {sp.name} = datatype {sp.target}"
        if isinstance(sp, ast.ExceptionSpec):
            return "exception " + sep.join(
                name + ("" if t is None else " of " + self.ty(t)) for name, t in sp.items
            )
        if isinstance(sp, ast.StructureSpec):
            return "structure " + sep.join(f"{name} : {self.sigexp(sig, ind)}" for name, sig in sp.items)
        if isinstance(sp, ast.IncludeSpec):
            return "include " + " ".join(self.sigexp(sig, ind) for sig in sp.sigs)
        if isinstance(sp, ast.SharingTypeSpec):
            return "sharing type " + " = ".join(str(t) for t in sp.tycons)
        assert isinstance(sp, ast.SharingSpec)
        return "sharing " + " = ".join(str(s) for s in sp.strs)
