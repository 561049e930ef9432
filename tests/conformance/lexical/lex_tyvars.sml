(* Definition §2.4: type variables are ' followed by alphanumerics; ''a is an
   equality type variable. *)
fun id (x : 'a) : 'a = x
fun pair (x : 'a1, y : 'b_2') : 'a1 * 'b_2' = (x, y)
fun mem (x : ''eq, ys : ''eq list) = List.exists (fn y => y = x) ys
val _ = print (Int.toString (id 3) ^ " " ^ #2 (pair (1, "s")) ^ " "
               ^ Bool.toString (mem (2, [1, 2, 3])) ^ "\n")
