(* Appendix A structure sharing in a plain signature: a structure matching
   the signature must have the two substructures' types equal; through the
   view a value of A.t can be given to B's function. *)
signature SYM = sig type sym val mk : string -> sym val str : sym -> string end
signature PAIR = sig
  structure A : SYM
  structure B : SYM
  sharing A = B
end
structure Sym = struct type sym = string fun mk s = s fun str s = s end
structure P :> PAIR = struct structure A = Sym structure B = Sym end
val () = print (P.B.str (P.A.mk "shared") ^ "\n")
