(* expect: structure lacks value component y required by its signature. Poly/ML: Structure does not match signature. Signature: val y: int Structure: Not present *)
signature POINT = sig
  val x : int
  val y : int
end
structure P : POINT = struct
  val x = 1
end
