(* §5.7 (opaque ascription, eqtype spec): an abstract type specified by
   eqtype keeps equality although its representation is hidden; equality
   is that of the representation. *)
signature SYM = sig
  eqtype sym
  val intern : string -> sym
  val name : sym -> string
end
structure Sym :> SYM = struct
  type sym = string
  fun intern s = s
  fun name s = s
end
val a = Sym.intern "foo"
val b = Sym.intern ("f" ^ "oo")
val c = Sym.intern "bar"
val () = print (Bool.toString (a = b) ^ " " ^ Bool.toString (a = c) ^ " "
                ^ Bool.toString ([a, c] = [b, c]) ^ " " ^ Sym.name c ^ "\n")
