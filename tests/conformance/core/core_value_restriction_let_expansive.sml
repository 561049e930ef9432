(* Definition §4.7: a let expression is expansive even when its body is a fn,
   so g is not generalized; using it at two types is rejected. *)
val g = let val k = 1 in fn y => (y, k) end
val p = (g true, g "two")
