(* Appendix A / §3.4: `where type ... and type ...` realises several types
   of one signature; type constructors with parameters can be realised. *)
signature MAP = sig
  type k
  type ('a, 'b) pair
  val mk : k -> ('a -> 'b) -> 'a -> (k, 'b) pair
end
structure P :> MAP where type k = int and type ('a, 'b) pair = 'a * 'b = struct
  type k = int
  type ('a, 'b) pair = 'a * 'b
  fun mk k f x = (k, f x)
end
val (a, b) = P.mk 3 (fn s => s ^ "!") "hi"
val () = print (Int.toString (a * 2) ^ " " ^ b ^ "\n")
