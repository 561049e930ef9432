(* expect: a layered pattern binding one name twice *)
val rec f as f = fn x => x
