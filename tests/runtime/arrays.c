/* Array, Word8Array and vector primitives. */
#include "rt_test.h"

#define PKT(N) LD_STATIC_VALUE(ld_exn_pkt_##N)

void ld_program_main(void) {
    ld_value *fr = ld_frame_push(4);
    fr[0] = S("init");
    fr[1] = ld_array_make(LD_INT(10), fr[0]);
    CHECK(LD_KIND(LD_HDR(fr[1])) == LD_ARRAY && LD_LEN(LD_HDR(fr[1])) == 10);
    for (int i = 0; i < 10; i++) CHECK(LD_FIELD(fr[1], i) == fr[0]);
    fr[2] = ld_array_make(LD_INT(0), LD_UNIT);
    CHECK(LD_LEN(LD_HDR(fr[2])) == 0);
    ld_array_make(LD_INT(-1), LD_UNIT);
    CHECK(ld_pending == PKT(Size));
    ld_pending = 0;
    ld_array_make(LD_INT(LD_MAX_ARRAY_LEN + 1), LD_UNIT);
    CHECK(ld_pending == PKT(Size));
    ld_pending = 0;
    /* a large array whose elements are fresh nursery strings */
    fr[2] = ld_array_make(LD_INT(100000), fr[0]);
    ld_gc_collect(0);
    CHECK(str_is(LD_FIELD(fr[2], 99999), "init") && LD_FIELD(fr[2], 0) == fr[0]);
    /* bytes */
    fr[3] = ld_bytes_make(LD_INT(13), LD_INT(200));
    CHECK(LD_KIND(LD_HDR(fr[3])) == LD_BYTES && LD_LEN(LD_HDR(fr[3])) == 13);
    for (int i = 0; i < 13; i++) CHECK((unsigned char)LD_STR_BYTES(fr[3])[i] == 200);
    ld_bytes_make(LD_INT(-5), LD_INT(0));
    CHECK(ld_pending == PKT(Size));
    ld_pending = 0;
    /* vector / array from a list */
    fr[3] = ld_string_explode(S("vector"));
    fr[2] = ld_vector_from_list(fr[3]);
    fr[1] = ld_array_from_list(fr[3]);
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_RECORD && LD_LEN(LD_HDR(fr[2])) == 6);
    CHECK(LD_KIND(LD_HDR(fr[1])) == LD_ARRAY && LD_LEN(LD_HDR(fr[1])) == 6);
    for (int i = 0; i < 6; i++)
        CHECK(LD_FIELD(fr[2], i) == LD_INT("vector"[i]) && LD_FIELD(fr[1], i) == LD_INT("vector"[i]));
    fr[2] = ld_vector_from_list(LD_NIL);
    CHECK(LD_LEN(LD_HDR(fr[2])) == 0);
    ld_gc_collect(1);
    CHECK(LD_LEN(LD_HDR(fr[2])) == 0 && str_is(fr[0], "init"));
    /* an array whose element is a REAL object is flat: doubles, not boxes */
    fr[3] = ld_box_real(2.5);
    fr[2] = ld_array_make(LD_INT(100000), fr[3]);
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_RARRAY && LD_LEN(LD_HDR(fr[2])) == 100000);
    ld_gc_collect(1);
    CHECK(ld_reals_get(fr[2], 0) == 2.5 && ld_reals_get(fr[2], 99999) == 2.5);
    fr[2] = ld_box_real(-1.0);
    {
        ld_value *p = ld_alloc_group(24);
        p[0] = LD_HEADER(LD_RECORD, LD_TAG_CONS, 2);
        p[1] = fr[2];
        p[2] = LD_NIL;
        fr[3] = LD_PTR_VALUE(p + 1);
    }
    fr[2] = ld_array_from_list(fr[3]);
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_RARRAY && ld_reals_get(fr[2], 0) == -1.0);
    CHECK(LD_KIND(LD_HDR(ld_array_make(LD_INT(3), LD_INT(7)))) == LD_ARRAY);
    CHECK(ld_poly_equal(fr[2], ld_array_from_list(fr[3])) == LD_FALSE);
    /* a vector of an array's prefix */
    fr[2] = ld_vector_of_array(fr[1], LD_INT(3));
    CHECK(LD_KIND(LD_HDR(fr[2])) == LD_RECORD && LD_LEN(LD_HDR(fr[2])) == 3);
    for (int i = 0; i < 3; i++) CHECK(LD_FIELD(fr[2], i) == LD_INT("vector"[i]));
    CHECK(LD_LEN(LD_HDR(ld_vector_of_array(fr[1], LD_INT(0)))) == 0);
    ld_vector_of_array(fr[1], LD_INT(7));
    CHECK(ld_pending == PKT(Subscript));
    ld_pending = 0;
    /* IntInf magnitudes (runtime/intinf.c): (2^64 - 1)^2 = (2^64 - 2) * 2^64 + 1, and zero */
    fr[1] = ld_string_alloc(8);
    memset(LD_STR_BYTES(fr[1]), 0xff, 8);
    fr[2] = ld_string_alloc(0);
    fr[3] = ld_intinf_mul(fr[1], fr[1]);
    uint64_t limb[2];
    memcpy(limb, LD_STR_BYTES(fr[3]), sizeof limb);
    CHECK(LD_STR_LEN(fr[3]) == 16 && limb[0] == 1 && limb[1] == ~(uint64_t)1);
    CHECK(LD_STR_LEN(ld_intinf_mul(fr[2], fr[1])) == 0);
    fr[3] = ld_intinf_to_string(fr[3], LD_INT(10), LD_INT(1));
    CHECK(strcmp(LD_STR_BYTES(fr[3]), "~340282366920938463426481119284349108225") == 0);
    ld_frame_pop(fr);
    printf("arrays ok\n");
}
