"""Exhaustiveness and redundancy of matches: Maranget's usefulness algorithm.

Implements Luc Maranget, "Warnings for pattern matching", JFP 17(3), 2007:
- the usefulness predicate U(P, q), defined by specialisation S(c, P), the
  default matrix D(P) and completeness of the signature Σ of head constructors
  (`is_useful`, the paper's algorithm U, kept as the reference definition);
- exhaustiveness: the match is non-exhaustive iff the wildcard vector is useful,
  and a witness is built from the constructors chosen on the way down (the
  paper's witness-computing variant of U);
- redundancy: row i is redundant iff it is not useful with respect to rows
  0..i-1.

`analyze` answers all of these in ONE traversal instead of one U query per row:
it splits the matrix on its first column exactly as U does (one branch per head
constructor when Σ is complete; one branch per head constructor plus the default
matrix otherwise). Those branches partition the values, and at the end of each
branch every remaining row matches every value that reaches it, so the row a
value selects is the first remaining one. Hence a row is useful iff it comes
first at some leaf, and the match is non-exhaustive iff some leaf has no rows.
This equals the per-row definition above but visits each branch once.

Costs: grouping a column is one pass over its rows, so a long list of constants
is linear, not quadratic. Rows are flat tuples (no deep copies; the wildcard
padding tuples are shared), and a branch whose first row is all wildcards stops
at once (nothing after it can be selected). The worst case stays exponential, as usefulness is NP-complete.

Public functions (re-exported by `compiler.match`):
- `analyze(rows) -> MatchReport`: redundant row indices and one missing value.
- `is_useful(rows, q) -> bool`: U(P, q) for pattern vectors of equal width.
Neither raises for well-formed input (see `ConInfo`'s invariants). Both are pure,
except that `analyze` raises the recursion limit while it runs on patterns too
deep for the limit in force.
"""
from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from compiler.match.pattern import WILD, Con, ConInfo, MPat, Wild

# A matrix row: its pattern vector and the index of the match rule it came from.
_Row = tuple[tuple[MPat, ...], int]
_Key = tuple[str, object]

_WILD_TUPLES: list[tuple[Wild, ...]] = [()]


def _wilds(n: int) -> tuple[MPat, ...]:
    """`(_, ..., _)` of length n, shared so padding rows allocates nothing new."""
    while len(_WILD_TUPLES) <= n:
        _WILD_TUPLES.append(_WILD_TUPLES[-1] + (WILD,))
    return _WILD_TUPLES[n]


@dataclass(frozen=True, slots=True)
class MatchReport:
    """The verdict on one match.

    `redundant`: indices (ascending) of rows that no value selects.
    `missing`: None if the match is exhaustive, else a pattern matching some value
    that no row matches (`_` under a constant position means "another constant").
    """

    redundant: tuple[int, ...]
    missing: MPat | None


def analyze(rows: Sequence[MPat]) -> MatchReport:
    """Find the redundant rows of a match and, if it is not exhaustive, a witness."""
    matrix: list[_Row] = [((p,), i) for i, p in enumerate(rows)]
    explorer = _Explorer()
    try:
        witness = explorer.explore(matrix, 1)
    except RecursionError:
        # Python 3.11 frames for pure-Python recursion do not use the C stack, so the
        # limit only needs to exceed the deepest branch: at most one level per
        # constructor occurrence in the rows. Measured only when the limit in force
        # was too low (rarely: elaboration runs with a high one), and the
        # exploration, pure but for `useful`, starts over.
        needed = sum(_size(p) for p in rows) + 200
        old_limit = sys.getrecursionlimit()
        if needed <= old_limit:
            raise
        sys.setrecursionlimit(needed + old_limit)
        explorer = _Explorer()
        try:
            witness = explorer.explore(matrix, 1)
        finally:
            sys.setrecursionlimit(old_limit)
    redundant = tuple(i for i in range(len(rows)) if i not in explorer.useful)
    return MatchReport(redundant, None if witness is None else witness[0])


def _size(p: MPat) -> int:
    """Number of constructor occurrences in `p` (iterative: long list literals
    nest deeper than the default recursion limit)."""
    count = 0
    stack = [p]
    while stack:
        q = stack.pop()
        if isinstance(q, Con):
            count += 1
            stack.extend(q.args)
    return count


class _Explorer:
    """One traversal of the specialisation tree; collects the useful row indices."""

    __slots__ = ("useful",)

    def __init__(self) -> None:
        self.useful: set[int] = set()

    def explore(self, rows: list[_Row], width: int) -> tuple[MPat, ...] | None:
        """Mark the rows selected at the leaves below; return a witness vector of
        `width` patterns matched by no row, or None if the rows cover everything."""
        if not rows:
            return _wilds(width)
        first_pats, first_index = rows[0]
        if all(type(p) is Wild for p in first_pats):
            self.useful.add(first_index)
            return None

        # Group rows by head constructor in one pass. A wildcard-headed row belongs
        # to S(c, P) for every c (padded with c.arity wildcards) and to D(P).
        groups: dict[_Key, list[_Row]] = {}
        infos: dict[_Key, ConInfo] = {}
        default: list[_Row] = []
        for pats, index in rows:
            head = pats[0]
            rest = pats[1:]
            if type(head) is Wild:
                default.append((rest, index))
                for key, group in groups.items():
                    group.append((_wilds(infos[key].arity) + rest, index))
                continue
            assert isinstance(head, Con)
            con = head.con
            key = con.key
            group = groups.get(key)
            if group is None:
                infos[key] = con
                pad = _wilds(con.arity)
                group = [(pad + r, i) for r, i in default]
                groups[key] = group
            group.append((head.args + rest, index))

        if not groups:
            return self._branch_default(default, width, WILD)
        siblings = next(iter(infos.values())).siblings
        witness: tuple[MPat, ...] | None = None
        if siblings is None:
            # Infinite or open type: Σ is never complete, the default is always
            # explored, and the missing constant is unknown so it prints as `_`.
            for key, group in groups.items():
                w = self._branch_con(group, width, infos[key])
                witness = w if witness is None else witness
            w = self._branch_default(default, width, WILD)
            return w if witness is None else witness

        # Finite type: visit constructors in declaration order so the witness is
        # deterministic; the default branch (only when Σ is incomplete) stands for
        # the first constructor no row mentions.
        by_name = {key[0]: key for key in groups}
        default_done = False
        for position, name in enumerate(siblings):
            present = by_name.get(name)
            if present is not None:
                w = self._branch_con(groups[present], width, infos[present])
            elif not default_done:
                default_done = True
                missing = next(iter(infos.values())).sibling(position)
                w = self._branch_default(default, width, Con(missing, _wilds(missing.arity)))
            else:
                continue
            witness = w if witness is None else witness
        return witness

    def _branch_con(
        self, group: list[_Row], width: int, con: ConInfo
    ) -> tuple[MPat, ...] | None:
        """Explore S(c, P) and rebuild `c(args) :: rest` from its witness."""
        arity = con.arity
        w = self.explore(group, width - 1 + arity)
        if w is None:
            return None
        return (Con(con, w[:arity]),) + w[arity:]

    def _branch_default(
        self, default: list[_Row], width: int, head: MPat
    ) -> tuple[MPat, ...] | None:
        """Explore D(P); a witness for it extends with the missing `head`."""
        w = self.explore(default, width - 1)
        return None if w is None else (head,) + w


def is_useful(rows: Sequence[Sequence[MPat]], q: Sequence[MPat]) -> bool:
    """U(P, q): is there a value matched by `q` and by no row of `rows`?

    Maranget section 3.1, literally. `analyze` does not call it; it is the
    definition that `analyze` is tested against, and answers one-off questions.
    """
    return _useful([tuple(r) for r in rows], tuple(q))


def _useful(rows: list[tuple[MPat, ...]], q: tuple[MPat, ...]) -> bool:
    if not rows:
        return True
    if not q:
        return False
    head = q[0]
    if isinstance(head, Con):
        return _useful(_specialize(head.con, rows), head.args + q[1:])
    sigma: dict[_Key, ConInfo] = {}
    for r in rows:
        h = r[0]
        if isinstance(h, Con):
            sigma.setdefault(h.con.key, h.con)
    siblings = next(iter(sigma.values())).siblings if sigma else None
    if siblings is not None and len(sigma) == len(siblings):
        return any(
            _useful(_specialize(c, rows), _wilds(c.arity) + q[1:]) for c in sigma.values()
        )
    return _useful([r[1:] for r in rows if isinstance(r[0], Wild)], q[1:])


def _specialize(con: ConInfo, rows: list[tuple[MPat, ...]]) -> list[tuple[MPat, ...]]:
    """S(c, P): rows headed by `con` or `_`, with the head replaced by its arguments."""
    out: list[tuple[MPat, ...]] = []
    for r in rows:
        h = r[0]
        if isinstance(h, Wild):
            out.append(_wilds(con.arity) + r[1:])
        elif h.con.key == con.key:
            out.append(h.args + r[1:])
    return out
