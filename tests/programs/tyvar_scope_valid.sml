(* Neighbours of tests/errors/tyvar_*.sml: explicit type variables reused by
   sibling declarations, distinct ones nested, a nested declaration that uses
   the enclosing one without rebinding it, and a local datatype's own
   parameter named like a scoped type variable: all valid. *)
fun say s = print (s ^ "\n")

fun 'a first (x : 'a, _ : 'a) = x
fun 'a second (_ : 'a, y : 'a) = y
val () = say ("siblings: " ^ Int.toString (first (1, 2)) ^ " " ^ Int.toString (second (1, 2)))

fun 'a pairUp (x : 'a) =
  let fun 'b with_ (y : 'b) = (x, y)
      val z : 'a = x
  in with_ z end
val () = say ("nested distinct: " ^ Int.toString (#1 (pairUp 3) + #2 (pairUp 4)))

fun 'a boxed (x : 'a) =
  let datatype 'a box = Box of 'a
      fun open_ (Box v) = v
  in open_ (Box x) end
val () = say ("local datatype parameter: " ^ Int.toString (boxed 5))

val 'a twice = fn (f : 'a -> 'a) => fn x => f (f x)
val () = say ("val tyvarseq: " ^ Int.toString (twice (fn n => n * 3) 2))

(* 'a is scoped at the inner declaration only: the outer one has no unguarded 'a. *)
fun outer n = let val 'a id = fn (x : 'a) => x in id n + id 1 end
val () = say ("inner scope only: " ^ Int.toString (outer 6))
