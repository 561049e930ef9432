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
- any other `App.fn` is a code pointer read from field 0 of a closure record,
  called with the closure (a `PtrT`) as its first argument.

A closure is a RECORD `[code, free variables...]` (ldriver_rt.h §1); a real
captured by a closure is stored boxed. `FunT` variables hold closure pointers
(or, when read from field 0, code pointers); both are words.
"""
from __future__ import annotations

from compiler.cps.ir import FunDef, Var
from compiler.node import node


@node
class ClosedProgram:
    """A closed unit: `funs` are all its functions (`main` among them, taking no
    parameters); `next_id` exceeds every variable id."""

    funs: tuple[FunDef, ...]
    main: Var
    next_id: int
