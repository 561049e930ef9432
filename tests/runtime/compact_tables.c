/* The mark-compact's tables (gc.c, place_tables) live in the empty nursery
 * when they fit (an old space up to 32 nurseries) and in a mapping of their
 * own beyond: with a fixed 1 MiB nursery (CASES sets LDRIVER_NURSERY) a
 * 48 MB list takes the mapping, a 3 MB suffix of it the nursery again, and
 * growing it back the mapping; garbage between the cells makes every
 * compaction move them. */
#include "rt_test.h"

/* cons [i, next] onto fr[0], with a garbage pair allocated before it */
static void push_cells(ld_value *fr, long from, long to) {
    for (long i = from; i < to; i++) {
        ld_value *p = ld_alloc_group(8 * (3 + 3));
        p[0] = LD_HEADER(LD_RECORD, 0, 2); /* garbage */
        p[1] = LD_INT(-i);
        p[2] = fr[0];
        p[3] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[4] = LD_INT(i);
        p[5] = fr[0];
        fr[0] = LD_PTR_VALUE(p + 4);
    }
}

/* the list in fr[0] is to - 1, to - 2, ..., 0 */
static void check_list(ld_value list, long to) {
    long i = to - 1;
    for (ld_value c = list; c != LD_NIL; c = LD_FIELD(c, 1), i--) {
        CHECK(LD_KIND(LD_HDR(c)) == LD_RECORD && LD_LEN(LD_HDR(c)) == 2);
        CHECK(LD_FIELD(c, 0) == LD_INT(i));
    }
    CHECK(i == -1);
}

void ld_program_main(void) {
    long big = 2000000, small = 120000;
    ld_value *fr = ld_frame_push(1);
    fr[0] = LD_NIL;
    push_cells(fr, 0, big); /* 48 MB live: the tables take a mapping */
    ld_gc_collect(1);
    check_list(fr[0], big);
    ld_value c = fr[0];
    for (long i = big; i > small; i--) c = LD_FIELD(c, 1);
    fr[0] = c; /* the oldest cells: 2.9 MB, tables in the nursery */
    ld_gc_collect(1);
    check_list(fr[0], small);
    push_cells(fr, small, big); /* back to the mapping */
    ld_gc_collect(1);
    check_list(fr[0], big);
    ld_frame_pop(fr);
    printf("compact_tables ok\n");
}
