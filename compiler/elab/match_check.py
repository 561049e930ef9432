"""Exhaustiveness and redundancy warnings for the matches of a declaration.

Owns `MatchJob` (one `fn`/`case`/`handle`/`fun`/`val` match recorded during
elaboration) and `check_matches`, which translates the typed patterns into the
pattern language of `compiler.match` and turns its reports into warnings
(Definition §4.11, "Further restrictions" 2 and 3):
- "match nonexhaustive" at the match, with a note `missing: <pattern>`
  (not for `handle`, whose unmatched exceptions are re-raised by design);
- "binding not exhaustive" for a `val` pattern that can fail;
- "match redundant" at each rule no value can select.

Jobs run at the end of the top-level declaration, once flexible record types
are resolved (a flexible record pattern needs its full label set).

`with_levels` applies the MLB annotations that set these warnings' levels
(MLton's `nonexhaustiveBind`, `nonexhaustiveMatch`, `redundantMatch`:
`ignore`, `warn` or `error`).
"""
from __future__ import annotations


import dataclasses
from collections.abc import Iterable

from compiler.diagnostics import Diagnostic
from compiler.elab import absyn as A
from compiler.elab.types import DataCon, ExnCon, TRecord, prune
from compiler.match import WILD, Con, ConInfo, MPat, analyze, format_pattern
from compiler.node import node
from compiler.source import Span


@node  # a frozen, slotted dataclass with a faster `__init__`: one per match
class MatchJob:
    """One match: `kind` is fn/case/handle/fun/val; `pats` one per rule (a `fun`
    with several curried arguments has tuple patterns); `rule_spans` where to
    report redundancy; `span` where to report non-exhaustiveness."""

    kind: str
    pats: tuple[A.Pat, ...]
    rule_spans: tuple[Span, ...]
    span: Span


def check_matches(jobs: list[MatchJob], diagnostics: list[Diagnostic]) -> None:
    """Analyze every job and append its warnings, in source order."""
    found: list[Diagnostic] = []
    for job in jobs:
        pats = job.pats
        if len(pats) == 1:
            if _irrefutable_apat(pats[0]):
                continue
            rows = [_mpat(pats[0])]
        else:
            if _plainly_exhaustive(pats):
                continue
            rows = [_mpat(p) for p in pats]
        report = analyze(rows)
        if report.missing is not None and job.kind != "handle":
            message = _NONEXHAUSTIVE_BIND if job.kind == "val" else _NONEXHAUSTIVE_MATCH
            found.append(Diagnostic("warning", job.span, message, (f"missing: {format_pattern(report.missing)}",)))
        for i in report.redundant:
            found.append(Diagnostic("warning", job.rule_spans[i], _REDUNDANT))
    if found:
        found.sort(key=lambda d: (d.span.line, d.span.col))
        diagnostics.extend(found)


_NONEXHAUSTIVE_BIND = "binding not exhaustive"
_NONEXHAUSTIVE_MATCH = "match nonexhaustive"
_REDUNDANT = "match redundant"
# the annotation setting the level of each warning
_LEVEL_ANNOTATION = {_NONEXHAUSTIVE_BIND: "nonexhaustiveBind", _NONEXHAUSTIVE_MATCH: "nonexhaustiveMatch",
                     _REDUNDANT: "redundantMatch"}


def with_levels(diagnostics: Iterable[Diagnostic], annotations: frozenset[str]) -> tuple[Diagnostic, ...]:
    """`diagnostics` with the match warnings whose annotation (`NAME ignore`,
    `NAME error` among `annotations`) says so dropped or made errors."""
    out = []
    for d in diagnostics:
        name = _LEVEL_ANNOTATION.get(d.message) if d.severity == "warning" else None
        if name is not None and f"{name} ignore" in annotations:
            continue
        if name is not None and f"{name} error" in annotations:
            d = dataclasses.replace(d, severity="error", notes=(*d.notes, f"an error by the MLB annotation '{name} error'"))
        out.append(d)
    return tuple(out)


def _irrefutable_apat(p: A.Pat) -> bool:
    """Whether `_irrefutable(_mpat(p))`, read off the typed pattern: variables,
    wildcards, records (a flexible one's missing fields are wildcards) and
    constructors of one-constructor datatypes, of irrefutable patterns."""
    t = type(p)
    if t is A.VarPat or t is A.WildPat:
        return True
    if t is A.RecordPat:
        for _, x in p.fields:  # type: ignore[union-attr]
            if not _irrefutable_apat(x):
                return False
        return True
    if t is A.LayeredPat:
        return _irrefutable_apat(p.pat)  # type: ignore[union-attr]
    if t is A.ConPat:
        con = p.con  # type: ignore[union-attr]
        if type(con) is not DataCon or len(con.tycon.datacons) != 1:
            return False
        arg = p.arg  # type: ignore[union-attr]
        return arg is None or _irrefutable_apat(arg)
    return False


def _irrefutable(p: MPat) -> bool:
    if type(p) is not Con:
        return True
    siblings = p.con.siblings
    return siblings is not None and len(siblings) == 1 and all(_irrefutable(a) for a in p.args)


def _plainly_exhaustive(pats: tuple[A.Pat, ...]) -> bool:
    """A sufficient condition for `analyze` to report nothing on a match of two or
    more rules (exhaustive, no redundant rule), read off the typed patterns, for
    the common shape of a match that tests one position: rules that are records
    or tuples whose fields are irrefutable but under one label, or rules that
    are the tested position themselves. There the rules must be distinct
    constructors (or constants) applied to irrefutable arguments, optionally
    followed by one irrefutable last rule; the constructors must be all of their
    datatype's when there is no such last rule, and must not be when there is
    (it would be redundant). False means "ask `analyze`".

    Constructors are told apart as `_mpat` tells them (`ConInfo.key`): datatype
    constructors by name, exceptions by name and stamp, constants by their
    normalised text."""
    column: list[A.Pat | None] = []  # None: an irrefutable rule
    first = pats[0]
    while type(first) is A.LayeredPat:
        first = first.pat  # type: ignore[union-attr]
    if type(first) is A.RecordPat:
        tested: str | None = None
        for p in pats:
            while type(p) is A.LayeredPat:
                p = p.pat  # type: ignore[union-attr]
            if type(p) is not A.RecordPat:
                if not _irrefutable_apat(p):
                    return False
                column.append(None)
                continue
            entry: A.Pat | None = None
            for label, x in p.fields:  # type: ignore[union-attr]
                if _irrefutable_apat(x):
                    continue
                if tested is None:
                    tested = label
                elif label != tested:
                    return False
                entry = x
            column.append(entry)
    else:
        column = [None if _irrefutable_apat(p) else p for p in pats]
    seen: set[tuple[str, object]] = set()
    count: int | None = None  # the number of constructors of the type, None if open
    last = len(column) - 1
    for i, p in enumerate(column):
        if p is None:
            # An irrefutable rule must come last and select some value.
            return i == last and (count is None or len(seen) < count)
        while type(p) is A.LayeredPat:
            p = p.pat  # type: ignore[union-attr]
        t = type(p)
        key: tuple[str, object]
        if t is A.ConPat:
            con = p.con  # type: ignore[union-attr]
            if type(con) is DataCon:
                key = (con.name, None)
                count = len(con.tycon.datacons)
            else:
                key = (con.name, con.stamp)
                count = None
            arg = p.arg  # type: ignore[union-attr]
            if arg is not None and not _irrefutable_apat(arg):
                return False
        elif t is A.ConstPat:
            key = (A.const_text(A.const_value(p), p.kind), None)  # type: ignore[arg-type]
            count = None
        elif t is A.ListPat and not p.items:  # type: ignore[union-attr]
            nil = prune(p.ty).tycon.datacons[0]  # type: ignore[union-attr]
            key = (nil.name, None)
            count = len(nil.tycon.datacons)
        else:
            return False
        if key in seen:
            return False
        seen.add(key)
    return count is not None and len(seen) == count


_RECORD_CONS: dict[tuple[str, ...], ConInfo] = {}


def _record_con(labels: tuple[str, ...]) -> ConInfo:
    con = _RECORD_CONS.get(labels)
    if con is None:
        con = ConInfo("{}", len(labels), ("{}",), record_labels=labels)
        _RECORD_CONS[labels] = con
    return con


# Keyed like `DataCon` equality, by (type name stamp, tag), without its Python-level
# `__hash__` and `__eq__`.
_DATACON_INFOS: dict[tuple[int, int], ConInfo] = {}


def _datacon_info(dc: DataCon) -> ConInfo:
    key = (dc.tycon.stamp, dc.tag)
    info = _DATACON_INFOS.get(key)
    if info is None:
        cons = dc.tycon.datacons
        info = ConInfo(
            dc.name,
            1 if dc.has_arg else 0,
            tuple(c.name for c in cons),
            tuple(1 if c.has_arg else 0 for c in cons),
            infix=dc.name == "::",
            sibling_infix=tuple(c.name == "::" for c in cons),
        )
        _DATACON_INFOS[key] = info
    return info


def _list_pattern(items: tuple[A.Pat, ...], nil: ConInfo, cons: ConInfo) -> MPat:
    pair = _record_con(("1", "2"))
    result: MPat = Con(nil, ())
    for item in reversed(items):
        result = Con(cons, (Con(pair, (_mpat(item), result)),))
    return result


def _mpat(p: A.Pat) -> MPat:
    t = type(p)
    if t is A.VarPat or t is A.WildPat:
        return WILD
    if t is A.LayeredPat:
        return _mpat(p.pat)  # type: ignore[union-attr]
    if t is A.ConPat:
        con = p.con  # type: ignore[union-attr]
        info = _datacon_info(con) if type(con) is DataCon else _exn_info(con)  # type: ignore[arg-type]
        arg = p.arg  # type: ignore[union-attr]
        return Con(info, () if arg is None else (_mpat(arg),))
    if t is A.RecordPat:
        if not p.flexible:  # type: ignore[union-attr]
            # All fields written, in canonical order: they are the type's fields.
            fields = p.fields  # type: ignore[union-attr]
            return Con(_record_con(tuple([l for l, _ in fields])), tuple([_mpat(x) for _, x in fields]))
        ty = prune(p.ty)  # type: ignore[union-attr]
        given = dict(p.fields)  # type: ignore[union-attr]
        labels = tuple(l for l, _ in ty.fields) if type(ty) is TRecord else tuple(given)  # type: ignore[union-attr]
        return Con(_record_con(labels), tuple(_mpat(given[l]) if l in given else WILD for l in labels))
    if t is A.ListPat:
        elem_list = prune(p.ty)  # type: ignore[union-attr]
        nil, cons = elem_list.tycon.datacons  # type: ignore[union-attr]
        return _list_pattern(p.items, _datacon_info(nil), _datacon_info(cons))  # type: ignore[union-attr]
    return Con(ConInfo(A.const_text(A.const_value(p), p.kind), 0, None), ())  # type: ignore[arg-type]


def _exn_info(exn: ExnCon) -> ConInfo:
    return ConInfo(exn.name, 0 if exn.arg is None else 1, None, ident=exn.stamp)
