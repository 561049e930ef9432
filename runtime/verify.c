/*
 * verify.c -- the heap checker (LDRIVER_GC_VERIFY=1).
 *
 * Before and after every collection, check that the heap is well formed:
 * the old space and the nursery parse as a sequence of objects with valid
 * headers, and every root (shadow-stack slot below ld_sstop, registered
 * global slot, ld_pending) and every scanned field of every object is an
 * int, a pointer to the start of an object in the old space, the nursery or
 * the large-object set, code or static data (classify.c tells which).  The
 * first violation is reported on stderr with where it was found, and the
 * program aborts: a bad root found here, before the collection moves
 * anything, names the code that left it.  It is the collector's analogue of
 * the IR checkers: slow (a full walk per collection), for tests and
 * debugging only.
 */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* One bit per word of a space: set where an object's header is. */
typedef struct {
    uint64_t *bits;
    uintptr_t base;
    size_t words;
} starts_t;

static bool header_ok(ld_value h) {
    return (h & 1) && LD_KIND(h) <= LD_RARRAY;
}

static _Noreturn void fail(const char *when, const char *what, const void *where, ld_value v) {
    fprintf(stderr, "ldriver gc verify (%s, minor %llu, major %llu): %s at %p: value %#llx\n",
            when, (unsigned long long)ld_heap.minor_count, (unsigned long long)ld_heap.major_count,
            what, where, (unsigned long long)v);
    abort();
}

/* Parse [base, base + bytes) as objects and record their starts. */
static void parse_space(starts_t *s, char *base, size_t bytes, const char *when, const char *space) {
    s->base = (uintptr_t)base;
    s->words = bytes / 8;
    s->bits = calloc(s->words / 64 + 1, sizeof *s->bits);
    if (!s->bits) ld_out_of_memory();
    size_t w = 0;
    while (w < s->words) {
        ld_value h = ((ld_value *)(void *)base)[w];
        if (!header_ok(h)) fail(when, space, base + 8 * w, h);
        s->bits[w >> 6] |= (uint64_t)1 << (w & 63);
        uint64_t n = LD_KIND(h) <= LD_ARRAY ? LD_LEN(h) : LD_PAYLOAD_WORDS(h);
        if (n > s->words - w - 1) fail(when, "object overruns its space", base + 8 * w, h);
        w += 1 + (size_t)n;
    }
}

/* v points just after a header recorded in s */
static bool is_start(const starts_t *s, ld_value v) {
    size_t w = (size_t)((uintptr_t)v - 8 - s->base) / 8;
    return w < s->words && (s->bits[w >> 6] >> (w & 63) & 1);
}

typedef struct {
    starts_t old, young;
    const char *when;
} verify_ctx;

static void check_value(const verify_ctx *c, const char *what, const ld_value *where) {
    ld_value v = *where;
    switch (ld_classify(v)) {
    case LD_CLASS_IMMEDIATE: /* 0 too: the collectors skip it (it is in no space) */
    case LD_CLASS_CODE:      /* closures hold code pointers */
    case LD_CLASS_LARGE:
        return;
    case LD_CLASS_OLD:
        if (!is_start(&c->old, v)) fail(c->when, what, where, v);
        return;
    case LD_CLASS_NURSERY:
        if (!is_start(&c->young, v)) fail(c->when, what, where, v);
        return;
    case LD_CLASS_STALE:
        fail(c->when, "pointer past the old space's objects or into the spare semispace", where, v);
    case LD_CLASS_STATIC:
        /* its header must at least look like one */
        if (!header_ok(LD_HDR(v))) fail(c->when, "static object without a header", where, v);
        return;
    }
}

static void check_fields(const verify_ctx *c, ld_value v) {
    ld_value h = LD_HDR(v);
    if (!LD_KIND_SCANNED(LD_KIND(h))) return;
    ld_value *f = LD_FIELDS(v);
    for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) check_value(c, "field", f + i);
}

static void check_space(const verify_ctx *c, const starts_t *s) {
    for (size_t w = 0; w < s->words; w++)
        if (s->bits[w >> 6] >> (w & 63) & 1) check_fields(c, (ld_value)(s->base + 8 * w + 8));
}

static int cmp_slot(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)*(ld_value *const *)a, y = (uintptr_t)*(ld_value *const *)b;
    return x < y ? -1 : x > y;
}

/* A slot registered twice would be updated twice by mark-compact, which
 * (unlike copying) is not idempotent. */
static void check_roots_distinct(const char *when) {
    size_t n = ld_n_global_roots();
    ld_value **copy = malloc((n + 1) * sizeof *copy);
    if (!copy) ld_out_of_memory();
    for (size_t i = 0; i < n; i++) copy[i] = ld_global_root(i);
    qsort(copy, n, sizeof *copy, cmp_slot);
    for (size_t i = 1; i < n; i++)
        if (copy[i] == copy[i - 1]) fail(when, "global root registered twice", copy[i], *copy[i]);
    free(copy);
}

void ld_heap_verify(const char *when) {
    check_roots_distinct(when);
    verify_ctx c = {.when = when};
    parse_space(&c.old, ld_heap.old, ld_heap.old_used, when, "old space: bad header");
    parse_space(&c.young, ld_heap.nursery, (size_t)(ld_hp - ld_heap.nursery), when,
                "nursery: bad header");
    for (ld_value *s = ld_sstack_base; s < ld_sstop; s++) check_value(&c, "shadow-stack slot", s);
    ld_value *lo, *hi;
    for (size_t t = 0; t < ld_thread_stacks(); t++)
        if (ld_thread_stack(t, &lo, &hi))
            for (ld_value *s = lo; s < hi; s++) check_value(&c, "suspended thread's shadow-stack slot", s);
    for (size_t i = 0; i < ld_n_global_roots(); i++) check_value(&c, "global root", ld_global_root(i));
    if (ld_pending) check_value(&c, "ld_pending", &ld_pending);
    check_space(&c, &c.old);
    check_space(&c, &c.young);
    for (ld_large *n = ld_heap.large; n; n = n->next) check_fields(&c, LD_LARGE_VALUE(n));
    for (ld_large *n = ld_heap.young_large; n; n = n->next) check_fields(&c, LD_LARGE_VALUE(n));
    free(c.old.bits);
    free(c.young.bits);
}
