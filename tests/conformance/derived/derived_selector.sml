(* Appendix A: #lab abbreviates fn {lab = vid, ...} => vid, for named and
   numeric labels, and may be passed as a function. *)
val person = {name = "Ada", born = 1815, tags = ["math"]}
val _ = print (#name person ^ " " ^ Int.toString (#born person) ^ "\n")
val pairs = [(1, "a"), (2, "b"), (3, "c")]
val _ = print (String.concat (map #2 pairs) ^ " "
               ^ Int.toString (foldl op+ 0 (map #1 pairs)) ^ "\n")
val getx : {x : int, y : int} -> int = #x
val _ = print (Int.toString (getx {y = 2, x = 40}) ^ "\n")
val _ = print (Int.toString (#3 (0, 0, 3, 0)) ^ "\n")
