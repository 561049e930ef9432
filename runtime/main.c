/*
 * main.c -- program entry: initialize the runtime, run ld_program_main on
 * the big stack, report an uncaught exception, exit.
 *
 * Every way out of the program goes through ld_terminate: the normal end,
 * ld_exit (OS.Process.exit and the like), an uncaught exception, "Out of
 * memory", "Stack overflow" (from the fault handler), and exit() called by
 * any C code (an atexit hook).  It writes what the program printed (the ML
 * output buffer, then C stdio) before its own message, so nothing printed
 * is lost and stdout comes first on a shared terminal.
 */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

LD_HIDDEN int ld_argc;
LD_HIDDEN char **ld_argv;
LD_HIDDEN int ld_exit_status;

static void write_err(const char *p, size_t n) {
    while (n) {
        ssize_t w = write(2, p, n);
        if (w <= 0) return; /* exiting anyway */
        p += w;
        n -= (size_t)w;
    }
}

_Noreturn void ld_terminate(int flags, int status, const char *msg,
                            const char *detail, size_t detail_len) {
    ld_flush_stdout();
    if (!(flags & LD_TERM_SIGNAL)) fflush(stdout);
    if (msg) {
        write_err(msg, strlen(msg));
        write_err(detail, detail_len);
        write_err("\n", 1);
    }
    if (flags & LD_TERM_SIGNAL) _exit(status);
    ld_gc_print_stats();
    exit(status); /* atexit handlers, e.g. of coverage or sanitizer tools */
}

_Noreturn void ld_exit(int status) { ld_terminate(0, status, NULL, NULL, 0); }

_Noreturn void ld_out_of_memory(void) {
    ld_terminate(0, 2, "Out of memory", NULL, 0);
}

/* exit() called by C code (a library, a test's check) flushes ML output */
static void flush_at_exit(void) { ld_flush_stdout(); }

/* the program's units, then (on the big stack, where ML code runs) the
 * top-level handler for an uncaught exception */
static void program(void) {
    ld_program_main();
    ld_apply_top_handler();
}

int main(int argc, char **argv) {
    ld_argc = argc;
    ld_argv = argv;
#ifdef __GLIBC__
    /* One malloc arena: the program thread would otherwise get its own,
     * reserving 64 MiB (128 MiB while aligning it) of address space, and
     * under RLIMIT_AS failing to, which turns each malloc into an mmap.
     * Only one thread runs at a time (main waits for the program's). */
    mallopt(M_ARENA_MAX, 1);
#endif
    ld_reserve_init();
    ld_io_init();
    atexit(flush_at_exit);
    ld_heap_init();
    ld_shadow_stack_init();
    ld_exn_init();
    ld_prims_init();
    ld_run_on_big_stack(program);
    ld_program_end();
}

_Noreturn void ld_program_end(void) {
    if (ld_pending) ld_report_uncaught(); /* does not return */
    ld_exit(ld_exit_status);
}
