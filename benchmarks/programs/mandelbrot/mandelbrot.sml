(* Benchmark mandelbrot: count points of a size x size grid over [-2,1]x[-1.5,1.5] that stay bounded for 200 iterations (real-heavy inner loop). Problem size: grid side. *)
val defaultSize = 2500
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

val maxIter = 200
fun iterate (cr, ci) =
  let fun go (zr, zi, i) =
        if i = maxIter then i
        else let val zr2 = zr * zr val zi2 = zi * zi
             in if zr2 + zi2 > 4.0 then i else go (zr2 - zi2 + cr, 2.0 * zr * zi + ci, i + 1) end
  in go (0.0, 0.0, 0) end
fun rows (size, y, inside, iters) =
  if y = size then (inside, iters)
  else let val ci = ~1.5 + 3.0 * real y / real size
           fun cols (x, inside, iters) =
             if x = size then (inside, iters)
             else let val n = iterate (~2.0 + 3.0 * real x / real size, ci)
                  in cols (x + 1, if n = maxIter then inside + 1 else inside, iters + n) end
           val (a, b) = cols (0, inside, iters)
       in rows (size, y + 1, a, b) end
fun main () =
  let val (inside, iters) = rows (getSize (), 0, 0, 0)
  in println ("mandelbrot inside " ^ Int.toString inside ^ " iterations " ^ Int.toString iters) end
