(* Basis INTEGER (Int): +, -, *, ~, abs, div and Int.fromLarge raise Overflow
   when the result is not representable. *)
fun try name f = print (name ^ ": " ^ (Int.toString (f ()) handle Overflow => "Overflow") ^ "\n")
val SOME maxI = Int.maxInt
val SOME minI = Int.minInt
val _ = try "max+1" (fn () => maxI + 1)
val _ = try "min-1" (fn () => minI - 1)
val _ = try "max*2" (fn () => maxI * 2)
val _ = try "~min" (fn () => ~ minI)
val _ = try "abs min" (fn () => abs minI)
val _ = try "min div ~1" (fn () => minI div ~1)
val _ = try "min quot ~1" (fn () => Int.quot (minI, ~1))
val _ = try "fromLarge" (fn () => Int.fromLarge (LargeInt.* (LargeInt.fromInt maxI, LargeInt.fromInt 2)))
val _ = try "max-1+1" (fn () => maxI - 1 + 1 - maxI)
val _ = try "min mod ~1" (fn () => minI mod ~1)
