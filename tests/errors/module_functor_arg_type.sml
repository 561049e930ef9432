(* expect: functor argument's value has type string -> string where the parameter specifies t -> string with t = int. Poly/ML: Structure does not match signature. Signature: val show: t -> string Structure: val show: string -> string Reason: Can't match string to int = FixedInt.int (Different type constructors) *)
functor Show (X : sig type t val show : t -> string val x : t end) = struct
  val s = X.show X.x
end
structure A = Show (struct
  type t = int
  fun show (s : string) = s
  val x = 3
end)
