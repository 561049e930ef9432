"""`python -m ldriver` is the `ldriver` command."""
from ldriver.cli import command_line

command_line()
