(* Benchmark nqueens: count all solutions of the N-queens problem with list-based backtracking. Problem size: N. *)
val defaultSize = 13
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

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
fun main () =
  let val n = getSize ()
  in println ("queens " ^ Int.toString n ^ " = " ^ Int.toString (queens n)) end
