val x = 1
(* a (* nested *) comment
val y = 2
