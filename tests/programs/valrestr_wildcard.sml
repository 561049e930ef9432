(* Definition rule 15: an explicit type variable scoped at a `val` must be
   generalizable in the types of the variables the `val` binds. When the
   expression is expansive nothing is generalized, but a type variable that
   occurs only in parts of the pattern binding no variable is no obstacle. *)

(* Explicitly scoped; `c : int ref` does not mention 'b. *)
val 'b (c, _) = (ref 0, fn y : 'b => y)
val _ = c := 41
val _ = c := !c + 1
val _ = print (Int.toString (!c) ^ "\n")

(* Implicitly scoped (Definition §4.6), in a record pattern. *)
val {cell, dummy = _} = {cell = ref "cell", dummy = fn (x : 'a) => x}
val _ = cell := !cell ^ "!"
val _ = print (!cell ^ "\n")

(* A `val` that binds no variable at all. *)
val 'a _ = (print "effect\n"; fn y : 'a => y)

(* The explicit variable is generalized in another binding of the same `val`. *)
val 'b (counter, _) = (ref 10, fn y : 'b => y)
and pick = fn (x : 'b, _ : 'b) => x
val _ = print (Int.toString (pick (!counter, 0)) ^ " " ^ pick ("first", "second") ^ "\n")

(* The scoped variable is used by a nested declaration, not by `n`. *)
val 'a n = let val f = fn y : 'a => y in ignore f; 7 end
val _ = print (Int.toString n ^ "\n")

(* Inside a function: 'b is scoped at the inner `val` (it is guarded in `fun`). *)
fun fresh k =
  let val (r, _) = (ref k, fn y : 'b => y)
  in r := !r * 2; !r end
val _ = print (Int.toString (fresh 4) ^ " " ^ Int.toString (fresh 5) ^ "\n")
