(* Appendix A: the derived form is "if exp1 then exp2 else exp3"; there is
   no form without else. *)
val x = if true then 1
val y = 2
