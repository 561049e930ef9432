(* Basis OPTION: valOf NONE and Option.valOf raise Option; getOpt, isSome,
   map, join, mapPartial, filter, compose. *)
val _ = print ((Int.toString (valOf (NONE : int option))) handle Option => "Option\n")
val _ = print ((Int.toString (Option.valOf (NONE : int option))) handle Option.Option => "Option.Option\n")
val _ = print (Int.toString (valOf (SOME 3)) ^ "\n")
val _ = print (Int.toString (getOpt (NONE, 4)) ^ " " ^ Int.toString (getOpt (SOME 5, 4)) ^ "\n")
fun show NONE = "NONE" | show (SOME n) = "SOME " ^ Int.toString n
val _ = print (String.concatWith ", " [
  show (Option.map (fn x => x + 1) (SOME 1)),
  show (Option.join (SOME (SOME 2))),
  show (Option.join (SOME NONE)),
  show (Option.mapPartial (fn x => if x > 0 then SOME x else NONE) (SOME ~1)),
  show (Option.filter (fn x => x > 2) 3),
  show (Option.filter (fn x => x > 2) 1),
  show (Option.compose (fn x => x * 2, fn x => SOME (x + 1)) 4),
  Bool.toString (isSome (SOME ())), Bool.toString (isSome (NONE : int option))] ^ "\n")
