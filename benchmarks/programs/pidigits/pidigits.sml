(* Benchmark pidigits: IntInf arithmetic on numbers of 1,000 to 10,000
   digits.  Gibbons' streaming spigot produces the first n decimal digits of
   pi from exact rationals q, r, t that grow by a few digits a step (products
   by small ints, one quotient of two big numbers a digit).  Every 50 steps
   the state is also reduced: q * r mod t (a product of two big numbers and a
   big division) and the decimal strings of t and of that residue
   (IntInf.toString of thousands of digits) feed the checksum.
   Problem size: digits of pi.  Checksum: the sum of the digits of pi and of
   the strings, mod 1000003, and the last ten digits of pi. *)
val defaultSize = 1500
fun getSize () = BenchSize.get defaultSize

fun digitSum (s : string) = CharVector.foldl (fn (c, a) => (a + ord c - 48) mod 1000003) 0 s

fun main () =
  let val n = getSize ()
      val last = CharArray.array (10, #"0")
      fun loop (k, q : IntInf.int, r, t, i, sum) =
        if k = n then sum
        else
          let val u = 3 * (3 * i + 1) * (3 * i + 2)
              val y = (q * IntInf.fromInt (27 * i - 12) + 5 * r) div (5 * t)
              val d = IntInf.toInt y
              val () = CharArray.update (last, k mod 10, Char.chr (48 + d))
              val ii = IntInf.fromInt i
              val extra =
                if k mod 50 = 49 then digitSum (IntInf.toString t) + digitSum (IntInf.toString (q * r mod t))
                else 0
          in loop (k + 1, 10 * q * ii * (2 * ii - 1), 10 * IntInf.fromInt u * (q * IntInf.fromInt (5 * i - 2) + r - y * t),
                   t * IntInf.fromInt u, i + 1, (sum + d + extra) mod 1000003)
          end
      val sum = loop (0, 1, 180, 60, 2, 0)
      val tail = String.implode (List.tabulate (10, fn j => CharArray.sub (last, (n + j) mod 10)))
  in print ("pidigits " ^ Int.toString n ^ " sum " ^ Int.toString sum ^ " last " ^ tail ^ "\n") end
