(* Time, Timer *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val I = LargeInt.toString
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val t = Time.fromReal 1.5
val () = show "fromReal toReal" (Real.toString (Time.toReal t) ^ " " ^ Time.toString t ^ " " ^ Time.toString Time.zeroTime)
val () = show "toX" (String.concatWith " " (List.map I [Time.toSeconds t, Time.toMilliseconds t, Time.toMicroseconds t, Time.toNanoseconds t, Time.toSeconds (Time.fromReal ~1.5)]))
val () = show "fromX" (String.concatWith " " (List.map Time.toString [Time.fromSeconds 2, Time.fromMilliseconds 1500, Time.fromMicroseconds 2500, Time.fromNanoseconds 1, Time.fromSeconds ~3]))
val () = show "+ -" (Time.toString (Time.+ (t, Time.fromSeconds 1)) ^ " " ^ Time.toString (Time.- (t, Time.fromSeconds 2)))
val () = show "compare" (ord2s (Time.compare (t, Time.fromSeconds 1)) ^ " " ^ ord2s (Time.compare (t, t)) ^ " " ^ b2s (Time.< (Time.zeroTime, t)) ^ " " ^ b2s (Time.>= (Time.zeroTime, t)))
val () = show "fmt" (Time.fmt 0 t ^ " " ^ Time.fmt 5 t ^ " " ^ exn (fn () => Time.fmt ~1 t))
val () = show "fromString" (String.concatWith " " (List.map (fn s => case Time.fromString s of SOME t => Time.toString t | NONE => "NONE") ["1.25", " 3", "x", "0.0005"]))
val () = show "Time exn" (exn (fn () => Time.fromReal (1.0 / 0.0)) ^ " " ^ exn (fn () => Time.fromSeconds 100000000000))
val now = Time.now ()
val () = show "now after 2020" (b2s (Time.> (now, Time.fromSeconds 1577836800)))
val rt = Timer.startRealTimer ()
val ct = Timer.startCPUTimer ()
fun spin (0, acc) = acc
  | spin (n, acc) = spin (n - 1, acc + n mod 7)
val _ = spin (1000000, 0)
val () = show "timers" (b2s (Time.>= (Timer.checkRealTimer rt, Time.zeroTime)) ^ " " ^ b2s (Time.>= (#usr (Timer.checkCPUTimer ct), Time.zeroTime)) ^ " " ^ Time.toString (Timer.checkGCTime ct))
