(* Definition Appendix A (if as case) and rule 13 (match): the branches of an if
   must have one type; int and string do not unify. *)
fun sign n = if n < 0 then "negative" else 0
