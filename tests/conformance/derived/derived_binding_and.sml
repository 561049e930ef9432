(* Appendix A / §3: "and" in signature, structure and functor bindings and in
   specifications; the right-hand sides see the outer environment. *)
val x = 1
structure A = struct val x = 10 end
and B = struct val y = x end
signature SA = sig val x : int end
and SB = sig val y : int val z : int end
functor F (X : SA) = struct val x = X.x * 2 end
and G (Y : SA) = struct val x = Y.x * 3 end
structure C : sig val p : int and q : int type t and u end
  = struct val p = 1 val q = 2 type t = int type u = bool end
structure FA = F (A)
structure GA = G (A)
val _ = print (Int.toString A.x ^ " " ^ Int.toString B.y ^ " "
               ^ Int.toString FA.x ^ " " ^ Int.toString GA.x ^ " "
               ^ Int.toString (C.p + C.q) ^ "\n")
