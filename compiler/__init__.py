"""The ldriver compiler proper: one sub-package per phase.

Phases never import `ldriver` (the build driver); the driver calls
`compiler.api` only.
"""
