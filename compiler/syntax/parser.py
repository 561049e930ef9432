"""The SML '97 parser: tokens -> AST (`ast.py`), with fixity resolution.

    parse_program(source: SourceFile) -> ast.Program

Hand-written recursive descent over the token list from `lexer.tokenize`, one
method per grammar class of the Definition (core and modules, full and derived
forms). Infix expressions and patterns are resolved while parsing by precedence
climbing over the current `FixityEnv` (Definition §2.6): application binds
tighter than any infix, equal precedence with mixed associativity is an error,
`op` removes infix status, and an infix identifier in a non-infix position
without `op` is an error. Fixity declarations take effect immediately and are
scoped by `let`, `local` and `struct` (see `fixity.py`).

Raises `CompileError` at the first lexical or syntax error, with the span of
the offending token (or construct); it never raises anything else on user input.
The syntactic restrictions of Definition §2.9 that need no environment are
checked here: duplicate record labels, real constants in patterns, `val rec`
right sides that are not `fn`, function clauses that disagree on name or arity.
"""
from __future__ import annotations

import dataclasses
import itertools
import types
from typing import TYPE_CHECKING, Any, Callable, NoReturn, TypeVar

from compiler.diagnostics import error
from compiler.gcpause import no_cycle_gc
from compiler.node import constructor
from compiler.source import SourceFile, Span
from compiler.syntax import ast
from compiler.syntax.fixity import FixityDecl, FixityEnv
from compiler.syntax.lexer import tokenize
from compiler.syntax.tokens import SCON_KINDS, VID_KINDS, Token, describe

_N = TypeVar("_N", ast.Exp, ast.Pat)
_T = TypeVar("_T")

# Identifier kinds that may be infix in expressions (`=` is an identifier there).
_EXP_ID_KINDS = frozenset(["ID", "SYM", "*", "="])
_ATEXP_START = frozenset(["ID", "SYM", "*", "=", "LONG", "op", "(", "[", "{", "#", "let"]) | SCON_KINDS
_ATPAT_START = frozenset(["ID", "SYM", "*", "LONG", "op", "(", "[", "{", "_"]) | SCON_KINDS
_EXP_KEYWORDS = frozenset(["fn", "case", "if", "while", "raise"])
_EXP_START = _ATEXP_START | _EXP_KEYWORDS
# What may follow a `typed_exp` inside an `exp`.
_EXP_TAIL = frozenset(["andalso", "orelse", "handle"])
_DEC_START = frozenset(
    ["val", "fun", "type", "datatype", "abstype", "exception", "local", "open",
     "infix", "infixr", "nonfix", "structure", "signature", "functor", ";"]
)
_TYCON_KINDS = frozenset(["ID", "SYM", "LONG"])
# Declaration levels: core (inside `let`), structure (inside `struct`), top.
_CORE, _STR, _TOP = 0, 1, 2
_MIN_LEVEL = {"structure": _STR, "signature": _TOP, "functor": _TOP}

# The parser builds a span for most tokens and nodes. Calling `tuple.__new__`
# directly skips the Python-level `__new__` that `NamedTuple` generates for
# `Span(...)`, a third of the cost of making one. Fields of an existing span are
# read by index (`sp[3]` is `sp.end_line`): an index into a tuple is a
# specialised instruction, a `NamedTuple` field name is a descriptor lookup.
_new_tuple = tuple.__new__


def _fast_constructors(module: types.ModuleType) -> types.ModuleType:
    """A module holding a fast constructor (`compiler.node.constructor`) for each
    node class of `module`, under the class's name. Each is made on first use (a
    module `__getattr__`), which keeps importing the parser cheap."""
    fast = types.ModuleType(f"{module.__name__}._build")

    def __getattr__(name: str) -> Any:
        make = constructor(getattr(module, name))
        setattr(fast, name, make)
        return make

    setattr(fast, "__getattr__", __getattr__)  # PEP 562
    return fast


# `_build.X(...)` is `ast.X(...)`, built faster; the type checker sees `ast` itself.
if TYPE_CHECKING:
    from compiler.syntax import ast as _build
else:
    _build = _fast_constructors(ast)

# Unqualified identifiers are the most frequent expressions and patterns: these
# build the two nodes of one in a single call, the way `compiler.node.constructor` does.
_LongIdTwin: Any = _build.LongId.twin  # type: ignore[attr-defined]
_VarExpTwin: Any = _build.VarExp.twin  # type: ignore[attr-defined]
_IdPatTwin: Any = _build.IdPat.twin  # type: ignore[attr-defined]
_LongId, _VarExp, _IdPat = ast.LongId, ast.VarExp, ast.IdPat

# The constant node of each constant token kind.
_SCON_NODE: dict[str, Callable[[Any, Span], ast.SCon]] = {
    "NUM": _build.IntCon, "INT": _build.IntCon, "WORD": _build.WordCon,
    "REAL": _build.RealCon, "STRING": _build.StringCon, "CHAR": _build.CharCon,
}


def _plain_identifier(twin: Any, cls: type, name: str, sp: Span) -> Any:
    """`cls(LongId((), name, sp), False, sp)` for `cls` = `VarExp` or `IdPat`."""
    lid = _LongIdTwin()
    lid.strids = ()
    lid.id = name
    lid.span = sp
    lid.__class__ = _LongId
    node = twin()
    node.name = lid
    node.op = False
    node.span = sp
    node.__class__ = cls
    return node


def _var_exp(name: str, sp: Span) -> ast.VarExp:
    return _plain_identifier(_VarExpTwin, _VarExp, name, sp)  # type: ignore[no-any-return]


def _id_pat(name: str, sp: Span) -> ast.IdPat:
    return _plain_identifier(_IdPatTwin, _IdPat, name, sp)  # type: ignore[no-any-return]


def _join(first: Span, last: Span) -> Span:
    """`first.to(last)`, built the fast way (see `_new_tuple`)."""
    return _new_tuple(Span, (first[0], first[1], first[2], last[3], last[4]))


def parse_program(source: SourceFile, fixity: tuple[FixityDecl, ...] = (),
                  tokens: list[Token] | None = None) -> ast.Program:
    """Parse one compilation unit whose basis declares `fixity` (the imported
    units' top-level fixity declarations, in order); `tokens`, if given, are
    `tokenize(source)` (a caller that needs them too lexes once). Raises
    `CompileError` on the first error."""
    with no_cycle_gc():
        return _Parser(source, fixity, tokens).program()


@dataclasses.dataclass(frozen=True, slots=True)
class _OrPat:
    """`(pat1 | ... | patn)` (Successor ML, under `allowOrPats`): never left in
    the tree; the rule or clause holding it becomes one per alternative."""

    alts: tuple[Any, ...]
    span: Span


def _product(choices: list[list[Any]]) -> list[list[Any]]:
    return [list(c) for c in itertools.product(*choices)]


def _alternatives(p: Any) -> list[ast.Pat]:
    """The or-pattern-free patterns `p` stands for, leftmost alternative first."""
    match p:
        case _OrPat(alts=alts):
            return [q for alt in alts for q in _alternatives(alt)]
        case ast.TuplePat(items=items) | ast.ListPat(items=items):
            return [dataclasses.replace(p, items=tuple(c)) for c in _product([_alternatives(q) for q in items])]
        case ast.RecordPat(fields=fields):
            labels = [lab for lab, _ in fields]
            return [dataclasses.replace(p, fields=tuple(zip(labels, c)))
                    for c in _product([_alternatives(q) for _, q in fields])]
        case ast.ConPat(arg=arg):
            return [dataclasses.replace(p, arg=q) for q in _alternatives(arg)]
        case ast.TypedPat(pat=inner) | ast.LayeredPat(pat=inner):
            return [dataclasses.replace(p, pat=q) for q in _alternatives(inner)]
        case _:
            return [p]


class _Parser:
    """Parser state: the token list, the current token and the fixity environment."""

    def __init__(self, source: SourceFile, fixity: tuple[FixityDecl, ...] = (),
                 tokens: list[Token] | None = None) -> None:
        self.file = source.name
        self.toks = tokenize(source) if tokens is None else list(tokens)
        self.toks.append(self.toks[-1])  # lookahead past EOF sees EOF again
        self.pos = 0
        self.tok: Token = self.toks[0]
        self.fix = FixityEnv(fixity)
        # Successor ML extensions the unit's MLB annotations turn on
        # (ldriver/mlb.py LANGUAGE_ANNOTATIONS); plain SML '97 without them.
        self.or_pats = "allowOrPats true" in source.annotations
        self.opt_bar = "allowOptBar true" in source.annotations
        self.opt_semicolon = "allowOptSemicolon true" in source.annotations
        self.record_puns = "allowRecordPunExps true" in source.annotations
        self.vector_exps = "allowVectorExps true" in source.annotations
        # `do exp` declarations
        self.dec_start = _DEC_START | {"do"} if "allowDoDecls true" in source.annotations else _DEC_START
        self.or_pats_seen = 0  # or-patterns parsed so far: a rule or clause compares before and after
        self.or_groups = 0  # the last `or_group` given

    # -- token helpers ------------------------------------------------------

    def advance(self) -> Token:
        tok = self.tok
        self.pos += 1
        self.tok = self.toks[self.pos]
        return tok

    def peek(self) -> Token:
        """The token after the current one."""
        return self.toks[self.pos + 1]

    def expect(self, kind: str) -> Token:
        tok = self.tok
        if tok[0] != kind:
            self.fail(f"'{kind}'")
        self.pos += 1
        self.tok = self.toks[self.pos]
        return tok

    def separated(self, first: _T, sep: str, item: Callable[[], _T]) -> list[_T]:
        """`first` followed by every `sep item` that comes next."""
        items = [first]
        while self.tok[0] == sep:
            self.pos += 1  # `advance`, inlined
            self.tok = self.toks[self.pos]
            items.append(item())
        return items

    def fail(self, expected: str, tok: Token | None = None) -> NoReturn:
        tok = tok or self.tok
        raise error(self.tspan(tok), f"syntax error: expected {expected} but found {describe(tok)}")

    def tspan(self, tok: Token) -> Span:
        return _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))

    def span(self, start: Token, end: Token) -> Span:
        return _new_tuple(Span, (self.file, start[2], start[3], end[4], end[5]))

    def span_to(self, start: Token, end: Span) -> Span:
        return _new_tuple(Span, (self.file, start[2], start[3], end[3], end[4]))

    def infix_error(self, tok: Token) -> NoReturn:
        raise error(self.tspan(tok), f"syntax error: infix operator '{tok[1]}' used without 'op'")

    # -- identifiers ----------------------------------------------------------

    def con_vid(self) -> tuple[str, bool, Token]:
        """`<op> vid` binding a constructor (conbind, exbind): (name, op, first token).

        An infix identifier needs no `op` here: nothing follows a constructor
        name but `of`, `|`, `=`, `and` or the end of the binding, so there is no
        infixed use to confuse it with. Poly/ML and SML/NJ accept it too, and the
        constructor keeps its infix status (`datatype e = + of e * e`).
        """
        start = self.tok
        op = start[0] == "op"
        if op:
            self.advance()
        tok = self.tok
        if tok[0] not in VID_KINDS:
            self.fail("an identifier")
        self.advance()
        return tok[1], op, start

    def name(self, what: str = "an identifier") -> Token:
        """A plain alphanumeric name (structure, signature, functor identifiers)."""
        if self.tok[0] != "ID":
            self.fail(what)
        return self.advance()

    def tycon(self) -> Token:
        tok = self.tok
        if tok[0] != "ID" and tok[0] != "SYM":
            self.fail("a type constructor")
        return self.advance()

    def longid(self, tok: Token) -> ast.LongId:
        if tok[0] == "LONG":
            return _build.LongId(tok[1][0], tok[1][1], self.tspan(tok))
        return _build.LongId((), tok[1], self.tspan(tok))

    def longtycon(self) -> ast.LongId:
        if self.tok[0] not in _TYCON_KINDS:
            self.fail("a type constructor")
        return self.longid(self.advance())

    def longstrid(self) -> ast.LongId:
        if self.tok[0] != "ID" and self.tok[0] != "LONG":
            self.fail("a structure name")
        return self.longid(self.advance())

    def label(self) -> tuple[str, Token]:
        """`lab` (Definition §2.4): an identifier, alphanumeric or symbolic
        (`{<< = 1}`, `# $ r`, `{+ : int}`), or a numeral not starting with 0."""
        tok = self.tok
        if tok[0] in VID_KINDS:
            self.advance()
            return tok[1], tok
        if tok[0] == "NUM":
            self.advance()
            return str(tok[1]), tok
        self.fail("a record label")

    def check_label(self, seen: set[str], label: str, tok: Token) -> None:
        if label in seen:
            raise error(self.tspan(tok), f"duplicate label '{label}' in record")
        seen.add(label)

    def tyvarseq(self) -> tuple[ast.TyVar, ...]:
        tok = self.tok
        if tok[0] == "TYVAR":
            self.advance()
            return (_build.TyVar(tok[1], self.tspan(tok)),)
        if tok[0] == "(" and self.peek()[0] == "TYVAR":
            self.advance()
            out = []
            while True:
                tv = self.expect("TYVAR")
                out.append(_build.TyVar(tv[1], self.tspan(tv)))
                if self.tok[0] != ",":
                    break
                self.advance()
            self.expect(")")
            return tuple(out)
        return ()

    def scon(self, tok: Token, sp: Span) -> ast.SCon:
        """The constant of token `tok`, whose span is `sp`."""
        return _SCON_NODE[tok[0]](tok[1], sp)

    # -- types ----------------------------------------------------------------

    def ty(self) -> ast.Ty:
        t = self.tuple_ty()
        if self.tok[0] == "->":
            self.advance()
            cod = self.ty()
            return _build.ArrowTy(t, cod, _join(t.span, cod.span))
        return t

    def tuple_ty(self) -> ast.Ty:
        t = self.app_ty()
        if self.tok[0] != "*":
            return t
        items = [t]
        while self.tok[0] == "*":
            self.advance()
            items.append(self.app_ty())
        return _build.TupleTy(tuple(items), _join(t.span, items[-1].span))

    def app_ty(self) -> ast.Ty:
        tok = self.tok
        kind = tok[0]
        t: ast.Ty
        if kind == "ID" or kind == "LONG" or kind == "SYM":
            self.advance()
            tycon = self.longid(tok)
            t = _build.ConTy((), tycon, tycon.span)
        elif kind == "TYVAR":
            self.advance()
            t = _build.TyVar(tok[1], self.tspan(tok))
        elif kind == "(":
            self.advance()
            t = self.ty()
            if self.tok[0] == ",":
                args = self.separated(t, ",", self.ty)
                self.expect(")")
                tycon = self.longtycon()
                t = _build.ConTy(tuple(args), tycon, self.span_to(tok, tycon.span))
            else:
                self.expect(")")
        elif kind == "{":
            self.advance()
            fields = []
            seen: set[str] = set()
            if self.tok[0] != "}":
                while True:
                    lab, ltok = self.label()
                    self.check_label(seen, lab, ltok)
                    self.expect(":")
                    fields.append((lab, self.ty()))
                    if self.tok[0] != ",":
                        break
                    self.advance()
            end = self.expect("}")
            t = _build.RecordTy(tuple(fields), self.span(tok, end))
        else:
            self.fail("a type")
        while self.tok[0] in _TYCON_KINDS:
            tycon = self.longid(self.advance())
            t = _build.ConTy((t,), tycon, _join(t.span, tycon.span))
        return t

    # -- infix resolution -----------------------------------------------------

    def climb(
        self,
        lhs: _N,
        min_prec: int,
        kinds: frozenset[str],
        operand: Callable[[], _N],
        combine: Callable[[Token, _N, _N], _N],
    ) -> _N:
        """Precedence climbing: extend `lhs` with infix operators of precedence
        >= `min_prec`; operands come from `operand` (applications)."""
        table = self.fix.table
        while True:
            tok = self.tok
            if tok[0] not in kinds:
                return lhs
            fixity = table.get(tok[1])
            if fixity is None or fixity[0] < min_prec:
                return lhs
            prec, right = fixity
            self.pos += 1  # `advance`, inlined
            self.tok = self.toks[self.pos]
            if self.tok[0] in kinds and self.tok[1] in table:
                self.infix_error(self.tok)
            rhs = operand()
            while True:
                nxt = self.tok
                if nxt[0] not in kinds:
                    break
                fixity2 = table.get(nxt[1])
                if fixity2 is None:
                    break
                prec2, right2 = fixity2
                if prec2 == prec and right2 != right:
                    raise error(
                        self.tspan(nxt),
                        "ambiguous infix expression: cannot mix left- and right-associative "
                        f"operators of the same precedence ('{tok[1]}' and '{nxt[1]}')",
                    )
                if prec2 > prec:
                    rhs = self.climb(rhs, prec + 1, kinds, operand, combine)
                elif prec2 == prec and right:
                    rhs = self.climb(rhs, prec, kinds, operand, combine)
                else:
                    break
            lhs = combine(tok, lhs, rhs)

    def combine_exp(self, tok: Token, lhs: ast.Exp, rhs: ast.Exp) -> ast.Exp:
        ls, rs = lhs.span, rhs.span  # `_join` and `tspan`, inlined
        sp = _new_tuple(Span, (ls[0], ls[1], ls[2], rs[3], rs[4]))
        op_span = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
        fn = _var_exp(tok[1], op_span)
        return _build.AppExp(fn, _build.TupleExp((lhs, rhs), sp), True, sp)

    def combine_pat(self, tok: Token, lhs: ast.Pat, rhs: ast.Pat) -> ast.Pat:
        sp = _join(lhs.span, rhs.span)
        return _build.ConPat(_build.LongId((), tok[1], self.tspan(tok)), _build.TuplePat((lhs, rhs), sp), False, True, sp)

    # -- patterns -------------------------------------------------------------

    def pat(self) -> ast.Pat:
        # a layered pattern's left side is `<op>vid<:ty>` (Definition §2.8),
        # not a parenthesized pattern, which parses to the same node
        parenthesized = self.tok[0] == "("
        p = self.apppat()  # `infpat`, inlined
        tok = self.tok
        if tok[0] in VID_KINDS and tok[1] in self.fix.table:
            p = self.climb(p, 0, VID_KINDS, self.apppat, self.combine_pat)
        while True:
            kind = self.tok[0]
            if kind == ":":
                self.advance()
                t = self.ty()
                p = _build.TypedPat(p, t, _join(p.span, t.span))
            elif kind == "as":
                var, ty = (p.pat, p.ty) if isinstance(p, ast.TypedPat) else (p, None)
                if parenthesized or not isinstance(var, ast.IdPat) or var.name.strids:
                    raise error(p.span, "syntax error: the left side of 'as' must be a variable")
                self.advance()
                rest = self.pat()
                return _build.LayeredPat(var.name.id, ty, rest, var.op, _join(p.span, rest.span))
            else:
                return p

    def starts_atpat(self) -> bool:
        tok = self.tok
        kind = tok[0]
        if kind in VID_KINDS:
            return tok[1] not in self.fix.table
        return kind in _ATPAT_START

    def apppat(self) -> ast.Pat:
        tok = self.tok
        if tok[0] in VID_KINDS:
            # `atpat` of an identifier, inlined.
            if tok[1] in self.fix.table:
                self.infix_error(tok)
            self.pos += 1
            self.tok = self.toks[self.pos]
            sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
            p: ast.Pat = _id_pat(tok[1], sp)
        else:
            p = self.atpat()
        tok = self.tok  # `starts_atpat`, inlined: most patterns are not applications
        kind = tok[0]
        if kind in VID_KINDS:
            if tok[1] in self.fix.table:
                return p
        elif kind not in _ATPAT_START:
            return p
        if not isinstance(p, ast.IdPat):
            raise error(self.tspan(self.tok), "syntax error: only a constructor can be applied to a pattern")
        arg = self.atpat()
        if self.starts_atpat():
            raise error(self.tspan(self.tok), "syntax error: a constructor pattern takes exactly one argument")
        return _build.ConPat(p.name, arg, p.op, False, _join(p.span, arg.span))

    def atpat(self) -> ast.Pat:
        tok = self.tok
        kind = tok[0]
        if kind in VID_KINDS:
            if tok[1] in self.fix.table:
                self.infix_error(tok)
            # `advance` and `tspan` inlined: identifiers are the most frequent patterns.
            self.pos += 1
            self.tok = self.toks[self.pos]
            sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
            return _id_pat(tok[1], sp)
        if kind == "_":
            self.advance()
            return _build.WildPat(self.tspan(tok))
        if kind == "(":
            self.advance()
            if self.tok[0] == ")":
                return _build.TuplePat((), self.span(tok, self.advance()))
            p = self.pat()
            if self.tok[0] == "|":
                if not self.or_pats:
                    raise error(self.tspan(self.tok), "syntax error: an or-pattern needs the MLB annotation "
                                "'allowOrPats true' (Successor ML)")
                alts = self.separated(p, "|", self.pat)
                self.or_pats_seen += 1
                return _OrPat(tuple(alts), self.span(tok, self.expect(")")))
            if self.tok[0] != ",":
                self.expect(")")
                return p
            items = self.separated(p, ",", self.pat)
            return _build.TuplePat(tuple(items), self.span(tok, self.expect(")")))
        if kind in SCON_KINDS:
            if kind == "REAL":
                raise error(self.tspan(tok), "syntax error: real constants are not allowed in patterns")
            self.advance()
            sp = self.tspan(tok)
            return _build.SConPat(self.scon(tok, sp), sp)
        if kind == "LONG":
            self.advance()
            name = self.longid(tok)
            return _build.IdPat(name, False, name.span)
        if kind == "op":
            self.advance()
            name = self.tok
            if name[0] not in VID_KINDS and name[0] != "LONG":
                self.fail("an identifier after 'op'")
            self.advance()
            return _build.IdPat(self.longid(name), True, self.span(tok, name))
        if kind == "[":
            self.advance()
            items = self.separated(self.pat(), ",", self.pat) if self.tok[0] != "]" else []
            return _build.ListPat(tuple(items), self.span(tok, self.expect("]")))
        if kind == "{":
            return self.record_pat()
        if kind == "#" and self.peek()[0] == "[":
            raise error(self.span(tok, self.peek()), "syntax error: vector patterns (Successor ML) are not supported")
        self.fail("a pattern")

    def record_pat(self) -> ast.Pat:
        start = self.advance()
        fields: list[tuple[str, ast.Pat]] = []
        seen: set[str] = set()
        flexible = False
        if self.tok[0] != "}":
            while True:
                if self.tok[0] == "...":
                    self.advance()
                    flexible = True
                    break
                ltok = self.tok
                if ltok[0] in VID_KINDS and self.peek()[0] != "=":
                    # A punned field `x <: ty> <as pat>` stands for `x = x <: ty> <as pat>`.
                    self.advance()
                    lab = ltok[1]
                    sp = self.tspan(ltok)
                    p: ast.Pat = _id_pat(lab, sp)
                    ty = None
                    if self.tok[0] == ":":
                        self.advance()
                        ty = self.ty()
                        p = _build.TypedPat(p, ty, _join(sp, ty.span))
                    if self.tok[0] == "as":
                        self.advance()
                        rest = self.pat()
                        p = _build.LayeredPat(lab, ty, rest, False, _join(sp, rest.span))
                else:
                    lab, ltok = self.label()
                    self.expect("=")
                    p = self.pat()
                self.check_label(seen, lab, ltok)
                fields.append((lab, p))
                if self.tok[0] != ",":
                    break
                self.advance()
        return _build.RecordPat(tuple(fields), flexible, self.span(start, self.expect("}")))

    # -- expressions ----------------------------------------------------------

    def exp(self) -> ast.Exp:
        """`exp`: `handle` binds weaker than `orelse`, which binds weaker than `andalso`."""
        tok = self.tok
        if tok[0] in _EXP_KEYWORDS:
            e = self.typed_exp()
        else:
            # The rest of `typed_exp`, inlined: most expressions are applications.
            e = self.appexp()
            tok = self.tok
            if tok[0] in _EXP_ID_KINDS and tok[1] in self.fix.table:
                e = self.climb(e, 0, _EXP_ID_KINDS, self.appexp, self.combine_exp)
            while self.tok[0] == ":":
                self.advance()
                t = self.ty()
                e = _build.TypedExp(e, t, _join(e.span, t.span))
        kind = self.tok[0]
        if kind not in _EXP_TAIL:
            return e
        if kind == "andalso":
            e = self.andalso_tail(e)
            kind = self.tok[0]
        if kind == "orelse":
            while self.tok[0] == "orelse":
                self.advance()
                r = self.andalso_tail(self.typed_exp())
                e = _build.OrelseExp(e, r, _join(e.span, r.span))
        while self.tok[0] == "handle":
            self.advance()
            rules = self.match()
            e = _build.HandleExp(e, rules, _join(e.span, rules[-1].span))
        return e

    def andalso_tail(self, e: ast.Exp) -> ast.Exp:
        while self.tok[0] == "andalso":
            self.advance()
            r = self.typed_exp()
            e = _build.AndalsoExp(e, r, _join(e.span, r.span))
        return e

    def typed_exp(self) -> ast.Exp:
        tok = self.tok
        kind = tok[0]
        if kind == "fn":
            self.advance()
            rules = self.match()
            return _build.FnExp(rules, self.span_to(tok, rules[-1].span))
        if kind == "case":
            self.advance()
            e = self.exp()
            self.expect("of")
            rules = self.match()
            return _build.CaseExp(e, rules, self.span_to(tok, rules[-1].span))
        if kind == "if":
            self.advance()
            c = self.exp()
            self.expect("then")
            t = self.exp()
            self.expect("else")
            f = self.exp()
            return _build.IfExp(c, t, f, self.span_to(tok, f.span))
        if kind == "raise":
            self.advance()
            e = self.exp()
            return _build.RaiseExp(e, self.span_to(tok, e.span))
        if kind == "while":
            self.advance()
            c = self.exp()
            self.expect("do")
            b = self.exp()
            return _build.WhileExp(c, b, self.span_to(tok, b.span))
        e = self.appexp()
        tok = self.tok
        if tok[0] in _EXP_ID_KINDS and tok[1] in self.fix.table:
            e = self.climb(e, 0, _EXP_ID_KINDS, self.appexp, self.combine_exp)
        while self.tok[0] == ":":
            self.advance()
            t = self.ty()
            e = _build.TypedExp(e, t, _join(e.span, t.span))
        return e

    def match(self) -> tuple[ast.Rule, ...]:
        if self.tok[0] == "|" and self.opt_bar:
            self.advance()
        rules = []
        while True:
            seen = self.or_pats_seen
            p = self.pat()
            if self.tok[0] != "=>":
                self.rule_arrow_error(bool(rules))
            self.advance()
            if self.or_pats_seen != seen:
                # a rule with or-patterns is a rule per alternative, in order,
                # all with the one body (only one ever runs)
                e = self.exp()
                self.or_groups += 1
                rules.extend(_build.Rule(alt, e, _join(p.span, e.span), self.or_groups) for alt in _alternatives(p))
            else:
                e = self.exp()
                rules.append(_build.Rule(p, e, _join(p.span, e.span)))
            if self.tok[0] != "|":
                return tuple(rules)
            self.advance()

    def rule_arrow_error(self, after_bar: bool) -> NoReturn:
        """A match rule's pattern not followed by `=>`. After a `|`, `=`
        there is most often the next clause of a `fun` whose previous clause
        ends in a `case`, `fn` or `handle`: by the grammar (Definition §2.8,
        matches extend as far as possible) that match takes the clause as a
        rule, so the error says to parenthesize it."""
        tok = self.tok
        if after_bar and tok[0] == "=":
            raise error(self.tspan(tok), "syntax error: expected '=>' but found '='",
                        "if this '|' starts another clause of a fun, the case, fn or handle before it "
                        "takes it as a rule of its match (a match extends as far as possible): "
                        "put that case, fn or handle in parentheses")
        self.fail("'=>'")

    def appexp(self) -> ast.Exp:
        tok = self.tok
        table = self.fix.table
        if tok[0] in _EXP_ID_KINDS:
            # `atexp` of an identifier, inlined.
            if tok[1] in table:
                self.infix_error(tok)
            self.pos += 1
            self.tok = self.toks[self.pos]
            sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
            e = _var_exp(tok[1], sp)
        else:
            e = self.atexp()
        while True:
            tok = self.tok
            kind = tok[0]
            if kind in _EXP_ID_KINDS:
                if tok[1] in table:
                    return e
                # `atexp` of an identifier, inlined: most arguments are variables.
                self.pos += 1
                self.tok = self.toks[self.pos]
                sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
                arg = _var_exp(tok[1], sp)
                es = e.span
                e = _build.AppExp(e, arg, False, _new_tuple(Span, (es[0], es[1], es[2], tok[4], tok[5])))
                continue
            if kind not in _ATEXP_START:
                return e
            arg = self.atexp()
            es, as_ = e.span, arg.span  # `_join`, inlined
            e = _build.AppExp(e, arg, False, _new_tuple(Span, (es[0], es[1], es[2], as_[3], as_[4])))

    def atexp(self) -> ast.Exp:
        tok = self.tok
        kind = tok[0]
        if kind in _EXP_ID_KINDS:
            if tok[1] in self.fix.table:
                self.infix_error(tok)
            # `advance` and `tspan` inlined: identifiers are the most frequent atoms.
            self.pos += 1
            self.tok = self.toks[self.pos]
            sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
            return _var_exp(tok[1], sp)
        if kind == "(":
            return self.paren_exp()
        if kind in SCON_KINDS:
            self.pos += 1  # `advance`, `tspan` and `scon` inlined
            self.tok = self.toks[self.pos]
            sp = _new_tuple(Span, (self.file, tok[2], tok[3], tok[4], tok[5]))
            return _build.SConExp(_SCON_NODE[kind](tok[1], sp), sp)
        if kind == "LONG":
            self.advance()
            name = self.longid(tok)
            return _build.VarExp(name, False, name.span)
        if kind == "let":
            self.advance()
            self.fix.push()
            decs = self.decs(_CORE)
            self.expect("in")
            body = self.exp_sequence()
            end = self.expect("end")
            self.fix.pop()
            return _build.LetExp(decs, body, self.span(tok, end))
        if kind == "op":
            self.advance()
            name = self.tok
            if name[0] not in _EXP_ID_KINDS and name[0] != "LONG":
                self.fail("an identifier after 'op'")
            self.advance()
            return _build.VarExp(self.longid(name), True, self.span(tok, name))
        if kind == "[":
            self.advance()
            items = self.separated(self.exp(), ",", self.exp) if self.tok[0] != "]" else []
            return _build.ListExp(tuple(items), self.span(tok, self.expect("]")))
        if kind == "{":
            self.advance()
            fields = []
            seen: set[str] = set()
            if self.tok[0] != "}":
                while True:
                    lab, ltok = self.label()
                    self.check_label(seen, lab, ltok)
                    if self.record_puns and ltok[0] in VID_KINDS and self.tok[0] != "=":
                        # `{x, y}` stands for `{x = x, y = y}` (allowRecordPunExps)
                        fields.append((lab, _var_exp(lab, self.tspan(ltok))))
                    else:
                        self.expect("=")
                        fields.append((lab, self.exp()))
                    if self.tok[0] != ",":
                        break
                    self.advance()
            return _build.RecordExp(tuple(fields), self.span(tok, self.expect("}")))
        if kind == "#":
            self.advance()
            if self.tok[0] == "[":
                return self.vector_exp(tok)
            lab, ltok = self.label()
            return _build.SelectorExp(lab, self.span(tok, ltok))
        self.fail("an expression")

    def vector_exp(self, start: Token) -> ast.Exp:
        """`#[exp1, ..., expn]` (Successor ML, `allowVectorExps`): the vector of
        the list, built by the primitive `vector` stands for (which a program
        may rebind, so it is named by its reserved name)."""
        if not self.vector_exps:
            raise error(self.span(start, self.tok), "syntax error: a vector expression needs the MLB annotation "
                        "'allowVectorExps true' (Successor ML)")
        items = self.atexp()
        assert isinstance(items, ast.ListExp)
        sp = self.span_to(start, items.span)
        return _build.AppExp(_var_exp("ld_vector_from_list", self.tspan(start)), items, False, sp)

    def paren_exp(self) -> ast.Exp:
        start = self.tok  # `advance`, inlined
        self.pos += 1
        self.tok = self.toks[self.pos]
        if self.tok[0] == ")":
            return _build.TupleExp((), self.span(start, self.advance()))
        e = self.exp()
        kind = self.tok[0]
        if kind == ")":
            self.advance()
            return e
        if kind == ",":
            items = self.separated(e, ",", self.exp)
            return _build.TupleExp(tuple(items), self.span(start, self.expect(")")))
        if kind == ";":
            items = self.sequence(e, ")")
            end = self.expect(")")
            return items[0] if len(items) == 1 else _build.SeqExp(tuple(items), self.span(start, end))
        self.fail("')'")

    def sequence(self, first: ast.Exp, closer: str) -> list[ast.Exp]:
        """`first; exp2; ...; expn`, up to `closer`, which may follow a last `;`
        under `allowOptSemicolon`."""
        items = [first]
        while self.tok[0] == ";":
            self.advance()
            if self.opt_semicolon and self.tok[0] == closer:
                break
            items.append(self.exp())
        return items

    def exp_sequence(self) -> ast.Exp:
        """`exp1; ...; expn` (a `let` body): one expression or a `SeqExp`."""
        e = self.exp()
        if self.tok[0] != ";":
            return e
        items = self.sequence(e, "end")
        return items[0] if len(items) == 1 else _build.SeqExp(tuple(items), _join(e.span, items[-1].span))

    # -- core declarations ----------------------------------------------------

    def decs(self, level: int, semicolons: list[int] | None = None, before: int = 0) -> tuple[ast.Dec, ...]:
        """A declaration sequence (possibly empty, `;` optional) at `level`;
        `semicolons` receives the index (counted from `before`) of each
        declaration a `;` follows."""
        out = []
        while True:
            kind = self.tok[0]
            if kind == ";":
                if semicolons is not None and out:
                    semicolons.append(before + len(out) - 1)
                self.advance()
                continue
            if kind not in self.dec_start:
                return tuple(out)
            out.append(self.dec(level))

    def dec(self, level: int) -> ast.Dec:
        tok = self.tok
        kind = tok[0]
        if kind == "val":
            return self.val_dec()
        if kind == "do":  # `do exp` is `val () = exp` (allowDoDecls)
            self.advance()
            e = self.exp()
            unit = _build.TuplePat((), self.tspan(tok))
            return _build.ValDec((), (_build.ValBind(unit, e, _join(unit.span, e.span)),), (), self.span_to(tok, e.span))
        if kind == "fun":
            return self.fun_dec()
        if kind == "local":
            self.advance()
            self.fix.push()
            locals_ = self.decs(min(level, _STR))
            self.expect("in")
            self.fix.export()
            body = self.decs(min(level, _STR))
            end = self.expect("end")
            self.fix.pop()
            return _build.LocalDec(locals_, body, self.span(tok, end))
        if kind == "datatype":
            return self.datatype_dec()
        if kind == "type":
            self.advance()
            binds = self.typbinds()
            return _build.TypeDec(binds, self.span_to(tok, binds[-1].span))
        if kind == "exception":
            return self.exception_dec()
        if kind == "open":
            self.advance()
            strs = [self.longstrid()]
            while self.tok[0] == "ID" or self.tok[0] == "LONG":
                strs.append(self.longid(self.advance()))
            return _build.OpenDec(tuple(strs), self.span_to(tok, strs[-1].span))
        if kind == "infix" or kind == "infixr" or kind == "nonfix":
            return self.fixity_dec()
        if kind == "abstype":
            self.advance()
            binds, withtype = self.datbinds()
            self.expect("with")
            body = self.decs(_CORE)
            end = self.expect("end")
            return _build.AbstypeDec(binds, withtype, body, self.span(tok, end))
        if level < _MIN_LEVEL[kind]:
            where = "inside an expression" if level == _CORE else "inside a structure"
            raise error(self.tspan(tok), f"syntax error: a '{kind}' declaration is not allowed {where}")
        if kind == "structure":
            return self.structure_dec()
        if kind == "signature":
            return self.signature_dec()
        return self.functor_dec()

    def val_dec(self) -> ast.ValDec:
        start = self.advance()
        tyvars = self.tyvarseq()
        binds: list[ast.ValBind] = []
        rec_binds: list[ast.ValBind] = []
        is_rec = False
        while True:
            while self.tok[0] == "rec":
                self.advance()
                is_rec = True
            seen = self.or_pats_seen
            p = self.pat()
            if self.or_pats_seen != seen:
                raise error(p.span, "or-patterns are not supported in a 'val' binding (only in matches and 'fun' clauses)")
            self.expect("=")
            e = self.exp()
            vb = _build.ValBind(p, e, _join(p.span, e.span))
            if is_rec:
                # Definition §2.9: "fn match, possibly constrained by one or
                # more type expressions" (parentheses leave no node).
                inner = e
                while isinstance(inner, ast.TypedExp):
                    inner = inner.exp
                if not isinstance(inner, ast.FnExp):
                    raise error(inner.span, "syntax error: the right side of 'val rec' must be a 'fn' expression")
                rec_binds.append(vb)
            else:
                binds.append(vb)
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.ValDec(tyvars, tuple(binds), tuple(rec_binds), self.span_to(start, vb.span))

    def fun_dec(self) -> ast.FunDec:
        start = self.advance()
        tyvars = self.tyvarseq()
        binds = []
        while True:
            if self.tok[0] == "|" and self.opt_bar:
                self.advance()
            clauses = self.clauses()
            while self.tok[0] == "|":
                self.advance()
                for c in self.clauses():
                    first = clauses[0]
                    if c.name != first.name:
                        raise error(
                            c.span,
                            f"syntax error: clauses of one function must all define '{first.name}', "
                            f"not '{c.name}'",
                        )
                    if len(c.pats) != len(first.pats):
                        raise error(c.span, "syntax error: clauses of one function must all have the same number "
                                    "of arguments")
                    clauses.append(c)
            binds.append(_build.FunBind(clauses[0].name, tuple(clauses), _join(clauses[0].span, clauses[-1].span)))
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.FunDec(tyvars, tuple(binds), self.span_to(start, binds[-1].span))

    def clauses(self) -> list[ast.Clause]:
        """One clause, or one per combination of alternatives of its or-patterns.
        (An or-pattern in the body, counted too, leaves the clause one.)"""
        seen = self.or_pats_seen
        c = self.clause()
        if self.or_pats_seen == seen:
            return [c]
        alternatives = _product([_alternatives(p) for p in c.pats])
        if len(alternatives) == 1:
            return [c]
        self.or_groups += 1
        return [dataclasses.replace(c, pats=tuple(pats), or_group=self.or_groups) for pats in alternatives]

    def clause(self) -> ast.Clause:
        """`<op> f atpat ... <: ty> = exp`, `p1 f p2 ...` or `(p1 f p2) atpat ...`."""
        start = self.tok
        items: list[ast.Pat | Token] = []
        table = self.fix.table
        while True:
            tok = self.tok
            if tok[0] in VID_KINDS and tok[1] in table:
                items.append(self.advance())
            elif tok[0] in _ATPAT_START:
                items.append(self.atpat())
            else:
                break
        if not items:
            self.fail("a function clause")
        infix_at = [i for i, item in enumerate(items) if isinstance(item, tuple)]
        first = items[0]
        name: str
        op = infix = False
        if infix_at == [1] and len(items) == 3:
            left, op_tok, right = items
            assert isinstance(left, ast.Pat) and isinstance(right, ast.Pat) and isinstance(op_tok, tuple)
            name, infix = op_tok[1], True
            pats: tuple[ast.Pat, ...] = (_build.TuplePat((left, right), _join(left.span, right.span)),)
        elif infix_at:
            bad = items[infix_at[0]]
            assert isinstance(bad, tuple)
            if infix_at[0] == 0:
                self.infix_error(bad)
            raise error(self.tspan(bad), f"syntax error: malformed function clause head at infix operator '{bad[1]}'")
        elif isinstance(first, ast.IdPat) and not first.name.strids and len(items) >= 2:
            name, op = first.name.id, first.op
            pats = tuple(items[1:])  # type: ignore[arg-type]
        elif isinstance(first, ast.ConPat) and first.infix:
            name, infix = first.con.id, True
            pats = (first.arg,) + tuple(items[1:])  # type: ignore[operator]
        else:
            raise error(
                self.span(start, self.tok) if not isinstance(first, ast.Pat) else first.span,
                "syntax error: a function clause needs a function name and at least one argument",
            )
        result_ty = None
        if self.tok[0] == ":":
            self.advance()
            result_ty = self.ty()
        self.expect("=")
        body = self.exp()
        return _build.Clause(name, pats, result_ty, body, op, infix, self.span_to(start, body.span))

    def typbinds(self) -> tuple[ast.TypBind, ...]:
        binds = []
        while True:
            start = self.tok
            tyvars = self.tyvarseq()
            name = self.tycon()
            self.expect("=")
            t = self.ty()
            binds.append(_build.TypBind(tyvars, name[1], t, self.span_to(start, t.span)))
            if self.tok[0] != "and":
                return tuple(binds)
            self.advance()

    def datbinds(self) -> tuple[tuple[ast.DatBind, ...], tuple[ast.TypBind, ...]]:
        """`datbind <withtype typbind>` (declarations and specifications alike)."""
        binds = []
        while True:
            start = self.tok
            tyvars = self.tyvarseq()
            name = self.tycon()
            self.expect("=")
            if self.tok[0] == "|" and self.opt_bar:
                self.advance()
            cons = []
            while True:
                cname, op, ctok = self.con_vid()
                arg = None
                if self.tok[0] == "of":
                    self.advance()
                    arg = self.ty()
                end = self.toks[self.pos - 1]
                cons.append(_build.ConBind(cname, arg, op, self.span(ctok, end)))
                if self.tok[0] != "|":
                    break
                self.advance()
            binds.append(_build.DatBind(tyvars, name[1], tuple(cons), self.span_to(start, cons[-1].span)))
            if self.tok[0] != "and":
                break
            self.advance()
        withtype: tuple[ast.TypBind, ...] = ()
        if self.tok[0] == "withtype":
            self.advance()
            withtype = self.typbinds()
        return tuple(binds), withtype

    def is_replication(self) -> bool:
        """At `tycon = datatype` (after the keyword `datatype`)."""
        return (
            self.tok[0] in ("ID", "SYM")
            and self.peek()[0] == "="
            and self.toks[self.pos + 2][0] == "datatype"
        )

    def replication(self) -> tuple[str, ast.LongId]:
        name = self.advance()[1]
        self.advance()
        self.advance()
        return name, self.longtycon()

    def datatype_dec(self) -> ast.Dec:
        start = self.advance()
        if self.is_replication():
            name, target = self.replication()
            return _build.DatatypeReplDec(name, target, self.span_to(start, target.span))
        binds, withtype = self.datbinds()
        end = self.toks[self.pos - 1]
        return _build.DatatypeDec(binds, withtype, self.span(start, end))

    def exception_dec(self) -> ast.ExceptionDec:
        start = self.advance()
        binds: list[ast.ExBind] = []
        while True:
            name, op, ntok = self.con_vid()
            if self.tok[0] == "of":
                self.advance()
                t = self.ty()
                binds.append(_build.ExNew(name, t, op, self.span_to(ntok, t.span)))
            elif self.tok[0] == "=":
                self.advance()
                target_op = self.tok[0] == "op"
                if target_op:
                    self.advance()
                tok = self.tok
                if tok[0] not in VID_KINDS and tok[0] != "LONG":
                    self.fail("an exception name")
                self.advance()
                binds.append(_build.ExAlias(name, self.longid(tok), op, self.span(ntok, tok)))
            else:
                binds.append(_build.ExNew(name, None, op, self.span(ntok, self.toks[self.pos - 1])))
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.ExceptionDec(tuple(binds), self.span_to(start, binds[-1].span))

    def fixity_dec(self) -> ast.FixityDec:
        start = self.advance()
        kind = start[0]
        precedence = 0
        tok = self.tok
        if kind != "nonfix" and (tok[0] == "NUM" or tok[0] == "INT"):
            if tok[5] - tok[3] != 1 or tok[4] != tok[2]:
                raise error(self.tspan(tok), "syntax error: a fixity precedence must be a single digit 0-9")
            precedence = tok[1]
            self.advance()
        names = []
        end = start
        while self.tok[0] in _EXP_ID_KINDS:
            end = self.advance()
            names.append(end[1])
        if not names:
            self.fail("an identifier")
        self.fix.declare(kind, precedence, tuple(names))
        return _build.FixityDec(kind, precedence, tuple(names), self.span(start, end))

    # -- modules --------------------------------------------------------------

    def constraint(self, s: ast.StrExp) -> ast.StrExp:
        """Fold trailing `: sigexp` / `:> sigexp` constraints into `s`."""
        while self.tok[0] == ":" or self.tok[0] == ":>":
            opaque = self.advance()[0] == ":>"
            sig = self.sigexp()
            s = _build.ConstrainedStr(s, sig, opaque, _join(s.span, sig.span))
        return s

    def structure_dec(self) -> ast.StructureDec:
        start = self.advance()
        binds = []
        while True:
            name = self.name("a structure name")
            sigs = []
            while self.tok[0] == ":" or self.tok[0] == ":>":
                opaque = self.advance()[0] == ":>"
                sigs.append((self.sigexp(), opaque))
            self.expect("=")
            s = self.strexp()
            # `strid : sig = strexp` is `strid = strexp : sig` (Definition appendix A).
            for sig, opaque in sigs:
                s = _build.ConstrainedStr(s, sig, opaque, _join(s.span, sig.span))
            binds.append(_build.StrBind(name[1], s, self.span_to(name, s.span)))
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.StructureDec(tuple(binds), self.span_to(start, binds[-1].span))

    def strexp(self) -> ast.StrExp:
        tok = self.tok
        kind = tok[0]
        s: ast.StrExp
        if kind == "struct":
            self.advance()
            self.fix.push()
            decs = self.decs(_STR)
            end = self.expect("end")
            self.fix.pop()
            s = _build.StructStr(decs, self.span(tok, end))
        elif kind == "ID" and self.peek()[0] == "(":
            self.advance()
            self.advance()
            if self.tok[0] in _DEC_START or self.tok[0] == ")":
                # `funid (strdec)` is `funid (struct strdec end)`, fixities scoped alike.
                first = self.tok
                self.fix.push()
                decs = self.decs(_STR)
                self.fix.pop()
                last = self.toks[self.pos - 1]
                end = self.expect(")")
                arg: ast.StrExp = _build.StructStr(decs, self.span(first, last) if decs else self.tspan(end))
                s = _build.FunAppStr(tok[1], arg, True, self.span(tok, end))
            else:
                arg = self.strexp()
                end = self.expect(")")
                s = _build.FunAppStr(tok[1], arg, False, self.span(tok, end))
        elif kind == "ID" or kind == "LONG":
            self.advance()
            s = _build.LongStr(self.longid(tok), self.tspan(tok))
        elif kind == "let":
            self.advance()
            self.fix.push()
            decs = self.decs(_STR)
            self.expect("in")
            body = self.strexp()
            end = self.expect("end")
            self.fix.pop()
            s = _build.LetStr(decs, body, self.span(tok, end))
        else:
            self.fail("a structure expression")
        return self.constraint(s)

    def sigexp(self) -> ast.SigExp:
        tok = self.tok
        s: ast.SigExp
        if tok[0] == "sig":
            self.advance()
            specs = self.specs()
            s = _build.SigSig(specs, self.span(tok, self.expect("end")))
        elif tok[0] == "ID":
            self.advance()
            s = _build.SigId(tok[1], self.tspan(tok))
        else:
            self.fail("a signature expression")
        while self.tok[0] == "where":
            self.advance()
            self.expect("type")
            while True:
                tyvars = self.tyvarseq()
                tycon = self.longtycon()
                self.expect("=")
                t = self.ty()
                s = _build.WhereSig(s, tyvars, tycon, t, _join(s.span, t.span))
                if not (self.tok[0] == "and" and self.peek()[0] == "type"):
                    break
                self.advance()
                self.advance()
        return s

    def signature_dec(self) -> ast.SignatureDec:
        start = self.advance()
        binds = []
        while True:
            name = self.name("a signature name")
            self.expect("=")
            sig = self.sigexp()
            binds.append(_build.SigBind(name[1], sig, self.span_to(name, sig.span)))
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.SignatureDec(tuple(binds), self.span_to(start, binds[-1].span))

    def functor_dec(self) -> ast.FunctorDec:
        start = self.advance()
        binds = []
        while True:
            name = self.name("a functor name")
            open_ = self.expect("(")
            param: ast.StrParam | ast.SpecParam
            if self.tok[0] == "ID" and self.peek()[0] == ":":
                pname = self.advance()
                self.advance()
                sig = self.sigexp()
                param = _build.StrParam(pname[1], sig, self.span_to(pname, sig.span))
                self.expect(")")
            else:
                specs = self.specs()
                param = _build.SpecParam(specs, self.span(open_, self.expect(")")))
            sigs = []
            while self.tok[0] == ":" or self.tok[0] == ":>":
                opaque = self.advance()[0] == ":>"
                sigs.append((self.sigexp(), opaque))
            self.expect("=")
            body = self.strexp()
            for sig, opaque in sigs:
                body = _build.ConstrainedStr(body, sig, opaque, _join(body.span, sig.span))
            binds.append(_build.FctBind(name[1], param, body, self.span_to(name, body.span)))
            if self.tok[0] != "and":
                break
            self.advance()
        return _build.FunctorDec(tuple(binds), self.span_to(start, binds[-1].span))

    # -- specifications -------------------------------------------------------

    def specs(self) -> tuple[ast.Spec, ...]:
        out: list[ast.Spec] = []
        while True:
            tok = self.tok
            kind = tok[0]
            if kind == ";":
                self.advance()
                continue
            spec: ast.Spec
            if kind == "val":
                self.advance()
                items = []
                while True:
                    if self.tok[0] == "op":
                        self.advance()
                    if self.tok[0] not in _EXP_ID_KINDS:
                        self.fail("an identifier")
                    vname = self.advance()[1]
                    self.expect(":")
                    items.append((vname, self.ty()))
                    if self.tok[0] != "and":
                        break
                    self.advance()
                spec = _build.ValSpec(tuple(items), self.span_to(tok, items[-1][1].span))
            elif kind == "type" or kind == "eqtype":
                self.advance()
                titems = []
                while True:
                    first = self.tok
                    tyvars = self.tyvarseq()
                    name = self.tycon()
                    t = None
                    if kind == "type" and self.tok[0] == "=":
                        self.advance()
                        t = self.ty()
                    sp = self.span_to(first, t.span) if t is not None else self.span(first, name)
                    titems.append(_build.TypeSpecItem(tyvars, name[1], t, sp))
                    if self.tok[0] != "and":
                        break
                    self.advance()
                spec = _build.TypeSpec(tuple(titems), kind == "eqtype", self.span_to(tok, titems[-1].span))
            elif kind == "datatype":
                self.advance()
                if self.is_replication():
                    name_, target = self.replication()
                    spec = _build.DatatypeReplSpec(name_, target, self.span_to(tok, target.span))
                else:
                    binds, withtype = self.datbinds()
                    spec = _build.DatatypeSpec(binds, withtype, self.span(tok, self.toks[self.pos - 1]))
            elif kind == "exception":
                self.advance()
                eitems = []
                while True:
                    if self.tok[0] == "op":
                        self.advance()
                    if self.tok[0] not in VID_KINDS:
                        self.fail("an exception name")
                    ename = self.advance()[1]
                    arg = None
                    if self.tok[0] == "of":
                        self.advance()
                        arg = self.ty()
                    eitems.append((ename, arg))
                    if self.tok[0] != "and":
                        break
                    self.advance()
                spec = _build.ExceptionSpec(tuple(eitems), self.span(tok, self.toks[self.pos - 1]))
            elif kind == "structure":
                self.advance()
                sitems = []
                while True:
                    sname = self.name("a structure name")[1]
                    self.expect(":")
                    sitems.append((sname, self.sigexp()))
                    if self.tok[0] != "and":
                        break
                    self.advance()
                spec = _build.StructureSpec(tuple(sitems), self.span_to(tok, sitems[-1][1].span))
            elif kind == "include":
                self.advance()
                sigs = [self.sigexp()]
                if isinstance(sigs[0], ast.SigId):
                    while self.tok[0] == "ID":
                        t = self.advance()
                        sigs.append(_build.SigId(t[1], self.tspan(t)))
                spec = _build.IncludeSpec(tuple(sigs), self.span_to(tok, sigs[-1].span))
            elif kind == "sharing":
                self.advance()
                is_type = self.tok[0] == "type"
                if is_type:
                    self.advance()
                names = [self.longtycon() if is_type else self.longstrid()]
                while self.tok[0] == "=":
                    self.advance()
                    names.append(self.longtycon() if is_type else self.longstrid())
                if len(names) < 2:
                    self.fail("'='")
                sp = self.span_to(tok, names[-1].span)
                spec = _build.SharingTypeSpec(tuple(names), sp) if is_type else _build.SharingSpec(tuple(names), sp)
            else:
                return tuple(out)
            out.append(spec)

    # -- programs -------------------------------------------------------------

    def program(self) -> ast.Program:
        decs: list[ast.Dec] = []
        semicolons: list[int] = []
        first = self.tok
        while True:
            kind = self.tok[0]
            if kind == "EOF":
                break
            if kind in self.dec_start:
                decs.extend(self.decs(_TOP, semicolons, len(decs)))
                continue
            if kind not in _EXP_START:
                self.fail("a declaration")
            e = self.exp()
            decs.append(_build.ExpDec(e, e.span))
            if self.tok[0] != ";" and self.tok[0] != "EOF":
                self.fail("';' after a top-level expression")
            semicolons.append(len(decs) - 1)
        return _build.Program(tuple(decs), self.file, self.span(first, self.tok), tuple(self.fix.top),
                              tuple(dict.fromkeys(semicolons)))
