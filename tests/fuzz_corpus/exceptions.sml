exception Negative of int

fun check n = if n < 0 then raise Negative n else n

fun safe n = check n handle Negative m => ~ m

val xs = map safe [3, ~4, 5]
val msg = (ignore (check ~1); "none") handle e => exnName e
