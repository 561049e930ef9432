(* Curried recursive functions whose recursive calls pass their first
   parameters back unchanged (compiler/cps/static_args.py): each recursive
   call reuses the closure, the loop is specialized where the function is
   known, and the behaviour is that of the plain curried function. *)

fun exists p [] = false
  | exists p (x :: xs) = p x orelse exists p xs

fun all p [] = true
  | all p (x :: xs) = p x andalso all p xs

(* static f, changing acc *)
fun foldl f acc [] = acc
  | foldl f acc (x :: xs) = foldl f (f (x, acc)) xs

(* two static parameters in the first group, non-tail recursion *)
fun mapBetween (lo, hi) f [] = []
  | mapBetween (lo, hi) f (x :: xs) =
      (if x >= lo andalso x <= hi then f x else x) :: mapBetween (lo, hi) f xs

(* the static argument changes in one call: that call keeps its own closure *)
fun alternate p [] = []
  | alternate p (x :: xs) = p x :: alternate (not o p) xs

(* the partial application escapes and is used later, many times *)
fun countIf p [] = 0
  | countIf p (x :: xs) = (if p x then 1 else 0) + countIf p xs

fun equal a b = a = b
fun member x xs = exists (equal x) xs

(* an exception raised by the predicate passes through the loop *)
exception Stop of int
fun firstOver n xs = (exists (fn x => if x > n then raise Stop x else false) xs; NONE)
                     handle Stop x => SOME x

(* mutual recursion inside the curried body *)
fun evensOdds p [] = ([], [])
  | evensOdds p (x :: xs) =
      let val (a, b) = evensOdds p xs in if p x then (x :: a, b) else (a, x :: b) end

fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)

val nums = upto (1, 20)
val big = upto (1, 200000)
val pairs = [(1, 2), (3, 4), (5, 6)]
val countEven = countIf (fn x => x mod 2 = 0)

fun show xs = String.concatWith " " (map Int.toString xs)
fun showBool b = if b then "true" else "false"

val () = print (showBool (exists (fn x => x = 7) nums) ^ " " ^ showBool (exists (fn x => x = 70) nums) ^ "\n")
val () = print (showBool (all (fn x => x > 0) nums) ^ " " ^ showBool (all (fn x => x < 20) nums) ^ "\n")
val () = print (Int.toString (foldl (fn (x, a) => (a + x) mod 1000003) 0 big) ^ "\n")
val () = print (show (foldl (op ::) [] [1, 2, 3, 4]) ^ "\n")
val () = print (show (mapBetween (5, 8) (fn x => x * 100) nums) ^ "\n")
val () = print (String.concat (map showBool (alternate (fn x => x mod 3 = 0) (upto (1, 6)))) ^ "\n")
val () = print (Int.toString (countEven big) ^ " " ^ Int.toString (countEven nums) ^ "\n")
val () = print (showBool (member (3, 4) pairs) ^ " " ^ showBool (member (4, 3) pairs) ^ "\n")
val () = print (Int.toString (length (List.filter (fn p => member p pairs) [(1, 2), (2, 1), (5, 6), (6, 5)])) ^ "\n")
val () = print ((case firstOver 15 nums of SOME x => Int.toString x | NONE => "none") ^ " "
                ^ (case firstOver 50 nums of SOME x => Int.toString x | NONE => "none") ^ "\n")
val () = let val (evens, odds) = evensOdds (fn x => x mod 2 = 0) (upto (1, 9)) in print (show evens ^ " | " ^ show odds ^ "\n") end
