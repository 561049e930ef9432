(* ListPair *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun pairs l = "[" ^ String.concatWith "," (List.map (fn (a, b) => "(" ^ Int.toString a ^ "," ^ b ^ ")") l) ^ "]"

val () = show "zip" (pairs (ListPair.zip ([1, 2, 3], ["a", "b"])))
val () = show "zip empty" (pairs (ListPair.zip ([], ["a"])))
val () = show "zipEq" (pairs (ListPair.zipEq ([1, 2], ["a", "b"])))
val () = show "zipEq unequal" (exn (fn () => ListPair.zipEq ([1, 2], ["a"])))
val (xs, ys) = ListPair.unzip [(1, "x"), (2, "y")]
val () = show "unzip" (ints xs ^ " " ^ String.concat ys)
val (xs, ys) = ListPair.unzip ([] : (int * string) list)
val () = show "unzip empty" (ints xs ^ " " ^ Int.toString (length ys))
val () = ListPair.app (fn (a, b) => print (Int.toString a ^ b ^ " ")) ([1, 2, 3], ["a", "b"])
val () = print "\n"
val () = show "appEq unequal" (exn (fn () => ListPair.appEq (fn _ => ()) ([1], [])))
val () = ListPair.appEq (fn (a, b) => print (Int.toString (a + b) ^ " ")) ([1, 2], [10, 20])
val () = print "\n"
val () = show "map" (ints (ListPair.map op + ([1, 2, 3], [10, 20])))
val () = show "mapEq" (ints (ListPair.mapEq op * ([1, 2, 3], [4, 5, 6])))
val () = show "mapEq unequal" (exn (fn () => ListPair.mapEq op + ([1, 2], [1])))
val () = show "foldl" (ints (ListPair.foldl (fn (a, b, acc) => a * b :: acc) [] ([1, 2, 3], [1, 10, 100, 1000])))
val () = show "foldr" (ints (ListPair.foldr (fn (a, b, acc) => a * b :: acc) [] ([1, 2, 3], [1, 10, 100, 1000])))
val () = show "foldlEq" (ints (ListPair.foldlEq (fn (a, b, acc) => a - b :: acc) [] ([5, 6], [1, 2])))
val () = show "foldrEq" (ints (ListPair.foldrEq (fn (a, b, acc) => a - b :: acc) [] ([5, 6], [1, 2])))
val () = show "foldlEq unequal" (exn (fn () => ListPair.foldlEq (fn (_, _, a) => a) 0 ([1], [])))
val () = show "foldrEq unequal" (exn (fn () => ListPair.foldrEq (fn (_, _, a) => a) 0 ([], [1])))
val () = show "all" (b2s (ListPair.all op < ([1, 2], [2, 3, 0])) ^ " " ^ b2s (ListPair.all op < ([1, 5], [2, 3])))
val () = show "exists" (b2s (ListPair.exists op = ([1, 2], [0, 2])) ^ " " ^ b2s (ListPair.exists op = ([1, 2, 3], [0, 0])))
val () = show "allEq" (b2s (ListPair.allEq op < ([1, 2], [2, 3])) ^ " " ^ b2s (ListPair.allEq op < ([1, 2], [2, 3, 4])) ^ " " ^ b2s (ListPair.allEq op < ([], [])))
val () = show "UnequalLengths" (exn (fn () => raise ListPair.UnequalLengths))
