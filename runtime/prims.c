/*
 * prims.c -- string, char, array and vector primitives.
 * Conventions (see ldriver_rt.h): tagged ints, lists as nil/cons cells,
 * failures set ld_pending and return a dummy; allocating primitives protect
 * their arguments in a shadow-stack frame.
 */
#include <stdlib.h>

#include "rt_internal.h"

/* the 256 one-character strings returned by str */
static struct {
    ld_value hdr;
    char s[8];
} one_char[256];

void ld_prims_init(void) {
    for (int i = 0; i < 256; i++) {
        one_char[i].hdr = LD_HEADER(LD_STRING, 0, 1);
        memset(one_char[i].s, 0, sizeof one_char[i].s);
        one_char[i].s[0] = (char)i;
    }
}

#define RAISE(N) ld_raise(LD_STATIC_VALUE(ld_exn_pkt_##N))

/* ---- strings ------------------------------------------------------------- */

ld_value ld_string_alloc(size_t len) { return ld_alloc(LD_STRING, 0, len); }

ld_value ld_string_from_c(const char *s, size_t len) {
    ld_value v = ld_string_alloc(len);
    memcpy(LD_STR_BYTES(v), s, len);
    return v;
}

/* The end of STRING r's payload (its bytes and their NUL padding). */
static char *payload_end(ld_value r) { return LD_STR_BYTES(r) + 8 * LD_PAYLOAD_WORDS(LD_HDR(r)); }

/* Copy the bytes of STRING `src` to `dst`, below `limit`; bytes after the
 * copy may be overwritten (the caller writes them, or finish_padding zeroes
 * them).  A string's payload covers its bytes rounded up to words, so a
 * short string -- most of what concat joins -- is copied a word at a time,
 * without a memcpy call, when those words fit below `limit`. */
static inline char *append_string(char *dst, ld_value src, const char *limit) {
    size_t len = LD_STR_LEN(src);
    const char *from = LD_STR_BYTES(src);
    if (len <= 32 && dst + ((len + 7) & ~(size_t)7) <= limit) {
        for (size_t i = 0; i < len; i += 8) memcpy(dst + i, from + i, 8);
    } else {
        memcpy(dst, from, len);
    }
    return dst + len;
}

/* The NUL padding from `end` (after the last byte) to the end of r's payload. */
static void finish_padding(ld_value r, char *end) { memset(end, 0, (size_t)(payload_end(r) - end)); }

ld_value ld_string_concat(ld_value a, ld_value b) {
    size_t la = LD_STR_LEN(a), lb = LD_STR_LEN(b);
    if (la == 0) return b;
    if (lb == 0) return a;
    if ((int64_t)(la + lb) > LD_MAX_ARRAY_LEN) return RAISE(Size);
    ld_value *fr = ld_frame_push(2);
    fr[0] = a;
    fr[1] = b;
    ld_value r = ld_string_alloc(la + lb);
    char *limit = payload_end(r);
    finish_padding(r, append_string(append_string(LD_STR_BYTES(r), fr[0], limit), fr[1], limit));
    ld_frame_pop(fr);
    return r;
}

ld_value ld_substring(ld_value s, ld_value i, ld_value n) {
    int64_t a = LD_UNTAG(i), k = LD_UNTAG(n), len = (int64_t)LD_STR_LEN(s);
    if (a < 0 || k < 0 || a > len || k > len - a) return RAISE(Subscript);
    if (k == len) return s;
    ld_value *fr = ld_frame_push(1);
    fr[0] = s;
    ld_value r = ld_string_alloc((size_t)k);
    memcpy(LD_STR_BYTES(r), LD_STR_BYTES(fr[0]) + a, (size_t)k);
    ld_frame_pop(fr);
    return r;
}

static ld_value cons(ld_value *fr_hd_tl) {
    /* fr_hd_tl[0] = head, fr_hd_tl[1] = tail, both protected by the caller */
    ld_value c = ld_alloc(LD_RECORD, LD_TAG_CONS, 2);
    LD_FIELD(c, 0) = fr_hd_tl[0];
    LD_FIELD(c, 1) = fr_hd_tl[1];
    return c;
}

ld_value ld_string_explode(ld_value s) {
    ld_value *fr = ld_frame_push(3); /* s, head, list */
    fr[0] = s;
    fr[2] = LD_NIL;
    for (size_t i = LD_STR_LEN(s); i-- > 0;) {
        fr[1] = LD_INT((unsigned char)LD_STR_BYTES(fr[0])[i]);
        fr[2] = cons(fr + 1);
    }
    ld_value r = fr[2];
    ld_frame_pop(fr);
    return r;
}

static int64_t list_length(ld_value xs) {
    int64_t n = 0;
    for (; xs != LD_NIL; xs = LD_FIELD(xs, 1)) n++;
    return n;
}

ld_value ld_string_implode(ld_value cs) {
    int64_t n = list_length(cs);
    if (n > LD_MAX_ARRAY_LEN) return RAISE(Size);
    ld_value *fr = ld_frame_push(1);
    fr[0] = cs;
    ld_value r = ld_string_alloc((size_t)n);
    char *p = LD_STR_BYTES(r);
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 1))
        *p++ = (char)LD_UNTAG(LD_FIELD(c, 0));
    ld_frame_pop(fr);
    return r;
}

ld_value ld_string_concat_list(ld_value ss) {
    uint64_t total = 0;
    for (ld_value c = ss; c != LD_NIL; c = LD_FIELD(c, 1)) {
        total += LD_STR_LEN(LD_FIELD(c, 0));
        if (total > (uint64_t)LD_MAX_ARRAY_LEN) return RAISE(Size);
    }
    ld_value *fr = ld_frame_push(1);
    fr[0] = ss;
    ld_value r = ld_string_alloc((size_t)total);
    char *p = LD_STR_BYTES(r), *limit = payload_end(r);
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 1)) p = append_string(p, LD_FIELD(c, 0), limit);
    finish_padding(r, p);
    ld_frame_pop(fr);
    return r;
}

/* Decimal digits written backwards from the end of a buffer, from the
 * negated value: minInt has no positive counterpart. */
ld_value ld_int_to_string(ld_value n) {
    char buf[24], *p = buf + sizeof buf;
    int64_t v = LD_UNTAG(n), m = v < 0 ? v : -v;
    do {
        *--p = (char)('0' - m % 10);
        m /= 10;
    } while (m != 0);
    if (v < 0) *--p = '~';
    return ld_string_from_c(p, (size_t)(buf + sizeof buf - p));
}

ld_value ld_str(ld_value c) {
    return LD_PTR_VALUE(one_char[LD_UNTAG(c) & 0xff].s);
}

ld_value ld_chr(ld_value i) {
    int64_t k = LD_UNTAG(i);
    if (k < 0 || k > 255) return RAISE(Chr);
    return i;
}

ld_value ld_ord(ld_value c) { return c; }

/* ---- arrays and vectors --------------------------------------------------- */

/* An array whose first element is a REAL object holds reals: it is flat. */
static int is_real(ld_value v) { return (v & 1) == 0 && LD_KIND(LD_HDR(v)) == LD_REAL; }

ld_value ld_array_make(ld_value n, ld_value init) {
    int64_t k = LD_UNTAG(n);
    if (k < 0 || k > LD_MAX_ARRAY_LEN) return RAISE(Size);
    if (is_real(init)) {
        double d = ld_real_get(init);
        ld_value a = ld_alloc(LD_RARRAY, 0, (uint64_t)k);
        for (int64_t i = 0; i < k; i++) ld_real_set(a, (size_t)i, d);
        return a;
    }
    ld_value *fr = ld_frame_push(1);
    fr[0] = init;
    ld_value a = ld_alloc(LD_ARRAY, 0, (uint64_t)k);
    init = fr[0];
    ld_frame_pop(fr);
    ld_value *f = LD_FIELDS(a);
    for (int64_t i = 0; i < k; i++) f[i] = init;
    /* initializing stores: no barrier needed (fresh object, no GC since) */
    return a;
}

ld_value ld_bytes_make(ld_value n, ld_value init) {
    int64_t k = LD_UNTAG(n);
    if (k < 0 || k > LD_MAX_ARRAY_LEN) return RAISE(Size);
    ld_value a = ld_alloc(LD_BYTES, 0, (uint64_t)k);
    memset(LD_STR_BYTES(a), (int)(LD_UNTAG(init) & 0xff), (size_t)k);
    return a;
}

static ld_value from_list(ld_value xs, unsigned kind) {
    int64_t n = list_length(xs);
    if (n > LD_MAX_ARRAY_LEN) return RAISE(Size);
    ld_value *fr = ld_frame_push(1);
    fr[0] = xs;
    ld_value v = ld_alloc(kind, 0, (uint64_t)n);
    size_t i = 0;
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 1), i++) {
        if (kind == LD_RARRAY)
            ld_real_set(v, i, ld_real_get(LD_FIELD(c, 0)));
        else
            LD_FIELD(v, i) = LD_FIELD(c, 0);
    }
    ld_frame_pop(fr);
    return v;
}

ld_value ld_vector_from_list(ld_value xs) { return from_list(xs, LD_RECORD); }
ld_value ld_array_from_list(ld_value xs) {
    return from_list(xs, xs != LD_NIL && is_real(LD_FIELD(xs, 0)) ? LD_RARRAY : LD_ARRAY);
}

/* The first n elements of array a as a vector, one allocation for the
 * vector (Vector.tabulate/map, Array.vector build an array in place, then
 * this): the elements of a flat array of reals are boxed one by one. */
ld_value ld_vector_of_array(ld_value a, ld_value n) {
    int64_t k = LD_UNTAG(n);
    if (k < 0 || (uint64_t)k > LD_LEN(LD_HDR(a))) return RAISE(Subscript);
    ld_value *fr = ld_frame_push(2);
    fr[0] = a;
    ld_value v = ld_alloc(LD_RECORD, 0, (uint64_t)k);
    if (LD_KIND(LD_HDR(fr[0])) != LD_RARRAY) {
        memcpy(LD_FIELDS(v), LD_FIELDS(fr[0]), (size_t)k * sizeof(ld_value));
        ld_frame_pop(fr);
        return v;
    }
    /* the vector is scanned while the boxes are allocated: valid fields first */
    for (int64_t i = 0; i < k; i++) LD_FIELD(v, i) = LD_UNIT;
    fr[1] = v;
    for (int64_t i = 0; i < k; i++) {
        ld_value box = ld_box_real(ld_reals_get(fr[0], (size_t)i));
        LD_FIELD(fr[1], i) = box;
        ld_remember(&LD_FIELD(fr[1], i));
    }
    v = fr[1];
    ld_frame_pop(fr);
    return v;
}

/* The concatenation of a list of vectors, allocated once; Size past the
 * longest vector. */
ld_value ld_vector_concat(ld_value vs) {
    uint64_t total = 0;
    for (ld_value c = vs; c != LD_NIL; c = LD_FIELD(c, 1)) {
        total += LD_LEN(LD_HDR(LD_FIELD(c, 0)));
        if (total > LD_MAX_ARRAY_LEN) return RAISE(Size);
    }
    ld_value *fr = ld_frame_push(1);
    fr[0] = vs;
    ld_value v = ld_alloc(LD_RECORD, 0, total);
    ld_value *dst = LD_FIELDS(v);
    for (ld_value c = fr[0]; c != LD_NIL; c = LD_FIELD(c, 1)) {
        ld_value part = LD_FIELD(c, 0);
        uint64_t len = LD_LEN(LD_HDR(part));
        memcpy(dst, LD_FIELDS(part), (size_t)len * sizeof(ld_value));
        dst += len;
    }
    ld_frame_pop(fr);
    return v;
}
