(* Definition §2.4: alphanumeric identifiers are letters, digits, primes and
   underscores starting with a letter; case matters; x' and x'' are distinct. *)
val x = 1
val x' = 2
val x'' = 3
val X = 10
val a_b_1 = 4
val aB9'_z = 5
fun f' n = n + x' * 100
val _ = print (String.concatWith " "
  (map Int.toString [x, x', x'', X, a_b_1, aB9'_z, f' 1]) ^ "\n")
