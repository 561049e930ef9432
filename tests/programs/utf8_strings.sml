(* SML strings are bytes: a character written in the source stands for its
   UTF-8 encoding, and `size`, `explode`, `substring` and `print` see bytes. *)
fun codes s = concat (map (fn c => Int.toString (ord c) ^ " ") (explode s))

val _ = print (Int.toString (size "é") ^ " " ^ Int.toString (size "→") ^ " " ^ Int.toString (size "😀") ^ " " ^ Int.toString (size "aé→😀") ^ "\n")
val _ = print (codes "é→" ^ "\n")

(* The bytes printed are the source's bytes. *)
val _ = print "héllo wörld → ✓\n"

(* Equal to the same bytes written as escapes, or built with `implode`. *)
val _ = print (if "é" = "\195\169" then "same\n" else "different\n")
val _ = print (if implode [chr 226, chr 134, chr 146] = "→" then "same\n" else "different\n")

(* Substrings cut bytes: the first two bytes of "é→" are "é". *)
val _ = print (substring ("é→", 0, 2) ^ "|" ^ substring ("é→", 2, 3) ^ "\n")

(* String patterns compare bytes. *)
fun arrow "→" = "right"
  | arrow "←" = "left"
  | arrow s = "other (" ^ Int.toString (size s) ^ " bytes)"
val _ = print (arrow "→" ^ " " ^ arrow "←" ^ " " ^ arrow "\226\134\146" ^ " " ^ arrow "↑" ^ "\n")

(* Multi-line strings with a gap keep their bytes. *)
val long = "α\
           \β"
val _ = print (Int.toString (size long) ^ " " ^ long ^ "\n")
