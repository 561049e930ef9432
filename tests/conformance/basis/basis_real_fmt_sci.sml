(* Basis REAL.fmt / StringCvt.SCI: the exponent is printed as
   E[~]?[0-9]+ without leading zeros (Poly/ML and SML/NJ agree). *)
val _ = print (Real.fmt (StringCvt.SCI (SOME 3)) 12345.678 ^ " " ^
  Real.fmt (StringCvt.SCI NONE) 0.5 ^ " " ^ Real.fmt (StringCvt.SCI (SOME 2)) 1.0E100 ^ "\n")
