(* Definition §4.7, §4.8: `ref []` is expansive, so its type is not generalized;
   within a let the free type variable is later fixed by its uses. Wrapping in
   fn (eta expansion) makes a function that is polymorphic again. *)
val n =
  let
    val r = ref []
    val () = r := [1, 2]
    val () = r := 3 :: !r
  in
    length (!r) + hd (!r)
  end
fun mkRef () = ref []
val a = mkRef ()
val b = mkRef ()
val () = a := ["x"]
val () = b := [true, false]
val _ = print (Int.toString n ^ " " ^ hd (!a) ^ " " ^ Int.toString (length (!b)) ^ "\n")
