"""The fixity environment: which identifiers are infix, and how scopes limit that.

    FixityEnv(imported)         the standard top-level fixities of the Basis, then the
                                fixity declarations `imported` (another unit's, in an
                                MLB basis: fixity is part of a basis)
    env.top                     the declarations that reached the top level, in order
                                (what the unit exports)
    env.table                   name -> (precedence, right_assoc) for infix names
    env.declare(kind, d, names) apply `infix d` / `infixr d` / `nonfix`
    env.push() / env.pop()      a scope (`let`, `struct`) whose fixities die at its end
    env.export()                inside a scope: from here on, declarations are replayed
                                into the enclosing scope at `pop()` (`local d1 in d2 end`)

The parser and the printer share this class so that both see the same infix
status at every point (Definition §2.6 and §3.1: fixity declarations in a
`let` or `struct` are local; those of a `local` body are exported).
Tables are copied on first write in a scope, so scopes that declare nothing
(almost all of them) cost nothing.
"""
from __future__ import annotations

Fixity = tuple[int, bool]

_STANDARD: dict[str, Fixity] = {
    **{name: (7, False) for name in ("*", "/", "div", "mod")},
    **{name: (6, False) for name in ("+", "-", "^")},
    **{name: (5, True) for name in ("::", "@")},
    **{name: (4, False) for name in ("=", "<>", ">", ">=", "<", "<=")},
    **{name: (3, False) for name in (":=", "o")},
    "before": (0, False),
}

FixityDecl = tuple[str, int, tuple[str, ...]]
"""`(kind, precedence, names)`: one `infix`/`infixr`/`nonfix` declaration."""
_Entry = FixityDecl


class FixityEnv:
    """A scoped fixity environment (see module docstring)."""

    __slots__ = ("table", "_owned", "_log", "_stack", "top")

    def __init__(self, imported: tuple[FixityDecl, ...] = ()) -> None:
        self.table: dict[str, Fixity] = dict(_STANDARD)
        self._owned = True
        # Declarations to replay into the enclosing scope, or None if they die here.
        self._log: list[_Entry] | None = None
        self._stack: list[tuple[dict[str, Fixity], bool, list[_Entry] | None]] = []
        self.top: list[FixityDecl] = []
        for entry in imported:
            self.declare(*entry)
        self.top.clear()  # the imported declarations are not this unit's

    def declare(self, kind: str, precedence: int, names: tuple[str, ...]) -> None:
        if not self._owned:
            self.table = dict(self.table)
            self._owned = True
        table = self.table
        if kind == "nonfix":
            for name in names:
                table.pop(name, None)
        else:
            fixity = (precedence, kind == "infixr")
            for name in names:
                table[name] = fixity
        if self._log is not None:
            self._log.append((kind, precedence, names))
        if not self._stack:
            self.top.append((kind, precedence, names))

    def push(self) -> None:
        self._stack.append((self.table, self._owned, self._log))
        self._owned = False
        self._log = None

    def export(self) -> None:
        self._log = []

    def pop(self) -> None:
        replay = self._log
        self.table, self._owned, self._log = self._stack.pop()
        if replay:
            for entry in replay:
                self.declare(*entry)
