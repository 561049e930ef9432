(* Definition §4.11 (2, 3): redundant and non-exhaustive matches are not errors
   (a compiler may warn); a non-exhaustive val binding raises Bind and a
   non-exhaustive function raises Match when no rule applies (§6.7). *)
fun first (x :: _) = x
fun kind 0 = "zero" | kind _ = "other" | kind 1 = "one"
val r1 = (first ([] : int list); "no") handle Match => "Match"
val _ = print (kind 0 ^ " " ^ kind 1 ^ " " ^ r1 ^ "\n")
val SOME v = List.find (fn x => x > 10) [1, 2, 3]
val _ = print "not reached\n"
