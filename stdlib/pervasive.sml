(* The top-level values of the initial basis that are not primitives.

   Elaborated in the initial environment and translated in front of every
   unit (compiler/lexp/from_absyn.py): the initial environment's variables of
   these names are bound to the definitions below. Everything else at top
   level (arithmetic, comparisons, print, size, !, :=, ...) is a primitive
   (compiler/prims.py). Each definition uses only primitives and the
   definitions above it. *)

fun not true = false
  | not false = true

fun ignore _ = ()

fun (f o g) x = f (g x)

fun a before () = a

fun rev l =
  let fun loop ([], acc) = acc
        | loop (x :: xs, acc) = loop (xs, x :: acc)
  in loop (l, []) end

fun length l =
  let fun loop ([], n) = n
        | loop (_ :: xs, n) = loop (xs, n + 1)
  in loop (l, 0) end

fun null [] = true
  | null _ = false

fun hd (x :: _) = x
  | hd [] = raise Empty

fun tl (_ :: xs) = xs
  | tl [] = raise Empty

fun map f [] = []
  | map f (x :: xs) = let val y = f x in y :: map f xs end

fun app f [] = ()
  | app f (x :: xs) = (f x; app f xs)

fun foldl f acc [] = acc
  | foldl f acc (x :: xs) = foldl f (f (x, acc)) xs

fun foldr f acc [] = acc
  | foldr f acc (x :: xs) = f (x, foldr f acc xs)

fun [] @ ys = ys
  | (x :: xs) @ ys = x :: (xs @ ys)

fun valOf (SOME x) = x
  | valOf NONE = raise Option

fun isSome (SOME _) = true
  | isSome NONE = false

fun getOpt (SOME x, _) = x
  | getOpt (NONE, d) = d
