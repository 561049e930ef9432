(* §5.5 enrichment up to type abbreviations: specifications written with
   type abbreviations are matched by declarations using the expanded types
   and vice versa. *)
type point = int * int
signature S = sig
  type pt = point
  val swap : pt -> pt
  val origin : int * int
  val add : point * point -> pt
end
structure M : S = struct
  type pt = int * int
  fun swap (a, b) = (b, a)
  val origin : point = (0, 0)
  fun add ((a, b), (c, d)) = (a + c, b + d)
end
val (x, y) = M.add (M.swap (1, 2), M.origin)
val () = print (Int.toString x ^ "," ^ Int.toString y ^ "\n")
