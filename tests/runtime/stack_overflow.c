/* Unbounded native recursion: "Stack overflow" on stderr, status 2, and
 * output printed before is flushed. */
#include "rt_test.h"

static long depth_limit;

static long recurse(long n) {
    volatile char pad[64];
    pad[0] = (char)n;
    if (n == depth_limit) return pad[0];
    return recurse(n + 1) + pad[0];
}

void ld_program_main(void) {
    ld_print(S("before overflow\n"));
    depth_limit = -1 - (long)(ld_argc > 100); /* never reached */
    printf("%ld\n", recurse(0));
}
