(* MLton.equal, hash, size, share, GC, Weak and Finalizable (runtime/mlton.c) *)
fun b x = if x then "T" else "F"
fun line xs = print (String.concatWith " " xs ^ "\n")
(* equal, and hash agrees where equal holds *)
fun eqh (x, y) =
  let val e = MLton.equal (x, y)
  in if e andalso MLton.hash x <> MLton.hash y then "hash-differs" else b e end

datatype shape = Dot | Circle of real | Poly of (int * int) list | Named of {name : string, inner : shape}
val n = length (CommandLine.arguments ())   (* 2: values built at run time *)
val xs = List.tabulate (5, fn i => i * n)
val () = line ["lists", eqh (xs, [0, 2, 4, 6, 8]), eqh (xs, [0, 2, 4, 6]), eqh ([] : int list, []),
               eqh (map Int.toString xs, ["0", "2", "4", "6", "8"])]
val () = line ["records", eqh ({a = n, b = "x"}, {a = 2, b = "x"}), eqh ({a = n, b = "x"}, {a = 2, b = "y"}),
               eqh ((n, (n, "deep")), (2, (2, "deep")))]
val () = line ["datatypes", eqh (Named {name = "p", inner = Poly [(1, n)]}, Named {name = "p", inner = Poly [(1, 2)]}),
               eqh (Circle 1.0, Dot), eqh (Dot, Dot), eqh (Poly [(n, 1)], Poly [(2, 2)])]
val nan = 0.0 / 0.0
val () = line ["reals", eqh (Real.fromInt n / 4.0, 0.5), eqh (0.0, ~0.0), eqh (nan, nan),
               eqh ((1.5, Real.fromInt n), (1.5, 2.0)), eqh ([1.0, 2.0], [1.0, 3.0])]
val () = line ["strings", eqh ("abc" ^ Int.toString n, "abc2"), eqh (String.implode [#"a"], "a"), eqh ("", "x"),
               eqh (Vector.fromList ["x" ^ "y"], Vector.fromList ["xy"])]
val big = IntInf.pow (IntInf.fromInt n, 100)
val () = line ["intinf", eqh (big, IntInf.<< (1, 0w100)), eqh (big, big + 1), eqh (IntInf.fromInt (~ n), ~2)]
(* mutable objects by identity, also inside equal structure *)
val r = ref n
val a = Array.array (2, n)
val () = line ["refs", eqh (r, r), eqh (ref 2, ref 2), eqh ([r, r], [r, r]), eqh ((1, ref 1), (1, ref 1)),
               eqh (a, a), eqh (Array.array (1, 0), Array.array (1, 0)), eqh (SOME (ref a), SOME (ref a))]
(* functions: by code and free variables (whether two closures of the same
   function share their code depends on inlining, so for those only that
   hash agrees with equal; mutually recursive closures may form a cycle) *)
fun adder k = fn x => x + k
val add2 = adder n
fun even k = let fun ev 0 = k | ev m = od (m - 1) and od 0 = not k | od m = ev (m - 1) in ev end
fun consistent (f, g) = b (not (MLton.equal (f, g)) orelse MLton.hash f = MLton.hash g)
val () = line ["functions", eqh (add2, add2), eqh (adder n, adder 3), eqh (even true, even false),
               eqh (add2, fn x => x + 2), consistent (adder n, adder 2), consistent (even true, even (n = 2))]
(* exceptions: by identity, not by name *)
exception E of int
val e1 = E n
exception E of int
val () = line ["exceptions", eqh (e1, e1), eqh (e1, E 2), eqh (Fail "a", Fail "a"), eqh (Fail "a", Fail "b")]
(* hashes of some different values differ *)
val () = line ["hash", b (MLton.hash xs <> MLton.hash [0, 2, 4, 6, 9]), b (MLton.hash "ab" <> MLton.hash "ba"),
               b (MLton.hash (1, 2) <> MLton.hash (2, 1))]

(* size: the bytes of what is reachable, shared objects once, cycles end *)
datatype node = Node of int * node option ref
val cell = ref NONE
val loop = Node (n, cell)
val () = cell := SOME loop
val l2 = List.tabulate (2, fn i => i + n)
val () = line ["size", IntInf.toString (MLton.size xs), IntInf.toString (MLton.size (l2, l2)),
               IntInf.toString (MLton.size (CharVector.tabulate (n + 6, fn _ => #"a"))), IntInf.toString (MLton.size n),
               b (MLton.size loop > 0), b (MLton.sizeAll () > MLton.size (xs, l2))]

(* share: equal immutable objects become one; refs stay apart *)
val p = (List.tabulate (3, fn i => Int.toString (i * n)), List.tabulate (3, fn i => Int.toString (i + i)))
val q = (ref n, ref n)
val sharedBefore = MLton.eq (#1 p, #2 p)
val () = MLton.share (p, q)
val () = line ["share", b sharedBefore, b (MLton.eq (#1 p, #2 p)), b (MLton.eq (#1 q, #2 q)), String.concat (#1 p),
               String.concat (#2 p)]
(* held in an array: records the program only reads may be rebuilt after a
   call, which MLton.eq would see *)
val held = Array.fromList [[Int.toString (n * 100)], [Int.toString (n * 100)], [Int.toString n]]
val () = MLton.shareAll ()
val () = line ["shareAll", b (MLton.eq (Array.sub (held, 0), Array.sub (held, 1))),
               b (MLton.eq (Array.sub (held, 0), Array.sub (held, 2))), concat (Array.foldr op @ [] held)]

(* GC *)
val majors = MLton.GC.Statistics.numCopyingGCs () + MLton.GC.Statistics.numMarkCompactGCs ()
val () = MLton.GC.collect ()
val () = (MLton.GC.setMessages false; MLton.GC.setSummary false; MLton.GC.pack (); MLton.GC.unpack ())
val () = line ["gc", b (MLton.GC.Statistics.numCopyingGCs () + MLton.GC.Statistics.numMarkCompactGCs () >= majors + 2),
               b (MLton.GC.Statistics.lastBytesLive () > 0), b (MLton.GC.Statistics.bytesAllocated () > 0),
               b (MLton.GC.Statistics.maxBytesLive () >= MLton.GC.Statistics.lastBytesLive ()),
               b (MLton.GC.Statistics.numMinorGCs () >= 0)]

(* Weak: the target goes once nothing else holds it; what is not a heap
   object stays *)
fun show w = case MLton.Weak.get w of NONE => "none" | SOME r => Int.toString (!r)
fun dropped () = MLton.Weak.new (ref (n + 1))
val kept = ref (n + 2)
val wd = dropped ()
val wk = MLton.Weak.new kept
val wi = MLton.Weak.new n
val ws = MLton.Weak.new "static"
val () = line ["weak before", show wk, Int.toString (valOf (MLton.Weak.get wi))]
val () = MLton.GC.collect ()
val () = line ["weak after", show wd, show wk, Int.toString (valOf (MLton.Weak.get wi)), valOf (MLton.Weak.get ws)]
(* many cells, most dropped with their targets *)
fun churn (0, acc) = acc
  | churn (i, acc) =
      let val w = MLton.Weak.new (ref i)
      in if i mod 1000 = 0 then churn (i - 1, w :: acc) else churn (i - 1, acc) end
val survivors = churn (10000, [])
val held = List.tabulate (3, fn i => ref i)
val wheld = map MLton.Weak.new held
val () = MLton.GC.collect ()
val () = line ["weak churn", Int.toString (length (List.filter (isSome o MLton.Weak.get) survivors)),
               String.concatWith "," (map show wheld), Int.toString (length held)]
val () = kept := 0
(* large objects (never moved, freed by a major collection), and a target
   that only another weak cell reaches *)
fun droppedLarge () = MLton.Weak.new (Array.array (20000, n))
val bigKept = Array.array (20000, n)
val wl = (droppedLarge (), MLton.Weak.new bigKept)
fun chained () = let val inner = ref n in (MLton.Weak.new inner, MLton.Weak.new (MLton.Weak.new inner)) end
val (wc1, wc2) = chained ()
val () = MLton.GC.collect ()
fun alive w = b (isSome (MLton.Weak.get w))
val () = line ["weak large", alive (#1 wl), alive (#2 wl), Int.toString (Array.sub (bigKept, 19999)),
               alive wc1, alive wc2]

(* Finalizable: a finalizer runs after the collection that finds its value
   gone, the others at exit; finalizeBefore orders them *)
val atExit = MLton.Finalizable.new "at exit"
val () = MLton.Finalizable.addFinalizer (atExit, fn s => print ("finalized " ^ s ^ "\n"))
val later = MLton.Finalizable.new "later"
val () = MLton.Finalizable.addFinalizer (later, fn s => print ("finalized " ^ s ^ "\n"))
val () = MLton.Finalizable.finalizeBefore (atExit, later)
fun temporary () =
  let val f = MLton.Finalizable.new (n * 21)
  in MLton.Finalizable.addFinalizer (f, fn i => print ("finalized " ^ Int.toString i ^ "\n"));
     MLton.Finalizable.addFinalizer (f, fn i => print ("first finalizer of " ^ Int.toString i ^ "\n"));
     MLton.Finalizable.withValue (f, fn i => i + 1)
  end
val () = line ["withValue", Int.toString (temporary ())]
val () = MLton.GC.collect ()
val () = line ["collected"]
val () = MLton.Finalizable.touch atExit
val () = line ["end"]
