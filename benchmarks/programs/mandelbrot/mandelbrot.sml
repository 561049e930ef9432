(* Benchmark mandelbrot: count points of a size x size grid over [-2,1]x[-1.5,1.5] that stay bounded for 200 iterations (real-heavy inner loop). Problem size: grid side. *)
val size = 1500

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

val maxIter = 200
fun iterate (cr, ci) =
  let fun go (zr, zi, i) =
        if i = maxIter then i
        else let val zr2 = zr * zr val zi2 = zi * zi
             in if zr2 + zi2 > 4.0 then i else go (zr2 - zi2 + cr, 2.0 * zr * zi + ci, i + 1) end
  in go (0.0, 0.0, 0) end
fun rows (y, inside, iters) =
  if y = size then (inside, iters)
  else let val ci = ~1.5 + 3.0 * real y / real size
           fun cols (x, inside, iters) =
             if x = size then (inside, iters)
             else let val n = iterate (~2.0 + 3.0 * real x / real size, ci)
                  in cols (x + 1, if n = maxIter then inside + 1 else inside, iters + n) end
           val (a, b) = cols (0, inside, iters)
       in rows (y + 1, a, b) end
val (inside, iters) = rows (0, 0, 0)
val _ = println ("mandelbrot inside " ^ intToString inside ^ " iterations " ^ intToString iters)
