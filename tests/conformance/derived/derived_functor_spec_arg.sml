(* Appendix A (Fig. 18): "functor F (spec) = strexp" abbreviates
   functor F (X : sig spec end) = let open X in strexp end, where X is new. *)
functor AddN (val n : int) = struct
  fun add x = x + n
end
functor Pair (type t val x : t val show : t -> string) = struct
  val both = show x ^ "/" ^ show x
end
functor Empty () = struct val v = "empty" end
structure A5 = AddN (struct val n = 5 end)
structure P = Pair (struct type t = int val x = 3 val show = Int.toString end)
structure E = Empty (struct end)
val _ = print (Int.toString (A5.add 10) ^ " " ^ P.both ^ " " ^ E.v ^ "\n")
