/* exit() called by C code (not the runtime) still flushes ML output. */
#include "rt_test.h"

void ld_program_main(void) {
    ld_print(S("printed by ML\n"));
    exit(4);
}
