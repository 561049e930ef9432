/* ld_exit (OS.Process.exit) from deep inside the program: the buffered
 * output is flushed and the status is the one given. */
#include "rt_test.h"

static void deep(int n) {
    if (n == 0) {
        ld_print(S("before exit\n"));
        if (ld_argc > 0) ld_exit(5); /* always */
        return;
    }
    ld_value *fr = ld_frame_push(1);
    deep(n - 1);
    ld_frame_pop(fr);
}

void ld_program_main(void) {
    ld_print(S("first\n"));
    deep(1000);
    ld_print(S("not reached\n"));
}
