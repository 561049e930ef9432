"""The module names a parsed file defines and the ones it uses free.

    module_names(program: ast.Program) -> ModuleNames

Used to order the files of a project that has no MLB file (as SML/NJ's CM
orders a group) and to answer which structures, signatures and functors a
source unit exports when an MLB file rebinds them (`structure A = B`).

SML keeps structures, signatures and functors in three namespaces, so every
name comes with its `Namespace`; a structure `S` and a signature `S` are
different names. A `Ref` also records where the name is defined or used, so
that an ordering error can point at the declaration that causes it.

What counts (an approximation in the spirit of CM's dependency analysis,
which needs no environment and no other file):
- *defines*: the structures, signatures and functors bound at the top level
  of the file, including those in the body of a top-level `local` (not its
  local part). Names a top-level `open` brings into scope are not seen.
- *uses*: the first structure identifier of every qualified identifier (in
  expressions, patterns, types, exception and datatype replication), every
  structure named by `open` or as a structure expression, every signature
  name in a signature expression, and every functor applied — unless a
  declaration of the same namespace before it in scope binds the name
  (`let`/`local`/`struct`, functor parameters, structure specifications in a
  signature, earlier top-level declarations of the same file).
- Not seen: structures that an `open` of a local structure or an `include`
  brings into scope (a use of such a name counts as free), and the longtycon
  of `where type` and of sharing specifications (they name components of the
  signature at hand, never another file).
Each name appears once in `defines` and once in `uses`, at its first binding
and its first free use, in source order (deterministic for error messages).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, NamedTuple

from compiler.source import Span
from compiler.syntax import ast

Namespace = Literal["structure", "signature", "functor"]
_Name = tuple[Namespace, str]


class Ref(NamedTuple):
    """A module name in one namespace, at one place in the file."""

    kind: Namespace
    name: str
    span: Span


@dataclass(frozen=True, slots=True)
class ModuleNames:
    """What `module_names` finds in one file (see the module docstring)."""

    defines: tuple[Ref, ...]
    uses: tuple[Ref, ...]


def module_names(program: ast.Program) -> ModuleNames:
    """The top-level module names `program` defines and the ones it uses free."""
    finder = _Finder()
    defined = finder.decs(program.decs, frozenset())
    return ModuleNames(
        tuple(Ref(kind, name, span) for (kind, name), span in defined.items()),
        tuple(Ref(kind, name, span) for (kind, name), span in finder.uses.items()),
    )


# The names bound so far in the current scope; a binding list maps each name a
# declaration binds to the span of its first binding.
_Scope = frozenset[_Name]
_Bindings = dict[_Name, Span]

# The fields of each node class that may hold sub-nodes (every field but `span`).
_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls) if f.name != "span")
        _FIELDS[cls] = names
    return names


def _name_span(span: Span, name: str) -> Span:
    """The first `len(name)` columns of `span`: the phrases whose names we
    record (bindings, long identifiers, functor applications) start with the name."""
    return Span(span.file, span.line, span.col, span.line, span.col + len(name))


def _first_strid(lid: ast.LongId) -> tuple[str, Span]:
    """The structure a long identifier starts with, and where it is."""
    name = lid.strids[0] if lid.strids else lid.id
    return name, _name_span(lid.span, name)


def _bind(scope: _Scope, bindings: _Bindings) -> _Scope:
    return scope | bindings.keys() if bindings else scope


class _Finder:
    """Walks declarations with the module names in scope, recording free uses."""

    def __init__(self) -> None:
        self.uses: dict[_Name, Span] = {}

    def use(self, kind: Namespace, name: str, span: Span, scope: _Scope) -> None:
        key = (kind, name)
        if key not in scope and key not in self.uses:
            self.uses[key] = span

    def use_str(self, lid: ast.LongId, scope: _Scope) -> None:
        """`lid` names a structure (or starts with one)."""
        name, span = _first_strid(lid)
        self.use("structure", name, span, scope)

    # Declarations return the names they bind.

    def decs(self, decs: tuple[ast.Dec, ...], scope: _Scope) -> _Bindings:
        bound: _Bindings = {}
        inner = scope
        for dec in decs:
            new = self.dec(dec, inner)
            if new:
                for key, span in new.items():
                    bound.setdefault(key, span)
                inner = _bind(inner, new)
        return bound

    def dec(self, dec: ast.Dec, scope: _Scope) -> _Bindings:
        match dec:
            case ast.StructureDec(binds=binds):
                for b in binds:
                    self.strexp(b.str, scope)
                return {("structure", b.name): _name_span(b.span, b.name) for b in binds}
            case ast.SignatureDec(binds=binds):
                for sb in binds:
                    self.sigexp(sb.sig, scope)
                return {("signature", sb.name): _name_span(sb.span, sb.name) for sb in binds}
            case ast.FunctorDec(binds=binds):
                for fb in binds:
                    if isinstance(fb.param, ast.StrParam):
                        self.sigexp(fb.param.sig, scope)
                        params: _Bindings = {("structure", fb.param.name): fb.param.span}
                    else:
                        params = self.specs(fb.param.specs, scope)
                    self.strexp(fb.body, _bind(scope, params))
                return {("functor", fb.name): _name_span(fb.span, fb.name) for fb in binds}
            case ast.LocalDec(locals=locals_, body=body):
                return self.decs(body, _bind(scope, self.decs(locals_, scope)))
            case _:
                self.core(dec, scope)
                return {}

    def strexp(self, s: ast.StrExp, scope: _Scope) -> None:
        match s:
            case ast.StructStr(decs=decs):
                self.decs(decs, scope)
            case ast.LongStr(name=name):
                self.use_str(name, scope)
            case ast.ConstrainedStr(str=inner, sig=sig):
                self.strexp(inner, scope)
                self.sigexp(sig, scope)
            case ast.FunAppStr(functor=functor, arg=arg, span=sp):
                self.use("functor", functor, _name_span(sp, functor), scope)
                self.strexp(arg, scope)
            case ast.LetStr(decs=decs, body=body):
                self.strexp(body, _bind(scope, self.decs(decs, scope)))

    def sigexp(self, s: ast.SigExp, scope: _Scope) -> None:
        match s:
            case ast.SigSig(specs=specs):
                self.specs(specs, scope)
            case ast.SigId(name=name, span=span):
                self.use("signature", name, span, scope)
            case ast.WhereSig(sig=sig, ty=ty):
                # The longtycon names a type of `sig` itself: not a use.
                self.sigexp(sig, scope)
                self.core(ty, scope)

    def specs(self, specs: tuple[ast.Spec, ...], scope: _Scope) -> _Bindings:
        """Walk a signature body; returns its structure specifications, which
        later specifications (and a functor body, for `functor F (spec)`) see."""
        bound: _Bindings = {}
        for spec in specs:
            inner = _bind(scope, bound)
            match spec:
                case ast.StructureSpec(items=items):
                    for _, sig in items:
                        self.sigexp(sig, inner)
                    for name, _ in items:
                        bound.setdefault(("structure", name), spec.span)
                case ast.IncludeSpec(sigs=sigs):
                    for sig in sigs:
                        self.sigexp(sig, inner)
                case ast.SharingTypeSpec() | ast.SharingSpec():
                    pass  # they name components of this signature
                case _:
                    self.core(spec, inner)
        return bound

    def core(self, root: object, scope: _Scope) -> None:
        """Every long identifier under a core phrase (or a specification). Core
        declarations bind no module names, so the scope does not change; the
        walk is iterative because core phrases nest deeply (long lists of
        `::`, nested `if`)."""
        stack = [root]
        while stack:
            node = stack.pop()
            if isinstance(node, tuple):
                stack.extend(reversed(node))
            elif isinstance(node, ast.LongId):
                if node.strids:
                    self.use_str(node, scope)
            elif isinstance(node, ast.OpenDec):
                for lid in node.strs:
                    self.use_str(lid, scope)
            elif dataclasses.is_dataclass(node):
                stack.extend(getattr(node, f) for f in reversed(_fields(type(node))))
