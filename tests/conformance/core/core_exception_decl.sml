(* Definition §4.9 (exbind, rules 30-31): exception declarations with and
   without arguments, and `exception E = longvid` making an alias of the same
   exception (handled by either name). *)
exception Empty'
exception Bad of string * int
exception Alias = Bad
fun check n = if n < 0 then raise Alias ("negative", n) else if n = 0 then raise Empty' else n
fun try n = Int.toString (check n)
            handle Bad (msg, k) => msg ^ ":" ^ Int.toString k
                 | Empty' => "empty"
val _ = print (String.concatWith " " (map try [3, 0, ~2]) ^ "\n")
