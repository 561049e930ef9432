(* expect: the open of N refers to the top-level N, whose k is a string *)
structure M = struct structure N = struct val k = 1 end end
structure N = struct val k = "s" end
open M N
val i = k + 1
