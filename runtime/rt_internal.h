/*
 * rt_internal.h -- declarations shared by the runtime's own files.
 * Not part of the ABI: generated code never includes this.
 */
#ifndef LDRIVER_RT_INTERNAL_H
#define LDRIVER_RT_INTERNAL_H

#include "ldriver_rt.h"

#include <stdbool.h>
#include <signal.h>

/* ---- ptrset.c: open-addressing set of non-zero addresses ---------------- */

typedef struct {
    uintptr_t *slots; /* 0 = empty */
    size_t cap;       /* power of two, or 0 */
    size_t count;
} ld_ptrset;

bool ld_ptrset_add(ld_ptrset *s, uintptr_t key); /* true if newly added */
bool ld_ptrset_has(const ld_ptrset *s, uintptr_t key);
void ld_ptrset_clear(ld_ptrset *s);  /* empty, keeps a small table */
void ld_ptrset_free(ld_ptrset *s);

/* ---- reserve.c: address-space reservations ----------------------------- */

/* Read the resource limits and the address space already in use. */
void ld_reserve_init(void);
/* Bytes of address space left for the runtime's mappings under RLIMIT_AS and
 * RLIMIT_DATA, as measured at start-up; SIZE_MAX when unlimited. */
size_t ld_reserve_budget(void);
/* mmap `bytes` read-write (lazily committed); NULL on failure. */
char *ld_try_map(size_t bytes);
/* The same; Out of memory on failure. */
char *ld_map(size_t bytes);
void ld_unmap(char *p, size_t bytes);
/* Give the pages of [p, p + bytes) back to the system (they read as 0). */
void ld_discard(char *p, size_t bytes);
/* A stack: *bytes read-write bytes (lazily committed) plus a PROT_NONE guard
 * of `guard` bytes below them (guard_low) or above.  Asks for *bytes, then
 * half as much each time the system refuses, down to `least` (then Out of
 * memory); returns the usable part's low end and sets *bytes to its size. */
char *ld_map_stack(size_t *bytes, size_t least, size_t guard, bool guard_low);

/* ---- main.c: the way out ------------------------------------------------ */

#define LD_TERM_SIGNAL 1 /* called from a signal handler: write(2) and _exit only */
/* End the program with `status`: write what the program printed (the ML
 * output buffer, then C stdio unless LD_TERM_SIGNAL), then, if msg is not
 * NULL, msg, the detail_len bytes of detail and a newline on stderr, then
 * the GC statistics if asked, and exit() (LD_TERM_SIGNAL: no statistics,
 * _exit).  Every exit path of the runtime goes through here. */
_Noreturn void ld_terminate(int flags, int status, const char *msg,
                            const char *detail, size_t detail_len);
/* The end of the program once its main function returned: report an
 * uncaught exception (status 1) or exit with ld_exit_status. */
_Noreturn void ld_program_end(void);
/* Set in a child of fork (posix.c): the program thread is the only thread. */
extern bool ld_forked_child;

/* arith.c: x rounded to nearest, ties to even, in any rounding mode. */
double ld_round_even(double x);

/* "Out of memory", status 2. */
_Noreturn void ld_out_of_memory(void);

/* ---- heap.c: spaces and allocation -------------------------------------- */

/* A large object: this node, then the header word, then the payload, then
 * (ARRAY objects only) the card table: one byte per LD_CARD_SLOTS slots,
 * non-zero when the write barrier saw a nursery pointer stored into one of
 * them since the last collection (gc.c). */
typedef struct ld_large {
    struct ld_large *next;
    uint64_t bytes;   /* node + header + payload + cards */
    uint64_t marked;  /* major GC mark; also keeps the header 16-aligned */
    struct ld_large *dirty; /* next on the dirty-card list; NULL: not on it */
} ld_large;
#define LD_LARGE_VALUE(n) ((ld_value)(uintptr_t)((char *)((n) + 1) + 8))
#define LD_LARGE_NODE(v) ((ld_large *)(void *)((char *)(uintptr_t)(v) - 8) - 1)
#define LD_CARD_SHIFT 5 /* 32 slots (256 bytes) per card */
#define LD_CARD_SLOTS ((uint64_t)1 << LD_CARD_SHIFT)
#define LD_CARDS(len) (((uint64_t)(len) + LD_CARD_SLOTS - 1) >> LD_CARD_SHIFT)
/* The card table of a large ARRAY object v of len slots. */
#define LD_LARGE_CARDS(v, len) ((uint8_t *)(LD_FIELDS(v) + (len)))

typedef struct {
    /* nursery: [nursery_lo, nursery_lo + nursery_size) == ld_nursery_lo.. */
    char *nursery;
    size_t nursery_size;
    /* the size the nursery may grow to when too much of it survives (equal
     * to nursery_size when LDRIVER_NURSERY fixes it) */
    size_t nursery_max;
    /* old space: two semispaces, reused across major collections.
     * [old, old + old_used) holds objects; `spare` is the other semispace
     * (NULL until the first major collection).  *_touched: how many bytes
     * from the start may be resident (the high-water mark of use). */
    char *old;
    size_t old_reserved;  /* bytes mapped (address space, committed lazily) */
    size_t old_used;
    size_t old_touched;
    char *spare;
    size_t spare_reserved;
    size_t spare_touched;
    size_t old_threshold; /* major GC when old_used + large_bytes passes this */
    size_t old_floor;     /* smallest threshold (proportional to the nursery) */
    /* large objects */
    ld_large *large;       /* large objects that existed at the last GC */
    ld_large *young_large; /* large objects allocated since the last GC */
    ld_ptrset large_set;   /* values of all large objects */
    uintptr_t large_min, large_max;
    size_t large_bytes;
    /* configuration */
    int stress;          /* LDRIVER_GC_STRESS */
    bool stats;          /* LDRIVER_GC_STATS */
    bool verify;         /* LDRIVER_GC_VERIFY: check the heap around collections */
    size_t max_heap;     /* LDRIVER_MAX_HEAP */
    /* statistics */
    uint64_t minor_count, major_count;
    uint64_t bytes_allocated;
    double max_pause_ms, total_pause_ms, major_pause_ms;
    size_t peak_heap;
    size_t max_live;     /* most data found live by a major collection */
    uint64_t minor_stack_slots; /* shadow-stack slots minor collections scanned */
    uint64_t stack_faults;      /* writes into its clean pages (stack.c) */
} ld_heap_t;

extern ld_heap_t ld_heap;

/* The old generation's data: the old space in use and the large objects. */
static inline size_t ld_old_live(void) { return ld_heap.old_used + ld_heap.large_bytes; }

/* The nursery starts small (a program with little live data stays small),
 * is at least LD_MAJOR_NURSERY once a major collection found a nursery's
 * worth of live data (the program has live data, and its young data gets
 * time to die before promotion), and
 * doubles, up to LD_MAX_AUTO_NURSERY, after a minor collection where more
 * than 1/LD_SURVIVAL_DIVISOR of it survived (a small nursery would promote
 * young data that dies soon after). */
#define LD_DEFAULT_NURSERY ((size_t)1 << 20)
#define LD_MAJOR_NURSERY ((size_t)2 << 20)
#define LD_MAX_AUTO_NURSERY ((size_t)8 << 20)
#define LD_SURVIVAL_DIVISOR 8
#define LD_MIN_NURSERY ((size_t)1 << 20)
#define LD_MIN_OLD_THRESHOLD ((size_t)2 << 20)
/* Live data past which a major collection's threshold is twice live, not
 * 2.5 times (gc.c, set_threshold). */
#define LD_BIG_LIVE ((size_t)16 << 20)
#ifndef LD_OLD_FLOOR_FACTOR
#define LD_OLD_FLOOR_FACTOR 1
#endif

void ld_heap_init(void);
/* Map an old space (or a copying collection's to-space): `room` bytes or
 * more (heap.c says how much more), else, if the system refuses, just
 * `least`; sets *reserved to its size. */
char *ld_map_old(size_t room, size_t least, size_t *reserved);
/* After large objects were freed: give the system back the free pages
 * malloc keeps (heap.c). */
void ld_large_release(void);
/* Update peak heap statistics; Out of memory if the limit is passed. */
void ld_heap_check_limit(size_t extra);
size_t ld_heap_size(void);
/* Reset the nursery after a collection (size may grow to fit `need`). */
void ld_nursery_reset(size_t need);
void ld_gc_print_stats(void);

/* ---- gc.c: the collector ------------------------------------------------ */

/* Collect; `need` bytes must fit in the nursery afterwards. */
void ld_collect(bool major, size_t need);
/* MLton.GC (mlton.c): a line on stderr per collection; the old generation
 * after the last major collection; how many majors copied (the others
 * compacted); give back what the old space does not use. */
extern bool ld_gc_messages;
extern size_t ld_gc_last_live;
extern uint64_t ld_gc_copying_count;
void ld_gc_pack(void);
/* mlton.c: after a collection found what is live, update the weak cells:
 * survivor(ctx, v) is v's value after the collection, 0 if it died; with
 * in_place, a cell's payload is read where the cell is now (mark-compact,
 * before sliding), else at its new value (copying). */
void ld_weak_sweep(ld_value (*survivor)(void *ctx, ld_value v), void *ctx, bool in_place);
/* The registered global roots (gc.c), for the heap checker. */
size_t ld_n_global_roots(void);
ld_value *ld_global_root(size_t i);
/* verify.c: check the heap (LDRIVER_GC_VERIFY); aborts on the first fault. */
void ld_heap_verify(const char *when);
static inline bool ld_in_large(uintptr_t v) {
    return v >= ld_heap.large_min && v <= ld_heap.large_max &&
           ld_ptrset_has(&ld_heap.large_set, v);
}

/* ---- classify.c: what a value word is ----------------------------------- */

typedef enum {
    LD_CLASS_IMMEDIATE, /* a tagged int, or 0 (a slot not yet written) */
    LD_CLASS_NURSERY,   /* points into the nursery's allocated part or past it */
    LD_CLASS_OLD,       /* points into the old space's objects */
    LD_CLASS_LARGE,     /* a large object */
    LD_CLASS_CODE,      /* a code pointer (closure field 0) */
    LD_CLASS_STATIC,    /* static data: a header before it */
    LD_CLASS_STALE      /* the old space's reservation past its objects, or
                           the spare semispace: no value points there */
} ld_class;
ld_class ld_classify(ld_value v);
/* v is an object with a header (heap or static) */
static inline bool ld_class_has_header(ld_class c) {
    return c == LD_CLASS_NURSERY || c == LD_CLASS_OLD || c == LD_CLASS_LARGE || c == LD_CLASS_STATIC;
}

/* ---- stack.c: shadow stack and the big native stack --------------------- */

extern LD_HIDDEN ld_value *ld_sstack_base;
void ld_shadow_stack_init(void);
/* Run fn on a fresh big stack (1 GiB unless limits say otherwise) with a
 * guard; handles stack overflow. */
void ld_run_on_big_stack(void (*fn)(void));
/* The clean part of the shadow stack (stack.c): below ld_stack_dirty() no
 * slot was written since the last collection, which left no nursery pointer
 * there, so a minor collection scans from there up.  ld_stack_scanned(),
 * after every collection, marks the stack up to ld_sstop clean;
 * ld_stack_unprotect(), before a major collection (which rewrites every
 * slot), marks it all dirty. */
ld_value *ld_stack_dirty(void);
void ld_stack_scanned(void);
void ld_stack_unprotect(void);
/* Clean pages off for good (a second thread exists: thread.c). */
void ld_stack_protection_off(void);

/* ---- thread.c: MLton.Thread's stacks, signals --------------------------- */

/* The shadow stacks of the threads that are not running: for i below
 * ld_thread_stacks(), ld_thread_stack(i, &lo, &hi) is false for the running
 * thread, else sets [lo, hi) to the slots of thread i.  Roots, as the
 * running stack's [ld_sstack_base, ld_sstop) are. */
size_t ld_thread_stacks(void);
bool ld_thread_stack(size_t i, ld_value **lo, ld_value **hi);
/* Whether a is in the guard of a thread's native or shadow stack. */
bool ld_thread_in_guard(uintptr_t a);
/* Set by a signal's C handler, with ld_hlimit lowered; ld_gc_alloc then
 * calls ld_signal_deliver (which may switch threads, and so collect). */
extern LD_HIDDEN volatile sig_atomic_t ld_signal_flag;
void ld_signal_deliver(void);

/* ---- realfmt.c ---------------------------------------------------------- */

/* C's text of "%.*<mode>" (mode 'e', 'f' or 'g') for finite x into buf, when
 * the exact fast path applies and the text fits in cap bytes: its length,
 * else -1 (then snprintf makes the same text). */
int ld_real_format_fast(char *buf, size_t cap, double x, int mode, int prec);

/* ---- basis.c ------------------------------------------------------------ */

/* A list of the n ints (built back to front). May collect. */
ld_value ld_int_list(const int64_t *items, size_t n);
/* A list of the n byte strings of lengths lens (NULL: C strings). May collect. */
ld_value ld_bytes_list(const char *const *items, const size_t *lens, size_t n);

/* ---- other initializers -------------------------------------------------- */

void ld_exn_init(void);
void ld_prims_init(void);
void ld_io_init(void);
/* With an exception pending at the end of the program, once MLton's unit
 * set a top-level handler: apply it (its unit, ld_top_handler_unit, runs
 * it; exits unless the handler raised). */
void ld_apply_top_handler(void);
/* Print "unhandled exception: ..." for ld_pending and exit with status 1. */
_Noreturn void ld_report_uncaught(void);

#endif
