/*
 * main.c -- program entry: initialize the runtime, run ld_program_main on
 * the big stack, report an uncaught exception, exit.
 */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>

LD_HIDDEN int ld_argc;
LD_HIDDEN char **ld_argv;
LD_HIDDEN int ld_exit_status;

_Noreturn void ld_exit(int status) {
    ld_flush_stdout();
    fflush(stdout);
    ld_gc_print_stats();
    exit(status);
}

int main(int argc, char **argv) {
    ld_argc = argc;
    ld_argv = argv;
    ld_io_init();
    ld_heap_init();
    ld_shadow_stack_init();
    ld_exn_init();
    ld_prims_init();
    ld_run_on_big_stack(ld_program_main);
    ld_flush_stdout();
    if (ld_pending) {
        ld_report_uncaught();
        ld_exit(1);
    }
    ld_exit(ld_exit_status);
}
