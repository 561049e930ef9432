(* Basis LIST: foldl/foldr order, filter, partition, find, exists, all,
   concat, revAppend, mapPartial, tabulate, collate. *)
fun sl xs = "[" ^ String.concatWith "," (map Int.toString xs) ^ "]"
val l = [1, 2, 3, 4, 5]
val _ = print (String.concat [
  List.foldl (fn (x, a) => a ^ Int.toString x) "l:" l, " ",
  List.foldr (fn (x, a) => a ^ Int.toString x) "r:" l, "\n"])
val _ = print (sl (List.filter (fn x => x mod 2 = 0) l) ^ "\n")
val (ev, od) = List.partition (fn x => x mod 2 = 0) l
val _ = print (sl ev ^ sl od ^ "\n")
val _ = print ((case List.find (fn x => x > 3) l of SOME x => Int.toString x | NONE => "-") ^ "\n")
val _ = print (Bool.toString (List.exists (fn x => x = 3) l) ^ " " ^
  Bool.toString (List.all (fn x => x > 0) l) ^ " " ^ Bool.toString (List.all (fn _ => false) []) ^ "\n")
val _ = print (sl (List.concat [[1], [], [2, 3]]) ^ sl (List.revAppend ([1, 2], [3])) ^ sl ([1] @ [2]) ^ "\n")
val _ = print (sl (List.mapPartial (fn x => if x > 2 then SOME (x * x) else NONE) l) ^ "\n")
val _ = print (sl (List.tabulate (4, fn i => i * i)) ^ sl (rev l) ^ "\n")
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
val _ = print (String.concatWith " " (map (fn (a, b) => ord2s (List.collate Int.compare (a, b)))
  [([1, 2], [1, 3]), ([1], [1]), ([1, 2], [1]), ([], [0])]) ^ "\n")
val _ = print (sl (List.map (fn x => x * 10) l) ^ " " ^ Int.toString (List.length l) ^ "\n")
