(* expect: an int constant outside -2^63 .. 2^63 - 1 at Int64.int (the
   Basis's Int64.int is the pervasive ld_int64) is rejected *)
val least : ld_int64 = ~9223372036854775808
val over : ld_int64 = 9223372036854775808
