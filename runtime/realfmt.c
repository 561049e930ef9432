/* Real.fmt's number text (ld_real_format): C's %.*e / %.*f / %.*g text,
 * computed exactly, then put in ML notation.
 *
 * Most reals a program prints have a moderate exponent.  For them the digits
 * come from one 128-bit division: |x| = m * 2^e exactly, so
 * round(|x| * 10^s) is the quotient of two integers that fit in 128 bits,
 * rounded half to even on the exact remainder -- the digits glibc's printf
 * produces, without its arbitrary-precision arithmetic (which took 40% of a
 * Real.fmt-heavy program).  Values out of that range go through snprintf.
 * tests/runtime/real_format.c checks the fast path against snprintf. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ldriver_rt.h"
#include "rt_internal.h"

__extension__ typedef unsigned __int128 u128;

static int bits128(u128 v) {
    int n = 0;
    while (v != 0) {
        v >>= 1;
        n++;
    }
    return n;
}

/* 10^k for 0 <= k <= 38 (10^38 < 2^127). */
static u128 pow10_128(int k) {
    u128 p = 1;
    while (k-- > 0) p *= 10;
    return p;
}

/* round(ax * 10^s) into *q and its integer part into *whole, ax > 0 finite;
 * 0 if an operand would not fit. */
static int scaled_round(double ax, int s, u128 *q, u128 *whole) {
    int e2;
    double f = frexp(ax, &e2);
    uint64_t m = (uint64_t)ldexp(f, 53);
    int e = e2 - 53;
    while ((m & 1) == 0) {
        m >>= 1;
        e++;
    }
    if (s > 38 || s < -38) return 0;
    u128 num = m, den = 1;
    if (s >= 0) {
        if (bits128(num) + 4 * s > 126) return 0; /* 10 < 2^4 */
        num *= pow10_128(s);
    } else {
        den = pow10_128(-s);
    }
    if (e >= 0) {
        if (bits128(num) + e > 126) return 0;
        num <<= e;
    } else {
        if (bits128(den) - e > 126) return 0;
        den <<= -e;
    }
    u128 quot, rem;
    if ((num >> 64) == 0 && (den >> 64) == 0) { /* the common case, in 64 bits */
        quot = (uint64_t)num / (uint64_t)den;
        rem = (uint64_t)num % (uint64_t)den;
    } else {
        quot = num / den;
        rem = num - quot * den;
    }
    *whole = quot;
    if (2 * rem > den || (2 * rem == den && (quot & 1) != 0)) quot++;
    *q = quot;
    return 1;
}

/* The decimal digits of q into buf (no terminator); their count. */
static int decimal(u128 q, char *buf) {
    char tmp[40];
    int n = 0;
    while ((q >> 64) != 0) { /* 128-bit division only above 2^64 */
        tmp[n++] = (char)('0' + (int)(q % 10));
        q /= 10;
    }
    uint64_t r = (uint64_t)q;
    do {
        tmp[n++] = (char)('0' + (int)(r % 10));
        r /= 10;
    } while (r != 0);
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    return n;
}

/* The p+1 significant digits of ax (> 0) rounded, into digits, and the decimal
 * exponent of the first; 0 if out of the fast range. */
static int significant(double ax, int p, char *digits, int *exp10) {
    int e = (int)floor(log10(ax));
    u128 q, whole;
    for (int tries = 0; tries < 3; tries++) {
        if (!scaled_round(ax, p - e, &q, &whole)) return 0;
        if (whole >= pow10_128(p + 1)) {
            e++;
        } else if (whole < pow10_128(p)) {
            e--;
        } else {
            if (q == pow10_128(p + 1)) { /* rounding carried into a new digit */
                q = pow10_128(p);
                e++;
            }
            decimal(q, digits);
            *exp10 = e;
            return 1;
        }
    }
    return 0;
}

static char *put_exponent(char *o, int e) {
    *o++ = 'e';
    *o++ = e < 0 ? '-' : '+';
    if (e < 0) e = -e;
    char tmp[8];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + e % 10);
        e /= 10;
    } while (e != 0);
    if (n < 2) tmp[n++] = '0';
    while (n > 0) *o++ = tmp[--n];
    return o;
}

/* C's text of "%.*<mode>" (mode 'e', 'f' or 'g') for finite x into buf when
 * the fast path applies and the text has fewer than cap bytes; its length,
 * else -1. */
int ld_real_format_fast(char *buf, size_t cap, double x, int mode, int prec) {
    char digits[48];
    char *o = buf;
    double ax = fabs(x);
    if (prec > 30 || cap < 80) return -1;
    if (signbit(x)) *o++ = '-';
    if (mode == 'f') {
        u128 q = 0, integral;
        if (ax != 0 && !scaled_round(ax, prec, &q, &integral)) return -1;
        int n = decimal(q, digits);
        int whole = n - prec;
        if (whole <= 0) {
            *o++ = '0';
        } else {
            memcpy(o, digits, (size_t)whole);
            o += whole;
        }
        if (prec > 0) {
            *o++ = '.';
            for (int i = whole; i < 0; i++) *o++ = '0';
            int from = whole < 0 ? 0 : whole;
            memcpy(o, digits + from, (size_t)(n - from));
            o += n - from;
        }
        return (int)(o - buf);
    }
    int p = mode == 'g' ? (prec == 0 ? 0 : prec - 1) : prec;
    int e = 0;
    if (ax == 0) memset(digits, '0', (size_t)p + 1);
    else if (!significant(ax, p, digits, &e)) return -1;
    if (mode == 'g' && e >= -4 && e <= p) {
        /* %f with p - e decimals: the same digits, trailing zeros removed */
        int last = p;
        while (last > 0 && last > e && digits[last] == '0') last--;
        if (e < 0) {
            *o++ = '0';
            *o++ = '.';
            for (int i = e; i < -1; i++) *o++ = '0';
            memcpy(o, digits, (size_t)last + 1);
            o += last + 1;
        } else {
            memcpy(o, digits, (size_t)e + 1);
            o += e + 1;
            if (last > e) {
                *o++ = '.';
                memcpy(o, digits + e + 1, (size_t)(last - e));
                o += last - e;
            }
        }
        return (int)(o - buf);
    }
    int last = p;
    if (mode == 'g')
        while (last > 0 && digits[last] == '0') last--;
    *o++ = digits[0];
    if (last > 0) {
        *o++ = '.';
        memcpy(o, digits + 1, (size_t)last);
        o += last;
    }
    o = put_exponent(o, e);
    return (int)(o - buf);
}

/* C's number text in ML notation, in place: ~ for -, E for e; SCI exponents
 * lose + and leading zeros (1.5E4, 5.0E~1, 1.0E0); GEN results show they
 * are reals (1.0, not 1).  Returns the new length, at most n + 2 (the
 * buffer must have room for that). */
static size_t ml_number(char *s, size_t n, int mode) {
    size_t out = 0;
    int real_looking = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '-') {
            s[out++] = '~';
        } else if (c == 'e') {
            char sign = i + 1 < n ? s[i + 1] : 0; /* read before out reaches it */
            s[out++] = 'E';
            real_looking = 1;
            if (sign == '-' || sign == '+') i++;
            if (sign == '-') s[out++] = '~';
            if (mode == 'e')
                while (i + 2 < n && s[i + 1] == '0') i++; /* keep the last digit */
        } else {
            if (c == '.') real_looking = 1;
            s[out++] = c;
        }
    }
    if (mode == 'g' && !real_looking) {
        s[out++] = '.';
        s[out++] = '0';
    }
    return out;
}

/* Mode 'e' (SCI), 'f' (FIX) or 'g' (GEN) with the given precision, in ML
 * notation, nan/inf/~inf for the non-finite values in every mode; mode 'r'
 * is the shortest %.*e form that reads back as the same double, in C
 * notation (for Real.toDecimal).  May collect. */
ld_value ld_real_format(double x, ld_value mode, ld_value prec) {
    char small[96];
    int m = (int)LD_UNTAG(mode);
    int64_t p = LD_UNTAG(prec);
    if (p < 0) p = 0;
    if (p > 100000) p = 100000;
    if (m == 'r') {
        for (int q = 0; q <= 17; q++) {
            snprintf(small, sizeof small, "%.*e", q, x);
            if (strtod(small, NULL) == x) break;
        }
        return ld_string_from_c(small, strlen(small));
    }
    if (isnan(x)) return ld_string_from_c("nan", 3);
    if (isinf(x)) return x > 0 ? ld_string_from_c("inf", 3) : ld_string_from_c("~inf", 4);
    int fast = ld_real_format_fast(small, sizeof small - 2, x, m, (int)p);
    if (fast >= 0) return ld_string_from_c(small, ml_number(small, (size_t)fast, m));
    char fmt[8] = {'%', '.', '*', (char)(m == 'f' ? 'f' : m == 'g' ? 'g' : 'e'), 0};
    int n = snprintf(small, sizeof small - 2, fmt, (int)p, x);
    if (n < 0) n = 0;
    if ((size_t)n < sizeof small - 2) return ld_string_from_c(small, ml_number(small, (size_t)n, m));
    char *big = malloc((size_t)n + 3);
    if (big == NULL) {
        fputs("Out of memory\n", stderr);
        ld_exit(2);
    }
    snprintf(big, (size_t)n + 1, fmt, (int)p, x);
    ld_value r = ld_string_from_c(big, ml_number(big, (size_t)n, m));
    free(big);
    return r;
}
