(* Basis REAL.toString = fmt (StringCvt.GEN NONE) (12 significant digits),
   Real.fmt with FIX and GEN, ~ for negative. (SCI and tiny numbers are left
   out: the peers print their exponents differently.) *)
val _ = print (String.concatWith " " (map Real.toString
  [0.0, 1.0, ~1.5, 3.14159, 100.0, 0.1, 1.0E20, 123456789.0]) ^ "\n")
val _ = print (String.concatWith " " [Real.fmt (StringCvt.FIX (SOME 2)) 3.14159,
  Real.fmt (StringCvt.FIX (SOME 0)) 2.5, Real.fmt (StringCvt.FIX NONE) 1.0,
  Real.fmt (StringCvt.GEN (SOME 4)) 3.14159,
  Real.fmt (StringCvt.FIX (SOME 3)) ~0.0005] ^ "\n")
val _ = print (Real.toString (1.0 / 0.0) ^ " " ^ Real.toString (~1.0 / 0.0) ^ "\n")
