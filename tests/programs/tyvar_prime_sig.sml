(* Lone-prime type variables in signatures, specifications and sharing with
   structures: they are ordinary type variables everywhere. *)
signature BOX = sig
  type ' box
  val box : ' -> ' box
  val unbox : ' box -> '
  val same : '' box * '' box -> bool
end

structure Box :> BOX = struct
  datatype ' box = B of '
  fun box x = B x
  fun unbox (B x) = x
  fun same (B a, B b) = a = b
end

val _ = print (Box.unbox (Box.box "boxed\n"))
val _ = print (if Box.same (Box.box 1, Box.box 1) then "same\n" else "differ\n")

(* In an exception (no type variable may be free there, so this one is
   bound by the function around it) and a case with a typed pattern. *)
fun tag (x : ') =
  let exception Tagged of string
  in (raise Tagged "tagged\n") handle Tagged s => (s, x) end
val _ = print (#1 (tag 0))
val _ = print (case [] : ' list of [] => "empty\n" | _ => "full\n")
