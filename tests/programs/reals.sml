(* Real arithmetic: + - * /, negation, abs, comparisons, real/floor conversions, Newton sqrt, series for pi and e, printed with Real.fmt. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
val fmtReal = Real.fmt (StringCvt.FIX (SOME 6))

val _ = println (fmtReal (1.5 + 2.25))
val _ = println (fmtReal (1.5 - 2.25))
val _ = println (fmtReal (1.5 * ~2.25))
val _ = println (fmtReal (10.0 / 4.0))
val _ = println (fmtReal (~ 7.125))
val _ = println (fmtReal (abs (~3.5)))
val _ = println (fmtReal (real 42 / 8.0))
val _ = println (fmtReal (real (~3)))
val _ = println (if 1.5 < 2.5 andalso 2.5 > ~1.0 andalso 3.0 <= 3.0 andalso 3.0 >= 2.999 then "cmp ok" else "cmp bad")
val _ = println (fmtReal 1.0E3 ^ " " ^ fmtReal 2.5E~3 ^ " " ^ fmtReal 0.000001)

fun sqrt x =
  let fun go (g, 0) = g
        | go (g, n) = go ((g + x / g) / 2.0, n - 1)
  in if x <= 0.0 then 0.0 else go (x, 60) end
val _ = println (fmtReal (sqrt 2.0))
val _ = println (fmtReal (sqrt 144.0))
val _ = println (fmtReal (sqrt 1.0E10))

(* Leibniz-like fast series: pi via Machin's formula with arctan series *)
fun arctanInv k =
  let val x = 1.0 / real k
      fun go (term, n, sign, acc) =
        if n > 60 then acc
        else go (term * x * x, n + 2, ~sign, acc + sign * term / real n)
  in go (x, 1, 1.0, 0.0) end
val pi = 4.0 * (4.0 * arctanInv 5 - arctanInv 239)
val _ = println (fmtReal pi)
fun expSeries x =
  let fun go (term, n, acc) = if n > 30 then acc else go (term * x / real n, n + 1, acc + term)
  in go (1.0, 1, 0.0) end
val _ = println (fmtReal (expSeries 1.0))
val _ = println (fmtReal (expSeries ~2.0))

(* summing a list of reals, mean and variance *)
val data = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
val n = real (length data)
val mean = foldl (op +) 0.0 data / n
val var = foldl (fn (x, acc) => acc + (x - mean) * (x - mean)) 0.0 data / n
val _ = println (fmtReal mean ^ " " ^ fmtReal var ^ " " ^ fmtReal (sqrt var))

(* integration by Simpson's rule of x^2 on [0,3] *)
fun simpson (f, a, b, n) =
  let val h = (b - a) / real n
      fun go (i, acc) =
        if i > n then acc
        else let val x = a + real i * h
                 val w = if i = 0 orelse i = n then 1.0 else if i mod 2 = 1 then 4.0 else 2.0
             in go (i + 1, acc + w * f x) end
  in go (0, 0.0) * h / 3.0 end
val _ = println (fmtReal (simpson (fn x => x * x, 0.0, 3.0, 100)))
(* reals in a loop with accumulation through refs and conversions back to int *)
val acc = ref 0.0
val i = ref 1
val _ = while !i <= 1000 do (acc := !acc + 1.0 / real (!i * !i); i := !i + 1)
val _ = println (fmtReal (!acc))
val _ = printInt (floor (!acc * 1000.0))
val _ = println (fmtReal (real (floor 1.0E15) / 1.0E9))
