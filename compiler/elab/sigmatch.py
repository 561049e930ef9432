"""Signature matching (Definition §5.6 "Enrichment", §5.12 "Signature Matching",
rules 64-65 of structure expressions; Shao thesis §3.4.2).

Public: `match_signature(actual, sig, span, opaque) -> Match`.

Matching a structure E against a signature (T)E' finds the realization phi of
the flexible names T by looking up each one's path in E (a missing type, a
wrong arity or an equality mismatch is reported there), then checks that E
enriches phi(E'): every type specified is equal, every datatype specified is a
datatype with the same constructors at the same types, every value specified
exists and its type scheme generalizes the specified one (a value may be matched
by a constructor or an exception; a constructor only by a constructor, of the
datatype specified), every exception has the same argument type,
and substructures match recursively. Each failure is a located error naming the
component's long identifier with the expected and found types.

The result environment is phi(E') (transparent ascription and functor
arguments) or, for opaque ascription, E' with fresh names for T: fresh datatypes
keep the constructors' run-time representation decided by the structure's code.
Exceptions keep their identity (the actual stamps). What the translation needs
to thin and coerce the record is the pair (actual, result) of structures.
"""
from __future__ import annotations

from dataclasses import dataclass

from compiler.diagnostics import CompileError, error
from compiler.elab.env import Signature, Structure, TyStr, ValEntry, VarEntry
from compiler.elab.initial import value_scheme
from compiler.elab.realize import (
    Realizer, TypeFunction, renaming, schemes_equal, tyfun_admits_equality, tyfun_arity,
    tyfun_equal, tyfun_to_string, type_name_of, types_equal,
)
from compiler.elab.types import (
    GENERIC, DataCon, ExnCon, Scheme, TVar, TyCon, Type, TypeNamer, free_vars, instantiate,
    substitute, type_to_string,
)
from compiler.elab.unify import UnifyError, unify
from compiler.source import Span

@dataclass(frozen=True, slots=True)
class Match:
    """The realization of the signature's flexible names, the resulting
    environment, and `view`: the signature seen through the realization (equal
    to `result` unless opaque). A component's LTY goes from the structure's to
    the view's (instantiation) and then to the result's (abstraction)."""

    realization: dict[TyCon, TypeFunction]
    result: Structure
    view: Structure


def match_signature(actual: Structure, sig: Signature, span: Span, opaque: bool) -> Match:
    """Match `actual` against `sig` (module docstring); raises `CompileError`."""
    matcher = _Matcher(span, set(sig.bound))
    phi: dict[TyCon, TypeFunction] = {}
    matcher.realize_flexible(actual, sig.body, phi, "")
    realizer = Realizer(phi)
    view = realizer.structure(sig.body)
    matcher.enrich(actual, view, sig.body, realizer, "")
    transparent = _with_actual_exns(view, actual, None)
    if not opaque:
        return Match(phi, transparent, transparent)
    fresh = renaming(sig.bound)
    reps: dict[TyCon, dict[str, Scheme]] = {}
    for tc in sig.bound:
        target = phi[tc]
        if tc.datacons and type(target) is TyCon:
            reps[fresh[tc]] = {dc.name: dc.rep or dc.scheme for dc in target.datacons}  # type: ignore[index]
    opaque_realizer = Realizer(fresh, set(fresh.values()), reps=reps)  # type: ignore[arg-type]
    return Match(phi, _with_actual_exns(opaque_realizer.structure(sig.body), actual, opaque_realizer), transparent)


def _with_actual_exns(view: Structure, actual: Structure, realizer: Realizer | None) -> Structure:
    """`view` whose exceptions are the actual ones (ascription keeps an exception's
    identity; under opaque ascription its argument type is the abstract view's)."""
    values: dict[str, ValEntry] = {}
    for name, v in view.values.items():
        if type(v) is ExnCon:
            a: ExnCon = actual.values[name]  # type: ignore[assignment]
            v = a if realizer is None else ExnCon(a.name, a.stamp, v.arg, a.span)  # type: ignore[union-attr]
        values[name] = v
    structures = {n: _with_actual_exns(sub, actual.structures[n], realizer) for n, sub in view.structures.items()}
    return Structure(values, view.types, structures)


def _describe(entry: ValEntry) -> str:
    if type(entry) is DataCon:
        return "constructor"
    if type(entry) is ExnCon:
        return "exception"
    return "value"


class _Matcher:
    def __init__(self, span: Span, bound: set[TyCon]) -> None:
        self.span = span
        self.bound = bound

    def fail(self, message: str, *notes: str) -> CompileError:
        return error(self.span, f"signature mismatch: {message}", *notes)

    # Realization of the flexible names ------------------------------------

    def realize_flexible(self, actual: Structure, spec: Structure, phi: dict[TyCon, TypeFunction],
                         prefix: str) -> None:
        for name, ts in spec.types.items():
            tc = ts.tyfun
            if type(tc) is not TyCon or tc not in self.bound or tc in phi:
                continue
            found = actual.types.get(name)
            if found is None:
                raise self.fail(f"missing type {prefix}{name}",
                                f"expected: {_spec_text(name, ts)}")
            if tyfun_arity(found.tyfun) != tc.arity:
                raise self.fail(f"type {prefix}{name} has the wrong number of type parameters",
                                f"expected: {tc.arity}", f"found:    {tyfun_arity(found.tyfun)}")
            if tc.eq != "never" and not ts.datacons and not tyfun_admits_equality(found.tyfun):
                raise self.fail(f"type {prefix}{name} does not admit equality (specified as eqtype)",
                                f"found:    type {tyfun_to_string(found.tyfun)}")
            # Type functions are equal up to η (§4.4): `Λ'a. 'a Tok.token` is the
            # name `Tok.token`, and a datatype specification that shares with
            # this type gets that datatype's constructors.
            phi[tc] = type_name_of(found.tyfun) or found.tyfun
        for name, sub in spec.structures.items():
            found_sub = actual.structures.get(name)
            if found_sub is None:
                raise self.fail(f"missing structure {prefix}{name}")
            self.realize_flexible(found_sub, sub, phi, f"{prefix}{name}.")

    # Enrichment ------------------------------------------------------------

    def enrich(self, actual: Structure, view: Structure, spec: Structure, realizer: Realizer, prefix: str) -> None:
        for name, vts in view.types.items():
            self.enrich_type(actual.types.get(name), vts, spec.types[name], realizer, prefix + name)
        for name, spec_entry in spec.values.items():
            found = actual.values.get(name)
            kind = _describe(spec_entry)
            if found is None:
                raise self.fail(f"missing {kind} {prefix}{name}",
                                f"expected: {kind} {name} : {_scheme_text(view.values[name])}")
            if type(spec_entry) is ExnCon:
                self.enrich_exn(found, view.values[name], prefix + name)  # type: ignore[arg-type]
            elif type(spec_entry) is DataCon:
                self.enrich_con(found, view.values[name], prefix + name)  # type: ignore[arg-type]
            else:
                self.enrich_value(found, view.values[name], prefix + name)  # type: ignore[arg-type]
        for name, sub in spec.structures.items():
            self.enrich(actual.structures[name], view.structures[name], sub, realizer, f"{prefix}{name}.")

    def enrich_type(self, found: TyStr | None, view: TyStr, spec: TyStr, realizer: Realizer, path: str) -> None:
        if found is None:
            raise self.fail(f"missing type {path}", f"expected: {_spec_text(path, view)}")
        if not spec.datacons:
            if not tyfun_equal(found.tyfun, view.tyfun):
                raise self.fail(f"type {path} does not match its specification",
                                f"expected: type {tyfun_to_string(view.tyfun)}",
                                f"found:    type {tyfun_to_string(found.tyfun)}")
            return
        if not found.datacons:
            raise self.fail(f"type {path} is not a datatype", f"expected: {_spec_text(path, spec)}",
                            f"found:    type {tyfun_to_string(found.tyfun)}")
        if not tyfun_equal(found.tyfun, view.tyfun):
            raise self.fail(f"datatype {path} is not the datatype specified",
                            f"expected: {tyfun_to_string(view.tyfun)}", f"found:    {tyfun_to_string(found.tyfun)}")
        want = sorted(dc.name for dc in spec.datacons)
        have = sorted(dc.name for dc in found.datacons)
        if want != have:
            raise self.fail(f"datatype {path} has different constructors",
                            f"expected: {' | '.join(want)}", f"found:    {' | '.join(have)}")
        by_name = {dc.name: dc for dc in found.datacons}
        for dc in spec.datacons:
            expected = realizer.scheme(dc.scheme)
            got = by_name[dc.name]
            if not schemes_equal(got.scheme, expected):
                namer = TypeNamer()
                raise self.fail(f"constructor {dc.name} of datatype {path} has the wrong type",
                                f"expected: {type_to_string(expected.body, namer)}",
                                f"found:    {type_to_string(got.scheme.body, namer)}")

    def enrich_exn(self, found: ValEntry, view: ExnCon, path: str) -> None:
        if type(found) is not ExnCon:
            raise self.fail(f"{path} is not an exception", f"found:    {_describe(found)} {path}")
        same = (found.arg is None) == (view.arg is None) and (  # type: ignore[union-attr]
            found.arg is None or types_equal(found.arg, view.arg))  # type: ignore[union-attr, arg-type]
        if not same:
            namer = TypeNamer()
            raise self.fail(f"exception {path} has the wrong argument type",
                            f"expected: {_exn_text(view, namer)}", f"found:    {_exn_text(found, namer)}")  # type: ignore[arg-type]

    def enrich_con(self, found: ValEntry, view: DataCon, path: str) -> None:
        """Definition §5.6: the structure's value of the constructor's name is a
        constructor whose type scheme generalizes the specified one. Comparing the
        datatype's constructors (`enrich_type`) is not enough: a later datatype of
        the structure may have rebound the name to a constructor of its own."""
        if type(found) is not DataCon:
            raise self.fail(f"{path} is not a constructor", f"found:    {_describe(found)} {path}")
        if not _generalizes(found.scheme, view.scheme):  # type: ignore[union-attr]
            namer = TypeNamer()
            raise self.fail(f"constructor {path} does not have the type specified",
                            f"expected: {type_to_string(view.scheme.body, namer)}",
                            f"found:    {type_to_string(found.scheme.body, namer)}")  # type: ignore[union-attr]

    def enrich_value(self, found: ValEntry, view: VarEntry, path: str) -> None:
        actual = value_scheme(found)
        if not _generalizes(actual, view.scheme):
            namer = TypeNamer()
            raise self.fail(f"value {path} does not have the type specified",
                            f"expected: {type_to_string(view.scheme.body, namer)}",
                            f"found:    {type_to_string(actual.body, namer)}")


def _generalizes(actual: Scheme, spec: Scheme) -> bool:
    """Whether `spec` is an instance of `actual` (Definition §4.5). The spec's bound
    variables become rigid constants; non-generalized variables of the actual
    type may be determined by the match (overloading, weak variables) but must not
    capture a constant."""
    skolems: dict[TVar, Type] = {v: TVar(0, eq=v.eq, rigid=True, name=f"'s{i}") for i, v in enumerate(spec.vars)}
    target = substitute(spec.body, skolems)
    inst, _ = instantiate(actual, 0)
    open_vars: list[TVar] = []
    free_vars(actual.body, open_vars, set())
    open_vars = [v for v in open_vars if v.level != GENERIC]
    try:
        unify(inst, target)
    except UnifyError:
        return False
    consts = set(skolems.values())
    for v in open_vars:
        reached: list[TVar] = []
        free_vars(v, reached, set())
        if any(r in consts for r in reached):
            return False
    return True


def _scheme_text(entry: ValEntry) -> str:
    return type_to_string(value_scheme(entry).body)


def _exn_text(e: ExnCon, namer: TypeNamer) -> str:
    return f"exception {e.name}" + ("" if e.arg is None else f" of {type_to_string(e.arg, namer)}")


def _spec_text(name: str, ts: TyStr) -> str:
    kind = "datatype" if ts.datacons else "type"
    return f"{kind} {tyfun_to_string(ts.tyfun)}"
