(* Definition §4.4 and the Basis (Array): `ref` and `array` admit equality
   whatever their argument type (even a function type); equality on them is
   identity of the cell, not equality of contents. *)
val f1 = ref (fn x => x + 1)
val f2 = ref (fn x => x + 1)
val a1 = Array.array (2, fn (s : string) => s)
val a2 = Array.array (2, fn (s : string) => s)
val r1 = ref 0
val r2 = ref 0
fun same (x, y) = x = y
val _ = print (String.concatWith " " (map Bool.toString
          [f1 = f1, f1 = f2, a1 = a1, a1 = a2, r1 = r2, same (r1, r1), !r1 = !r2,
           [r1, r2] = [r1, r2], SOME f1 = SOME f2]) ^ "\n")
