(* §5.7 functor with opaque result signature F (X : S) :> T: every
   application yields a fresh abstract type; `where type` in the result
   keeps the argument's type visible. *)
signature ELEM = sig type t val show : t -> string end
signature BAG = sig
  type elem
  type bag
  val empty : bag
  val add : elem * bag -> bag
  val show : bag -> string
end
functor Bag (E : ELEM) :> BAG where type elem = E.t = struct
  type elem = E.t
  type bag = elem list
  val empty = []
  fun add (x, b) = x :: b
  fun show b = "{" ^ String.concatWith "," (map E.show b) ^ "}"
end
structure IB = Bag (struct type t = int val show = Int.toString end)
structure SB = Bag (struct type t = string fun show s = s end)
val () = print (IB.show (IB.add (2, IB.add (1, IB.empty))) ^ " "
                ^ SB.show (SB.add ("x", SB.empty)) ^ "\n")
