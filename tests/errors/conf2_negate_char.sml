(* ~ is overloaded on the num class (int, word, real types), not on char *)
val x = ~ #"a"
