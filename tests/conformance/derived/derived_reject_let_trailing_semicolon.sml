(* Appendix A: let dec in exp1 ; ... ; expn end needs an expression after
   every semicolon. *)
val x = let val a = 1 in a; end
