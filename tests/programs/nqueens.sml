(* N-queens solution counter for N = 1..9 using lists of placed columns. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

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
val _ = app (fn n => println (Int.toString n ^ ": " ^ Int.toString (queens n))) (upto (1, 9))
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
