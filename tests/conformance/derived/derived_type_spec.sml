(* Appendix A (Fig. 19): a specification "type tyvarseq tycon = ty" abbreviates
   include sig type tyvarseq tycon end where type tyvarseq tycon = ty,
   so the type is transparent through the signature. *)
signature S = sig
  type t = int
  type 'a pair = 'a * 'a
  val x : t
  val swap : 'a pair -> 'a pair
end
structure A : S = struct
  type t = int
  type 'a pair = 'a * 'a
  val x = 20
  fun swap (a, b) = (b, a)
end
structure B :> S = A
val _ = print (Int.toString (A.x + 1) ^ " " ^ Int.toString (B.x + 2) ^ "\n")
val (p, q) = B.swap (1, 2)
val _ = print (Int.toString p ^ Int.toString q ^ "\n")
