"""ldriver: the build driver and command line (docs/architecture.md "The
driver"). It reaches the compiler only through `compiler.api`.

Layout, each layer importing only those below it:

- clients: `cli` (the command line), `watch`, `publish` (packages, and the
  Basis published on first use), `progress` (what a long build shows),
  `schedule` (the critical path of a build's compilations), `lsp/` (the
  language server, and `ldriver check`'s cached front-end checks);
- `engine/`, how to build: `build` (the incremental build: the request, the
  unit records, workers, linking, the log), `server` (the compile server a
  build hands its own compilations to), `toolchain` (the C runtime and
  the linker), `store` (every file kept between builds, verified when read;
  library roots), `keys` (what a unit's action key digests); `remote/` is
  the remote unit cache and remote execution the engine consults (REAPI over
  gRPC: `cache`, `action`, the unit compilation as a self-contained action,
  and `worker`, the bot `ldriver worker` runs);
- `project/`, what to build: `plan` (a project's units in order, each with
  its basis), `graph` (the unit graph, bases narrowed to what a unit uses,
  the units an executable runs), `mlb_syntax` and `mlb_elab` (ML Basis
  files read, then elaborated), `order` (the files of a directory without
  an MLB file, CM-style), `package` (prebuilt packages, read and written),
  `plan_cache` and `inputs` (a plan kept between runs, with every fact
  planning read, used while they all hold);
- `identity`: what made a build's outputs.

`project/` uses one module of the engine's, `store`, a leaf (package manifests
are sealed records; units are keyed by digests).

Every import is at the top of its module except those of modules that must
stay off a no-op build's path (it starts no worker, orders no directory and
watches nothing), imported where they are used: `networkx` (`project.order`),
`watchdog` (`watch`), `multiprocessing` and `concurrent.futures`
(`engine.build`'s worker pool), `ldriver.engine.server` (the compile
server's client: sockets and pickle, only when something compiles or is
named), `socket` in the command line (`ldriver worker`'s bot name), `ldriver.remote.cache` (gRPC and protobuf,
only with a remote cache), `ldriver.remote.worker` (gRPC, only for `ldriver worker`), `ldriver.lsp.server` (pygls, only for `ldriver lsp`),
planning itself, `ldriver.project.mlb_elab`, `ldriver.project.mlb_syntax`,
`ldriver.project.package` and `ldriver.project.order` (a plan kept in the
build directory needs none of them), and `ldriver.publish` (the command line
publishes the Basis only when the plan is made afresh). The compiler's own heavy parts load behind
`compiler.api` when a unit is compiled or parsed. tests/test_layout.py holds
the package to both rules and to having no import cycle.
"""
