(* Appendix A / §5.7: a type abbreviation specification `type t = ty` in a
   signature fixes t, so under opaque ascription it is still visible. *)
signature POINT = sig
  type coord = real
  type point = coord * coord
  type abs
  val mk : point -> abs
  val norm1 : abs -> coord
end
structure P :> POINT = struct
  type coord = real
  type point = real * real
  type abs = point
  fun mk p = p
  fun norm1 (x, y) : coord = abs x + abs y
end
val p : P.point = (3.0, ~1.5)
val n : real = P.norm1 (P.mk p) + 0.25
val () = print (Real.toString n ^ "\n")
