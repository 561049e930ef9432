(* Bool.fromString ignores case; tabulate and StringCvt.pad* raise Size past maxLen instead of building the list; Real.split's frac has the sign of its argument, a zero frac too. *)
fun show NONE = "NONE" | show (SOME b) = "SOME " ^ Bool.toString b
val _ = print (String.concatWith " " (map (show o Bool.fromString) ["true","TRUE","True","FaLsE", " \tfalse!", "tru", "yes"]) ^ "\n")
val _ = print (Int.toString (Vector.length (Vector.tabulate (Vector.maxLen + 1, fn i => i))) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (size (CharVector.tabulate (CharVector.maxLen + 1, fn _ => #"a"))) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (Word8Vector.length (Word8Vector.tabulate (valOf Int.maxInt, fn _ => 0w1))) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (Vector.length (Vector.tabulate (~1, fn i => i))) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (Vector.length (Vector.tabulate (5, fn i => i))) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (size (StringCvt.padLeft #"x" (valOf Int.maxInt) "a")) ^ "\n") handle Size => print "Size\n"
val _ = print (Int.toString (size (StringCvt.padRight #"x" (valOf Int.maxInt) "a")) ^ "\n") handle Size => print "Size\n"
val _ = print (StringCvt.padLeft #"0" 5 "42" ^ " " ^ StringCvt.padRight #"." 5 "ab" ^ "|" ^ StringCvt.padLeft #"x" ~3 "abc" ^ "\n")
fun sp r = let val {whole, frac} = Real.split r in Real.toString whole ^ " " ^ Real.toString frac end
val _ = print (String.concatWith " | " (map sp [~1.0, ~0.0, 0.0, 2.5, ~2.5, ~3.0, 1e300, Real.posInf, Real.negInf]) ^ "\n")
val _ = print (Real.toString (Real.realMod ~2.0) ^ " " ^ Real.toString (Real.realMod 2.75) ^ " " ^ Real.toString (Real.realMod ~2.75) ^ "\n")
