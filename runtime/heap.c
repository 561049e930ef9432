/*
 * heap.c -- the heap's spaces and allocation entry points.
 *
 * Nursery: one mapping, bump-allocated by generated code (ld_hp/ld_hlimit).
 * Old space: one mapping filled by the collector (gc.c).  Large objects:
 * malloc'd blocks, indexed by a pointer set, never moved.  Also the heap
 * limit (LDRIVER_MAX_HEAP), configuration and statistics.
 */
#define _DEFAULT_SOURCE
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

LD_HIDDEN char *ld_hp;
LD_HIDDEN char *ld_hlimit;
LD_HIDDEN uintptr_t ld_nursery_lo;
LD_HIDDEN uintptr_t ld_nursery_hi;

ld_heap_t ld_heap;

static size_t round_up(size_t n, size_t to) { return (n + to - 1) / to * to; }

static size_t parse_size(const char *s, size_t dflt) {
    if (!s || !*s) return dflt;
    char *end;
    unsigned long long n = strtoull(s, &end, 10);
    switch (*end) {
    case 'k': case 'K': n <<= 10; break;
    case 'm': case 'M': n <<= 20; break;
    case 'g': case 'G': n <<= 30; break;
    default: break;
    }
    return n ? (size_t)n : dflt;
}

size_t ld_heap_size(void) {
    return ld_heap.nursery_size + ld_old_live();
}

void ld_heap_check_limit(size_t extra) {
    size_t size = ld_heap_size() + extra;
    if (size > ld_heap.peak_heap) ld_heap.peak_heap = size;
    if (size > ld_heap.max_heap) ld_out_of_memory();
}

/* The allocation limit; kept lowered while a signal waits (thread.c): set
 * first, then tested, so a signal arriving in between still lowers it. */
static void restore_limit(void) {
    ld_hlimit = ld_heap.stress ? ld_heap.nursery
                               : ld_heap.nursery + ld_heap.nursery_size;
    if (ld_signal_flag) ld_hlimit = NULL;
}

static void set_limit(void) {
    ld_hp = ld_heap.nursery;
    restore_limit();
}

/* The smallest major threshold: LD_OLD_FLOOR_FACTOR nurseries' worth of
 * promoted data, at least LD_MIN_OLD_THRESHOLD.  It follows the nursery, so
 * a program whose young data survives (its nursery grew) is not collected
 * in full after every few minor collections, and one with little live data
 * keeps a small old space. */
static void set_old_floor(void) {
    ld_heap.old_floor = LD_OLD_FLOOR_FACTOR * ld_heap.nursery_size;
    if (ld_heap.old_floor < LD_MIN_OLD_THRESHOLD) ld_heap.old_floor = LD_MIN_OLD_THRESHOLD;
    if (ld_heap.old_threshold < ld_heap.old_floor) ld_heap.old_threshold = ld_heap.old_floor;
}

/* The address space the old space asks for: as much as the heap may ever
 * hold (LDRIVER_MAX_HEAP), or a quarter of the address-space budget under a
 * limit.  It is only committed as it is touched, so a big reservation costs
 * no memory; it lets the old space grow in place, compacted where it is,
 * instead of being copied into a bigger space, which holds the from-space
 * and the copy at once (the peak of a growing heap: benchmarks/programs/
 * interp went from 103.7 to 91.6 MiB resident).  Copying is left for a
 * limit too tight for that (and for GC stress). */
static size_t old_reservation;

char *ld_map_old(size_t room, size_t least, size_t *reserved) {
    size_t want = old_reservation > room ? old_reservation : room;
    char *p = ld_try_map(want);
    if (!p) {
        want = least;
        p = ld_map(want);
    }
    *reserved = want;
    return p;
}

void ld_heap_init(void) {
    const char *e = getenv("LDRIVER_GC_STRESS");
    ld_heap.stress = e && *e && *e != '0' ? (atoi(e) > 1 ? 2 : 1) : 0;
    e = getenv("LDRIVER_GC_STATS");
    ld_heap.stats = e && *e && *e != '0';
    e = getenv("LDRIVER_GC_VERIFY");
    ld_heap.verify = e && *e && *e != '0';
    ld_heap.max_heap = parse_size(getenv("LDRIVER_MAX_HEAP"), (size_t)16 << 30);

    /* under an address-space limit, at most 1/16 of the budget by default */
    size_t budget = ld_reserve_budget();
    size_t cap = budget != SIZE_MAX ? budget / 16 : SIZE_MAX;
    const char *fixed = getenv("LDRIVER_NURSERY");
    size_t nursery = parse_size(fixed, LD_DEFAULT_NURSERY < cap ? LD_DEFAULT_NURSERY : cap);
    if (nursery < LD_MIN_NURSERY) nursery = LD_MIN_NURSERY;
    ld_heap.nursery_size = round_up(nursery, (size_t)1 << 20);
    ld_heap.nursery_max = ld_heap.nursery_size;
    if (!(fixed && *fixed)) {
        size_t most = LD_MAX_AUTO_NURSERY < cap ? LD_MAX_AUTO_NURSERY : cap;
        if (most > ld_heap.nursery_max) ld_heap.nursery_max = round_up(most, (size_t)1 << 20);
    }
    ld_heap.nursery = ld_map(ld_heap.nursery_size);
    ld_nursery_lo = (uintptr_t)ld_heap.nursery;
    ld_nursery_hi = ld_nursery_lo + ld_heap.nursery_size;
    set_old_floor();
    old_reservation = round_up(ld_heap.max_heap < budget / 4 ? ld_heap.max_heap : budget / 4,
                               (size_t)1 << 20);
    ld_heap.old = ld_map_old(0, 2 * ld_heap.old_floor + ld_heap.nursery_size,
                             &ld_heap.old_reserved);
    ld_heap.old_used = 0;
    ld_heap.old_touched = 0;
    ld_heap.spare = NULL;
    ld_heap.spare_reserved = ld_heap.spare_touched = 0;
    ld_heap.large_min = UINTPTR_MAX;
    ld_heap.large_max = 0;
    set_limit();
    ld_heap_check_limit(0);
}

void ld_nursery_reset(size_t need) {
    if (need > ld_heap.nursery_size) {
        ld_unmap(ld_heap.nursery, ld_heap.nursery_size);
        ld_heap.nursery_size = round_up(need, (size_t)1 << 20);
        ld_heap.nursery = ld_map(ld_heap.nursery_size);
        ld_nursery_lo = (uintptr_t)ld_heap.nursery;
        ld_nursery_hi = ld_nursery_lo + ld_heap.nursery_size;
        set_old_floor();
    }
    set_limit();
}

void *ld_gc_alloc(size_t bytes) {
    static unsigned stress_count;
    if (ld_signal_flag) {
        /* here for a signal (the limit was lowered): its handler may run,
         * then the allocation goes on if it fits */
        ld_signal_deliver();
        restore_limit();
        if (ld_hlimit && (uintptr_t)ld_hp + bytes <= (uintptr_t)ld_hlimit) return ld_hp;
    }
    bool major = ld_heap.stress == 2 ||
                 (ld_heap.stress == 1 && ++stress_count % 64 == 0);
    ld_collect(major, bytes);
    return ld_hp;
}

void ld_gc_collect(int major) { ld_collect(major != 0, 0); }

/* A scanned object's fields start as unit (the collector may see them
 * before the caller stores); an unscanned one is the caller's to fill, but
 * for its last word: the NUL padding of a STRING or BYTES object. */
static void init_payload(ld_value *fields, unsigned kind, uint64_t words) {
    if (!LD_KIND_SCANNED(kind)) {
        if (words > 0) fields[words - 1] = 0;
        return;
    }
    for (uint64_t i = 0; i < words; i++) fields[i] = LD_UNIT;
}

/* glibc serves a block of at least its mmap threshold with a mapping of
 * its own, unmapped when freed; but freeing one raises the threshold to
 * its size (up to 32 MiB), so the next big blocks come from the brk heap,
 * whose free pages stay resident until the free space at its top passes
 * twice that threshold.  benchmarks/programs/interp: the 3.5 MB source
 * string built by three `^`s left 7 MB of dead strings resident for the
 * rest of the run (89.2 -> 82.8 MiB peak with the trim).  malloc_trim
 * gives back every whole free page; a major collection that freed large
 * objects calls it (its cost is a walk of malloc's free lists, small next
 * to the marking).  Other C libraries unmap big blocks when they are
 * freed. */
void ld_large_release(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

ld_value ld_alloc_large(unsigned kind, unsigned tag, uint64_t len) {
    if (len > LD_MAX_LEN) ld_out_of_memory();
    ld_value h = LD_HEADER(kind, tag, len);
    uint64_t words = LD_PAYLOAD_WORDS(h);
    size_t cards = kind == LD_ARRAY ? (size_t)LD_CARDS(len) : 0;
    size_t bytes = sizeof(ld_large) + 8 * (size_t)(1 + words) + cards;

    if (ld_heap.stress)
        ld_collect(ld_heap.stress == 2, 0);
    else if (ld_old_live() + bytes > ld_heap.old_threshold ||
             ld_heap_size() + bytes > ld_heap.max_heap)
        ld_collect(true, 0);
    ld_heap_check_limit(bytes);

    ld_large *n = malloc(bytes);
    if (!n) ld_out_of_memory();
    n->bytes = bytes;
    n->marked = 0;
    n->dirty = NULL;
    n->next = ld_heap.young_large;
    ld_heap.young_large = n;
    ld_heap.large_bytes += bytes;
    ld_heap.bytes_allocated += bytes;

    ld_value v = LD_LARGE_VALUE(n);
    ld_ptrset_add(&ld_heap.large_set, (uintptr_t)v);
    if (v < ld_heap.large_min) ld_heap.large_min = v;
    if (v > ld_heap.large_max) ld_heap.large_max = v;
    LD_HDR(v) = h;
    init_payload(LD_FIELDS(v), kind, words);
    if (cards) memset(LD_LARGE_CARDS(v, len), 0, cards);
    return v;
}

ld_value ld_alloc(unsigned kind, unsigned tag, uint64_t len) {
    if (len > LD_MAX_LEN) ld_out_of_memory();
    ld_value h = LD_HEADER(kind, tag, len);
    uint64_t words = LD_PAYLOAD_WORDS(h);
    if (8 * (1 + words) > LD_LARGE_OBJECT_BYTES)
        return ld_alloc_large(kind, tag, len);
    ld_value *p = ld_alloc_group(8 * (size_t)(1 + words));
    p[0] = h;
    init_payload(p + 1, kind, words);
    return LD_PTR_VALUE(p + 1);
}

void ld_gc_print_stats(void) {
    if (!ld_heap.stats) return;
    uint64_t allocated = ld_heap.bytes_allocated +
                         (uint64_t)(ld_hp - ld_heap.nursery);
    fprintf(stderr,
            "gc: minor collections: %llu\n"
            "gc: major collections: %llu\n"
            "gc: bytes allocated: %llu\n"
            "gc: max pause: %.3f ms\n"
            "gc: total pause: %.3f ms (major: %.3f ms)\n"
            "gc: peak heap: %llu bytes\n"
            "gc: max live: %llu bytes\n"
            "gc: nursery: %llu bytes\n"
            "gc: stack slots scanned by minor collections: %llu (%llu write faults)\n",
            (unsigned long long)ld_heap.minor_count,
            (unsigned long long)ld_heap.major_count,
            (unsigned long long)allocated, ld_heap.max_pause_ms, ld_heap.total_pause_ms,
            ld_heap.major_pause_ms,
            (unsigned long long)ld_heap.peak_heap,
            (unsigned long long)ld_heap.max_live,
            (unsigned long long)ld_heap.nursery_size,
            (unsigned long long)ld_heap.minor_stack_slots, (unsigned long long)ld_heap.stack_faults);
}
