(* expect: outside the abstype t does not admit equality (rule 19's Abs), and
   eq is ''a * ''a -> bool, not t * t -> bool: eq at t is an error (HaMLet,
   Poly/ML and SML/NJ reject it too) *)
abstype t = T with
  datatype u = U of t
  val eq = op =
end
fun eq2 (t1, t2 : t) = eq (t1, t2)
