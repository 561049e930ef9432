fun showAll show xs = concat (map (fn x => show x ^ " ") xs)
val s = foldl IntSet.insert IntSet.empty [5, 3, 8, 1, 4, 7, 9, 3]
val _ = print (showAll IntOrd.show (IntSet.toList s) ^ "\n")
val s2 = IntSet.remove (3, s)
val _ = print (showAll IntOrd.show (IntSet.toList s2) ^ "\n")
val t = foldl StrSet.insert StrSet.empty ["pear", "apple", "fig"]
val _ = print (showAll StrOrd.show (StrSet.toList t) ^ "\n")
val _ = (StrSet.remove ("kiwi", t); ())
        handle IntSet.Missing n => print ("int missing " ^ IntOrd.show n ^ "\n")
             | StrSet.Missing k => print ("string missing " ^ StrOrd.show k ^ "\n")
val _ = print (if IntSet.member (4, s2) andalso not (IntSet.member (3, s2)) then "member ok\n" else "bad\n")
