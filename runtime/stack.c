/*
 * stack.c -- the shadow stack of roots, the big native stack the ML program
 * runs on, and stack-overflow detection for both.
 *
 * Sizes.  The native stack is 1 GiB, or the soft RLIMIT_STACK when that is
 * larger (a smaller RLIMIT_STACK does not shrink it: ML code needs deep
 * recursion, and this stack is not the one the limit governs); the shadow
 * stack is half of that (LD_SHADOW_STACK_SLOTS words by default).  Under an
 * address-space or data limit (reserve.c) they get at most a third and a
 * twelfth of the budget (a native frame takes several times the words of
 * its shadow frame), and smaller still if the system refuses (halving,
 * down to a floor), so that a small program runs under a small `ulimit -v`
 * and deep recursion still ends in "Stack overflow".
 *
 * Shadow stack: reserved with mmap (committed lazily), followed by an
 * LD_SHADOW_GUARD_BYTES PROT_NONE guard.  Native stack: reserved with mmap,
 * with a PROT_NONE guard at its low end (64 MiB for a 1 GiB stack, 1/16 of
 * a smaller one); the program runs on it in a pthread.  A SIGSEGV/SIGBUS
 * handler on an alternate signal stack recognizes a fault in either guard
 * and ends the program with "Stack overflow", status 2 (ld_terminate, which
 * flushes ML output first); any other fault flushes ML output and then
 * takes its default action (a crash, with a core dump where enabled).
 *
 * Clean pages.  A deep stack would cost every minor collection its whole
 * depth, though only the frames that ran since the last collection can hold
 * nursery pointers.  So after a collection the shadow stack's whole pages
 * below ld_sstop are write-protected (they are clean: scanned, and every
 * nursery pointer in them forwarded); the first write into one faults, and
 * the handler unprotects from that page up, which is then dirty again.  A
 * minor collection scans only the dirty part; a major one, which rewrites
 * every slot, unprotects everything first.  Nothing is protected until the
 * fault handler is installed, nor once a second thread exists (thread.c):
 * the collector then writes into the stacks of suspended threads.  The
 * fault handler also recognizes the guards of those threads' stacks.  Once
 * the program runs, the main thread blocks the asynchronous signals, so that
 * they arrive on the program's thread, where their ML handlers run.
 */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

LD_HIDDEN ld_value *ld_sstop;
LD_HIDDEN ld_value *ld_sstack_base;

#define NATIVE_STACK ((size_t)1 << 30)
#define NATIVE_STACK_MAX ((size_t)1 << 36)
#define NATIVE_STACK_MIN ((size_t)1 << 20)
#define NATIVE_GUARD_MAX ((size_t)64 << 20)
#define NATIVE_GUARD_MIN ((size_t)256 << 10)
#define SHADOW_STACK_MIN ((size_t)1 << 20)
#define ALT_STACK ((size_t)64 << 10)

static uintptr_t sguard_lo, sguard_hi; /* shadow-stack guard */
static uintptr_t nguard_lo, nguard_hi; /* native-stack guard */
/* [ld_sstack_base, clean_hi) is clean and write-protected (page-aligned);
 * written by the fault handler, hence volatile */
static char *volatile clean_hi;
/* the page size - 1 once the fault handler is installed; 0 before, when
 * nothing is protected */
static uintptr_t page_mask;
/* a second thread exists (thread.c): nothing is protected any more */
static bool protection_off;

/* Static alternate signal stacks: no malloc, so the program thread never
 * gets a malloc arena of its own just for this. */
static _Alignas(16) char alt_main[ALT_STACK], alt_program[ALT_STACK];

/* The native stack size wanted before any address-space limit. */
static size_t native_stack_wanted(void) {
    size_t want = NATIVE_STACK;
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
        rl.rlim_cur > (rlim_t)want)
        want = rl.rlim_cur > (rlim_t)NATIVE_STACK_MAX ? NATIVE_STACK_MAX
                                                      : (size_t)rl.rlim_cur;
    return want;
}

/* min(want, budget / part), at least `least` */
static size_t share(size_t want, size_t part, size_t least) {
    size_t b = ld_reserve_budget();
    if (b != SIZE_MAX && want > b / part) want = b / part;
    return want < least ? least : want;
}

void ld_shadow_stack_init(void) {
    size_t bytes = share(native_stack_wanted() / 2, 12, SHADOW_STACK_MIN);
    char *p = ld_map_stack(&bytes, SHADOW_STACK_MIN, LD_SHADOW_GUARD_BYTES, false);
    sguard_lo = (uintptr_t)(p + bytes);
    sguard_hi = sguard_lo + LD_SHADOW_GUARD_BYTES;
    ld_sstack_base = ld_sstop = (ld_value *)(void *)p;
    clean_hi = p;
}

ld_value *ld_stack_dirty(void) { return protection_off ? ld_sstack_base : (ld_value *)(void *)clean_hi; }

void ld_stack_scanned(void) {
    if (!page_mask || protection_off) return;
    char *hi = (char *)((uintptr_t)ld_sstop & ~page_mask);
    if (hi > clean_hi && mprotect(clean_hi, (size_t)(hi - clean_hi), PROT_READ) == 0) clean_hi = hi;
}

void ld_stack_unprotect(void) {
    if (protection_off) return;
    char *base = (char *)ld_sstack_base;
    if (clean_hi == base) return;
    if (mprotect(base, (size_t)(clean_hi - base), PROT_READ | PROT_WRITE) != 0) abort();
    clean_hi = base;
}

/* Called on the program's stack before it has switched threads: the clean
 * part is the program stack's. */
void ld_stack_protection_off(void) {
    if (protection_off) return;
    ld_stack_unprotect();
    protection_off = true;
}

static void on_fault(int sig, siginfo_t *info, void *uctx) {
    (void)uctx;
    uintptr_t a = (uintptr_t)info->si_addr;
    char *hi = clean_hi;
    if (!protection_off && a >= (uintptr_t)ld_sstack_base && a < (uintptr_t)hi) {
        /* a write into the clean part: dirty from its page up, then retry */
        char *page = (char *)(a & ~page_mask);
        if (mprotect(page, (size_t)(hi - page), PROT_READ | PROT_WRITE) == 0) {
            clean_hi = page;
            ld_heap.stack_faults++;
            return;
        }
    }
    if ((a >= sguard_lo && a < sguard_hi) || (a >= nguard_lo && a < nguard_hi) || ld_thread_in_guard(a))
        ld_terminate(LD_TERM_SIGNAL, 2, "Stack overflow", NULL, 0);
    /* a genuine crash: keep what the program printed (write(2) only), then
     * let the default action happen when we return */
    ld_flush_stdout();
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
    long page = sysconf(_SC_PAGESIZE);
    page_mask = (uintptr_t)(page > 0 ? page : 4096) - 1;
}

static void install_altstack(char *mem) {
    stack_t ss;
    ss.ss_sp = mem;
    ss.ss_size = ALT_STACK;
    ss.ss_flags = 0;
    sigaltstack(&ss, NULL);
}

static void *thread_main(void *arg) {
    void (*fn)(void);
    memcpy(&fn, arg, sizeof fn);
    install_altstack(alt_program);
    fn();
    /* A child the program forked has only this thread: no main thread is
     * waiting to end the program, so end it here. */
    if (ld_forked_child) ld_program_end();
    return NULL;
}

static const int synchronous[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS};

void ld_run_on_big_stack(void (*fn)(void)) {
    size_t bytes = share(native_stack_wanted(), 3, NATIVE_STACK_MIN);
    size_t guard = bytes / 16;
    if (guard > NATIVE_GUARD_MAX) guard = NATIVE_GUARD_MAX;
    if (guard < NATIVE_GUARD_MIN) guard = NATIVE_GUARD_MIN;
    guard &= ~(NATIVE_GUARD_MIN - 1); /* a whole number of pages */
    char *p = ld_map_stack(&bytes, NATIVE_STACK_MIN, guard, true);
    nguard_lo = (uintptr_t)p - guard;
    nguard_hi = (uintptr_t)p;
    install_altstack(alt_main);
    install_handler();

    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) != 0 ||
        pthread_attr_setstack(&attr, p, bytes) != 0 ||
        pthread_create(&th, &attr, thread_main, &fn) != 0) {
        /* no thread: run on the ordinary stack */
        fn();
        return;
    }
    /* Asynchronous signals go to the program's thread, whose ML handlers
     * run there (thread.c); the faults stay with the thread that makes them. */
    sigset_t async;
    sigfillset(&async);
    for (size_t i = 0; i < sizeof synchronous / sizeof synchronous[0]; i++) sigdelset(&async, synchronous[i]);
    pthread_sigmask(SIG_BLOCK, &async, NULL);
    pthread_join(th, NULL);
    pthread_attr_destroy(&attr);
}
