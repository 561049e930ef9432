(* abstype: an abstract set type whose constructors are hidden outside 'with ... end', with operations exported; and an abstract rational number type. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

abstype intset = Set of int list
with
  val empty = Set []
  fun insert (x, s as Set xs) =
    let fun mem [] = false | mem (y :: ys) = x = y orelse mem ys
    in if mem xs then s else Set (x :: xs) end
  fun member (x, Set xs) = let fun mem [] = false | mem (y :: ys) = x = y orelse mem ys in mem xs end
  fun card (Set xs) = length xs
  fun toSortedList (Set xs) =
    let fun ins (x, []) = [x] | ins (x, y :: ys) = if x < y then x :: y :: ys else y :: ins (x, ys)
    in foldl ins [] xs end
  fun union (s, Set xs) = foldl insert s xs
end
val s1 = foldl insert empty [5, 3, 8, 3, 1, 5]
val s2 = foldl insert empty [8, 9, 10]
val u = union (s1, s2)
val _ = printInt (card s1)
val _ = println (if member (3, s1) andalso not (member (4, s1)) then "member ok" else "member bad")
val _ = println (concat (map (fn x => Int.toString x ^ " ") (toSortedList u)))

abstype rat = Rat of int * int
with
  fun gcd (a, 0) = abs a | gcd (a, b) = gcd (b, a mod b)
  fun mk (n, d) =
    if d = 0 then raise Div
    else let val g = gcd (n, d) val s = if d < 0 then ~1 else 1 in Rat (s * n div g, s * d div g) end
  fun add (Rat (a, b), Rat (c, d)) = mk (a * d + c * b, b * d)
  fun mul (Rat (a, b), Rat (c, d)) = mk (a * c, b * d)
  fun toString (Rat (n, 1)) = Int.toString n
    | toString (Rat (n, d)) = Int.toString n ^ "/" ^ Int.toString d
  fun eq (Rat (a, b), Rat (c, d)) = a = c andalso b = d
end
val half = mk (1, 2)
val third = mk (1, 3)
val _ = println (toString (add (half, third)))
val _ = println (toString (mul (half, mk (4, ~6))))
val _ = println (toString (add (mk (1, 2), mk (1, 2))))
fun harmonic n = if n = 0 then mk (0, 1) else add (mk (1, n), harmonic (n - 1))
val _ = println (toString (harmonic 10))
val _ = println (if eq (mk (2, 4), half) then "normalized" else "not normalized")
val _ = println ((toString (mk (1, 0))) handle Div => "Div from mk")
