(* Appendix A (structure sharing is a derived form): `sharing A = B`
   identifies all types with the same long names in A and B, including in
   nested substructures. *)
signature ORD = sig
  type t
  structure Aux : sig type u end
  val le : t * t -> bool
  val conv : Aux.u -> t
end
functor Merge (structure A : ORD structure B : ORD sharing A = B) = struct
  fun bigger (x, y) = if A.le (x, y) then y else x
  val fromB : B.Aux.u -> A.t = A.conv
  fun test (u : A.Aux.u) = B.conv u
end
structure IntOrd = struct
  type t = int
  structure Aux = struct type u = string end
  fun le (a : int, b) = a <= b
  fun conv s = size s
end
structure M = Merge (structure A = IntOrd structure B = IntOrd)
val () = print (Int.toString (M.bigger (3, 9)) ^ " " ^ Int.toString (M.fromB "abcd")
                ^ " " ^ Int.toString (M.test "xy") ^ "\n")
