/* An uncaught Fail "done": stdout flushed, then on stderr
 * "unhandled exception: Fail: done", status 1. */
#include "rt_test.h"

static ld_value thrower(void) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = S("done");
    ld_raise_fail(fr[0]);
    ld_frame_pop(fr); /* return-flag protocol: pop the frame and return */
    return LD_UNIT;
}

void ld_program_main(void) {
    ld_print(S("printed before\n"));
    thrower();
    if (ld_pending) return; /* propagate */
    ld_print(S("not reached\n"));
}
