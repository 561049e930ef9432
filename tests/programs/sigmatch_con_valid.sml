(* Neighbours of tests/errors/sigmatch_*.sml: a structure whose constructors
   are those of the datatype specified matches, even when a later declaration
   reuses the names in a hidden scope or replicates the datatype back. *)
fun say s = print (s ^ "\n")

signature S = sig datatype t = A | B val name : t -> string end

structure M1 : S = struct
  datatype t = A | B
  fun name A = "A" | name B = "B"
  datatype u = C
end

(* A later datatype rebinds B, and the replication binds t's B again. *)
structure M2 : S = struct
  datatype t = A | B
  fun name A = "A2" | name B = "B2"
  datatype u = B
  datatype t = datatype t
end

(* The later datatype with the same constructor name is local. *)
structure M3 :> S = struct
  datatype t = A | B
  local datatype u = B in val unused = B end
  fun name A = "A3" | name B = "B3"
end

functor Show (X : S) = struct fun both () = X.name X.A ^ " " ^ X.name X.B end
structure P1 = Show (M1)
structure P2 = Show (M2)
structure P3 = Show (M3)
val () = say (P1.both ())
val () = say (P2.both ())
val () = say (P3.both ())
