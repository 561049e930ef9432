/* Every object kind, allocated inline; contents survive minor and major
 * collections (objects move, static objects do not). */
#include "rt_test.h"

static ld_value add1(ld_value x) { return x + 2; }

LD_STATIC_STRING(static, static_str, "static string");
static ld_value static_pair[3] = {LD_HEADER(LD_RECORD, 0, 2), LD_INT(1), LD_INT(2)};

static void check_all(ld_value *fr) {
    /* fr[0] record, fr[1] ref, fr[2] real, fr[3] reals, fr[4] string, fr[5] bytes,
       fr[6] closure, fr[7] static string, fr[8] static pair, fr[9] empty record */
    ld_value r = fr[0];
    CHECK(LD_KIND(LD_HDR(r)) == LD_RECORD && LD_TAG(LD_HDR(r)) == 7 && LD_LEN(LD_HDR(r)) == 3);
    CHECK(LD_FIELD(r, 0) == LD_INT(-5));
    CHECK(LD_FIELD(r, 1) == fr[4]); /* shared pointer updated consistently */
    CHECK(LD_FIELD(r, 2) == fr[2]);
    ld_value ref = fr[1];
    CHECK(LD_KIND(LD_HDR(ref)) == LD_ARRAY && LD_LEN(LD_HDR(ref)) == 1);
    CHECK(LD_FIELD(ref, 0) == fr[0]);
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_REAL && ld_real_get(fr[2]) == 3.25);
    CHECK(LD_KIND(LD_HDR(fr[3])) == LD_REALS && LD_LEN(LD_HDR(fr[3])) == 3);
    CHECK(ld_reals_get(fr[3], 0) == 1.5 && ld_reals_get(fr[3], 1) == -2.0 &&
          ld_reals_get(fr[3], 2) == 1e300);
    CHECK(str_is(fr[4], "hello, world!"));
    CHECK(LD_PAYLOAD_WORDS(LD_HDR(fr[4])) == 2);
    CHECK(LD_KIND(LD_HDR(fr[5])) == LD_BYTES && LD_LEN(LD_HDR(fr[5])) == 5);
    for (int i = 0; i < 5; i++) CHECK(((unsigned char *)LD_STR_BYTES(fr[5]))[i] == 250 + i);
    ld_value clo = fr[6];
    ld_value (*code)(ld_value);
    uintptr_t cp = (uintptr_t)LD_FIELD(clo, 0);
    memcpy(&code, &cp, sizeof code);
    CHECK(code(LD_FIELD(clo, 1)) == LD_INT(42));
    CHECK(LD_FIELD(clo, 2) == fr[4]);
    CHECK(fr[7] == LD_STATIC_STRING_VALUE(static_str) && str_is(fr[7], "static string"));
    CHECK(fr[8] == LD_STATIC_VALUE(static_pair));
    CHECK(LD_KIND(LD_HDR(fr[9])) == LD_RECORD && LD_LEN(LD_HDR(fr[9])) == 0);
}

void ld_program_main(void) {
    /* header encoding */
    ld_value h = LD_HEADER(LD_STRING, 0xabcd, 123456789);
    CHECK(LD_KIND(h) == LD_STRING && LD_TAG(h) == 0xabcd && LD_LEN(h) == 123456789);
    CHECK((h & 1) == 1);
    CHECK(LD_PAYLOAD_WORDS(LD_HEADER(LD_STRING, 0, 0)) == 1);
    CHECK(LD_PAYLOAD_WORDS(LD_HEADER(LD_STRING, 0, 7)) == 1);
    CHECK(LD_PAYLOAD_WORDS(LD_HEADER(LD_STRING, 0, 8)) == 2);
    CHECK(LD_PAYLOAD_WORDS(LD_HEADER(LD_BYTES, 0, 8)) == 1);
    CHECK(LD_PAYLOAD_WORDS(LD_HEADER(LD_BYTES, 0, 9)) == 2);
    CHECK(LD_UNTAG(LD_INT(-7)) == -7 && LD_UNTAG(LD_INT(LD_MIN_INT)) == LD_MIN_INT);

    ld_value *fr = ld_frame_push(10);
    /* one allocation group: string(13 bytes: 2 words) + real + reals(3) */
    ld_value *p = ld_alloc_group(8 * (3 + 2 + 4));
    p[0] = LD_HEADER(LD_STRING, 0, 13);
    p[1] = p[2] = 0;
    memcpy(p + 1, "hello, world!", 13);
    fr[4] = LD_PTR_VALUE(p + 1);
    p[3] = LD_HEADER(LD_REAL, 0, 1);
    fr[2] = LD_PTR_VALUE(p + 4);
    ld_real_set(fr[2], 0, 3.25);
    p[5] = LD_HEADER(LD_REALS, 0, 3);
    fr[3] = LD_PTR_VALUE(p + 6);
    ld_real_set(fr[3], 0, 1.5);
    ld_real_set(fr[3], 1, -2.0);
    ld_real_set(fr[3], 2, 1e300);
    /* record + ref + bytes + closure + empty record */
    p = ld_alloc_group(8 * (4 + 2 + 2 + 4 + 1));
    p[0] = LD_HEADER(LD_RECORD, 7, 3);
    p[1] = LD_INT(-5);
    p[2] = fr[4];
    p[3] = fr[2];
    fr[0] = LD_PTR_VALUE(p + 1);
    p[4] = LD_HEADER(LD_ARRAY, 0, 1);
    p[5] = fr[0];
    fr[1] = LD_PTR_VALUE(p + 5);
    p[6] = LD_HEADER(LD_BYTES, 0, 5);
    p[7] = 0;
    for (int i = 0; i < 5; i++) ((unsigned char *)(p + 7))[i] = (unsigned char)(250 + i);
    fr[5] = LD_PTR_VALUE(p + 7);
    p[8] = LD_HEADER(LD_RECORD, 0, 3);
    p[9] = (ld_value)(uintptr_t)&add1;
    p[10] = LD_INT(41);
    p[11] = fr[4];
    fr[6] = LD_PTR_VALUE(p + 9);
    p[12] = LD_HEADER(LD_RECORD, 0, 0);
    fr[9] = LD_PTR_VALUE(p + 13);
    fr[7] = LD_STATIC_STRING_VALUE(static_str);
    fr[8] = LD_STATIC_VALUE(static_pair);
    check_all(fr);

    ld_value before = fr[0];
    ld_gc_collect(0);
    CHECK(fr[0] != before); /* moved out of the nursery */
    CHECK(!LD_IN_NURSERY(fr[0]));
    check_all(fr);
    ld_gc_collect(1); /* compacts the old space: may or may not move it */
    CHECK(!LD_IN_NURSERY(fr[0]));
    check_all(fr);
    for (int i = 0; i < 5; i++) {
        ld_gc_collect(i & 1);
        check_all(fr);
    }
    /* C helper and boxed reals */
    ld_value b = ld_box_real(-0.0);
    CHECK(LD_KIND(LD_HDR(b)) == LD_REAL);
    ld_value r2 = ld_alloc(LD_REAL, 0, 1);
    CHECK(LD_KIND(LD_HDR(r2)) == LD_REAL && ld_real_get(r2) == 0.0);
    check_all(fr);
    ld_frame_pop(fr);
    CHECK(ld_sstop == fr);
    printf("alloc_kinds ok\n");
}
