(* Basis MATH/REAL: Math.sqrt of a negative number returns NaN rather than
   raising; Real.compare raises IEEEReal.Unordered on NaN; min/max, abs,
   sign (Domain on NaN), Real.fromString. *)
val nan = Math.sqrt ~1.0
val _ = print (Bool.toString (Real.isNan nan) ^ " " ^ Real.toString (Math.sqrt 16.0) ^ " " ^
  Real.toString (Math.pow (2.0, 10.0)) ^ " " ^ Real.toString (Real.abs ~2.5) ^ "\n")
val _ = print ((case Real.compare (nan, 1.0) of EQUAL => "EQUAL" | _ => "other")
               handle IEEEReal.Unordered => "Unordered") 
val _ = print ("\n" ^ ((Int.toString (Real.sign nan)) handle Domain => "Domain") ^ " " ^
  Int.toString (Real.sign ~3.0) ^ " " ^ Real.toString (Real.max (1.0, 2.0)) ^ " " ^
  Real.toString (Real.min (1.0, 2.0)) ^ "\n")
val _ = print ((case Real.fromString "  1.5e2x" of SOME r => Real.toString r | NONE => "NONE") ^ " " ^
  (case Real.fromString "abc" of SOME r => Real.toString r | NONE => "NONE") ^ "\n")
val _ = print (Bool.toString (Real.< (nan, 1.0)) ^ " " ^ Bool.toString (Real.>= (nan, 1.0)) ^ " " ^
  Bool.toString (Real.?= (nan, 1.0)) ^ "\n")
