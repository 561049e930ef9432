fun digits n = if n < 10 then str (chr (ord #"0" + n)) else digits (n div 10) ^ digits (n mod 10)
fun show n = if n < 0 then "~" ^ digits (~n) else digits n
val pts = [V3.make (1.0, 2.0, 3.0), V3.make (3.0, 2.0, 1.0), V3.make (2.0, 2.0, 2.0)]
val c = G3.centroid (pts, fn n => 1.0 / real n)
val _ = print ("centroid norm2 x1000: " ^ show (round (1000.0 * G3.norm2 c)) ^ "\n")
val ipts = [IntVec.make (1, 2, 3), IntVec.make (4, 5, 6)]
val _ = print ("int norm2 of sum: " ^ show (GI.norm2 (GI.sum ipts)) ^ "\n")
val _ = (G3.centroid ([], fn _ => 1.0); print "no\n")
        handle GI.Degenerate => print "wrong exception\n"
             | G3.Degenerate => print "degenerate caught\n"
