(* Appendix A: in while e1 do e2 the body e2 may have any type (it is the
   first part of a sequence); the whole expression has type unit. *)
val k = ref 3
val u = while !k > 0 do (k := !k - 1; !k * 2)
val _ = while false do "string"
val () = u
val _ = print (Int.toString (!k) ^ "\n")
