(* Rule 15 still rejects an explicit type variable in a bound variable's type
   when the expression is expansive. *)
val 'b f = ref (fn y : 'b => y)
