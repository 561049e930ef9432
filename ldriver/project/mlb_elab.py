"""ML Basis (MLB) elaboration: what a project is made of and what each unit sees.

    load_mlb(path, path_vars, unit_defines=parse_unit_defines) -> Project
        Read the MLB file `path` and every MLB file it names, and elaborate them
        (MLton's "ML Basis" semantics, below). Raises `CompileError` at the
        first error, located at the offending MLB token: a lexical or syntax
        error, an undefined path variable (naming it), a file name with an
        unknown extension, a missing file, a cycle of MLB files (the notes give
        the chain, one location per link), an unbound basis, structure,
        signature or functor identifier, `_prim`. A syntax error in a source
        unit that `unit_defines` must read is raised as the parser reports it.
    parse_unit_defines(path) -> frozenset[(namespace, name)]
        The default `unit_defines`: parse the unit and list its top-level
        structures, signatures and functors (`compiler.syntax.module_names`).

The result (`Project`, `SourceUnit`, `Layer`) describes bases as sequences of
layers: a `Layer` is one source unit seen either whole (`renames=None`:
everything its top level declares, values and types included) or through a
list of module bindings `(namespace, visible name, name in the unit)`, which
is what `structure A = B` makes when `B` comes from that unit. Later layers
shadow earlier ones. Bases are kept small: a layer entirely shadowed by a
later one is dropped and consecutive layers of a unit are merged (`_normalize`).

The syntax (the grammar, path variables' form, annotations) is
`ldriver.project.mlb_syntax`'s; this module gives it meaning.

An ML-Yacc grammar (`.grm`, `.y`) or ML-Lex specification (`.lex`, `.l`)
stands for the units its tool writes (`calc.grm`: `calc.grm.sig` then
`calc.grm.sml`; `calc.lex`: `calc.lex.sml`), as in SML/NJ's CM: the tool,
found on PATH, runs as the MLB file is loaded, into `_build/generated/`,
once per content of the source (`TOOLS`); a missing tool or a failing run
is an error at the file's name.

Paths may contain `$(NAME)` path variables, taken from `path_vars` (the
caller merges `--mlb-path-var`, the environment and `mlb-path-map`); a value
may itself contain variables. A relative path is relative to the directory of
the MLB file that names it. Source units are identified by their resolved
absolute path.

Semantics (as MLton's):
- An MLB file is elaborated in the empty basis, once; naming it again reuses
  its basis (as MLton does), basis identifiers included.
- A source file is elaborated at each place an MLB file names it, in the
  basis in effect there: each occurrence is a unit of its own
  (`SourceUnit`), whose datatypes are new types and whose effects happen
  again.
- Annotations that change the language (MLton's Successor ML `allowOrPats`,
  `allowOptBar` ...) or the match warnings (`nonexhaustiveMatch ignore`,
  `redundantMatch error` ...) apply to the source units named inside them
  (`SourceUnit.annotations`, `ANNOTATION_VALUES`); the others, other
  compilers' options and diagnostics ldriver does not give, are accepted and
  ignored; an unknown one gets a warning (`Project.diagnostics`).

Diagnostics point into MLB files by their display name (`mlb_syntax.display_name`).
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from compiler.api import Diagnostic, SourceFile, Span, error, module_names
from ldriver.project import inputs
from ldriver.project.mlb_syntax import (
    ANNOTATION_VALUES, Ann, Bas, BasDec, BasExp, BasId, BasisDec, File, Id, Let, Local, ModBind, Open, Seq, Tok,
    display_name, file_span, parse,
)

if TYPE_CHECKING:  # the front end is imported only when a unit must be read
    from compiler.api import Namespace

SOURCE_SUFFIXES = (".sml", ".sig", ".fun")

# Sources that a tool turns into SML (as SML/NJ's CM does): the tool, found
# on PATH, run in a directory holding a copy of the file, and the suffixes it
# appends to the file's name for the units it writes, in order.
TOOLS: dict[str, tuple[str, tuple[str, ...]]] = {
    ".grm": ("ml-yacc", (".sig", ".sml")), ".y": ("ml-yacc", (".sig", ".sml")),
    ".lex": ("ml-lex", (".sml",)), ".l": ("ml-lex", (".sml",)),
}

# ---------------------------------------------------------------------------
# The result


@dataclass(frozen=True, slots=True)
class Layer:
    """One slice of a basis: source unit `unit` (its `SourceUnit.path`), whole
    (`renames is None`) or only the module bindings `(namespace, visible name,
    name in the unit)`, whose visible names are distinct."""

    unit: Path
    renames: tuple[tuple[Namespace, str, str], ...] | None


@dataclass(frozen=True, slots=True)
class SourceUnit:
    """A source file to compile, in the basis `basis` (later layers shadow
    earlier ones; it names only units elaborated before this one). `origin` is
    where an MLB file names it; `annotations`: those in effect there that
    change how it compiles (`NAME VALUE`, defaults left out).

    A source file is elaborated at each place an MLB file names it (MLton's
    rule; an MLB file, in contrast, is elaborated once): each occurrence is a
    unit of its own, whose datatypes are new types and whose effects happen
    again. `path` identifies the unit: the file's resolved path, with `#N`
    appended to its name for the file's Nth occurrence (N >= 2); `file` is
    the file to read."""

    path: Path
    basis: tuple[Layer, ...]
    origin: Span
    annotations: frozenset[str] = frozenset()
    file: Path | None = None
    """The source file, when it is not `path` (a later occurrence)."""

    @property
    def source(self) -> Path:
        return self.file if self.file is not None else self.path


@dataclass(frozen=True, slots=True)
class Project:
    """A loaded MLB project. `units`: every unit (a source file once per place
    an MLB file names it), in elaboration order. `exports`: the basis the top
    MLB file denotes. `mlb_files`: every MLB file read, and every ML-Yacc or
    ML-Lex source (watch mode watches them). `diagnostics`: warnings."""

    root: Path
    units: tuple[SourceUnit, ...]
    exports: tuple[Layer, ...]
    mlb_files: tuple[Path, ...]
    diagnostics: tuple[Diagnostic, ...]


UnitDefines = Callable[[Path], Iterable[tuple[str, str]]]


def parse_unit_defines(path: Path) -> frozenset[tuple[str, str]]:
    """The `(namespace, name)` pairs the unit at `path` binds at top level.
    Raises `CompileError` on a lexical or syntax error in the unit."""
    source = SourceFile(display_name(path), path.read_bytes().decode("utf-8", errors="replace"))
    names = module_names(source)
    return frozenset((ref.kind, ref.name) for ref in names.defines)


@dataclass(frozen=True, slots=True)
class PrebuiltBasis:
    """What an MLB file of a prebuilt package denotes: its units (a path that
    stands for the unit, its basis, the module names it binds), in order, and
    the basis the file exports."""

    units: tuple[tuple[Path, tuple[Layer, ...], frozenset[tuple[str, str]]], ...]
    exports: tuple[Layer, ...]


class PrebuiltError(Exception):
    """A package that cannot be used; reported at the MLB path that names it."""


PackageHook = Callable[[Path], "PrebuiltBasis | None"]


def load_mlb(path: Path, path_vars: Mapping[str, str], unit_defines: UnitDefines = parse_unit_defines,
             packages: PackageHook | None = None) -> Project:
    """Load the project whose top MLB file is `path` (see the module docstring).
    `unit_defines` tells which module names a unit binds (callers with a cache
    of parsed units pass their own); it is only asked about units whose
    module bindings an MLB file looks up. `packages` says whether an MLB file
    is a prebuilt package's (its units then come without sources)."""
    top = Path(path).resolve()
    if top.suffix != ".mlb":
        raise error(file_span(top), f"not an MLB file: {display_name(top)}")
    inputs.note_kind(Path(path))
    if not top.is_file():
        raise error(file_span(top), f"cannot read MLB file {display_name(top)}: no such file")
    loader = _Loader(path_vars, unit_defines, packages, generated=top.parent / "_build" / "generated")
    exports = loader.mlb(top, None)
    return Project(
        root=top.parent,
        units=tuple(loader.units.values()),
        exports=exports.layers,
        mlb_files=tuple(loader.mlb_files),
        diagnostics=tuple(loader.warnings),
    )


def load_tree(root: Path, mlbs: Iterable[Path], path_vars: Mapping[str, str],
              unit_defines: UnitDefines = parse_unit_defines, packages: PackageHook | None = None,
              redirects: Mapping[Path, Path] | None = None,
              generated: Path | None = None) -> tuple[Project, dict[Path, tuple[Layer, ...]]]:
    """Load several MLB files of one library tree `root` as one project (each
    MLB file elaborated once, shared between those naming it), with the basis
    each of `mlbs` denotes. `redirects` maps a directory (as a path written
    with variables resolves) to the directory really meant: a library that
    names its own files through `$(SML_LIB)/NAME/...` is read from its tree.
    `generated`: where the units tools write go (`_Loader`), by default
    `_build/generated` in `root`."""
    loader = _Loader(path_vars, unit_defines, packages, redirects,
                     generated or Path(root).resolve() / "_build" / "generated")
    entries: dict[Path, tuple[Layer, ...]] = {}
    for path in mlbs:
        top = Path(path).resolve()
        entries[top] = loader.mlb(top, None).layers
    project = Project(root=Path(root).resolve(), units=tuple(loader.units.values()), exports=(),
                      mlb_files=tuple(loader.mlb_files), diagnostics=tuple(loader.warnings))
    return project, entries


# ---------------------------------------------------------------------------
# Elaboration


@dataclass(frozen=True, slots=True)
class _Basis:
    """A basis during elaboration: its layers (normalized) and its basis
    identifiers (MLB names only; a source unit never sees them; the mapping is
    never mutated). `units` and `keys` index the layers: every unit a layer
    names and every (namespace, visible name) a binding layer binds."""

    layers: tuple[Layer, ...] = ()
    bases: Mapping[str, _Basis] | None = None
    units: frozenset[Path] = frozenset()
    keys: frozenset[tuple[str, str]] = frozenset()

    @staticmethod
    def of(layers: tuple[Layer, ...], bases: Mapping[str, _Basis] | None = None) -> _Basis:
        layers = _normalize(layers)
        units = frozenset(layer.unit for layer in layers)
        keys = frozenset((e[0], e[1]) for layer in layers for e in layer.renames or ())
        return _Basis(layers, bases, units, keys)

    def lookup_basis(self, name: str) -> _Basis | None:
        return self.bases.get(name) if self.bases else None

    def plus(self, later: _Basis) -> _Basis:
        """`self` shadowed by `later`."""
        if not later.layers and not later.bases:
            return self
        if not self.layers and not self.bases:
            return later
        bases = {**self.bases, **later.bases} if self.bases and later.bases else (later.bases or self.bases)
        added = self._append(later.layers)
        if added is None:
            return _Basis.of(self.layers + later.layers, bases)
        layers, units, keys = added
        return _Basis(self.layers + tuple(layers), bases, self.units | units, self.keys | keys)

    def _append(self, layers: tuple[Layer, ...]) -> tuple[list[Layer], set[Path], set[tuple[str, str]]] | None:
        """The layers to add to `self.layers` for `layers`, if that is simple: no
        layer shadows a layer or binding of `self`, except identity bindings of
        the unit of the last whole layer; otherwise None (normalize all). This
        keeps a long sequence of files linear instead of quadratic."""
        out: list[Layer] = []
        units: set[Path] = set()
        keys: set[tuple[str, str]] = set()
        for layer in layers:
            unit = layer.unit
            if layer.renames is None:
                if unit in self.units or unit in units:
                    return None
                out.append(layer)
                units.add(unit)
                continue
            entries = layer.renames
            if any((e[0], e[1]) in self.keys or (e[0], e[1]) in keys for e in entries):
                return None
            last = out[-1] if out else self.layers[-1] if self.layers else None
            if last is not None and last.renames is None and last.unit == unit:
                entries = tuple(e for e in entries if e[1] != e[2])
                if not entries:
                    continue
            elif unit in self.units or unit in units:
                return None
            out.append(Layer(unit, entries))
            units.add(unit)
            keys.update((e[0], e[1]) for e in entries)
        return out, units, keys


_EMPTY = _Basis()


def _normalize(layers: tuple[Layer, ...]) -> tuple[Layer, ...]:
    """The same basis with fewer layers. Exact rules only:
    - a whole layer of unit u before another whole layer of u is shadowed by it;
    - a module binding is shadowed by a later binding of the same visible name
      and namespace, and an identity binding (`A` is u's `A`) by a later whole
      layer of u; a layer left without bindings is dropped;
    - binding layers between two whole layers bind distinct names, so they
      commute: those of one unit merge, and identity bindings of the unit of
      the whole layer just before add nothing."""
    whole_later: set[Path] = set()
    bound_later: set[tuple[str, str]] = set()
    kept: list[Layer] = []
    for layer in reversed(layers):
        if layer.renames is None:
            if layer.unit not in whole_later:
                whole_later.add(layer.unit)
                kept.append(layer)
            continue
        entries = []
        for entry in reversed(layer.renames):
            key = (entry[0], entry[1])
            if key in bound_later or (entry[1] == entry[2] and layer.unit in whole_later):
                continue
            bound_later.add(key)
            entries.append(entry)
        if entries:
            kept.append(Layer(layer.unit, tuple(reversed(entries))))
    # After the pass above the binding layers in a run between two whole layers
    # bind distinct names, so they commute: group each run by unit.
    out: list[Layer] = []
    forward = kept[::-1]
    i = 0
    while i < len(forward):
        if forward[i].renames is None:
            out.append(forward[i])
            i += 1
            continue
        groups: dict[Path, list[tuple[Namespace, str, str]]] = {}
        while i < len(forward) and forward[i].renames is not None:
            groups.setdefault(forward[i].unit, []).extend(forward[i].renames or ())
            i += 1
        whole_before = out[-1].unit if out else None
        for unit, entries in groups.items():
            if unit == whole_before:
                entries = [e for e in entries if e[1] != e[2]]
            if entries:
                out.append(Layer(unit, tuple(entries)))
    if len(out) == len(layers) and all(a is b for a, b in zip(out, layers)):
        return layers
    return tuple(out)


class _Loader:
    """Elaborates MLB files, collecting the units, the MLB files read and warnings."""

    def __init__(self, path_vars: Mapping[str, str], unit_defines: UnitDefines,
                 packages: PackageHook | None = None, redirects: Mapping[Path, Path] | None = None,
                 generated: Path | None = None) -> None:
        self.path_vars = path_vars
        self.redirects = redirects or {}
        # Tools' outputs, one directory per tool and source content: a source
        # is run through its tool again only when it changes.
        self.generated = generated
        self.unit_defines = unit_defines
        self.packages = packages
        self.defines: dict[Path, frozenset[tuple[str, str]]] = {}
        self.units: dict[Path, SourceUnit] = {}
        self.occurrences: dict[Path, int] = {}  # how often each source file was named so far
        self.results: dict[Path, _Basis] = {}
        self.mlb_files: list[Path] = []  # in the order they are first read
        self.warnings: list[Diagnostic] = []
        # The MLB files being elaborated, outermost first, each with the span
        # (in its parent) of the reference that opened it.
        self.stack: list[tuple[Path, Span | None]] = []

    # MLB files

    def mlb(self, path: Path, ref: Span | None) -> _Basis:
        for i, (open_path, _) in enumerate(self.stack):
            if open_path == path:
                self.cycle(i, ref)
        done = self.results.get(path)
        if done is not None:
            return done
        if self.packages is not None:
            try:
                prebuilt = self.packages(path)
            except PrebuiltError as exc:
                raise error(ref or file_span(path), str(exc)) from None
            if prebuilt is not None:
                return self.prebuilt(path, prebuilt, ref)
        display = display_name(path)
        try:
            text = inputs.read(path).decode("utf-8", errors="replace")
        except OSError as exc:
            raise error(ref or file_span(path), f"cannot read MLB file {display}: {exc.strerror}") from None
        self.mlb_files.append(path)
        dec = parse(display, text, self.warnings)
        self.stack.append((path, ref))
        basis = self.dec(dec, _EMPTY, path.parent)
        self.stack.pop()
        self.results[path] = basis
        return basis

    def prebuilt(self, path: Path, prebuilt: PrebuiltBasis, ref: Span | None) -> _Basis:
        """A package's MLB file: its units join the project (once), without sources."""
        for unit, basis, modules in prebuilt.units:
            if unit not in self.units:
                self.units[unit] = SourceUnit(unit, basis, ref or file_span(path))
                self.defines[unit] = modules
        self.mlb_files.append(path)
        basis = _Basis.of(prebuilt.exports)
        self.results[path] = basis
        return basis

    def cycle(self, start: int, ref: Span | None) -> NoReturn:
        chain = [p for p, _ in self.stack[start:]] + [self.stack[start][0]]
        links = [span for _, span in self.stack[start + 1 :]] + [ref]
        notes = tuple(
            f"{span}: {display_name(chain[i])} names {display_name(chain[i + 1])}"
            for i, span in enumerate(links)
            if span is not None
        )
        shown = " -> ".join(display_name(p) for p in chain)
        raise error(ref or file_span(chain[0]), f"cycle of MLB files: {shown}", *notes)

    # Declarations and expressions

    def dec(self, dec: BasDec, env: _Basis, here: Path, annotations: frozenset[str] = frozenset()) -> _Basis:
        """The basis `dec` declares, elaborated in `env`, in the MLB file in
        directory `here`, with `annotations` in effect (`NAME VALUE`)."""
        match dec:
            case Seq(decs=decs):
                acc = _EMPTY
                for d in decs:
                    new = self.dec(d, env, here, annotations)
                    acc = acc.plus(new)
                    env = env.plus(new)
                return acc
            case File(token=tok):
                path = self.resolve(tok, here)
                if path.suffix == ".mlb":
                    return self.mlb(path, tok.span)
                if path.suffix in TOOLS:
                    acc = _EMPTY
                    for out in self.generate(path, tok.span):
                        new = self.unit(out, tok.span, env, annotations)
                        acc = acc.plus(new)
                        env = env.plus(new)
                    return acc
                return self.unit(path, tok.span, env, annotations)
            case BasisDec(binds=binds):
                return _Basis(bases={bid.name: self.exp(e, env, here, annotations) for bid, e in binds})
            case Local(locals=locals_, body=body):
                return self.dec(body, env.plus(self.dec(locals_, env, here, annotations)), here, annotations)
            case Open(bases=bases):
                acc = _EMPTY
                for bid in bases:
                    acc = acc.plus(self.basis_id(bid, env))
                return acc
            case ModBind(kind=kind, binds=binds):
                # All right sides are looked up in `env`: the bindings are simultaneous.
                layers = []
                for visible, target in binds:
                    unit, inner = self.lookup(kind, target, env)
                    layers.append(Layer(unit, ((kind, visible.name, inner),)))
                return _Basis.of(tuple(layers))
            case Ann(settings=settings, body=body):
                current = dict(a.split(" ", 1) for a in annotations)
                current.update(settings)
                return self.dec(body, env, here, frozenset(
                    f"{name} {value}" for name, value in current.items() if value != ANNOTATION_VALUES[name][0]))

    def exp(self, exp: BasExp, env: _Basis, here: Path, annotations: frozenset[str]) -> _Basis:
        match exp:
            case Bas(dec=dec):
                return self.dec(dec, env, here, annotations)
            case BasId(id=bid):
                return self.basis_id(bid, env)
            case Let(dec=dec, body=body):
                return self.exp(body, env.plus(self.dec(dec, env, here, annotations)), here, annotations)

    def basis_id(self, bid: Id, env: _Basis) -> _Basis:
        found = env.lookup_basis(bid.name)
        if found is None:
            raise error(bid.span, f"unbound basis {bid.name}")
        return found

    def lookup(self, kind: Namespace, name: Id, env: _Basis) -> tuple[Path, str]:
        """The unit and the name in it that `kind name` denotes in `env`."""
        for layer in reversed(env.layers):
            if layer.renames is None:
                if (kind, name.name) in self.unit_names(layer.unit):
                    return layer.unit, name.name
            else:
                for k, visible, inner in layer.renames:
                    if k == kind and visible == name.name:
                        return layer.unit, inner
        raise error(name.span, f"unbound {kind} {name.name}")

    def unit_names(self, unit: Path) -> frozenset[tuple[str, str]]:
        names = self.defines.get(unit)
        if names is None:
            names = self.defines[unit] = frozenset(self.unit_defines(self.units[unit].source))
        return names

    # Source units and paths

    def unit(self, path: Path, ref: Span, env: _Basis, annotations: frozenset[str]) -> _Basis:
        n = self.occurrences[path] = self.occurrences.get(path, 0) + 1
        unit = path if n == 1 else path.with_name(f"{path.name}#{n}")
        self.units[unit] = SourceUnit(unit, env.layers, ref, annotations, None if n == 1 else path)
        return _Basis((Layer(unit, None),), units=frozenset([unit]))

    def resolve(self, tok: Tok, here: Path) -> Path:
        """The file a path token names: variables expanded, relative to `here`,
        checked for its extension and existence."""
        written = self.expand(tok, tok.text, ())
        suffix = os.path.splitext(written)[1]
        if suffix not in SOURCE_SUFFIXES and suffix != ".mlb" and suffix not in TOOLS:
            what = f"unknown file extension '{suffix}'" if suffix else "no file extension"
            raise error(tok.span, f"{what} in MLB path '{written}' (expected .sml, .sig, .fun, .mlb, "
                        ".grm or .y for ML-Yacc, .lex or .l for ML-Lex)")
        path = self.redirect(Path(here, written))
        inputs.note_kind(path)
        if not path.is_file() and not (suffix == ".mlb" and os.path.lexists(path)):
            # (An MLB path that is there but not a file, say a damaged
            # package's, is read as an MLB file, which says what is wrong.)
            raise error(tok.span, f"file not found: {written}", f"looked for {os.path.normpath(path)}")
        return path.resolve()

    def generate(self, source: Path, ref: Span) -> list[Path]:
        """The units the tool of `source` (`TOOLS`) writes from it: run once
        per content of the source, into `generated/TOOL-DIGEST/`, then reused."""
        tool, suffixes = TOOLS[source.suffix]
        if source not in self.mlb_files:
            self.mlb_files.append(source)
        if self.generated is None:
            raise error(ref, f"cannot run {tool} on {display_name(source)} here: no build directory")
        data = inputs.read(source)
        key = hashlib.sha256(tool.encode() + b"\0" + data).hexdigest()[:24]
        out_dir = self.generated / f"{tool}-{key}"
        outputs = [out_dir / (source.name + suffix) for suffix in suffixes]
        if all(p.is_file() for p in outputs):
            return _noted(outputs)
        exe = shutil.which(tool)
        if exe is None:
            raise error(ref, f"{tool} is not on PATH: it generates the SML of {display_name(source)}",
                        f"install it (Debian package {tool}) or list the files it writes instead")
        staging = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.tmp")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        (staging / source.name).write_bytes(data)
        try:
            run = subprocess.run([exe, source.name], cwd=staging, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as exc:
            shutil.rmtree(staging, ignore_errors=True)
            raise error(ref, f"{tool} could not run on {display_name(source)}: {exc}") from None
        made = [staging / p.name for p in outputs]
        if run.returncode != 0 or not all(p.is_file() for p in made):
            shutil.rmtree(staging, ignore_errors=True)
            said = [line for line in (run.stderr + run.stdout).splitlines() if line.strip()][:12]
            raise error(ref, f"{tool} failed on {display_name(source)} (exit status {run.returncode})", *said)
        try:
            os.replace(staging, out_dir)
        except OSError:  # another build made it meanwhile: same content, keep theirs
            shutil.rmtree(staging, ignore_errors=True)
        return _noted(outputs)

    def redirect(self, path: Path) -> Path:
        """`path`, or where `redirects` say it really is."""
        if self.redirects:
            plain = Path(os.path.normpath(path))
            for prefix, target in self.redirects.items():
                if plain.is_relative_to(prefix):
                    return target / plain.relative_to(prefix)
        return path

    def expand(self, tok: Tok, text: str, seen: tuple[str, ...]) -> str:
        """`text` with every `$(NAME)` replaced by its value (values may contain
        variables; `seen` are the variables being expanded, to catch loops)."""

        def value(m: re.Match[str]) -> str:
            name = m.group(1)
            if name in seen:
                raise error(self.var_span(tok, m.group(0)), f"path variable {name} is defined in terms of itself")
            if name not in self.path_vars:
                raise error(self.var_span(tok, m.group(0)), f"undefined path variable {name}")
            return self.expand(tok, self.path_vars[name], seen + (name,))

        return _VAR_REF.sub(value, text)

    @staticmethod
    def var_span(tok: Tok, var: str) -> Span:
        """Where `$(NAME)` is in the token (the whole token if it is not written there)."""
        at = tok.raw.find(var)
        if at < 0:
            return tok.span
        s = tok.span
        return Span(s.file, s.line, s.col + at, s.line, s.col + at + len(var))


def _noted(outputs: list[Path]) -> list[Path]:
    """A tool's outputs, recorded as plan inputs by what is there: they are
    named by the digest of the source they are made from, whose content is
    recorded, so their text follows from it."""
    for output in outputs:
        inputs.note_kind(output)
    return outputs


_VAR_REF = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)")
