(* Definition §4.6/§4.10: an exception may mention a type variable bound by
   an enclosing explicit scope; it is monomorphic per call. Each call
   creates a new exception (§6.7 generativity), so the value can't escape
   at a wrong type. *)
fun 'a wrap (x : 'a) (f : 'a -> bool) =
  let exception Found of 'a
  in (if f x then raise Found x else NONE) handle Found y => SOME y end
val _ = print (case wrap 5 (fn n => n > 3) of SOME n => Int.toString n ^ "\n" | NONE => "none\n")
val _ = print (case wrap "s" (fn s => s = "t") of SOME s => s ^ "\n" | NONE => "none\n")
