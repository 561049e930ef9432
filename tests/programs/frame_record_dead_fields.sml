(* A record allocated in the frame (T (.., 2.5), its fields boxed reals) dies
   at the call it is built for; the code after the call reuses its slots.
   A collection there (string concatenation, output) moves the reals without
   scanning the dead fields; a later call must not scan them either (it did:
   it covered the dead record's slots again, and the collector followed the
   stale pointers). Checked under GC stress by the program suite. *)
datatype 'a t = T of 'a * real | U of 'a list
fun tsum (T (_, r)) = r | tsum (U l) = Real.fromInt (length l)
val junk = ref [0]
val pad = CharVector.tabulate (3000, fn _ => #"x")
fun step i =
  let val _ = junk := [size (Real.toString (tsum (T (Real.fromInt i, 2.5))) ^ pad)]
      val arr = Array.tabulate (10, fn j => Real.fromInt (length (List.tabulate (500, fn k => 0x7fffffff - k))))
  in Array.sub (arr, 9) end
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + step i)
val _ = print (Real.toString (loop (60, 0.0)) ^ "\n")
val _ = print (Real.toString (tsum (T (1.5, 2.5))) ^ "\n")
val arr = Array.tabulate (10, fn i => 1.0)
val _ = print (Real.toString (Array.foldl op + 0.0 arr) ^ "\n")
