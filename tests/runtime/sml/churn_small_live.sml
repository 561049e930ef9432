(* Much allocation, little live data: about 1 GB of short-lived lists and
   strings, never more than a few kilobytes live. *)
fun build (0, acc) = acc
  | build (n, acc) = build (n - 1, n :: acc)
fun sum (x :: xs, acc) = sum (xs, acc + x)
  | sum ([], acc) = acc
fun loop (0, total) = total
  | loop (k, total) = loop (k - 1, (total + sum (build (200, []), 0) + size (Int.toString k)) mod 1000003)
val () = print (Int.toString (loop (200000, 0)) ^ "\n")
