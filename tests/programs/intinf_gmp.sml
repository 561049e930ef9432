(* IntInf over GMP (runtime/intinf.c): numbers of thousands of digits, the
   boundary between ints and big magnitudes, division of every sign
   combination, radixes, bit operations, and a pi spigot; run under GC
   stress too (tests/test_programs.py), where every allocation moves the
   magnitudes.  Expected output: Poly/ML's and SML/NJ's, but for the case of
   big hexadecimal digits, which both print in lower case where the Basis
   says A-F (as for ints). *)

fun show (x : IntInf.int) = IntInf.toString x
fun line s = print (s ^ "\n")

(* a long number in brief: digit count, digit sum, first and last 20 digits *)
fun brief (x : IntInf.int) =
  let val s = show (abs x)
      val n = size s
      val sum = CharVector.foldl (fn (c, a) => a + ord c - 48) 0 s
  in (if x < 0 then "-" else "") ^ Int.toString n ^ " digits, sum " ^ Int.toString sum ^ ", "
     ^ String.substring (s, 0, Int.min (20, n)) ^ "..." ^ String.extract (s, Int.max (0, n - 20), NONE) end

fun fact n = if n = 0 then 1 else IntInf.fromInt n * fact (n - 1) : IntInf.int

val x = IntInf.pow (3, 10000)
val y = IntInf.pow (7, 6000) - 1
val p = x * y
val () = line ("3^10000: " ^ brief x)
val () = line ("7^6000-1: " ^ brief y)
val () = line ("product: " ^ brief p)
val () = line ("product div y = x: " ^ Bool.toString (p div y = x))
val () = line ("(p + 12345) mod x: " ^ show ((p + 12345) mod x))
val () = line ("~p div y: " ^ brief (~p div y) ^ "; (~p - 1) div y = ~x - 1: " ^ Bool.toString ((~p - 1) div y = ~x - 1))
val () = line ("1000!: " ^ brief (fact 1000))
val () = line ("1000! div 998!: " ^ show (fact 1000 div fact 998))
val s = show p
val () = line ("round trip of 10,000 digits: " ^ Bool.toString (IntInf.fromString s = SOME p)
               ^ ", negative: " ^ Bool.toString (IntInf.fromString ("~" ^ s) = SOME (~p)))
val () = line ("x - x = 0: " ^ Bool.toString (x - x = 0) ^ ", x + ~x = 0: " ^ Bool.toString (x + ~x = 0))

(* division of every sign combination, big and small *)
val a = IntInf.pow (10, 40) + 7
val b = IntInf.pow (10, 20) + 3
fun divs (a, b) =
  let val (q, r) = IntInf.divMod (a, b)
      val (q', r') = IntInf.quotRem (a, b)
  in line (String.concatWith " " [show a, "/", show b, ": div", show q, "mod", show r, "quot", show q', "rem", show r'])
  end
val () = List.app divs [(a, b), (~a, b), (a, ~b), (~a, ~b), (a, 7), (~a, 7), (a, ~7), (~a, ~7),
                        (7, b), (~7, b), (7, ~b), (~7, ~b), (b * b, b), (~(b * b), b)]
val () = line ("Div: " ^ ((show (a div 0)) handle Div => "raised"))

(* around 2^62, the edge of ldriver's ints *)
val t62 = IntInf.pow (2, 62)
val edges = [t62 - 1, t62, t62 + 1, ~t62 + 1, ~t62, ~t62 - 1]
val () = List.app (fn e => line (String.concatWith " " [show e, show (e + 1), show (e - 1), show (e * 2), show (~e),
                                                         show (e div 3), show (e mod 3), show (abs e)])) edges
val () = line ("equalities: " ^ Bool.toString ((t62 + 1) - 1 = t62 andalso t62 - 1 + 1 = t62
                                               andalso [~t62 - 1 + 1, t62 * t62 div t62] = [~t62, t62]
                                               andalso ~t62 * ~1 = t62 andalso ~t62 div ~1 = t62))
val () = line ("compare: " ^ String.concatWith " "
                 (map (fn (u, v) => case IntInf.compare (u, v) of LESS => "<" | EQUAL => "=" | GREATER => ">")
                    [(t62, t62 - 1), (~t62, ~t62 - 1), (~t62 - 1, t62), (x, y), (~x, ~y), (0, ~x), (x, x)]))
val () = line ("log2: " ^ String.concatWith " " (map (Int.toString o IntInf.log2) [1, 2, 1023, 1024, t62 - 1, t62, x]))
val () = line ("sign: " ^ String.concatWith " " (map (Int.toString o IntInf.sign) [~x, ~1, 0, 1, x]))
val () = line ("toInt: " ^ Int.toString (IntInf.toInt (x div IntInf.pow (3, 9990))) ^ " "
               ^ ((Int.toString (IntInf.toInt x)) handle Overflow => "Overflow"))

(* radixes *)
val h = IntInf.pow (2, 130) - IntInf.pow (3, 40)
val () = List.app (fn r => line (IntInf.fmt r h ^ " " ^ IntInf.fmt r (~h)))
           [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
val () = List.app (fn r => line (Bool.toString (StringCvt.scanString (IntInf.scan r) (IntInf.fmt r (~h)) = SOME (~h))))
           [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
val () = line (show (valOf (StringCvt.scanString (IntInf.scan StringCvt.HEX) "  0xfFfFfFfFfFfFfFfFfFfF!")) ^ " "
               ^ show (valOf (IntInf.fromString "  -000000000000000000000000000000123 tail")) ^ " "
               ^ (case IntInf.fromString "~x" of NONE => "NONE" | SOME v => show v))

(* bit operations, two's complement *)
val m = IntInf.pow (2, 100) + 12345
val () = List.app (fn (u, v) => line (String.concatWith " " [show (IntInf.andb (u, v)), show (IntInf.orb (u, v)),
                                                              show (IntInf.xorb (u, v))]))
           [(m, h), (~m, h), (m, ~h), (~m, ~h), (~m, 255), (m, ~256)]
val () = line (String.concatWith " " (map show [IntInf.notb m, IntInf.notb (~m), IntInf.<< (m, 0w70), IntInf.<< (~5, 0w100),
                                                IntInf.~>> (m, 0w3), IntInf.~>> (~m, 0w3), IntInf.~>> (~m, 0w200),
                                                IntInf.~>> (m, 0w200), IntInf.~>> (~1, 0w1), IntInf.<< (0, 0w1000)]))

(* pi by Gibbons' streaming spigot: exact rationals of growing size *)
fun piDigits n =
  let fun loop (0, _, _, _, _, _, acc) = String.implode (rev acc)
        | loop (k, q, r, t, i, j, acc) =
            let val u = 3 * (3 * i + 1) * (3 * i + 2)
                val y = (q * (27 * i - 12) + 5 * r) div (5 * t)
            in loop (k - 1, 10 * q * i * (2 * i - 1), 10 * u * (q * (5 * i - 2) + r - y * t), t * u, i + 1, j,
                     Char.chr (48 + IntInf.toInt y) :: acc)
            end
  in loop (n, 1, 180, 60, 2, 0, []) end
val () = line ("pi: " ^ piDigits 300)
