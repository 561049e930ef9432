/* The write barrier's bounded slow path: fresh (nursery) objects stored many
 * times into every slot of old arrays -- a large one (card table), a small
 * one in the old space (remembered-slot bitmap), a ref -- survive minor and
 * major collections; ld_remember(slot) (no object at hand) also works for a
 * large array.  Values are boxed reals, as Array.modify on a real array. */
#include "rt_test.h"

static ld_value box(double d) {
    ld_value *p = ld_alloc_group(16);
    p[0] = LD_HEADER(LD_REAL, 0, 1);
    ld_real_set(LD_PTR_VALUE(p + 1), 0, d);
    return LD_PTR_VALUE(p + 1);
}

#define BIG 50000   /* > LD_LARGE_OBJECT_BYTES: a large object */
#define SMALL 1000  /* old space */

void ld_program_main(void) {
    int stress = gc_stress();
    long passes = stress ? 3 : 60;
    ld_value *fr = ld_frame_push(4);
    fr[0] = ld_array_make(LD_INT(BIG), LD_UNIT);
    fr[1] = ld_array_make(LD_INT(SMALL), LD_UNIT);
    fr[2] = ld_array_make(LD_INT(1), LD_UNIT); /* a ref */
    fr[3] = ld_array_make(LD_INT(BIG), LD_UNIT); /* large, via ld_remember */
    ld_gc_collect(0);
    CHECK(!LD_IN_NURSERY(fr[1]) && !LD_IN_NURSERY(fr[2]));
    for (long k = 0; k < passes; k++) {
        for (long i = 0; i < BIG; i++) {
            /* the same slot several times between collections */
            for (int rep = 0; rep < 2; rep++)
                store_barrier(fr[0], (uint64_t)i, box((double)(k * BIG + i)));
            ld_value v = box((double)(-k * BIG - i));
            ld_value *slot = &LD_FIELDS(fr[3])[i];
            *slot = v;
            if (LD_IN_NURSERY(v)) ld_remember(slot);
            if (i % SMALL == (k % SMALL)) /* sparse stores: a few cards only */
                store_barrier(fr[1], (uint64_t)(i % SMALL), box((double)i));
            store_barrier(fr[1], (uint64_t)((i * 7) % SMALL), box((double)(i * 7)));
            store_barrier(fr[2], 0, box((double)i));
        }
        if (k % 7 == 3) ld_gc_collect(k % 14 == 3);
        for (long i = 0; i < BIG; i++) {
            CHECK(ld_real_get(LD_FIELD(fr[0], i)) == (double)(k * BIG + i));
            CHECK(ld_real_get(LD_FIELD(fr[3], i)) == (double)(-k * BIG - i));
        }
        for (long j = 0; j < SMALL; j++) {
            double d = ld_real_get(LD_FIELD(fr[1], j));
            CHECK((long)d % SMALL == j || ((long)d % 7 == 0 && ((long)d) % SMALL == j));
        }
        CHECK(ld_real_get(LD_FIELD(fr[2], 0)) == (double)(BIG - 1));
    }
    /* old large arrays written sparsely, across many minor collections */
    for (long r = 0; r < (stress ? 200 : 20000); r++) {
        long i = (r * 7919) % BIG;
        store_barrier(fr[0], (uint64_t)i, box((double)r));
        for (int g = 0; g < 40; g++) box(0.0); /* garbage */
        CHECK(ld_real_get(LD_FIELD(fr[0], i)) == (double)r);
    }
    ld_gc_collect(1);
    ld_frame_pop(fr);
    printf("barrier_cards ok\n");
}
