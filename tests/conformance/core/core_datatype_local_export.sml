(* Definition rule 23 (local) has no side condition on type names, unlike let
   (rule 24): a datatype declared in the local part may appear in the types of
   the exported bindings. A let may declare an exception carrying a local type
   as long as the let's own type does not mention it. *)
local
  datatype t = C of int
  fun get (C n) = n
in
  val x = C 4
  val g = get
end
val n = (let datatype u = D exception E of u in raise E D end) handle _ => 3
val _ = print (Int.toString (g x) ^ " " ^ Int.toString n ^ "\n")
