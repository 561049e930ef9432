(* §5.7 functor with transparent result signature F (X : S) : T: the
   result's types are those of the body, so a type defined from the
   argument stays equal to the argument's type. *)
signature WRAP = sig type t val wrap : int -> t end
functor Id (X : sig type t val mk : int -> t end) : WRAP = struct
  type t = X.t
  val wrap = X.mk
end
structure W = Id (struct type t = int * int fun mk n = (n, n + 1) end)
val (a, b) = W.wrap 4
val () = print (Int.toString (a + b) ^ "\n")
