/* real -> int conversions (edge cases) and integer division helpers. */
#include "rt_test.h"

#include <math.h>

#define PKT(N) LD_STATIC_VALUE(ld_exn_pkt_##N)

static int raised(ld_value pkt) {
    ld_value p = ld_pending;
    ld_pending = 0;
    return p == pkt;
}

#define OK(expr, n) CHECK((expr) == LD_INT(n) && !ld_pending)
#define RAISES(expr, N) do { (void)(expr); CHECK(raised(PKT(N))); } while (0)

void ld_program_main(void) {
    const double two62 = 4611686018427387904.0; /* 2^62 */
    OK(ld_real_floor(2.5), 2);
    OK(ld_real_floor(-2.5), -3);
    OK(ld_real_floor(-0.0), 0);
    OK(ld_real_ceil(2.1), 3);
    OK(ld_real_ceil(-2.9), -2);
    OK(ld_real_trunc(-2.9), -2);
    OK(ld_real_trunc(2.9), 2);
    /* round half to even */
    OK(ld_real_round(0.5), 0);
    OK(ld_real_round(1.5), 2);
    OK(ld_real_round(2.5), 2);
    OK(ld_real_round(3.5), 4);
    OK(ld_real_round(-0.5), 0);
    OK(ld_real_round(-1.5), -2);
    OK(ld_real_round(-2.5), -2);
    OK(ld_real_round(2.4999999), 2);
    OK(ld_real_round(2.5000001), 3);
    OK(ld_real_round(0.49999999999999994), 0);
    OK(ld_real_round(4503599627370497.0), 4503599627370497); /* 2^52+1 */
    /* the 63-bit range */
    OK(ld_real_floor(-two62), LD_MIN_INT);
    OK(ld_real_round(-two62), LD_MIN_INT);
    OK(ld_real_floor(two62 - 1024.0), 4611686018427386880);
    RAISES(ld_real_floor(two62), Overflow);
    RAISES(ld_real_ceil(two62 - 0.5e3 + 1e3), Overflow);
    RAISES(ld_real_floor(-two62 - 1024.0), Overflow);
    RAISES(ld_real_ceil(-two62 - 1024.0), Overflow);
    RAISES(ld_real_round(1e300), Overflow);
    RAISES(ld_real_trunc(HUGE_VAL), Overflow);
    RAISES(ld_real_round(-HUGE_VAL), Overflow);
    RAISES(ld_real_floor(NAN), Domain);
    RAISES(ld_real_round(NAN), Domain);
    RAISES(ld_real_ceil(NAN), Domain);
    /* integer division: div/mod round to -inf, quot/rem toward 0 */
    OK(ld_int_div(LD_INT(7), LD_INT(2)), 3);
    OK(ld_int_div(LD_INT(-7), LD_INT(2)), -4);
    OK(ld_int_div(LD_INT(7), LD_INT(-2)), -4);
    OK(ld_int_div(LD_INT(-7), LD_INT(-2)), 3);
    OK(ld_int_div(LD_INT(-8), LD_INT(2)), -4);
    OK(ld_int_mod(LD_INT(7), LD_INT(2)), 1);
    OK(ld_int_mod(LD_INT(-7), LD_INT(2)), 1);
    OK(ld_int_mod(LD_INT(7), LD_INT(-2)), -1);
    OK(ld_int_mod(LD_INT(-7), LD_INT(-2)), -1);
    OK(ld_int_quot(LD_INT(-7), LD_INT(2)), -3);
    OK(ld_int_rem(LD_INT(-7), LD_INT(2)), -1);
    OK(ld_int_rem(LD_INT(7), LD_INT(-2)), 1);
    OK(ld_int_mod(LD_INT(LD_MIN_INT), LD_INT(-1)), 0);
    OK(ld_int_rem(LD_INT(LD_MIN_INT), LD_INT(-1)), 0);
    OK(ld_int_div(LD_INT(LD_MIN_INT), LD_INT(1)), LD_MIN_INT);
    RAISES(ld_int_div(LD_INT(LD_MIN_INT), LD_INT(-1)), Overflow);
    RAISES(ld_int_quot(LD_INT(LD_MIN_INT), LD_INT(-1)), Overflow);
    RAISES(ld_int_div(LD_INT(1), LD_INT(0)), Div);
    RAISES(ld_int_mod(LD_INT(1), LD_INT(0)), Div);
    RAISES(ld_int_quot(LD_INT(1), LD_INT(0)), Div);
    RAISES(ld_int_rem(LD_INT(1), LD_INT(0)), Div);
    printf("reals ok\n");
}
