"""What an editor asks of one elaborated unit (`compiler.api.analyse`): where
each identifier is defined and used, with its type as printed, the unit's
declarations as a tree of symbols, and the members of the structures in scope.

It is built after elaboration from the typed Absyn and the AST, which already
carry every span, so compiling costs nothing more: the elaborator is not
instrumented.

- `Occurrence`s: every value identifier of the unit's Absyn (variables,
  constructors, exception names, in expressions and patterns) with its span,
  the type it has there (`val area : shape -> real`: the instance, for a
  polymorphic value used at a type) and, for variables bound in this unit, the
  span of the binding occurrence. An identifier bound in another unit has no
  `definition`: the caller resolves its written name (`Occurrence.name`)
  against the other units' `Symbol`s.
- `Symbol`s: structures, signatures, functors, types, datatypes with their
  constructors, exceptions and values, nested as declared, each with the
  span of the whole declaration, the span of its name and a one-line detail.
- `Scope`: the top-level static environment after the unit (its imports and
  its own bindings), for completion and hover on structures: the members of a
  structure path with their printed types.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Any

from compiler.source import SourceFile, Span
from compiler.syntax import ast


@dataclass(frozen=True, slots=True)
class Occurrence:
    span: Span
    name: str
    """As written: `List.map`, `x`."""
    kind: str
    """`val`, `con` (a datatype constructor) or `exn`."""
    type: str
    definition: Span | None = None
    """Where the variable is bound, when that is in this unit."""

    @property
    def hover(self) -> str:
        keyword = {"val": "val", "con": "con", "exn": "exception"}[self.kind]
        return f"{keyword} {self.name} : {self.type}"


@dataclass(frozen=True, slots=True)
class Symbol:
    name: str
    kind: str
    """structure, signature, functor, type, datatype, constructor, exception, val, fun."""
    span: Span
    name_span: Span
    detail: str = ""
    children: tuple[Symbol, ...] = ()


@dataclass(frozen=True, slots=True)
class Member:
    name: str
    kind: str
    """val, con, exn, type, structure, signature, functor."""
    detail: str


class Scope:
    """The static environment at the end of a unit (imports and own bindings)."""

    def __init__(self, env: Any) -> None:
        self._env = env

    def _structure(self, path: tuple[str, ...]) -> Any:
        if not path:
            return None
        binding = self._env.structures.get(path[0])
        if binding is None:
            return None
        st = binding.structure
        for name in path[1:]:
            st = st.structures.get(name)
            if st is None:
                return None
        return st

    def members(self, path: tuple[str, ...] = ()) -> list[Member]:
        """The bindings of structure `path` (the top level when empty), or []."""
        from compiler.elab.types import DataCon, ExnCon

        if path:
            st = self._structure(path)
            if st is None:
                return []
            values, types, structures, signatures, functors = st.values, st.types, st.structures, {}, {}
        else:
            env = self._env
            values, types, structures, signatures, functors = (env.values, env.types, env.structures,
                                                               env.signatures, env.functors)
        out: list[Member] = []
        for name, entry in values.items():
            kind = "con" if type(entry) is DataCon else "exn" if type(entry) is ExnCon else "val"
            out.append(Member(name, kind, _value_type(entry)))
        out.extend(Member(name, "type", _type_detail(name, t)) for name, t in types.items())
        out.extend(Member(name, "structure", "structure") for name in structures)
        out.extend(Member(name, "signature", "signature") for name in signatures)
        out.extend(Member(name, "functor", "functor") for name in functors)
        return out

    def value(self, path: tuple[str, ...], name: str) -> Member | None:
        for m in self.members(path):
            if m.name == name and m.kind in ("val", "con", "exn"):
                return m
        return None

    def signature_text(self, path: tuple[str, ...]) -> str | None:
        """Structure `path`'s environment printed as a signature, or None."""
        st = self._structure(path)
        if st is None:
            return None
        return _structure_text(st, "")


def _value_type(entry: Any) -> str:
    from compiler.elab.initial import value_scheme
    from compiler.elab.types import scheme_to_string

    return scheme_to_string(value_scheme(entry))


def _type_detail(name: str, tystr: Any) -> str:
    from compiler.elab.types import TyCon, type_to_string

    f = tystr.tyfun
    if isinstance(f, TyCon):
        params = "" if f.arity == 0 else ("'a " if f.arity == 1 else
                                          "(" + ", ".join(f"'{chr(97 + i)}" for i in range(f.arity)) + ") ")
        head = f"{params}{name}"
        if tystr.datacons:
            cons = " | ".join(c.name if not c.has_arg else f"{c.name} of {type_to_string(c.scheme.body.dom)}"
                              for c in tystr.datacons)
            return f"datatype {head} = {cons}"
        return f"type {head}"
    try:
        from compiler.elab.realize import tyfun_to_string

        return f"type {name} = {tyfun_to_string(f)}"
    except Exception:  # a type function the printer does not know how to show
        return f"type {name}"


def _structure_text(st: Any, indent: str) -> str:
    from compiler.elab.types import DataCon, ExnCon

    inner = indent + "  "
    lines = ["sig"]
    for name, t in sorted(st.types.items()):
        lines.append(inner + _type_detail(name, t))
    for name, entry in sorted(st.values.items()):
        if type(entry) is DataCon:
            continue  # shown with its datatype
        keyword = "exception" if type(entry) is ExnCon else "val"
        lines.append(f"{inner}{keyword} {name} : {_value_type(entry)}")
    for name, sub in sorted(st.structures.items()):
        lines.append(f"{inner}structure {name} : {_structure_text(sub, inner)}")
    lines.append(indent + "end")
    return "\n".join(lines)


@dataclass(slots=True)
class Analysis:
    """One unit's index; `occurrences` sorted by position."""

    occurrences: list[Occurrence] = field(default_factory=list)
    symbols: list[Symbol] = field(default_factory=list)
    scope: Scope | None = None

    def at(self, line: int, col: int) -> Occurrence | None:
        """The innermost occurrence whose span holds 1-based (line, col)."""
        best: Occurrence | None = None
        keys = [(o.span.line, o.span.col) for o in self.occurrences]
        i = bisect_right(keys, (line, col))
        for o in reversed(self.occurrences[max(0, i - 64):i]):
            s = o.span
            if (s.line, s.col) <= (line, col) < (s.end_line, s.end_col) and (
                    best is None or (s.line, s.col) > (best.span.line, best.span.col)):
                best = o
        return best


def analyse_unit(source: SourceFile, program: Any, elaborated: Any, imports: tuple[Any, ...],
                 basis: tuple[Any, ...] | None) -> Analysis:
    """The index of `source`, whose AST is `program` and whose elaboration
    (`compiler.elab.ElabResult`) is `elaborated`, in the basis of `imports`."""
    from compiler.elab.env import StaticEnv
    from compiler.elab.initial import INITIAL_ENV
    from compiler.elab.units import BasisLayer, importing_env

    layers = basis if basis is not None else tuple(BasisLayer(u) for u in imports)
    outer = importing_env(INITIAL_ENV, layers) if layers else INITIAL_ENV
    own = elaborated.env
    env = StaticEnv({**outer.values, **own.values}, {**outer.types, **own.types},
                    {**outer.structures, **own.structures}, {**outer.signatures, **own.signatures},
                    {**outer.functors, **own.functors})
    result = Analysis(scope=Scope(env))
    result.occurrences = _Occurrences(source, elaborated).run()
    bound = {o.definition: o.type for o in result.occurrences if o.kind == "val" and o.span == o.definition}
    result.symbols = _bound_only(_Symbols(source).decs(program.decs), bound)
    return result


def outline(source: SourceFile, program: Any) -> list[Symbol]:
    """The symbols of `source`, whose AST is `program`, without elaboration."""
    return _Symbols(source).decs(program.decs)


def _bound_only(symbols: list[Symbol], bound: dict[Span | None, str]) -> list[Symbol]:
    """`symbols` less the `val` ones that are constructors (not bound variables),
    values with their types (`bound`: by binding occurrence) as detail."""
    return [replace(s, detail=bound.get(s.name_span, s.detail), children=tuple(_bound_only(list(s.children), bound)))
            for s in symbols if s.kind != "val" or s.name_span in bound]


class _Occurrences:
    """Walks the Absyn for value identifiers (module docstring)."""

    def __init__(self, source: SourceFile, elaborated: Any) -> None:
        self.source = source
        self.program = elaborated.program
        self.top = {entry.var: entry.scheme for entry in elaborated.env.values.values() if hasattr(entry, "var")}
        self.defs: dict[Any, Span] = {}
        self.uses: list[tuple[Span, Any, Any, str]] = []
        self.out: list[Occurrence] = []

    def run(self) -> list[Occurrence]:
        from compiler.elab.types import type_to_string

        self._walk(self.program.decs)
        for span, var, ty, kind in self.uses:
            if kind == "val":
                definition = self.defs.get(var)
                name = self._written(span, var.name)
            else:
                definition, name = None, self._written(span, var.name)
            self.out.append(Occurrence(span, name, kind, type_to_string(ty), definition))
        self.out.sort(key=lambda o: (o.span.line, o.span.col, -o.span.end_line, -o.span.end_col))
        return self.out

    def _written(self, span: Span, fallback: str) -> str:
        """The long identifier as the source writes it at `span`."""
        if span.line == span.end_line and span.line > 0:
            text = self.source.line_text(span.line)[span.col - 1:span.end_col - 1]
            text = text.removeprefix("op").strip()
            if text.endswith(fallback) and re.fullmatch(r"[\w'.]+|[!%&$#+\-/:<=>?@\\~`^|*.]+", text):
                return text
        return fallback

    def _bind(self, var: Any, ty: Any, span: Span) -> None:
        from compiler.elab.types import type_to_string

        self.defs[var] = span
        scheme = self.top.get(var)
        shown = type_to_string(scheme.body if scheme is not None else ty)
        self.out.append(Occurrence(span, var.name, "val", shown, span))

    def _walk(self, node: Any) -> None:
        from compiler.elab import absyn as A
        from compiler.elab.types import ExnCon

        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, (tuple, list)):
                stack.extend(n)
                continue
            cls = type(n)
            if not hasattr(cls, "__dataclass_fields__") or not cls.__module__.startswith("compiler.elab"):
                continue
            if cls is A.VarPat or cls is A.LayeredPat:
                self._bind(n.var, n.ty, self._name_span(n.span, n.var.name))
            elif cls is A.RecBind:
                self._bind(n.var, n.scheme.body, self._name_span(n.span, n.var.name))
            elif cls is A.VarExp:
                self.uses.append((n.span, n.var, n.ty, "val"))
            elif cls is A.ConExp or cls is A.ConPat:
                kind = "exn" if type(n.con) is ExnCon else "con"
                ty = n.ty if cls is A.ConExp else n.inst
                span = n.span if cls is A.ConExp else self._long_name_span(n.span, n.con.name)
                self.uses.append((span, n.con, ty, kind))
            for f in cls.__dataclass_fields__:
                if f not in ("ty", "span", "scheme", "var", "con", "inst", "access", "tyvars", "tycons"):
                    stack.append(getattr(n, f))

    def _name_span(self, span: Span, name: str) -> Span:
        return name_span(self.source, span, name)

    def _long_name_span(self, span: Span, name: str) -> Span:
        """`_name_span` with the structure qualifiers written before the name."""
        found = name_span(self.source, span, name)
        if found is span:
            return span
        text = self.source.line_text(found.line)
        m = re.search(r"(?:[A-Za-z][\w']*\.)+$", text[:found.col - 1])
        return found if m is None else found._replace(col=m.start() + 1)


def name_span(source: SourceFile, span: Span, name: str) -> Span:
    """The span of identifier `name`'s first occurrence in `span` (a binding's
    span covers the whole binding), or `span` if it is not found on its line."""
    if span.line <= 0:
        return span
    text = source.line_text(span.line)
    start = span.col - 1
    pattern = re.compile(r"(?<![\w'])" + re.escape(name) + r"(?![\w'])" if re.match(r"\w", name)
                         else r"(?<![!%&$#+\-/:<=>?@\\~`^|*])" + re.escape(name) + r"(?![!%&$#+\-/:<=>?@\\~`^|*])")
    m = pattern.search(text, start)
    if m is None:
        return span
    return Span(span.file, span.line, m.start() + 1, span.line, m.end() + 1)


class _Symbols:
    """The declarations of the AST as nested `Symbol`s."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source

    def _sym(self, name: str, kind: str, span: Span, children: tuple[Symbol, ...] = ()) -> Symbol:
        return Symbol(name, kind, span, name_span(self.source, span, name), "", children)

    def decs(self, decs: Any) -> list[Symbol]:
        out: list[Symbol] = []
        for d in decs:
            out.extend(self.dec(d))
        return out

    def dec(self, d: Any) -> list[Symbol]:
        t = type(d)
        if t is ast.ValDec:
            return [s for b in (*d.binds, *d.rec_binds) for s in self._pat_vars(b.pat, b.span)]
        if t is ast.FunDec:
            return [self._sym(b.name, "fun", b.span) for b in d.binds]
        if t is ast.TypeDec:
            return [self._sym(b.name, "type", b.span) for b in d.binds]
        if t is ast.DatatypeDec or t is ast.AbstypeDec:
            out = [self._sym(b.name, "datatype", b.span, children=tuple(
                self._sym(c.name, "constructor", c.span) for c in b.cons)) for b in d.binds]
            out.extend(self._sym(b.name, "type", b.span) for b in getattr(d, "withtype", ()))
            if t is ast.AbstypeDec:
                out.extend(self.decs(d.body))
            return out
        if t is ast.DatatypeReplDec:
            return [self._sym(d.name, "datatype", d.span)]
        if t is ast.ExceptionDec:
            return [self._sym(b.name, "exception", b.span) for b in d.binds]
        if t is ast.LocalDec:
            return self.decs(d.body)
        if t is ast.StructureDec:
            return [self._sym(b.name, "structure", b.span, children=tuple(self._strexp(b.str))) for b in d.binds]
        if t is ast.SignatureDec:
            return [self._sym(b.name, "signature", b.span) for b in d.binds]
        if t is ast.FunctorDec:
            return [self._sym(b.name, "functor", b.span, children=tuple(self._strexp(b.body))) for b in d.binds]
        return []

    def _strexp(self, s: Any) -> list[Symbol]:
        t = type(s)
        if t is ast.StructStr:
            return self.decs(s.decs)
        if t is ast.ConstrainedStr:
            return self._strexp(s.str)
        if t is ast.LetStr:
            return self._strexp(s.body)
        return []

    def _pat_vars(self, p: Any, span: Span) -> list[Symbol]:
        out: list[Symbol] = []
        stack = [p]
        while stack:
            n = stack.pop()
            if isinstance(n, (tuple, list)):
                stack.extend(n)
                continue
            t = type(n)
            if t is ast.IdPat and not n.name.strids:  # a constructor unless elaboration bound it
                out.append(Symbol(n.name.id, "val", span, n.span))
            elif hasattr(t, "__dataclass_fields__") and t.__module__ == ast.__name__:
                stack.extend(getattr(n, f) for f in t.__dataclass_fields__ if f != "span")
        return out
