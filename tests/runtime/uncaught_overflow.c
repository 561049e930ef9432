/* An uncaught built-in exception raised by a runtime primitive. */
#include "rt_test.h"

void ld_program_main(void) {
    ld_real_floor(1e300);
    if (ld_pending) return;
    ld_print(S("not reached\n"));
}
