(* Definition Appendix A (withtype, a derived form of §4.9's datbind with type
   abbreviations): the abbreviation may be used in the datatype's constructors
   and is in scope after the declaration. *)
datatype 'a rose = Rose of 'a * 'a forest
withtype 'a forest = 'a rose list
datatype shape = Circle of point * real | Poly of point list
withtype point = real * real
fun size (Rose (_, kids)) = 1 + sumForest kids
and sumForest (f : 'a forest) = foldl (fn (t, n) => size t + n) 0 f
val t = Rose (1, [Rose (2, []), Rose (3, [Rose (4, [])])])
val p : point = (1.0, 2.0)
fun npoints (Circle _) = 1 | npoints (Poly ps) = length ps
val _ = print (Int.toString (size t) ^ " " ^ Int.toString (npoints (Poly [p, p, (0.0, 0.0)]))
               ^ " " ^ Real.toString (#2 p) ^ "\n")
