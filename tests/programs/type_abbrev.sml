(* Type abbreviations: simple, parameterized, nested, function types, record types; values annotated with them interoperate with the expanded types. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

type point = int * int
type 'a pair = 'a * 'a
type ('k, 'v) assoc = ('k * 'v) list
type transform = point -> point
type person = {name : string, age : int}
type 'a predicate = 'a -> bool
type matrix = int list list
val origin : point = (0, 0)
fun move (dx, dy) : transform = fn (x, y) => (x + dx, y + dy)
val p : int * int = move (3, 4) origin
val _ = println (Int.toString (#1 p) ^ "," ^ Int.toString (#2 p))
fun swapP ((a, b) : 'a pair) : 'a pair = (b, a)
val (s1, s2) = swapP ("x", "y")
val _ = println (s1 ^ s2)
val table : (string, int) assoc = [("one", 1), ("two", 2)]
fun get (k, tbl : (''a, 'b) assoc) = case tbl of [] => NONE | (k', v) :: r => if k = k' then SOME v else get (k, r)
val _ = println (case get ("two", table) of SOME n => Int.toString n | NONE => "none")
val ann : person = {name = "ann", age = 30}
fun older ({name, age} : person) : person = {name = name, age = age + 1}
val _ = println (#name (older ann) ^ Int.toString (#age (older ann)))
val isEven : int predicate = fn n => n mod 2 = 0
fun filterP (p : 'a predicate) xs = foldr (fn (x, acc) => if p x then x :: acc else acc) [] xs
val _ = println (concat (map Int.toString (filterP isEven [1, 2, 3, 4, 5, 6])))
val m : matrix = [[1, 2], [3, 4]]
fun transpose ([] :: _) = [] | transpose [] = []
  | transpose (rows : matrix) : matrix = map hd rows :: transpose (map tl rows)
fun matMul (a : matrix, b : matrix) : matrix =
  let val bt = transpose b
  in map (fn row => map (fn col => foldl (op +) 0 (map (fn (x, y) => x * y) (zip2 (row, col)))) bt) a end
and zip2 (x :: xs, y :: ys) = (x, y) :: zip2 (xs, ys) | zip2 _ = []
val _ = println (concat (map (fn r => concat (map (fn x => Int.toString x ^ " ") r) ^ "/ ") (matMul (m, m))))
type t = int
type t = t list
val l : t = [1, 2]
val _ = printInt (length l)
