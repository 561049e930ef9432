fun println s = print (s ^ "\n")
(* open of several structures: each name is resolved in the environment
   before the declaration (Definition rule 21), later structures shadow
   earlier ones. *)
structure M = struct structure N = struct val k = 1 end  val a = "M.a"  val b = 10 end
structure N = struct val k = "s"  val b = 20 end
open M N
val i = N.k + 1
val s = k ^ "!"
val _ = println (Int.toString i ^ " " ^ s ^ " " ^ a ^ " " ^ Int.toString b)
structure A = struct structure B = struct val v = "outer B" end  structure C = struct val w = "A.C" end end
structure B = struct structure C = struct val w = "B.C" end  val v = "top B" end
local open A B in
  val _ = println (v ^ ", " ^ C.w)
end
local open B A in
  val _ = println (v ^ ", " ^ C.w ^ ", " ^ B.v)
end
structure X = struct
  structure Y = struct val n = 5 end
  structure Z = struct structure Y = struct val n = 6 end end
  open Z Y
  val m = n
end
val _ = println (Int.toString X.m)
