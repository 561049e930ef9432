(* expect: structure lacks substructure Inner required by its signature. Poly/ML: Structure does not match signature. Signature: structure Inner Structure: Not present *)
signature OUTER = sig
  structure Inner : sig val n : int end
  val m : int
end
structure O : OUTER = struct
  val m = 2
end
