"""Driver tests: MLB projects, module names, file order."""
