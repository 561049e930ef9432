(* Benchmark nqueens: count all solutions of the N-queens problem with list-based backtracking. Problem size: N. *)
val size = 13

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

fun safe (col, placed) =
  let fun go ([], _) = true
        | go (c :: cs, d) = c <> col andalso abs (c - col) <> d andalso go (cs, d + 1)
  in go (placed, 1) end
fun queens n =
  let fun place (row, placed) =
        if row = n then 1
        else let fun tryCol (col, acc) =
                   if col = n then acc
                   else tryCol (col + 1, if safe (col, placed) then acc + place (row + 1, col :: placed) else acc)
             in tryCol (0, 0) end
  in place (0, []) end
val _ = println ("queens " ^ intToString size ^ " = " ^ intToString (queens size))
