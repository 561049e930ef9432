(* Definition §6.7 rule 143 (layered patterns vid as pat): the variable is
   bound to the whole value while the pattern is matched against it. *)
fun dupHead (l as x :: _) = x :: l
  | dupHead [] = []
val _ = print (String.concatWith "," (map Int.toString (dupHead [1, 2, 3])) ^ "\n")
fun f (p as (a, b as (c, _))) = (#1 p + a, #2 b + c)
val (m, n) = f (1, (2, 3))
val _ = print (Int.toString m ^ " " ^ Int.toString n ^ "\n")
(* nested layers and a type constraint *)
val whole as (first as SOME v, _) : int option * int = (SOME 7, 8)
val _ = print (Int.toString v ^ " " ^ Int.toString (#2 whole) ^ " " ^
               (case first of SOME k => Int.toString k | NONE => "-") ^ "\n")
fun merge (xs as x :: xt) (ys as y :: yt) =
      if x <= y then x :: merge xt ys else y :: merge xs yt
  | merge xs [] = xs
  | merge [] ys = ys
val _ = print (String.concatWith "," (map Int.toString (merge [1, 4, 6] [2, 3, 7])) ^ "\n")
