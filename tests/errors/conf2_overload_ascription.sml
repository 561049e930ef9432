(* expect: the signature is not part of the context that resolves +, so f is
   on ints (MLton rejects this too; Poly/ML accepts) *)
structure S : sig val f : real * real -> real end = struct fun f (a, b) = a + b end
