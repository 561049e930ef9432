"""Code generation back end: LLVM IR text -> object files.

Entry points (see each module's docstring):

- `target`: `emit_object`, `emit_assembly`, `optimized_ir` for the `dev` and
  `release` profiles; `IRError` when generated IR fails to parse or verify.
- `runtime_abi`: `declarations()`, the IR declarations of the C runtime's
  globals, static exceptions and functions, and their tables.

Importing this package does not load llvmlite; the first emit does.
"""
from compiler.llvm.runtime_abi import declarations
from compiler.llvm.target import PROFILES, IRError, emit_assembly, emit_object, optimized_ir

__all__ = ["PROFILES", "IRError", "declarations", "emit_assembly", "emit_object", "optimized_ir"]
