"""Match analysis: non-exhaustive and redundant matches (Maranget, JFP 2007).

The elaborator translates the typed patterns of each match into the pattern
language of `compiler.match.pattern` and calls `analyze`; it turns the report
into the "match nonexhaustive" and "match redundant" warnings, printing the
missing value with `format_pattern`.
"""
from compiler.match.pattern import WILD, Con, ConInfo, MPat, Wild, format_pattern
from compiler.match.usefulness import MatchReport, analyze, is_useful

__all__ = [
    "WILD",
    "Con",
    "ConInfo",
    "MPat",
    "MatchReport",
    "Wild",
    "analyze",
    "format_pattern",
    "is_useful",
]
