(* Equality and abstype (Definition rule 19, §4.9): within `with ... end` the
   abstract type is its datatype and admits equality if the datatype does;
   Abs removes the attribute from t's name only after the body, so a datatype
   declared in the body over t keeps equality (Poly/ML agrees; SML/NJ rejects
   the comparisons of u outside). *)
abstype t = T of int | Z with
  datatype u = U of t | N
  val eq = op =
  fun mk n = if n = 0 then Z else T n
  fun same (a, b) = eq (a, b : t)                   (* eq used at t inside *)
  val inside = [U (T 1), N] = [U (T 1), N]
  fun member (x : t, l) = List.exists (fn y => y = x) l
end
fun eq1 (t1, t2) = U t1 = U t2                        (* u still admits equality *)
val _ = print (Bool.toString (same (mk 3, mk 3)) ^ " " ^ Bool.toString (same (mk 3, mk 0)) ^ " "
               ^ Bool.toString inside ^ " " ^ Bool.toString (eq1 (mk 2, mk 2)) ^ " "
               ^ Bool.toString (eq1 (mk 2, mk 0)) ^ " " ^ Bool.toString (member (mk 0, [mk 1, mk 0])) ^ " "
               ^ Bool.toString (eq (4, 4)) ^ "\n")
