(* What a heap needs to know about its elements. *)
signature ORDERED =
sig
  type t
  val less : t * t -> bool
  val show : t -> string
end
