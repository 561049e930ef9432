(* §5.6 matching an eqtype spec: any type admitting equality matches
   (tuple, list, datatype whose constructors carry equality types,
   ref of anything); where type realises an eqtype. *)
signature E = sig eqtype t val a : t val b : t end
structure P : E = struct type t = int * string val a = (1, "x") val b = (1, "x") end
structure L : E = struct type t = char list val a = [#"a"] val b = [#"b"] end
structure D : E = struct datatype t = K of int | M val a = K 2 val b = K 2 end
structure R : E = struct type t = (real -> real) ref val a = ref Math.sqrt val b = ref Math.sqrt end
structure W :> E where type t = bool = struct type t = bool val a = true val b = not false end
fun s x = if x then "eq" else "ne"
val () = print (String.concatWith " " [s (P.a = P.b), s (L.a = L.b), s (D.a = D.b), s (R.a = R.b),
                                       s (W.a = W.b), s (W.a = true)] ^ "\n")
