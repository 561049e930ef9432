(* expect: the constant ends at int (the default), a bounded type *)
val x = 12345678901234567890
