(* Definition rules 34-35: a constructor pattern `longvid atpat` needs longvid to
   be a value constructor in the context; Leaf is not bound here. *)
fun size (Leaf x) = 1
