(* §5.7 (where type inside a functor parameter signature): the parameter's
   type is fixed, so the body may use it concretely. *)
signature ORDERED = sig type t val le : t * t -> bool end
functor IntMax (O : ORDERED where type t = int) = struct
  fun max (a, b) = if O.le (a, b) then b else a
  val plusOne = max (3, 4) + 1
end
structure M = IntMax (struct type t = int fun le (a, b) = a >= b end)
val () = print (Int.toString (M.max (3, 4)) ^ " " ^ Int.toString M.plusOne ^ "\n")
