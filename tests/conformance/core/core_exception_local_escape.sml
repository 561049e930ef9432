(* Definition §4.9, rule 24: an exception declared in a let may escape as a
   value of type exn (exn is not a local type name), be handled by a wildcard or
   variable pattern, and still be told apart from others. *)
fun attempt n =
  let exception Local of int
  in if n > 0 then raise Local n else n end
val a = (Int.toString (attempt 3)) handle e => "raised " ^ exnName e
val b = (Int.toString (attempt 0)) handle e => "raised " ^ exnName e
val _ = print (a ^ ", " ^ b ^ "\n")
