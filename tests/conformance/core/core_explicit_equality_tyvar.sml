(* Definition §4.4, §4.6: an explicit equality type variable ''a may be bound at
   a fun declaration; `=` is then allowed on its values and the function is
   usable at every equality type. *)
fun ''a count (x : ''a, xs : ''a list) = foldl (fn (y, n) => if x = y then n + 1 else n) 0 xs
fun ''k lookup (k : ''k) (assoc : (''k * 'v) list) : 'v option =
  case List.find (fn (k', _) => k' = k) assoc of SOME (_, v) => SOME v | NONE => NONE
val _ = print (Int.toString (count (2, [1, 2, 2, 3])) ^ " " ^ Int.toString (count ("a", ["b"])) ^ " "
               ^ valOf (lookup (SOME 1) [(NONE, "n"), (SOME 1, "s")]) ^ "\n")
