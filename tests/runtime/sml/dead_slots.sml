(* Safe for space (Shao ch. 4, Appel's definition): a variable dead across a
   call must not keep its value alive during the call.  Each level builds a
   list of 200,000 ints (about 4.8 MB), uses it across an allocation (so it
   sits in a frame slot), and is done with it before recursing; if the slots
   of the 20 suspended levels kept their lists, about 96 MB would be live. *)
fun phases 0 = 0
  | phases k =
      let val big = List.tabulate (200000, fn i => i + k)
          val small = List.tabulate (10, fn i => i)
          val s = length big + length small
      in s mod 7 + phases (k - 1) end
val () = print (Int.toString (phases 20) ^ "\n")
