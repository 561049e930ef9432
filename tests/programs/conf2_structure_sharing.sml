(* Structure sharing (appendix A: type sharing of every common long type
   constructor): flexible types, abbreviations of flexible types, nested
   structures, and a structure shared with itself. *)
signature PAIR = sig
  type t
  structure A : sig type u = t  type v  val mk : int -> v  val get : v -> int end
  structure B : sig type u = t  type v  val show : v -> string end
  sharing A = B
  sharing A = A
end
functor Use (P : PAIR) = struct
  fun go n = P.B.show (P.A.mk n)      (* A.v and B.v are one type *)
end
structure P : PAIR = struct
  type t = unit
  structure A = struct type u = t  type v = int  fun mk n = n * 2  fun get n = n end
  structure B = struct type u = t  type v = int  fun show n = "v" ^ Int.toString n end
end
structure U = Use (P)
signature NEST = sig
  structure X : sig structure I : sig type t  val x : t end end
  structure Y : sig structure I : sig type t  val f : t -> string end end
  sharing X = Y
end
functor N (M : NEST) = struct val s = M.Y.I.f M.X.I.x end
structure M = N (struct
  structure X = struct structure I = struct type t = bool  val x = true end end
  structure Y = struct structure I = struct type t = bool  val f = Bool.toString end end
end)
val _ = print (U.go 21 ^ " " ^ M.s ^ "\n")
