(* Benchmark nbody: the Sun and the four giant planets under Newtonian gravity,
   integrated with a symplectic Euler step (dt = 0.01) in unboxed real arrays.
   Problem size: number of steps.  Checksum: the total energy before and after,
   printed with Real.fmt (FIX 9). *)
val defaultSize = 1000000
fun getSize () = BenchSize.get defaultSize

val pi = 3.141592653589793
val solarMass = 4.0 * pi * pi
val daysPerYear = 365.24

(* x, y, z, vx, vy, vz (per year), mass (solar masses) *)
val bodies = [
  (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
  (4.84143144246472090e0, ~1.16032004402742839e0, ~1.03622044471123109e~1,
   1.66007664274403694e~3, 7.69901118419740425e~3, ~6.90460016972063023e~5, 9.54791938424326609e~4),
  (8.34336671824457987e0, 4.12479856412430479e0, ~4.03523417114321381e~1,
   ~2.76742510726862411e~3, 4.99852801234917238e~3, 2.30417297573763929e~5, 2.85885980666130812e~4),
  (1.28943695621391310e1, ~1.51111514016986312e1, ~2.23307578892655734e~1,
   2.96460137564761618e~3, 2.37847173959480950e~3, ~2.96589568540237556e~5, 4.36624404335156298e~5),
  (1.53796971148509165e1, ~2.59193146099879641e1, 1.79258772950371181e~1,
   2.68067772490389322e~3, 1.62824170038242295e~3, ~9.51592254519715870e~5, 5.15138902046611451e~5)]

val n = length bodies
fun column f = Array.fromList (map f bodies)
val x = column #1  val y = column #2  val z = column #3
val vx = column (fn b => #4 b * daysPerYear)
val vy = column (fn b => #5 b * daysPerYear)
val vz = column (fn b => #6 b * daysPerYear)
val mass = column (fn b => #7 b * solarMass)

fun sub (a, i) = Array.sub (a, i)
fun upd (a, i, v) = Array.update (a, i, v)

fun offsetMomentum () =
  let fun go (i, px, py, pz) =
        if i = n then (px, py, pz)
        else go (i + 1, px + sub (vx, i) * sub (mass, i), py + sub (vy, i) * sub (mass, i),
                 pz + sub (vz, i) * sub (mass, i))
      val (px, py, pz) = go (0, 0.0, 0.0, 0.0)
  in upd (vx, 0, ~px / solarMass); upd (vy, 0, ~py / solarMass); upd (vz, 0, ~pz / solarMass) end

fun energy () =
  let fun outer (i, e) =
        if i = n then e
        else
          let val m = sub (mass, i)
              val e = e + 0.5 * m * (sub (vx, i) * sub (vx, i) + sub (vy, i) * sub (vy, i) + sub (vz, i) * sub (vz, i))
              fun inner (j, e) =
                if j = n then e
                else let val dx = sub (x, i) - sub (x, j)
                         val dy = sub (y, i) - sub (y, j)
                         val dz = sub (z, i) - sub (z, j)
                     in inner (j + 1, e - m * sub (mass, j) / Math.sqrt (dx * dx + dy * dy + dz * dz)) end
          in outer (i + 1, inner (i + 1, e)) end
  in outer (0, 0.0) end

fun advance dt =
  let
    fun outer i =
      if i = n then ()
      else
        let val mi = sub (mass, i)
            fun inner j =
              if j = n then ()
              else
                let val dx = sub (x, i) - sub (x, j)
                    val dy = sub (y, i) - sub (y, j)
                    val dz = sub (z, i) - sub (z, j)
                    val d2 = dx * dx + dy * dy + dz * dz
                    val mag = dt / (d2 * Math.sqrt d2)
                    val mj = sub (mass, j)
                in upd (vx, i, sub (vx, i) - dx * mj * mag);
                   upd (vy, i, sub (vy, i) - dy * mj * mag);
                   upd (vz, i, sub (vz, i) - dz * mj * mag);
                   upd (vx, j, sub (vx, j) + dx * mi * mag);
                   upd (vy, j, sub (vy, j) + dy * mi * mag);
                   upd (vz, j, sub (vz, j) + dz * mi * mag);
                   inner (j + 1)
                end
        in inner (i + 1); outer (i + 1) end
    fun move i =
      if i = n then ()
      else (upd (x, i, sub (x, i) + dt * sub (vx, i));
            upd (y, i, sub (y, i) + dt * sub (vy, i));
            upd (z, i, sub (z, i) + dt * sub (vz, i));
            move (i + 1))
  in outer 0; move 0 end

fun main () =
  let val steps = getSize ()
      val () = offsetMomentum ()
      val e0 = energy ()
      fun loop 0 = ()
        | loop k = (advance 0.01; loop (k - 1))
      val () = loop steps
      val e1 = energy ()
      val fmt = Real.fmt (StringCvt.FIX (SOME 9))
  in print ("nbody " ^ Int.toString steps ^ " energy " ^ fmt e0 ^ " " ^ fmt e1 ^ "\n") end
