(* References: counters, closures sharing one ref, refs in records/tuples, ref of ref, ref holding functions, := returning unit, ! in expressions. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val counter = ref 0
fun tick () = (counter := !counter + 1; !counter)
val _ = (tick (); tick (); tick ())
val _ = printInt (!counter)

(* two closures sharing one ref *)
fun makeAccount initial =
  let val bal = ref initial
      fun deposit n = bal := !bal + n
      fun withdraw n = if n > !bal then false else (bal := !bal - n; true)
      fun balance () = !bal
  in (deposit, withdraw, balance) end
val (dep, wd, bal) = makeAccount 100
val _ = dep 50
val ok1 = wd 120
val ok2 = wd 100
val _ = println (Int.toString (bal ()) ^ " " ^ (if ok1 then "y" else "n") ^ (if ok2 then "y" else "n"))

(* independent accounts *)
val (dep2, _, bal2) = makeAccount 5
val _ = dep2 1
val _ = println (Int.toString (bal ()) ^ " " ^ Int.toString (bal2 ()))

(* ref of ref, refs in data *)
val rr = ref (ref 1)
val inner = !rr
val _ = inner := 10
val _ = printInt (!(!rr))
val _ = rr := ref 20
val _ = println (Int.toString (!inner) ^ " " ^ Int.toString (!(!rr)))
val cell = {name = "c", value = ref 3}
val _ = #value cell := !(#value cell) * 7
val _ = printInt (!(#value cell))

(* ref holding a function, updated to build a chain *)
val fref = ref (fn (x : int) => x)
val _ = app (fn k => let val old = !fref in fref := (fn x => old x * 2 + k) end) [1, 2, 3]
val _ = printInt (!fref 1)

(* memoization with a ref'd assoc list *)
val memo = ref ([] : (int * int) list)
fun lookup k = let fun go [] = NONE | go ((a, b) :: r) = if a = k then SOME b else go r in go (!memo) end
fun mfib n =
  if n < 2 then n
  else case lookup n of
         SOME v => v
       | NONE => let val v = mfib (n - 1) + mfib (n - 2) in memo := (n, v) :: !memo; v end
val _ = printInt (mfib 80)
val _ = printInt (length (!memo))

(* swap via refs; polymorphic ref use at a monomorphic type *)
fun swapRefs (a, b) = let val t = !a in a := !b; b := t end
val x = ref "left" and y = ref "right"
val _ = swapRefs (x, y)
val _ = println (!x ^ " " ^ !y)
val u = (counter := 0)
val _ = println (if u = () then "assign gives unit" else "")
val rl = ref [1, 2]
val _ = rl := 0 :: !rl
val _ = printInt (foldl (op +) 0 (!rl) + length (!rl))
