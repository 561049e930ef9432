/* Large objects: allocated outside the nursery, never moved, scanned,
 * freed when dead (peak RSS stays bounded). */
#include "rt_test.h"

void ld_program_main(void) {
    long rounds = gc_stress() ? 200 : 3000;
    /* fr[0] large string, fr[1] large array, fr[2] large vector, fr[3] list */
    ld_value *fr = ld_frame_push(5);
    fr[0] = ld_alloc_large(LD_STRING, 0, 100000);
    CHECK(!LD_IN_NURSERY(fr[0]) && LD_STR_LEN(fr[0]) == 100000);
    memset(LD_STR_BYTES(fr[0]), 'x', 100000);
    CHECK(LD_STR_BYTES(fr[0])[100000] == 0);
    fr[1] = ld_array_make(LD_INT(50000), LD_INT(3));
    CHECK(LD_LEN(LD_HDR(fr[1])) == 50000 && LD_FIELD(fr[1], 49999) == LD_INT(3));
    /* a list of 20000 strings -> a large vector */
    fr[3] = LD_NIL;
    for (int i = 0; i < 20000; i++) {
        fr[4] = ld_string_from_c("abc", 3);
        LD_STR_BYTES(fr[4])[0] = (char)('a' + i % 26);
        ld_value *p = ld_alloc_group(24);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[1] = fr[4];
        p[2] = fr[3];
        fr[3] = LD_PTR_VALUE(p + 1);
    }
    fr[2] = ld_vector_from_list(fr[3]);
    fr[3] = LD_NIL;
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_RECORD && LD_LEN(LD_HDR(fr[2])) == 20000);
    /* the fresh large vector holds nursery pointers (no barrier) */
    ld_value s0 = fr[0], a0 = fr[1], v0 = fr[2];
    ld_gc_collect(0);
    ld_gc_collect(1);
    CHECK(fr[0] == s0 && fr[1] == a0 && fr[2] == v0); /* not moved */
    for (int i = 0; i < 20000; i++) {
        ld_value s = LD_FIELD(fr[2], i);
        CHECK(LD_STR_LEN(s) == 3 && LD_STR_BYTES(s)[0] == (char)('a' + (19999 - i) % 26));
    }
    /* churn 1 MiB objects, keeping only the last one */
    for (long r = 0; r < rounds; r++) {
        fr[4] = ld_alloc(LD_BYTES, 0, 1 << 20);
        LD_STR_BYTES(fr[4])[r % (1 << 20)] = 1;
        ld_value e = ld_alloc(LD_RECORD, 0, 10000);
        LD_FIELD(e, 0) = fr[4];
    }
    for (int i = 0; i < 100000; i++) CHECK(LD_STR_BYTES(fr[0])[i] == 'x');
    CHECK(LD_FIELD(fr[1], 123) == LD_INT(3));
    long rss = peak_rss_mib();
    if (rss > 200) {
        fprintf(stderr, "peak RSS %ld MiB\n", rss);
        CHECK(rss <= 200);
    }
    ld_frame_pop(fr);
    printf("large ok\n");
}
