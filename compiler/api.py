"""The compile API: the one contract between the build driver and the compiler
(docs/architecture.md "Separate compilation").

    compile_unit(UnitInput, Settings) -> UnitOutput   source + imported interfaces
                                                      -> object + interface + diagnostics
    check(UnitInput) -> UnitOutput                    the same, stopping after elaboration
                                                      (no object; the interface is made)

A unit is one source file identified by its `UnitId` (the path relative to the
project root, or `lib:path` for a library's units). It is elaborated in the
basis its imports give it: `UnitInput.interfaces` holds the interface of every
unit that basis reaches (directly or through the types of other interfaces),
in dependency order, and `UnitInput.basis` which of their bindings are visible
(MLB scoping; everything, in order, when None). The object defines the unit's
initializer `init_symbol` and its exports word `exports_symbol`; the driver
links objects with a program entry that runs the initializers in order.

The interface is the unit's exported static environment as msgpack
(`compiler.elab.interface`); its digest is over those bytes, which number
generated type names, exceptions and type variables by position, so a body
edit, a comment or a helper hidden by a signature leaves it unchanged, and
over the digests of the interfaces whose types it mentions.

Nothing here prints: the driver formats the diagnostics. The phases recurse
over the program's nesting, so they run under `compiler.deep.run_deep`; a
program that still exceeds its limits gets a diagnostic instead of a crash.
    analyse(UnitInput) -> (UnitOutput, Analysis | None)  check, and index the unit for an editor
                                                      (`compiler.analysis`: occurrences with types
                                                      and definitions, symbols, the scope)
    outline(SourceFile) -> list[Symbol]               the declarations, from parsing alone
    module_names(SourceFile) -> ModuleNames           module identifiers defined and used
                                                      (ordering projects without an MLB file)
    unit_names(SourceFile) -> UnitNames               top-level names bound, identifiers mentioned
                                                      (narrowing a unit's basis to what it can use)
    preload()                                         import every pass now (before forking workers)

Re-exported for the driver: `Diagnostic`, `CompileError` and `error` (located
errors, also raised by the driver's own MLB reader), `SourceFile`, `Span`,
`ModuleNames`, `Ref`, `format_text`, `format_json`, `PASS_NAMES`,
`resource_dir` (the runtime and stdlib directories), and `unit_symbols`.
"""
from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from compiler.deep import run_deep
from compiler.diagnostics import CompileError, Diagnostic, error, format_json, format_text
from compiler.gcpause import no_cycle_gc
from compiler.names import UnitNames
from compiler.pipeline import PASS_NAMES, CompileInfo, Facts, preload, run_pipeline
from compiler.resources import resource_dir
from compiler.source import SourceFile, Span

if TYPE_CHECKING:
    from compiler.analysis import Analysis, Symbol
    from compiler.syntax.modnames import ModuleNames, Namespace, Ref

# Types re-exported for the driver, imported on first use: the front end is not
# needed on a no-op build's path.
_LAZY = {"Analysis": "compiler.analysis", "Member": "compiler.analysis", "Symbol": "compiler.analysis",
         "ModuleNames": "compiler.syntax.modnames", "Namespace": "compiler.syntax.modnames",
         "Ref": "compiler.syntax.modnames"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'compiler.api' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)

UnitId = str


@dataclass(frozen=True, slots=True)
class Interface:
    """A compiled unit's interface bytes and their digest."""

    unit: UnitId
    data: bytes
    digest: str

    @staticmethod
    def of(unit: UnitId, data: bytes, known: tuple[Interface, ...]) -> Interface:
        """The interface `data` of `unit`; its digest covers the digests of the
        `known` interfaces it mentions types of, so that it changes whenever
        what it means changes, and an importer's inputs are the digests of
        the units its basis names, not of everything those reach."""
        from compiler.elab.interface import referenced_units

        digests = {i.unit: i.digest for i in known}
        h = hashlib.sha256(data)
        for ref in referenced_units(data):
            h.update(f"\0{ref}={digests[ref]}".encode())
        return Interface(unit, data, h.hexdigest())


@dataclass(frozen=True, slots=True)
class Layer:
    """One slice of a unit's basis: all of unit `unit`'s exports (`renames` None),
    or only the named structures/signatures/functors: (kind, visible, in unit)."""

    unit: UnitId
    renames: tuple[tuple[str, str, str], ...] | None = None


@dataclass(frozen=True, slots=True)
class UnitInput:
    id: UnitId
    source: SourceFile
    interfaces: tuple[Interface, ...] = ()
    basis: tuple[Layer, ...] | None = None
    exported: bool = True
    """False when no unit imports this one (a program's last unit): its code then
    builds no exports record, so its top-level functions stay known."""


@dataclass(frozen=True, slots=True)
class Settings:
    """How to compile: profile (`dev`, `release`), IR checkers, dumps."""

    profile: str = "dev"
    check_ir: bool = False
    dump: frozenset[str] = frozenset()
    dump_dir: str | None = None
    stop_after: str | None = None


@dataclass(frozen=True, slots=True)
class UnitOutput:
    """Diagnostics in source order; `object` and `interface` are None if there
    were errors (`object` also when compilation stopped early)."""

    diagnostics: tuple[Diagnostic, ...]
    object: bytes | None = None
    interface: Interface | None = None
    init_symbol: str = ""
    exports_symbol: str = ""
    timings: tuple[tuple[str, float], ...] = field(default=())
    extent: tuple[tuple[str, int], ...] = field(default=())
    """Counts of variables by extent and of records by place (`compiler.extent.Yields`)."""

    @property
    def ok(self) -> bool:
        return all(d.severity != "error" for d in self.diagnostics)


def unit_symbols(unit: UnitId) -> tuple[str, str]:
    """The initializer and exports-word symbols of `unit`'s object."""
    from compiler.llvm.runtime_abi import unit_exports_symbol, unit_init_symbol

    return unit_init_symbol(unit), unit_exports_symbol(unit)


def check(unit: UnitInput) -> UnitOutput:
    """Parse and elaborate `unit`. User errors become diagnostics; anything else
    that escapes is an internal compiler error and propagates."""
    return compile_unit(unit, Settings(stop_after="elab"))


def compile_unit(unit: UnitInput, settings: Settings = Settings(),
                 on_interface: Callable[[Interface], None] | None = None) -> UnitOutput:
    """Compile `unit` with the pipeline of `compiler.pipeline` (module docstring).
    `on_interface`, if given, receives the unit's interface as soon as it is
    final, before code generation (the same interface the output carries if
    the unit compiles). Internal errors (IR checker failures, LLVM verifier
    errors, unreadable interfaces) propagate."""
    from pathlib import Path

    def early(data: bytes) -> None:
        assert on_interface is not None
        on_interface(Interface.of(unit.id, data, unit.interfaces))

    warnings: list[Diagnostic] = []
    timings: list[tuple[str, float]] = []

    def phases() -> tuple[bytes | None, Facts]:
        with no_cycle_gc():
            start = time.perf_counter()
            imports, basis, fixity = _decode_imports(unit)
            timings.append(("imports", time.perf_counter() - start))
            info = CompileInfo(unit=unit.id, profile=settings.profile, check_ir=settings.check_ir,
                               dump=settings.dump,
                               dump_dir=None if settings.dump_dir is None else Path(settings.dump_dir),
                               stop_after=settings.stop_after, imports=imports, basis=basis, fixity=fixity,
                               exported=unit.exported, on_exports=None if on_interface is None else early,
                               diagnostics=warnings, timings=timings)
            # The IRs die when the runner returns, while the collector is
            # still paused (see compiler.gcpause).
            result, facts = run_pipeline(unit.source, info)
            return (result if isinstance(result, bytes) else None), facts

    return _outcome(unit, warnings, timings, phases)


def _outcome(unit: UnitInput, warnings: list[Diagnostic], timings: list[tuple[str, float]],
             phases: Callable[[], tuple[bytes | None, Facts]]) -> UnitOutput:
    """Run `phases` for `unit` (recursion made safe; the pipeline's reports go
    to `warnings` and `timings`) and collect its output."""
    errors: list[Diagnostic] = []
    obj: bytes | None = None
    facts = Facts()
    try:
        obj, facts = run_deep(phases)
    except CompileError as exc:
        errors.append(exc.diagnostic)
    except RecursionError:
        errors.append(Diagnostic("error", Span(unit.source.name, 1, 1, 1, 1),
                                 "program is nested too deeply to compile"))
    diagnostics: tuple[Diagnostic, ...] = (*warnings, *errors)
    if unit.source.annotations:
        from compiler.elab.match_check import with_levels

        diagnostics = with_levels(diagnostics, unit.source.annotations)
    ok = not errors and all(d.severity != "error" for d in diagnostics)
    init, exports = unit_symbols(unit.id)
    interface = Interface.of(unit.id, facts.exports, unit.interfaces) if ok and facts.exports is not None else None
    return UnitOutput(diagnostics, obj if ok else None, interface, init, exports, tuple(timings), facts.extent)


def analyse(unit: UnitInput) -> tuple[UnitOutput, Analysis | None]:
    """`check(unit)` and, if the unit elaborated, its `compiler.analysis.Analysis`
    (built from the AST and typed Absyn after elaboration, so checking and
    compiling are unchanged). Internal errors propagate."""
    from compiler.analysis import analyse_unit
    from compiler.pipeline import PASSES

    warnings: list[Diagnostic] = []
    timings: list[tuple[str, float]] = []
    found: list[Analysis] = []

    def phases() -> tuple[None, Facts]:
        with no_cycle_gc():
            imports, basis, fixity = _decode_imports(unit)
            info = CompileInfo(unit=unit.id, stop_after="elab", imports=imports, basis=basis, fixity=fixity,
                               exported=unit.exported, diagnostics=warnings, timings=timings)
            program, facts = run_pipeline(unit.source, info, PASSES[:1])
            elaborated, facts = run_pipeline(program, info, PASSES[1:2], facts)
            found.append(analyse_unit(unit.source, program, elaborated, info.imports, info.basis))
            return None, facts

    output = _outcome(unit, warnings, timings, phases)
    return output, found[0] if found and output.ok else None


def outline(source: SourceFile) -> list[Symbol]:
    """The declarations of `source` as `compiler.analysis.Symbol`s, from parsing
    alone (a pattern's variables and nullary constructors are not told apart).
    Raises `CompileError` on a lexical or syntax error."""
    from compiler.analysis import outline as symbols_of
    from compiler.syntax import parse_program

    return symbols_of(source, run_deep(lambda: parse_program(source)))


def module_names(source: SourceFile) -> ModuleNames:
    """The top-level structure, signature and functor names `source` defines and
    the ones it uses free (`compiler.syntax.modnames`), for ordering a project's
    files. Raises `CompileError` on a lexical or syntax error."""
    from compiler.syntax import module_names as names_of, parse_program

    return names_of(run_deep(lambda: parse_program(source)))  # the parser recurses on nesting


def unit_names(source: SourceFile) -> UnitNames:
    """The names `source` binds at top level and the identifiers it mentions
    (`compiler.syntax.unitnames`): the driver narrows each unit's basis to the
    units it can use. Raises `CompileError` on a lexical or syntax error."""
    from compiler.syntax import parse_program
    from compiler.syntax.lexer import tokenize
    from compiler.syntax.unitnames import unit_names as names_of

    tokens = tokenize(source)
    return names_of(run_deep(lambda: parse_program(source, tokens=tokens)), tokens)


# Decoded interfaces, shared by the units this process compiles: decoding is
# a unit's largest front-end cost (the Basis's interfaces alone are read by
# every unit), and what is decoded once no longer becomes garbage the cyclic
# collector has to traverse at the end of each unit. The key is sound: an
# interface's digest covers its bytes and the digests of the interfaces whose
# types it names, so one key always decodes to the same environment, and the
# units the elaborator compiles never change an imported environment (type
# names are stamped once; schemes are instantiated, not unified). The cache is
# emptied whole, never entry by entry: an entry holds the type names of the
# entries it was decoded against, and a re-decoded dependency would bring
# different ones.
_DECODED: dict[tuple[UnitId, str], Any] = {}
_DECODED_LIMIT = 4096


def _decode_imports(unit: UnitInput) -> tuple[tuple[Any, ...], tuple[Any, ...] | None,
                                              tuple[tuple[str, int, tuple[str, ...]], ...]]:
    """The interfaces read (each against those before it), the visible basis
    (None: all of them) and its fixity declarations (`CompileInfo`)."""
    from compiler.elab.interface import decode_exports
    from compiler.elab.units import BasisLayer

    if len(_DECODED) + len(unit.interfaces) > _DECODED_LIMIT:
        _DECODED.clear()
    decoded: dict[str, object] = {}
    for iface in unit.interfaces:
        key = (iface.unit, iface.digest)
        exports = _DECODED.get(key)
        if exports is None:
            exports = _DECODED[key] = decode_exports(iface.data, tuple(decoded.values()))  # type: ignore[arg-type]
        decoded[iface.unit] = exports
    imports = tuple(decoded.values())
    basis = None if unit.basis is None else tuple(
        BasisLayer(decoded[layer.unit], layer.renames) for layer in unit.basis)  # type: ignore[arg-type]
    layers = basis if basis is not None else tuple(BasisLayer(u) for u in imports)  # type: ignore[arg-type]
    # Fixity is part of a basis: a whole unit in it brings its top-level
    # fixity declarations; a structure, signature or functor binding does not.
    return imports, basis, tuple(decl for layer in layers if layer.renames is None for decl in layer.unit.fixity)


__all__ = ["Analysis", "CompileError", "Diagnostic", "Interface", "Layer", "Member", "ModuleNames", "Namespace",
           "PASS_NAMES", "Ref", "Settings", "SourceFile", "Span", "Symbol", "UnitId", "UnitInput", "UnitNames",
           "UnitOutput", "analyse", "check", "compile_unit", "error", "format_json", "format_text", "module_names",
           "outline", "preload", "resource_dir", "unit_names", "unit_symbols"]
