/*
 * gc.c -- the generational copying collector.
 *
 * Minor collection: Cheney copy of the live nursery objects to the end of
 * the old space.  Roots: the shadow stack, registered global slots,
 * ld_pending, the remembered set (slots of old/large objects written by the
 * write barrier) and the fields of large objects allocated since the last
 * collection (their initializing stores had no barrier).
 *
 * Major collection: copy everything live in the nursery and the old space
 * into a fresh old-space mapping (semispace copying, the old mapping is then
 * unmapped), mark large objects reached and free the others.  Afterwards the
 * next major threshold is max(2 * live, LD_MIN_OLD_THRESHOLD), so live data
 * stays at most about half of the old generation.
 *
 * A header whose low bit is 0 is a forwarding pointer (the object's new
 * value).
 */
#define _POSIX_C_SOURCE 200809L
#include "rt_internal.h"

#include <stdlib.h>
#include <time.h>

static ld_value **global_roots;
static size_t n_global_roots, cap_global_roots;
static ld_ptrset remembered;

void ld_register_global_root(ld_value *slot) {
    if (n_global_roots == cap_global_roots) {
        cap_global_roots = cap_global_roots ? 2 * cap_global_roots : 256;
        global_roots = realloc(global_roots, cap_global_roots * sizeof *global_roots);
        if (!global_roots) ld_out_of_memory();
    }
    global_roots[n_global_roots++] = slot;
}

void ld_remember(ld_value *slot) {
    uintptr_t s = (uintptr_t)slot;
    if (s >= ld_nursery_lo && s < ld_nursery_hi) return;
    if (!LD_IN_NURSERY(*slot)) return;
    ld_ptrset_add(&remembered, s);
}

/* ---- copying ------------------------------------------------------------ */

static char *copy_hp;      /* next free byte of the space being copied into */
static char *from_old;     /* major: the old space being evacuated */
static size_t from_used;

static ld_value forward(ld_value v) {
    ld_value *p = LD_FIELDS(v);
    ld_value h = p[-1];
    if (!(h & 1)) return h;
    size_t bytes = 8 * (size_t)(1 + LD_PAYLOAD_WORDS(h));
    ld_value *dst = (ld_value *)(void *)copy_hp;
    copy_hp += bytes;
    memcpy(dst, p - 1, bytes);
    ld_value nv = LD_PTR_VALUE(dst + 1);
    p[-1] = nv;
    return nv;
}

static inline void evac_minor(ld_value *slot) {
    ld_value v = *slot;
    if (LD_IN_NURSERY(v)) *slot = forward(v);
}

/* major: large objects reached but not yet scanned */
static ld_large **large_stack;
static size_t n_large_stack, cap_large_stack;

static inline void evac_major(ld_value *slot) {
    ld_value v = *slot;
    if (v & 1) return;
    if (LD_IN_NURSERY(v) || (uintptr_t)(v - 8) - (uintptr_t)from_old < from_used) {
        *slot = forward(v);
    } else if (ld_in_large((uintptr_t)v)) {
        ld_large *n = LD_LARGE_NODE(v);
        if (n->marked) return;
        n->marked = 1;
        if (!LD_KIND_SCANNED(LD_KIND(LD_HDR(v)))) return;
        if (n_large_stack == cap_large_stack) {
            cap_large_stack = cap_large_stack ? 2 * cap_large_stack : 64;
            large_stack = realloc(large_stack, cap_large_stack * sizeof *large_stack);
            if (!large_stack) ld_out_of_memory();
        }
        large_stack[n_large_stack++] = n;
    }
}

static void scan_object_fields(ld_value v, void (*evac)(ld_value *)) {
    ld_value h = LD_HDR(v);
    if (!LD_KIND_SCANNED(LD_KIND(h))) return;
    ld_value *f = LD_FIELDS(v);
    for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) evac(f + i);
}

/* Cheney scan of [*scan, copy_hp); returns whether anything was scanned. */
static bool cheney(char **scan, void (*evac)(ld_value *)) {
    bool any = false;
    while (*scan < copy_hp) {
        ld_value *p = (ld_value *)(void *)*scan;
        ld_value h = p[0];
        if (LD_KIND_SCANNED(LD_KIND(h)))
            for (uint64_t i = 1, n = LD_LEN(h); i <= n; i++) evac(p + i);
        *scan += 8 * (size_t)(1 + LD_PAYLOAD_WORDS(h));
        any = true;
    }
    return any;
}

static void scan_roots(void (*evac)(ld_value *)) {
    for (ld_value *s = ld_sstack_base; s < ld_sstop; s++) evac(s);
    for (size_t i = 0; i < n_global_roots; i++) evac(global_roots[i]);
    evac(&ld_pending);
}

static void evac_minor_fn(ld_value *s) { evac_minor(s); }
static void evac_major_fn(ld_value *s) { evac_major(s); }

static void minor_gc(void) {
    char *start = ld_heap.old + ld_heap.old_used;
    copy_hp = start;
    scan_roots(evac_minor_fn);
    for (size_t i = 0; i < remembered.cap; i++)
        if (remembered.slots[i]) evac_minor((ld_value *)remembered.slots[i]);
    for (ld_large *n = ld_heap.young_large; n; n = n->next)
        scan_object_fields(LD_LARGE_VALUE(n), evac_minor_fn);
    char *scan = start;
    cheney(&scan, evac_minor_fn);
    ld_heap.old_used = (size_t)(copy_hp - ld_heap.old);
    ld_ptrset_clear(&remembered);
    /* young large objects become old */
    while (ld_heap.young_large) {
        ld_large *n = ld_heap.young_large;
        ld_heap.young_large = n->next;
        n->next = ld_heap.large;
        ld_heap.large = n;
    }
    ld_heap.minor_count++;
}

static ld_large *sweep_large(ld_large *list) {
    ld_large *keep = NULL;
    while (list) {
        ld_large *n = list;
        list = n->next;
        if (n->marked) {
            n->marked = 0;
            n->next = keep;
            keep = n;
        } else {
            ld_heap.large_bytes -= n->bytes;
            free(n);
        }
    }
    return keep;
}

static void major_gc(void) {
    size_t bound = ld_heap.old_used + (size_t)(ld_hp - ld_heap.nursery);
    size_t reserve = 2 * bound + LD_MIN_OLD_THRESHOLD + ld_heap.nursery_size;
    reserve = (reserve + 0xfffff) & ~(size_t)0xfffff;
    char *to = ld_map(reserve);
    from_old = ld_heap.old;
    from_used = ld_heap.old_used;
    copy_hp = to;

    scan_roots(evac_major_fn);
    char *scan = to;
    for (;;) {
        bool any = cheney(&scan, evac_major_fn);
        while (n_large_stack) {
            ld_large *n = large_stack[--n_large_stack];
            scan_object_fields(LD_LARGE_VALUE(n), evac_major_fn);
            any = true;
        }
        if (!any) break;
    }

    /* free unreached large objects; rebuild the index */
    ld_large *young = sweep_large(ld_heap.young_large), *old = sweep_large(ld_heap.large);
    ld_heap.young_large = NULL;
    while (young) {
        ld_large *n = young;
        young = n->next;
        n->next = old;
        old = n;
    }
    ld_heap.large = old;
    ld_ptrset_free(&ld_heap.large_set);
    ld_heap.large_min = UINTPTR_MAX;
    ld_heap.large_max = 0;
    for (ld_large *n = old; n; n = n->next) {
        uintptr_t v = LD_LARGE_VALUE(n);
        ld_ptrset_add(&ld_heap.large_set, v);
        if (v < ld_heap.large_min) ld_heap.large_min = v;
        if (v > ld_heap.large_max) ld_heap.large_max = v;
    }

    size_t live = (size_t)(copy_hp - to);
    /* peak: both semispaces existed during the copy */
    size_t during = ld_heap_size() + live;
    if (during > ld_heap.peak_heap) ld_heap.peak_heap = during;
    ld_unmap(from_old, ld_heap.old_reserved);
    from_old = NULL;
    from_used = 0;
    ld_heap.old = to;
    ld_heap.old_reserved = reserve;
    ld_heap.old_used = live;
    size_t total_live = live + ld_heap.large_bytes;
    size_t threshold = 2 * total_live;
    if (threshold < LD_MIN_OLD_THRESHOLD) threshold = LD_MIN_OLD_THRESHOLD;
    ld_heap.old_threshold = threshold;
    ld_ptrset_clear(&remembered);
    ld_heap.major_count++;
}

void ld_collect(bool major, size_t need) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    ld_heap.bytes_allocated += (uint64_t)(ld_hp - ld_heap.nursery);
    size_t nursery_used = (size_t)(ld_hp - ld_heap.nursery);
    if (!major && ld_heap.old_reserved - ld_heap.old_used < nursery_used)
        major = true;
    if (major) {
        major_gc();
    } else {
        minor_gc();
        if (ld_heap.old_used + ld_heap.large_bytes > ld_heap.old_threshold ||
            ld_heap_size() > ld_heap.max_heap)
            major_gc();
    }
    /* the nursery is empty now */
    ld_hp = ld_heap.nursery;
    ld_nursery_reset(need);
    ld_heap_check_limit(0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 +
                (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
    if (ms > ld_heap.max_pause_ms) ld_heap.max_pause_ms = ms;
}
