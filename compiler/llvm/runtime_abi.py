"""The runtime's ABI as LLVM IR declarations (mirrors runtime/ldriver_rt.h).

Public names:

    GLOBALS            the runtime globals generated code reads or writes
    FUNCTIONS          every runtime function generated code may call, by symbol:
                       the allocation/root/exception entry points listed here plus
                       one per `symbol` in compiler/prims.py (signature derived
                       from the primitive's argument and result kinds)
    EXCEPTIONS         the built-in exceptions the runtime defines statically
    identity_symbol(n) `ld_exn_<n>`, the static identity object of built-in n
    packet_symbol(n)   `ld_exn_pkt_<n>`, its ready-made nullary packet
    declarations()     the IR text declaring all of the above, for the top of
                       every generated module
    unit_init_symbol(id), unit_exports_symbol(id)
                       a unit's initializer and its exports word (section 7 of
                       ldriver_rt.h: the program entry runs the initializers)

Every global is declared `external hidden`: the runtime defines them with
hidden visibility, so position-independent code reaches them PC-relative
rather than through the GOT (docs/architecture.md "LLVM facts this design relies on"). A static exception
symbol names the object's header word; the ML value is the symbol + 8.
Unused declarations cost nothing in the object file.

`ValueError` at import means this table and compiler/prims.py disagree about a
function's signature (a compiler bug); tests/llvm/test_runtime_abi.py checks
both against the compiled runtime.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from compiler.prims import PRIMS, Kind


@dataclass(frozen=True, slots=True)
class Global:
    """A runtime global: `ty` is its LLVM value type, `align` its C alignment
    (never overstate it: LLVM trusts the declared alignment)."""

    name: str
    ty: str
    align: int = 8

    def declaration(self) -> str:
        return f"@{self.name} = external hidden global {self.ty}, align {self.align}"


@dataclass(frozen=True, slots=True)
class Function:
    """A runtime function with the C calling convention.

    `params` and `result` are LLVM types (C `ld_value`/`size_t` -> i64,
    `int`/`unsigned` -> i32, pointers -> ptr); `attrs` are function attributes."""

    name: str
    result: str
    params: tuple[str, ...]
    attrs: tuple[str, ...] = ("nounwind",)

    def declaration(self) -> str:
        attrs = (" " + " ".join(self.attrs)) if self.attrs else ""
        return f"declare {self.result} @{self.name}({', '.join(self.params)}){attrs}"


GLOBALS: tuple[Global, ...] = (
    Global("ld_hp", "ptr"),
    Global("ld_hlimit", "ptr"),
    Global("ld_sstop", "ptr"),
    Global("ld_pending", "i64"),
    Global("ld_nursery_lo", "i64"),
    Global("ld_nursery_hi", "i64"),
    Global("ld_exit_status", "i32", 4),
    Global("ld_argc", "i32", 4),
    Global("ld_argv", "ptr"),
)

EXCEPTIONS: tuple[str, ...] = (
    "Match", "Bind", "Overflow", "Div", "Subscript", "Size", "Chr", "Fail",
    "Empty", "Option", "Domain", "Span",
)
_CARRYING = frozenset({"Fail"})
"""Built-ins that carry an argument, so the runtime has no static packet for them."""


def mangle(unit_id: str) -> str:
    """`unit_id` (a path) as the tail of a C identifier: letters and digits stay,
    every other byte is `_xx` in hex, so distinct ids give distinct symbols."""
    return "".join(c if c.isascii() and c.isalnum() else "".join(f"_{b:02x}" for b in c.encode())
                   for c in unit_id)


def unit_init_symbol(unit_id: str) -> str:
    """The unit's initializer, `void ld_unit_init_<id>(void)` (C convention): runs
    its top level, storing its exports record in `unit_exports_symbol(id)`."""
    return f"ld_unit_init_{mangle(unit_id)}"


def unit_exports_symbol(unit_id: str) -> str:
    """The static word holding the unit's exports record once it has run (a global
    root: the generated program entry registers it before any unit runs)."""
    return f"ld_exports_{mangle(unit_id)}"


def unit_entry_symbol(unit_id: str, path: tuple[int, ...]) -> str:
    """The public code symbol of the function at `path` (field indices) in the
    unit's exports record, which importers call directly (release profile).
    Dots separate the parts (`mangle` never makes one), so no two (unit, path)
    pairs share a symbol."""
    return f"ld_fn.{mangle(unit_id)}.{'.'.join(map(str, path))}"


def identity_symbol(exn: str) -> str:
    """The static identity object of built-in exception `exn` (KeyError if unknown)."""
    if exn not in EXCEPTIONS:
        raise KeyError(exn)
    return f"ld_exn_{exn}"


def packet_symbol(exn: str) -> str:
    """The static packet of nullary built-in `exn` (KeyError for Fail or unknown)."""
    if exn not in EXCEPTIONS or exn in _CARRYING:
        raise KeyError(exn)
    return f"ld_exn_pkt_{exn}"


_STATIC_OBJECT = "[2 x i64]"
"""Identities and packets are `ld_value sym[2]`: header, one field."""

_ENTRY_POINTS: tuple[Function, ...] = (
    # allocation and roots (section 3, 4, 5 of ldriver_rt.h)
    Function("ld_gc_alloc", "ptr", ("i64",)),
    Function("ld_alloc_large", "i64", ("i32", "i32", "i64")),
    Function("ld_alloc", "i64", ("i32", "i32", "i64")),
    Function("ld_remember", "void", ("ptr",)),
    Function("ld_remember_field", "void", ("i64", "ptr")),
    Function("ld_register_global_root", "void", ("ptr",)),
    # exceptions (section 6)
    Function("ld_raise", "i64", ("i64",)),
    Function("ld_raise_fail", "i64", ("i64",)),
    Function("ld_exn_packet", "i64", ("i64", "i64", "i32")),
    # values the code generator builds through the runtime
    Function("ld_box_real", "i64", ("double",)),
    Function("ld_string_alloc", "i64", ("i64",)),
    Function("ld_string_from_c", "i64", ("ptr", "i64")),
    Function("ld_array_from_list", "i64", ("i64",)),
    Function("ld_bytes_make", "i64", ("i64", "i64")),
    # a thread running a closure through the module's C-callable apply (thread_new)
    Function("ld_thread_new", "i64", ("i64", "ptr")),
    # program exit (section 7)
    Function("ld_flush_stdout", "void", ()),
    Function("ld_exit", "void", ("i32",), ("noreturn", "nounwind")),
)

_KIND_TYPE: dict[Kind, str] = {"int": "i64", "ptr": "i64", "unit": "i64", "real": "double"}
"""A primitive's representation kind -> LLVM type (unit results are the word LD_UNIT)."""


def _functions() -> dict[str, Function]:
    table = {f.name: f for f in _ENTRY_POINTS}
    for p in PRIMS.values():
        if p.symbol is None:
            continue
        f = Function(p.symbol, _KIND_TYPE[p.result], tuple(_KIND_TYPE[a] for a in p.args))
        known = table.setdefault(f.name, f)
        if known != f:
            raise ValueError(f"runtime function {f.name}: {known} here but {f} from primitive {p.name}")
    return dict(sorted(table.items()))


FUNCTIONS: dict[str, Function] = _functions()


@functools.cache
def declarations() -> str:
    """IR text declaring every runtime global, static exception object and function."""
    lines = ["; runtime ABI (runtime/ldriver_rt.h)"]
    lines += [g.declaration() for g in GLOBALS]
    for exn in EXCEPTIONS:
        lines.append(f"@{identity_symbol(exn)} = external hidden global {_STATIC_OBJECT}, align 8")
        if exn not in _CARRYING:
            lines.append(f"@{packet_symbol(exn)} = external hidden global {_STATIC_OBJECT}, align 8")
    lines += [f.declaration() for f in FUNCTIONS.values()]
    return "\n".join(lines) + "\n"
