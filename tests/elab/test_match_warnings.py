"""Match analysis warnings reported by elaboration (via compiler.match)."""
from __future__ import annotations

from elab_helpers import warnings_of


def test_nonexhaustive_fun() -> None:
    assert warnings_of("fun f (SOME x) = x\n") == ["1:5: match nonexhaustive [missing: NONE]"]


def test_nonexhaustive_case_list() -> None:
    warns = warnings_of("fun f l = case l of [] => 0 | [x] => x\n")
    assert warns == ["1:11: match nonexhaustive [missing: _ :: _ :: _]"]


def test_redundant_rule() -> None:
    assert warnings_of("fun g 0 = 1 | g _ = 2 | g 1 = 3\n") == ["1:25: match redundant"]


def test_val_binding_not_exhaustive() -> None:
    assert warnings_of("val SOME y = SOME 3\n") == ["1:5: binding not exhaustive [missing: NONE]"]


def test_handle_may_be_partial_but_not_redundant() -> None:
    assert warnings_of("val x = 1 handle Div => 2\n") == []
    assert warnings_of("val x = 1 handle _ => 2 | Div => 3\n") == ["1:27: match redundant"]


def test_exhaustive_matches_are_quiet() -> None:
    src = (
        "datatype c = R | G | B\n"
        "fun n R = 0 | n G = 1 | n B = 2\n"
        "fun b (true, _) = 1 | b (false, x) = x\n"
        "val (p, q) = (1, 2)\n"
        "fun r {a = 0, ...} = 0 | r {a, b} = a + b\n"
    )
    assert warnings_of(src) == []


def test_flexible_record_pattern_uses_full_type() -> None:
    assert warnings_of("fun f ({a = true, ...} : {a : bool, b : int}) = 1\n") == [
        "1:5: match nonexhaustive [missing: {a = false, b = _}]"
    ]


def test_fun_with_several_arguments() -> None:
    assert warnings_of("fun f [] y = y | f (x :: _) 0 = x\n") == ["1:5: match nonexhaustive [missing: (_ :: _, _)]"]
