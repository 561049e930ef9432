/* The write barrier: old refs/arrays pointing at new objects keep them alive
 * across minor collections; duplicates are harmless. */
#include "rt_test.h"

static ld_value new_pair(ld_value a, ld_value b) {
    ld_value *fr = ld_frame_push(2);
    fr[0] = a;
    fr[1] = b;
    ld_value v = pair_from(fr, 0);
    ld_frame_pop(fr);
    return v;
}

void ld_program_main(void) {
    long rounds = gc_stress() ? 300 : 20000;
    /* fr[0] a ref, fr[1] an array of 64, fr[2] a large array */
    ld_value *fr = ld_frame_push(3);
    ld_value *p = ld_alloc_group(16);
    p[0] = LD_HEADER(LD_ARRAY, 0, 1);
    p[1] = LD_INT(0);
    fr[0] = LD_PTR_VALUE(p + 1);
    CHECK(LD_IN_NURSERY(fr[0]));
    fr[1] = ld_array_make(LD_INT(64), LD_INT(0));
    fr[2] = ld_array_make(LD_INT(20000), LD_INT(0)); /* large object */
    ld_gc_collect(0);
    CHECK(!LD_IN_NURSERY(fr[0]) && !LD_IN_NURSERY(fr[1]) && !LD_IN_NURSERY(fr[2]));

    for (long r = 0; r < rounds; r++) {
        /* r := (r, !r) -- a chain growing through the old ref */
        ld_value v = new_pair(LD_INT(r), LD_FIELD(fr[0], 0));
        CHECK(LD_IN_NURSERY(v) || gc_stress());
        store_barrier(fr[0], 0, v);
        for (int k = 0; k < 3; k++) store_barrier(fr[0], 0, v); /* duplicates */
        v = new_pair(LD_INT(r), LD_INT(-r));
        store_barrier(fr[1], (uint64_t)(r % 64), v);
        v = new_pair(LD_INT(r), LD_INT(2 * r));
        store_barrier(fr[2], (uint64_t)((r * 7919) % 20000), v);
        /* garbage to trigger minor collections */
        for (int k = 0; k < 50; k++) new_pair(LD_INT(k), LD_INT(k));
        if (r % 1000 == 999) ld_gc_collect(r % 3000 == 2999);
    }
    /* verify */
    long r = rounds - 1;
    for (ld_value c = LD_FIELD(fr[0], 0); c != LD_INT(0); c = LD_FIELD(c, 1), r--)
        CHECK(LD_FIELD(c, 0) == LD_INT(r));
    CHECK(r == -1);
    for (long k = 0; k < 64 && k < rounds; k++) {
        ld_value c = LD_FIELD(fr[1], k);
        int64_t x = LD_UNTAG(LD_FIELD(c, 0));
        CHECK(x % 64 == k && LD_FIELD(c, 1) == LD_INT(-x));
    }
    long seen = 0;
    for (long k = 0; k < 20000; k++) {
        ld_value c = LD_FIELD(fr[2], k);
        if (c == LD_INT(0)) continue;
        int64_t x = LD_UNTAG(LD_FIELD(c, 0));
        CHECK((x * 7919) % 20000 == k && LD_FIELD(c, 1) == LD_INT(2 * x));
        seen++;
    }
    CHECK(seen > 0);
    /* many stores to the same slot between collections */
    ld_value v = new_pair(LD_INT(1), LD_INT(2));
    for (long k = 0; k < 1000000; k++) store_barrier(fr[1], 0, v);
    ld_frame_pop(fr);
    printf("barrier ok\n");
}
