(* Appendix A / Fig. 4: a handle inside a case rule takes the following
   rules as its own, so 2 must be an exception pattern. *)
exception E
fun f n = if n = 1 then raise E else n
fun g x = case x of 1 => f x handle E => 100 | 2 => 200
