(* Basis STRING: String.sub on every index, extract/substring at bounds,
   String.size of ^, and Char.ord of String.sub; Subscript exactly at size. *)
val s = "abc"
fun loop i = (print (str (String.sub (s, i))); loop (i + 1))
val _ = loop 0 handle Subscript => print (" stopped\n")
val _ = print (String.extract (s, 3, NONE) ^ "|" ^ String.extract (s, 0, SOME 0) ^ "|" ^
  String.extract (s, 1, NONE) ^ "|" ^ String.substring (s, 0, 3) ^ "\n")
val _ = print (Int.toString (size (s ^ s ^ "")) ^ " " ^ Int.toString (ord (String.sub (s, 1))) ^ "\n")
val _ = print (String.concat (List.tabulate (3, fn i => String.substring ("abcdef", i * 2, 2) ^ ";")) ^ "\n")
