(* Appendix A (Fig. 18): the spec form still checks the argument against
   sig type t val v : t end where the body uses t as int. *)
functor F (type t val v : t) = struct val w = v + 1 end
