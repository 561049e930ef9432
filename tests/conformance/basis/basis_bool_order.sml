(* Basis BOOL and General: Bool.toString/fromString/not, General.order
   values from Int.compare/String.compare/Char.compare, before, ignore, o. *)
val _ = print (Bool.toString (not true) ^ " " ^
  (case Bool.fromString "false" of SOME b => Bool.toString b | NONE => "NONE") ^ " " ^
  (case Bool.fromString "yes" of SOME b => Bool.toString b | NONE => "NONE") ^ "\n")
fun o2s LESS = "LESS" | o2s EQUAL = "EQUAL" | o2s GREATER = "GREATER"
val _ = print (String.concatWith " " [o2s (Int.compare (1, 2)), o2s (Char.compare (#"b", #"a")),
  o2s (Int.compare (~3, ~3))] ^ "\n")
(* a before b evaluates a, then b, and returns a *)
val x = (print "first "; 1) before print "second\n"
val _ = print (Int.toString x ^ "\n")
val _ = ignore (print "ignored result\n")
val f = (fn x => x * 2) o (fn x => x + 1)
val _ = print (Int.toString (f 5) ^ "\n")
