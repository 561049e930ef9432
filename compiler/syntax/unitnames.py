"""Which top-level names a unit binds and which identifiers it mentions: a
conservative, environment-free approximation of what one unit can need from
another, so the driver can drop the parts of a basis a unit cannot use (MLB
bases let every unit see all earlier ones; a unit that mentions none of a
unit's names does not depend on it).

    unit_names(program, tokens) -> UnitNames

- *defines*: every identifier the unit's top level binds, in any namespace
  (values, constructors, exceptions, types, structures, signatures,
  functors) or gives a fixity, including the body of a top-level `local`; every variable and
  constructor of a top-level `val` pattern counts (a superset). None when the
  names cannot be known without elaborating: a top-level `open` or a datatype
  replication brings in names the text does not spell.
- *mentions*: every identifier token, and every component of every qualified
  identifier (a superset of what the unit looks up).
So unit X can depend on unit U only if U's defines is None or meets X's
mentions; both sets only over-approximate, which keeps the test sound.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from compiler.names import UnitNames
from compiler.syntax import ast
from compiler.syntax.tokens import Token

_ID_KINDS = frozenset(["ID", "SYM", "*", "="])


def unit_names(program: ast.Program, tokens: list[Token]) -> UnitNames:
    mentions: set[str] = set()
    for kind, value, *_ in tokens:
        if kind in _ID_KINDS:
            mentions.add(value)
        elif kind == "LONG":
            strids, name = value
            mentions.update(strids)
            mentions.add(name)
    defines: set[str] = set()
    known = all(_bind_dec(d, defines) for d in program.decs)
    return UnitNames(frozenset(defines) if known else None, frozenset(mentions))


def _bind_dec(d: object, out: set[str]) -> bool:
    """Add the names top-level declaration `d` binds; False if they are unknowable."""
    match d:
        case ast.ValDec(binds=binds, rec_binds=rec_binds):
            for b in (*binds, *rec_binds):
                _pattern_names(b.pat, out)
        case ast.FunDec(binds=binds):
            out.update(b.name for b in binds)
        case ast.TypeDec(binds=binds):
            out.update(b.name for b in binds)
        case ast.DatatypeDec(binds=binds, withtype=withtype):
            for b in binds:
                out.add(b.name)
                out.update(c.name for c in b.cons)
            out.update(t.name for t in withtype)
        case ast.AbstypeDec(binds=binds, withtype=withtype, body=body):
            out.update(b.name for b in binds)
            out.update(t.name for t in withtype)
            return all(_bind_dec(x, out) for x in body)
        case ast.ExceptionDec(binds=binds):
            out.update(b.name for b in binds)
        case ast.LocalDec(body=body):
            return all(_bind_dec(x, out) for x in body)
        case ast.ExpDec():
            out.add("it")
        case ast.FixityDec(names=names):
            out.update(names)  # fixity is part of a basis: a user of the name needs it
        case ast.StructureDec(binds=binds) | ast.SignatureDec(binds=binds) | ast.FunctorDec(binds=binds):
            out.update(b.name for b in binds)
        case _:  # `open`, datatype replication, and anything new: unknowable
            return False
    return True


def _pattern_names(p: object, out: set[str]) -> None:
    """Every identifier in a pattern (variables, and constructors: a superset)."""
    if isinstance(p, ast.LongId):
        out.add(p.id)
    elif isinstance(p, ast.LayeredPat):
        out.add(p.name)
        _pattern_names(p.pat, out)
    elif isinstance(p, tuple):
        for x in p:
            _pattern_names(x, out)
    elif is_dataclass(p):
        for f in fields(p):
            if f.name != "span":
                _pattern_names(getattr(p, f.name), out)
