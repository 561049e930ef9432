/* Growing live data past LDRIVER_MAX_HEAP: "Out of memory", status 2, and
 * output printed before (still in the output buffer) is flushed first. */
#include "rt_test.h"

void ld_program_main(void) {
    ld_print(S("before oom\n"));
    ld_value *fr = ld_frame_push(1);
    fr[0] = LD_NIL;
    for (;;) {
        ld_value *p = ld_alloc_group(8 * 9);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 8);
        for (int i = 1; i < 8; i++) p[i] = LD_INT(i);
        p[8] = fr[0];
        fr[0] = LD_PTR_VALUE(p + 1);
    }
}
