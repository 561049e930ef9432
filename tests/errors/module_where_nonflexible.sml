(* expect: where type applied to t, which the signature already defines (not flexible). Poly/ML: Cannot apply type realisation. ``t'' has already been set to FixedInt.int *)
signature S = sig
  type t = int
  val x : t
end
signature T = S where type t = string
