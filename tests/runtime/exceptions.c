/* Raising and handling by return flag; built-in packets; exnName and
 * exnMessage; generative identities; runtime primitives that raise. */
#include "rt_test.h"

#define PKT(N) LD_STATIC_VALUE(ld_exn_pkt_##N)
#define ID(N) LD_STATIC_VALUE(ld_exn_##N)

/* fun f 0 = raise Div | f n = n + f (n - 1) -- non-tail, propagates */
static ld_value f(ld_value n) {
    if (n == LD_INT(0)) return ld_raise(PKT(Div));
    ld_value r = f(n - 2);
    if (ld_pending) return LD_UNIT;
    return r + n - 1;
}

static int handled(ld_value expected_pkt) {
    ld_value p = ld_pending;
    ld_pending = 0;
    return p == expected_pkt;
}

void ld_program_main(void) {
    ld_value *fr = ld_frame_push(3);
    /* propagation through frames, then a handler */
    f(LD_INT(1000));
    CHECK(handled(PKT(Div)));
    /* built-in names and messages */
    const char *names[] = {"Match", "Bind", "Overflow", "Div", "Subscript", "Size",
                           "Chr", "Empty", "Option", "Domain", "Span"};
    ld_value pkts[] = {PKT(Match), PKT(Bind), PKT(Overflow), PKT(Div), PKT(Subscript),
                       PKT(Size), PKT(Chr), PKT(Empty), PKT(Option), PKT(Domain), PKT(Span)};
    for (int i = 0; i < 11; i++) {
        CHECK(str_is(ld_exn_name(pkts[i]), names[i]));
        CHECK(str_is(ld_exn_message(pkts[i]), names[i]));
        CHECK(LD_FIELD(pkts[i], 0) == LD_FIELD(PKT(Overflow), 0) || i != 2);
    }
    CHECK(str_is(ld_exn_name(PKT(Overflow)), "Overflow"));
    /* Fail s */
    fr[0] = S("bad thing");
    ld_raise_fail(fr[0]);
    CHECK(ld_pending != 0);
    fr[1] = ld_pending;
    ld_pending = 0;
    CHECK(LD_FIELD(fr[1], 0) == ID(Fail));
    CHECK(str_is(ld_exn_name(fr[1]), "Fail"));
    ld_gc_collect(0);
    CHECK(str_is(ld_exn_message(fr[1]), "Fail: bad thing"));
    /* a user exception E of string: a fresh identity, a packet with argument */
    fr[0] = ld_exn_new_identity(S("E"));
    fr[2] = ld_exn_new_identity(S("E")); /* same name, different exception */
    CHECK(fr[0] != fr[2]);
    fr[1] = S("arg");
    fr[1] = ld_exn_packet(fr[0], fr[1], 1);
    ld_gc_collect(1);
    CHECK(LD_FIELD(fr[1], 0) == fr[0] && LD_FIELD(fr[1], 0) != fr[2]);
    CHECK(str_is(ld_exn_name(fr[1]), "E"));
    CHECK(str_is(ld_exn_message(fr[1]), "E"));
    CHECK(str_is(LD_FIELD(fr[1], 1), "arg"));
    /* the pending packet is a root while it propagates */
    ld_raise(fr[1]);
    fr[1] = LD_UNIT;
    ld_gc_collect(0);
    ld_gc_collect(1);
    CHECK(str_is(LD_FIELD(ld_pending, 1), "arg") && LD_FIELD(ld_pending, 0) == fr[0]);
    ld_pending = 0;
    /* primitives that raise */
    ld_chr(LD_INT(256));
    CHECK(handled(PKT(Chr)));
    ld_substring(S("abc"), LD_INT(2), LD_INT(2));
    CHECK(handled(PKT(Subscript)));
    ld_array_make(LD_INT(-1), LD_UNIT);
    CHECK(handled(PKT(Size)));
    ld_int_div(LD_INT(1), LD_INT(0));
    CHECK(handled(PKT(Div)));
    ld_int_quot(LD_INT(LD_MIN_INT), LD_INT(-1));
    CHECK(handled(PKT(Overflow)));
    ld_real_trunc(0.0 / 0.0);
    CHECK(handled(PKT(Domain)));
    ld_frame_pop(fr);
    printf("exceptions ok\n");
}
