(* Definition §2.9: only datbind and exbind may not bind "it"; a value
   binding may (and a top-level expression binds it implicitly, Appendix A). *)
val it = 5
fun it' x = x + it
val _ = print (Int.toString (it' 1) ^ "\n")
fun it n = n * 3
val _ = print (Int.toString (it 4) ^ "\n")
datatype it = It of int
val It k = It 9
val _ = print (Int.toString k ^ "\n")
