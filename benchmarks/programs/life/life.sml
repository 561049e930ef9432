(* Benchmark life: Conway's Game of Life on a 256 x 256 torus held in two
   Word8Array-free int arrays (row-major Array.array), swapped each generation.
   The start pattern comes from an LCG.  Problem size: generations.
   Checksum: live cells at the end and a position-weighted hash of them. *)
val defaultSize = 1000
fun getSize () = BenchSize.get defaultSize

val w = 256
val h = 256

fun init () =
  let val a = Array.array (w * h, 0)
      fun fill (i, seed) =
        if i = w * h then ()
        else let val s = (seed * 421 + 1663) mod 1048576
             in Array.update (a, i, if (s div 64) mod 7 < 2 then 1 else 0); fill (i + 1, s) end
  in fill (0, 42); a end

fun step (src, dst) =
  let
    fun row y =
      let val up = ((y + h - 1) mod h) * w
          val mid = y * w
          val down = ((y + 1) mod h) * w
          fun cell x =
            if x = w then ()
            else
              let val l = if x = 0 then w - 1 else x - 1
                  val r = if x = w - 1 then 0 else x + 1
                  val n = Array.sub (src, up + l) + Array.sub (src, up + x) + Array.sub (src, up + r)
                        + Array.sub (src, mid + l) + Array.sub (src, mid + r)
                        + Array.sub (src, down + l) + Array.sub (src, down + x) + Array.sub (src, down + r)
                  val alive = Array.sub (src, mid + x) = 1
                  val v = if n = 3 orelse (alive andalso n = 2) then 1 else 0
              in Array.update (dst, mid + x, v); cell (x + 1) end
      in cell 0 end
    fun rows y = if y = h then () else (row y; rows (y + 1))
  in rows 0 end

fun main () =
  let val gens = getSize ()
      val a = init ()
      val b = Array.array (w * h, 0)
      fun run (0, src, _) = src
        | run (k, src, dst) = (step (src, dst); run (k - 1, dst, src))
      val final = run (gens, a, b)
      val live = Array.foldl op+ 0 final
      val hash = Array.foldli (fn (i, v, acc) => (acc + v * (i mod 1009 + 1)) mod 1000003) 0 final
  in print ("life " ^ Int.toString gens ^ " live " ^ Int.toString live ^ " hash " ^ Int.toString hash ^ "\n")
  end
