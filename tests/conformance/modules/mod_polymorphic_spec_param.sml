(* §5.7 functor parameter with a type constructor and polymorphic value
   specifications: the body uses them at several types, and a polymorphic
   function of the result is generalised for clients. *)
signature SEQ = sig
  type 'a seq
  val fromList : 'a list -> 'a seq
  val map : ('a -> 'b) -> 'a seq -> 'b seq
  val toList : 'a seq -> 'a list
end
functor Ops (Q : SEQ) = struct
  fun pairUp s = Q.map (fn x => (x, x)) s
  val ints = Q.toList (Q.map (fn x => x + 1) (Q.fromList [1, 2]))
  val strs = Q.toList (Q.map (fn s => s ^ "!") (Q.fromList ["a"]))
  fun tag t s = Q.toList (Q.map (fn x => (t, x)) (Q.fromList s))
end
structure O = Ops (struct
  type 'a seq = 'a list
  fun fromList l = l
  val map = List.map
  fun toList l = l
end)
val a = O.tag "n" [1, 2]
val b = O.tag 0.5 ["x"]
val () = print (String.concatWith "," (map Int.toString O.ints) ^ " " ^ String.concat O.strs ^ " "
                ^ String.concatWith "," (map (fn (t, n) => t ^ Int.toString n) a) ^ " "
                ^ String.concatWith "," (map (fn (r, s) => Real.toString r ^ s) b) ^ "\n")
