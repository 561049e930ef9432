(* A prime alone is a type variable, and two primes an equality type
   variable (Definition §2.4: a type variable is a prime followed by any
   alphanumeric identifier characters, none included). *)

fun k (x : ') = x
val _ = print (Int.toString (k 3) ^ k "\n")

(* Equality: `''` admits only equality types. *)
fun member (x : '', []) = false
  | member (x, y :: ys) = x = y orelse member (x, ys)
val _ = print ((if member (2, [1, 2]) then "yes" else "no") ^ " " ^
               (if member ("z", ["a"]) then "yes" else "no") ^ "\n")

(* As datatype and type abbreviation parameters, next to other names. *)
datatype (', 'b) pair = Pair of ' * 'b
type '' set = '' list
fun first (Pair (a, _)) = a
val s : int set = [1, 2, 3]
val _ = print (Int.toString (first (Pair (7, "x"))) ^ " " ^ Int.toString (length s) ^ "\n")

(* Explicitly scoped in a val and a fun. *)
val ' ident = fn x : ' => x
fun '' same (a : '', b : '') = a = b
val _ = print (ident (if same ([1], [1]) then "same\n" else "differ\n"))

(* Names that start like one: `'_`, `'1`, `'''`, `a'`. *)
fun swap (x : '_, y : '1) : '1 * '_ = (y, x)
fun eq3 (a : ''', b) = a = b
val a' = swap (1, "one")
val _ = print (#1 a' ^ " " ^ (if eq3 (#"c", #"c") then "eq" else "ne") ^ "\n")
