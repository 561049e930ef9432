(* expect: symbolic labels are distinct names: $ is not $$ *)
val r = {$ = 1}
val x = # $$ r
