(* expect: duplicate value specification x in a signature. Poly/ML: Value (x) is already present in this signature. *)
signature S = sig
  val x : int
  val x : bool
end
