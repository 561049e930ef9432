(* Appendix A (Fig. 18): "structure strid : sigexp = strexp" abbreviates
   "structure strid = strexp : sigexp" (likewise for :>). *)
signature COUNTER = sig
  type t
  val zero : t
  val inc : t -> t
  val get : t -> int
end
structure C1 : COUNTER = struct
  type t = int
  val zero = 0
  fun inc n = n + 1
  fun get n = n
  val hidden = 99
end
structure C2 = struct
  type t = int
  val zero = 100
  fun inc n = n + 2
  fun get n = n
end :> COUNTER
structure C3 = C1 : COUNTER
val _ = print (Int.toString (C1.get (C1.inc C1.zero)) ^ " "
               ^ Int.toString (C2.get (C2.inc (C2.inc C2.zero))) ^ " "
               ^ Int.toString (C3.get C3.zero + C1.zero) ^ "\n")
