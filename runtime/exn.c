/*
 * exn.c -- exceptions: built-in identities and packets, raising by return
 * flag (ld_pending), exnName / exnMessage, MLton.Exn's top-level handler,
 * the uncaught-exception report.
 */
#include "rt_internal.h"


LD_HIDDEN ld_value ld_pending;

#define ID_HDR LD_HEADER(LD_RECORD, LD_EXN_ID_TAG, 1)
#define PKT_HDR LD_HEADER(LD_RECORD, 0, 1)

#define DEFINE_EXN(N)                                                         \
    LD_STATIC_STRING(static, name_##N, #N);                                   \
    LD_HIDDEN ld_value ld_exn_##N[2] = {ID_HDR, LD_UNIT};                     \
    LD_HIDDEN ld_value ld_exn_pkt_##N[2] = {PKT_HDR, LD_UNIT};

DEFINE_EXN(Match)
DEFINE_EXN(Bind)
DEFINE_EXN(Overflow)
DEFINE_EXN(Div)
DEFINE_EXN(Subscript)
DEFINE_EXN(Size)
DEFINE_EXN(Chr)
DEFINE_EXN(Empty)
DEFINE_EXN(Option)
DEFINE_EXN(Domain)
DEFINE_EXN(Span)
LD_STATIC_STRING(static, name_Fail, "Fail");
LD_HIDDEN ld_value ld_exn_Fail[2] = {ID_HDR, LD_UNIT};
LD_STATIC_STRING(static, fail_prefix, "Fail: ");

void ld_exn_init(void) {
#define INIT_EXN(N)                                                           \
    ld_exn_##N[1] = LD_STATIC_STRING_VALUE(name_##N);                         \
    ld_exn_pkt_##N[1] = LD_STATIC_VALUE(ld_exn_##N);
    INIT_EXN(Match)
    INIT_EXN(Bind)
    INIT_EXN(Overflow)
    INIT_EXN(Div)
    INIT_EXN(Subscript)
    INIT_EXN(Size)
    INIT_EXN(Chr)
    INIT_EXN(Empty)
    INIT_EXN(Option)
    INIT_EXN(Domain)
    INIT_EXN(Span)
#undef INIT_EXN
    ld_exn_Fail[1] = LD_STATIC_STRING_VALUE(name_Fail);
}

ld_value ld_raise(ld_value pkt) {
    ld_pending = pkt;
    return LD_UNIT;
}

ld_value ld_exn_packet(ld_value identity, ld_value arg, int has_arg) {
    ld_value *fr = ld_frame_push(2);
    fr[0] = identity;
    fr[1] = arg;
    ld_value p = ld_alloc(LD_RECORD, 0, has_arg ? 2 : 1);
    LD_FIELD(p, 0) = fr[0];
    if (has_arg) LD_FIELD(p, 1) = fr[1];
    ld_frame_pop(fr);
    return p;
}

ld_value ld_raise_fail(ld_value s) {
    return ld_raise(ld_exn_packet(LD_STATIC_VALUE(ld_exn_Fail), s, 1));
}

ld_value ld_exn_new_identity(ld_value name) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = name;
    ld_value id = ld_alloc(LD_RECORD, LD_EXN_ID_TAG, 1);
    LD_FIELD(id, 0) = fr[0];
    ld_frame_pop(fr);
    return id;
}

ld_value ld_exn_name(ld_value packet) {
    return LD_FIELD(LD_FIELD(packet, 0), 0);
}

ld_value ld_exn_message(ld_value packet) {
    if (LD_FIELD(packet, 0) == LD_STATIC_VALUE(ld_exn_Fail) &&
        LD_LEN(LD_HDR(packet)) >= 2)
        return ld_string_concat(LD_STATIC_STRING_VALUE(fail_prefix),
                                LD_FIELD(packet, 1));
    return ld_exn_name(packet);
}

/* MLton.Exn's top-level handler (stdlib/basis/mlton.sml sets it when its
 * unit runs) and the exception it is to be applied to. */
void (*ld_top_handler_unit)(void);
static ld_value top_handler, uncaught;

ld_value ld_exn_set_top_handler(ld_value f) {
    if (!top_handler) {
        ld_register_global_root(&top_handler);
        ld_register_global_root(&uncaught);
    }
    top_handler = f;
    return LD_UNIT;
}

ld_value ld_exn_top_handler(ld_value unit) {
    (void)unit;
    return top_handler;
}

ld_value ld_exn_uncaught(ld_value unit) {
    (void)unit;
    return uncaught;
}

void ld_apply_top_handler(void) {
    if (!ld_pending || !ld_top_handler_unit || !top_handler) return;
    uncaught = ld_pending;
    ld_pending = 0;
    ld_top_handler_unit();
    /* a handler should neither return nor raise; if it raised, that
     * exception is reported as uncaught */
    if (!ld_pending) ld_terminate(0, 1, NULL, NULL, 0);
}

_Noreturn void ld_report_uncaught(void) {
    ld_value pkt = ld_pending;
    ld_pending = 0;
    ld_value msg = ld_exn_message(pkt);
    ld_terminate(0, 1, "unhandled exception: ", LD_STR_BYTES(msg),
                 (size_t)LD_STR_LEN(msg));
}
