(* Definition §6.7 rules 108-110: a raise in the handled expression
   abandons the rest of its evaluation; side effects already done stay. *)
val c = ref 0
fun step n = (c := !c + n; if n = 3 then raise Fail "three" else n)
val r = (step 1, step 2, step 3, step 4) handle Fail _ => (0, 0, 0, 0)
val _ = print (Int.toString (!c) ^ " " ^ Int.toString (#1 r) ^ "\n")
(* nested handlers: innermost first *)
exception E of int
val v = ((raise E 1) handle E n => raise E (n + 10)) handle E n => n * 2
val _ = print (Int.toString v ^ "\n")
(* the handler's exception is not caught by its own handle *)
val w = (((raise E 1) handle E _ => raise E 2 | E 2 => 99)) handle E n => n
val _ = print (Int.toString w ^ "\n")
(* raise expression's own argument is evaluated first *)
val z = (raise (c := 0; E (!c))) handle E n => n
val _ = print (Int.toString z ^ "\n")
