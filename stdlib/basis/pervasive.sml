(* The top-level values of the initial basis that are not primitives.

   The first unit of the Basis: every unit that imports the Basis uses these
   definitions from here. A unit that does not see the Basis gets them
   translated in front of it (compiler/lexp/from_absyn.py), elaborated in the
   initial environment, whose variables of these names are bound to the
   definitions below. Everything else at top
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

(* The list functionals below are curried, so each partial application
   allocates a closure: they take all their curried arguments once and run a
   local loop, which is a known function (no closure per element). *)

fun map f l =
  let fun loop [] = []
        | loop (x :: xs) = let val y = f x in y :: loop xs end
  in loop l end

fun app f l =
  let fun loop [] = ()
        | loop (x :: xs) = (f x; loop xs)
  in loop l end

fun foldl f acc l =
  let fun loop (acc, []) = acc
        | loop (acc, x :: xs) = loop (f (x, acc), xs)
  in loop (acc, l) end

fun foldr f acc l =
  let fun loop [] = acc
        | loop (x :: xs) = f (x, loop xs)
  in loop l end

fun [] @ ys = ys
  | (x :: xs) @ ys = x :: (xs @ ys)

fun valOf (SOME x) = x
  | valOf NONE = raise Option

fun isSome (SOME _) = true
  | isSome NONE = false

fun getOpt (SOME x, _) = x
  | getOpt (NONE, d) = d
