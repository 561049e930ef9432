/*
 * mlton.c -- the runtime side of MLton's extension structure
 * (stdlib/basis/mlton.sml): equal, hash, size, share and shareAll (walks over
 * any value), weak cells (MLton.Weak, which MLton.Finalizable is built on),
 * the collector's entry points (MLton.GC) and touch.
 *
 * Every walk classifies a word with ld_classify (classify.c): immediates
 * and code pointers are compared as words and have no fields; heap and
 * static objects are read through their headers.
 *
 * equal is structural on immutable data: strings and vectors by contents,
 * records and datatype cells by tag and fields, reals by bit pattern (so a
 * NaN equals itself, 0.0 and ~0.0 differ: a conservative approximation of
 * equivalence, as MLton's is), closures by code pointer and free variables.
 * Mutable objects (refs, arrays, byte arrays, weak cells) and exception
 * identities are compared by address, as SML's = does for refs.  Closures of
 * mutually recursive functions may point at each other: equal assumes a
 * pair of closures it is already comparing on its path to be equal (the
 * coinductive reading, sound for immutable cyclic data), so it ends.
 *
 * hash is consistent with equal: a mutable object hashes by its kind and
 * length only (its address moves), a code pointer to a constant (addresses
 * vary between runs), an exception identity by its name.  It stops after
 * HASH_BUDGET objects, in an order that depends only on the structure, so
 * equal values still hash alike, and cyclic closures end.
 *
 * A weak cell is a BYTES object (never scanned, compared by address) of one
 * word: its target.  The collector does not follow it; after each
 * collection ld_weak_sweep, called by gc.c once marking or copying is done,
 * drops the cells that died from the table of cells, clears (to 0) the
 * targets that died and updates those that moved.  A target that is not a
 * heap object (an immediate, static data) never dies.
 */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>

static bool has_header(ld_value v) { return ld_class_has_header(ld_classify(v)); }

static bool is_closure(ld_value v, ld_value h) {
    return LD_KIND(h) == LD_RECORD && LD_LEN(h) > 0 && ld_classify(LD_FIELD(v, 0)) == LD_CLASS_CODE;
}

/* A growable array of words, for the walks' explicit stacks. */
typedef struct {
    ld_value *items;
    size_t n, cap;
} wordvec;

static void wv_push(wordvec *s, ld_value v) {
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 256;
        s->items = realloc(s->items, s->cap * sizeof *s->items);
        if (!s->items) ld_out_of_memory();
    }
    s->items[s->n++] = v;
}

/* ---- equal ---------------------------------------------------------------- */

/* flat (REALS) and rec (a RECORD of boxed reals) hold the same doubles */
static bool flat_equal(ld_value flat, ld_value rec) {
    if (LD_TAG(LD_HDR(rec)) != 0) return false;
    for (uint64_t i = 0, n = LD_LEN(LD_HDR(flat)); i < n; i++) {
        ld_value f = LD_FIELD(rec, i);
        if (!has_header(f) || LD_KIND(LD_HDR(f)) != LD_REAL || LD_FIELD(f, 0) != LD_FIELD(flat, i))
            return false;
    }
    return true;
}

/* path: the pairs of closures being compared, two words each */
static bool equal(wordvec *path, ld_value a, ld_value b) {
    for (;;) {
        if (a == b) return true;
        if (!has_header(a) || !has_header(b)) return false;
        ld_value ha = LD_HDR(a), hb = LD_HDR(b);
        unsigned k = LD_KIND(ha);
        uint64_t n = LD_LEN(ha);
        if (n != LD_LEN(hb)) return false;
        if (k != LD_KIND(hb)) {
            /* an all-real record, flat or not, is the same value */
            if (k == LD_REALS && LD_KIND(hb) == LD_RECORD) return flat_equal(a, b);
            if (k == LD_RECORD && LD_KIND(hb) == LD_REALS) return flat_equal(b, a);
            return false;
        }
        switch (k) {
        case LD_STRING:
        case LD_REAL:
        case LD_REALS: /* padding bytes are 0 */
            return memcmp(LD_FIELDS(a), LD_FIELDS(b), 8 * LD_PAYLOAD_WORDS(ha)) == 0;
        case LD_RECORD:
            break;
        default: /* mutable: identity, and a != b */
            return false;
        }
        if (LD_TAG(ha) != LD_TAG(hb) || LD_TAG(ha) == LD_EXN_ID_TAG) return false;
        if (n == 0) return true;
        if (is_closure(a, ha)) {
            for (size_t i = 0; i < path->n; i += 2)
                if (path->items[i] == a && path->items[i + 1] == b) return true;
            size_t mark = path->n;
            wv_push(path, a);
            wv_push(path, b);
            bool same = true;
            for (uint64_t i = 0; i < n && same; i++) same = equal(path, LD_FIELD(a, i), LD_FIELD(b, i));
            path->n = mark;
            return same;
        }
        for (uint64_t i = 0; i + 1 < n; i++)
            if (!equal(path, LD_FIELD(a, i), LD_FIELD(b, i))) return false;
        a = LD_FIELD(a, n - 1);
        b = LD_FIELD(b, n - 1);
    }
}

ld_value ld_mlton_equal(ld_value a, ld_value b) {
    wordvec path = {0};
    bool same = equal(&path, a, b);
    free(path.items);
    return LD_BOOL(same);
}

/* ---- hash ----------------------------------------------------------------- */

#define HASH_BUDGET 100000

typedef struct {
    uint64_t h;
    size_t budget;
} hash_ctx;

static inline void mix(hash_ctx *c, uint64_t x) {
    uint64_t h = (c->h ^ x) * 0xff51afd7ed558ccdULL;
    c->h = h ^ (h >> 33);
}

enum { H_CODE = 1, H_REAL, H_STRING, H_RECORD, H_MUTABLE, H_EXN, H_OTHER };

static void hash_real(hash_ctx *c, ld_value bits) {
    mix(c, H_REAL);
    mix(c, bits);
}

static void hash(hash_ctx *c, ld_value v) {
    for (;;) {
        if (c->budget == 0) return;
        c->budget--;
        ld_class cl = ld_classify(v);
        if (cl == LD_CLASS_IMMEDIATE) {
            mix(c, v);
            return;
        }
        if (!ld_class_has_header(cl)) {
            mix(c, cl == LD_CLASS_CODE ? H_CODE : H_OTHER);
            return;
        }
        ld_value h = LD_HDR(v);
        uint64_t n = LD_LEN(h);
        switch (LD_KIND(h)) {
        case LD_STRING:
            mix(c, H_STRING);
            mix(c, n);
            for (uint64_t i = 0, w = LD_PAYLOAD_WORDS(h); i < w; i++) mix(c, LD_FIELD(v, i));
            return;
        case LD_REAL:
            hash_real(c, LD_FIELD(v, 0));
            return;
        case LD_REALS: /* as a record (tag 0) of boxed reals: equal says they are the same */
            mix(c, H_RECORD);
            mix(c, 0);
            mix(c, n);
            for (uint64_t i = 0; i < n; i++) hash_real(c, LD_FIELD(v, i));
            return;
        case LD_RECORD:
            break;
        default:
            mix(c, H_MUTABLE);
            mix(c, LD_KIND(h));
            mix(c, n);
            return;
        }
        if (LD_TAG(h) == LD_EXN_ID_TAG) {
            mix(c, H_EXN);
            v = LD_FIELD(v, 0); /* the name */
            continue;
        }
        mix(c, H_RECORD);
        mix(c, LD_TAG(h));
        mix(c, n);
        if (n == 0) return;
        for (uint64_t i = 0; i + 1 < n; i++) hash(c, LD_FIELD(v, i));
        v = LD_FIELD(v, n - 1);
    }
}

/* 32 bits (MLton.hash is a Word32.word) */
ld_value ld_mlton_hash(ld_value v) {
    hash_ctx c = {0x243f6a8885a308d3ULL, HASH_BUDGET};
    hash(&c, v);
    return LD_INT((int64_t)((c.h ^ (c.h >> 32)) & 0xffffffffu));
}

/* ---- size ----------------------------------------------------------------- */

static uint64_t object_bytes(ld_value h) { return 8 * (1 + LD_PAYLOAD_WORDS(h)); }

/* The bytes of the objects reachable from v (all != 0: from every root;
 * heap and static objects, each once), following records and arrays.
 * Never allocates in the heap. */
ld_value ld_mlton_size(ld_value v, ld_value all) {
    ld_ptrset seen = {0};
    wordvec todo = {0};
    uint64_t bytes = 0;
    wv_push(&todo, v);
    if (LD_UNTAG(all)) {
        for (ld_value *s = ld_sstack_base; s < ld_sstop; s++) wv_push(&todo, *s);
        for (size_t i = 0; i < ld_n_global_roots(); i++) wv_push(&todo, *ld_global_root(i));
    }
    while (todo.n) {
        ld_value x = todo.items[--todo.n];
        if (!has_header(x) || !ld_ptrset_add(&seen, (uintptr_t)x)) continue;
        ld_value h = LD_HDR(x);
        bytes += object_bytes(h);
        if (LD_KIND_SCANNED(LD_KIND(h)))
            for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) wv_push(&todo, LD_FIELD(x, i));
    }
    ld_ptrset_free(&seen);
    free(todo.items);
    return LD_INT((int64_t)bytes);
}

/* ---- share ---------------------------------------------------------------- *
 * After a major collection the nursery is empty and nothing is allocated
 * until share returns, so every object is old or large and replacing a
 * field needs no write barrier.  The walk is post-order with an explicit
 * stack: the fields of an object are made canonical first, then an
 * immutable object (record other than an exception identity, string,
 * real, flat reals) is looked up by its header and payload words in the
 * table of canonical objects, and replaced by the one found.  Static
 * objects are left alone (read-only), mutable ones are never replaced. */

/* object -> its canonical object (itself while it is being walked) */
typedef struct {
    ld_value *keys, *vals;
    size_t cap, count;
} memo_t;

static size_t ptr_slot(ld_value v, size_t cap) {
    return (size_t)((v >> 3) * 0x9e3779b97f4a7c15ULL >> 20) & (cap - 1);
}

static void memo_put(memo_t *m, ld_value k, ld_value v);

static void memo_grow(memo_t *m) {
    memo_t old = *m;
    m->cap = old.cap ? 2 * old.cap : 1024;
    m->count = 0;
    m->keys = calloc(m->cap, sizeof *m->keys);
    m->vals = calloc(m->cap, sizeof *m->vals);
    if (!m->keys || !m->vals) ld_out_of_memory();
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i]) memo_put(m, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
}

static void memo_put(memo_t *m, ld_value k, ld_value v) {
    if (2 * (m->count + 1) > m->cap) memo_grow(m);
    size_t i = ptr_slot(k, m->cap);
    while (m->keys[i] && m->keys[i] != k) i = (i + 1) & (m->cap - 1);
    if (!m->keys[i]) m->count++;
    m->keys[i] = k;
    m->vals[i] = v;
}

static ld_value memo_get(const memo_t *m, ld_value k) {
    if (!m->cap) return 0;
    for (size_t i = ptr_slot(k, m->cap); m->keys[i]; i = (i + 1) & (m->cap - 1))
        if (m->keys[i] == k) return m->vals[i];
    return 0;
}

/* canonical objects, by header and payload words */
typedef struct {
    ld_value *slots;
    size_t cap, count;
} intern_t;

static uint64_t shallow_hash(ld_value v) {
    ld_value h = LD_HDR(v);
    hash_ctx c = {h, SIZE_MAX};
    for (uint64_t i = 0, n = LD_PAYLOAD_WORDS(h); i < n; i++) mix(&c, LD_FIELD(v, i));
    return c.h;
}

static bool shallow_equal(ld_value a, ld_value b) {
    ld_value h = LD_HDR(a);
    return h == LD_HDR(b) && memcmp(LD_FIELDS(a), LD_FIELDS(b), 8 * LD_PAYLOAD_WORDS(h)) == 0;
}

static void intern_add(intern_t *t, ld_value v);

static void intern_grow(intern_t *t) {
    intern_t old = *t;
    t->cap = old.cap ? 2 * old.cap : 1024;
    t->count = 0;
    t->slots = calloc(t->cap, sizeof *t->slots);
    if (!t->slots) ld_out_of_memory();
    for (size_t i = 0; i < old.cap; i++)
        if (old.slots[i]) intern_add(t, old.slots[i]);
    free(old.slots);
}

static void intern_add(intern_t *t, ld_value v) {
    if (2 * (t->count + 1) > t->cap) intern_grow(t);
    size_t i = (size_t)shallow_hash(v) & (t->cap - 1);
    while (t->slots[i]) i = (i + 1) & (t->cap - 1);
    t->slots[i] = v;
    t->count++;
}

/* the canonical object equal to v (v itself if it is the first) */
static ld_value intern(intern_t *t, ld_value v) {
    if (t->cap)
        for (size_t i = (size_t)shallow_hash(v) & (t->cap - 1); t->slots[i]; i = (i + 1) & (t->cap - 1))
            if (shallow_equal(t->slots[i], v)) return t->slots[i];
    intern_add(t, v);
    return v;
}

static bool shareable(ld_value h) {
    switch (LD_KIND(h)) {
    case LD_RECORD: return LD_TAG(h) != LD_EXN_ID_TAG;
    case LD_STRING:
    case LD_REAL:
    case LD_REALS: return true;
    default: return false;
    }
}

static bool in_heap(ld_value v) {
    ld_class c = ld_classify(v);
    return c == LD_CLASS_OLD || c == LD_CLASS_LARGE;
}

typedef struct {
    memo_t memo;
    intern_t table;
    wordvec stack; /* pairs: object, index of its next field */
} share_ctx;

static ld_value canonical(share_ctx *c, ld_value root) {
    if (!in_heap(root)) return root;
    ld_value known = memo_get(&c->memo, root);
    if (known) return known;
    memo_put(&c->memo, root, root);
    wordvec *s = &c->stack;
    wv_push(s, root);
    wv_push(s, 0);
    while (s->n) {
        ld_value v = s->items[s->n - 2];
        ld_value h = LD_HDR(v);
        uint64_t i = s->items[s->n - 1];
        if (LD_KIND_SCANNED(LD_KIND(h)) && i < LD_LEN(h)) {
            ld_value f = LD_FIELD(v, i);
            if (in_heap(f)) {
                ld_value m = memo_get(&c->memo, f);
                if (!m) { /* walk it first, then come back to field i */
                    memo_put(&c->memo, f, f);
                    wv_push(s, f);
                    wv_push(s, 0);
                    continue;
                }
                LD_FIELD(v, i) = m;
            }
            s->items[s->n - 1] = i + 1;
            continue;
        }
        s->n -= 2;
        if (shareable(h)) {
            ld_value canon = intern(&c->table, v);
            if (canon != v) memo_put(&c->memo, v, canon);
        }
    }
    return memo_get(&c->memo, root);
}

static void share_free(share_ctx *c) {
    free(c->memo.keys);
    free(c->memo.vals);
    free(c->table.slots);
    free(c->stack.items);
}

/* the object slot points to if it was replaced by a canonical one */
static void redirect(const share_ctx *c, ld_value *slot) {
    if (!in_heap(*slot)) return;
    ld_value m = memo_get(&c->memo, *slot);
    if (m) *slot = m;
}

static void redirect_fields(const share_ctx *c, ld_value v) {
    ld_value h = LD_HDR(v);
    if (LD_KIND_SCANNED(LD_KIND(h)))
        for (uint64_t i = 0, n = LD_LEN(h); i < n; i++) redirect(c, LD_FIELDS(v) + i);
}

/* Every root, and every field of every object (the old space parses as
 * objects; the nursery is empty), that points to an object replaced by a
 * canonical one points to that one instead: the object graph from x is
 * shared for every user of it, as MLton's share does. */
static void redirect_all(const share_ctx *c) {
    for (ld_value *s = ld_sstack_base; s < ld_sstop; s++) redirect(c, s);
    ld_value *lo, *hi;
    for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads */
        if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) redirect(c, s);
    for (size_t i = 0; i < ld_n_global_roots(); i++) redirect(c, ld_global_root(i));
    for (char *p = ld_heap.old, *end = ld_heap.old + ld_heap.old_used; p < end;) {
        ld_value v = LD_PTR_VALUE(p + 8);
        redirect_fields(c, v);
        p += object_bytes(LD_HDR(v));
    }
    for (ld_large *n = ld_heap.large; n; n = n->next) redirect_fields(c, LD_LARGE_VALUE(n));
}

/* MLton.share x (all != 0: shareAll, every root) */
ld_value ld_mlton_share(ld_value x, ld_value all) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = x;
    ld_collect(true, 0);
    share_ctx c = {0};
    if (LD_UNTAG(all)) {
        for (ld_value *s = ld_sstack_base; s < ld_sstop; s++) *s = canonical(&c, *s);
        ld_value *lo, *hi;
        for (size_t t = 0; t < ld_thread_stacks(); t++) /* suspended threads */
            if (ld_thread_stack(t, &lo, &hi)) for (ld_value *s = lo; s < hi; s++) *s = canonical(&c, *s);
        for (size_t i = 0; i < ld_n_global_roots(); i++) {
            ld_value *slot = ld_global_root(i);
            *slot = canonical(&c, *slot);
        }
    } else {
        canonical(&c, fr[0]);
        redirect_all(&c);
    }
    share_free(&c);
    ld_frame_pop(fr);
    if (ld_heap.verify) ld_heap_verify("after MLton.share");
    return LD_UNIT;
}

/* ---- weak cells ------------------------------------------------------------ */

static ld_value *weak_cells;
static size_t n_weak, cap_weak;

ld_value ld_weak_new(ld_value target) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = target;
    ld_value cell = ld_alloc(LD_BYTES, 0, 8);
    LD_FIELD(cell, 0) = fr[0];
    ld_frame_pop(fr);
    if (n_weak == cap_weak) {
        cap_weak = cap_weak ? 2 * cap_weak : 64;
        weak_cells = realloc(weak_cells, cap_weak * sizeof *weak_cells);
        if (!weak_cells) ld_out_of_memory();
    }
    weak_cells[n_weak++] = cell;
    return cell;
}

/* [] once the target died, else [target] */
ld_value ld_weak_get(ld_value cell) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = cell;
    ld_value cons = ld_alloc(LD_RECORD, LD_TAG_CONS, 2);
    ld_value target = LD_FIELD(fr[0], 0); /* after the allocation, which may collect */
    ld_frame_pop(fr);
    if (!target) return LD_NIL;
    LD_FIELD(cons, 0) = target;
    LD_FIELD(cons, 1) = LD_NIL;
    return cons;
}

void ld_weak_sweep(ld_value (*survivor)(void *ctx, ld_value v), void *ctx, bool in_place) {
    size_t kept = 0;
    for (size_t i = 0; i < n_weak; i++) {
        ld_value cell = weak_cells[i], now = survivor(ctx, cell);
        if (!now) continue;
        ld_value *slot = LD_FIELDS(in_place ? cell : now);
        if (*slot) *slot = survivor(ctx, *slot);
        weak_cells[kept++] = now;
    }
    n_weak = kept;
}

/* ---- MLton.GC and touch ------------------------------------------------------ */

/* op: 0 collect, 1 pack, 2 unpack, 3 setMessages arg, 4 setSummary arg,
 * then the statistics: 5 bytes allocated, 6 bytes live after the last major
 * collection, 7 copying (major) collections, 8 mark-compact collections,
 * 9 minor collections, 10 the most bytes live, 11 collections of any kind */
ld_value ld_mlton_gc(ld_value op, ld_value arg) {
    switch (LD_UNTAG(op)) {
    case 0: ld_collect(true, 0); return LD_INT(0);
    case 1: ld_collect(true, 0); ld_gc_pack(); return LD_INT(0);
    case 2: return LD_INT(0); /* the spaces grow back on demand */
    case 3: ld_gc_messages = LD_UNTAG(arg) != 0; return LD_INT(0);
    case 4: ld_heap.stats = LD_UNTAG(arg) != 0; return LD_INT(0);
    case 5: return LD_INT((int64_t)(ld_heap.bytes_allocated + (uint64_t)(ld_hp - ld_heap.nursery)));
    case 6: return LD_INT((int64_t)ld_gc_last_live);
    case 7: return LD_INT((int64_t)ld_gc_copying_count);
    case 8: return LD_INT((int64_t)(ld_heap.major_count - ld_gc_copying_count));
    case 9: return LD_INT((int64_t)ld_heap.minor_count);
    case 10: return LD_INT((int64_t)ld_heap.max_live);
    default: return LD_INT((int64_t)(ld_heap.minor_count + ld_heap.major_count));
    }
}

/* Keeps its argument alive up to here: the call is never removed. */
ld_value ld_mlton_touch(ld_value v) {
    (void)v;
    return LD_UNIT;
}
