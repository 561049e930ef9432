/* Global roots: top-level bindings in static storage. */
#include "rt_test.h"

static ld_value g_list = LD_NIL;
static ld_value g_string = LD_UNIT;
static ld_value g_unused = LD_INT(5);

void ld_program_main(void) {
    long n = gc_stress() ? 2000 : 200000;
    ld_register_global_root(&g_list);
    ld_register_global_root(&g_string);
    ld_register_global_root(&g_unused);
    g_string = S("a global string");
    for (long i = 0; i < n; i++) {
        ld_value *p = ld_alloc_group(24);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[1] = LD_INT(i);
        p[2] = g_list;
        g_list = LD_PTR_VALUE(p + 1); /* no barrier for global slots */
        p = ld_alloc_group(24);       /* garbage */
        p[0] = LD_HEADER(LD_RECORD, 0, 2);
        p[1] = p[2] = LD_INT(0);
    }
    ld_gc_collect(1);
    ld_gc_collect(0);
    long i = n - 1;
    for (ld_value c = g_list; c != LD_NIL; c = LD_FIELD(c, 1), i--)
        CHECK(LD_FIELD(c, 0) == LD_INT(i));
    CHECK(i == -1);
    CHECK(str_is(g_string, "a global string"));
    CHECK(g_unused == LD_INT(5));
    printf("globals ok\n");
}
