(* §3.5 / §5.7 (spec sequence: dom E1 and dom E2 disjoint): a signature
   may not specify the same value identifier twice. Rejected. *)
signature S = sig
  val x : int
  val y : bool
  val x : string
end
