"""How to build (docs/architecture.md "The driver"): a planned project's units
compiled or reused (`build`), through the verified build store (`store`),
linked with the C runtime (`toolchain`)."""
