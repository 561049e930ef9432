(* Closures: capturing several variables, returned closures, closures stored in lists, records and datatypes. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun makeAdder n = fn x => x + n
fun makeLinear (a, b) = fn x => a * x + b
fun compose3 (f, g, h) = fn x => f (g (h x))
fun makeCounterFrom start step =
  let val c = ref start
  in fn () => let val v = !c in c := v + step; v end end

val add5 = makeAdder 5
val lin = makeLinear (3, ~7)
val pipeline = compose3 (add5, lin, makeAdder 100)
val _ = printInt (add5 10)
val _ = printInt (lin 4)
val _ = printInt (pipeline 1)

(* a closure capturing many variables of different types *)
fun mk (a : int, b : string, c : int list, d : bool, e : int * int) =
  fn k => (if d then b else "no") ^ ":" ^ Int.toString (a + k + foldl (op +) 0 c + #1 e * #2 e)
val big = mk (1, "yes", [1, 2, 3], true, (4, 5))
val _ = println (big 1000)

(* closures in a list *)
val fs = map makeAdder [1, 2, 3, 4]
val _ = println (concat (map (fn f => Int.toString (f 10) ^ " ") fs))

(* closures in a record and a datatype *)
type ops = {inc : int -> int, dbl : int -> int, name : string}
val r : ops = {inc = fn x => x + 1, dbl = fn x => 2 * x, name = "ops"}
val _ = printInt (#dbl r (#inc r 20))
datatype shape = Fn of int -> int | Const of int
fun applyShape (Fn f) x = f x
  | applyShape (Const c) _ = c
val shapes = [Fn (fn x => x * x), Const 42, Fn (makeLinear (2, 1))]
val _ = println (concat (map (fn s => Int.toString (applyShape s 7) ^ ",") shapes))

(* closures captured in a loop keep their own values *)
fun build 0 = []
  | build n = (fn () => n * 10) :: build (n - 1)
val _ = println (concat (map (fn f => Int.toString (f ()) ^ " ") (build 5)))

(* counters with independent state *)
val c1 = makeCounterFrom 0 1
val c2 = makeCounterFrom 100 (~10)
val _ = (c1 (); c1 (); c2 ())
val _ = printInt (c1 () + c2 ())

(* nested closures three deep *)
fun outer x = fn y => fn z => fn w => x * 1000 + y * 100 + z * 10 + w
val _ = printInt (outer 1 2 3 4)
val partial = outer 9 8
val _ = printInt (partial 7 6 + partial 0 0)
