/* 1,000,000 nested native calls, each with a shadow-stack frame holding a
 * heap object across an allocation, succeed on the big stack. */
#include "rt_test.h"

static ld_value build(long n) {
    /* fun build 0 = nil | build n = n :: build (n-1), non-tail */
    if (n == 0) return LD_NIL;
    ld_value *fr = ld_frame_push(2);
    ld_value *p = ld_alloc_group(16);
    p[0] = LD_HEADER(LD_REAL, 0, 1);
    fr[0] = LD_PTR_VALUE(p + 1);
    ld_real_set(fr[0], 0, (double)n);
    ld_value tl = build(n - 1);
    if (ld_pending) {
        ld_frame_pop(fr);
        return LD_UNIT;
    }
    fr[1] = tl; /* live across the allocation */
    p = ld_alloc_group(24);
    p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
    p[1] = LD_INT((int64_t)ld_real_get(fr[0]));
    p[2] = fr[1];
    ld_frame_pop(fr);
    return LD_PTR_VALUE(p + 1);
}

void ld_program_main(void) {
    long n = gc_stress() ? 3000 : 1000000;
    ld_value *fr = ld_frame_push(1);
    fr[0] = build(n);
    long i = n; /* build n = [n, n-1, ..., 1] */
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 1), i--)
        CHECK(LD_FIELD(c, 0) == LD_INT(i));
    CHECK(i == 0);
    ld_frame_pop(fr);
    printf("deep_recursion ok\n");
}
