(* Integer constants at IntInf.int and LargeInt.int, given by an annotation or
   by the context: only constants that end at a bounded type are range-checked. *)
val a = 12345678901234567890 : IntInf.int
val b : LargeInt.int = ~98765432109876543210
fun twice (x : IntInf.int) = x * 2
val c = twice 11111111111111111111
val d = IntInf.pow (2, 100) - 1267650600228229401496703205375
val e = case a of 12345678901234567890 => "matched" | _ => "no"
val _ = print (IntInf.toString (a + b + c) ^ " " ^ IntInf.toString d ^ " " ^ e ^ "\n")
