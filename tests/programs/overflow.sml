(* Integer Overflow at the 63-bit boundary (maxInt = 2^62-1, minInt = ~2^62) for +, -, *, ~, abs, div; values reaching exactly the boundary do not raise. (Poly/ML 5.7 on 64-bit also has 63-bit int, so it served as the oracle.) *)

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

(* build the boundaries arithmetically from 2^61 so no literal needs checking *)
fun pow2 0 = 1 | pow2 n = 2 * pow2 (n - 1)
val half = pow2 61                      (* 2^61 *)
val maxInt = (half - 1) + half          (* 2^62 - 1 *)
val minInt = ~half - half               (* ~2^62 *)
val _ = printInt maxInt
val _ = printInt minInt
fun try name f = println (name ^ ": " ^ (intToString (f ()) handle Overflow => "Overflow"))
val _ = try "max+1" (fn () => maxInt + 1)
val _ = try "max+0" (fn () => maxInt + 0)
val _ = try "min-1" (fn () => minInt - 1)
val _ = try "min+1" (fn () => minInt + 1)
val _ = try "half+half" (fn () => half + half)
val _ = try "~half-half" (fn () => ~half - half)
val _ = try "~half-half-1" (fn () => ~half - half - 1)
val _ = try "max-min" (fn () => maxInt - minInt)
val _ = try "0-min" (fn () => 0 - minInt)
val _ = try "~min" (fn () => ~minInt)
val _ = try "~max" (fn () => ~maxInt)
val _ = try "abs min" (fn () => abs minInt)
val _ = try "abs (min+1)" (fn () => abs (minInt + 1))
val _ = try "half*2" (fn () => half * 2)
val _ = try "half*~2" (fn () => half * ~2)
val _ = try "max*2" (fn () => maxInt * 2)
val _ = try "max*~1" (fn () => maxInt * ~1)
val _ = try "min*~1" (fn () => minInt * ~1)
val _ = try "min*1" (fn () => minInt * 1)
val _ = try "min div ~1" (fn () => minInt div ~1)
val _ = try "min div 2" (fn () => minInt div 2)
val _ = try "min mod ~1" (fn () => minInt mod ~1)
val _ = try "3037000499^2" (fn () => 3037000499 * 3037000499)
val _ = try "2147483648^2" (fn () => 2147483648 * 2147483648)
val _ = try "big*big" (fn () => 4294967296 * 4294967296)
(* factorial until overflow: 20! fits in 63 bits, 21! does not *)
fun fact n = if n = 0 then 1 else n * fact (n - 1)
val _ = try "20!" (fn () => fact 20)
val _ = try "21!" (fn () => fact 21)
(* doubling until overflow counts the bits *)
fun bits (x, n) = (bits (x * 2, n + 1)) handle Overflow => n
val _ = printInt (bits (1, 0))
(* summation that overflows in the middle of a loop *)
fun sumTo (acc, step, 0) = acc
  | sumTo (acc, step, n) = sumTo (acc + step, step, n - 1)
val _ = try "sum" (fn () => sumTo (0, half, 3))
val _ = try "sum ok" (fn () => sumTo (0, half div 2, 3))
