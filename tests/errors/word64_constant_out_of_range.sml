(* expect: a word constant beyond 2^64 - 1 at Word64.word (the Basis's
   Word64.word is the pervasive ld_word64) is rejected, not wrapped *)
val top : ld_word64 = 0w18446744073709551615
val over : ld_word64 = 0w18446744073709551616
