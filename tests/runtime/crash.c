/* A genuine crash (not a stack overflow): the output printed before it is
 * kept, and the fault takes its default action (killed by SIGSEGV). */
#include "rt_test.h"

void ld_program_main(void) {
    ld_print(S("before crash\n"));
    volatile ld_value *bad = (ld_value *)(uintptr_t)(16 + (ld_argc > 1000));
    *bad = 1;
}
