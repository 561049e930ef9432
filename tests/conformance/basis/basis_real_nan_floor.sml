(* Basis REAL: floor/ceil/trunc/round of NaN raise Domain (Basis spec:
   "If x is NaN, they raise Domain"); of an infinity, Overflow. *)
val nan = 0.0 / 0.0
fun try name f = print (name ^ ": " ^ ((Int.toString (f ())) handle Domain => "Domain" | Overflow => "Overflow") ^ "\n")
val _ = try "floor nan" (fn () => floor nan)
val _ = try "ceil nan" (fn () => ceil nan)
val _ = try "trunc nan" (fn () => trunc nan)
val _ = try "round nan" (fn () => round nan)
val _ = try "floor inf" (fn () => floor Real.posInf)
val _ = print (Bool.toString (Real.isNan nan) ^ " " ^ Bool.toString (Real.!= (nan, nan)) ^ " " ^
  Bool.toString (Real.== (nan, nan)) ^ " " ^ Bool.toString (Real.isNan (Math.sqrt ~1.0)) ^ "\n")
