"""The editor loop (issue 32): `ldriver check` reusing the front end's work
(`ldriver.lsp.frontend`) and the language server `ldriver lsp`
(`ldriver.lsp.server`, which alone imports pygls)."""
