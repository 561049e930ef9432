(* Young data that lives a while: a list of 2,000,000 pairs kept live while
   it grows, so most of each minor collection's nursery survives. *)
fun build (0, acc) = acc
  | build (n, acc) = build (n - 1, (n, n mod 7) :: acc)
val xs = build (2000000, [])
val () = print (Int.toString (foldl (fn ((a, b), s) => (s + a * b) mod 1000003) 0 xs) ^ "\n")
