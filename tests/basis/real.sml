(* Real, IEEEReal *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val R = Real.toString
fun reals l = String.concatWith " " (List.map R l)
fun optR NONE = "NONE"
  | optR (SOME r) = R r
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
fun class2s c =
  case c of
    IEEEReal.NAN => "NAN"
  | IEEEReal.INF => "INF"
  | IEEEReal.ZERO => "ZERO"
  | IEEEReal.NORMAL => "NORMAL"
  | IEEEReal.SUBNORMAL => "SUBNORMAL"
val inf = Real.posInf
val nan = 0.0 / 0.0

val () = show "toString" (reals [1.0, 0.1, ~1.5, 1e10, 1e11, 1e12, 1e30, 1.5e~7, 123456789012345.0, 0.0, ~0.0])
val () = show "toString 2" (reals [inf, ~inf, nan, 3.14159265358979, 0.0001, 0.00001, 2.0 / 3.0, 1e100, 100.0, 1234567.0, ~123.456])
val () = show "toString limits" (reals [Real.maxFinite, Real.minPos, Real.minNormalPos])
val () = show "SCI" (String.concatWith " " [Real.fmt (StringCvt.SCI NONE) 3.1415, Real.fmt (StringCvt.SCI (SOME 2)) 1234.5, Real.fmt (StringCvt.SCI (SOME 0)) 3.14, Real.fmt (StringCvt.SCI NONE) ~0.000123, Real.fmt (StringCvt.SCI NONE) 0.0, Real.fmt (StringCvt.SCI (SOME 3)) 1e100])
val () = show "FIX" (String.concatWith " " [Real.fmt (StringCvt.FIX NONE) 3.1415, Real.fmt (StringCvt.FIX (SOME 0)) 2.5, Real.fmt (StringCvt.FIX (SOME 0)) 3.5, Real.fmt (StringCvt.FIX (SOME 2)) ~0.005, Real.fmt (StringCvt.FIX (SOME 1)) 1e20, Real.fmt (StringCvt.FIX (SOME 3)) 0.0, Real.fmt (StringCvt.FIX (SOME 2)) ~1234.5678])
val () = show "GEN" (String.concatWith " " [Real.fmt (StringCvt.GEN (SOME 3)) 3.14159, Real.fmt (StringCvt.GEN (SOME 3)) 1234.0, Real.fmt (StringCvt.GEN (SOME 1)) 0.5, Real.fmt (StringCvt.GEN (SOME 2)) 100.0, Real.fmt (StringCvt.GEN (SOME 5)) 100.0, Real.fmt (StringCvt.GEN NONE) 0.1, Real.fmt (StringCvt.GEN (SOME 4)) ~0.00001234])
val () = show "Size" (exn (fn () => Real.fmt (StringCvt.SCI (SOME ~1)) 1.0) ^ " " ^ exn (fn () => Real.fmt (StringCvt.FIX (SOME ~1)) 1.0) ^ " " ^ exn (fn () => Real.fmt (StringCvt.GEN (SOME 0)) 1.0))
val () = show "EXACT" (String.concatWith " " (List.map (Real.fmt StringCvt.EXACT) [1.5, 0.1, 1e~10, 100.0, 0.0, ~0.0, ~2.5, 1.0 / 3.0, Real.minPos, 123.456, inf, nan]))
val () = show "specials" (String.concatWith " " [Real.fmt (StringCvt.FIX (SOME 2)) inf, Real.fmt (StringCvt.SCI NONE) (~inf), Real.fmt (StringCvt.GEN NONE) nan])
val () = show "fromString" (String.concatWith " | " (List.map (optR o Real.fromString)
  ["1.5", " ~2.5e3x", ".5", "1.", "inf", "-nan", "e5", "1e", "+1.25E~2", "infinity", "~INF", "1e400", "abc", "", "-0.0", "12", "1E+2", "0x10", "1e~400", "1.e5", "  +.5e-2", ".", "~", "-e1", "\t7.25E", "nAn", "Inf5", "2.5e+x", "~0.125"]))
val samples = [1.5, 0.1, 1.0 / 3.0, 123456.789, 1e300, 5e~324, ~2.2250738585072014E~308, 6.02214076E23, Real.maxFinite]
val () = show "round trip EXACT" (String.concatWith " " (List.map (fn x => b2s (case Real.fromString (Real.fmt StringCvt.EXACT x) of SOME y => Real.== (x, y) | NONE => false)) samples))
val () = show "round trip SCI 16" (String.concatWith " " (List.map (fn x => b2s (case Real.fromString (Real.fmt (StringCvt.SCI (SOME 16)) x) of SOME y => Real.== (x, y) | NONE => false)) samples))
val () = show "== != ?=" (String.concatWith " " (List.map b2s [Real.== (nan, nan), Real.!= (nan, nan), Real.?= (nan, 1.0), Real.== (1.0, 1.0), Real.?= (1.0, 2.0), Real.== (0.0, ~0.0)]))
val () = show "unordered" (b2s (Real.unordered (nan, 1.0)) ^ " " ^ b2s (Real.unordered (1.0, 2.0)))
val () = show "isNan isFinite isNormal" (String.concatWith " " (List.map b2s [Real.isNan nan, Real.isNan inf, Real.isFinite inf, Real.isFinite nan, Real.isFinite 1.0, Real.isNormal Real.minPos, Real.isNormal 1.0, Real.isNormal 0.0]))
val () = show "class" (String.concatWith " " (List.map (class2s o Real.class) [nan, ~inf, 0.0, ~1.0, Real.minPos]))
val () = show "compare" (ord2s (Real.compare (1.0, 2.0)) ^ " " ^ ord2s (Real.compare (0.0, ~0.0)) ^ " " ^ exn (fn () => Real.compare (nan, 1.0)))
val () = show "compareReal" (case Real.compareReal (nan, 1.0) of IEEEReal.UNORDERED => "UNORDERED" | _ => "other")
val () = show "< <= > >=" (String.concatWith " " (List.map b2s [Real.< (1.0, 2.0), Real.<= (nan, nan), Real.> (2.0, 1.0), Real.>= (nan, 1.0)]))
val () = show "sign" (String.concatWith " " (List.map (Int.toString o Real.sign) [~2.0, 0.0, ~0.0, inf]) ^ " " ^ exn (fn () => Real.sign nan))
val () = show "signBit sameSign" (String.concatWith " " (List.map b2s [Real.signBit ~0.0, Real.signBit 0.0, Real.signBit ~1.0, Real.sameSign (~0.0, ~1.0), Real.sameSign (1.0, ~1.0)]))
val () = show "copySign" (reals [Real.copySign (1.5, ~0.0), Real.copySign (~2.0, 3.0)])
val () = show "min max" (reals [Real.min (nan, 1.0), Real.min (1.0, 2.0), Real.max (1.0, 2.0), Real.max (3.0, nan)])
val () = show "rem" (reals [Real.rem (7.5, 2.0), Real.rem (~7.5, 2.0), Real.rem (1.0, 0.0)])
val () = show "*+ *- abs ~ / * + -" (reals [Real.*+ (2.0, 3.0, 1.0), Real.*- (2.0, 3.0, 1.0), Real.abs ~3.0, Real.~ 2.0, Real./ (1.0, 4.0), Real.* (1.5, 2.0), Real.+ (0.25, 0.5), Real.- (1.0, 0.25), 1.0 / 0.0, ~1.0 / 0.0])
val {whole, frac} = Real.split 3.75
val {whole = w2, frac = f2} = Real.split ~3.75
val () = show "split realMod" (reals [whole, frac, w2, f2, Real.realMod 5.25])
val {man, exp} = Real.toManExp 10.0
val {man = m0, exp = e0} = Real.toManExp 0.0
val () = show "toManExp fromManExp" (R man ^ " " ^ Int.toString exp ^ " " ^ R m0 ^ " " ^ Int.toString e0 ^ " " ^ R (Real.fromManExp {man = 0.625, exp = 4}) ^ " " ^ R (Real.fromManExp {man = 1.0, exp = ~1}))
val () = show "nextAfter" (Real.fmt StringCvt.EXACT (Real.nextAfter (1.0, 2.0)) ^ " " ^ Real.fmt StringCvt.EXACT (Real.nextAfter (0.0, 1.0)) ^ " " ^ R (Real.nextAfter (1.0, 1.0)))
val () = show "checkFloat" (exn (fn () => Real.checkFloat nan) ^ " " ^ exn (fn () => Real.checkFloat inf) ^ " " ^ R (Real.checkFloat 1.0))
val () = show "realFloor realCeil realTrunc realRound" (reals [Real.realFloor ~1.5, Real.realCeil ~1.5, Real.realTrunc ~1.5, Real.realRound 2.5, Real.realRound 3.5, Real.realRound ~0.5, Real.realFloor inf])
val () = show "floor ceil trunc round" (String.concatWith " " (List.map Int.toString [Real.floor ~1.5, Real.ceil 1.2, Real.trunc ~1.7, Real.round 2.5, Real.round 3.5, Real.round ~2.5, Real.round 2.6]))
val () = show "to int errors" (exn (fn () => Real.floor nan) ^ " " ^ exn (fn () => Real.floor inf) ^ " " ^ exn (fn () => Real.trunc 1e30) ^ " " ^ exn (fn () => Real.round ~1e19))
val () = show "toInt" (String.concatWith " " (List.map Int.toString [Real.toInt IEEEReal.TO_NEAREST 2.5, Real.toInt IEEEReal.TO_NEGINF ~2.5, Real.toInt IEEEReal.TO_POSINF 2.1, Real.toInt IEEEReal.TO_ZERO ~2.9]) ^ " " ^ LargeInt.toString (Real.toLargeInt IEEEReal.TO_NEAREST 1e15))
val () = show "fromInt" (reals [Real.fromInt 3, Real.fromInt ~7, Real.fromLargeInt 4611686018427387903, Real.toLarge 1.5, Real.fromLarge IEEEReal.TO_NEAREST 2.5])
val () = show "radix precision" (Int.toString Real.radix ^ " " ^ Int.toString Real.precision)
val () = show "limits EXACT" (String.concatWith " " (List.map (Real.fmt StringCvt.EXACT) [Real.maxFinite, Real.minPos, Real.minNormalPos, Real.posInf, Real.negInf]))
val d = Real.toDecimal 1.5
val () = show "toDecimal" (class2s (#class d) ^ " " ^ b2s (#sign d) ^ " [" ^ String.concatWith "," (List.map Int.toString (#digits d)) ^ "] " ^ Int.toString (#exp d) ^ " " ^ IEEEReal.toString d)
val () = show "toDecimal ~0.0125" (IEEEReal.toString (Real.toDecimal ~0.0125) ^ " " ^ IEEEReal.toString (Real.toDecimal ~0.0) ^ " " ^ IEEEReal.toString (Real.toDecimal nan))
val () = show "fromDecimal" (optR (Real.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [1, 5], exp = 1}) ^ " " ^ optR (Real.fromDecimal {class = IEEEReal.NORMAL, sign = true, digits = [2, 5], exp = ~1}) ^ " " ^ optR (Real.fromDecimal {class = IEEEReal.INF, sign = true, digits = [], exp = 0}) ^ " " ^ optR (Real.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [12], exp = 0}))
val () = show "rounding mode" (case IEEEReal.getRoundingMode () of IEEEReal.TO_NEAREST => "TO_NEAREST" | _ => "other")
val () = show "scan" (case Real.scan Substring.getc (Substring.full " 2.5e1xyz") of SOME (r, rest) => R r ^ " rest=" ^ Substring.string rest | NONE => "NONE")
val () = show "fmt edges" (String.concatWith " " [Int.toString (size (Real.fmt (StringCvt.FIX (SOME 2)) 1e300)), String.substring (Real.fmt (StringCvt.FIX (SOME 2)) 1e300, 0, 17), Real.fmt (StringCvt.SCI (SOME 2)) 1e~300, Real.fmt (StringCvt.SCI NONE) ~1e100, Real.fmt (StringCvt.GEN NONE) 1e20, Real.fmt (StringCvt.GEN NONE) ~1e~7, Real.fmt (StringCvt.GEN (SOME 3)) 100.0, Real.fmt (StringCvt.SCI (SOME 1)) 9.96, Real.fmt (StringCvt.FIX NONE) ~0.0, Real.toString 123456789012345.0, Real.fmt StringCvt.EXACT (~inf)])
