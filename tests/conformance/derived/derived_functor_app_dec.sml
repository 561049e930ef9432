(* Appendix A (Fig. 18): a functor applied to a declaration, "F (strdec)",
   abbreviates F (struct strdec end). *)
functor Twice (X : sig val x : int val f : int -> int end) = struct
  val r = X.f (X.f X.x)
end
structure R1 = Twice (val x = 3 fun f n = n * n)
structure R2 = Twice (val x = 1 val f = fn n => n + 10)
functor Show (type t val v : t val s : t -> string) = struct val out = s v end
structure S1 = Show (type t = bool val v = true val s = Bool.toString)
functor Unit () = struct val ok = "unit" end
structure U = Unit ()
val _ = print (Int.toString R1.r ^ " " ^ Int.toString R2.r ^ " " ^ S1.out ^ " " ^ U.ok ^ "\n")
