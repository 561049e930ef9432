/* String and char primitives, and print. */
#include "rt_test.h"

#define PKT(N) LD_STATIC_VALUE(ld_exn_pkt_##N)

/* two fresh strings, both protected while the second is allocated */
static ld_value cmp(ld_value (*op)(ld_value, ld_value), const char *a, size_t la,
                    const char *b, size_t lb) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = ld_string_from_c(a, la);
    ld_value y = ld_string_from_c(b, lb);
    ld_value r = op(fr[0], y);
    ld_frame_pop(fr);
    return r;
}
#define CMP(a, b) cmp(ld_string_compare, a, sizeof a - 1, b, sizeof b - 1)
#define SEQ(a, b) cmp(ld_poly_equal, a, sizeof a - 1, b, sizeof b - 1)

static int raised(ld_value pkt) {
    ld_value p = ld_pending;
    ld_pending = 0;
    return p == pkt;
}

void ld_program_main(void) {
    ld_value *fr = ld_frame_push(6);
    fr[0] = S("hello");
    fr[1] = S(", world");
    fr[2] = ld_string_concat(fr[0], fr[1]);
    CHECK(str_is(fr[2], "hello, world"));
    CHECK(LD_STR_LEN(fr[2]) == 12);
    fr[5] = S("");
    CHECK(ld_string_concat(fr[0], fr[5]) == fr[0]);
    /* substring */
    CHECK(str_is(ld_substring(fr[2], LD_INT(7), LD_INT(5)), "world"));
    CHECK(str_is(ld_substring(fr[2], LD_INT(12), LD_INT(0)), ""));
    CHECK(str_is(ld_substring(fr[2], LD_INT(0), LD_INT(12)), "hello, world"));
    ld_substring(fr[2], LD_INT(8), LD_INT(5));
    CHECK(raised(PKT(Subscript)));
    ld_substring(fr[2], LD_INT(-1), LD_INT(1));
    CHECK(raised(PKT(Subscript)));
    ld_substring(fr[2], LD_INT(1), LD_INT(-1));
    CHECK(raised(PKT(Subscript)));
    ld_substring(fr[2], LD_INT(13), LD_INT(0));
    CHECK(raised(PKT(Subscript)));
    /* explode / implode */
    fr[3] = ld_string_explode(fr[2]);
    long n = 0;
    for (ld_value c = fr[3]; c != LD_NIL; c = LD_FIELD(c, 1), n++) {
        CHECK(LD_TAG(LD_HDR(c)) == LD_TAG_CONS && LD_LEN(LD_HDR(c)) == 2);
        CHECK(LD_FIELD(c, 0) == LD_INT("hello, world"[n]));
    }
    CHECK(n == 12);
    CHECK(ld_string_explode(S("")) == LD_NIL);
    CHECK(str_is(ld_string_implode(fr[3]), "hello, world"));
    CHECK(str_is(ld_string_implode(LD_NIL), ""));
    /* 8-bit chars */
    fr[4] = ld_string_from_c("\xff\x80", 2);
    CHECK(LD_FIELD(ld_string_explode(fr[4]), 0) == LD_INT(255));
    /* concat of a string list: ["hello", ", world", "!"] */
    fr[5] = S("!");
    fr[3] = LD_NIL;
    for (int i = 2; i >= 0; i--) {
        ld_value *p = ld_alloc_group(24);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[1] = i == 0 ? fr[0] : i == 1 ? fr[1] : fr[5];
        p[2] = fr[3];
        fr[3] = LD_PTR_VALUE(p + 1);
    }
    CHECK(str_is(ld_string_concat_list(fr[3]), "hello, world!"));
    CHECK(str_is(ld_string_concat_list(LD_NIL), ""));
    /* compare / equal */
    CHECK(CMP("abc", "abd") == LD_INT(-1));
    CHECK(CMP("abd", "abc") == LD_INT(1));
    CHECK(CMP("abc", "abc") == LD_INT(0));
    CHECK(CMP("ab", "abc") == LD_INT(-1));
    CHECK(CMP("abc", "ab") == LD_INT(1));
    CHECK(CMP("", "") == LD_INT(0));
    CHECK(CMP("\xff", "a") == LD_INT(1));
    CHECK(SEQ("abc", "abc") == LD_TRUE);
    CHECK(SEQ("abc", "abC") == LD_FALSE);
    CHECK(SEQ("abc", "abcd") == LD_FALSE);
    /* str / chr / ord */
    CHECK(str_is(ld_str(LD_INT('x')), "x"));
    CHECK(LD_STR_LEN(ld_str(LD_INT(0))) == 1 && LD_STR_BYTES(ld_str(LD_INT(0)))[0] == 0);
    CHECK(ld_chr(LD_INT(65)) == LD_INT('A') && !ld_pending);
    CHECK(ld_chr(LD_INT(255)) == LD_INT(255) && !ld_pending);
    ld_chr(LD_INT(-1));
    CHECK(raised(PKT(Chr)));
    ld_chr(LD_INT(300));
    CHECK(raised(PKT(Chr)));
    CHECK(ld_ord(LD_INT('A')) == LD_INT(65));
    /* everything survives collections */
    ld_gc_collect(0);
    ld_gc_collect(1);
    CHECK(str_is(fr[2], "hello, world") && str_is(fr[4], "\xff\x80"));
    /* print */
    CHECK(ld_print(fr[2]) == LD_UNIT);
    ld_print(ld_str(LD_INT('\n')));
    ld_print(S("strings ok\n"));
    ld_frame_pop(fr);
}
