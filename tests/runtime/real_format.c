/* The exact fast path of Real.fmt's formatting (runtime/realfmt.c) against
 * snprintf: for reals of every magnitude the fast path covers (random bit
 * patterns, short decimals, rounding ties, powers of ten and their
 * neighbours, zeros), every mode and precisions 0..20, the text is the
 * same, and the fast path is taken for the common cases. */
#include "rt_test.h"
#include "rt_internal.h"

#include <math.h>
#include <stdint.h>

static uint64_t state = 0x9E3779B97F4A7C15u;

static uint64_t next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static long fast_hits, checked;

static void check(double x) {
    static const int modes[3] = {'e', 'f', 'g'};
    char fast[128], slow[512];
    for (int m = 0; m < 3; m++) {
        for (int prec = 0; prec <= 20; prec++) {
            int n = ld_real_format_fast(fast, sizeof fast, x, modes[m], prec);
            checked++;
            if (n < 0) continue;
            fast_hits++;
            char fmt[8] = {'%', '.', '*', (char)modes[m], 0};
            int k = snprintf(slow, sizeof slow, fmt, prec, x);
            if (k != n || memcmp(fast, slow, (size_t)n) != 0) {
                fprintf(stderr, "%%.%d%c of %.17g: fast '%.*s', snprintf '%s'\n", prec, modes[m], x, n, fast,
                        slow);
                exit(3);
            }
        }
    }
}

void ld_program_main(void) {
    static const double specials[] = {0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.05, 0.15, 0.25, 9.5, 9.96,
                                      99.95, 0.0005, 1e-5, 123456789012345.0, 3.3e10, 1e22, 1e23, 9.999999e-5,
                                      5e-324, 1.7976931348623157e308, 0.1, 0.3, 2.675, 1.005};
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
        check(specials[i]);
        check(-specials[i]);
    }
    for (int k = -30; k <= 30; k++) {
        double p = pow(10.0, k);
        check(p);
        check(nextafter(p, 0.0));
        check(nextafter(p, INFINITY));
    }
    int n = getenv("LDRIVER_GC_STRESS") ? 2000 : 20000;
    for (int i = 0; i < n; i++) {
        uint64_t bits = next();
        double x;
        memcpy(&x, &bits, sizeof x);
        if (isfinite(x)) check(x);
        /* short decimals (ties at the digits printed) and moderate magnitudes */
        check((double)(int64_t)(next() % 2000001 - 1000000) / 1000.0);
        check((double)(next() % 100000) * pow(10.0, (int)(next() % 25) - 12));
        check(ldexp((double)(next() >> 11), (int)(next() % 120) - 100));
    }
    CHECK(fast_hits > checked / 2);
    printf("real_format ok\n");
}
