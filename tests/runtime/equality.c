/* Polymorphic equality over the representation. */
#include "rt_test.h"

#define EQ(a, b) (ld_poly_equal((a), (b)) == LD_TRUE)

static ld_value rec(unsigned kind, unsigned tag, int n, const ld_value *xs) {
    ld_value v = ld_alloc(kind, tag, (uint64_t)n);
    for (int i = 0; i < n; i++) LD_FIELD(v, i) = xs[i]; /* xs are not heap pointers */
    return v;
}

/* a list [0..n-1] built in fr[0] */
static ld_value list(ld_value *fr, long n) {
    fr[0] = LD_NIL;
    for (long i = n - 1; i >= 0; i--) {
        ld_value *p = ld_alloc_group(24);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[1] = LD_INT(i);
        p[2] = fr[0];
        fr[0] = LD_PTR_VALUE(p + 1);
    }
    return fr[0];
}

LD_STATIC_STRING(static, lit_abc, "abc");

void ld_program_main(void) {
    long n = gc_stress() ? 2000 : 1000000;
    ld_value *fr = ld_frame_push(8);
    CHECK(EQ(LD_INT(3), LD_INT(3)) && !EQ(LD_INT(3), LD_INT(4)));
    CHECK(EQ(LD_NIL, LD_NIL));
    fr[2] = S("abc");
    fr[3] = S("abc");
    CHECK(EQ(fr[2], fr[3]) && EQ(fr[2], LD_STATIC_STRING_VALUE(lit_abc)));
    fr[4] = S("abd");
    CHECK(!EQ(fr[2], fr[4]));
    fr[4] = S("ab");
    CHECK(!EQ(fr[2], fr[4]) && !EQ(fr[4], fr[2]));
    fr[4] = S("");
    fr[5] = S("");
    CHECK(EQ(fr[4], fr[5]));
    /* records with tags */
    ld_value xs[3] = {LD_INT(1), LD_INT(2), LD_INT(3)};
    fr[5] = rec(LD_RECORD, 2, 3, xs);
    fr[6] = rec(LD_RECORD, 2, 3, xs);
    CHECK(EQ(fr[5], fr[6]));
    fr[6] = rec(LD_RECORD, 3, 3, xs);
    CHECK(!EQ(fr[5], fr[6]));
    fr[6] = rec(LD_RECORD, 2, 2, xs);
    CHECK(!EQ(fr[5], fr[6]));
    CHECK(!EQ(fr[5], LD_INT(0)) && !EQ(LD_INT(0), fr[5]));
    /* nested: (("abc", 1), [0..n-1]) vs a copy */
    fr[1] = list(fr, n);
    fr[7] = list(fr, n);
    ld_value *p = ld_alloc_group(8 * (3 + 3 + 3 + 3));
    p[0] = LD_HEADER(LD_RECORD, 0, 2); p[1] = fr[2]; p[2] = LD_INT(1);
    p[3] = LD_HEADER(LD_RECORD, 0, 2); p[4] = LD_PTR_VALUE(p + 1); p[5] = fr[1];
    p[6] = LD_HEADER(LD_RECORD, 0, 2); p[7] = fr[3]; p[8] = LD_INT(1);
    p[9] = LD_HEADER(LD_RECORD, 0, 2); p[10] = LD_PTR_VALUE(p + 7); p[11] = fr[7];
    fr[5] = LD_PTR_VALUE(p + 4);
    fr[6] = LD_PTR_VALUE(p + 10);
    ld_gc_collect(0);
    CHECK(EQ(fr[5], fr[6])); /* a million-element list: iterative on the tail */
    LD_FIELD(LD_FIELD(LD_FIELD(fr[7], 1), 1), 0) = LD_INT(99);
    CHECK(!EQ(fr[5], fr[6]));
    /* refs and arrays: by address */
    fr[1] = ld_array_make(LD_INT(1), LD_INT(0));
    fr[7] = ld_array_make(LD_INT(1), LD_INT(0));
    CHECK(EQ(fr[1], fr[1]) && !EQ(fr[1], fr[7]));
    fr[1] = ld_bytes_make(LD_INT(3), LD_INT(0));
    fr[7] = ld_bytes_make(LD_INT(3), LD_INT(0));
    CHECK(!EQ(fr[1], fr[7]));
    /* reals: bitwise */
    fr[1] = ld_box_real(1.5);
    fr[7] = ld_box_real(1.5);
    CHECK(EQ(fr[1], fr[7]));
    fr[7] = ld_box_real(2.5);
    CHECK(!EQ(fr[1], fr[7]));
    /* vectors */
    fr[1] = ld_vector_from_list(list(fr, 10));
    fr[7] = ld_vector_from_list(list(fr, 10));
    CHECK(EQ(fr[1], fr[7]));
    ld_frame_pop(fr);
    printf("equality ok\n");
}
