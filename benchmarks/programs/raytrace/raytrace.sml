(* Benchmark raytrace: a small ray tracer (spheres on a checkered plane, one
   point light, Lambert shading, hard shadows, two levels of mirror
   reflection) rendering a size x size image with records of reals for
   vectors.  Problem size: image side.  Checksum: the sum of the pixels'
   grey levels quantized to 0..255, and the number of rays cast. *)
val defaultSize = 2000
fun getSize () = BenchSize.get defaultSize

type vec = {x : real, y : real, z : real}
fun add (a : vec, b : vec) : vec = {x = #x a + #x b, y = #y a + #y b, z = #z a + #z b}
fun sub (a : vec, b : vec) : vec = {x = #x a - #x b, y = #y a - #y b, z = #z a - #z b}
fun scale (k, a : vec) : vec = {x = k * #x a, y = k * #y a, z = k * #z a}
fun dot (a : vec, b : vec) = #x a * #x b + #y a * #y b + #z a * #z b
fun norm a = scale (1.0 / Math.sqrt (dot (a, a)), a)

datatype shape = Sphere of vec * real | Plane of vec * real   (* normal . p = d *)
type object = {shape : shape, refl : real, bright : real}

val scene : object list = [
  {shape = Plane ({x = 0.0, y = 1.0, z = 0.0}, ~1.0), refl = 0.3, bright = 0.9},
  {shape = Sphere ({x = 0.0, y = 0.0, z = 5.0}, 1.0), refl = 0.5, bright = 0.7},
  {shape = Sphere ({x = ~2.1, y = ~0.3, z = 6.0}, 0.7), refl = 0.2, bright = 0.9},
  {shape = Sphere ({x = 1.9, y = 0.4, z = 4.2}, 0.6), refl = 0.7, bright = 0.5},
  {shape = Sphere ({x = 0.6, y = ~0.7, z = 3.2}, 0.3), refl = 0.1, bright = 1.0}]
val light = {x = ~4.0, y = 6.0, z = ~1.0}
val eps = 1E~6
val rays = ref 0

(* distance along the ray to the shape, or ~1.0 for none *)
fun hit (Sphere (c, r), orig, dir) =
      let val oc = sub (orig, c)
          val b = dot (oc, dir)
          val disc = b * b - (dot (oc, oc) - r * r)
      in if disc < 0.0 then ~1.0
         else let val s = Math.sqrt disc
                  val t1 = ~b - s
              in if t1 > eps then t1 else let val t2 = ~b + s in if t2 > eps then t2 else ~1.0 end end
      end
  | hit (Plane (nrm, d), orig, dir) =
      let val den = dot (nrm, dir)
      in if Real.abs den < eps then ~1.0
         else let val t = (d - dot (nrm, orig)) / den in if t > eps then t else ~1.0 end
      end

fun nearest (orig, dir) =
  List.foldl (fn (obj : object, best as (bt, _)) =>
                let val t = hit (#shape obj, orig, dir)
                in if t > 0.0 andalso (bt < 0.0 orelse t < bt) then (t, SOME obj) else best end)
             (~1.0, NONE) scene

fun normalAt (Sphere (c, _), p) = norm (sub (p, c))
  | normalAt (Plane (nrm, _), _) = nrm

fun shadowed (p, toLight, dist) =
  List.exists (fn (obj : object) => let val t = hit (#shape obj, p, toLight) in t > 0.0 andalso t < dist end) scene

fun trace (orig, dir, depth) =
  (rays := !rays + 1;
   case nearest (orig, dir) of
       (_, NONE) => 0.1 + 0.2 * Real.max (0.0, #y dir)
     | (t, SOME obj) =>
         let val p = add (orig, scale (t, dir))
             val n = normalAt (#shape obj, p)
             val l = sub (light, p)
             val dist = Math.sqrt (dot (l, l))
             val ldir = scale (1.0 / dist, l)
             val lambert = Real.max (0.0, dot (n, ldir))
             val lit = if lambert > 0.0 andalso shadowed (p, ldir, dist) then 0.0 else lambert
             val check = case #shape obj of
                             Plane _ => if (floor (#x p) + floor (#z p)) mod 2 = 0 then 1.0 else 0.4
                           | Sphere _ => 1.0
             val local' = #bright obj * check * (0.15 + 0.85 * lit)
         in if depth = 0 then local'
            else
              let val r = sub (dir, scale (2.0 * dot (dir, n), n))
              in (1.0 - #refl obj) * local' + #refl obj * trace (p, r, depth - 1) end
         end)

fun main () =
  let val size = getSize ()
      val eye = {x = 0.0, y = 0.5, z = ~1.0}
      fun pixel (i, j) =
        let val u = (real i - real size / 2.0) / real size
            val v = (real size / 2.0 - real j) / real size
            val c = trace (eye, norm {x = u, y = v - 0.1, z = 1.0}, 2)
            val q = floor (255.0 * Real.min (1.0, c))
        in q end
      fun rows (j, acc) =
        if j = size then acc
        else let fun cols (i, acc) = if i = size then acc else cols (i + 1, acc + pixel (i, j))
             in rows (j + 1, cols (0, acc)) end
      val total = rows (0, 0)
  in print ("raytrace " ^ Int.toString size ^ " sum " ^ Int.toString total ^ " rays " ^ Int.toString (!rays) ^ "\n") end
