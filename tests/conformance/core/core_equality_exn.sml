(* Definition §4.4 and the initial basis (Appendix C): exn does not admit
   equality, so exception values cannot be compared with `=`. *)
val b = Fail "a" = Fail "a"
