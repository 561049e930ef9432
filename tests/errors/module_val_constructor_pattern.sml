(* expect: a constructor exported as a value (val spec) cannot be used as a constructor in a pattern. Poly/ML: N.Int is not a constructor *)
structure N : sig type num val Int : int -> num end = struct
  datatype num = Int of int | Zero
end
fun get (N.Int n) = n
