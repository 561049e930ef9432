(* §5.7: type specifications with arity 1 and 2 are matched by type
   functions of the same arity, whatever their definition. *)
signature CONT = sig
  type 'a c
  type ('a, 'b) m
  val single : 'a -> 'a c
  val assoc : 'a -> 'b -> ('a, 'b) m
  val count : 'a c -> int
  val keys : ('a, 'b) m -> 'a list
end
structure L :> CONT = struct
  type 'a c = 'a list
  type ('a, 'b) m = ('a * 'b) list
  fun single x = [x]
  fun assoc a b = [(a, b)]
  val count = length
  fun keys m = map #1 m
end
structure V : CONT = struct
  type 'a c = 'a vector
  type ('a, 'b) m = 'b -> 'a
  fun single x = Vector.fromList [x, x]
  fun assoc a _ = fn _ => a
  val count = Vector.length
  fun keys _ = []
end
val () = print (Int.toString (L.count (L.single "a") + V.count (V.single 1.0)) ^ " "
                ^ String.concat (L.keys (L.assoc "k" 3)) ^ " "
                ^ Int.toString (length (V.keys (V.assoc 1 2))) ^ "\n")
