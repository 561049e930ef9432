(* Definition §2.8: a left parenthesis followed by a star always opens a
   comment (even when a right parenthesis follows), so the operator is ( op * ). *)
(*) this is a comment, not the operator *)
val times = (op * )
val _ = print (Int.toString (times (6, 7)) ^ "\n")
val _ = print (Int.toString (foldl ( op * ) 1 [1, 2, 3, 4]) ^ "\n")
