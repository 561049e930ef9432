(* Appendix A (Fig. 19): "include sigid1 ... sigidn" abbreviates
   include sigid1; ...; include sigidn. *)
signature A = sig val a : int end
signature B = sig type t val b : t end
signature C = sig include A B val c : t -> int end
structure X : C = struct
  val a = 1
  type t = string
  val b = "bee"
  val c = size
end
val _ = print (Int.toString X.a ^ " " ^ Int.toString (X.c X.b) ^ "\n")
