/* Large objects freed by a major collection give their memory back: glibc
 * raises its mmap threshold once a big mapped block is freed, so the next
 * big strings come from the brk heap, and there (behind a live object that
 * keeps the heap's top) their pages stayed resident after the collection
 * freed them (runtime/heap.c, ld_large_release). */
#include "rt_test.h"

/* current resident set size in KiB (VmRSS), -1 if unknown */
static long rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    if (f != NULL) {
        while (fgets(line, sizeof line, f) != NULL)
            if (sscanf(line, "VmRSS: %ld kB", &kib) == 1) break;
        fclose(f);
    }
    return kib;
}

/* a 4 MiB string, every page written */
static ld_value big_string(void) {
    ld_value s = ld_string_alloc((size_t)4 << 20);
    memset(LD_STR_BYTES(s), 'x', (size_t)4 << 20);
    return s;
}

void ld_program_main(void) {
    ld_value *fr = ld_frame_push(3);
    fr[0] = big_string(); /* mapped by malloc; freeing it raises the threshold */
    fr[0] = LD_UNIT;
    ld_gc_collect(1);
    long before = rss_kib();
    fr[0] = big_string(); /* from the brk heap now */
    fr[1] = big_string();
    fr[2] = ld_array_make(LD_INT(20000), LD_INT(7)); /* 160 KB, above them, kept */
    fr[0] = fr[1] = LD_UNIT;
    ld_gc_collect(1);
    long after = rss_kib();
    CHECK(LD_UNTAG(LD_FIELD(fr[2], 19999)) == 7);
    if (before >= 0 && after - before >= 4096)
        fprintf(stderr, "resident: %ld KiB, then %ld KiB\n", before, after);
    CHECK(before < 0 || after - before < 4096);
    ld_frame_pop(fr);
    printf("large_release ok\n");
}
