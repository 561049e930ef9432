(* Appendix A (Fig. 19): "sigexp where type t = ty and type u = ty'"
   abbreviates two successive where type realisations. *)
signature S = sig type t type u val x : t val y : u end
signature S' = S where type t = int and type u = string
structure M : S' = struct type t = int type u = string val x = 4 val y = "w" end
val _ = print (Int.toString (M.x + 1) ^ M.y ^ "\n")
signature S2 = sig type 'a c val mk : 'a -> 'a c end where type 'a c = 'a list
structure L :> S2 = struct type 'a c = 'a list fun mk x = [x, x] end
val _ = print (Int.toString (length (L.mk "z")) ^ "\n")
