(* Benchmark realfmt: converting reals to strings with the Basis: for each i,
   Real.toString, Real.fmt (FIX (SOME 3)) and Real.fmt (SCI (SOME 5)) of a
   real derived from i (values from 0.13 to 3.3E10, both signs), and
   Real.fromString of the FIX form.  Problem size: number of reals.
   Checksum: total characters and a character hash mod 1000003. *)
val defaultSize = 1000000
fun getSize () = BenchSize.get defaultSize

fun hash (s, h) = CharVector.foldl (fn (c, h) => (h * 31 + ord c) mod 1000003) h s

val scales = Vector.fromList [1E~5, 0.001, 0.37, 1.0, 42.3, 1234.5678, 1E5, 3.3E5]

(* Values are chosen so all three implementations agree.  The fraction
   (m+1)/7.3 is never 0 and, rounded to the precision of x, never an odd
   multiple of a power of 1/2 that would make a decimal rounding tie at the
   digits shown: SML/NJ 110.79 rounds such ties up where Poly/ML and ldriver
   round to even.  |x| < 3.3E10 keeps FIX 3 within the 15 significant digits
   SML/NJ 110.79 converts exactly, and |x| >= 0.13 keeps Real.toString away
   from small exponents, where Poly/ML writes 0.00009 and SML/NJ and ldriver
   write 9E~05. *)
fun value i =
  let val x = real (i mod 100003) * Vector.sub (scales, i mod 8) + real (i mod 7 + 1) / 7.3
  in if i mod 5 = 0 then ~x else x end

fun main () =
  let val n = getSize ()
      val fix3 = Real.fmt (StringCvt.FIX (SOME 3))
      val sci5 = Real.fmt (StringCvt.SCI (SOME 5))
      fun loop (i, len, h, back) =
        if i = n then (len, h, back)
        else
          let val x = value i
              val a = Real.toString x
              val b = fix3 x
              val c = sci5 x
              val y = case Real.fromString b of SOME y => y | NONE => 0.0
              val ok = if Real.abs (y - x) <= 0.0005 + Real.abs x * 1E~15 then 1 else 0
          in loop (i + 1, (len + String.size a + String.size b + String.size c) mod 1000003,
                   hash (c, hash (b, hash (a, h))), back + ok)
          end
      val (len, h, back) = loop (0, 0, 0, 0)
  in print ("realfmt " ^ Int.toString n ^ " chars " ^ Int.toString len ^ " hash " ^ Int.toString h
            ^ " roundtrip " ^ Int.toString back ^ "\n") end
