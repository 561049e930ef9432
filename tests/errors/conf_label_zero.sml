(* expect: a numeral label may not start with 0 *)
val r = {01 = 1}
