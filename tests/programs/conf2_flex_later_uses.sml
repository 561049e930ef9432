(* Flexible records whose row later uses in the same scope determine; the
   field types generalize (issue 29). *)
val r1 = let val g = #foo  val a = g {foo = 13}  val b = g {foo = "yes"} in Int.toString a ^ b end
val r2 = let val pick = fn {x, ...} => x
         in (pick {x = 1.5, y = 0}, pick {x = "s", y = 1}) end
structure S = struct val second = #2  val n = second (true, 7)  val s = second ((), "z") end
fun f () = let val g = #2 in g (1, "a") ^ g (true, "b") end
val _ = print (r1 ^ " " ^ Real.toString (#1 r2) ^ #2 r2 ^ " " ^ Int.toString S.n ^ S.s ^ " " ^ f () ^ "\n")
