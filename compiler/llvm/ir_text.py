"""The LLVM IR text shared by the code generator's modules (`codegen`,
`primitives`, `roots`): the LLVM type of a CPS type, literals, the address of
a static object as an ML value, and the alias classes of memory (TBAA)
(docs/architecture.md "Values at run time", "LLVM facts this design relies on").

    llvm_type(cty) -> str       `i64` for a word, `double` for an unboxed real,
                                a struct of them for a `MultiT`
    zero(ty) -> str             the zero of an LLVM type (what a raise returns)
    real_literal(x) -> str      a double's exact hexadecimal literal
    static_value(sym) -> str    the ML value of the static object at `@sym`
                                (its payload, after the header word)
    TBAA_RT, TBAA_HEADER, TBAA_FIELD, TBAA_SLOT, TBAA_METADATA
"""
from __future__ import annotations

import struct

from compiler.cps.ir import MultiT, RealT


def llvm_type(t: object) -> str:
    if isinstance(t, MultiT):
        return "{" + ", ".join(llvm_type(f) for f in t.fields) + "}"
    return "double" if isinstance(t, RealT) else "i64"


def zero(ty: str) -> str:
    return "0.0" if ty == "double" else "zeroinitializer" if ty.startswith("{") else "0"


def real_literal(x: float) -> str:
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]


def static_value(sym: str) -> str:
    return f"ptrtoint (ptr getelementptr (i8, ptr @{sym}, i64 8) to i64)"


# Type-based alias classes of memory (LLVM TBAA): the runtime's globals
# (ld_hp, ld_sstop, ...), object headers (written once, when the object is
# allocated), object payloads (fields, elements, bytes) and frame slots.
# Accesses of two classes never alias, so a store into a record's field or a
# root's slot does not force a reload of ld_hp or of an array's length. The
# slots of a function with frame records stay untagged (they alias
# everything): its records' headers and fields live in its slots.
TBAA_RT, TBAA_HEADER, TBAA_FIELD, TBAA_SLOT = ", !tbaa !3", ", !tbaa !5", ", !tbaa !7", ", !tbaa !8"
TBAA_METADATA = """\
!0 = !{!"ldriver memory"}
!1 = !{!"runtime global", !0, i64 0}
!2 = !{!"object header", !0, i64 0}
!3 = !{!1, !1, i64 0}
!4 = !{!"object payload", !0, i64 0}
!5 = !{!2, !2, i64 0}
!6 = !{!"frame slot", !0, i64 0}
!7 = !{!4, !4, i64 0}
!8 = !{!6, !6, i64 0}
"""
