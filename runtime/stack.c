/*
 * stack.c -- the shadow stack of roots, the big native stack the ML program
 * runs on, and stack-overflow detection for both.
 *
 * Shadow stack: LD_SHADOW_STACK_SLOTS words reserved with mmap (committed
 * lazily), followed by an LD_SHADOW_GUARD_BYTES PROT_NONE guard.
 * Native stack: 1 GiB reserved with mmap, with a PROT_NONE guard of
 * NATIVE_GUARD bytes at its low end; the program runs on it in a pthread.
 * A SIGSEGV/SIGBUS handler on an alternate signal stack recognizes a fault
 * in either guard, flushes ML output, prints "Stack overflow" and exits 2.
 */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

LD_HIDDEN ld_value *ld_sstop;
LD_HIDDEN ld_value *ld_sstack_base;

#define NATIVE_STACK ((size_t)1 << 30)
#define NATIVE_GUARD ((size_t)64 << 20)
#define ALT_STACK ((size_t)64 << 10)

static uintptr_t sguard_lo, sguard_hi; /* shadow-stack guard */
static uintptr_t nguard_lo, nguard_hi; /* native-stack guard */


static void *reserve(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) ld_out_of_memory();
    return p;
}

static void guard(void *p, size_t bytes) {
    if (mprotect(p, bytes, PROT_NONE) != 0) ld_out_of_memory();
}

void ld_shadow_stack_init(void) {
    size_t bytes = LD_SHADOW_STACK_SLOTS * sizeof(ld_value);
    char *p = reserve(bytes + LD_SHADOW_GUARD_BYTES);
    guard(p + bytes, LD_SHADOW_GUARD_BYTES);
    sguard_lo = (uintptr_t)(p + bytes);
    sguard_hi = sguard_lo + LD_SHADOW_GUARD_BYTES;
    ld_sstack_base = ld_sstop = (ld_value *)(void *)p;
}

static void on_fault(int sig, siginfo_t *info, void *uctx) {
    (void)uctx;
    uintptr_t a = (uintptr_t)info->si_addr;
    if ((a >= sguard_lo && a < sguard_hi) || (a >= nguard_lo && a < nguard_hi)) {
        ld_io_flush_unsafe();
        static const char msg[] = "Stack overflow\n";
        if (write(2, msg, sizeof msg - 1) < 0) { /* exiting anyway */ }
        _exit(2);
    }
    /* a genuine crash: let the default action happen when we return */
    signal(sig, SIG_DFL);
}

static void install_handler(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
}

static void install_altstack(void) {
    stack_t ss;
    ss.ss_sp = malloc(ALT_STACK);
    if (!ss.ss_sp) ld_out_of_memory();
    ss.ss_size = ALT_STACK;
    ss.ss_flags = 0;
    sigaltstack(&ss, NULL);
}

static void *thread_main(void *arg) {
    void (*fn)(void);
    memcpy(&fn, arg, sizeof fn);
    install_altstack();
    fn();
    return NULL;
}

void ld_run_on_big_stack(void (*fn)(void)) {
    char *p = reserve(NATIVE_STACK + NATIVE_GUARD);
    guard(p, NATIVE_GUARD);
    nguard_lo = (uintptr_t)p;
    nguard_hi = nguard_lo + NATIVE_GUARD;
    install_altstack();
    install_handler();

    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) != 0 ||
        pthread_attr_setstack(&attr, p + NATIVE_GUARD, NATIVE_STACK) != 0 ||
        pthread_create(&th, &attr, thread_main, &fn) != 0) {
        /* no thread: run on the ordinary stack */
        fn();
        return;
    }
    pthread_join(th, NULL);
    pthread_attr_destroy(&attr);
}
