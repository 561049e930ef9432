"""Programs with the Basis for the reference interpreters.

The programs of tests/programs are written against the Basis
(`Int.toString`, `print`, `Real.fmt`, ...), as a user's program is: the native
build imports the prebuilt Basis units. The LEXP, CPS and closure suites run
the same programs in the interpreters, so here every unit of
`stdlib/basis/basis.mlb` is translated to LEXP once per test session (about
0.6 s), the program is translated against their exports, and the program is
linked (`compiler.lexp.link`) with the Basis units it needs, directly or
through other units — not the whole Basis, so the CPS suites convert only
what the program can reach.

`compile_unit` and `basis_reached` are also how tests/test_projects.py compiles
and links its multi-unit projects: an importer sees each unit through its
interface's bytes, as the driver's units do.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from compiler import closure
from compiler.cps import check as check_cps, convert, optimize, show
from compiler.cps.ir import Program
from compiler.deep import run_deep
from compiler.diagnostics import CompileError
from compiler.elab import UnitExports, elaborate_program, exports_of
from compiler.elab.interface import decode_exports, encode_exports
from compiler.lexp import check, ir, translate
from compiler.lexp.link import link
from compiler.source import SourceFile
from compiler.syntax import parse_program

BASIS = Path(__file__).resolve().parents[1] / "stdlib" / "basis"

# Programs over the Posix, Unix and socket structures: the interpreters skip
# them (the native pipeline runs them in tests/test_programs.py, also under
# GC stress).
OS_PROGRAMS = ("basis_posix_env", "basis_posix_filesys", "basis_posix_tty", "basis_sockets", "basis_unix_posix")
OS_REASON = "calls the operating system (runtime/posix.c), which the interpreters do not model"


def compile_unit(name: str, text: str, imports: Sequence[UnitExports],
                 exported: bool = True) -> tuple[ir.Unit, UnitExports]:
    """`text` as the unit `name` importing `imports`: its LEXP and its exports
    as importers see them (through encoded interface bytes). A unit that is
    not `exported` (a program: nothing imports it) returns no exports record,
    so its top-level functions can be known functions."""
    imports = tuple(imports)

    def phases() -> tuple[ir.Unit, UnitExports]:
        diagnostics: list = []
        fixity = tuple(decl for unit in imports for decl in unit.fixity)
        program = parse_program(SourceFile(name, text), fixity)
        result = elaborate_program(program, diagnostics, imports)
        errors = [d for d in diagnostics if d.severity == "error"]
        assert not errors, errors
        unit = translate(result.program, imports=imports, exports=result.env if exported else None)
        data = encode_exports(exports_of(name, result.env, program.fixity), imports)
        return unit, decode_exports(data, imports)
    try:
        return run_deep(phases)
    except CompileError as exc:
        raise AssertionError(exc.diagnostic) from None


def mlb_files(mlb: Path) -> list[Path]:
    """The files an MLB that only lists files names, in order (a library
    path `$(...)`, such as the Basis, is not one of them)."""
    text = mlb.read_text()
    while "(*" in text:
        start = text.index("(*")
        text = text[:start] + text[text.index("*)", start) + 2:]
    lines = (line.strip() for line in text.splitlines())
    return [mlb.parent / line for line in lines if line and not line.startswith("$(")]


@cache
def basis_units() -> tuple[tuple[ir.Unit, ...], tuple[UnitExports, ...]]:
    """Every Basis unit's LEXP (each passes the LEXP checker) and exports, in order."""
    units: list[ir.Unit] = []
    exports: list[UnitExports] = []
    for path in mlb_files(BASIS / "basis.mlb"):
        unit, unit_exports = compile_unit(path.name, path.read_text(), exports)
        units.append(unit)
        exports.append(unit_exports)
    return tuple(units), tuple(exports)


def basis_reached(clients: Sequence[ir.Unit]) -> list[int]:
    """The indices of the Basis units `clients` reach, directly or through
    other units, in Basis order (imports of non-Basis units are ignored)."""
    units, _ = basis_units()
    index = {unit.file: i for i, unit in enumerate(units)}
    needed: set[int] = set()
    pending = [index[imp.unit] for unit in clients for imp in unit.imports if imp.unit in index]
    while pending:
        i = pending.pop()
        if i not in needed:
            needed.add(i)
            pending.extend(index[imp.unit] for imp in units[i].imports)
    return sorted(needed)


def _program_unit(text: str, name: str) -> tuple[ir.Unit, list[int]]:
    """The program's LEXP (its imports unbound) and the Basis units it reaches."""
    _, exports = basis_units()
    program, _ = compile_unit(name, text, exports, exported=False)
    return program, basis_reached([program])


def with_basis(text: str, name: str) -> ir.Unit:
    """The program `text` linked with the Basis units it reaches; checked."""
    program, needed = _program_unit(text, name)
    units, _ = basis_units()
    linked = link([units[i] for i in needed] + [program])
    errors = check(linked)
    assert errors == [], "\n".join(errors)
    return linked


def cps_of(unit: ir.Unit) -> Program:
    """`unit` converted to CPS and shrunk, the CPS checker run after each."""
    def phases() -> Program:
        prog = convert(unit)
        errors = check_cps(prog)
        assert errors == [], "after convert:\n" + "\n".join(errors)
        prog = optimize.release(prog)
        errors = check_cps(prog)
        assert errors == [], "after shrink:\n" + "\n".join(errors) + "\n" + show(prog)
        return prog
    return run_deep(phases)


def closed_of(prog: Program) -> Program:
    """`prog` closure-converted (checked), as a CPS program the interpreter runs."""
    def phases() -> Program:
        closed = closure.run(prog)
        errors = closure.check(closed)
        assert errors == [], errors[:5]
        return closure.as_program(closed)
    return run_deep(phases)


Linked = list[tuple[Program, tuple[int, ...]]]
"""Units for `compiler.cps.interpret_units`: a program and its imports' indices."""


@cache
def _basis_cps(closed: bool) -> tuple[Program, ...]:
    if closed:
        return tuple(closed_of(prog) for prog in _basis_cps(False))
    units, _ = basis_units()
    return tuple(cps_of(unit) for unit in units)


@dataclass(frozen=True)
class CpsProgram:
    """A program's CPS (converted and shrunk) and the Basis units it reaches."""

    program: Program
    basis: tuple[tuple[int, tuple[int, ...]], ...]
    """Per Basis unit the program reaches: its index, its imports' positions here."""
    imports: tuple[int, ...]
    """The positions in `basis` of the program's imports."""

    def linked(self, program: Program | None = None, closed: bool = False) -> Linked:
        """The units to run: the Basis units (each converted once per session,
        closure-converted too if `closed`), then `program` (default: `self.program`)."""
        basis = _basis_cps(closed)
        return [(basis[i], imports) for i, imports in self.basis] + \
            [(program or self.program, self.imports)]

    def run_closed(self, prog: closure.ClosedProgram) -> tuple[str, object]:
        """What the closure-converted `prog` (this program's) prints and raises
        in the CPS interpreter, linked with the closure-converted Basis."""
        from compiler.cps import interpret_units

        out = run_deep(lambda: interpret_units(self.linked(closure.as_program(prog), closed=True),
                                               max_steps=5_000_000))
        return out.stdout, out.uncaught


def cps_with_basis(text: str, name: str) -> CpsProgram:
    unit, needed = _program_unit(text, name)
    units, _ = basis_units()
    position = {units[i].file: n for n, i in enumerate(needed)}

    def imports(u: ir.Unit) -> tuple[int, ...]:
        return tuple(position[imp.unit] for imp in u.imports)
    return CpsProgram(cps_of(unit), tuple((i, imports(units[i])) for i in needed), imports(unit))
