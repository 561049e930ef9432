"""`python -m ldriver` is the `ldriver` command."""
from ldriver.cli import main

main()
