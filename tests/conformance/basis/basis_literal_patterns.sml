(* Appendix E: constants of the Basis's integer and word types in patterns. *)
fun name (0w0 : Word8.word) = "zero"
  | name 0w255 = "max"
  | name 0wx10 = "sixteen"
  | name _ = "other"
fun big (0 : IntInf.int) = "zero"
  | big 1 = "one"
  | big n = IntInf.toString (n * n)
fun small (x : Int32.int) = case x of ~1 => "minus one" | 7 => "seven" | _ => Int32.toString x
fun plain 0 = "int zero" | plain _ = "int"
val () = print (String.concatWith " "
  [name 0w0, name 0w255, name 0w16, name 0w3, big 0, big 1, big 100000000000,
   small ~1, small 7, small 8, plain 0, plain 2] ^ "\n")
