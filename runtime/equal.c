/*
 * equal.c -- polymorphic equality over the run-time representation.
 * Tagged ints by value; STRING by contents; RECORD structurally (kind, tag,
 * length, fields); ARRAY and BYTES (mutable) by address; REAL/REALS by bit
 * pattern.  Recurses on all fields but the last, iterates on the last (so
 * long lists need no native stack).  Never allocates.
 */
#include "rt_internal.h"

static int equal(ld_value a, ld_value b) {
    for (;;) {
        if (a == b) return 1;
        if ((a & 1) || (b & 1)) return 0;
        ld_value ha = LD_HDR(a), hb = LD_HDR(b);
        unsigned k = LD_KIND(ha);
        if (k != LD_KIND(hb) || LD_LEN(ha) != LD_LEN(hb)) return 0;
        switch (k) {
        case LD_STRING:
            return memcmp(LD_STR_BYTES(a), LD_STR_BYTES(b), LD_STR_LEN(a)) == 0;
        case LD_REAL:
        case LD_REALS:
            return memcmp(LD_FIELDS(a), LD_FIELDS(b), 8 * LD_PAYLOAD_WORDS(ha)) == 0;
        case LD_RECORD: {
            if (LD_TAG(ha) != LD_TAG(hb)) return 0;
            uint64_t n = LD_LEN(ha);
            if (n == 0) return 1;
            for (uint64_t i = 0; i + 1 < n; i++)
                if (!equal(LD_FIELD(a, i), LD_FIELD(b, i))) return 0;
            a = LD_FIELD(a, n - 1);
            b = LD_FIELD(b, n - 1);
            continue;
        }
        default: /* ARRAY, BYTES: identity only, and a != b */
            return 0;
        }
    }
}

ld_value ld_poly_equal(ld_value a, ld_value b) { return LD_BOOL(equal(a, b)); }
