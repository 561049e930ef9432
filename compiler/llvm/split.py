"""Splitting one unit's LLVM module into parts compiled one after the other
(`compiler.llvm.target.emit_object`, dev profile): LLVM holds a whole module
in memory while it generates code, so a 20,000-line unit's 20 MB of IR cost
more memory than all the compiler's own phases. Each part is parsed, compiled
and freed before the next; the parts' objects are joined into one relocatable
object by the system linker (`ld -r`).

    split_module(ir_text, parts, prefix) -> list of module texts

What the generated text looks like (`compiler.llvm.codegen`) makes this a
textual operation: a head of declarations, metadata and private string constants,
then `define internal ... @ml.<name>(...) ... {` ... `}` function bodies, then
the unit's exports global and initializer. Every part gets the head (private
constants are duplicated; nothing compares their addresses) and declarations of
the functions it calls in other parts; the functions become `hidden` instead
of `internal` so that the parts link, and are renamed `@ml.<prefix>.<name>` so
that no two units' functions meet in the executable. The exports global and
the initializer go into the first part only.
"""
from __future__ import annotations

import re

_FUNCTION = re.compile(r"^define internal (?P<sig>[^@\n]*)@(?P<name>ml\.[\w.$-]+)\((?P<params>[^)\n]*)\)",
                       re.MULTILINE)
_PARAM_NAME = re.compile(r"\s+%[\w.]+")
_SYMBOL = re.compile(r"@ml\.")


def split_module(ir_text: str, parts: int, prefix: str) -> list[str]:
    """`ir_text` cut into at most `parts` modules of about equal size (fewer if
    it has fewer functions); a single part is `ir_text` itself."""
    starts = [m.start() for m in _FUNCTION.finditer(ir_text)]
    if parts < 2 or len(starts) < 2:
        return [ir_text]
    end = ir_text.index("\n}\n", starts[-1]) + 3
    head, tail = ir_text[:starts[0]], ir_text[end:]
    bodies = [ir_text[s:e] for s, e in zip(starts, [*starts[1:], end])]
    del ir_text
    declarations = [_renamed(_declaration(b), prefix) for b in bodies]
    groups = _balanced(bodies, parts)
    head, tail = _renamed(head, prefix), _renamed(tail, prefix)
    texts = []
    for i, group in enumerate(groups):
        own = set(group)
        lines = [head]
        lines.extend(d for j, d in enumerate(declarations) if j not in own)
        lines.extend(_renamed(bodies[j], prefix).replace("define internal ", "define hidden ", 1) for j in group)
        if i == 0:
            lines.append(tail)
        texts.append("\n".join(lines))
    return texts


def _declaration(body: str) -> str:
    m = _FUNCTION.match(body)
    assert m is not None
    params = _PARAM_NAME.sub("", m.group("params"))
    return f"declare hidden {m.group('sig')}@{m.group('name')}({params})"


def _renamed(text: str, prefix: str) -> str:
    return _SYMBOL.sub(f"@ml.{prefix}.", text)


def _balanced(bodies: list[str], parts: int) -> list[list[int]]:
    """Consecutive runs of functions, each about 1/parts of the total size."""
    total = sum(len(b) for b in bodies)
    target = total / parts
    groups: list[list[int]] = [[]]
    size = 0
    for i, b in enumerate(bodies):
        if size >= target and len(groups) < parts:
            groups.append([])
            size = 0
        groups[-1].append(i)
        size += len(b)
    return groups
