"""The SML '97 front end: lexing, parsing with fixity resolution, AST printing.

    parse_program(source: SourceFile) -> ast.Program
        Raises `compiler.diagnostics.CompileError` at the first lexical or syntax
        error (with the span of the offending token); nothing else on user input.
    print_program(program: ast.Program) -> str
        SML text that `parse_program` reads back to an equal AST.
    module_names(program: ast.Program) -> ModuleNames
        The top-level structures, signatures and functors the program defines and
        the ones it uses free (`modnames.py`), for ordering files without an MLB.
"""
from compiler.syntax.modnames import ModuleNames, Ref, module_names
from compiler.syntax.parser import parse_program
from compiler.syntax.printer import print_program

__all__ = ["ModuleNames", "Ref", "module_names", "parse_program", "print_program"]
