(* OS.Path.getParent: the Basis examples ("/", "a", "a/", "a///", "a/b", "a/b/", "..", ".", ""), and a last arc . or .. getting .. appended (Poly/ML drops it instead, which is wrong for "a/.."); CharVector.tabulate in chunks: order of calls, Size, empty. *)
val _ = app (fn p => print ("\"" ^ p ^ "\" -> \"" ^ OS.Path.getParent p ^ "\"\n"))
  ["/", "a", "a/", "a///", "a/b", "a/b/", "..", ".", "", "/a", "/a/b", "a/.", "a/..", "/..", "//", "x/y/z", "/."]
val s = CharVector.tabulate (10000, fn i => chr (97 + i mod 26))
val _ = print (Int.toString (size s) ^ " " ^ String.substring (s, 4090, 12) ^ "\n")
val _ = print (CharVector.tabulate (0, fn _ => #"a") ^ "|" ^ CharVector.tabulate (3, fn i => chr (65 + i)) ^ "\n")
val _ = (CharVector.tabulate (~1, fn _ => #"a"); print "no\n") handle Size => print "Size\n"
val order = ref []
val _ = CharVector.tabulate (5000, fn i => (if i mod 1000 = 0 then order := i :: !order else (); #"z"))
val _ = print (String.concatWith "," (map Int.toString (rev (!order))) ^ "\n")
