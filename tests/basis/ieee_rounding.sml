(* IEEEReal.setRoundingMode/getRoundingMode: the mode set is the mode got,
   real arithmetic rounds by it (1/3 rounded down is below 1/3 rounded up,
   -1/3 toward zero is above -1/3 toward -inf), while Real.round and
   Real.realRound stay to nearest, ties to even, whatever the mode. *)
val three = ref 3.0
fun third () = 1.0 / !three
fun negThird () = ~1.0 / !three
fun name IEEEReal.TO_NEAREST = "TO_NEAREST"
  | name IEEEReal.TO_NEGINF = "TO_NEGINF"
  | name IEEEReal.TO_POSINF = "TO_POSINF"
  | name IEEEReal.TO_ZERO = "TO_ZERO"
fun under mode f = (IEEEReal.setRoundingMode mode; f () before IEEEReal.setRoundingMode IEEEReal.TO_NEAREST)
val () = print (name (IEEEReal.getRoundingMode ()) ^ "\n")
val () = app (fn m => (IEEEReal.setRoundingMode m; print (name (IEEEReal.getRoundingMode ()) ^ " ")))
             [IEEEReal.TO_NEGINF, IEEEReal.TO_POSINF, IEEEReal.TO_ZERO, IEEEReal.TO_NEAREST]
val () = print "\n"
val down = under IEEEReal.TO_NEGINF third
val up = under IEEEReal.TO_POSINF third
val near = third ()
val () = print (Bool.toString (down < up) ^ " " ^ Bool.toString (down <= near andalso near <= up) ^ "\n")
val zero = under IEEEReal.TO_ZERO negThird
val neginf = under IEEEReal.TO_NEGINF negThird
val () = print (Bool.toString (zero > neginf) ^ "\n")
val half = ref 2.5
val () = print (Int.toString (under IEEEReal.TO_POSINF (fn () => Real.round (!half))) ^ " "
                ^ Real.toString (under IEEEReal.TO_ZERO (fn () => Real.realRound (!half + 1.0))) ^ " "
                ^ Int.toString (under IEEEReal.TO_NEGINF (fn () => Real.round (~ (!half)))) ^ "\n")
val () = print (name (IEEEReal.getRoundingMode ()) ^ "\n")
