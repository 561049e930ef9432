(* Benchmark inttostr: Int.toString of ten million ints (positive and negative,
   1 to 9 digits), plus Int.fmt StringCvt.HEX every 16th.  Problem size:
   number of ints.  Checksum: total characters and the sum of the last digits,
   mod 1000003. *)
val defaultSize = 10000000
fun getSize () = BenchSize.get defaultSize

fun main () =
  let val n = getSize ()
      fun loop (i, len, digs) =
        if i = n then (len, digs)
        else
          let val x = (i mod 1000) * (i mod 1000003) - 500000
              val s = Int.toString x
              val h = if i mod 16 = 0 then String.size (Int.fmt StringCvt.HEX x) else 0
              val d = ord (String.sub (s, String.size s - 1)) - ord #"0"
          in loop (i + 1, (len + String.size s + h) mod 1000003, (digs + d) mod 1000003) end
      val (len, digs) = loop (0, 0, 0)
  in print ("inttostr " ^ Int.toString n ^ " chars " ^ Int.toString len ^ " lastdigits " ^ Int.toString digs ^ "\n") end
