(* Exception constructors with infix status, declared without `op`. *)

infix 6 ++
exception ++ of int * int

val r = (raise 3 ++ 4) handle a ++ b => a * 10 + b
val _ = print (Int.toString r ^ "\n")

(* An alias, and a nullary constructor declared infix, both without `op`
   (a nullary one still needs `op` where it is used);
   the alias is the same exception as the original. *)
infix 6 ** <>>
exception ** = ++
exception <>>
fun test f = f () handle a ** b => a - b | op <>> => 99
val _ = print (Int.toString (test (fn () => raise 10 ++ 3)) ^ " " ^ Int.toString (test (fn () => raise op <>>)) ^ "\n")

(* A list of exception values built with the infix constructor. *)
val es = [1 ++ 2, 3 ** 4]
fun total [] = 0
  | total ((a ++ b) :: rest) = a + b + total rest
  | total (_ :: rest) = total rest
val _ = print (Int.toString (total es) ^ "\n")

(* Several in one declaration, with `and`. *)
infix 1 -- ==
exception -- of string * string and == of int * int
val _ = (raise "a" -- "b") handle x -- y => print (x ^ y ^ "\n")
val _ = (raise 2 == 2) handle op -- _ => print "no\n" | a == b => print (if a = b then "eq\n" else "ne\n")
