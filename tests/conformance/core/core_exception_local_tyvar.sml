(* Definition §4.6, §4.9: an exception declared inside a function may carry the
   function's type variable 'a (scoped at the fun declaration); each call makes
   a new exception at that call's instance of 'a. *)
fun firstOrDefault (xs : 'a list, d : 'a) =
  let exception Found of 'a
  in (app (fn x => raise Found x) xs; d) handle Found y => y end
val _ = print (firstOrDefault (["x", "y"], "d") ^ " " ^ Int.toString (firstOrDefault ([], 7)) ^ "\n")
