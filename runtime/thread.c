/*
 * thread.c -- MLton.Thread's stacks and switches, and the signals whose ML
 * handlers MLton.Signal installs (stdlib/basis/mlton_thread.sml is the ML
 * side of both).
 *
 * Threads.  Thread 0 is the program (ld_program_main on the big stack,
 * stack.c); every other one is made by ld_thread_new and has a native stack
 * and a shadow-stack segment of its own, each mapped with a guard
 * (ld_map_stack), and runs the closure it was made with (slot 0 of its
 * shadow stack, so the collector keeps it and updates it).  A switch saves
 * the current native context (ucontext) and the shadow-stack registers
 * (ld_sstack_base, ld_sstop) and loads the target's.  The collector scans
 * the shadow stack of every thread that is not running (ld_thread_stacks);
 * generated code treats a switch as a call that may collect, so every live
 * pointer of a suspended thread is in its frames.  Once a second thread
 * exists the shadow stack's clean-page protection is off (stack.c): the
 * collector writes into suspended stacks, and a minor collection scans them
 * whole.
 *
 * A thread ends only by switching away (MLton's rule: its function must not
 * return), and whether it will be switched to again is known only to the
 * collector, which has no weak references to thread objects; so a thread's
 * stacks are kept, except those of a thread that says it is done (FINISH:
 * SMLofNJ.Cont's, whose function returned), freed by the thread it switches
 * to, and its id reused.  A program that makes MLton threads without bound
 * (a TimeLimit.timeLimit per iteration of a loop) keeps about 10 KB per
 * thread ever made (30000 timeLimit calls: 290 MB resident).  The closure a thread runs is called through the
 * C-callable `apply` the code generator emits beside each use of the
 * thread_new primitive (compiler/llvm/primitives.py).  If the function returns
 * the program ends ("a thread's function returned"); if it raises, the
 * exception goes where an uncaught one at top level does (MLton.Exn's
 * top-level handler, else the report).
 *
 * Signals.  The C handler only marks the signal pending and lowers the
 * allocation limit (ld_hlimit = NULL), so the next allocation of the running
 * ML code enters ld_gc_alloc (heap.c), which calls ld_signal_deliver: unless
 * a critical section (atomic state > 0) or the handler thread itself is
 * running, that switches to the handler thread (registered by the ML side),
 * which runs the ML handlers and switches to the thread they return; the
 * interrupted thread, when it is switched to again, continues inside
 * ld_gc_alloc.  A loop that does not allocate is not interrupted.  Signals
 * arriving while delivery must wait stay pending and are delivered at the
 * end of the critical section (ld_thread_op ATOMIC_END) or when the handler
 * thread switches away.  The main pthread blocks the asynchronous signals
 * once the program's is running (stack.c), so they arrive on the program's.
 */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <ucontext.h>

#define THREAD_NATIVE_STACK ((size_t)64 << 20)
#define THREAD_NATIVE_GUARD ((size_t)1 << 20)
#define THREAD_SHADOW_STACK ((size_t)16 << 20)
#define THREAD_STACK_MIN ((size_t)256 << 10)

typedef struct {
    ucontext_t ctx;
    char *native_map, *shadow_map;  /* its mappings (NULL for the program) */
    size_t native_len, shadow_len;
    ld_value *sbase, *stop;         /* its shadow stack while suspended */
    uintptr_t nguard_lo, nguard_hi; /* its native stack's guard */
    uintptr_t sguard_lo, sguard_hi; /* its shadow stack's guard */
} thread;

static thread **threads; /* by id; [0] is the program; NULL: a freed id */
static size_t n_threads, cap_threads;
static size_t current;
static ld_value (*apply_closure)(ld_value, ld_value);

/* signals */
static volatile sig_atomic_t sig_pending[NSIG];
LD_HIDDEN volatile sig_atomic_t ld_signal_flag;
static long atomic_state;
static size_t handler_thread = SIZE_MAX; /* none yet */
static size_t interrupted;               /* the thread the last delivery interrupted */
static size_t finished = SIZE_MAX;       /* a thread to free once another runs */
#define SPARE_MAX 16
static thread *spare[SPARE_MAX];         /* freed threads whose stacks are kept */
static size_t n_spare;

static thread *program_thread(void) {
    if (!threads) {
        cap_threads = 8;
        threads = calloc(cap_threads, sizeof *threads);
        thread *t = calloc(1, sizeof *t);
        if (!threads || !t) ld_out_of_memory();
        threads[0] = t;
        n_threads = 1;
    }
    return threads[0];
}

size_t ld_thread_stacks(void) { return threads ? n_threads : 0; }

bool ld_thread_stack(size_t i, ld_value **lo, ld_value **hi) {
    if (i == current || !threads[i]) return false;
    *lo = threads[i]->sbase;
    *hi = threads[i]->stop;
    return true;
}

bool ld_thread_in_guard(uintptr_t a) {
    for (size_t i = 1; i < n_threads; i++) {
        thread *t = threads[i];
        if (t && ((a >= t->nguard_lo && a < t->nguard_hi) || (a >= t->sguard_lo && a < t->sguard_hi))) return true;
    }
    return false;
}

/* Free the stacks of the thread that finished by switching to this one;
 * the last few are kept for the next threads (a callcc per iteration of a
 * loop then maps nothing). */
static void reap(void) {
    if (finished == SIZE_MAX) return;
    thread *t = threads[finished];
    threads[finished] = NULL;
    finished = SIZE_MAX;
    if (n_spare < SPARE_MAX) {
        spare[n_spare++] = t;
        return;
    }
    munmap(t->native_map, t->native_len);
    munmap(t->shadow_map, t->shadow_len);
    free(t);
}

static void thread_start(void) {
    reap();
    ld_value clo = ld_sstack_base[0];
    ld_value r = apply_closure(clo, LD_UNIT);
    if (r == 0 && ld_pending) {
        /* as at top level: MLton.Exn's handler, else the report */
        ld_apply_top_handler();
        ld_report_uncaught();
    }
    ld_terminate(0, 1, "MLton.Thread: a thread's function returned "
                 "(it must end by switching to another thread or exiting)", NULL, 0);
}

/* A thread record with fresh stacks. */
static thread *new_stacks(void) {
    thread *t = calloc(1, sizeof *t);
    if (!t) ld_out_of_memory();
    size_t nbytes = THREAD_NATIVE_STACK, sbytes = THREAD_SHADOW_STACK;
    char *native = ld_map_stack(&nbytes, THREAD_STACK_MIN, THREAD_NATIVE_GUARD, true);
    char *shadow = ld_map_stack(&sbytes, THREAD_STACK_MIN, LD_SHADOW_GUARD_BYTES, false);
    t->native_map = native - THREAD_NATIVE_GUARD;
    t->native_len = nbytes + THREAD_NATIVE_GUARD;
    t->shadow_map = shadow;
    t->shadow_len = sbytes + LD_SHADOW_GUARD_BYTES;
    t->nguard_lo = (uintptr_t)native - THREAD_NATIVE_GUARD;
    t->nguard_hi = (uintptr_t)native;
    t->sguard_lo = (uintptr_t)(shadow + sbytes);
    t->sguard_hi = t->sguard_lo + LD_SHADOW_GUARD_BYTES;
    return t;
}

ld_value ld_thread_new(ld_value clo, ld_value (*apply)(ld_value, ld_value)) {
    program_thread();
    apply_closure = apply;
    size_t id = 1;
    while (id < n_threads && threads[id]) id++;
    if (id == cap_threads) {
        thread **grown = realloc(threads, 2 * cap_threads * sizeof *threads);
        if (!grown) ld_out_of_memory();
        threads = grown;
        cap_threads *= 2;
    }
    /* volatile: live across getcontext, which GCC treats as returning twice */
    thread *volatile t = n_spare ? spare[--n_spare] : new_stacks();
    t->sbase = (ld_value *)(void *)t->shadow_map;
    t->sbase[0] = clo;
    t->stop = t->sbase + 1;
    if (getcontext(&t->ctx) != 0) ld_out_of_memory();
    t->ctx.uc_stack.ss_sp = (void *)t->nguard_hi;
    t->ctx.uc_stack.ss_size = t->native_len - THREAD_NATIVE_GUARD;
    t->ctx.uc_link = NULL;
    makecontext(&t->ctx, thread_start, 0);
    /* the collector now writes into stacks that are not running */
    ld_stack_protection_off();
    threads[id] = t;
    if (id == n_threads) n_threads++;
    return LD_INT((int64_t)id);
}

ld_value ld_thread_current(ld_value unit) {
    (void)unit;
    return LD_INT((int64_t)current);
}

/* Re-arm delivery if a signal is pending and may be delivered now. */
static void rearm(void) {
    for (int s = 1; s < NSIG; s++)
        if (sig_pending[s]) {
            ld_signal_flag = 1;
            ld_hlimit = NULL;
            return;
        }
}

static void switch_to(size_t to) {
    if (to == current) return;
    thread *from = threads[current], *target = threads[to];
    from->sbase = ld_sstack_base;
    from->stop = ld_sstop;
    ld_sstack_base = target->sbase;
    ld_sstop = target->stop;
    current = to;
    /* returns when some thread switches back to this one */
    if (swapcontext(&from->ctx, &target->ctx) != 0) abort();
    reap();
}

ld_value ld_thread_switch(ld_value id) {
    int64_t to = LD_UNTAG(id);
    if ((size_t)to == current) return LD_UNIT; /* a thread switching to itself */
    if (to < 0 || (size_t)to >= ld_thread_stacks() || !threads[to]) abort(); /* the ML side's ids only */
    switch_to((size_t)to);
    return LD_UNIT;
}

void ld_signal_deliver(void) {
    ld_signal_flag = 0;
    if (atomic_state > 0 || handler_thread == SIZE_MAX || current == handler_thread) return;
    bool any = false;
    for (int s = 1; s < NSIG; s++) any = any || sig_pending[s];
    if (!any) return;
    interrupted = current;
    atomic_state++; /* the handler runs in a critical section */
    switch_to(handler_thread);
    /* switched to again as an interrupted thread: the end of the critical
     * section the switch to it was made in */
    if (atomic_state > 0) atomic_state--;
    if (atomic_state == 0) rearm();
}

static void on_signal(int sig) {
    sig_pending[sig] = 1;
    ld_signal_flag = 1;
    ld_hlimit = NULL;
}

/* ld_thread_op codes */
enum {
    ATOMIC_BEGIN = 0,   /* -> the new state */
    ATOMIC_END = 1,     /* -> the new state (delivers pending signals at 0) */
    ATOMIC_STATE = 2,   /* -> the state */
    SET_HANDLER = 3,    /* x: the handler thread's id */
    INTERRUPTED = 4,    /* -> the thread the signal being handled interrupted */
    NEXT_SIGNAL = 5,    /* -> a pending signal, now not pending, or 0 */
    FINISH = 6,         /* the running thread is freed once it has switched away */
};

ld_value ld_thread_op(ld_value op, ld_value x) {
    switch (LD_UNTAG(op)) {
    case ATOMIC_BEGIN:
        return LD_INT(++atomic_state);
    case ATOMIC_END:
        if (atomic_state > 0 && --atomic_state == 0 && current != handler_thread) rearm();
        return LD_INT(atomic_state);
    case ATOMIC_STATE:
        return LD_INT(atomic_state);
    case SET_HANDLER:
        handler_thread = (size_t)LD_UNTAG(x);
        return LD_UNIT;
    case INTERRUPTED:
        return LD_INT((int64_t)interrupted);
    case NEXT_SIGNAL:
        for (int s = 1; s < NSIG; s++)
            if (sig_pending[s]) {
                sig_pending[s] = 0;
                return LD_INT(s);
            }
        return LD_INT(0);
    case FINISH:
        if (current != 0 && current != handler_thread) finished = current;
        return LD_UNIT;
    default:
        abort();
    }
}

/* ld_signal_op codes */
enum {
    SIG_DEFAULT = 0, /* sig: the default action; -> 0 or errno */
    SIG_IGNORE = 1,  /* sig: ignored */
    SIG_HANDLE = 2,  /* sig: handled by the ML handler thread */
    SIG_ITIMER = 3,  /* which (0 real, 1 virtual, 2 prof), value and interval in ns */
    SIG_CONSTANT = 4 /* which: SIGPROF (0), SIGVTALRM (1) */
};

ld_value ld_signal_op(ld_value op, ld_value a, ld_value b, ld_value c) {
    int64_t x = LD_UNTAG(a);
    switch (LD_UNTAG(op)) {
    case SIG_DEFAULT:
    case SIG_IGNORE:
    case SIG_HANDLE: {
        if (x <= 0 || x >= NSIG) return LD_INT(EINVAL);
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        int64_t mode = LD_UNTAG(op);
        sa.sa_handler = mode == SIG_DEFAULT ? SIG_DFL : mode == SIG_IGNORE ? SIG_IGN : on_signal;
        sa.sa_flags = SA_RESTART;
        if (mode != SIG_HANDLE) sig_pending[x] = 0;
        return LD_INT(sigaction((int)x, &sa, NULL) == 0 ? 0 : errno);
    }
    case SIG_ITIMER: {
        static const int which[] = {ITIMER_REAL, ITIMER_VIRTUAL, ITIMER_PROF};
        if (x < 0 || x > 2) return LD_INT(EINVAL);
        int64_t v = LD_UNTAG(b), i = LD_UNTAG(c);
        struct itimerval it;
        it.it_value.tv_sec = v / 1000000000;
        it.it_value.tv_usec = v % 1000000000 / 1000;
        it.it_interval.tv_sec = i / 1000000000;
        it.it_interval.tv_usec = i % 1000000000 / 1000;
        /* a positive time below a microsecond is not "off" */
        if (v > 0 && it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0) it.it_value.tv_usec = 1;
        if (i > 0 && it.it_interval.tv_sec == 0 && it.it_interval.tv_usec == 0) it.it_interval.tv_usec = 1;
        return LD_INT(setitimer(which[x], &it, NULL) == 0 ? 0 : errno);
    }
    case SIG_CONSTANT:
        return LD_INT(x == 0 ? SIGPROF : SIGVTALRM);
    default:
        abort();
    }
}
