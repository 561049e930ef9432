(* §5.5 enrichment: polymorphic values (and constructors) matched against
   specifications at real, int*real and char types; the instances obtained
   through the view must behave like the originals. *)
signature S = sig
  type t
  val id : real -> real
  val dup : real -> real * real
  val first : real * int -> real
  val Box : real -> t
  val unbox : t -> real
  val k : char -> real -> char
end
structure M :> S = struct
  datatype t = Box of real
  fun id x = x
  fun dup x = (x, x)
  fun first (a, _) = a
  fun unbox (Box r) = r
  fun k a _ = a
end
val (a, b) = M.dup (M.id 1.25)
val () = print (Real.toString (a + b + M.first (0.5, 3) + M.unbox (M.Box 2.0)) ^ " "
                ^ str (M.k #"k" 9.0) ^ "\n")
val fs = map M.id [1.0, 2.5]
val () = print (String.concatWith "," (map Real.toString fs) ^ "\n")
