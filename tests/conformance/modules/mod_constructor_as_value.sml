(* §5.5 enrichment: a value specification may be matched by a value
   constructor (or exception constructor); in the view it is an ordinary
   value that can be applied but not used in patterns. *)
signature S = sig
  type t
  val Leaf : t
  val Node : t * int * t -> t
  val Oops : string -> exn
  val sum : t -> int
end
structure T :> S = struct
  datatype t = Leaf | Node of t * int * t
  exception Oops of string
  fun sum Leaf = 0
    | sum (Node (l, x, r)) = sum l + x + sum r
end
val tree = T.Node (T.Node (T.Leaf, 1, T.Leaf), 2, T.Node (T.Leaf, 3, T.Leaf))
val () = print (Int.toString (T.sum tree) ^ "\n")
val () = (raise T.Oops "boom") handle e => print (exnName e ^ "\n")
