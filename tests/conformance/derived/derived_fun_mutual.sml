(* Appendix A: fun ... and ... abbreviates one val rec with several bindings,
   so the functions are mutually recursive. *)
fun even 0 = true
  | even n = odd (n - 1)
and odd 0 = false
  | odd n = even (n - 1)
val rec ev = fn 0 => true | n => od (n - 1)
and od = fn 0 => false | n => ev (n - 1)
val _ = print (String.concatWith " " (map (Bool.toString o even) [0, 1, 10, 7]) ^ "\n")
val _ = print (Bool.toString (od 9) ^ "\n")
