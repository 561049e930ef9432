"""ldriver: the build driver and command line. It reaches the compiler only
through `compiler.api`."""
