(* Definition §4.2-4.3 and Appendix A: a tuple type is the record type with
   labels 1..n, records are equal types whatever the order of their fields,
   () is the empty record {}; #lab selects a field. *)
val p : int * string = {2 = "two", 1 = 2}
val r : {b : bool, a : int} = {a = 1, b = true}
val u : {} = ()
val q = {1 = "x", 2 = 3.5, 3 = #"c"}
val (s, _, c) = q
fun swapRec {a, b} = {a = b, b = a}
val _ = print (String.concatWith " "
          [Int.toString (#1 p), #2 p, Int.toString (#a r), s, str c, Real.toString (#2 q),
           Bool.toString (#a (swapRec {a = 1, b = 2}) = 2), Bool.toString (u = {}),
           Bool.toString ({x = 1, y = 2} = {y = 2, x = 1})] ^ "\n")
