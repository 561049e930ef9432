(* expect: the pattern's type is string (the argument is a string), so the
   constant "\u0100" in it has no byte text *)
fun f (s : string) = case s of "\u0100" => 1 | _ => 0
