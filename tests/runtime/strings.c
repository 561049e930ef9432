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
#define SEQ(a, b) cmp(ld_poly_equal, a, sizeof a - 1, b, sizeof b - 1)

/* every byte after the string's last, to the end of its payload, is 0 */
static int padding_is_zero(ld_value v) {
    const char *b = LD_STR_BYTES(v);
    for (size_t i = LD_STR_LEN(v); i < 8 * LD_PAYLOAD_WORDS(LD_HDR(v)); i++)
        if (b[i]) return 0;
    return 1;
}

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
    /* pieces of every length up to 40 (copied a word at a time when short),
     * joined by concat_list and by ^: the bytes, and zero padding to the end
     * of the payload */
    {
        char want[41 * 20 + 1], piece[41];
        size_t at = 0;
        fr[3] = LD_NIL;
        for (int k = 40; k >= 0; k--) {
            for (int j = 0; j < k; j++) piece[j] = (char)('a' + (k + j) % 26);
            fr[5] = ld_string_from_c(piece, (size_t)k);
            ld_value *p = ld_alloc_group(24);
            p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
            p[1] = fr[5];
            p[2] = fr[3];
            fr[3] = LD_PTR_VALUE(p + 1);
        }
        for (int k = 0; k <= 40; k++)
            for (int j = 0; j < k; j++) want[at++] = (char)('a' + (k + j) % 26);
        want[at] = 0;
        fr[5] = ld_string_concat_list(fr[3]);
        CHECK(str_is(fr[5], want) && padding_is_zero(fr[5]));
        for (size_t la = 1; la <= 17; la++)
            for (size_t lb = 1; lb <= 17; lb++) {
                fr[3] = ld_string_from_c(want, la);
                ld_value y = ld_string_from_c(want + 100, lb);
                ld_value xy = ld_string_concat(fr[3], y);
                CHECK(LD_STR_LEN(xy) == la + lb && memcmp(LD_STR_BYTES(xy), want, la) == 0 &&
                      memcmp(LD_STR_BYTES(xy) + la, want + 100, lb) == 0 && padding_is_zero(xy));
            }
    }
    /* equal */
    CHECK(SEQ("abc", "abc") == LD_TRUE);
    CHECK(SEQ("abc", "abC") == LD_FALSE);
    CHECK(SEQ("abc", "abcd") == LD_FALSE);
    /* Int.toString */
    CHECK(str_is(ld_int_to_string(LD_INT(0)), "0"));
    CHECK(str_is(ld_int_to_string(LD_INT(7)), "7"));
    CHECK(str_is(ld_int_to_string(LD_INT(-10)), "~10"));
    CHECK(str_is(ld_int_to_string(LD_INT(1234567890)), "1234567890"));
    CHECK(str_is(ld_int_to_string(LD_INT(INT64_C(4611686018427387903))), "4611686018427387903"));
    CHECK(str_is(ld_int_to_string(LD_INT(-INT64_C(4611686018427387903) - 1)), "~4611686018427387904"));
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
