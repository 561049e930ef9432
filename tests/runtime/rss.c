/* Peak RSS stays bounded (< 64 MiB) for a long allocation loop whose live
 * data stays under 8 MiB: a ring of 100,000 small records (~5 MB) is
 * overwritten continually while ~2 GB are allocated. */
#include "rt_test.h"

void ld_program_main(void) {
    long ring = 100000, total = 40 * 1000 * 1000;
    ld_value *fr = ld_frame_push(2);
    fr[0] = ld_array_make(LD_INT(ring), LD_UNIT); /* 800 KB: large object */
    for (long i = 0; i < total; i++) {
        /* a record with a boxed real and a small string */
        ld_value *p = ld_alloc_group(8 * (5 + 2 + 2));
        p[0] = LD_HEADER(LD_REAL, 0, 1);
        ld_real_set(LD_PTR_VALUE(p + 1), 0, (double)i);
        p[2] = LD_HEADER(LD_STRING, 0, 5);
        memcpy(p + 3, "abcde\0\0", 8);
        p[4] = LD_HEADER(LD_RECORD, 0, 4);
        p[5] = LD_INT(i);
        p[6] = LD_PTR_VALUE(p + 1);
        p[7] = LD_PTR_VALUE(p + 3);
        p[8] = LD_UNIT;
        if (i % 4 == 0) store_barrier(fr[0], (uint64_t)((i / 4) % ring), LD_PTR_VALUE(p + 5));
    }
    for (long k = 0; k < ring; k++) {
        ld_value r = LD_FIELD(fr[0], k);
        int64_t x = LD_UNTAG(LD_FIELD(r, 0));
        CHECK((x / 4) % ring == k && ld_real_get(LD_FIELD(r, 1)) == (double)x);
        CHECK(str_is(LD_FIELD(r, 2), "abcde"));
    }
    ld_frame_pop(fr);
    long rss = peak_rss_mib();
    if (rss >= 64) fprintf(stderr, "peak RSS %ld MiB\n", rss);
    CHECK(rss < 64);
    printf("rss ok\n");
}
