(* Safe-for-space closures (Shao ch. 4): f and g are one group, g calls f,
   f never reaches g. Forty f closures are kept; each g, and the 100,000-
   element list only g uses, dies. A closure layout shared by the group would
   keep all forty lists (about 160 MB); f's own layout keeps none. *)
fun make n = List.tabulate (n, fn i => i)
fun pair n =
  let val big = make n
      val small = n
      fun f x = if x > 1000000 then f (x - 1) else x + small
      and g x = f x + length big
  in (f, g) end
val fs = List.tabulate (40, fn i => #1 (pair (100000 + i)))
val _ = print (Int.toString (foldl (fn (f, s) => s + f 1) 0 fs) ^ "\n")
