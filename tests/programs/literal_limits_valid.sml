(* Neighbours of tests/errors/literal_*.sml: the extreme int and word
   literals (63-bit: ints ~2^62 .. 2^62-1, words 0w0 .. 0w2^63-1), in decimal
   and hexadecimal, compile and print exactly; so do reals up to the largest
   double, and a real that underflows rounds to zero. *)
fun say s = print (s ^ "\n")

val maxInt = 4611686018427387903
val minInt = ~4611686018427387904
val () = say ("maxInt: " ^ Int.toString maxInt)
val () = say ("minInt: " ^ Int.toString minInt)
val () = say ("hex maxInt: " ^ Int.toString 0x3FFFFFFFFFFFFFFF)
val () = say ("hex minInt: " ^ Int.toString ~0x4000000000000000)
val () = say ("maxInt > 0: " ^ (if maxInt > 0 then "true" else "false"))
val () = say ("minInt < 0: " ^ (if minInt < 0 then "true" else "false"))
val () = say ("maxInt + minInt: " ^ Int.toString (maxInt + minInt))
val () = say ("maxInt + 1: " ^ ((Int.toString (maxInt + 1)) handle Overflow => "Overflow"))
val () = say ("minInt - 1: " ^ ((Int.toString (minInt - 1)) handle Overflow => "Overflow"))

fun classify 4611686018427387903 = "max"
  | classify ~4611686018427387904 = "min"
  | classify _ = "other"
val () = say ("patterns: " ^ classify maxInt ^ " " ^ classify minInt ^ " " ^ classify 0)

val maxWord = 0w9223372036854775807
val () = say ("maxWord: " ^ Word.fmt StringCvt.DEC maxWord)
val () = say ("hex maxWord: " ^ Word.fmt StringCvt.DEC 0wx7FFFFFFFFFFFFFFF)
val () = say ("maxWord + 0w1: " ^ Word.fmt StringCvt.DEC (maxWord + 0w1))

val big = 1.7976931348623157e308
val () = say ("largest real above 1e308, doubling it overflows: " ^ (if big > 1e308 andalso big < big * 2.0 then "yes" else "no"))
val tiny = 1e~999
val () = say ("underflow to zero: " ^ (if tiny <= 0.0 andalso tiny >= 0.0 then "yes" else "no"))
