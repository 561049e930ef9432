fun line show xs = print (concat (map (fn x => show x ^ " ") xs) ^ "\n")

val () = line IntOrder.show (IntHeap.toSortedList (IntHeap.fromList [5, ~3, 12, 0, 7, 7, 1]))
val () = line WordOrder.show (WordHeap.toSortedList (WordHeap.fromList ["pear", "apple", "fig", "kiwi"]))
val () = print ((IntOrder.show (IntHeap.min IntHeap.empty) ^ "\n")
                handle IntHeap.Empty => "the empty heap has no minimum\n")
