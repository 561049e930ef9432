(* Definition §6.7 and §8 (programs): a user exception with an argument that
   escapes the program ends it; earlier output remains. *)
exception Oops of int
fun f 0 = raise Oops 42
  | f n = f (n - 1)
val _ = print "start\n"
val _ = f 3
val _ = print "unreachable\n"
