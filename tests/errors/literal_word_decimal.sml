(* words are 63-bit unsigned: 0w2^63 does not fit. *)
val w = 0w9223372036854775808
