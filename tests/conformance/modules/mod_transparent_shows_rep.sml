(* §5.7 (transparent strexp : sigexp): after strexp : sigexp the type
   specified by `type t` keeps its realisation, so C.t is still int. *)
signature COUNTER = sig
  type t
  val zero : t
  val next : t -> t
end
structure C : COUNTER = struct
  type t = int
  val zero = 0
  fun next n = n + 1
end
val n : int = C.next (C.next C.zero) + 40
val () = print (Int.toString n ^ "\n")
val m : C.t = 5
val () = print (Int.toString (C.next m) ^ "\n")
