(* Neighbours of tests/errors/literal_*.sml: the extreme int and word
   literals (63-bit: ints ~2^62 .. 2^62-1, words 0w0 .. 0w2^63-1), in decimal
   and hexadecimal, compile and print exactly; so do reals up to the largest
   double, and a real that underflows rounds to zero. *)
fun digit d = str (chr (ord #"0" + d))
(* Digits of a negative int without negating it (~minInt overflows):
   n div ~10 is positive and n mod ~10 is in ~9 .. 0. *)
fun pos n = if n < 10 then digit n else pos (n div 10) ^ digit (n mod 10)
fun neg n = if n > ~10 then digit (~n) else pos (n div ~10) ^ digit (~(n mod ~10))
fun itos n = if n < 0 then "~" ^ neg n else pos n
fun wdigit d = let fun go (k, i) = if k = d then i else go (k + 0w1, i + 1) in go (0w0, 0) end
fun wtos w = if w < 0w10 then digit (wdigit w) else wtos (w div 0w10) ^ digit (wdigit (w mod 0w10))
fun say s = print (s ^ "\n")

val maxInt = 4611686018427387903
val minInt = ~4611686018427387904
val () = say ("maxInt: " ^ itos maxInt)
val () = say ("minInt: " ^ itos minInt)
val () = say ("hex maxInt: " ^ itos 0x3FFFFFFFFFFFFFFF)
val () = say ("hex minInt: " ^ itos ~0x4000000000000000)
val () = say ("maxInt > 0: " ^ (if maxInt > 0 then "true" else "false"))
val () = say ("minInt < 0: " ^ (if minInt < 0 then "true" else "false"))
val () = say ("maxInt + minInt: " ^ itos (maxInt + minInt))
val () = say ("maxInt + 1: " ^ ((itos (maxInt + 1)) handle Overflow => "Overflow"))
val () = say ("minInt - 1: " ^ ((itos (minInt - 1)) handle Overflow => "Overflow"))

fun classify 4611686018427387903 = "max"
  | classify ~4611686018427387904 = "min"
  | classify _ = "other"
val () = say ("patterns: " ^ classify maxInt ^ " " ^ classify minInt ^ " " ^ classify 0)

val maxWord = 0w9223372036854775807
val () = say ("maxWord: " ^ wtos maxWord)
val () = say ("hex maxWord: " ^ wtos 0wx7FFFFFFFFFFFFFFF)
val () = say ("maxWord + 0w1: " ^ wtos (maxWord + 0w1))

val big = 1.7976931348623157e308
val () = say ("largest real above 1e308, doubling it overflows: " ^ (if big > 1e308 andalso big < big * 2.0 then "yes" else "no"))
val tiny = 1e~999
val () = say ("underflow to zero: " ^ (if tiny <= 0.0 andalso tiny >= 0.0 then "yes" else "no"))
