(* Data that outlives a minor collection and dies soon after: a ring of 64
   lists of 100 ints, one replaced per step, so each list survives a few
   minor collections and is promoted; little is live at any time. *)
val ring = Array.array (64, [] : int list)
fun build (0, acc) = acc
  | build (n, acc) = build (n - 1, n :: acc)
fun sum (x :: xs, acc) = sum (xs, acc + x)
  | sum ([], acc) = acc
fun loop (0, total) = total
  | loop (k, total) =
      let val slot = k mod 64
          val old = Array.sub (ring, slot)
      in Array.update (ring, slot, build (100, []));
         loop (k - 1, (total + sum (old, 0) + size (Int.toString k)) mod 1000003)
      end
val () = print (Int.toString (loop (400000, 0)) ^ "\n")
