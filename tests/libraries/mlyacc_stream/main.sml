(* ML-Yacc's runtime library, published unchanged: its lazy streams and its
   LR table types, as a generated parser uses them *)
val counter = ref 0
val s = Stream.streamify (fn () => (counter := !counter + 1; !counter * 10))
val (a, s1) = Stream.get s
val (b, _) = Stream.get s1
val (a', _) = Stream.get s  (* a stream is memoized: the same first element *)
val (c, _) = Stream.get (Stream.cons (7, s))
val () = print (String.concatWith " " (map Int.toString [a, b, a', c, !counter]) ^ "\n")
val t = LrTable.T 3
val n = LrTable.NT 4
val () = print (case (t, n) of (LrTable.T i, LrTable.NT j) => Int.toString (i + j) ^ "\n")
val () = print (case LrTable.SHIFT (LrTable.STATE 2) of
                    LrTable.SHIFT (LrTable.STATE k) => "shift " ^ Int.toString k ^ "\n"
                  | _ => "other\n")
