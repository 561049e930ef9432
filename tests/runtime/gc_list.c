/* A large live linked list held in a shadow-stack slot while garbage
 * (short- and medium-lived) is churned; the list is verified afterwards. */
#include "rt_test.h"

void ld_program_main(void) {
    long n = gc_stress() ? 20000 : 1000000;
    long churn = gc_stress() ? 20000 : 3000000;
    /* fr[0] list, fr[1] ring (ARRAY of 1000), fr[2] scratch */
    ld_value *fr = ld_frame_push(3);
    fr[0] = LD_NIL;
    fr[1] = ld_array_make(LD_INT(1000), LD_UNIT);
    for (long i = 0; i < n; i++) {
        /* group: a boxed real + a 3-field cons-like cell [i, real, next] */
        ld_value *p = ld_alloc_group(8 * (2 + 4));
        p[0] = LD_HEADER(LD_REAL, 0, 1);
        ld_value r = LD_PTR_VALUE(p + 1);
        ld_real_set(r, 0, (double)i * 0.5);
        p[2] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 3);
        p[3] = LD_INT(i);
        p[4] = r;
        p[5] = fr[0];
        fr[0] = LD_PTR_VALUE(p + 3);
        /* short-lived garbage */
        p = ld_alloc_group(8 * 3);
        p[0] = LD_HEADER(LD_RECORD, 0, 2);
        p[1] = LD_INT(i);
        p[2] = fr[0];
        /* medium-lived: stored in the ring with the barrier */
        if (i % 7 == 0) store_barrier(fr[1], (uint64_t)(i % 1000), LD_PTR_VALUE(p + 1));
    }
    ld_gc_collect(1);
    for (long i = 0; i < churn; i++) {
        fr[2] = ld_string_from_c("garbage string of some length", 29);
        ld_value *p = ld_alloc_group(8 * 4);
        p[0] = LD_HEADER(LD_RECORD, 0, 3);
        p[1] = fr[2];
        p[2] = LD_INT(i);
        p[3] = fr[0];
        if (i % 5 == 0) store_barrier(fr[1], (uint64_t)(i % 1000), LD_PTR_VALUE(p + 1));
    }
    /* verify the list */
    long i = n - 1;
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 2), i--) {
        ld_value h = LD_HDR(c);
        CHECK(LD_KIND(h) == LD_RECORD && LD_TAG(h) == LD_TAG_CONS && LD_LEN(h) == 3);
        CHECK(LD_FIELD(c, 0) == LD_INT(i));
        CHECK(ld_real_get(LD_FIELD(c, 1)) == (double)i * 0.5);
    }
    CHECK(i == -1);
    /* verify the ring */
    for (long k = 0; k < 1000; k++) {
        ld_value g = LD_FIELD(fr[1], k);
        if (g == LD_UNIT) continue;
        CHECK(LD_LEN(LD_HDR(g)) == 2 || LD_LEN(LD_HDR(g)) == 3);
        if (LD_LEN(LD_HDR(g)) == 3) CHECK(str_is(LD_FIELD(g, 0), "garbage string of some length"));
        CHECK(LD_UNTAG(LD_FIELD(g, LD_LEN(LD_HDR(g)) - 2)) % 1000 == k);
    }
    ld_frame_pop(fr);
    printf("gc_list ok\n");
}
