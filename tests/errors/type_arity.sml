type t = int list list
val x : (int, string) list = []
