(* An explicit lone-prime type variable cannot be instantiated to int. *)
val ' f = fn x : ' => x + 1
