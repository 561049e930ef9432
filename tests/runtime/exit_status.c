/* ld_exit_status is the exit status; LDRIVER_GC_STATS prints statistics. */
#include "rt_test.h"

void ld_program_main(void) {
    for (int i = 0; i < 100000; i++) ld_alloc(LD_RECORD, 0, 10);
    ld_exit_status = 7;
}
