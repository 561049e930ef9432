fun println s = print (s ^ "\n")
(* Flexible records (Definition 4.11): the context determines the row, and
   the field types stay generalizable. *)
val out = let val pickx = #x
              val s = pickx {x = "left", y = 1}
              val n = pickx {x = 2, y = 1}
          in s ^ Int.toString n end
val _ = println out
local
  fun getx {x, ...} = x
in
  val a = getx {x = 1, y = "a"}
  val b = getx {x = "s", y = "b"}
end
val _ = println (Int.toString a ^ b)
val pair = let fun both {a, b, ...} = (a, b)
               val (i, s) = both {a = 1, b = "x", c = 2.5}
               val (t, j) = both {a = "t", b = 2, c = 0.5}
           in Int.toString (i + j) ^ s ^ t end
val _ = println pair
val eq = let val px = #x in px {x = 1, y = 2} = 1 andalso px {x = "a", y = 2} = "a" end
val _ = println (if eq then "eq" else "neq")
val chain = let val p = #x
                val q = p
            in Int.toString (q {x = 1, y = 2}) ^ q {x = "a", y = 3} ^ Int.toString (floor (p {x = 1.5, y = 4})) end
val _ = println chain
structure S : sig val f : {a : int, b : string} -> int  val g : {a : string, b : string} -> string end = struct
  fun sel {a, b = _ : string} = a
  val f = #a
  val g = fn r => sel r
end
val _ = println (Int.toString (S.f {a = 7, b = "b"}) ^ S.g {a = "A", b = "B"})
(* a field whose type the row adds (y here) is generalized too *)
val ys = let val py = fn (r as {x, ...}) => (x : int, r)
             val (n1, {y = y1, ...}) = py {x = 1, y = "one"}
             val (n2, {y = y2, ...}) = py {x = 2, y = 2}
         in y1 ^ Int.toString (n1 + n2 + y2) end
val _ = println ys
