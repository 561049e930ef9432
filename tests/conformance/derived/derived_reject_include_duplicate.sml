(* Appendix A (Fig. 19) and §5.7 rule 77: include A B is include A; include B,
   and a specification may not specify the same value twice. *)
signature A = sig val x : int end
signature B = sig val x : bool end
signature C = sig include A B end
