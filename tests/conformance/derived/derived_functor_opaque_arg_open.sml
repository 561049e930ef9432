(* Appendix A (Fig. 18): the argument of the spec form is opened in the
   body, so its components shadow outer bindings of the same name. *)
val n = "outer"
functor F (val n : int) = struct val v = n + 1 end
structure R = F (val n = 41)
val _ = print (Int.toString R.v ^ " " ^ n ^ "\n")
functor G (type t val f : t -> t val x : t) :> sig type t val r : t val s : t -> string end
  = struct type t = t val r = f (f x) fun s _ = "abstract" end
structure H = G (type t = int val f = fn i => i * i val x = 3)
val _ = print (H.s H.r ^ "\n")
