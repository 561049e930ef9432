"""Match compilation: the rules of one `fn`/`case`/`handle`/`fun`/`val` match into
a decision tree of LEXP `Switch`/`Let`/`Decon`/`Select` (Maranget, "Compiling
pattern matching to good decision trees", ML Workshop 2008).

Public: `compile_match(reps, scrut, scrut_ty, rows, fail, result_ty) -> Lexp`.

The clause matrix has one column per *occurrence* (a variable holding a
sub-value of the scrutinee, with its ML type and LTY) and one row per rule, in
rule order; a row whose patterns are all irrefutable matches (first-match
semantics). A column is chosen by Maranget's heuristics: among the columns the
first row needs (non-wildcard), the one needed by the longest prefix of rows,
then the one with the fewest distinct heads, then the leftmost. Its head
patterns decide the test:
- records (and tuples) are expanded into one column per field (`Select`), no test;
- datatype constructors: a `Switch` of kind "datacon" (constant constructors
  by tag, carrying ones by `DataconInfo`); the argument is projected with
  `Decon` (or, for a functor parameter's abstract constructor, the function
  `ConReps.deconstruct` gives) and coerced from the constructor's generic argument LTY to the
  instance's (Shao §3.5.3); single-constructor types (`ref`, `T of ...`) need
  no test;
- exceptions: a `Switch` of kind "exn" keyed by identity (aliases share it);
- special constants: kind "int" (int, word, char codes) or "string".
Variables and layered patterns bind the occurrence when their row is chosen.
A flat constructor cell (`::`) projected by `Decon` is the cell itself viewed
as a record; a variable bound to it gets a fresh record rebuilt from the
fields (the cell's header tag is not a tuple's, and polymorphic equality
compares tags).

Actions reached from more than one leaf are bound once as functions of the
row's variables (`Let(k, Fn ...)`) so that code is never duplicated; actions
reached once are inlined. `fail` (raise Match/Bind, or re-raise for `handle`)
is placed at every leaf no row matches.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from heapq import merge
from typing import Protocol, Sequence, Union

from compiler.elab import absyn as A
from compiler.elab.initial import INT as INT_TC, LIST
from compiler.elab.types import DataCon, ExnCon, TArrow, TCon, TRecord, Type, Var, prune, tuple_type
from compiler.lexp.ir import (
    INT, App, ArrowTy, DataconInfo, Decon, Fn, Int, Let, Lexp, Lty, LVar, Record, RecordTy, Select,
    Switch, SwitchKey, Tagged, Var as LVarRef, fresh_lvar,
)
from compiler.lexp.lty import coerce


class ConReps(Protocol):
    """What match compilation needs from the translation."""

    def con_info(self, con: DataCon | ExnCon) -> DataconInfo: ...

    def lty(self, t: Type) -> Lty: ...

    def deconstruct(self, con: DataCon | ExnCon, value: Lexp) -> Lexp: ...

    def constant_test(self, value: Lexp, pat: A.ConstPat) -> Lexp | None:
        """`value = pat` as an int 0/1 when the constant is at a Basis type in its
        class (Appendix E: `0w1 : Word8.word`), None for the built-in types,
        whose constants a switch compares directly."""
        ...


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One rule: its pattern, its translated action, and the LVar/LTY the
    translation chose for every variable the pattern binds."""

    pat: A.Pat
    action: Lexp
    vars: dict[Var, tuple[LVar, Lty]]


@dataclass(frozen=True, slots=True)
class _Occ:
    var: LVar
    ty: Type
    lty: Lty
    cell: bool  # a flat constructor cell viewed as its argument record


@dataclass(slots=True)
class _Row:
    pats: list[A.Pat | None]  # None: irrefutable (wildcard; variables already bound)
    binds: list[tuple[Var, _Occ]]
    action: int


# Decision trees before emission --------------------------------------------


@dataclass(frozen=True, slots=True)
class _Leaf:
    action: int
    binds: tuple[tuple[Var, _Occ], ...]


@dataclass(frozen=True, slots=True)
class _Fail:
    pass


@dataclass(frozen=True, slots=True)
class _LetT:
    occ: _Occ
    rhs: Lexp
    body: _Tree


@dataclass(frozen=True, slots=True)
class _SwitchT:
    occ: _Occ
    kind: str
    cases: tuple[tuple[SwitchKey, _Tree], ...]
    default: _Tree | None


_Tree = Union[_Leaf, _Fail, _LetT, _SwitchT]


def compile_match(
    reps: ConReps, scrut: LVar, scrut_ty: Type, rows: Sequence[MatchRow], fail: Lexp, result_ty: Lty
) -> Lexp:
    """The decision tree for `rows` applied to the value in `scrut` (module docstring)."""
    return _Compiler(reps, rows, fail, result_ty).run(scrut, scrut_ty)


class _Compiler:
    def __init__(self, reps: ConReps, rows: Sequence[MatchRow], fail: Lexp, result_ty: Lty) -> None:
        self.reps = reps
        self.rows = rows
        self.fail = fail
        self.result_ty = result_ty

    def run(self, scrut: LVar, scrut_ty: Type) -> Lexp:
        occ = _Occ(scrut, scrut_ty, self.reps.lty(scrut_ty), False)
        matrix = []
        for i, r in enumerate(self.rows):
            binds: list[tuple[Var, _Occ]] = []
            matrix.append(_Row([self._norm(r.pat, occ, binds)], binds, i))
        tree = self._tree(matrix, [occ])
        uses = [0] * len(self.rows)
        _count(tree, uses)
        shared: dict[int, LVar] = {}
        bindings: list[tuple[LVar, Lty, Lexp]] = []
        for i, n in enumerate(uses):
            if n > 1:
                k = fresh_lvar("k")
                shared[i] = k
                bindings.append((k, *self._abstract(i)))
        out = self._emit(tree, shared)
        for k, ty, fn in reversed(bindings):
            out = Let(k, ty, fn, out)
        return out

    # Patterns -------------------------------------------------------------

    def _norm(self, p: A.Pat, occ: _Occ, binds: list[tuple[Var, _Occ]]) -> A.Pat | None:
        """Strip variables and layers off `p` (binding them to `occ`); None if
        nothing is left to test."""
        while True:
            t = type(p)
            if t is A.WildPat:
                return None
            if t is A.VarPat:
                binds.append((p.var, occ))  # type: ignore[union-attr]
                return None
            if t is A.LayeredPat:
                binds.append((p.var, occ))  # type: ignore[union-attr]
                p = p.pat  # type: ignore[union-attr]
                continue
            if t is A.ListPat:
                return _desugar_list(p.items, p.ty, p.span)  # type: ignore[union-attr]
            if t is A.RecordPat and not prune(p.ty).fields:  # type: ignore[union-attr]
                return None  # unit
            return p

    # Building the tree ----------------------------------------------------

    def _tree(self, rows: list[_Row], occs: list[_Occ]) -> _Tree:
        if not rows:
            return _Fail()
        first = rows[0]
        if all(p is None for p in first.pats):
            return _Leaf(first.action, tuple(first.binds))
        col = _choose_column(rows)
        head = next(r.pats[col] for r in rows if r.pats[col] is not None)
        t = type(head)
        if t is A.RecordPat:
            return self._expand_record(rows, occs, col)
        if t is A.ConstPat:
            return self._constants(rows, occs, col, head)  # type: ignore[arg-type]
        assert t is A.ConPat
        if type(head.con) is ExnCon:  # type: ignore[union-attr]
            return self._exceptions(rows, occs, col)
        return self._constructors(rows, occs, col, head.con)  # type: ignore[union-attr, arg-type]

    def _expand_record(self, rows: list[_Row], occs: list[_Occ], col: int) -> _Tree:
        occ = occs[col]
        rty = prune(occ.ty)
        assert type(rty) is TRecord
        subs = [_Occ(fresh_lvar(label), fty, self.reps.lty(fty), False) for label, fty in rty.fields]
        columns: list[list[A.Pat | None]] = [[] for _ in subs]
        new_rows: list[_Row] = []
        for r in rows:
            binds = list(r.binds)
            p = r.pats[col]
            fields = dict(p.fields) if p is not None else {}  # type: ignore[union-attr]
            for i, (label, _) in enumerate(rty.fields):
                sub = fields.get(label)
                columns[i].append(None if sub is None else self._norm(sub, subs[i], binds))
            new_rows.append(_Row(r.pats[:col] + r.pats[col + 1:], binds, r.action))
        bound = {id(o) for r in new_rows for _, o in r.binds}
        keep = [i for i, s in enumerate(subs) if any(p is not None for p in columns[i]) or id(s) in bound]
        for i in keep:
            for r, p in zip(new_rows, columns[i]):
                r.pats.append(p)
        tree = self._tree(new_rows, occs[:col] + occs[col + 1:] + [subs[i] for i in keep])
        for i in reversed(keep):
            tree = _LetT(subs[i], Select(i, LVarRef(occ.var)), tree)
        return tree

    def _constants(self, rows: list[_Row], occs: list[_Occ], col: int, head: A.ConstPat) -> _Tree:
        kind = "string" if head.kind == "string" else "int"
        groups, wild = _groups(rows, col, _const_key)  # type: ignore[arg-type]
        cases = []
        for k, sub in groups.items():
            cases.append((k, self._tree([_drop(r, col) for r in sub], _without(occs, col))))
        default = self._tree([_drop(r, col) for r in wild], _without(occs, col))
        if self.reps.constant_test(LVarRef(occs[col].var), head) is None:
            return _SwitchT(occs[col], kind, tuple(cases), default)  # type: ignore[arg-type]
        # Constants of a Basis type: one equality test per constant, in order.
        tree = default
        for (_, sub_tree), sub in zip(reversed(cases), reversed(list(groups.values()))):
            pat = next(r.pats[col] for r in sub if r.pats[col] is not None)
            test = self.reps.constant_test(LVarRef(occs[col].var), pat)  # type: ignore[arg-type]
            occ = _Occ(fresh_lvar("eq"), TCon(INT_TC), INT, False)
            tree = _LetT(occ, test, _SwitchT(occ, "int", ((1, sub_tree),), tree))  # type: ignore[arg-type]
        return tree

    def _exceptions(self, rows: list[_Row], occs: list[_Occ], col: int) -> _Tree:
        occ = occs[col]
        groups, wild = _groups(rows, col, lambda p: p.con)  # type: ignore[attr-defined]
        cases = []
        for exn, sub in groups.items():
            cases.append((self.reps.con_info(exn), self._specialize(sub, occs, col, exn)))  # type: ignore[arg-type]
        default = self._tree([_drop(r, col) for r in wild], _without(occs, col))
        return _SwitchT(occ, "exn", tuple(cases), default)

    def _constructors(self, rows: list[_Row], occs: list[_Occ], col: int, some: DataCon) -> _Tree:
        occ = occs[col]
        all_cons = some.tycon.datacons
        if len(all_cons) == 1:
            return self._specialize(rows, occs, col, all_cons[0])
        # A column's constructors are of one datatype: a tag identifies one.
        groups, wild = _groups(rows, col, lambda p: p.con.tag)  # type: ignore[attr-defined]
        cases: list[tuple[SwitchKey, _Tree]] = []
        for dc in all_cons:
            sub = groups.get(dc.tag)
            if sub is not None:
                info = self.reps.con_info(dc)
                key: SwitchKey = info if dc.has_arg else info.rep.tag  # type: ignore[union-attr]
                cases.append((key, self._specialize(sub, occs, col, dc)))
        default = None
        if len(groups) < len(all_cons):
            default = self._tree([_drop(r, col) for r in wild], _without(occs, col))
        return _SwitchT(occ, "datacon", tuple(cases), default)

    def _specialize(self, rows: list[_Row], occs: list[_Occ], col: int, con: DataCon | ExnCon) -> _Tree:
        """The rows that match `con` in column `col` (every row whose head there
        is `con` or a wildcard: the callers pass only those), its argument (if
        any) as a new last column."""
        occ = occs[col]
        has_arg = con.has_arg if type(con) is DataCon else con.arg is not None  # type: ignore[union-attr]
        if not has_arg:
            return self._tree([_drop(r, col) for r in rows], _without(occs, col))
        inst = next((r.pats[col].inst for r in rows if r.pats[col] is not None), None)  # type: ignore[union-attr]
        assert type(inst) is TArrow
        info = self.reps.con_info(con)
        inst_lty = self.reps.lty(inst)
        assert type(inst_lty) is ArrowTy
        arg_lty = inst_lty.dom
        assert info.arg_ty is not None
        c = coerce(info.arg_ty, arg_lty)
        decon = self.reps.deconstruct(con, LVarRef(occ.var))
        cell = c is None and type(decon) is Decon and type(info.rep) is Tagged and info.rep.flat
        arg = _Occ(fresh_lvar("a"), inst.dom, arg_lty, cell)
        new_rows = []
        for r in rows:
            p = r.pats[col]
            binds = list(r.binds)
            sub = None if p is None else self._norm(p.arg, arg, binds)  # type: ignore[union-attr, arg-type]
            new_rows.append(_Row(r.pats[:col] + r.pats[col + 1:] + [sub], binds, r.action))
        tree = self._tree(new_rows, _without(occs, col) + [arg])
        return _LetT(arg, decon if c is None else c(decon), tree)

    # Emission -------------------------------------------------------------

    def _bound_value(self, occ: _Occ) -> Lexp:
        """The value a variable bound to `occ` gets (a fresh record for a cell view)."""
        if not occ.cell:
            return LVarRef(occ.var)
        assert type(occ.lty) is RecordTy
        return Record(tuple(Select(i, LVarRef(occ.var)) for i in range(len(occ.lty.fields))))

    def _abstract(self, action: int) -> tuple[Lty, Lexp]:
        """A shared action as a function of the row's variables (a record of them
        if more than one, unit if none)."""
        row = self.rows[action]
        vs = list(row.vars.values())
        if len(vs) == 1:
            (x, ty), = vs
            return ArrowTy(ty, self.result_ty), Fn(x, ty, row.action, self.result_ty)
        p = fresh_lvar("env")
        pty: Lty = RecordTy(tuple(ty for _, ty in vs)) if vs else INT
        body = row.action
        for i in reversed(range(len(vs))):
            x, ty = vs[i]
            body = Let(x, ty, Select(i, LVarRef(p)), body)
        return ArrowTy(pty, self.result_ty), Fn(p, pty, body, self.result_ty)

    def _emit(self, tree: _Tree, shared: dict[int, LVar]) -> Lexp:
        t = type(tree)
        if t is _Fail:
            return self.fail
        if t is _Leaf:
            return self._emit_leaf(tree, shared)  # type: ignore[arg-type]
        if t is _LetT:
            return Let(tree.occ.var, tree.occ.lty, tree.rhs, self._emit(tree.body, shared))  # type: ignore[union-attr]
        sw: _SwitchT = tree  # type: ignore[assignment]
        cases = tuple((k, self._emit(sub, shared)) for k, sub in sw.cases)
        default = None if sw.default is None else self._emit(sw.default, shared)
        return Switch(LVarRef(sw.occ.var), sw.kind, cases, default, self.result_ty)

    def _emit_leaf(self, leaf: _Leaf, shared: dict[int, LVar]) -> Lexp:
        row = self.rows[leaf.action]
        value = {v: self._bound_value(o) for v, o in leaf.binds}
        k = shared.get(leaf.action)
        if k is None:
            out = row.action
            for v, (x, ty) in reversed(list(row.vars.items())):
                out = Let(x, ty, value[v], out)
            return out
        args = [value[v] for v in row.vars]
        if len(args) == 1:
            return App(LVarRef(k), args[0])
        return App(LVarRef(k), Record(tuple(args)) if args else Int(0))


def _count(tree: _Tree, uses: list[int]) -> None:
    t = type(tree)
    if t is _Leaf:
        uses[tree.action] += 1  # type: ignore[union-attr]
    elif t is _LetT:
        _count(tree.body, uses)  # type: ignore[union-attr]
    elif t is _SwitchT:
        for _, sub in tree.cases:  # type: ignore[union-attr]
            _count(sub, uses)
        if tree.default is not None:  # type: ignore[union-attr]
            _count(tree.default, uses)  # type: ignore[union-attr]


def _choose_column(rows: list[_Row]) -> int:
    """Maranget's heuristics: first row (f), needed prefix (p), small branching (b)."""
    first = rows[0].pats
    best: tuple[int, int, int] | None = None
    choice = 0
    for col, p in enumerate(first):
        if p is None:
            continue
        prefix = 0
        for r in rows:
            if r.pats[col] is None:
                break
            prefix += 1
        heads = {_head_key(r.pats[col]) for r in rows if r.pats[col] is not None}  # type: ignore[arg-type]
        score = (prefix, -len(heads), -col)
        if best is None or score > best:
            best, choice = score, col
    return choice


def _head_key(p: A.Pat) -> object:
    if type(p) is A.ConPat:
        return p.con
    if type(p) is A.ConstPat:
        return _const_key(p)
    return "record"


def _const_key(p: A.ConstPat) -> int | str:
    value = A.const_value(p)
    if p.kind == "char":
        return ord(value)  # type: ignore[arg-type]
    return value


def _groups(rows: list[_Row], col: int, key_of: Callable[[A.Pat], Hashable]
            ) -> tuple[dict[Hashable, list[_Row]], list[_Row]]:
    """The rows by head key in column `col`, keys in order of first appearance:
    each key's rows are those with that head and the wildcard rows, in row
    order. Also the wildcard rows alone. One pass over the rows (plus the
    wildcard rows once per key), not one per key."""
    members: dict[Hashable, list[int]] = {}
    wild: list[int] = []
    for i, r in enumerate(rows):
        p = r.pats[col]
        if p is None:
            wild.append(i)
        else:
            members.setdefault(key_of(p), []).append(i)
    groups = {k: [rows[i] for i in merge(idx, wild)] for k, idx in members.items()}
    return groups, [rows[i] for i in wild]


def _drop(r: _Row, col: int) -> _Row:
    return _Row(r.pats[:col] + r.pats[col + 1:], r.binds, r.action)


def _without(occs: list[_Occ], col: int) -> list[_Occ]:
    return occs[:col] + occs[col + 1:]


def _desugar_list(items: tuple[A.Pat, ...], ty: Type, span: object) -> A.Pat:
    """`[p1, ..., pn]` as `p1 :: ... :: pn :: nil`."""
    nil, cons = LIST.datacons
    lt = prune(ty)
    assert type(lt) is TCon
    if not items:
        return A.ConPat(nil, nil.scheme, lt, None, lt, span)  # type: ignore[arg-type]
    pair = tuple_type([lt.args[0], lt])
    rest = A.ListPat(items[1:], lt, span)  # type: ignore[arg-type]
    arg = A.RecordPat((("1", items[0]), ("2", rest)), False, pair, span)  # type: ignore[arg-type]
    return A.ConPat(cons, cons.scheme, TArrow(pair, lt), arg, lt, span)  # type: ignore[arg-type]
