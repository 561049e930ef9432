/*
 * intinf.c -- IntInf magnitudes over GMP's mpn layer.
 *
 * An IntInf.int (stdlib/basis/int_inf_core.sml) is SMALL of an int, or POS
 * or NEG of a magnitude: a STRING whose bytes are 64-bit limbs (mp_limb_t),
 * least significant first, with no leading zero limb; the empty string is
 * zero.  A STRING's payload starts 8-byte aligned, so its bytes are read
 * as limbs in place.  The Basis never keeps a magnitude that fits in an int
 * (it is SMALL instead), but these functions take and give any magnitude.
 *
 * Every result is computed into a scratch buffer outside the ML heap (on
 * the C stack, or malloc'd when large), then copied into a fresh STRING of
 * its exact length: the operands are not needed once the allocation (which
 * may collect and move them) happens, so only ld_intinf_divrem, which
 * allocates three objects, roots anything.  The collector moves magnitudes
 * like any string: nothing here is finalized.
 */
#include <gmp.h>
#include <stdlib.h>

#include "rt_internal.h"

#define RAISE(N) ld_raise(LD_STATIC_VALUE(ld_exn_pkt_##N))

_Static_assert(sizeof(mp_limb_t) == 8 && GMP_NAIL_BITS == 0, "IntInf magnitudes are 64-bit limbs");

static size_t limb_count(ld_value m) { return LD_STR_LEN(m) / sizeof(mp_limb_t); }
static const mp_limb_t *limbs(ld_value m) { return (const mp_limb_t *)(const void *)LD_STR_BYTES(m); }

/* ---- scratch space --------------------------------------------------------- */

/* Limbs for one result: a small buffer in the caller's frame, else malloc. */
#define SCRATCH_LIMBS 128
typedef struct {
    mp_limb_t *p;
    mp_limb_t local[SCRATCH_LIMBS];
} scratch;

static mp_limb_t *scratch_get(scratch *s, size_t n) {
    if (n <= SCRATCH_LIMBS) {
        s->p = s->local;
        return s->p;
    }
    s->p = malloc(n * sizeof(mp_limb_t));
    if (s->p == NULL) ld_out_of_memory();
    return s->p;
}

static void scratch_free(scratch *s) {
    if (s->p != s->local) free(s->p);
}

/* The magnitude of the n limbs at p (not in the ML heap), leading zeros
 * dropped: a fresh STRING.  May collect. */
static ld_value magnitude(const mp_limb_t *p, size_t n) {
    while (n > 0 && p[n - 1] == 0) n--;
    ld_value r = ld_string_alloc(n * sizeof(mp_limb_t));
    memcpy(LD_STR_BYTES(r), p, n * sizeof(mp_limb_t));
    return r;
}

/* magnitude() of a scratch buffer, which it frees. */
static ld_value magnitude_of(scratch *s, size_t n) {
    ld_value r = magnitude(s->p, n);
    scratch_free(s);
    return r;
}

/* Size unless a magnitude of n limbs may be made (String.maxSize). */
static int too_long(uint64_t n) { return n > (uint64_t)LD_MAX_ARRAY_LEN / sizeof(mp_limb_t); }

/* ---- conversions ----------------------------------------------------------- */

ld_value ld_intinf_of_int(ld_value n) {
    int64_t v = LD_UNTAG(n);
    mp_limb_t l = v < 0 ? (mp_limb_t)0 - (mp_limb_t)v : (mp_limb_t)v;
    return magnitude(&l, 1);
}

/* m (negated if neg) as an int when it fits in one, else 0 (which the
 * empty magnitude alone gives truly). */
ld_value ld_intinf_small(ld_value m, ld_value neg) {
    if (limb_count(m) != 1) return LD_INT(0);
    mp_limb_t l = limbs(m)[0];
    const mp_limb_t top = (mp_limb_t)1 << 62; /* -minInt */
    if (LD_UNTAG(neg)) return l <= top ? LD_INT(-(int64_t)(l - 1) - 1) : LD_INT(0);
    return l < top ? LD_INT((int64_t)l) : LD_INT(0);
}

/* The low 63 bits of m as a word (Word.fromLargeInt keeps them). */
ld_value ld_intinf_low_word(ld_value m) {
    return limb_count(m) == 0 ? LD_INT(0) : (ld_value)((limbs(m)[0] << 1) | 1u);
}

/* The index of m's highest set bit (IntInf.log2); -1 for zero. */
ld_value ld_intinf_log2(ld_value m) {
    size_t n = limb_count(m);
    if (n == 0) return LD_INT(-1);
    mp_limb_t top = limbs(m)[n - 1];
    int width = 64 - __builtin_clzll(top);
    return LD_INT((int64_t)(n - 1) * 64 + width - 1);
}

static const char digit_chars[] = "0123456789ABCDEF";

/* The digits of m in radix 2, 8, 10 or 16, after `~` if neg. */
ld_value ld_intinf_to_string(ld_value m, ld_value radix, ld_value neg) {
    size_t n = limb_count(m);
    if (n == 0) return ld_string_from_c("0", 1);
    int base = (int)LD_UNTAG(radix);
    int bits_per_digit = base == 2 ? 1 : base == 8 ? 3 : base == 16 ? 4 : 3; /* 10: > 3 bits a digit */
    size_t max_digits = n * 64 / (size_t)bits_per_digit + 2;
    scratch copy, text;
    mp_limb_t *t = scratch_get(&copy, n + 1); /* mpn_get_str clobbers its input */
    memcpy(t, limbs(m), n * sizeof(mp_limb_t));
    unsigned char *d = (unsigned char *)scratch_get(&text, max_digits / sizeof(mp_limb_t) + 1);
    size_t len = mpn_get_str(d, base, t, (mp_size_t)n);
    scratch_free(&copy);
    size_t skip = 0;
    while (skip + 1 < len && d[skip] == 0) skip++;
    size_t sign = LD_UNTAG(neg) ? 1 : 0;
    ld_value r = ld_string_alloc(sign + len - skip);
    char *out = LD_STR_BYTES(r);
    if (sign) *out++ = '~';
    for (size_t i = skip; i < len; i++) *out++ = digit_chars[d[i]];
    scratch_free(&text);
    return r;
}

static int digit_value(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 0;
}

/* The magnitude written by the digits s (at least one, each valid in
 * radix 2, 8, 10 or 16: IntInf.scan checks them). */
ld_value ld_intinf_of_digits(ld_value s, ld_value radix) {
    size_t len = LD_STR_LEN(s), skip = 0;
    const unsigned char *in = (const unsigned char *)LD_STR_BYTES(s);
    while (skip < len && in[skip] == '0') skip++;
    if (skip == len) return ld_string_alloc(0);
    size_t count = len - skip;
    int base = (int)LD_UNTAG(radix);
    scratch text, out;
    unsigned char *d = (unsigned char *)scratch_get(&text, count / sizeof(mp_limb_t) + 1);
    for (size_t i = 0; i < count; i++) d[i] = (unsigned char)digit_value(in[skip + i]);
    /* at most 4 bits a digit, plus the extra limb mpn_set_str asks for */
    mp_limb_t *r = scratch_get(&out, count * 4 / 64 + 2);
    size_t n = (size_t)mpn_set_str(r, d, count, base);
    scratch_free(&text);
    return magnitude_of(&out, n);
}

/* ---- arithmetic ------------------------------------------------------------ */

ld_value ld_intinf_cmp(ld_value a, ld_value b) {
    size_t la = limb_count(a), lb = limb_count(b);
    if (la != lb) return LD_INT(la < lb ? -1 : 1);
    int c = mpn_cmp(limbs(a), limbs(b), (mp_size_t)la);
    return LD_INT(c < 0 ? -1 : c > 0 ? 1 : 0);
}

/* Orders two magnitudes so that *a has at least as many limbs as *b (the
   mpn functions that take two operands want the longer one first). */
static void longer_first(ld_value *a, ld_value *b) {
    if (limb_count(*a) < limb_count(*b)) {
        ld_value t = *a;
        *a = *b;
        *b = t;
    }
}

ld_value ld_intinf_add(ld_value a, ld_value b) {
    longer_first(&a, &b);
    size_t la = limb_count(a), lb = limb_count(b);
    if (lb == 0) return a;
    scratch s;
    mp_limb_t *r = scratch_get(&s, la + 1);
    r[la] = mpn_add(r, limbs(a), (mp_size_t)la, limbs(b), (mp_size_t)lb);
    return magnitude_of(&s, la + 1);
}

/* a - b, for a >= b */
ld_value ld_intinf_sub(ld_value a, ld_value b) {
    size_t la = limb_count(a), lb = limb_count(b);
    if (lb == 0) return a;
    scratch s;
    mp_limb_t *r = scratch_get(&s, la);
    mpn_sub(r, limbs(a), (mp_size_t)la, limbs(b), (mp_size_t)lb);
    return magnitude_of(&s, la);
}

ld_value ld_intinf_mul(ld_value a, ld_value b) {
    longer_first(&a, &b);
    size_t la = limb_count(a), lb = limb_count(b);
    if (lb == 0) return ld_string_alloc(0);
    scratch s;
    mp_limb_t *r = scratch_get(&s, la + lb);
    if (a == b)
        mpn_sqr(r, limbs(a), (mp_size_t)la);
    else
        mpn_mul(r, limbs(a), (mp_size_t)la, limbs(b), (mp_size_t)lb);
    return magnitude_of(&s, la + lb);
}

/* The truncated quotient and remainder of a by b (not zero), as a
 * two-element vector. */
ld_value ld_intinf_divrem(ld_value a, ld_value b) {
    size_t la = limb_count(a), lb = limb_count(b);
    ld_value *fr = ld_frame_push(2);
    if (la < lb) {
        fr[1] = a;
        fr[0] = ld_string_alloc(0);
    } else {
        scratch q, r;
        mp_limb_t *qp = scratch_get(&q, la - lb + 1), *rp = scratch_get(&r, lb);
        mpn_tdiv_qr(qp, rp, 0, limbs(a), (mp_size_t)la, limbs(b), (mp_size_t)lb);
        fr[0] = magnitude_of(&q, la - lb + 1);
        fr[1] = magnitude_of(&r, lb);
    }
    ld_value v = ld_alloc(LD_RECORD, 0, 2);
    LD_FIELD(v, 0) = fr[0];
    LD_FIELD(v, 1) = fr[1];
    ld_frame_pop(fr);
    return v;
}

/* m * 2^k (k >= 0); Size past String.maxSize */
ld_value ld_intinf_lshift(ld_value m, ld_value k) {
    size_t n = limb_count(m);
    uint64_t shift = (uint64_t)LD_UNTAG(k), whole = shift / 64;
    unsigned bits = (unsigned)(shift % 64);
    if (n == 0) return m;
    if (too_long(whole + n + 1)) return RAISE(Size);
    scratch s;
    mp_limb_t *r = scratch_get(&s, whole + n + 1);
    memset(r, 0, whole * sizeof(mp_limb_t));
    if (bits == 0) {
        memcpy(r + whole, limbs(m), n * sizeof(mp_limb_t));
        r[whole + n] = 0;
    } else {
        r[whole + n] = mpn_lshift(r + whole, limbs(m), (mp_size_t)n, bits);
    }
    return magnitude_of(&s, whole + n + 1);
}

/* m div 2^k (k >= 0) */
ld_value ld_intinf_rshift(ld_value m, ld_value k) {
    size_t n = limb_count(m);
    uint64_t shift = (uint64_t)LD_UNTAG(k), whole = shift / 64;
    unsigned bits = (unsigned)(shift % 64);
    if (whole >= n) return ld_string_alloc(0);
    size_t rn = n - (size_t)whole;
    scratch s;
    mp_limb_t *r = scratch_get(&s, rn);
    if (bits == 0)
        memcpy(r, limbs(m) + whole, rn * sizeof(mp_limb_t));
    else
        mpn_rshift(r, limbs(m) + whole, (mp_size_t)rn, bits);
    return magnitude_of(&s, rn);
}

/* The magnitude of a op b over two's complement, where a is negative if
 * an, b if bn; op 0 is and, 1 or, 2 xor.  The Basis knows the sign. */
ld_value ld_intinf_bitop(ld_value op, ld_value a, ld_value an, ld_value b, ld_value bn) {
    mpz_t x, y, r;
    mp_size_t la = (mp_size_t)limb_count(a), lb = (mp_size_t)limb_count(b);
    mpz_roinit_n(x, limbs(a), LD_UNTAG(an) ? -la : la);
    mpz_roinit_n(y, limbs(b), LD_UNTAG(bn) ? -lb : lb);
    mpz_init(r);
    switch (LD_UNTAG(op)) {
    case 0: mpz_and(r, x, y); break;
    case 1: mpz_ior(r, x, y); break;
    default: mpz_xor(r, x, y); break;
    }
    /* r's limbs are GMP's (malloc'd), outside the heap */
    size_t n = mpz_size(r);
    ld_value v = magnitude(mpz_limbs_read(r), n);
    mpz_clear(r);
    return v;
}
