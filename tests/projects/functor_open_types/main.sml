structure ByInt = Memo (type key = int  val same = op =)
structure ByName = Memo (type key = string  val same = op =)
val () = ByInt.remember 1 "one"
val () = ByInt.remember 2 "two"
val () = ByName.remember "pi" 3.14
val n = ByInt.first 41 + 1
val s = ByName.first "x"
val () = print (Option.getOpt (ByInt.recall 2, "?") ^ " "
                ^ Real.toString (Option.getOpt (ByName.recall "pi", 0.0)) ^ " "
                ^ Int.toString n ^ " " ^ s ^ "\n")
