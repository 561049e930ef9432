(* §5.7 opaque ascription hides the representation but not the run-time
   behaviour: a nonexhaustive val binding on a datatype exported with its
   constructors raises Bind (§6.7) when the pattern does not match. *)
signature S = sig datatype t = A | B of int val mk : int -> t end
structure M :> S = struct
  datatype t = A | B of int
  fun mk 0 = A | mk n = B n
end
val M.B n = M.mk 3
val () = print (Int.toString n ^ "\n")
val M.B m = M.mk 0
val () = print "not reached\n"
