(* Math *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
val R = Real.toString
fun reals l = String.concatWith " " (List.map R l)

val () = show "pi e" (reals [Math.pi, Math.e])
val () = show "sqrt" (reals [Math.sqrt 2.0, Math.sqrt 0.0, Math.sqrt 16.0, Math.sqrt ~1.0, Math.sqrt Real.posInf])
val () = show "sin cos tan" (reals [Math.sin 0.0, Math.cos 0.0, Math.tan 0.0, Math.sin (Math.pi / 2.0), Math.cos Math.pi])
val () = show "asin acos atan" (reals [Math.asin 1.0, Math.acos 1.0, Math.atan 1.0, Math.asin 2.0])
val () = show "atan2" (reals [Math.atan2 (1.0, 1.0), Math.atan2 (0.0, ~1.0), Math.atan2 (~1.0, 0.0)])
val () = show "exp pow" (reals [Math.exp 1.0, Math.exp 0.0, Math.pow (2.0, 10.0), Math.pow (2.0, ~1.0), Math.pow (0.0, 0.0), Math.pow (~8.0, 1.0 / 3.0)])
val () = show "ln log10" (reals [Math.ln 1.0, Math.ln 0.0, Math.ln ~1.0, Math.ln Math.e, Math.log10 1000.0, Math.log10 0.01])
val () = show "sinh cosh tanh" (reals [Math.sinh 0.0, Math.cosh 0.0, Math.tanh 0.0, Math.tanh 100.0, Math.tanh ~100.0])
val () = show "Real.Math" (R (Real.Math.sqrt 9.0))
