(* floor, ceil, trunc and round (half to even) at the edges: ties, the 52-bit
   boundary, the 63-bit int range, infinities and NaN (inline in compiled
   code, the runtime's conversions outside the range). *)
fun show f x = (Int.toString (f x)) handle Overflow => "Overflow" | Domain => "Domain"
val xs = [0.0, ~0.0, 0.5, 1.5, 2.5, 3.5, ~0.5, ~1.5, ~2.5, 2.4999999, 2.5000001, 0.49999999999999994,
          4503599627370497.0, 4503599627370496.5, ~4503599627370495.5, 1e15 + 0.5, 2.1, ~2.9, 2.9, ~2.1,
          4611686018427387904.0, ~4611686018427387904.0, 4611686018427386880.0, ~4611686018427388928.0,
          1e300, ~1e300, Real.posInf, Real.negInf, 0.0 / 0.0, 1.0 - 1e~17, ~1e~300, 1e~300]
val _ = app (fn x => print (Real.toString x ^ ": " ^ show floor x ^ " " ^ show ceil x ^ " " ^ show trunc x ^ " " ^ show round x ^ "\n")) xs
