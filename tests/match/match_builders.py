"""Builders for match-analysis tests: the `ConInfo`s the elaborator would make for
the Basis types (bool, option, list, ref, int/string constants, tuples, records,
exceptions), so tests read like SML patterns."""
from __future__ import annotations

from compiler.match import WILD, Con, ConInfo, MPat

_ = WILD

BOOL_SIBS = ("false", "true")
FALSE_C = ConInfo("false", 0, BOOL_SIBS, (0, 0))
TRUE_C = ConInfo("true", 0, BOOL_SIBS, (0, 0))
FALSE: MPat = Con(FALSE_C, ())
TRUE: MPat = Con(TRUE_C, ())

OPT_SIBS = ("NONE", "SOME")
NONE_C = ConInfo("NONE", 0, OPT_SIBS, (0, 1))
SOME_C = ConInfo("SOME", 1, OPT_SIBS, (0, 1))
NONE: MPat = Con(NONE_C, ())

LIST_SIBS = ("nil", "::")
NIL_C = ConInfo("nil", 0, LIST_SIBS, (0, 1), sibling_infix=(False, True))
CONS_C = ConInfo("::", 1, LIST_SIBS, (0, 1), infix=True, sibling_infix=(False, True))
NIL: MPat = Con(NIL_C, ())

REF_C = ConInfo("ref", 1, ("ref",), (1,))


def some(p: MPat) -> MPat:
    return Con(SOME_C, (p,))


def ref(p: MPat) -> MPat:
    return Con(REF_C, (p,))


def record(**fields: MPat) -> MPat:
    """`{a = p, ...}` with labels in canonical (sorted) order."""
    labels = tuple(sorted(fields))
    name = "{" + ",".join(labels) + "}"
    info = ConInfo(name, len(labels), (name,), (len(labels),), record_labels=labels)
    return Con(info, tuple(fields[label] for label in labels))


def tup(*ps: MPat) -> MPat:
    """`(p1, ..., pn)`; `tup()` is unit."""
    labels = tuple(str(i) for i in range(1, len(ps) + 1))
    name = "{" + ",".join(labels) + "}"
    return Con(ConInfo(name, len(ps), (name,), (len(ps),), record_labels=labels), ps)


def cons(head: MPat, tail: MPat) -> MPat:
    return Con(CONS_C, (tup(head, tail),))


def lst(*ps: MPat) -> MPat:
    """`[p1, ..., pn]`."""
    out = NIL
    for p in reversed(ps):
        out = cons(p, out)
    return out


def int_(k: int) -> MPat:
    return Con(ConInfo(str(k) if k >= 0 else f"~{-k}", 0, None), ())


def string(s: str) -> MPat:
    return Con(ConInfo(f'"{s}"', 0, None), ())


def exn(name: str, arg: MPat | None = None, ident: object = None) -> MPat:
    if arg is None:
        return Con(ConInfo(name, 0, None, ident=ident), ())
    return Con(ConInfo(name, 1, None, ident=ident), (arg,))


def datatype(names: list[str], arities: list[int] | None = None) -> list[ConInfo]:
    """The constructors of `datatype t = C1 | C2 of ... | ...`."""
    ar = tuple(arities) if arities is not None else (0,) * len(names)
    sibs = tuple(names)
    return [ConInfo(n, a, sibs, ar) for n, a in zip(names, ar)]
