(* Basic structures: nested structures, long paths (A.B.C.x), structure aliases, shadowing of structure names, types and datatypes reached through paths, and structure components used from later top-level declarations. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
structure A = struct
  val x = 10
  fun inc n = n + x
  structure B = struct
    val y = x * 2
    type pair = int * int
    fun swap ((a, b) : pair) : pair = (b, a)
    structure C = struct
      val z = y + x
      datatype shape = Sq of int | Rect of int * int
      fun area (Sq s) = s * s
        | area (Rect (w, h)) = w * h
    end
  end
  val w = B.C.z + B.y
end

val _ = printInt A.x
val _ = printInt (A.inc 5)
val _ = printInt A.B.y
val _ = printInt A.B.C.z
val _ = printInt A.w
val p : A.B.pair = A.B.swap (1, 2)
val _ = println (Int.toString (#1 p) ^ "," ^ Int.toString (#2 p))
val shapes = [A.B.C.Sq 3, A.B.C.Rect (2, 5), A.B.C.Sq 1]
val _ = printInt (foldl (fn (s, acc) => A.B.C.area s + acc) 0 shapes)
fun describe (A.B.C.Sq n) = "sq " ^ Int.toString n
  | describe (A.B.C.Rect (a, b)) = "rect " ^ Int.toString a ^ "x" ^ Int.toString b
val _ = app (fn s => println (describe s)) shapes

(* an alias shares everything with the original *)
structure D = A.B
structure E = D.C
val _ = printInt (D.y + E.z)
val _ = println (describe (E.Rect (7, 8)))
val _ = printInt (E.area (A.B.C.Sq 4))

(* a later structure may shadow an earlier one; old references are unaffected *)
val oldInc = A.inc
structure A = struct val x = 1000 fun inc n = n - x end
val _ = printInt (oldInc 1)
val _ = printInt (A.inc 1)
val _ = printInt E.z

(* structures holding mutable state *)
structure Counter = struct
  val count = ref 0
  fun tick () = (count := !count + 1; !count)
  fun reset () = count := 0
end
val _ = (Counter.tick (); Counter.tick (); printInt (Counter.tick ()))
val _ = Counter.reset ()
val _ = printInt (!Counter.count)
val _ = Counter.count := 41
val _ = printInt (Counter.tick ())

(* structure components with records and functions in data *)
structure Tbl = struct
  val entries = [{name = "one", f = fn x => x + 1}, {name = "dbl", f = fn x => x * 2}]
  fun run v = map (fn {name, f} => name ^ "=" ^ Int.toString (f v)) entries
end
val _ = app println (Tbl.run 21)
