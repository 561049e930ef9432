(* expect: value type int -> int is not an instance of the specified 'a -> 'a. Poly/ML: Structure does not match signature. Signature: val f: 'a -> 'a Structure: val f: int -> int Reason: Can't match int to 'a (Cannot unify with explicit type variable) *)
signature ID = sig
  val f : 'a -> 'a
end
structure I : ID = struct
  fun f x = x + 1
end
