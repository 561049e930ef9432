/* Unbounded recursion with big shadow-stack frames overflows the shadow
 * stack (before the native one): "Stack overflow", status 2. */
#include "rt_test.h"

static long depth_limit;

static long recurse(long n) {
    ld_value *fr = ld_frame_push(512);
    fr[0] = LD_INT(n);
    if (n == depth_limit) return 0;
    long r = recurse(n + 1);
    ld_frame_pop(fr);
    return r + 1;
}

void ld_program_main(void) {
    depth_limit = -1 - (long)(ld_argc > 100);
    printf("%ld\n", recurse(0));
}
