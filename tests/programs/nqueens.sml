(* N-queens solution counter for N = 1..9 using lists of placed columns. *)

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
        else let fun tryCol col = if col = n then 0
                                  else (if safe (col, placed) then place (row + 1, col :: placed) else 0)
                                       + tryCol (col + 1)
             in tryCol 0 end
  in place (0, []) end
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
val _ = app (fn n => println (intToString n ^ ": " ^ intToString (queens n))) (upto (1, 9))
(* first solution for 8, as a board *)
fun first n =
  let fun place (row, placed) =
        if row = n then SOME (rev placed)
        else let fun tryCol col = if col = n then NONE
                                  else if safe (col, placed) then
                                    (case place (row + 1, col :: placed) of NONE => tryCol (col + 1) | s => s)
                                  else tryCol (col + 1)
             in tryCol 0 end
  in place (0, []) end
val _ = case first 8 of
          NONE => println "none"
        | SOME cols => app (fn c => println (implode (map (fn i => if i = c then #"Q" else #".") (upto (0, 7))))) cols
