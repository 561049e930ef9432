(* Identifiers are ASCII: a letter outside it is an illegal character. *)
val café = 1
