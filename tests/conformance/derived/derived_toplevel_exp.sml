(* Appendix A (Fig. 20): a top-level "exp ;" abbreviates "val it = exp ;". *)
6 * 7;
val _ = print (Int.toString it ^ "\n");
"str" ^ "ing";
val _ = print (it ^ "\n");
print "side effect\n";
val () = it;
