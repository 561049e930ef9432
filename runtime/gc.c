/*
 * gc.c -- the generational copying collector.
 *
 * Minor collection: Cheney copy of the live nursery objects to the end of
 * the old space.  Roots: the shadow stack, registered global slots,
 * ld_pending, what the write barrier remembered (slots of old objects, dirty
 * cards of large arrays: see below) and the fields of large objects allocated since the last
 * collection (their initializing stores had no barrier).
 *
 * Major collection (major_collect): normally a minor collection, then
 * mark-compact of the old space in place (compact_gc), so there is no second
 * semispace and no page faults in steady state; the next major threshold is
 * max(2.5 * live, old_floor), the floor following the nursery (heap.c), or
 * 2 * live past LD_BIG_LIVE (set_threshold).  The old space's reservation
 * is big (heap.c, ld_map_old), so it grows in place.  When it is too small
 * for the threshold (under an address-space limit), or under
 * LDRIVER_GC_STRESS every other time, it is a copying collection
 * (major_gc) into a new, bigger space: copy everything live in the nursery
 * and the old space, mark large objects reached and free the others; the
 * from-space is then unmapped.
 *
 * The copy loops keep the nursery bounds and the allocation pointer in
 * locals (minor_ctx, major_ctx) and have the per-slot test inlined.
 *
 * A header whose low bit is 0 is a forwarding pointer (the object's new
 * value).
 *
 * Weak cells (mlton.c) are not followed: once a collection has found what
 * is live, ld_weak_sweep asks each collector's survivor function what
 * became of each cell and target (0: it died).
 */
#define _POSIX_C_SOURCE 200809L
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

bool ld_gc_messages;
size_t ld_gc_last_live;
uint64_t ld_gc_copying_count;

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

size_t ld_n_global_roots(void) { return n_global_roots; }
ld_value *ld_global_root(size_t i) { return global_roots[i]; }

/* ---- write barrier: remembered slots and dirty cards ----------------------
 *
 * Old space: a bitmap with one bit per word of the old space (by offset
 * from its base) says which slots are in the sequential store buffer `ssb`,
 * so each slot is remembered at most once between collections, whatever the
 * number of stores: the barrier's slow path is a bit test, and the buffer
 * is bounded by the old space's size.  Large ARRAY objects: a card table
 * after the payload (a byte per LD_CARD_SLOTS slots); the first store into a
 * card marks it, and the first marked card puts the object on the dirty
 * list.  A minor collection evacuates the slots in the buffer and in the
 * dirty cards, then clears bits, cards and list; so does a major one,
 * without scanning (the nursery is empty afterwards).
 * `remembered` is only for ld_remember(slot) into a large object (the
 * slot-only entry point cannot find the card table). */
static uint64_t *rem_bits;    /* mapped, lazily committed */
static size_t rem_bits_bytes; /* covers old-space offsets < 64 * rem_bits_bytes */
static ld_value **ssb;
static size_t n_ssb, cap_ssb;
static ld_large *dirty_large; /* dirty-card list, ends with &dirty_end */
static ld_large dirty_end;

__attribute__((noinline)) static void grow_rem_bits(size_t off) {
    size_t need = ld_heap.old_reserved > off ? ld_heap.old_reserved : off + 1;
    size_t bytes = (need / 64 + 4096) & ~(size_t)4095;
    uint64_t *nb = (uint64_t *)(void *)ld_map(bytes);
    if (rem_bits) {
        memcpy(nb, rem_bits, rem_bits_bytes);
        ld_unmap((char *)rem_bits, rem_bits_bytes);
    }
    rem_bits = nb;
    rem_bits_bytes = bytes;
}

__attribute__((noinline)) static void grow_ssb(void) {
    cap_ssb = cap_ssb ? 2 * cap_ssb : 1024;
    ssb = realloc(ssb, cap_ssb * sizeof *ssb);
    if (!ssb) ld_out_of_memory();
}

/* slot is in the old space, at byte offset off */
static inline void remember_old(ld_value *slot, size_t off) {
    size_t w = off >> 3;
    if (w >= 8 * rem_bits_bytes) grow_rem_bits(off);
    uint64_t m = (uint64_t)1 << (w & 63), *b = rem_bits + (w >> 6);
    if (*b & m) return;
    *b |= m;
    if (n_ssb == cap_ssb) grow_ssb();
    ssb[n_ssb++] = slot;
}

void ld_remember_field(ld_value obj, ld_value *slot) {
    if (!LD_IN_NURSERY(*slot)) return;
    size_t off = (size_t)((uintptr_t)slot - (uintptr_t)ld_heap.old);
    if (off < ld_heap.old_used) {
        remember_old(slot, off);
        return;
    }
    if (LD_IN_NURSERY(obj)) return;
    /* not nursery, not old space, not static (never mutated): large */
    ld_large *n = LD_LARGE_NODE(obj);
    uint64_t len = LD_LEN(LD_HDR(obj));
    uint8_t *card = LD_LARGE_CARDS(obj, len) + ((uint64_t)(slot - LD_FIELDS(obj)) >> LD_CARD_SHIFT);
    if (*card) return;
    *card = 1;
    if (!n->dirty) {
        n->dirty = dirty_large ? dirty_large : &dirty_end;
        dirty_large = n;
    }
}

void ld_remember(ld_value *slot) {
    uintptr_t s = (uintptr_t)slot;
    if (s >= ld_nursery_lo && s < ld_nursery_hi) return;
    if (!LD_IN_NURSERY(*slot)) return;
    size_t off = (size_t)(s - (uintptr_t)ld_heap.old);
    if (off < ld_heap.old_used)
        remember_old(slot, off);
    else
        ld_ptrset_add(&remembered, s);
}

/* Forget every remembered slot and dirty card (after evacuating them). */
static void barrier_reset(void) {
    for (size_t i = 0; i < n_ssb; i++) {
        size_t w = (size_t)((uintptr_t)ssb[i] - (uintptr_t)ld_heap.old) >> 3;
        rem_bits[w >> 6] = 0;
    }
    n_ssb = 0;
    if (cap_ssb > 65536) { /* a burst: give the buffer back */
        free(ssb);
        ssb = NULL;
        cap_ssb = 0;
    }
    while (dirty_large && dirty_large != &dirty_end) {
        ld_large *n = dirty_large;
        dirty_large = n->dirty;
        n->dirty = NULL;
        ld_value v = LD_LARGE_VALUE(n);
        uint64_t len = LD_LEN(LD_HDR(v));
        memset(LD_LARGE_CARDS(v, len), 0, (size_t)LD_CARDS(len));
    }
    dirty_large = NULL;
    ld_ptrset_clear(&remembered);
}

/* ---- copying ------------------------------------------------------------ */

/* Copy the object v (not yet forwarded) to *hpp, leave a forwarding
 * pointer in its header and return its new value.  Small objects (the
 * common case: cons cells, tuples, closures) are copied word by word. */
static inline ld_value copy_object(ld_value *p, ld_value h, char **hpp) {
    /* scanned objects (the common case) have len payload words */
    size_t words = 1 + (size_t)(LD_KIND(h) <= LD_ARRAY ? LD_LEN(h) : LD_PAYLOAD_WORDS(h));
    ld_value *dst = (ld_value *)(void *)*hpp;
    *hpp += 8 * words;
    dst[0] = h;
    if (words == 3) { /* cons cells, pairs */
        dst[1] = p[0];
        dst[2] = p[1];
    } else if (words <= 5) {
        for (size_t i = 1; i < words; i++) dst[i] = p[i - 1];
    } else {
        memcpy(dst + 1, p, 8 * (words - 1));
    }
    ld_value nv = LD_PTR_VALUE(dst + 1);
    p[-1] = nv;
    return nv;
}

/* The value of the object v after forwarding it (v must be in from-space). */
static inline ld_value forward(ld_value v, char **hpp) {
    ld_value *p = LD_FIELDS(v);
    ld_value h = p[-1];
    if (!(h & 1)) return h;
    return copy_object(p, h, hpp);
}

/* ---- minor collection ----------------------------------------------------- */

/* Everything the minor copy loop needs, kept in locals (registers). */
typedef struct {
    uintptr_t lo, hi; /* nursery bounds: lo < v <= hi, as LD_IN_NURSERY */
    char *hp;         /* next free byte of the old space */
} minor_ctx;

__attribute__((always_inline)) static inline void evac_minor(minor_ctx *c, ld_value *slot) {
    ld_value v = *slot;
    if ((v & 1) == 0 && v - 1 - c->lo < c->hi - c->lo) *slot = forward(v, &c->hp);
}

static inline void scan_fields_minor(minor_ctx *c, ld_value v) {
    ld_value h = LD_HDR(v);
    if (!LD_KIND_SCANNED(LD_KIND(h))) return;
    ld_value *f = LD_FIELDS(v);
    for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) evac_minor(c, f + i);
}

/* a weak cell's cell or target after a minor collection: 0 if it died */
static ld_value minor_survivor(void *ctx, ld_value v) {
    (void)ctx;
    if (!LD_IN_NURSERY(v)) return v;
    ld_value h = LD_HDR(v);
    return h & 1 ? 0 : h;
}

static void minor_gc(void) {
    minor_ctx c = {ld_nursery_lo, ld_nursery_hi, ld_heap.old + ld_heap.old_used};
    char *scan = c.hp;

    ld_value *top = ld_sstop, *from = ld_stack_dirty();
    if (from > top) from = top;
    for (ld_value *s = from; s < top; s++) evac_minor(&c, s);
    ld_heap.minor_stack_slots += (uint64_t)(top - from);
    ld_value *lo, *hi;
    for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads: scanned whole */
        if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) evac_minor(&c, s);
    for (size_t i = 0; i < n_global_roots; i++) evac_minor(&c, global_roots[i]);
    evac_minor(&c, &ld_pending);
    for (size_t i = 0; i < remembered.cap; i++)
        if (remembered.slots[i]) evac_minor(&c, (ld_value *)remembered.slots[i]);
    for (size_t i = 0; i < n_ssb; i++) evac_minor(&c, ssb[i]);
    for (ld_large *n = dirty_large; n && n != &dirty_end; n = n->dirty) {
        ld_value v = LD_LARGE_VALUE(n);
        uint64_t len = LD_LEN(LD_HDR(v));
        uint8_t *cards = LD_LARGE_CARDS(v, len);
        ld_value *f = LD_FIELDS(v);
        for (uint64_t k = 0, nc = LD_CARDS(len); k < nc; k++) {
            if (!cards[k]) continue;
            cards[k] = 0;
            uint64_t end = (k + 1) << LD_CARD_SHIFT;
            if (end > len) end = len;
            for (uint64_t i = k << LD_CARD_SHIFT; i < end; i++) evac_minor(&c, f + i);
        }
    }
    for (ld_large *n = ld_heap.young_large; n; n = n->next)
        scan_fields_minor(&c, LD_LARGE_VALUE(n));

    /* Cheney scan of the promoted objects */
    while (scan < c.hp) {
        ld_value *p = (ld_value *)(void *)scan;
        ld_value h = p[0];
        if (LD_KIND_SCANNED(LD_KIND(h))) {
            uint64_t n = LD_LEN(h);
            for (uint64_t i = 1; i <= n; i++) evac_minor(&c, p + i);
            scan += 8 * (size_t)(1 + n);
        } else {
            scan += 8 * (size_t)(1 + LD_PAYLOAD_WORDS(h));
        }
    }

    ld_weak_sweep(minor_survivor, NULL, false);
    barrier_reset();
    ld_heap.old_used = (size_t)(c.hp - ld_heap.old);
    if (ld_heap.old_used > ld_heap.old_touched) ld_heap.old_touched = ld_heap.old_used;
    /* young large objects become old */
    while (ld_heap.young_large) {
        ld_large *n = ld_heap.young_large;
        ld_heap.young_large = n->next;
        n->next = ld_heap.large;
        ld_heap.large = n;
    }
    ld_heap.minor_count++;
}

/* ---- major collection ----------------------------------------------------- */

/* major: large objects reached but not yet scanned */
static ld_large **large_stack;
static size_t n_large_stack, cap_large_stack;

__attribute__((noinline)) static void reach_large(ld_value v) {
    if (!ld_ptrset_has(&ld_heap.large_set, (uintptr_t)v)) return;
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

typedef struct {
    uintptr_t lo, hi;     /* nursery bounds */
    uintptr_t from;       /* old space being evacuated */
    size_t from_used;
    char *hp;             /* next free byte of to-space */
} major_ctx;

__attribute__((always_inline)) static inline void evac_major(major_ctx *c, ld_value *slot) {
    ld_value v = *slot;
    if (v & 1) return;
    if (v - 1 - c->lo < c->hi - c->lo || (uintptr_t)(v - 8) - c->from < c->from_used)
        *slot = forward(v, &c->hp);
    else if ((uintptr_t)v >= ld_heap.large_min && (uintptr_t)v <= ld_heap.large_max)
        reach_large(v);
}

static void scan_fields_major(major_ctx *c, ld_value v) {
    ld_value h = LD_HDR(v);
    if (!LD_KIND_SCANNED(LD_KIND(h))) return;
    ld_value *f = LD_FIELDS(v);
    for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) evac_major(c, f + i);
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

/* After a major collection's marking: free the unreached large objects
 * (all are old now) and rebuild the index. */
static void finish_large(void) {
    size_t before = ld_heap.large_bytes;
    ld_large *young = sweep_large(ld_heap.young_large), *old = sweep_large(ld_heap.large);
    if (ld_heap.large_bytes < before) ld_large_release();
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

}

static size_t round_mib(size_t n) { return (n + 0xfffff) & ~(size_t)0xfffff; }

/* Give back the pages of a semispace beyond `keep` bytes (rounded up to a
 * page), if more than that may be resident. */
static void trim_space(char *space, size_t *touched, size_t keep) {
    size_t page = 4096;
    keep = (keep + page - 1) & ~(page - 1);
    if (!space || *touched <= keep) return;
    size_t end = (*touched + page - 1) & ~(page - 1);
    if (end > keep) ld_discard(space + keep, end - keep);
    *touched = keep;
}

/* After a major collection: note the live data, and collect again when the
 * old generation has grown to num/den times it (not below the floor), or
 * twice it past LD_BIG_LIVE: the growth factor is what a heap holds beyond
 * its live data, which with a big heap is most of the peak RSS, while the
 * small heaps (a few MiB live, majors frequent) keep the bigger factor,
 * which saves time (benchmarks/programs/msort: 2.5 -> 2 everywhere cost 25%
 * of its run time; gctree, 17-30 MB live: 87 -> 69 MiB resident, no slower).
 * Returns that threshold. */
static size_t set_threshold(size_t num, size_t den) {
    size_t live = ld_old_live();
    ld_gc_last_live = live;
    if (live > ld_heap.max_live) ld_heap.max_live = live;
    size_t threshold = live * num / den;
    if (live > LD_BIG_LIVE) {
        /* a big heap grows by its live size: twice live, but not below
         * the threshold of LD_BIG_LIVE (so it grows with live) */
        size_t at_big = LD_BIG_LIVE * num / den;
        threshold = 2 * live > at_big ? 2 * live : at_big;
    }
    if (threshold < ld_heap.old_floor) threshold = ld_heap.old_floor;
    ld_heap.old_threshold = threshold;
    return threshold;
}

/* v is a large object the marking did not reach */
static bool large_dead(ld_value v) {
    return ld_in_large((uintptr_t)v) && !LD_LARGE_NODE(v)->marked;
}

static ld_value major_survivor(void *ctx, ld_value v) {
    const major_ctx *c = ctx;
    if (v & 1) return v;
    if (v - 1 - c->lo < c->hi - c->lo || (uintptr_t)(v - 8) - c->from < c->from_used) {
        ld_value h = LD_HDR(v);
        return h & 1 ? 0 : h;
    }
    return large_dead(v) ? 0 : v;
}

static void major_gc(void) {
    size_t nursery_used = (size_t)(ld_hp - ld_heap.nursery);
    size_t bound = ld_heap.old_used + nursery_used;
    /* to-space: the spare semispace, (re)mapped only when it may be too
     * small for everything live plus the promotions of a minor collection */
    if (!ld_heap.spare || ld_heap.spare_reserved < bound + ld_heap.nursery_size) {
        ld_unmap(ld_heap.spare, ld_heap.spare_reserved);
        /* room to grow; under an address-space limit the system may refuse,
         * then just what this collection and the next minor one need */
        ld_heap.spare = ld_map_old(round_mib(2 * bound + ld_heap.old_floor + ld_heap.nursery_size),
                                   round_mib(bound + ld_heap.nursery_size), &ld_heap.spare_reserved);
        ld_heap.spare_touched = 0;
    }
    char *to = ld_heap.spare;
    major_ctx c = {ld_nursery_lo, ld_nursery_hi, (uintptr_t)ld_heap.old,
                   ld_heap.old_used, to};

    for (ld_value *s = ld_sstack_base, *top = ld_sstop; s < top; s++) evac_major(&c, s);
    ld_value *lo, *hi;
    for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads */
        if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) evac_major(&c, s);
    for (size_t i = 0; i < n_global_roots; i++) evac_major(&c, global_roots[i]);
    evac_major(&c, &ld_pending);
    char *scan = to;
    for (;;) {
        while (scan < c.hp) {
            ld_value *p = (ld_value *)(void *)scan;
            ld_value h = p[0];
            if (LD_KIND_SCANNED(LD_KIND(h))) {
                uint64_t n = LD_LEN(h);
                for (uint64_t i = 1; i <= n; i++) evac_major(&c, p + i);
                scan += 8 * (size_t)(1 + n);
            } else {
                scan += 8 * (size_t)(1 + LD_PAYLOAD_WORDS(h));
            }
        }
        if (!n_large_stack) break;
        while (n_large_stack) {
            ld_large *n = large_stack[--n_large_stack];
            scan_fields_major(&c, LD_LARGE_VALUE(n));
        }
    }

    ld_weak_sweep(major_survivor, &c, false);
    /* the nursery is empty afterwards: nothing stays remembered (before the
     * sweep: the dirty list may hold large objects about to be freed; before
     * the swap: the bitmap is indexed by offsets in the from-space) */
    barrier_reset();

    finish_large();

    size_t live = (size_t)(c.hp - to);
    /* peak: both semispaces existed during the copy */
    size_t during = ld_heap_size() + live;
    if (during > ld_heap.peak_heap) ld_heap.peak_heap = during;

    /* swap the semispaces */
    char *from = ld_heap.old;
    size_t from_reserved = ld_heap.old_reserved, from_touched = ld_heap.old_touched;
    ld_heap.old = to;
    ld_heap.old_reserved = ld_heap.spare_reserved;
    ld_heap.old_used = live;
    ld_heap.old_touched = live > ld_heap.spare_touched ? live : ld_heap.spare_touched;
    ld_heap.spare = from;
    ld_heap.spare_reserved = from_reserved;
    ld_heap.spare_touched = from_touched;

    size_t threshold = set_threshold(2, 1);

    /* Each semispace holds at most about threshold + one minor collection's
     * promotions until the next major collection.  Give back resident
     * pages well beyond that (the heap shrank); keep them otherwise, so
     * that steady state causes no page faults. */
    size_t cap = threshold + ld_heap.nursery_size;
    if (ld_heap.old_touched > cap + cap / 4) trim_space(ld_heap.old, &ld_heap.old_touched, cap);
    if (ld_heap.spare_touched > cap + cap / 4) trim_space(ld_heap.spare, &ld_heap.spare_touched, cap);

    ld_heap.major_count++;
    ld_gc_copying_count++;
}


/* ---- major collection by mark-compact ------------------------------------
 *
 * Used when the nursery has just been emptied by a minor collection: the
 * old space is compacted in place (no second semispace, so no extra
 * resident memory).  Mark: every word of every reachable old object gets a
 * bit in mark_bits (one bit per old-space word).  live_before[b] counts the
 * marked words before 64-word block b, so an old object's new address is
 * old + 8 * (live_before[b] + marked words before it in its block).  Then
 * every root and every field of a marked object (old space, parsed linearly
 * by headers, and large) is updated, and the marked objects slide down.
 *
 * The two tables take 1/32 of the old space's size (16 bytes per 64
 * words).  The nursery is empty during the compaction (a minor collection
 * has just run) and its pages are resident already, so the tables live
 * there when they fit (an old space up to 32 nurseries: 256 MiB with an
 * 8 MiB one), costing no memory; the nursery's allocation does not need
 * its pages cleared.  Beyond that they have mappings of their own
 * (`tables`, sized for the old space's whole reservation, touched as far
 * as it is used). */
static uint64_t *mark_bits, *live_before;
static uint64_t *tables;
static size_t tables_bytes;
static ld_value *mark_stack;
static size_t n_mark_stack, cap_mark_stack;

/* Point mark_bits and live_before at nblocks words each: in the empty
 * nursery if they fit, else in `tables` (mapped, or remapped bigger, for
 * the old space's reservation). */
static void place_tables(size_t nblocks) {
    size_t bytes = 2 * 8 * nblocks;
    if (bytes <= ld_heap.nursery_size) {
        mark_bits = (uint64_t *)(void *)ld_heap.nursery;
        if (tables) { /* the heap shrank back: give the mapping's pages back */
            ld_unmap((char *)tables, tables_bytes);
            tables = NULL;
            tables_bytes = 0;
        }
    } else {
        size_t half = (ld_heap.old_reserved / 64 + 8 + 4095) & ~(size_t)4095;
        if (half < 8 * nblocks) half = (8 * nblocks + 4095) & ~(size_t)4095;
        if (tables_bytes < 2 * half) {
            ld_unmap((char *)tables, tables_bytes);
            tables_bytes = 2 * half;
            tables = (uint64_t *)(void *)ld_map(tables_bytes);
        }
        mark_bits = tables;
    }
    live_before = mark_bits + (bytes <= ld_heap.nursery_size ? nblocks : tables_bytes / 16);
}

__attribute__((noinline)) static void grow_mark_stack(void) {
    cap_mark_stack = cap_mark_stack ? 2 * cap_mark_stack : 4096;
    mark_stack = realloc(mark_stack, cap_mark_stack * sizeof *mark_stack);
    if (!mark_stack) ld_out_of_memory();
}

typedef struct {
    uintptr_t old;  /* old-space base */
    size_t used;
} mc_ctx;

/* Mark the value v (any value). */
static inline void mc_mark(mc_ctx *c, ld_value v) {
    if (v & 1) return;
    size_t off = (size_t)((uintptr_t)v - 8 - c->old);
    if (off < c->used) {
        size_t w = off >> 3;
        if (mark_bits[w >> 6] & ((uint64_t)1 << (w & 63))) return;
        ld_value h = LD_FIELDS(v)[-1];
        size_t words = 1 + (size_t)(LD_KIND(h) <= LD_ARRAY ? LD_LEN(h) : LD_PAYLOAD_WORDS(h));
        /* set bits w .. w + words - 1 */
        size_t e = w + words;
        if ((w >> 6) == ((e - 1) >> 6)) {
            mark_bits[w >> 6] |= (~(uint64_t)0 >> (64 - words)) << (w & 63);
        } else {
            mark_bits[w >> 6] |= ~(uint64_t)0 << (w & 63);
            size_t i = (w >> 6) + 1;
            for (; i < (e >> 6); i++) mark_bits[i] = ~(uint64_t)0;
            if (e & 63) mark_bits[i] |= ~(uint64_t)0 >> (64 - (e & 63));
        }
        if (LD_KIND_SCANNED(LD_KIND(h)) && LD_LEN(h)) {
            if (n_mark_stack == cap_mark_stack) grow_mark_stack();
            mark_stack[n_mark_stack++] = v;
        }
    } else if ((uintptr_t)v >= ld_heap.large_min && (uintptr_t)v <= ld_heap.large_max) {
        reach_large(v);
    }
}

/* Set bits of x. Not __builtin_popcountll: without a popcnt instruction in
 * the target (generic x86-64) that is a call into libgcc per pointer. */
static inline size_t popcount64(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (size_t)((x * 0x0101010101010101ULL) >> 56);
}

/* The new value of v (after sliding) if it is an old-space pointer. */
static inline ld_value mc_forward(mc_ctx *c, ld_value v) {
    if (v & 1) return v;
    size_t off = (size_t)((uintptr_t)v - 8 - c->old);
    if (off >= c->used) return v;
    size_t w = off >> 3;
    size_t live = (size_t)live_before[w >> 6] +
                  popcount64(mark_bits[w >> 6] & (((uint64_t)1 << (w & 63)) - 1));
    return (ld_value)(c->old + 8 * live + 8);
}

static void mc_update_fields(mc_ctx *c, ld_value v) {
    ld_value h = LD_HDR(v);
    if (!LD_KIND_SCANNED(LD_KIND(h))) return;
    ld_value *f = LD_FIELDS(v);
    for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) f[i] = mc_forward(c, f[i]);
}

/* The first word index >= pos whose mark bit is `set` (64 * nblocks if none). */
static inline size_t next_marked(size_t pos, size_t nblocks, bool set) {
    size_t b = pos >> 6;
    if (b >= nblocks) return 64 * nblocks;
    uint64_t x = set ? mark_bits[b] : ~mark_bits[b];
    x &= ~(uint64_t)0 << (pos & 63);
    while (!x) {
        if (++b >= nblocks) return 64 * nblocks;
        x = set ? mark_bits[b] : ~mark_bits[b];
    }
    return 64 * b + (size_t)__builtin_ctzll(x);
}

/* after marking: v if it was marked (or is not in the old space or large), else 0 */
static ld_value marked_survivor(void *ctx, ld_value v) {
    const mc_ctx *c = ctx;
    if (v & 1) return v;
    size_t off = (size_t)((uintptr_t)v - 8 - c->old);
    if (off < c->used) {
        size_t w = off >> 3;
        return mark_bits[w >> 6] >> (w & 63) & 1 ? v : 0;
    }
    return large_dead(v) ? 0 : v;
}

static ld_value forward_survivor(void *ctx, ld_value v) { return mc_forward(ctx, v); }

static void compact_gc(void) {
    mc_ctx c = {(uintptr_t)ld_heap.old, ld_heap.old_used};
    size_t nwords = c.used / 8, nblocks = (nwords + 63) / 64;
    place_tables(nblocks);
    memset(mark_bits, 0, 8 * nblocks);

    /* mark */
    for (ld_value *s = ld_sstack_base, *top = ld_sstop; s < top; s++) mc_mark(&c, *s);
    ld_value *lo, *hi;
    for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads */
        if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) mc_mark(&c, *s);
    for (size_t i = 0; i < n_global_roots; i++) mc_mark(&c, *global_roots[i]);
    mc_mark(&c, ld_pending);
    for (;;) {
        /* fields pushed last to first, so the first is popped first: a
         * list's tail waits under its head's (small) subtree, and marking
         * a list of n cells needs a constant stack, not n entries (first
         * to last, every head waited under the rest of the list: a
         * million-token list took an 8 MiB stack) */
        while (n_mark_stack) {
            ld_value v = mark_stack[--n_mark_stack];
            ld_value *f = LD_FIELDS(v);
            for (uint64_t i = LD_LEN(LD_HDR(v)); i > 0; i--) mc_mark(&c, f[i - 1]);
        }
        if (!n_large_stack) break;
        ld_large *n = large_stack[--n_large_stack];
        ld_value v = LD_LARGE_VALUE(n);
        ld_value *f = LD_FIELDS(v);
        for (uint64_t i = 0, len = LD_LEN(LD_HDR(v)); i < len; i++) mc_mark(&c, f[i]);
    }
    if (cap_mark_stack > 65536) { /* a burst (a wide array): give the stack back */
        free(mark_stack);
        mark_stack = NULL;
        cap_mark_stack = 0;
    }
    ld_weak_sweep(marked_survivor, &c, true);
    barrier_reset();
    finish_large();

    /* forwarding table */
    size_t total = 0;
    for (size_t b = 0; b < nblocks; b++) {
        live_before[b] = total;
        total += popcount64(mark_bits[b]);
    }

    /* update roots and the fields of live objects */
    for (ld_value *s = ld_sstack_base, *top = ld_sstop; s < top; s++) *s = mc_forward(&c, *s);
    for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads */
        if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) *s = mc_forward(&c, *s);
    for (size_t i = 0; i < n_global_roots; i++) *global_roots[i] = mc_forward(&c, *global_roots[i]);
    ld_pending = mc_forward(&c, ld_pending);
    ld_weak_sweep(forward_survivor, &c, true);
    for (ld_large *n = ld_heap.large; n; n = n->next) mc_update_fields(&c, LD_LARGE_VALUE(n));
    /* runs of marked words: each starts with an object's header */
    size_t pos = 0;
    for (;;) {
        size_t start = next_marked(pos, nblocks, true);
        if (start >= nwords) break;
        size_t stop = next_marked(start, nblocks, false);
        if (stop > nwords) stop = nwords;
        ld_value *q = (ld_value *)(void *)ld_heap.old + start, *qe = (ld_value *)(void *)ld_heap.old + stop;
        while (q < qe) {
            ld_value h = q[0];
            if (LD_KIND_SCANNED(LD_KIND(h))) {
                uint64_t n = LD_LEN(h);
                for (uint64_t i = 1; i <= n; i++) q[i] = mc_forward(&c, q[i]);
                q += 1 + n;
            } else {
                q += 1 + LD_PAYLOAD_WORDS(h);
            }
        }
        pos = stop;
    }

    /* slide the runs down */
    char *dst = ld_heap.old;
    pos = 0;
    for (;;) {
        size_t start = next_marked(pos, nblocks, true);
        if (start >= nwords) break;
        size_t stop = next_marked(start, nblocks, false);
        if (stop > nwords) stop = nwords;
        size_t bytes = 8 * (stop - start);
        char *src = ld_heap.old + 8 * start;
        if (dst != src) memmove(dst, src, bytes);
        dst += bytes;
        pos = stop;
    }
    ld_heap.old_used = (size_t)(dst - ld_heap.old);
    if (8 * total != ld_heap.old_used) abort(); /* the tables disagree: a bug */
}

static bool grow_next; /* the old space is too small: copy into a bigger one */

/* A major collection: normally a minor one (if the nursery is not empty)
 * then mark-compact of the old space in place; a copying one into a new,
 * bigger old space when the old space is too small (and, under
 * LDRIVER_GC_STRESS, every other time, so that both are exercised). */
static void major_collect(void) {
    ld_stack_unprotect(); /* every slot is rewritten */
    size_t nursery_used = (size_t)(ld_hp - ld_heap.nursery);
    bool copy = grow_next || ld_heap.old_reserved - ld_heap.old_used < nursery_used ||
                (ld_heap.stress && ld_heap.major_count % 2);
    if (copy) {
        major_gc();
        /* compaction needs no second semispace: give it back */
        ld_unmap(ld_heap.spare, ld_heap.spare_reserved);
        ld_heap.spare = NULL;
        ld_heap.spare_reserved = ld_heap.spare_touched = 0;
        grow_next = false;
    } else {
        if (nursery_used) {
            minor_gc();
            ld_hp = ld_heap.nursery;
        }
        compact_gc();
        ld_heap.major_count++;
        /* 2.5 * live: compaction needs no second semispace, so the peak
         * stays well below the copying collector's (2 * live in each of
         * two), with fewer major collections */
        size_t threshold = set_threshold(5, 2);
        /* room for the old data up to the threshold plus a minor
         * collection's promotions; else grow at the next major collection */
        if (ld_heap.old_reserved < threshold + ld_heap.nursery_size) grow_next = true;
        size_t cap = threshold + ld_heap.nursery_size;
        if (ld_heap.old_touched > cap + cap / 4) {
            size_t keep = (cap + 4095) & ~(size_t)4095;
            size_t end = (ld_heap.old_touched + 4095) & ~(size_t)4095;
            if (end > keep && keep < ld_heap.old_reserved)
                ld_discard(ld_heap.old + keep, (end < ld_heap.old_reserved ? end : ld_heap.old_reserved) - keep);
            ld_heap.old_touched = keep;
        }
    }
}

void ld_collect(bool major, size_t need) {
    struct timespec t0, t1;
    if (ld_heap.verify) ld_heap_verify("before a collection");
    clock_gettime(CLOCK_MONOTONIC, &t0);
    ld_heap.bytes_allocated += (uint64_t)(ld_hp - ld_heap.nursery);
    size_t nursery_used = (size_t)(ld_hp - ld_heap.nursery);
    if (!major && ld_heap.old_reserved - ld_heap.old_used < nursery_used)
        major = true;
    if (!major) {
        size_t old_before = ld_heap.old_used;
        minor_gc();
        ld_hp = ld_heap.nursery; /* the nursery is empty now */
        /* much survived: a bigger nursery gives the young data time to die */
        if (ld_heap.old_used - old_before > nursery_used / LD_SURVIVAL_DIVISOR) {
            size_t grown = 2 * ld_heap.nursery_size;
            if (grown > ld_heap.nursery_max) grown = ld_heap.nursery_max;
            if (need < grown) need = grown;
        }
        major = ld_old_live() > ld_heap.old_threshold ||
                ld_heap_size() > ld_heap.max_heap;
    }
    if (major) {
        struct timespec m0, m1;
        clock_gettime(CLOCK_MONOTONIC, &m0);
        major_collect();
        clock_gettime(CLOCK_MONOTONIC, &m1);
        ld_heap.major_pause_ms += (double)(m1.tv_sec - m0.tv_sec) * 1e3 +
                                  (double)(m1.tv_nsec - m0.tv_nsec) / 1e6;
        /* live data that outlasts a nursery: its young data deserves the
         * time a bigger nursery gives it to die; little live data (a
         * program whose promotions are all garbage) keeps the small one */
        if (ld_old_live() >= ld_heap.nursery_size &&
            need < LD_MAJOR_NURSERY && ld_heap.nursery_max >= LD_MAJOR_NURSERY)
            need = LD_MAJOR_NURSERY;
    }
    ld_stack_scanned();
    /* the nursery is empty now */
    ld_hp = ld_heap.nursery;
    ld_nursery_reset(need);
    ld_heap_check_limit(0);
    if (ld_heap.verify) ld_heap_verify("after a collection");
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 +
                (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
    if (ms > ld_heap.max_pause_ms) ld_heap.max_pause_ms = ms;
    ld_heap.total_pause_ms += ms;
    if (ld_gc_messages)
        fprintf(stderr, "[GC: %s collection #%llu done in %.3f ms; %zu bytes in the old generation]\n",
                major ? "major" : "minor",
                (unsigned long long)(major ? ld_heap.major_count : ld_heap.minor_count), ms, ld_old_live());
}

void ld_gc_pack(void) {
    ld_unmap(ld_heap.spare, ld_heap.spare_reserved);
    ld_heap.spare = NULL;
    ld_heap.spare_reserved = ld_heap.spare_touched = 0;
    trim_space(ld_heap.old, &ld_heap.old_touched, ld_heap.old_used);
}
