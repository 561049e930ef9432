(* §5.7: functors are first-order, but functions (including polymorphic
   ones) can be passed to a functor inside its argument structure and
   returned in its result. *)
signature MAPPER = sig
  type 'a box
  val map : ('a -> 'b) -> 'a box -> 'b box
  val toList : 'a box -> 'a list
end
functor Lift (M : MAPPER) = struct
  fun double b = M.map (fn x => (x, x)) b
  fun compose f g b = M.map (f o g) b
  val toList = M.toList
end
structure ListM = Lift (struct type 'a box = 'a list val map = List.map fun toList l = l end)
structure OptM = Lift (struct type 'a box = 'a option val map = Option.map
                              fun toList NONE = [] | toList (SOME x) = [x] end)
val l = ListM.toList (ListM.double [1, 2])
val o1 = OptM.toList (OptM.compose Int.toString (fn x => x * 10) (SOME 4))
val () = print (String.concatWith " " (map (fn (a, b) => Int.toString (a + b)) l)
                ^ " | " ^ String.concatWith "" o1 ^ "\n")
