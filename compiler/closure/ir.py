"""The closed CPS IR: the output of closure conversion (`compiler.closure.convert`).

A `ClosedProgram` is the CPS IR of `compiler.cps.ir` with its functions
hoisted to one flat list and these invariants (checked by
`compiler.closure.check`):

- no `Fix` remains inside a function body;
- every function is closed: its body refers only to its parameters, the
  variables it binds, and the names of top-level functions (`funs`);
- a top-level function name occurs only as the `fn` of an `App` (a direct call)
  or as field 0 of a `LetRecord` (the code pointer of a closure record); as a
  value it denotes the function's code address, which the GC ignores
  (ldriver_rt.h §1);
- an *extern* (a name `symbols` gives but `funs` does not define: another
  unit's exported function, release profile) occurs only as the `fn` of an
  `App`, called with the closure the importer selected from that unit's
  exports record (a `PtrT`) as its first argument;
- any other `App.fn` is a code pointer read from field 0 of a closure record,
  called with the closure (a `PtrT`) as its first argument.

`as_program(closed)` views a closed program as an ordinary CPS `Program`
(its main is `Fix(all functions, call main)`, externs its parameters after the
imports), so the CPS checker, printer and reference interpreter apply to it
unchanged: in the interpreter, a top-level name used as a value is a function
value, which is all a code pointer is.

A closure is a RECORD `[code, free variables...]` (ldriver_rt.h §1); a real
captured by a closure is stored boxed. `FunT` variables hold closure pointers
(or, when read from field 0, code pointers); both are words.
"""
from __future__ import annotations

from compiler.cps.ir import PTR_T, App, Fix, FunDef, FunT, LetRecord, Program, Supply, Var, fun_result, subterms
from compiler.node import node


@node
class ClosedProgram:
    """A closed unit: `funs` are all its functions (`main` among them, taking one
    parameter per import); `next_id` exceeds every variable id. `symbols` names
    the code that other units link against: a function of `funs` listed there
    is defined under that public symbol, any other name listed is an extern."""

    funs: tuple[FunDef, ...]
    main: Var
    next_id: int
    symbols: tuple[tuple[Var, str], ...] = ()

    def externs(self) -> tuple[Var, ...]:
        defined = {f.name.id for f in self.funs}
        return tuple(v for v, _ in self.symbols if v.id not in defined)


def entered_functions(prog: ClosedProgram) -> set[int]:
    """The ids of the functions entered other than by a direct call of this
    unit (so with their full parameters and their own calling convention):
    the main, those with a public symbol, and those whose code pointer is
    stored in a closure."""
    funs = {f.name.id for f in prog.funs}
    entered = {prog.main.id} | {v.id for v, _ in prog.symbols}
    for f in prog.funs:
        for t in subterms(f.body):
            if isinstance(t, LetRecord):
                entered.update(x.id for x in t.fields if x.id in funs)
    return entered


def as_program(prog: ClosedProgram) -> Program:
    """`prog` as a CPS program whose main binds all functions in one `Fix` and
    calls the unit's main with the wrapper's own parameters, the imports
    (fresh ids for the wrapper only)."""
    main = next(f for f in prog.funs if f.name.id == prog.main.id)
    supply = Supply(prog.next_id)
    ret = supply.cont("ret", (fun_result(main),))
    exn = supply.cont("exn", (PTR_T,))
    imports = tuple(supply.var("import", p.cty) for p in main.params)
    params = (*imports, *prog.externs())
    wrapper = FunDef(supply.var("program", FunT(tuple(p.cty for p in params), fun_result(main))), ret, exn,
                     params, Fix(prog.funs, App(prog.main, ret, exn, imports)))
    return Program(wrapper, supply.next_id + 1)
