val counter = ref 0
fun incr () = counter := !counter + 1
fun get () = !counter
val _ = (incr (); incr ())
val now = get ()
fun swapRefs (a, b) = let val t = !a in a := !b; b := t end
val r1 = ref "a" and r2 = ref "b"
val _ = swapRefs (r1, r2)
fun loop n = let val i = ref 0 val acc = ref 0 in
  while !i < n do (acc := !acc + !i; i := !i + 1);
  !acc
end
val total = loop 10
val cell : int list ref = ref []
fun push x = cell := x :: !cell
val _ = push 1
val _ = app (fn x => push x) [2, 3]
val contents = !cell
fun makeCounter () =
  let val c = ref 0 in fn () => (c := !c + 1; !c) end
val next = makeCounter ()
val one = next ()
val arr = ref (ref 1)
val inner = !(!arr)
