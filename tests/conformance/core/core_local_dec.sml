(* Definition §4.9/§4.10 (rule 23, local dec1 in dec2 end): the bindings of
   dec1 are visible in dec2 only; dec2's bindings are exported. Nested locals
   and a local hiding a helper used by two exported functions. *)
val helper = "outer helper"
local
  fun helper x = x * 10
  val base = 2
in
  fun scale x = helper x + base
  local val base = 100 in fun scaleBig x = helper x + base end
  val again = base
end
val _ = print (Int.toString (scale 1) ^ " " ^ Int.toString (scaleBig 1) ^ " "
               ^ Int.toString again ^ " " ^ helper ^ "\n")
