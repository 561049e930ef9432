(* Definition §6.4/§6.7: exception constructors carrying values; the value
   is recovered by pattern matching in a handler. *)
exception Pair of int * string
exception Rec of {code : int, msg : string}
exception Lst of int list
fun run f = f () handle Pair (n, s) => s ^ Int.toString n
                      | Rec {code, msg} => msg ^ "#" ^ Int.toString code
                      | Lst (x :: _) => "head " ^ Int.toString x
                      | Lst [] => "empty"
val _ = print (run (fn () => raise Pair (3, "p")) ^ "\n")
val _ = print (run (fn () => raise Rec {msg = "r", code = 9}) ^ "\n")
val _ = print (run (fn () => raise Lst [5, 6]) ^ "\n")
val _ = print (run (fn () => raise Lst []) ^ "\n")
(* exception values are first class *)
val es = [Pair (1, "a"), Lst [], Fail "f"]
fun name e = (raise e) handle Pair _ => "Pair" | Lst _ => "Lst" | Fail m => "Fail " ^ m
val _ = print (String.concatWith "," (map name es) ^ "\n")
