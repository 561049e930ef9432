"""The compilation pipeline, listed once as data (style habits 4 and 5).

    source --parse--> AST --elab--> typed Absyn --lexp--> LEXP --cps--> CPS
           --shrink--> CPS --closed--> closed CPS --extent--> closed CPS --llvm--> LLVM IR
           --object--> object code

`PASSES` names each step, the IR it produces, how to run it, check it and print
it. A pass takes the IR, the `Facts` earlier passes learned and the unit's
`CompileInfo` (settings and inputs, which no pass changes), and returns the
next IR and the facts, with what it learned added. Ordering rules: `elab`
needs the imported interfaces (`CompileInfo.imports`, `CompileInfo.basis`)
and returns the unit's exports (`Facts.exports`); `lexp` needs the typed
Absyn (elaboration done, match warnings reported) and returns which units the
code reads (`Facts.import_ids`, the order of main's parameters), which
`shrink`, `closed` and `llvm` need; `shrink` may run any number of times
between `cps` and `closed`; `closed` must come last among the CPS passes
because code generation requires closed functions; `extent` (frame records,
and the extent counts it returns in `Facts.extent`) follows it. All passes are
needed for semantics except `shrink` and `extent` (the `MINIMAL` list omits
them).

`run_pipeline` is the one runner: it threads the facts from pass to pass,
times every pass, writes `<dump_dir>/<unit>.<pass>.<ir>` (`..` in the unit's
path as `__`) for each pass named in `CompileInfo.dump`, runs the IR's checker
after each pass when `check_ir` is set, and stops after `stop_after`. A checker failure is an
internal error naming the pass, with the IR printed to the dump directory.
User errors (`CompileError`) propagate to the caller (`compiler.api`), which
turns them into diagnostics.

Heavy modules (llvmlite) are imported only when a pass that needs them runs.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePath
from typing import Any


@dataclass(frozen=True, slots=True)
class Pass:
    name: str
    ir: str
    run: Callable[[Any, Facts, CompileInfo], tuple[Any, Facts]]
    check: Callable[[Any], list[str]] | None
    show: Callable[[Any], str]


@dataclass(frozen=True, slots=True)
class CompileInfo:
    """Per-unit settings and inputs beyond the IR, passed explicitly to every
    pass and changed by none (what a pass learns for later ones it returns, in
    `Facts`).

    `imports`: the decoded interfaces (`compiler.elab.units.UnitExports`) of every
    unit the basis reaches, in dependency order; `basis`: the visible part
    (`compiler.elab.units.BasisLayer`s), None when every import is wholly visible;
    `fixity`: the fixity declarations the basis makes, in order (for `parse`);
    `exported`: whether the unit builds its exports record (no unit imports the
    last unit of a program, and exporting makes every top-level function escape).
    Reports to the caller, which no pass reads: `diagnostics` receives the
    warnings (`elab`; errors are raised), `timings` each pass's seconds (the
    runner), and `on_exports`, if given, is called with the interface bytes as
    soon as they are final (after `elab`, or after `shrink` when a release
    unit's interface carries inline bodies), so that importers may start before
    the object exists."""

    unit: str
    profile: str = "dev"
    check_ir: bool = False
    dump: frozenset[str] = frozenset()
    dump_dir: Path | None = None
    stop_after: str | None = None
    imports: tuple[Any, ...] = ()
    basis: tuple[Any, ...] | None = None
    fixity: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    exported: bool = True
    on_exports: Callable[[bytes], None] | None = None
    diagnostics: list[Any] = field(default_factory=list)
    timings: list[tuple[str, float]] = field(default_factory=list)

    @property
    def exports_after_shrink(self) -> bool:
        """Whether `shrink` adds to the interface (inline bodies, release)."""
        return self.profile == "release" and self.exported

    def publish_exports(self, exports: bytes) -> None:
        if self.on_exports is not None:
            self.on_exports(exports)


@dataclass(frozen=True, slots=True)
class Facts:
    """What passes learn about the unit that later passes or the caller need
    beside the IR; each pass returns them, with what it learned replaced.

    `exports`: the unit's interface bytes (by `elab`; with the inline bodies
    and entries of exported functions by `shrink`, release); `import_ids` (by
    `lexp`, extended by `shrink` when a copied functor uses a unit main did
    not import): the units whose exports main takes, in order; `public` (by
    `shrink`, release): the exported functions' public code symbols, by
    function name id, which `closed` keeps for code generation; `extent` (by
    `extent`): the `compiler.extent.Yields` counts."""

    exports: bytes | None = None
    import_ids: tuple[str, ...] = ()
    public: dict[int, str] = field(default_factory=dict)
    extent: tuple[tuple[str, int], ...] = ()


class IRCheckError(Exception):
    """An IR checker found a broken invariant after a pass: a compiler bug."""


def _parse(source: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.syntax import parse_program

    return parse_program(source, info.fixity), facts


def _elab(program: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.elab import elaborate_program, exports_of
    from compiler.elab.interface import encode_exports

    result = elaborate_program(program, info.diagnostics, info.imports, info.basis)
    exports = encode_exports(exports_of(info.unit, result.env, program.fixity), info.imports)
    if not info.exports_after_shrink:
        info.publish_exports(exports)
    return result, replace(facts, exports=exports)


def _lexp(elaborated: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.lexp import translate

    unit = translate(elaborated.program, imports=info.imports, exports=elaborated.env if info.exported else None)
    return unit, replace(facts, import_ids=tuple(imp.unit for imp in unit.imports))


def _cps(unit: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.cps import convert

    return convert(unit), facts


def _shrink(prog: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.cps import inline_info, shrink

    bodies = {imp.name: imp.inline for imp in info.imports}
    prog, import_ids = inline_info.import_bodies(
        prog, tuple(inline_info.decode_table(list(bodies.get(u, ()))) for u in facts.import_ids), facts.import_ids)
    facts = replace(facts, import_ids=import_ids)
    if info.profile == "release":
        from compiler.cps import optimize

        prog = optimize.release(prog)
    else:
        prog = shrink.run(prog, inline_passes=shrink.DEV_INLINE_PASSES, max_rounds=shrink.DEV_ROUNDS)
    if info.exports_after_shrink and facts.exports is not None:
        from compiler.elab.interface import with_code_info
        from compiler.llvm.runtime_abi import unit_entry_symbol

        functions = inline_info.exported_functions(prog)
        public: dict[int, str] = {}
        for path, f in sorted(functions.items()):
            public.setdefault(f.name.id, unit_entry_symbol(info.unit, path))
        exports = with_code_info(facts.exports, inline_info.encode(inline_info.collect(prog), facts.import_ids),
                                 inline_info.encode_entries(functions, public))
        info.publish_exports(exports)
        facts = replace(facts, exports=exports, public=public)
    return prog, facts


def _closed(prog: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.closure import run
    from compiler.cps import inline_info

    entries = {imp.name: imp.entries for imp in info.imports}
    externs = inline_info.import_entries(
        prog, tuple(inline_info.decode_entries(list(entries.get(u, ()))) for u in facts.import_ids))
    closed = run(prog, facts.public, externs)
    if info.profile == "release":
        from compiler.closure import results, useless

        closed = results.run(useless.run(closed))
    return closed, facts


def _extent(prog: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler import extent

    prog = extent.run(prog)
    return prog, replace(facts, extent=tuple(extent.measure(prog).as_dict().items()))


def _llvm(prog: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.llvm.codegen import generate

    return generate(prog, info.unit, info.unit, facts.import_ids), facts


def _object(ir_text: Any, facts: Facts, info: CompileInfo) -> tuple[Any, Facts]:
    from compiler.llvm import emit_object

    return emit_object(ir_text, info.profile, info.unit), facts


def _check_absyn(elaborated: Any) -> list[str]:
    from compiler.elab import check_absyn

    return check_absyn(elaborated.program)


def _check_lexp(unit: Any) -> list[str]:
    from compiler.lexp import check

    return check(unit)


def _check_cps(prog: Any) -> list[str]:
    from compiler.cps import check

    return check(prog)


def _check_closed(prog: Any) -> list[str]:
    from compiler.closure import check

    return check(prog)


def _show_ast(program: Any) -> str:
    from compiler.syntax import print_program

    return print_program(program)


def _show_absyn(elaborated: Any) -> str:
    from compiler.elab import print_absyn

    return print_absyn(elaborated.program)


def _show_object(code: Any) -> str:
    return f"object code, {len(code)} bytes\n"


def _show_lexp(unit: Any) -> str:
    from compiler.lexp import print_unit

    return print_unit(unit)


def _show_cps(prog: Any) -> str:
    from compiler.cps import show

    return show(prog)


def _show_closed(prog: Any) -> str:
    from compiler.closure import as_program
    from compiler.cps import show

    return show(as_program(prog))


def _show_text(text: Any) -> str:
    return str(text)


PASSES: tuple[Pass, ...] = (
    Pass("parse", "ast", _parse, None, _show_ast),
    Pass("elab", "absyn", _elab, _check_absyn, _show_absyn),
    Pass("lexp", "lexp", _lexp, _check_lexp, _show_lexp),
    Pass("cps", "cps", _cps, _check_cps, _show_cps),
    Pass("shrink", "cps", _shrink, _check_cps, _show_cps),
    Pass("closed", "closed", _closed, _check_closed, _show_closed),
    Pass("extent", "closed", _extent, _check_closed, _show_closed),
    Pass("llvm", "ll", _llvm, None, _show_text),
    Pass("object", "o.txt", _object, None, _show_object),
)

MINIMAL: tuple[str, ...] = ("parse", "elab", "lexp", "cps", "closed", "llvm", "object")
PASS_NAMES: tuple[str, ...] = tuple(p.name for p in PASSES)


def preload() -> None:
    """Import what every pass imports when it first runs (llvmlite included,
    initialized): a driver about to fork compile workers calls this once, so
    that each worker does not import it all again."""
    import compiler.closure.useless  # noqa: F401
    import compiler.cps.optimize  # noqa: F401
    import compiler.elab  # noqa: F401
    import compiler.elab.interface  # noqa: F401
    import compiler.extent  # noqa: F401
    import compiler.llvm.codegen  # noqa: F401
    import compiler.lexp  # noqa: F401
    import compiler.syntax  # noqa: F401
    from compiler.cps import inline_info  # noqa: F401
    from compiler.llvm import target

    target.initialize()


def run_pipeline(source: Any, info: CompileInfo, passes: tuple[Pass, ...] = PASSES,
                 facts: Facts = Facts()) -> tuple[Any, Facts]:
    """Run `passes` from `source` (the input of the first of them: a
    `SourceFile` for the whole pipeline) and `facts` (what the passes before
    them learned); returns the last IR produced (object code when the whole
    pipeline runs) and the facts then known."""
    ir: Any = source
    for p in passes:
        start = time.perf_counter()
        ir, facts = p.run(ir, facts, info)
        info.timings.append((p.name, time.perf_counter() - start))
        if p.name in info.dump:
            _dump(p, ir, info)
        if info.check_ir and p.check is not None:
            errors = p.check(ir)
            if errors:
                path = _dump(p, ir, info)
                shown = "\n  ".join(errors[:10])
                raise IRCheckError(f"{p.ir} checker failed after pass '{p.name}' (IR in {path}):\n  {shown}")
        if p.name == info.stop_after:
            break
    return ir, facts


def _dump(p: Pass, ir: Any, info: CompileInfo) -> Path:
    directory = info.dump_dir or Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{_dump_name(info.unit)}.{p.name}.{p.ir}"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(p.show(ir))
    return path


def _dump_name(unit: str) -> str:
    """`unit` (a path relative to the project, or absolute) as a path inside
    the dump directory: each `..` becomes `__` and a root is dropped, so that
    a unit outside the project (`../lib.sml`) is not dumped outside it."""
    path = PurePath(unit)
    parts = ["__" if part == ".." else part for part in path.parts if part != path.anchor]
    return str(PurePath(*parts)) if parts else unit
