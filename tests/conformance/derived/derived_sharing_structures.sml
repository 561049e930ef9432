(* Appendix A (Fig. 19): "spec sharing longstrid1 = ... = longstridn"
   abbreviates type sharing of every pair of common flexible types. *)
signature ELEM = sig type e val show : e -> string end
signature PAIR = sig
  structure L : ELEM
  structure R : ELEM
  sharing L = R
end
functor Use (P : PAIR) = struct
  fun swapShow (x : P.L.e) = P.R.show x
end
structure IntE = struct type e = int val show = Int.toString end
structure U = Use (struct structure L = IntE structure R = IntE end)
val _ = print (U.swapShow 42 ^ "\n")
