(* Definition §6.7 (constructors are values): value and exception
   constructors with arguments can be used as functions. *)
datatype t = A of int | B of string * int | C
exception E of string
val xs = map A [1, 2] @ map B [("x", 3)] @ [C]
fun show (A n) = "A" ^ Int.toString n
  | show (B (s, n)) = "B" ^ s ^ Int.toString n
  | show C = "C"
val _ = print (String.concatWith " " (map show xs) ^ "\n")
val es = map E ["p", "q"]
val _ = app (fn e => (raise e) handle E s => print (s ^ "\n")) es
val _ = print (case List.map SOME [1] of [SOME 1] => "SOME\n" | _ => "?\n")
val f = op ::
val _ = print (Int.toString (length (f (1, [2, 3]))) ^ "\n")
