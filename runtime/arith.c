/*
 * arith.c -- numeric primitives: integer division helpers on tagged ints,
 * real -> int conversions (floor, ceil, trunc, round), real boxing.
 */
#include "rt_internal.h"

#include <math.h>

#define RAISE(N) ld_raise(LD_STATIC_VALUE(ld_exn_pkt_##N))

/* 2^62: the first double outside the 63-bit int range */
#define TWO62 4611686018427387904.0

static ld_value to_int(double r) {
    /* r is integral (or NaN / infinite) */
    if (isnan(r)) return RAISE(Domain);
    if (!(r >= -TWO62 && r < TWO62)) return RAISE(Overflow);
    return LD_INT((int64_t)r);
}

ld_value ld_real_floor(double d) { return to_int(floor(d)); }
ld_value ld_real_ceil(double d) { return to_int(ceil(d)); }
ld_value ld_real_trunc(double d) { return to_int(trunc(d)); }

/* To nearest, ties to even, whatever IEEEReal's rounding mode (x - floor x
 * is exact, so this is too); the sign of x kept (~0.4 rounds to ~0.0). */
double ld_round_even(double x) {
    if (isnan(x) || isinf(x)) return x;
    double f = floor(x), diff = x - f;
    if (diff > 0.5 || (diff == 0.5 && fmod(f, 2.0) != 0.0)) f += 1.0;
    return copysign(f, x);
}

ld_value ld_real_round(double d) { return to_int(ld_round_even(d)); }

ld_value ld_box_real(double d) {
    ld_value *p = ld_alloc_group(16);
    p[0] = LD_HEADER(LD_REAL, 0, 1);
    ld_value v = LD_PTR_VALUE(p + 1);
    ld_real_set(v, 0, d);
    return v;
}

ld_value ld_int_quot(ld_value a, ld_value b) {
    int64_t x = LD_UNTAG(a), y = LD_UNTAG(b);
    if (y == 0) return RAISE(Div);
    if (x == LD_MIN_INT && y == -1) return RAISE(Overflow);
    return LD_INT(x / y);
}

ld_value ld_int_rem(ld_value a, ld_value b) {
    int64_t x = LD_UNTAG(a), y = LD_UNTAG(b);
    if (y == 0) return RAISE(Div);
    if (y == -1) return LD_INT(0);
    return LD_INT(x % y);
}

ld_value ld_int_div(ld_value a, ld_value b) {
    int64_t x = LD_UNTAG(a), y = LD_UNTAG(b);
    if (y == 0) return RAISE(Div);
    if (x == LD_MIN_INT && y == -1) return RAISE(Overflow);
    int64_t q = x / y;
    if ((x % y != 0) && ((x < 0) != (y < 0))) q--;
    return LD_INT(q);
}

ld_value ld_int_mod(ld_value a, ld_value b) {
    int64_t x = LD_UNTAG(a), y = LD_UNTAG(b);
    if (y == 0) return RAISE(Div);
    if (y == -1) return LD_INT(0);
    int64_t r = x % y;
    if (r != 0 && ((r < 0) != (y < 0))) r += y;
    return LD_INT(r);
}
