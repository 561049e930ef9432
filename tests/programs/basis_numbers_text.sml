(* Numbers as text through the Basis: Real.fmt in every mode over awkward
   values (ties, carries, tiny and huge magnitudes, negative zero, the
   non-finite values), Real.toString and fromString round trips, Math over the
   C library, Int and Word in every radix, StringCvt padding. Natively these
   run the runtime's formatter and libm; the interpreter suites run the same
   Basis code over the interpreters' primitives, so the three must agree. *)
fun line s = print (s ^ "\n")
fun join f xs = String.concatWith " " (map f xs)

val values = [0.0, ~0.0, 1.0, ~1.5, 0.125, 2.5, 3.5, 9.96, 99.5, 123456.789,
              1.0E~7, 6.02214076E23, ~2.2250738585072014E~308, 4.9E~324,
              1.7976931348623157E308, 1.0 / 3.0, Real.posInf, Real.negInf]
val nan = Real.posInf - Real.posInf

val () = line ("SCI: " ^ join (Real.fmt (StringCvt.SCI (SOME 3))) values)
val () = line ("SCI 0: " ^ join (Real.fmt (StringCvt.SCI (SOME 0))) [0.5, 1.5, 2.5, 9.5, ~95.0])
val () = line ("FIX: " ^ join (Real.fmt (StringCvt.FIX (SOME 2))) values)
val () = line ("FIX 0: " ^ join (Real.fmt (StringCvt.FIX (SOME 0))) [0.5, 1.5, 2.5, ~0.5, 1.0E15])
val () = line ("GEN: " ^ join (Real.fmt (StringCvt.GEN (SOME 4))) values)
val () = line ("GEN 15: " ^ join (Real.fmt (StringCvt.GEN (SOME 15))) [0.1, 100.0, 1.0E~5, 1.0E21])
val () = line ("default: " ^ join (Real.fmt (StringCvt.SCI NONE)) [1.0, ~0.001])
val () = line ("toString: " ^ join Real.toString (nan :: values))

fun roundTrip x =
  case Real.fromString (Real.fmt StringCvt.EXACT x) of
      SOME y => Real.== (x, y) orelse (Real.isNan x andalso Real.isNan y)
    | NONE => false
val () = line ("EXACT round trips: " ^ Bool.toString (List.all roundTrip (nan :: values)))
val () = line ("EXACT: " ^ join (Real.fmt StringCvt.EXACT) [0.1, 1.0E23, ~5.0E~324])
val () = line ("fromString: " ^ join (fn s => case Real.fromString s of
                                                  SOME r => Real.toString r
                                                | NONE => "NONE")
                                     ["1.5", "~2.25E3", "-7", ".5", "1e~2", "0.1E310", "x1", "inf", "~nan"])

val () = line ("Math: " ^ join (Real.fmt (StringCvt.FIX (SOME 6)))
                              [Math.sqrt 2.0, Math.sin 1.0, Math.cos Math.pi, Math.tan 0.5,
                               Math.asin 0.5, Math.acos 0.5, Math.atan 1.0, Math.atan2 (1.0, ~1.0),
                               Math.exp 1.0, Math.ln 10.0, Math.log10 1000.0, Math.pow (2.0, 0.5),
                               Math.sinh 1.0, Math.cosh 1.0, Math.tanh 1.0])
val () = line ("Math edges: " ^ join Real.toString
                                    [Math.sqrt ~1.0, Math.ln 0.0, Math.pow (0.0, ~1.0), Math.exp 1000.0])
val () = line ("rounding: " ^ join Real.toString
                                  [Real.realFloor ~2.5, Real.realCeil ~2.5, Real.realTrunc ~2.5,
                                   Real.realRound 2.5, Real.realRound 3.5, Real.rem (7.5, 2.0)])
val () = line ("split: " ^ (let val {whole, frac} = Real.split ~3.75
                            in Real.toString whole ^ " " ^ Real.toString frac end))
val () = line ("manExp: " ^ (let val {man, exp} = Real.toManExp 48.0
                             in Real.toString man ^ " " ^ Int.toString exp end)
               ^ " " ^ Real.toString (Real.fromManExp {man = 0.75, exp = 6}))
val () = line ("nextAfter: " ^ Real.fmt (StringCvt.SCI (SOME 17)) (Real.nextAfter (1.0, 2.0)))

val ints = [0, 255, ~255, valOf Int.maxInt, valOf Int.minInt]
val () = line ("Int DEC: " ^ join (Int.fmt StringCvt.DEC) ints)
val () = line ("Int HEX: " ^ join (Int.fmt StringCvt.HEX) ints)
val () = line ("Int OCT: " ^ join (Int.fmt StringCvt.OCT) ints)
val () = line ("Int BIN: " ^ join (Int.fmt StringCvt.BIN) [0, 5, ~6])
val () = line ("Word: " ^ join (Word.fmt StringCvt.HEX) [0w0, 0wxFF, Word.fromInt ~1]
               ^ " " ^ Word.toString 0w1234 ^ " " ^ Word8.toString (Word8.fromInt 300))
val () = line ("Int.fromString: " ^ join (fn s => case Int.fromString s of
                                                      SOME n => Int.toString n
                                                    | NONE => "NONE")
                                         ["42", "~17", "-3", "  12abc", "abc", "4611686018427387903"])
val () = line ("padding: [" ^ StringCvt.padLeft #"." 8 "abc" ^ "] [" ^ StringCvt.padRight #"_" 6 "xy"
               ^ "] [" ^ StringCvt.padLeft #" " 2 "long" ^ "]")
