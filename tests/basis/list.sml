(* List *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun optInt NONE = "NONE"
  | optInt (SOME n) = "SOME " ^ Int.toString n

val l = [1, 2, 3, 4, 5]
val () = show "null" (b2s (List.null []) ^ " " ^ b2s (List.null l))
val () = show "length" (Int.toString (List.length l) ^ " " ^ Int.toString (List.length []))
val () = show "@" (ints (List.@ ([1, 2], [3])) ^ " " ^ ints (List.@ ([], [])))
val () = show "hd" (Int.toString (List.hd l))
val () = show "hd []" (exn (fn () => List.hd []))
val () = show "tl" (ints (List.tl l))
val () = show "tl []" (exn (fn () => List.tl []))
val () = show "last" (Int.toString (List.last l) ^ " " ^ Int.toString (List.last [7]))
val () = show "last []" (exn (fn () => List.last []))
val () = show "getItem" (case List.getItem l of SOME (x, r) => Int.toString x ^ " " ^ ints r | NONE => "NONE")
val () = show "getItem []" (case List.getItem ([] : int list) of SOME _ => "SOME" | NONE => "NONE")
val () = show "nth" (Int.toString (List.nth (l, 0)) ^ " " ^ Int.toString (List.nth (l, 4)))
val () = show "nth 5" (exn (fn () => List.nth (l, 5)))
val () = show "nth ~1" (exn (fn () => List.nth (l, ~1)))
val () = show "take" (ints (List.take (l, 2)) ^ " " ^ ints (List.take (l, 0)) ^ " " ^ ints (List.take (l, 5)))
val () = show "take 6" (exn (fn () => List.take (l, 6)))
val () = show "take ~1" (exn (fn () => List.take (l, ~1)))
val () = show "drop" (ints (List.drop (l, 2)) ^ " " ^ ints (List.drop (l, 0)) ^ " " ^ ints (List.drop (l, 5)))
val () = show "drop 6" (exn (fn () => List.drop (l, 6)))
val () = show "drop ~1" (exn (fn () => List.drop (l, ~1)))
val () = show "rev" (ints (List.rev l) ^ " " ^ ints (List.rev []))
val () = show "concat" (ints (List.concat [[1], [], [2, 3]]) ^ " " ^ ints (List.concat []))
val () = show "revAppend" (ints (List.revAppend ([1, 2], [3, 4])))
val () = List.app (fn x => print (Int.toString x ^ " ")) l
val () = print "\n"
val () = show "map" (ints (List.map (fn x => x * x) l))
val () = show "mapPartial" (ints (List.mapPartial (fn x => if x mod 2 = 0 then SOME (x * 10) else NONE) l))
val () = show "find" (optInt (List.find (fn x => x > 2) l) ^ " " ^ optInt (List.find (fn x => x > 9) l))
val () = show "filter" (ints (List.filter (fn x => x mod 2 = 1) l) ^ " " ^ ints (List.filter (fn _ => false) l))
val (evens, odds) = List.partition (fn x => x mod 2 = 0) l
val () = show "partition" (ints evens ^ " " ^ ints odds)
val () = show "foldl" (ints (List.foldl op :: [] l))
val () = show "foldr" (ints (List.foldr op :: [] l))
val () = show "foldl -" (Int.toString (List.foldl op - 0 [1, 2, 3]))
val () = show "foldr -" (Int.toString (List.foldr op - 0 [1, 2, 3]))
val () = show "exists" (b2s (List.exists (fn x => x = 3) l) ^ " " ^ b2s (List.exists (fn x => x = 3) []))
val () = show "all" (b2s (List.all (fn x => x > 0) l) ^ " " ^ b2s (List.all (fn x => x > 1) l) ^ " " ^ b2s (List.all (fn _ => false) []))
val () = show "tabulate" (ints (List.tabulate (4, fn i => i * 2)) ^ " " ^ ints (List.tabulate (0, fn i => i)))
val () = show "tabulate ~1" (exn (fn () => List.tabulate (~1, fn i => i)))
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
val () = show "collate" (String.concatWith " " (List.map (ord2s o List.collate Int.compare)
  [([1, 2], [1, 2]), ([1], [1, 2]), ([1, 3], [1, 2]), ([], []), ([2], [10])]))
val () = show "Empty" (exn (fn () => raise List.Empty))
(* evaluation order: map and app go left to right *)
val () = ignore (List.map (fn x => print (Int.toString x)) [1, 2, 3])
val () = print "\n"
