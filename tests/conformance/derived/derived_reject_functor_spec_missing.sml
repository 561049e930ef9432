(* Appendix A (Fig. 18): F (val y = 1) is F (struct val y = 1 end), which does
   not match the argument signature sig val x : int end. *)
functor F (val x : int) = struct val z = x end
structure A = F (val y = 1)
