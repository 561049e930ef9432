(* Definition §4.7, §4.8: inside a function, `ref []` is not generalized in the
   inner let, but the enclosing fun is a fn and generalizes: each call of
   collect makes its own ref, at its own element type. *)
fun collect (xs : 'a list) (keep : 'a -> bool) =
  let val acc = ref []
  in app (fn x => if keep x then acc := x :: !acc else ()) xs; rev (!acc) end
val evens = collect [1, 2, 3, 4] (fn n => n mod 2 = 0)
val long = collect ["a", "bcd", "ef"] (fn s => size s > 1)
val _ = print (String.concatWith "," (map Int.toString evens) ^ " " ^ String.concatWith "," long ^ "\n")
