(* Benchmark intinf: IntInf multiplication of 1000-digit numbers.  A table of
   32 numbers of about 1000 decimal digits (powers of small primes plus
   offsets) is built once; each step multiplies two of them and reduces the
   product modulo a small prime (a linear-time IntInf.mod), so the
   multiplications dominate.  Every 64 steps one table entry is replaced by
   the low 1000 digits of a product (IntInf.mod 10^1000) plus 10^1000 div a small number, so the operands
   change but stay about 1000 digits long.
   Problem size: number of multiplications.  Checksum: sum of the residues
   mod 1000003 and the digit count of the last table entry. *)
val defaultSize = 6000
fun getSize () = BenchSize.get defaultSize

val k = 32
val tenK : IntInf.int = IntInf.pow (10, 1000)
val primes = Vector.fromList [3, 7, 11, 13, 17, 19, 23, 29]

fun digits (x : IntInf.int) = String.size (IntInf.toString x)

fun main () =
  let val n = getSize ()
      val table = Array.tabulate (k, fn i =>
                    let val p : IntInf.int = IntInf.fromInt (Vector.sub (primes, i mod 8))
                        val e = (1000 * 3322 div 1000) * 1000 div (IntInf.log2 p * 1000 + 500)
                    in IntInf.pow (p, e) + IntInf.fromInt (i * 12345 + 1) end)
      val m : IntInf.int = 1000003
      fun loop (i, acc) =
        if i = n then acc
        else
          let val a = Array.sub (table, i mod k)
              val b = Array.sub (table, (i * 7 + 3) mod k)
              val p = a * b
              val r = IntInf.toInt (p mod m)
              val () = if i mod 64 = 63 then Array.update (table, (i div 64) mod k, p mod tenK + tenK div IntInf.fromInt (r + 2)) else ()
          in loop (i + 1, (acc + r) mod 1000003) end
      val sum = loop (0, 0)
  in print ("intinf " ^ Int.toString n ^ " sum " ^ Int.toString sum ^ " digits "
            ^ Int.toString (digits (Array.sub (table, 0))) ^ "\n") end
