(* Updating a long-lived real array: each Array.update stores a freshly boxed
   real into an array that has been promoted, so every store goes through the
   write barrier.  ldriver spends most of its time in ld_ptrset_add/ld_collect. *)
fun main () =
  let val n = 65536
      val a = Array.tabulate (n, fn i => real i)
      fun pass 0 = ()
        | pass k = (Array.modify (fn x => x * 0.5 + 1.0) a; pass (k - 1))
      val () = pass (case CommandLine.arguments () of s :: _ => valOf (Int.fromString s) | [] => 1000)
  in print (Real.fmt (StringCvt.FIX (SOME 3)) (Array.foldl op+ 0.0 a) ^ "\n") end
val () = main ()
