/* The heap checker (LDRIVER_GC_VERIFY=1) stops at a global root registered
 * twice: mark-compact would update it twice and so move it to another
 * object (the bug behind HaMLet's crashes, where the driver ran a unit
 * twice). */
#include "rt_test.h"

static ld_value g_pair = LD_UNIT;

void ld_program_main(void) {
    ld_register_global_root(&g_pair);
    ld_register_global_root(&g_pair);
    ld_value *p = ld_alloc_group(24);
    p[0] = LD_HEADER(LD_RECORD, 0, 2);
    p[1] = p[2] = LD_INT(1);
    g_pair = LD_PTR_VALUE(p + 1);
    ld_gc_collect(1);
    printf("not reached\n");
}
